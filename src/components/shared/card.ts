/**
 * The default hit card of the results and recommendation elements: image (a neutral
 * placeholder when it fails), highlighted title linking to the hit, brand, price with
 * `list_price` struck through when it is higher, rating, availability, and the note of a
 * promoted hit. When the shopper's filters select a nested variant (a colour, a size), or
 * the query names one, the card shows that variant's title, image and price.
 *
 * API text is text: the title's `<em>` runs are the only markup taken, rebuilt
 * (highlight.ts); URLs pass the allow-list. Parts: card, card-image, card-note, card-link,
 * card-title, card-brand, card-price, card-list-price, card-rating, card-availability.
 * An element that shows cards adds `cardStyles` (card.styles.ts) to its own styles.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { safeUrl } from '../../core/sanitize.js';
import type { Hit, NestedObject } from '../../core/types.js';
import { formatNumber, formatPrice, plainValue, PLACEHOLDER_IMAGE } from './format.js';
import { highlighted } from './highlight.js';

export interface CardContext {
  locale?: string;
  currency: string;
  /** The hit as shown: the results pages pass `(hit) => shownHit(hit, filters, query)` so a variant the filters select or the query names is shown (kept out of elements without either). */
  shown?: (hit: Hit) => Hit;
  /** A visible string by key (`out-of-stock`, `in-stock`, `rating`, `was`), with `{placeholders}`. */
  text(key: string, values?: Record<string, string | number>): string;
}

/** Whether `value` satisfies one filter value: equal, or inside a `<from>|<to>` range. */
function satisfies(value: unknown, wanted: string): boolean {
  const bar = wanted.indexOf('|');
  if (bar < 0) return Array.isArray(value) ? value.map(String).includes(wanted) : String(value) === wanted;
  const n = Number(value);
  const [from, to] = [wanted.slice(0, bar), wanted.slice(bar + 1)];
  return Number.isFinite(n) && (from === '' || n >= Number(from)) && (to === '' || n <= Number(to));
}

const words = (text: unknown) => String(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The variant the shopper's filters select: the first whose own fields satisfy every filter
 * on a field it has (and that has one). Else the variant the query names: the one with the
 * most query words among the words of its text fields that set it apart from its siblings
 * ("silver" of a Silver colour, "1tb" of a 1TB storage), none when no query word does.
 */
export function matchedVariant(hit: Hit, filters: Record<string, string[]> = {}, query = ''): NestedObject | undefined {
  const variants = hit.nested ?? [];
  const chosen = variants.find((variant) => {
    const own = Object.entries(filters).filter(([field]) => field in (variant.fields ?? {}));
    return own.length > 0 && own.every(([field, values]) => values.some((v) => satisfies(variant.fields![field], v)));
  });
  // A query can only set apart one of several variants: most hits have none or one, and skip the word sets.
  if (chosen || !query || variants.length < 2) return chosen;
  const asked = new Set(words(query));
  const texts = variants.map((v) => new Set(Object.values(v.fields ?? {}).filter((x) => typeof x === 'string').flatMap(words)));
  let named: NestedObject | undefined;
  let most = 0;
  texts.forEach((own, i) => {
    const n = [...own].filter((w) => asked.has(w) && !texts.every((t) => t.has(w))).length;
    if (n > most) [most, named] = [n, variants[i]];
  });
  return named;
}

/** The hit as the card shows it: a matched variant's fields over the parent's. */
export function shownHit(hit: Hit, filters?: Record<string, string[]>, query?: string): Hit {
  const variant = matchedVariant(hit, filters, query);
  if (!variant?.fields) return hit;
  const attributes = { ...hit.attributes, ...variant.fields };
  // The parent's highlighted title does not describe the variant: show the variant's own text.
  if (variant.fields.title !== undefined) delete attributes['title.untouched'];
  // A variant's own price is struck only against its own list price, never the parent's.
  if (variant.fields.price !== undefined && variant.fields.list_price === undefined) delete attributes.list_price;
  return { ...hit, attributes };
}

/** The image a card shows: the hit's `image_link` past the allow-list, else the placeholder. */
export function cardImage(hit: Hit): string {
  return safeUrl(plainValue(hit, 'image_link')) ?? PLACEHOLDER_IMAGE;
}

/**
 * Starts fetching images at high priority before they are drawn, the moment an answer
 * arrives: its first row of cards and the banners the page paints first (drawing 24 cards
 * takes a phone 150-250 ms). An empty URL fetches nothing. `decode`: decoded as they arrive
 * too (the banners, large and preloaded on wide screens only), so the frame that draws them
 * decodes nothing; a phone's card images are not, as that work would fall on its drawing.
 */
export function preloadImages(urls: Array<string | false | undefined>, decode?: boolean): void {
  for (const src of urls) {
    const image = src && Object.assign(new Image(), { fetchPriority: 'high', src });
    if (image && decode) image.decode().catch(() => {});
  }
}

/**
 * The card of a hit. `first`: the card is in the first row a page shows, so its image is
 * fetched at once and before others (`fetchpriority="high"`): it is what the page paints
 * largest. The other cards' images wait until they come near the viewport.
 */
export function renderCard(original: Hit, c: CardContext, first = false): TemplateResult {
  const hit = c.shown ? c.shown(original) : original;
  const a = hit.attributes;
  const url = safeUrl(plainValue(hit, 'url'));
  const price = formatPrice(hit, c.locale, c.currency);
  // The answer boundary (core/answers.ts) leaves these numbers or nothing (a shop's prices too: prices.ts).
  const nums = a as Record<string, number | undefined>;
  const was = nums.list_price! > nums.price! ? formatPrice(hit, c.locale, c.currency, 'list_price') : '';
  const rating = nums.rating;
  const reviews = nums.reviews_count || 0;
  const stock = a.availability === undefined ? '' : c.text(nums.availability! > 0 ? 'in-stock' : 'out-of-stock');
  const note = 'pin_note' in original && original.pin_note ? original.pin_note : '';
  return html`<article part="card" class="card">
    <img part="card-image" class="card-image" loading=${first ? 'eager' : 'lazy'} fetchpriority=${first ? 'high' : nothing} width="240" height="240"
      src=${cardImage(hit)} alt="" @error=${(e: Event) => ((e.target as HTMLImageElement).src = PLACEHOLDER_IMAGE)} />
    ${note ? html`<span part="card-note" class="card-note">${note}</span>` : nothing}
    <a part="card-link" class="card-link" href=${url ?? nothing}><span part="card-title" class="title" dir="auto" .match=${a.title}>${highlighted(a.title)}</span></a>
    ${a.brand ? html`<span part="card-brand" class="card-brand">${plainValue(hit, 'brand')}</span>` : nothing}
    <span part="card-price" class="card-price">${price}${was ? html` <s part="card-list-price"><span class="sr">${c.text('was')} </span>${was}</s>` : nothing}</span>
    ${rating === undefined ? nothing : html`<span part="card-rating" class="card-rating" role="img" aria-label=${c.text('rating', { rating, reviews: c.text('reviews', { count: reviews }) })}>★ ${formatNumber(rating, c.locale)}${reviews ? html` <span aria-hidden="true">(${formatNumber(reviews, c.locale)})</span>` : nothing}</span>`}
    ${stock ? html`<span part="card-availability" class="card-availability ${nums.availability! > 0 ? '' : 'out'}">${stock}</span>` : nothing}
  </article>`;
}
