/** A results page's search with a long filter set: POST /v2/search, loaded only by a page whose query string would be too long. */
import { searchPost } from '../../core/search-post.js';
import type { ClientConfig } from '../../core/http.js';
import type { FilterNode, IdentityHit, SearchParams, SearchResponse, UrlHit } from '../../core/types.js';

/**
 * The same search as POST /v2/search: the page's own `f[]` (the shop's filters, a listing's
 * category) and `neg_f[]` as the body's filter tree of the type asked, the rest in the query
 * string. The shopper's facet choices (`chosen`) stay in `f[]`: a facet's own choices are left
 * out of its counts there, as in GET, so its other values are still offered.
 */
export function searchLong(config: ClientConfig, params: SearchParams, chosen: string[], signal: AbortSignal): Promise<SearchResponse<UrlHit>> {
  const { 'f[]': f = [], 'neg_f[]': neg = [], ...rest } = params;
  const type = f.find((x) => x.startsWith('type:')) ?? 'type:item';
  const fields = new Map<string, FilterNode[]>();
  for (const x of f) if (x !== type && !chosen.includes(x)) fields.set(x.split(':')[0], [...(fields.get(x.split(':')[0]) ?? []), { filter: x }]);
  // Values of one field OR, fields AND (as f[] in a URL); each exclusion a NOT.
  const tree: FilterNode[] = [...[...fields.values()].map((or) => ({ or })), ...neg.map((x) => ({ not: [{ filter: x }] }))];
  return searchPost(config, { ...rest, 'f[]': [type, ...chosen] }, { filters: { [type.slice(5)]: { and: tree } } }, { signal })
    .then(({ results }) => ({ results: { ...results, hits: urls(results.hits), quicksearch_hits: urls(results.quicksearch_hits) } }));
}

/** Hits of POST /v2/search as those of GET /search: the identity is `url`. */
function urls(hits: IdentityHit[]): UrlHit[] {
  return hits.map(({ identity, ...hit }) => ({ ...hit, url: identity }));
}
