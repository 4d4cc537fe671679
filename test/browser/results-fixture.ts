/**
 * What the <ss-search> and <ss-listing> tests share: the element made on a page URL of
 * the test's choosing, against the real local service (or a mock scenario), and ways to
 * read and use what it shows as a shopper would.
 */
import { fixture } from '@open-wc/testing';
import { service } from './service.js';
import { until } from './harness.js';
import '../../src/components/search/search.js';
import '../../src/components/listing/listing.js';
import type { ResultsElement } from '../../src/components/shared/results-element.js';
import type { ListDetail } from '../../src/core/events.js';

const start = location.pathname;
let seq = 0;

/** A base URL whose requests go to a fresh mock scenario (see web-test-runner.config.mjs). */
export const mock = (plan = '200', delay = 0, mode = '') => `http://localhost:${location.port}/__mock/rs${Date.now()}-${seq++}~${plan}~${delay}~${mode}`;

/** Puts the test page back on its own URL (call after each test). */
export function resetUrl(): void {
  history.replaceState(null, '', start);
}

/**
 * `<tag attrs>` made while the page URL's query is `search`, settled on its first
 * answer. `attrs` is HTML attribute text; `base-url` defaults to the local service.
 */
export async function make<T extends ResultsElement = ResultsElement>(tag: 'ss-search' | 'ss-listing', search: string, attrs = '', inner = ''): Promise<T> {
  history.replaceState(null, '', `${start}${search}`);
  const base = /base-url=/.test(attrs) ? '' : `base-url="${(await service()).url}"`;
  const holder = await fixture<HTMLDivElement>(`<div><${tag} tracker-id="demo" ${base} ${attrs}>${inner}</${tag}></div>` as unknown as never);
  const el = holder.firstElementChild as T;
  await settle(el);
  return el;
}

/** The latest request answered (or failed) and drawn. */
export async function settle(el: ResultsElement): Promise<void> {
  await el.requestComplete;
  await el.updateComplete;
}

export const root = (el: ResultsElement) => el.shadowRoot!;
export const cards = (el: ResultsElement) => [...root(el).querySelectorAll<HTMLElement>('.hit')];
export const titles = (el: ResultsElement) => [...root(el).querySelectorAll('.grid .title')].map((t) => t.textContent!.trim());
export const facetOf = (el: ResultsElement, name: string) => root(el).querySelector<HTMLFieldSetElement>(`.facets [data-facet="${name}"], dialog [data-facet="${name}"]`);
/** The price a card shows (not the struck-through list price). */
export const priceOf = (card: Element) => Number([...card.querySelector('[part=card-price]')!.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.textContent!))!.textContent!.replace(/[^\d.]/g, ''));
export const live = (el: ResultsElement) => root(el).querySelector('.live')!.textContent!.trim();

/** The checkbox of a facet value, by the text of its label. */
export function checkbox(el: ResultsElement, facet: string, label: string): HTMLInputElement {
  const values = [...facetOf(el, facet)!.querySelectorAll('label')];
  const found = values.find((l) => l.querySelector('.label')!.textContent!.trim() === label);
  if (!found) throw new Error(`no value "${label}" in facet ${facet}: ${values.map((l) => l.textContent!.trim()).join(' / ')}`);
  return found.querySelector('input')!;
}

/** Clicks a facet value, then waits for its answer to be drawn. */
export async function choose(el: ResultsElement, facet: string, label: string): Promise<void> {
  checkbox(el, facet, label).click();
  await settle(el);
}

/** Back (or Forward with `forward`), then the answer drawn. */
export async function historyMove(el: ResultsElement, forward = false): Promise<void> {
  const before = location.href;
  if (forward) history.forward();
  else history.back();
  await until(() => location.href !== before);
  await settle(el);
}

/** The `ss-list` details the document hears from now until `stop()`. */
export function listsHeard(): { list: ListDetail[]; stop(): void } {
  const list: ListDetail[] = [];
  const on = (e: CustomEvent<ListDetail>) => list.push(e.detail);
  document.addEventListener('ss-list', on);
  return { list, stop: () => document.removeEventListener('ss-list', on) };
}
