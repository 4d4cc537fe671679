/**
 * The tracker's side of the event contract (core/events.ts): what the elements
 * announce becomes Events API events, and their `ss-identity` requests are answered.
 */
import { unheardReports, type SsEventMap, type SsEventName } from '../core/events.js';
import type { Hit } from '../core/types.js';
import { autocompletePopupList, listOf, recsList, type ActionType, type Lists } from './events.js';

/** What connectElements() needs of a tracker (the Tracker class is one). */
export interface ElementReporter {
  readonly consent: string;
  readonly clientId: string;
  readonly customerId?: string;
  autocomplete(query: string, hits: readonly Hit[], context?: { variant?: string }, ctx?: Record<string, string>): void;
  list(lists: Lists, ctx?: Record<string, string>): void;
  click(identity: string, recommendationId?: string): void;
  conversion(action: ActionType, identity: string, recommendationId?: string): void;
  typing(): void;
  pageView(): void;
}

/**
 * Listens under `root`: suggestions shown (`ss-results`, the Autocomplete list, sent once
 * typing in the box has stopped for `autocompleteDelay`), the empty-box panel
 * (`ss-popular`), choices (`ss-select`, a click), `ss-add-to-cart` (a conversion; both
 * with the recommendation_id of a recommendation widget's hit), recommendation widgets
 * seen (`ss-recommendation`, the Recommendation list), and
 * `ss-identity` (client_id and customer_id, only once consent is granted), results pages
 * (`ss-list`: the Search Results or Product Listing list, and a page view for each
 * page reached within the page), including those shown before it connected. Returns a
 * disconnect function.
 */
export function connectElements(tracker: ElementReporter, root: EventTarget): () => void {
  const on: { [K in SsEventName]?: (detail: SsEventMap[K]) => void } = {
    'ss-results': (d) => tracker.autocomplete(d.query, d.hits, d, d.context),
    'ss-popular': (d) => tracker.list(autocompletePopupList(d.hits, d.variant), d.context),
    'ss-select': (d) => tracker.click(d.identity, d.recommendationId),
    'ss-add-to-cart': (d) => tracker.conversion('add-to-cart', d.identity, d.recommendationId),
    'ss-recommendation': (d) => tracker.list(recsList(d.hits, { RecommenderClientId: d.widgetId, RecommendationId: d.recommendationId, ItemIds: d.itemIds, Recommender: d.model, _Variant: d.variant }), d.context),
    'ss-list': (d) => {
      // A results page reached within the page (a refinement, Back, the next page) is a page view of its own (spec 6.2).
      if (d.navigated) tracker.pageView();
      // The detail is the list's context (offset, guid, filters, sort, variant).
      tracker.list(listOf(d.list, d.hits, d, d.list === 'Product Listing' ? { scopes: { ...d.scopes } } : { string: String(d.query) }), d.context);
    },
    'ss-identity': (d) => {
      if (tracker.consent !== 'granted') return;
      d.clientId = tracker.clientId;
      d.customerId = tracker.customerId;
    },
  };
  const handler = (e: Event) => (on[e.type as SsEventName] as (detail: unknown) => void)((e as CustomEvent).detail);
  // Keystrokes in an autocomplete box postpone its pending list: "after the user stops typing". Its input is
  // <ss-autocomplete>'s (the event retargeted to it) or inside <ss-search-box> (a theme's own, in the light DOM).
  const keys = (e: Event) => (e.target as Element).closest('ss-autocomplete,ss-search-box') && tracker.typing();
  const listening = new AbortController();
  const { signal } = listening;
  for (const name of Object.keys(on)) root.addEventListener(name, handler, { signal });
  root.addEventListener('input', keys, { signal });
  // What the elements under `root` showed before any tracker listened (their first answers).
  for (const e of unheardReports()) if (root === e.target || (root as Node).contains?.(e.target as Node)) handler(e);
  return () => listening.abort();
}
