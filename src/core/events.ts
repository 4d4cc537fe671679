/**
 * The one event contract of the site-search elements: the name and detail of every
 * `ss-*` event they dispatch. Elements announce through `emit()` (bubbling, composed);
 * the tracker's `connect()` listens by these names and types, imported as types only, so
 * a page without a tracker loses nothing but analytics. Elements never import the tracker.
 */
import type { SearchApiError } from './errors.js';
import type { AutocompleteResponse, Hit } from './types.js';

/** What a list an element shows is reported with: its A/B variant (`_Variant`) and the model context it was asked in (the event's `context`). */
export interface Reported {
  variant?: string;
  context?: Record<string, string>;
}

/** `ss-results`: suggestions shown for a query. */
export interface ResultsDetail extends Reported {
  query: string;
  hits: Hit[];
  response: AutocompleteResponse<Hit>;
}

/** `ss-popular`: the empty-box panel shown (popular items). */
export interface PopularDetail extends Reported {
  hits: Hit[];
}

/** `ss-select` (cancelable): an option or result chosen. */
export interface SelectDetail {
  hit: Hit;
  /** What identifies it in analytics: its identity, or the text of a query suggestion. */
  identity: string;
  type: string;
  /** 1-based position among those shown. */
  position: number;
  query: string;
  /** The answer's recommendation_id, when the hit came from a recommendation widget (sent with the click). */
  recommendationId?: string;
}

/** `ss-add-to-cart`: add to cart from a product row or card. */
export interface CartDetail {
  hit: Hit;
  identity: string;
  /** The answer's recommendation_id, when the hit came from a recommendation widget. */
  recommendationId?: string;
}

/** `ss-error`: a request failed. */
export interface ErrorDetail {
  error: SearchApiError;
}

/** `ss-submit` (cancelable): a search box submits a query; cancel to answer it without a page load (an `<ss-search>` on the form's page does). */
export interface SubmitDetail {
  query: string;
  /** The URL the form would load. */
  action: string;
}

/**
 * `ss-list`: results shown on a results page (each page of them; with appending, only the
 * hits just added), as the Events API's Search Results or Product Listing list.
 */
export interface ListDetail extends Reported {
  list: 'Search Results' | 'Product Listing';
  query: string;
  hits: Hit[];
  /** How many hits come before the first of `hits` in the whole result set. */
  offset: number;
  guid: string;
  /** The shopper's filters by field, and the sort (`price:asc`, '' for the service's ranking). */
  filters: Record<string, string[]>;
  sort: string;
  /** A listing's scope: `_category_label` / `_category_identity` or `_brand_label` / `_brand_identity`. */
  scopes?: Record<string, string>;
  /** Whether the shopper got here within the page (a refinement, Back, another page of results): a page view of its own. */
  navigated: boolean;
}

/** `ss-recommendation`: a recommendation widget was seen (at least half of it in view), once per answer. */
export interface RecommendationDetail extends Reported {
  /** The placement (widget id), the Events API's RecommenderClientId. */
  widgetId: string;
  recommendationId: string;
  /** The model asked (`item_detail_alternatives`, ...). */
  model: string;
  /** The base items of the request. */
  itemIds: string[];
  hits: Hit[];
}

/**
 * `ss-identity`: an element asks who the user is before a request that can be
 * personalized. A connected tracker fills the detail in (only once consent is granted);
 * with no tracker it stays empty and the request goes out anonymous.
 */
export interface IdentityDetail {
  /** The anonymous id of the tracker's cookie (client_id). */
  clientId?: string;
  /** The logged-in user's id (customer_id), when the shop set one. */
  customerId?: string;
}

/**
 * `ss-query`: a results page (`<ss-search>`) shows another query: the URL's at load, a
 * submitted one, a "did you mean" or a Back. A search box on the page (`<ss-autocomplete>`)
 * shows it, unless the shopper is typing in it.
 */
