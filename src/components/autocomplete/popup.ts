/**
 * The open panel's content, loaded with its rows (./panel.ts): the close button of the
 * full-screen mode, the campaigns' banners, the rows by type, the status (no results, an
 * error and its retry), the add-to-cart hint, and what the live region says. The element
 * keeps the panel's frame (the popup and its listbox, which the box names from the start).
 */
import { html, nothing } from 'lit';
import { emit, type SelectDetail } from '../../core/events.js';
import { safeUrl } from '../../core/sanitize.js';
import type { Campaign } from '../../core/types.js';
import { renderBanners } from '../shared/banner.js';
import { plainValue, templatesOf } from '../shared/template.js';
import { renderSections, type SectionContext } from './rows.js';
import type { Option } from './options.js';
import { identity } from './source.js';

/** What the element tells the panel on each render. */
export interface PanelContext extends Omit<SectionContext, 'templates' | 'cartLabel'> {
  open: boolean;
  phase: string;
  campaigns?: Campaign[];
  fullscreen: boolean;
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

export function drawPanel(options: Option[], c: PanelContext): DrawnPanel {
  const { phase, text, uid } = c;
  const results = phase === 'results';
  const banners = (slot: string) => (results ? renderBanners(c.campaigns, slot, text('banner')) : nothing);
  const none = text('no-results', { query: c.query });
  return {
    live: !c.open ? '' : phase === 'error' ? text('error')
      : results ? (c.lost ? `${text('gone')} ` : '') + (options.length ? text('suggestions', { count: options.length }) : none) : '',
    top: [
      c.fullscreen ? html`<button part="close" class="close" type="button" @click=${c.close}>${text('close')}</button>` : nothing,
      banners('autocomplete_top'),
    ],
    rows: options.length ? renderSections(options, { ...c, templates: templatesOf(c.element), cartLabel: text('add-to-cart') }) : nothing,
    bottom: [
      banners('autocomplete_list'),
      phase === 'error'
        ? html`<div part="status" class="status error" role="alert">${text('error')} <button part="retry" type="button" @click=${c.retry}>${text('retry')}</button></div>`
        : results && !options.length ? html`<div part="status" class="status">${none}</div>` : nothing,
      c.cart ? html`<span id="${uid}-cart" hidden>${text('cart-hint')}</span>` : nothing,
    ],
  };
}

/**
 * Goes where an option leads, once the page lets it (`ss-select`, cancelable): its page, or a
 * search for a query suggestion. `close`: the shopper is done with the panel.
 */
export function choose(host: HTMLElement, option: Option, index: number, input: HTMLInputElement, form: HTMLFormElement, close: () => void): void {
  const { hit } = option;
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
