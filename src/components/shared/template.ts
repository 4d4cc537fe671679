/**
 * Declarative rows: a shop writes `<template data-type="item">` with `{{field}}`
 * placeholders; each hit fills a clone. Values go in as text (text nodes, attribute
 * values), never parsed as HTML; URL attributes pass the allow-list; a placeholder in
 * an event-handler attribute removes that attribute.
 *
 * The results elements load this module only where a shop has a template or a renderer:
 * other pages never download it.
 */
import { safeUrl } from '../../core/sanitize.js';
import type { Hit } from '../../core/types.js';
import { formatPrice, plainValue } from './format.js';

// What the elements that draw a shop's rows statically (the autocomplete, recommendations) take from here too.
export { plainValue } from './format.js';

/** A row or card drawn from JavaScript (an element's `renderers` property), by hit type. */
export type Renderer = (hit: Hit, context: { query: string; element: HTMLElement }) => unknown;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href']);

/** The shop's `<template data-type="...">` elements inside `host`, by type. */
export function templatesOf(host: Element): Map<string, HTMLTemplateElement> {
  const templates = new Map<string, HTMLTemplateElement>();
  for (const t of host.querySelectorAll<HTMLTemplateElement>('template[data-type]')) templates.set(t.dataset.type!, t);
  return templates;
}

export function fillTemplate(template: HTMLTemplateElement, hit: Hit, extra: Record<string, string>): DocumentFragment {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  // `{{title}}` is the plain title, and so is `{{title.untouched}}` (the results elements leave the raw copy out of their answers).
  const value = (key: string) => (key in extra ? extra[key] : plainValue(hit, key.replace(/\.untouched$/, '')));
  const fill = (text: string) => text.replace(PLACEHOLDER, (_, key: string) => value(key));
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent && PLACEHOLDER.test(node.textContent)) node.textContent = fill(node.textContent);
      PLACEHOLDER.lastIndex = 0;
      continue;
    }
    const el = node as Element;
    for (const attr of [...el.attributes]) {
      if (!attr.value.includes('{{')) continue;
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) {
        el.removeAttribute(attr.name);
        continue;
      }
      const filled = fill(attr.value);
      if (URL_ATTRIBUTES.has(name)) {
        const url = safeUrl(filled);
        if (url) el.setAttribute(attr.name, url);
        else el.removeAttribute(attr.name);
      } else el.setAttribute(attr.name, filled);
    }
  }
  return fragment;
}

/** What a shop chose to draw a hit with: where its element shows a hit, and what it gives. */
export interface ShopHitContext {
  element: HTMLElement;
  query: string;
  renderers: Record<string, Renderer>;
  templates: Map<string, HTMLTemplateElement>;
  locale?: string;
  currency: string;
}

/**
 * A hit drawn the way the shop chose, in this order: its `renderers` function for the
 * hit's type, else its `<template data-type>` (with `price_formatted` and a checked
 * `url`), else the element's own default (`own`).
 */
export function renderShopHit(hit: Hit, c: ShopHitContext, own: () => unknown): unknown {
  const custom = c.renderers[hit.type];
  if (custom) return custom(hit, { query: c.query, element: c.element });
  const template = c.templates.get(hit.type);
  return template ? fillTemplate(template, hit, { price_formatted: formatPrice(hit, c.locale, c.currency), url: safeUrl(plainValue(hit, 'url')) ?? '' }) : own();
}
