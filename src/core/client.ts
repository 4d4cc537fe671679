/**
 * The fetch core: one typed function per endpoint and version (query-api.md section 4).
 * Every call takes an AbortSignal and a time limit; GET answers are cached (LRU with a
 * time to live) and identical GETs in flight share one request; recommender calls made
 * in the same task go out as one POST array. A 504 is retried once (and a 408 for
 * search and the recommender, never for autocomplete). Every answer passes the boundary
 * of core/answers.ts before anything (the cache included) sees it: callers get models.
 */
import { autocompleteAnswer, queriesAnswer, recommendAnswers, recommendationAnswer, searchAnswer, topItemsAnswer, trendingAnswer } from './answers.js';
import { LruCache } from './cache.js';
import { SearchApiError, toApiError } from './errors.js';
import { encodeParams } from './params.js';
import type {
  AutocompleteV1Params, AutocompleteV2Params, AutocompleteV3Params, BothHit, IdentityHit,
  PersonalizedQueriesResponse, PersonalizedTopItemsParams, RecommendationV1, RecommendationV2, RecommendRequestV1,
  RecommendRequestV2, SearchParams, SearchPostBody, SearchPostParams, SearchResponse, TopItemsParams, TopItemsResponse,
  TrendingQueriesParams, UrlHit,
} from './types.js';
import { MAX_BASE_ITEMS, MAX_RECOMMEND_SIZE, MAX_SEARCH_SIZE } from './spec.js';

export interface ClientConfig {
  /** Origin (and optional path prefix) of the query API, e.g. `https://live.example.com`. */
  baseUrl: string;
  /** Where the v2 recommender lives; defaults to `baseUrl`. */
  altBaseUrl?: string;
  /** Time limit of one attempt in ms; default 8000. */
  timeout?: number;
  /** Cache for GET answers; `false` turns caching off. Default: one shared LRU (100 entries, 60 s). */
  cache?: LruCache | false;
  /** The fetch to use (tests, service workers); default the global one. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the config's time limit for this call. */
  timeout?: number;
}


const sharedCache = new LruCache();
const inFlight = new Map<string, { promise: Promise<unknown>; controller: AbortController; users: number }>();

/** A rejected promise when a client-side limit is passed (the call is not sent). */
function overLimit(name: string, value: number | undefined, max: number): Promise<never> | undefined {
  if (value !== undefined && value > max) {
    return Promise.reject(new SearchApiError(`${name} ${value} is above the limit of ${max}; ask for more pages instead`, 'limit'));
  }
  return undefined;
}

const join = (base: string, path: string) => base.replace(/\/+$/, '') + path;

/** One HTTP exchange with the retry rule; resolves to the parsed JSON body. */
async function exchange(config: ClientConfig, url: string, init: RequestInit, options: CallOptions, retry408: boolean): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    const timer = setTimeout(() => controller.abort('timeout'), options.timeout ?? config.timeout ?? 8000);
    let res: Response;
    try {
      res = await (config.fetch ?? fetch)(url, { ...init, signal: controller.signal });
      // A 200 that is no JSON (a proxy's or a CDN's page): an answer that cannot be read, not a network failure.
      if (res.ok) return await res.json().catch(() => Promise.reject(new SearchApiError(`${url.split('?')[0]} answered with something that is not JSON`, 'answer', res.status)));
    } catch (error) {
      if (error instanceof SearchApiError) throw error;
      if (options.signal?.aborted) throw new SearchApiError('The request was aborted', 'aborted');
      if (controller.signal.aborted) throw new SearchApiError('The service did not answer in time', 'timeout');
      throw new SearchApiError(`The service could not be reached (${(error as Error).message})`, 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
    const text = await res.text();
    if (attempt === 0 && (res.status === 504 || (retry408 && res.status === 408))) continue;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain-text error bodies stay text
    }
    throw toApiError(res.status, body);
  }
}

/** A GET with cache and in-flight sharing, its answer turned into a model by `shape`. A caller's abort never cancels another caller. */
function get<T>(config: ClientConfig, path: string, params: object, shape: (body: unknown) => T, options: CallOptions = {}, retry408 = false): Promise<T> {
  const url = `${join(config.baseUrl, path)}?${encodeParams(params)}`;
  const cache = config.cache === undefined ? sharedCache : config.cache;
  const cached = cache ? cache.get(url) : undefined;
  if (cached !== undefined) return Promise.resolve(cached as T);
  if (options.signal?.aborted) return Promise.reject(new SearchApiError('The request was aborted', 'aborted'));
  let entry = inFlight.get(url)!;
  // An aborted request leaves the map at once: a later identical call asks again rather than share its abort.
  const drop = () => inFlight.get(url) === entry && inFlight.delete(url);
  if (!entry) {
    const controller = new AbortController();
    const promise = exchange(config, url, { headers: { Accept: 'application/json' } }, { signal: controller.signal, timeout: options.timeout }, retry408)
      .then((body) => {
        const model = shape(body);
        if (cache) cache.set(url, model);
        return model;
      })
      .finally(drop);
    inFlight.set(url, (entry = { promise, controller, users: 0 }));
  }
  entry.users++;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(new SearchApiError('The request was aborted', 'aborted'));
      if (--entry.users === 0) {
        entry.controller.abort();
        drop();
      }
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    entry.promise.then(
      (body) => resolve(body as T),
      (error) => reject(error),
    ).finally(() => options.signal?.removeEventListener('abort', onAbort));
  });
}

