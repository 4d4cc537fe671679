/**
 * Builders of Events API bodies (indexing-events-api.md section 6), without the
 * envelope (id, tracker_id, client_id, ...) that the tracker adds. Pure functions.
 */
import type { Hit } from '../core/types.js';
import { unhighlight } from '../core/sanitize.js';
import type { ListName } from '../core/spec.js';

export type { ListName };

export interface ListItem {
  title: string;
  type: string;
  url: string;
  position: number;
  price?: number | null;
}

export interface ListBody {
  items: ListItem[];
  query: Record<string, unknown>;
}

export type Lists = Partial<Record<ListName, ListBody>>;

/** What a list's `query.filters` may carry besides the active filters. */
export interface ListContext {
  /** Offset of the first hit in the whole result set (earlier pages), for absolute positions. */
  offset?: number;
  /** `guid` of the search / listing / autocomplete response. */
  guid?: string;
  /** List-level A/B variant, e.g. `Original`. */
  variant?: string;
  /** Active filters, by field. */
  filters?: Record<string, unknown>;
  /** The sort the user chose, e.g. `price:asc`. */
  sort?: string;
}

/** The title of a hit without highlight tags. */
function plainTitle(hit: Hit): string {
  const a = hit.attributes;
  const raw = a['title.untouched'] ?? a.title;
  return typeof raw === 'string' ? unhighlight(raw) : '';
}

/** List items from what the user saw: absolute positions, counting earlier pages. */
export function listItems(hits: readonly Hit[], offset = 0): ListItem[] {
  return hits.map((hit, i) => {
    const price = hit.attributes.price;
    return {
      title: plainTitle(hit),
      type: hit.type,
      url: 'url' in hit ? hit.url : hit.identity,
      position: offset + i + 1,
      price: typeof price === 'number' ? price : null,
    };
  });
}

/** `o` without its empty entries (undefined, '' or any other falsy value). */
function given<T extends object>(o: T): T {
  for (const key in o) if (!o[key]) delete o[key];
  return o;
}

const filtersOf = (context: ListContext): Record<string, unknown> =>
  ({ ...context.filters, ...given({ 'sort by': context.sort, _Guid: context.guid, _Variant: context.variant }) });

/** One list as an event carries it: the items shown (absolute positions) and its query, with the filters of `context`. */
export const listOf = (name: ListName, hits: readonly Hit[], context: ListContext, query: Record<string, unknown> = {}): Lists =>
  ({ [name]: { items: listItems(hits, context.offset), query: { ...query, filters: filtersOf(context) } } });

export const searchResultsList = (query: string, hits: readonly Hit[], context: ListContext = {}): Lists =>
  listOf('Search Results', hits, context, { string: String(query) });

/** What the user saw in the autocomplete popup for the text they typed. */
export const autocompleteList = (query: string, hits: readonly Hit[], context: ListContext = {}): Lists =>
  listOf('Autocomplete', hits, { ...context, offset: 0 }, { string: String(query) });

export interface ListingScope {
  /** Category steps joined by `||` (category listings). */
  categoryLabel?: string;
  categoryIdentity?: string;
  brandLabel?: string;
  brandIdentity?: string;
}

/** The Product Listing list; `scopes` (as an element announces them) are taken as they are. */
export function productListingList(scope: ListingScope, hits: readonly Hit[], context: ListContext = {}, scopes?: Record<string, string>): Lists {
  const named = { _category_label: scope.categoryLabel, _category_identity: scope.categoryIdentity, _brand_label: scope.brandLabel, _brand_identity: scope.brandIdentity };
  const all: Record<string, string> = { ...scopes };
  for (const [key, value] of Object.entries(named)) if (value !== undefined) all[key] = value;
  return listOf('Product Listing', hits, context, { scopes: all });
}

export interface RecommendationContext {
  /** Placement id (RecommenderClientId), required. */
  recommenderClientId: string;
  /** `recommendation_id` of the response (mandatory for new integrations). */
  recommendationId?: string;
  itemIds?: string[];
  recommender?: string;
  type?: string;
  variant?: string;
}

/** A Recommendation list with its `filters` by their Events API names (RecommenderClientId, RecommendationId, ...): the object given, its empty ones left out. */
export const recsList = (hits: readonly Hit[], filters: Record<string, unknown>): Lists =>
  ({ Recommendation: { items: listItems(hits), query: { filters: given(filters) } } });

export const recommendationList = (hits: readonly Hit[], c: RecommendationContext): Lists => recsList(hits, {
  RecommenderClientId: c.recommenderClientId, RecommendationId: c.recommendationId, ItemIds: c.itemIds, Recommender: c.recommender, Type: c.type, _Variant: c.variant,
});

/**
 * The empty-search-box popup of top items: reported as a Recommendation list with
 * Recommender and RecommenderClientId both `autocomplete_popup` (spec 6.3).
 */
export const autocompletePopupList = (hits: readonly Hit[], variant?: string): Lists =>
  recsList(hits, { RecommenderClientId: 'autocomplete_popup', Recommender: 'autocomplete_popup', _Variant: variant });

export type ActionType = 'click' | 'add-to-cart' | 'add-to-wishlist' | 'buy' | (string & {});

export interface PurchasedLine {
  url: string;
  count: number;
  total_price: number;
  title?: string;
  was_discounted?: boolean;
  was_volume_discounted?: boolean;
}

export const pageView = (url: string, title?: string) => ({ type: 'pv', url, ...(title ? { title } : {}) });
export const listEvent = (lists: Lists) => ({ type: 'event', lists });
/** A click on a result (for a result of type `query`, pass its title) or a conversion. */
export const actionEvent = (identity: string, action: ActionType = 'click') => ({ type: 'click', action: { type: action, resource_identifier: identity } });
export const transactionEvent = (items: PurchasedLine[]) => ({ type: 'transaction', items });

/**
 * A purchase's lines in parts, each of whose events stays under `maxBytes` (the Events API
 * takes one event per request, and refuses a larger one for good), leaving room for the
 * envelope: one transaction event per part, so that no line is lost. A line that cannot
 * fit alone is left out.
 */
export function transactionParts(items: PurchasedLine[], maxBytes: number): PurchasedLine[][] {
  const room = maxBytes - 4096;
  const parts: PurchasedLine[][] = [];
  let size = room;
  for (const line of items) {
    // Its UTF-8 size at most (3 bytes for any non-ASCII unit): TextEncoder per line is slow on a big order.
    const bytes = JSON.stringify(line).replace(/[^\0-\x7f]/g, '...').length + 1;
    if (bytes > room) continue;
    if ((size += bytes) > room) parts.push([]), (size = bytes);
    parts[parts.length - 1].push(line);
  }
  return parts;
}
