/**
 * What the <ss-autocomplete> tests share: the element made against the real local
 * service (or a mock scenario of the test server), and ways to read what it shows.
 */
import { fixture, html } from '@open-wc/testing';
import { service } from './service.js';
import { wait } from './harness.js';
import '../../src/components/autocomplete/autocomplete.js';
import type { SsAutocomplete } from '../../src/components/autocomplete/autocomplete.component.js';

let baseUrl: string | undefined;
/** The local service's origin (call in a before hook). */
export async function serviceUrl(): Promise<string> {
  baseUrl ??= (await service()).url;
  return baseUrl;
}

let seq = 0;
/** A base URL whose requests go to a fresh mock scenario (see web-test-runner.config.mjs). */
export const mock = (plan = '200', delay = 0, mode = '') => `http://localhost:${location.port}/__mock/ac${Date.now()}-${seq++}~${plan}~${delay}~${mode}`;

/** An element on the local service (or `base`), with extra attributes `name=value` separated by spaces. */
export async function make(attrs: { base?: string; extra?: string } = {}): Promise<[SsAutocomplete, HTMLInputElement, ShadowRoot]> {
  const el = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${attrs.base ?? (await serviceUrl())}></ss-autocomplete>`);
  for (const pair of (attrs.extra ?? '').split(' ').filter(Boolean)) {
    const at = pair.indexOf('=');
    el.setAttribute(pair.slice(0, at), pair.slice(at + 1));
  }
  await el.updateComplete;
  const root = el.shadowRoot!;
  return [el, root.querySelector('input')!, root];
}

export const optionsOf = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role=option]')];
/** The text the `ss-match` highlight paints inside `el` (CSS Custom Highlight API ranges). */
export const painted = (el: Element) => [...CSS.highlights.get('ss-match')!].map((r) => r as StaticRange).filter((r) => el.contains(r.startContainer))
  .map((r) => (r.startContainer as Text).data.slice(r.startOffset, r.endOffset));
export const texts = (root: ShadowRoot) => optionsOf(root).map((o) => o.textContent!.replace(/\s+/g, ' ').trim());
/** Past the debounce, the answer and its render. */
export async function settled(el: SsAutocomplete) {
  await wait(400);
  await el.requestComplete;
  await el.updateComplete;
}