/** GET /search (search and product listing). */
export function search(config: ClientConfig, params: SearchParams, options?: CallOptions): Promise<SearchResponse<UrlHit>> {
  return overLimit('size', params.size, MAX_SEARCH_SIZE) ?? get(config, '/search', params, searchAnswer, options, true);
}

/** POST /v2/search with a boolean filter tree. */
export function searchPost(config: ClientConfig, params: SearchPostParams, body: SearchPostBody, options: CallOptions = {}): Promise<SearchResponse<IdentityHit>> {
  const url = `${join(config.baseUrl, '/v2/search')}?${encodeParams(params)}`;
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return overLimit('size', params.size, MAX_SEARCH_SIZE)
    ?? exchange(config, url, init, options, true).then((body) => searchAnswer(body, 'POST /v2/search') as unknown as SearchResponse<IdentityHit>);
}

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

interface Pending {
  request: object;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  signal?: AbortSignal;
}

const batches = new Map<string, { config: ClientConfig; options: CallOptions; items: Pending[] }>();

/** Queues one recommendation request; requests queued in the same task share one POST. */
function recommend(config: ClientConfig, url: string, request: object, options: CallOptions = {}): Promise<unknown> {
  if (options.signal?.aborted) return Promise.reject(new SearchApiError('The request was aborted', 'aborted'));
  let batch = batches.get(url);
  if (!batch) {
    batch = { config, options: { timeout: options.timeout }, items: [] };
    batches.set(url, batch);
    setTimeout(() => flush(url), 0);
  }
  const items = batch.items;
  return new Promise((resolve, reject) => {
    const pending: Pending = { request, resolve, reject, signal: options.signal };
    items.push(pending);
    options.signal?.addEventListener('abort', () => reject(new SearchApiError('The request was aborted', 'aborted')), { once: true });
  });
}

async function flush(url: string): Promise<void> {
  const batch = batches.get(url)!;
  batches.delete(url);
  const items = batch.items.filter((p) => !p.signal?.aborted);
  if (!items.length) return;
  const post = (requests: Pending[]) => exchange(batch.config, url, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(requests.map((p) => p.request)) }, batch.options, true) as Promise<unknown[]>;
  try {
    const answers = recommendAnswers(await post(items));
    items.forEach((p, i) => p.resolve(answers[i]));
  } catch (error) {
    // A 400 or 404 refuses the whole batch for one bad request (an unknown model): each is
    // asked again alone, so that one widget's mistake does not empty the others.
    const refused = error instanceof SearchApiError && (error.status === 400 || error.status === 404) && items.length > 1;
    for (const p of items) {
      if (refused) post([p]).then((answers) => p.resolve(recommendAnswers(answers)[0]), p.reject);
      else p.reject(error);
    }
  }
}

function recommendUrl(base: string, path: string, trackerId: string): string {
  return `${join(base, path)}?${encodeParams({ tracker_id: trackerId })}`;
}

/** POST /v1/recommend, batched. Only the first 10 `item_ids` are sent (the service uses no more). */
export function recommendV1(config: ClientConfig, trackerId: string, request: RecommendRequestV1, options?: CallOptions): Promise<RecommendationV1> {
  const body = request.item_ids ? { ...request, item_ids: request.item_ids.slice(0, MAX_BASE_ITEMS) } : request;
  return overLimit('size', request.size, MAX_RECOMMEND_SIZE)
    ?? recommend(config, recommendUrl(config.baseUrl, '/v1/recommend', trackerId), body, options).then((answer) => recommendationAnswer(answer, 'POST /v1/recommend'));
}

/** POST {alt_base_url}/v2/recommend, batched. Only the first 10 `identities` are sent. */
export function recommendV2(config: ClientConfig, trackerId: string, request: RecommendRequestV2, options?: CallOptions): Promise<RecommendationV2> {
  const body = request.identities ? { ...request, identities: request.identities.slice(0, MAX_BASE_ITEMS) } : request;
  return overLimit('size', request.size, MAX_RECOMMEND_SIZE)
    ?? recommend(config, recommendUrl(config.altBaseUrl ?? config.baseUrl, '/v2/recommend', trackerId), body, options).then((answer) => recommendationAnswer(answer, 'POST /v2/recommend'));
}
