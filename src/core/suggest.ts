/**
 * The GET endpoints of suggestions (query-api.md): autocomplete v1, v2 and v3, top items,
 * personalized top items and trending queries, on the fetch core's GET (client.ts).
 */
import { autocompleteAnswer, queriesAnswer, topItemsAnswer, trendingAnswer } from './answers-suggest.js';
import { get, type CallOptions, type ClientConfig } from './http.js';
import type {
  AutocompleteV1Params, AutocompleteV2Params, AutocompleteV3Params, BothHit, IdentityHit, PersonalizedQueriesResponse,
  PersonalizedTopItemsParams, TopItemsParams, TopItemsResponse, TrendingQueriesParams, UrlHit,
} from './types.js';

export const autocompleteV3 = (config: ClientConfig, params: AutocompleteV3Params, options?: CallOptions) =>
  get(config, '/v3/autocomplete', params, (body) => autocompleteAnswer<IdentityHit>(body, 'GET /v3/autocomplete'), options);

export const autocompleteV2 = (config: ClientConfig, params: AutocompleteV2Params, options?: CallOptions) =>
  get(config, '/autocomplete/v2', params, (body) => autocompleteAnswer<UrlHit>(body, 'GET /autocomplete/v2'), options);

export const autocompleteV1 = (config: ClientConfig, params: AutocompleteV1Params, options?: CallOptions) =>
  get(config, '/autocomplete', params, (body) => autocompleteAnswer<BothHit>(body, 'GET /autocomplete'), options);

export const topItems = (config: ClientConfig, params: TopItemsParams, options?: CallOptions) =>
  get(config, '/v1/top_items', params, (body) => topItemsAnswer(body), options);

export const personalizedTopItems = (config: ClientConfig, params: PersonalizedTopItemsParams, options?: CallOptions) =>
  get<TopItemsResponse | PersonalizedQueriesResponse>(config, '/v1/personalized_top_items', params,
    (body) => (params.type === 'queries' ? queriesAnswer(body) : topItemsAnswer(body, 'GET /v1/personalized_top_items')), options);

export const trendingQueries = (config: ClientConfig, params: TrendingQueriesParams, options?: CallOptions) =>
  get(config, '/v2/trending_queries', params, trendingAnswer, options);

