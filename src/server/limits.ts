/**
 * The local service's own limits: what one request may ask of it, so that no request can
 * crash it or hold the event loop for long (docs/server.md, Limits). The spec's limits
 * (sizes, Events API rates) are in core/spec.ts.
 */

/** Largest request body, bytes (a gzip body to the indexing API may be twice this on the wire). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Deepest nesting of objects and arrays in a JSON body. */
export const MAX_JSON_DEPTH = 32;
/** Nodes (and/or/not/filter objects) of the filter trees of one POST /v2/search. */
export const MAX_FILTER_NODES = 500;
/** Filter parameters (`f[]`, `f_must[]`, `neg_f[]` and their per-type forms) of one search. */
export const MAX_FILTER_PARAMS = 200;
/** Facets one search may ask for (`facets`). */
export const MAX_FACETS = 50;
/** Requests in one recommender batch (the POST body's array). */
export const MAX_RECOMMEND_BATCH = 25;
/** Events API: events per source address per window, whatever their client_id. */
export const EVENTS_PER_ADDRESS = 300;
/** Trending queries: distinct clients of one source address that count for a query. */
export const TRENDING_CLIENTS_PER_ADDRESS = 3;
/** Trending queries: distinct clients before a query trends (one shopper's typo never does). */
export const TRENDING_MIN_CLIENTS = 2;
