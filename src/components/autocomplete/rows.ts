/** The default rows of <ss-autocomplete>: product rows and the other types', in sections by type. */
import { html, nothing, type TemplateResult } from 'lit';
import { safeUrl } from '../../core/sanitize.js';
import type { Hit } from '../../core/types.js';
import { highlighted } from '../shared/highlight.js';
import { plainValue, renderShopHit, type ShopHitContext } from '../shared/template.js';
import type { Option } from './options.js';
import { formatPrice, PLACEHOLDER_IMAGE } from '../shared/format.js';

/** What every row of one render shares, worked out once per render (renders run per keystroke). */
export interface RowContext extends ShopHitContext {
  cartLabel: string;
}

export function renderHit(hit: Hit, o: RowContext): TemplateResult {
  const a = hit.attributes;
  // The answer boundary keeps a hit whose `title` is no text when its `title.untouched` is (core/answers.ts): that names it.
  const title = a.title ?? a['title.untouched'];
  if (hit.type !== 'item') return html`<span part="title" class="ss-title" dir="auto" .match=${title}>${highlighted(title)}</span>`;
  const image = safeUrl(plainValue(hit, 'image_link')) ?? PLACEHOLDER_IMAGE;
  return html`
    <img part="image" src=${image} alt="" width="40" height="40" decoding="async"
      @error=${(e: Event) => ((e.target as HTMLImageElement).src = PLACEHOLDER_IMAGE)} />
    <span class="ss-text">
      <span part="title" class="ss-title" dir="auto" .match=${title}>${highlighted(title)}</span>
      ${a.brand ? html`<span part="brand" class="ss-brand" .match=${a.brand}>${highlighted(a.brand)}</span>` : nothing}
    </span>
    <span part="price" class="ss-price">${formatPrice(hit, o.locale, o.currency)}</span>`;
}

/**
 * A product option with its add-to-cart button beside it, not inside it: an option may
 * hold no control (axe nested-interactive). The button is a pointer shortcut, out of the
 * accessibility tree; the option's description names the keyboard way (Shift+Enter).
 */
export function withCart(option: TemplateResult, label: string, add: () => void): TemplateResult {
  return html`<div class="ss-row" role="none">${option}<button part="add-to-cart" class="ss-cart" type="button" tabindex="-1" aria-hidden="true" title=${label}
    @click=${add}>+</button></div>`;
}

/** What the listbox's sections need besides the rows' context: ids, the active option, what a row does. */
export interface SectionContext extends RowContext {
  uid: string;
  active: number;
  /** Whether product rows get an add-to-cart button. */
  cart: boolean;
  /** The element's words: a section's heading by its type. */
  text(key: string, values?: Record<string, string | number>): string;
  hover(index: number): void;
  choose(index: number): void;
  add(hit: Hit): void;
}

/** The options as groups of one type each (products, categories, ...), each under its heading. */
export function renderSections(options: Option[], c: SectionContext): unknown {
  const sections: Array<[string, Array<[Option, number]>]> = [];
  options.forEach((option, i) => {
    const last = sections[sections.length - 1];
    if (last && last[0] === option.section) last[1].push([option, i]);
    else sections.push([option.section, [[option, i]]]);
  });
  return sections.map(([section, rows]) => html`
    <div part="section" class="ss-section" role="group" aria-labelledby="${c.uid}-h-${section}">
      <div part="section-header" class="ss-header" id="${c.uid}-h-${section}" role="presentation">${c.text(section)}</div>
      ${rows.map(([option, i]) => {
        const { hit } = option;
        const cart = c.cart && hit.type === 'item';
        const row = html`
        <div part="option" class="ss-option ${c.renderers[hit.type] || c.templates.has(hit.type) ? 'ss-custom' : `t-${hit.type}`}" role="option" id="${c.uid}-opt-${i}" aria-selected=${i === c.active}
          aria-describedby=${cart ? `${c.uid}-cart` : nothing} @mousemove=${() => c.hover(i)} @click=${() => c.choose(i)}>${renderShopHit(hit, c, () => renderHit(hit, c))}</div>`;
        return cart ? withCart(row, c.cartLabel, () => c.add(hit)) : row;
      })}
    </div>`);
}
