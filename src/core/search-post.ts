/** POST /v2/search (query-api.md): a search whose filters are a boolean tree in the body. */
import { searchAnswer } from './answers.js';
import { exchange, join, overLimit, type CallOptions, type ClientConfig } from './http.js';
import { encodeParams } from './params.js';
import { MAX_SEARCH_SIZE } from './spec.js';
import type { IdentityHit, SearchPostBody, SearchPostParams, SearchResponse } from './types.js';

/** POST /v2/search with a boolean filter tree. */
export function searchPost(config: ClientConfig, params: SearchPostParams, body: SearchPostBody, options: CallOptions = {}): Promise<SearchResponse<IdentityHit>> {
  const url = `${join(config.baseUrl, '/v2/search')}?${encodeParams(params)}`;
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return overLimit('size', params.size, MAX_SEARCH_SIZE)
    ?? exchange(config, url, init, options, true).then((body) => searchAnswer(body, 'POST /v2/search') as unknown as SearchResponse<IdentityHit>);
}
