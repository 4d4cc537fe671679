/**
 * The boundary of answers.ts for the suggestion endpoints (autocomplete v1-v3, top items,
 * personalized top items, trending queries): each body checked once and turned into its
 * model, with the same schemas and errors. Apart so that a page that asks no suggestion
 * (a listing, a search with results) carries none of it.
 */
import { CAMPAIGN, fix, isObject, list, REWRITE, unusable } from './answers.js';
import type { AutocompleteResponse, Hit, PersonalizedQueriesResponse, TopItemsResponse, TrendingQueriesResponse, UrlHit } from './types.js';

/** Autocomplete v1, v2 and v3. */
export function autocompleteAnswer<H extends Hit>(body: unknown, endpoint: string): AutocompleteResponse<H> {
  if (!isObject(body)) throw unusable(endpoint, 'no object');
  fix(body, { exact_match_hits_count: 'c', partial_match_hits_count: 'c', partial_match_terms: ['s'], hits: ['h'], campaigns: [CAMPAIGN], suggested_url: 's', query_rewrite: REWRITE });
  body.hits ??= [];
  body.suggested_url ||= null;
  return body as unknown as AutocompleteResponse<H>;
}

/** Top items and personalized top items of `type=item:<n>` (their `hits`). */
export function topItemsAnswer(body: unknown, endpoint = 'GET /v1/top_items'): TopItemsResponse {
  if (!isObject(body)) throw unusable(endpoint, 'no object');
  return { hits: fix(body.hits, ['h']) as UrlHit[] };
}

/** Personalized top items of `type=queries`: the user's last queries, as query hits. */
export function queriesAnswer(body: unknown): PersonalizedQueriesResponse {
  const { hits } = topItemsAnswer(isObject(body) ? { hits: list(body.hits).map((h) => (isObject(h) ? { type: 'query', ...h } : h)) } : body, 'GET /v1/personalized_top_items');
  return { hits } as PersonalizedQueriesResponse;
}

/** Trending queries: their titles. */
export function trendingAnswer(body: unknown): TrendingQueriesResponse {
  if (!isObject(body) && !Array.isArray(body)) throw unusable('GET /v2/trending_queries', 'no list');
  return fix(body, [{ title: 'S' }]) as TrendingQueriesResponse;
}
