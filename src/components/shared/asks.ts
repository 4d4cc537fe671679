/**
 * What the query API takes beyond the shopper's state, from attributes of every element
 * (docs/search.md, "Everything the query API takes"). Lists are written `a; b`: a value
 * may hold commas (`geo_location:48.15,17.11`, `price:10|100`).
 *
 * - `personalize`: the shopper's ids, once the page's tracker gives them (consent granted);
 *   without it the request is anonymous. Answers kept are kept by request, ids included.
 * - `ctx`: `ctx[]` (model-selection context; the page's `ctx` when the element has none).
 * - `context`: `context[<key>]` (`geo_location:48.15,17.11; availability_field:stock_berlin`).
 * - `prefer`: `prefer[]`; `exclude`: `neg_f[]` (results elements; `filters` are their `f[]`).
 * - `hit-fields`: `hit_fields`; by default the fields the element draws (`*`: every field).
 * - `non-collapsed-variants`: `non_collapsed_variants`.
 * - `variant`: the A/B variant of the element's lists (`_Variant`; the page's `variant` by default).
 */
import { askIdentity, type IdentityDetail, type Reported } from '../../core/events.js';
import { pageConfig } from './config.js';

export interface Asks {
  personalize?: boolean;
  ctx?: string;
  context?: string;
  prefer?: string;
  hitFields?: string;
  nonCollapsedVariants?: boolean;
  variant?: string;
}

/** `a; b; c` as a list. */
export const listOf = (value?: string): string[] => (value ?? '').split(';').map((s) => s.trim()).filter(Boolean);

/** `key:value; key:value` as an object (the first colon splits), undefined when empty. */
export function pairsOf(value?: string): Record<string, string> | undefined {
  const pairs = listOf(value).filter((p) => p.indexOf(':') > 0).map((p) => [p.slice(0, p.indexOf(':')).trim(), p.slice(p.indexOf(':') + 1).trim()]);
  return pairs.length ? Object.fromEntries(pairs) : undefined;
}

/** The card fields every element draws (title, link, image, brand, prices, rating, stock). */
export const CARD_FIELDS = ['title', 'url', 'image_link', 'brand', 'price', 'list_price', 'currency', 'rating', 'reviews_count', 'availability'];

/** `hit_fields`: the element's own list, every field (`*`), or the fields it draws (none when unknown: a renderer). */
export function hitFields(el: Asks, drawn: Iterable<string> | undefined): string | undefined {
  const own = el.hitFields?.trim();
  return own ? (own === '*' ? undefined : own) : drawn && [...new Set(drawn)].join(',');
}

/** The shopper's ids for a personalized request: empty unless asked for and given. */
export function who(el: Asks & EventTarget): IdentityDetail {
  return el.personalize ? askIdentity(el) : {};
}

/** `ctx[]` of an element's requests: its own, else the page's. */
export const ctxOf = (el: Asks): string[] => listOf(el.ctx ?? pageConfig().ctx);

/** What an element's lists are reported with (core/events.ts Reported): its A/B variant and model context, else the page's. */
export function reported(el: Asks): Reported {
  return { variant: el.variant ?? pageConfig().variant, context: pairsOf(el.ctx ?? pageConfig().ctx) };
}

/** `{{field}}` placeholders of the shop's card templates, for `hit_fields` (`price_formatted` is the price). */
export function templateFields(templates: Iterable<HTMLTemplateElement>): string[] {
  const out: string[] = [];
  for (const t of templates) for (const m of t.innerHTML.matchAll(/\{\{\s*([\w-]+)/g)) out.push(m[1] === 'price_formatted' ? 'price' : m[1]);
  return out;
}
