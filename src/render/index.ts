/**
 * Server-side rendering of results and category pages (`site-search-elements/render`):
 * `<ss-search>` and `<ss-listing>` drawn where the shop's HTML is made, with the very
 * element classes and templates the browser runs (lit's server renderer), into a
 * declarative shadow root; the answer they were drawn from embedded once for the element to
 * take over (components/shared/served.ts); and the head a crawler reads (canonical,
 * robots, JSON-LD). Web APIs only (URL, fetch, Intl): it runs in Node 20+ and in edge
 * runtimes. docs/ssr.md says how to use it and why it is made this way.
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { search, type ClientConfig } from '../core/client.js';
import { searchAnswer } from '../core/answers.js';
import type { SearchParams, SearchResponse, UrlHit } from '../core/types.js';
import type { ResultsElement } from '../components/shared/results-element.js';
import { servedScript } from '../components/shared/served.js';
import '../components/search/search.js';
import '../components/listing/listing.js';
import { escapeAttribute, headFor } from './head.js';
import { beginNoScript, tidyUrl, withNoScript } from './no-script.js';
import { clientConfig, configure } from '../components/shared/config.js';
import { loadAll } from '../components/shared/results-parts.js';
import { decimalSeparator } from '../components/shared/range.js';
import { LANGUAGES } from '../i18n/i18n.js';
import { LOCALES as locales } from '../i18n/all-locales.js';

// Every dictionary is here: a page is drawn in its language at once, never waiting for a fetch.
if (LANGUAGES.some((lang) => !locales[lang])) throw new Error('site-search-elements/render: a dictionary is missing');
configure({ locales });

export type ResultsTag = 'ss-search' | 'ss-listing';

export interface RenderOptions {
  /** The element: `ss-search` or `ss-listing`. */
  tag: ResultsTag;
  /** Its attributes, as the page's HTML gives them (`tracker-id`, `base-url`, `facets`, `size`, ...); `true` for a bare one. */
  attributes?: Record<string, string | true>;
  /** The page's URL: its query is the shopper's state (query, filters, sort, page), read as the element reads it in the browser. */
  url: string | URL;
  /** The answer to draw, when the caller has it; else the renderer asks for the element's first search. */
  answer?: unknown;
  /** How to ask for it; default the fetch core at the element's `base-url`. */
  search?: (params: SearchParams, config: ClientConfig) => Promise<unknown>;
  /** Draw only the narrow layout (facets behind a "Filters" button). By default the served page carries both: its CSS shows the one the browser will draw (below `dialog-below`), and one HTML serves every screen (a cache keeps one copy). */
  narrow?: boolean;
  /** Whether a search results page may be indexed (default false: `noindex, follow`, as search engines ask of internal search results). */
  indexSearch?: boolean;
  /** The page's language, `<html lang>` (numbers, prices and plurals); default `en`. */
  lang?: string;
  /** The element's own content in the page (light DOM: a fallback, `<template data-type>` cards, a `slot="empty"` row), kept as it is. */
  content?: string;
}

export interface Rendered {
  /** The element with its declarative shadow root and the embedded answer: it takes the place of the page's `<ss-search>` / `<ss-listing>`. */
  html: string;
  /** For the page's `<head>`: canonical link, robots meta, JSON-LD (ItemList; BreadcrumbList on a listing). */
  head: string;
  /** The search the element asks first, and the answer drawn (the model). */
  params: SearchParams;
  answer: SearchResponse<UrlHit>;
  /** A redirect the answer asks for (`suggested_url` of a search): answer the request with it instead. */
  redirect?: string;
  /** A listing with no products and nothing chosen (a category that is gone, or never was): answer it with status 404; its head says `noindex`. */
  notFound?: boolean;
}

/**
 * Runs `draw` in the page as the elements see it in the browser: `location` its URL (the
 * shopper's state), `document` its language (and no page configuration block: the page's
 * own attributes are the element's). Drawing is synchronous: nothing else runs meanwhile.
 */
function atPage<T>(url: URL, lang: string, draw: () => T): T {
  const page = { location: url, document: { documentElement: { lang }, querySelector: () => null } };
  const before = Object.keys(page).map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const);
  for (const [key, value] of Object.entries(page)) Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  try {
    return draw();
  } finally {
    for (const [key, descriptor] of before) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else delete (globalThis as Record<string, unknown>)[key];
    }
  }
}

/** A new element of `tag` with `attributes`, as the page's parser would make it. */
function element(tag: ResultsTag, attributes: Record<string, string | true>): ResultsElement {
  const Element = customElements.get(tag) as unknown as new () => ResultsElement;
  const el = new Element();
  for (const [name, value] of Object.entries(attributes)) el.attributeChangedCallback(name, null, value === true ? '' : value);
  return el;
}

