/**
 * What a results page draws only on some pages, for some answers or once the shopper asks,
 * each a module of its own (a chunk of its own in the build), loaded when an element needs it:
 *
 * - `more` (more.ts): "Show more results" and infinite scroll (`pagination="more"`, `"infinite"`);
 * - `shop` (template.ts): the shop's own cards (`<template data-type>`, `renderers`);
 * - `chips` (chips.ts): the chosen filters' chips and the suggested facet's, once there are any;
 * - `dialog` (filter-dialog.ts): the filter dialog of narrow screens, on the first press of "Filters";
 * - `empty` (empty.ts): what shows when nothing matched, for an answer without results;
 * - `served` (served.ts): taking a server's drawing over (site-search-elements/render), and what
 *   the shopper did to it meanwhile.
 *
 * A part brings its styles (`styles`), joined to the element's when it arrives (a server's
 * drawing has them from the start), and its English (`english`), joined to every results
 * element's (`words`, the prototype of their tables). An element asks for those its attributes and URL call for
 * beside its first request, and for those of an answer as it arrives; it draws the answer once
 * they are in (ResultsElement's scheduleUpdate), so that nothing moves when they come. A
 * server loads them all before it draws (site-search-elements/render).
 */

/** What a part may bring besides what it draws. */
export interface Part {
  styles?: CSSStyleSheet;
  english?: Record<string, string>;
}

export const LOAD = {
  more: () => import('./more.js'),
  shop: () => import('./template.js'),
  chips: () => import('./chips.js'),
  dialog: () => import('./filter-dialog.js'),
  empty: () => import('./empty.js'),
  served: () => import('./served.js'),
};
type Loaded = { -readonly [K in keyof typeof LOAD]?: Awaited<ReturnType<(typeof LOAD)[K]>> };

/** The parts loaded on this page (for every element). */
export const parts: Loaded = {};
/** The English of the parts loaded, under every results element's own table (ResultsElement). */
export const words: Record<string, string> = {};
const asked: Record<string, Promise<void>> = {};

/** Loads `names`, each once a page; settles when they are in (or failed: what needs one is then left out), undefined when all are in. */
export function load(names: Array<keyof typeof LOAD>): Promise<unknown> | undefined {
  const missing = names.filter((name) => !parts[name]);
  return missing.length ? Promise.all(missing.map((name) => (asked[name] ??= LOAD[name]().then((m) => {
    Object.assign(parts, { [name]: m });
    Object.assign(words, (m as Part).english);
  }, () => {})))) : undefined;
}

/** Every part, and the styles they bring: a server draws at once whatever a page needs. */
export async function loadAll(): Promise<CSSStyleSheet[]> {
  await load(Object.keys(LOAD) as Array<keyof typeof LOAD>);
  return (Object.values(parts) as Part[]).flatMap((part) => part.styles ?? []);
}