export interface QueryDetail {
  query: string;
}

/** Every `ss-*` event and its detail. */
export interface SsEventMap {
  'ss-results': ResultsDetail;
  'ss-popular': PopularDetail;
  'ss-select': SelectDetail;
  'ss-add-to-cart': CartDetail;
  'ss-error': ErrorDetail;
  'ss-identity': IdentityDetail;
  'ss-submit': SubmitDetail;
  'ss-query': QueryDetail;
  'ss-list': ListDetail;
  'ss-recommendation': RecommendationDetail;
}

export type SsEventName = keyof SsEventMap;

/**
 * What an element shows by itself as the page loads (results, a recommendation row seen,
 * the empty-box panel), announced before any tracker listens: an element's first answer
 * can come before the page's tracker script has run (scripts load in any order, and the
 * loader loads tracking last). They are kept, page-wide (every copy of this module shares
 * them), until a tracker connects and takes them (`unheardReports`), at most 50.
 */
const REPORTS: ReadonlySet<string> = new Set<SsEventName>(['ss-list', 'ss-recommendation', 'ss-popular']);
const unheard = (): { heard: boolean; events: CustomEvent[] } =>
  ((globalThis as Record<symbol, { heard: boolean; events: CustomEvent[] }>)[Symbol.for('site-search:unheard')] ??= { heard: false, events: [] });

/** Dispatches a bubbling, composed `ss-*` event; false when a listener cancelled it. */
export function emit<K extends SsEventName>(target: EventTarget, name: K, detail: SsEventMap[K], cancelable = false): boolean {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable });
  const kept = unheard();
  if (!kept.heard && REPORTS.has(name) && kept.events.length < 50) kept.events.push(event);
  return target.dispatchEvent(event);
}

/** For the first tracker that listens: what the elements showed before it did (once; nothing is kept after). */
export function unheardReports(): CustomEvent[] {
  const kept = unheard();
  kept.heard = true;
  return kept.events.splice(0);
}

/**
 * A failed request: `ss-error`, and one console warning (`warning`; by default only for a
 * refused request, 4xx: a wrong tracker-id, a bad parameter, the page's mistake, with the
 * service's message; and for an answer that could not be read, naming the endpoint and what
 * was wrong) unless the loader is on the page: it warns itself, once, naming the fix. Each
 * warning is given once per page. The results elements show their error state and its
 * retry; a recommendation row hides itself and warns whatever the failure.
 */
export function reportFailure(el: HTMLElement, error: SearchApiError, warning = error.retryable ? '' : error.kind === 'answer' ? error.message : `request refused: ${error.message}`): void {
  const message = `site-search-elements: <${el.localName}> ${warning}`;
  if (warning && !(globalThis as { siteSearch?: { config?: unknown } }).siteSearch?.config && !told.has(message)) {
    told.add(message);
    console.warn(message);
  }
  emit(el, 'ss-error', { error });
}

/** Warnings given on this page: each once (a retry that fails the same way says nothing new). */
const told = new Set<string>();

/** Who the user is, as the page's tracker tells it through `ss-identity` (empty without one). */
export function askIdentity(target: EventTarget): IdentityDetail {
  const detail: IdentityDetail = {};
  emit(target, 'ss-identity', detail);
  return detail;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-results': CustomEvent<ResultsDetail>;
    'ss-popular': CustomEvent<PopularDetail>;
    'ss-select': CustomEvent<SelectDetail>;
    'ss-add-to-cart': CustomEvent<CartDetail>;
    'ss-error': CustomEvent<ErrorDetail>;
    'ss-identity': CustomEvent<IdentityDetail>;
    'ss-submit': CustomEvent<SubmitDetail>;
    'ss-query': CustomEvent<QueryDetail>;
    'ss-list': CustomEvent<ListDetail>;
    'ss-recommendation': CustomEvent<RecommendationDetail>;
  }
}