/** The HTML of `<tag>` drawn from `answer`, its shadow root declarative, the answer embedded. */
function draw(tag: ResultsTag, attributes: Record<string, string | true>, served: { params: SearchParams; answer: unknown }, content = ''): string {
  const attrs = Object.entries(attributes).map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
  // A template of lit's own shape: the tag, its attributes and its content are the page's, not text of an answer.
  const strings = Object.assign([`<${tag}${attrs} .served=`, `>${servedScript(served)}${content}</${tag}>`], { raw: [] as string[] });
  return collectResultSync(render({ ['_$litType$']: 1, strings: strings as unknown as TemplateStringsArray, values: [served] }));
}

/**
 * The narrow layout where the browser will draw it (below `dialog-below`): facets out of the
 * column, the "Filters" button in view, so that the element taking over redraws nothing.
 */
const narrowStyle = (below: number) => `<style>@media (max-width:${below - 0.02}px){.layout{grid-template-columns:minmax(0,1fr)}.facets{display:none}.filters-button[hidden]{display:inline-flex!important}}</style>`;

export async function renderResults(o: RenderOptions): Promise<Rendered> {
  if (o.tag !== 'ss-search' && o.tag !== 'ss-listing') throw new TypeError(`renderResults: tag must be ss-search or ss-listing, not ${String(o.tag)}`);
  const lang = o.lang ?? 'en';
  const attributes = { ...o.attributes, ...(o.narrow ? { narrow: true as const } : {}) };
  const probe = element(o.tag, attributes);
  const names = probe['names']();
  // A form submitted without script (no-script.ts) that asked for a category and a step below it: the step, at its own URL.
  const tidy = tidyUrl(new URL(o.url), names, decimalSeparator(lang));
  const url = new URL(tidy ?? o.url);
  // The search the element asks first (what only a server asks of it from outside).
  const { config, state, params } = atPage(url, lang, () => {
    const state = probe['results'].fromUrl();
    return { config: clientConfig(probe), state, params: probe['results'].paramsFor(state) };
  });
  const { trackerId: _, ...client } = config;
  const raw = o.answer ?? (o.search ? await o.search(params, client) : await search(client, params));
  const answer = searchAnswer(raw);
  // What only some pages draw (appending pages, chips, ...): a server draws at once, with all of it and its styles.
  for (const sheet of await loadAll()) for (const tag of ['ss-search', 'ss-listing']) {
    const styles = (customElements.get(tag) as unknown as typeof ResultsElement).elementStyles;
    if (!styles.includes(sheet)) styles.push(sheet);
  }
  // A page past the end (an old link; fewer results since): the last page, at its own URL, as the browser's element does (results.ts).
  const last = Math.ceil(answer.results.total_hits / (params.size ?? 10));
  const pastEnd = !answer.results.hits.length && state.page > last && last ? atPage(url, lang, () => new URL(probe['results'].href({ ...state, page: last }), url).href) : undefined;
  const redirect = tidy ?? pastEnd ?? (o.tag === 'ss-search' ? answer.results.suggested_url : undefined);
  beginNoScript(names);
  // The heading as the HTML element of its level (the browser's drawing says it with role=heading): what a crawler or reader
  // that runs no script takes for the page's heading. Its class styles it, so the take-over moves nothing.
  let html = atPage(url, lang, () => draw(o.tag, attributes, { params, answer }, o.content))
    .replace(/<div part="heading" class="heading" role="heading" aria-level="(\d)"([^>]*)>([^<]*(?:<!--[^>]*-->[^<]*)*)<\/div>/, (_, level: string, rest: string, text: string) => `<h${level} part="heading" class="heading"${rest}>${text}</h${level}>`);
  const words = atPage(url, lang, () => {
    probe['language'].hostUpdate();
    return { apply: probe.text('apply'), filters: probe.text('filters'), clear: probe.text('clear-all') };
  });
  const below = o.narrow ? 0 : probe.dialogBelow;
  const [withForm, noScriptStyle] = withNoScript(html, url, names, words, below);
  // Not told the screen's width: the page's CSS lays the results out as the browser will. Then what only a browser without script shows.
  html = withForm.replace(/<template shadowroot[^>]*><style>[\s\S]*?<\/style>/, (start) => start + (below > 0 ? narrowStyle(below) : '') + noScriptStyle);
  // A listing with nothing in it and nothing chosen: a category that is gone, or never was (`?category=Nope`).
  const notFound = (o.tag === 'ss-listing' && !answer.results.total_hits && !Object.keys(state.filters).length) || undefined;
  const head = atPage(url, lang, () => headFor(probe, { ...o, notFound }, url, answer));
  return { html, head, params, answer, redirect, notFound };
}
