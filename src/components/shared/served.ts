/**
 * A results page served already drawn (site-search-elements/render): the element's shadow
 * root comes declarative in the page's HTML, and the answer it was drawn from comes once,
 * embedded in the element as `<script type="application/json" data-ss-served>` holding
 * `{ "params": <the search it answers>, "answer": <the answer> }`. The element takes it
 * over (ResultsController.serve): no request at load, the same drawing again, and what the
 * shopper did to the server's drawing meanwhile done again (shopperInput). A part of its own
 * (results-parts.ts): loaded only by an element that has a server's drawing or a `served` answer.
 */
import { isServer, type ReactiveControllerHost } from 'lit';
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
export function servedTo(host: Element & ReactiveControllerHost & { served?: Served }): [SearchParams, SearchResponse<UrlHit>] | undefined {
  const script = isServer ? null : host.querySelector(':scope > script[type="application/json"][data-ss-served]');
  script?.remove();
  // The element's first update draws the same answer again: what the shopper did to the server's drawing is read just
  // before it goes (the parts the answer needs may load first, the drawing live meanwhile), and done again once drawn.
  const root = host.shadowRoot;
  let read = false;
  if (script && root) host.addController({ hostUpdate: () => read || ((read = true), void host.updateComplete.then(shopperInput(root))) });
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

/**
 * What the shopper did to a server's drawing before the element took it over (a box ticked or
 * cleared, a sort chosen, text typed, the focus), read from `root` before the drawing goes. The
 * function returned does it again on the element's own drawing of the same answer in `root`, whose controls
 * come in the same order: a box changed is clicked (its filter applies, as it would have), a
 * select changed takes the value and says so, typed text stays, the focus comes back.
 */
export function shopperInput(root: ShadowRoot): () => void {
  // Those shown only: a server draws the wide and the narrow layout both, its CSS showing the one that applies.
  const shown = <T extends Element>(r: ShadowRoot, selector: string) => [...r.querySelectorAll<T>(selector)].filter((e) => e.checkVisibility());
  const controls = (r: ShadowRoot) => shown<HTMLInputElement | HTMLSelectElement>(r, 'input,select');
  const focusable = (r: ShadowRoot) => shown<HTMLElement>(r, 'a[href],button,input,select,[tabindex]');
  const before = [controls(root), focusable(root)] as const;
  const focused = before[1].indexOf(root.activeElement as HTMLElement);
  const changed = before[0].flatMap((c, n) => {
    const box = c instanceof HTMLInputElement && /^(checkbox|radio)$/.test(c.type);
    // A select shows its first option when none is marked selected.
    const moved = c instanceof HTMLSelectElement ? c.selectedIndex !== Math.max(0, [...c.options].findIndex((o) => o.defaultSelected)) : box ? c.checked !== c.defaultChecked : c.value !== c.defaultValue;
    return moved ? [[n, box ? undefined : c.value] as const] : [];
  });
  return () => {
    const now = [controls(root), focusable(root)] as const;
    // Another drawing (the page's URL asked for another state than the one served): nothing to do again.
    if (now[0].length !== before[0].length || now[1].length !== before[1].length) return;
    now[1][focused]?.focus({ preventScroll: true });
    for (const [n, value] of changed) {
      const c = now[0][n];
      if (value === undefined) c.click();
      else {
        c.value = value;
        c.dispatchEvent(new Event(c instanceof HTMLSelectElement ? 'change' : 'input'));
      }
    }
  };
}
