/** The default rows of <ss-autocomplete>: product rows, other types, campaign banners. */
import { html, nothing, type TemplateResult } from 'lit';
import { safeUrl } from '../../core/sanitize.js';
import type { Hit } from '../../core/types.js';
import { highlighted } from '../shared/highlight.js';
import { plainValue, templatesOf, type Renderer, type ShopHitContext } from '../shared/template.js';
import { formatsOf } from '../shared/config.js';
import { formatPrice, PLACEHOLDER_IMAGE } from '../shared/format.js';

/** The built-in English strings; each can be replaced by a `text-<key>` attribute. */
export const TEXT: Record<string, string> = {
  item: 'Products', category: 'Categories', brand: 'Brands', query: 'Suggestions', store: 'Stores',
  recent: 'Recent searches', trending: 'Trending', popular: 'Popular products', listbox: 'Search suggestions',
  'no-results': 'No suggestions for “{query}”', error: 'Suggestions could not be loaded.', retry: 'Try again',
  loading: 'Loading suggestions…', results: '{count} suggestions', close: 'Close', placeholder: 'Search',
  'add-to-cart': 'Add to cart', 'cart-hint': 'Shift+Enter adds to cart', search: 'Search', gone: 'The highlighted suggestion is gone.',
};

/** What every row of one render shares, worked out once per render (renders run per keystroke). */
export interface RowContext extends ShopHitContext {
  cartLabel: string;
}

export function rowContext(host: HTMLElement, query: string, renderers: Record<string, Renderer>, locale: string | undefined, currency: string | undefined, cartLabel: string): RowContext {
  return { ...formatsOf({ locale, currency }), element: host, query, renderers, cartLabel, templates: templatesOf(host) };
}

export function renderHit(hit: Hit, o: RowContext): TemplateResult {
  const a = hit.attributes;
  if (hit.type !== 'item') return html`<span part="title" class="title" .match=${a.title}>${highlighted(a.title)}</span>`;
  const image = safeUrl(plainValue(hit, 'image_link')) ?? PLACEHOLDER_IMAGE;
  return html`
    <img part="image" src=${image} alt="" width="40" height="40" decoding="async"
      @error=${(e: Event) => ((e.target as HTMLImageElement).src = PLACEHOLDER_IMAGE)} />
    <span class="text">
      <span part="title" class="title" .match=${a.title}>${highlighted(a.title)}</span>
      ${a.brand ? html`<span part="brand" class="brand" .match=${a.brand}>${highlighted(a.brand)}</span>` : nothing}
    </span>
    <span part="price" class="price">${formatPrice(hit, o.locale, o.currency)}</span>`;
}

/**
 * A product option with its add-to-cart button beside it, not inside it: an option may
 * hold no control (axe nested-interactive). The button is a pointer shortcut, out of the
 * accessibility tree; the option's description names the keyboard way (Shift+Enter).
 */
export function withCart(option: TemplateResult, label: string, add: () => void): TemplateResult {
  return html`<div class="row" role="none">${option}<button part="add-to-cart" class="cart" type="button" tabindex="-1" aria-hidden="true" title=${label}
    @click=${add}>+</button></div>`;
}
