/**
 * A results page served already drawn (site-search-elements/render): the element's shadow
 * root comes declarative in the page's HTML, and the answer it was drawn from comes once,
 * embedded in the element as `<script type="application/json" data-ss-served>` holding
 * `{ "params": <the search it answers>, "answer": <the answer> }`. The element takes it
 * over (ResultsController.serve): no request at load, the same drawing again.
 */
import { isServer } from 'lit';
import { searchAnswer } from '../../core/answers.js';
import type { SearchParams, SearchResponse, UrlHit } from '../../core/types.js';

/** What the renderer gives an element, and embeds in the page for it. */
export interface Served {
  params: SearchParams;
  answer: unknown;
}

/**
 * What `host` was served with, as the controller takes it (the answer through the boundary):
 * its `served` property (a server sets it), else the answer embedded in it (read once: the
 * script leaves the page); undefined when there is none or it cannot be read.
 */
export function servedTo(host: Element & { served?: Served }): [SearchParams, SearchResponse<UrlHit>] | undefined {
  const script = isServer ? null : host.querySelector(':scope > script[type="application/json"][data-ss-served]');
  script?.remove();
  try {
    const served = host.served ?? (JSON.parse(script!.textContent!) as Served);
    return served.params ? [served.params, searchAnswer(served.answer)] : undefined;
  } catch {
    return undefined;
  }
}

/** `served` as page text for a `<script>`: no `<` that could close it, and U+2028/9 written out. */
export function servedScript(served: Served): string {
  const json = JSON.stringify(served).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" data-ss-served>${json}</script>`;
}
