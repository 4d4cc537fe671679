/**
 * Numbers and names the API specification fixes, written once for the browser client,
 * the tracker and the local service alike (query-api.md and indexing-events-api.md,
 * "Limits").
 */

/** Largest `size` of a search or listing page. */
export const MAX_SEARCH_SIZE = 200;
/** Largest `size` of a recommendation request. */
export const MAX_RECOMMEND_SIZE = 50;
/** Base items a recommendation request uses (the rest are ignored). */
export const MAX_BASE_ITEMS = 10;

/**
 * The Events API's limits: `perClient` events per `windowMs` per client_id, `perSession`
 * events per session, a session ending after `sessionMs` without events.
 * `maxBytes` (one event per request) is the local service's choice; the spec shows none.
 */
export const EVENT_LIMITS = { perClient: 30, windowMs: 15_000, perSession: 400, sessionMs: 30 * 60_000, maxBytes: 64 * 1024 } as const;

/** The names of the lists an `event` carries. */
export const LIST_NAMES = ['Search Results', 'Autocomplete', 'Product Listing', 'Recommendation'] as const;
export type ListName = (typeof LIST_NAMES)[number];
