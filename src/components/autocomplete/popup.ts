/**
 * The open panel's content, loaded with its rows (./panel.ts): the close button of the
 * full-screen mode, the campaigns' banners, the rows by type, the status (no results, an
 * error and its retry), the add-to-cart hint, and what the live region says; and what choosing
 * an option does. The element keeps the panel's frame (the popup and its listbox, which the
 * box names from the start).
 */
import { html, nothing } from 'lit';
import { emit, type SelectDetail } from '../../core/events.js';
import { safeUrl } from '../../core/sanitize.js';
import type { Campaign, Hit } from '../../core/types.js';
import { renderBanners } from '../shared/banner.js';
import { plainValue, templatesOf, type Renderer } from '../shared/template.js';
import { renderSections, type SectionContext } from './rows.js';
import type { Option } from './options.js';
import { identity } from './source.js';

/** The element's public state the panel reads (./autocomplete.component.ts). */
export interface PanelHost extends HTMLElement {
  open: boolean;
  fullscreen: boolean;
  addToCart: boolean;
  renderers: Record<string, Renderer>;
  text(key: string, values?: Record<string, string | number>): string;
}

/** What the element tells the panel on each render, besides its public state. */
export interface PanelContext extends Pick<SectionContext, 'query' | 'locale' | 'currency' | 'uid' | 'active' | 'hover' | 'choose'> {
  element: PanelHost;
  phase: string;
  campaigns?: Campaign[];
  /** The active option's suggestion left the list with the last answer. */
  lost: boolean;
  close(): void;
  retry(): void;
}

/** The panel's pieces: the live region's words, what goes above the listbox, its rows, what goes below it. */
export interface DrawnPanel {
  live: string;
  top: unknown;
  rows: unknown;
  bottom: unknown;
}

/** Per element: what its live region said last, and of which first option. */
const said = new WeakMap<object, { live: string; first?: unknown }>();

export function drawPanel(options: Option[], c: PanelContext): DrawnPanel {
  const { phase, uid, element } = c;
  const { text } = element;
  const results = phase === 'results';
  const banners = (slot: string) => (results ? renderBanners(c.campaigns, slot, text('banner')) : nothing);
  // No suggestion (the trending searches may be offered instead: options.ts).
  const none = results && !options.some((o) => o.section !== 'trending') && text('no-results', { query: c.query });
  let live = !element.open ? '' : phase === 'error' ? text('error')
    : results ? (c.lost ? `${text('gone')} ` : '') + (none || text('suggestions', { count: options.length })) : '';
  // Another answer in the same words ("8 suggestions" again, a letter later) is said again: a
  // screen reader speaks a live region only when its text changes, so a no-break space comes
  // and goes at the end. Drawing the same answer again (a hover) keeps the text as it was.
  const last = said.get(element);
  if (live && last?.live.trimEnd() === live) live = (last.first !== options[0]?.hit) === (last.live === live) ? `${live}\u00a0` : live;
  said.set(element, { live, first: options[0]?.hit });
  return {
    live,
    top: [
      element.fullscreen ? html`<button part="close" class="ss-close" type="button" @click=${c.close}>${text('close')}</button>` : nothing,
      banners('autocomplete_top'),
      phase === 'error'
        ? html`<div part="status" class="ss-status ss-error" role="alert">${text('error')} <button part="retry" type="button" @click=${c.retry}>${text('retry')}</button></div>`
        : none ? html`<div part="status" class="ss-status">${none}</div>` : nothing,
    ],
    rows: options.length ? renderSections(options, {
      ...c, renderers: element.renderers, templates: templatesOf(element), text, cart: element.addToCart, cartLabel: text('add-to-cart'),
      add: (hit) => addToCart(element, hit),
    }) : nothing,
    bottom: [
      banners('autocomplete_list'),
      element.addToCart ? html`<span id="${uid}-cart" hidden>${text('cart-hint')}</span>` : nothing,
    ],
  };
}

const addToCart = (host: HTMLElement, hit: Hit) => emit(host, 'ss-add-to-cart', { hit, identity: identity(hit) });

/**
 * Goes where an option leads, once the page lets it (`ss-select`, cancelable): its page, or a
 * search for a query suggestion; `cart` (Shift+Enter): adds a product to the cart instead.
 * `close`: the shopper is done with the panel.
 */
export function choose(host: HTMLElement, option: Option, index: number, input: HTMLInputElement, form: HTMLFormElement, close: () => void, cart: boolean): void {
  const { hit } = option;
  if (cart && hit.type === 'item') {
    addToCart(host, hit);
    return;
  }
  const title = plainValue(hit, 'title');
  const detail: SelectDetail = { hit, identity: hit.type === 'query' ? title : identity(hit), type: hit.type, position: index + 1, query: input.value };
  if (!emit(host, 'ss-select', detail, true)) return;
  close();
  const url = hit.type === 'query' ? undefined : safeUrl(plainValue(hit, 'url'));
  if (url) {
    location.assign(url);
    return;
  }
  input.value = title;
  form.requestSubmit();
}
