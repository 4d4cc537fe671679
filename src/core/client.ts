/**
 * The fetch core: one typed function per endpoint and version (query-api.md section 4).
 * Every call takes an AbortSignal and a time limit; GET answers are cached (LRU with a
 * time to live) and identical GETs in flight share one request; recommender calls made
 * in the same task go out as one POST array. A 504 is retried once (and a 408 for
 * search and the recommender, never for autocomplete). Every answer passes the boundary
 * of core/answers.ts before anything (the cache included) sees it: callers get models.
 */
import { recommendAnswers, recommendationAnswer, searchAnswer } from './answers.js';
import { SearchApiError } from './errors.js';
import { aborted, exchange, get, join, overLimit, type CallOptions, type ClientConfig } from './http.js';
import { encodeParams } from './params.js';
import type {
  RecommendationV1, RecommendationV2, RecommendRequestV1, RecommendRequestV2, SearchParams, SearchResponse, UrlHit,
} from './types.js';
import { MAX_BASE_ITEMS, MAX_RECOMMEND_SIZE, MAX_SEARCH_SIZE } from './spec.js';

export type { CallOptions, ClientConfig } from './http.js';

/** GET /search (search and product listing). */
export function search(config: ClientConfig, params: SearchParams, options?: CallOptions): Promise<SearchResponse<UrlHit>> {
  return overLimit('size', params.size, MAX_SEARCH_SIZE) ?? get(config, '/search', params, searchAnswer, options, true);
}

export { searchPost } from './search-post.js';
export { autocompleteV1, autocompleteV2, autocompleteV3, personalizedTopItems, topItems, trendingQueries } from './suggest.js';

interface Pending {
  request: object;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  signal?: AbortSignal;
}

const batches = new Map<string, { config: ClientConfig; options: CallOptions; items: Pending[] }>();

/** Queues one recommendation request; requests queued in the same task share one POST. */
function recommend(config: ClientConfig, url: string, request: object, options: CallOptions = {}): Promise<unknown> {
  if (options.signal?.aborted) return Promise.reject(aborted());
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
    options.signal?.addEventListener('abort', () => reject(aborted()), { once: true });
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
