/**
 * Answers that parse and have an unexpected shape, as a shop meets them: a catalog with
 * products missing an image or a price, a field filled with a list or an object, a proxy
 * or CDN that rewrites a body, an older API version, hit_fields that trim attributes, a
 * catalog's absurd values. The test server's `/__odd/<table>/<case>/...` (web-test-runner.config.mjs)
 * answers each endpoint of a case: the case's body, or what it makes of the real local
 * service's answer to the same request (a function), or the real answer itself where the
 * case says nothing of that endpoint. `/__odd/<table>/<case>~fix/...` answers the case once per
 * endpoint it names, then the real answers (a retry that recovers).
 *
 * `expect`, per element kind: `results` (every card the real answer has), `partial` (some
 * cards, fewer than sent), `empty` (the element's no-results state), `error` (its error
 * state, whose retry recovers), `hidden` (a recommendation row hides).
 */

const results = (r, change) => ({ ...r, results: { ...r.results, ...change(r.results) } });
const hits = (r, change) => results(r, (x) => ({ hits: change(x.hits) }));
const attrs = (h, change) => ({ ...h, attributes: { ...h.attributes, ...change(h.attributes) } });
const litLike = { _$litType$: 1, strings: ['<b>'], values: [] };
const huge = (s) => `${s} ${'x'.repeat(25_000)}`;

/** Bodies of GET /search (<ss-search>, <ss-listing>). */
export const SEARCH_CASES = {
  'body null': { search: null, expect: 'error' },
  'body a list': { search: [], expect: 'error' },
  'body a proxy page': { search: { raw: '<!doctype html><title>Service unavailable</title>' }, expect: 'error' },
  'results missing': { search: {}, expect: 'error' },
  'results null': { search: { results: null, next_page: null }, expect: 'error' },
  'hits null with a count': { search: (r) => results(r, () => ({ hits: null })), expect: 'error' },
  'hits null, nothing counted': { search: (r) => results(r, () => ({ hits: null, total_hits: 0, facets: [] })), expect: 'empty' },
  'every hit without attributes': { search: (r) => hits(r, (h) => h.map(({ attributes, ...rest }) => rest)), expect: 'error' },
  'a null entry among the hits': { search: (r) => hits(r, (h) => [null, ...h.slice(1), 'junk', 42]), expect: 'partial' },
  'some hits without attributes': { search: (r) => hits(r, (h) => h.map((x, i) => (i % 2 ? { url: x.url, type: 'item' } : x))), expect: 'partial' },
  'hits an object with numbered keys': { search: (r) => hits(r, (h) => Object.fromEntries(h.map((x, i) => [String(i), x]))), expect: 'results' },
  'facets not a list': { search: (r) => results(r, () => ({ facets: { brand: ['Auralis'] } })), expect: 'results' },
  'facet values not lists': { search: (r) => results(r, (x) => ({ facets: x.facets.map((f) => ({ ...f, values: 'Auralis' })) })), expect: 'results' },
  'facet values numbers or null': { search: (r) => results(r, (x) => ({ facets: x.facets.map((f) => ({ ...f, values: [null, 7, { value: null }, ...f.values] })) })), expect: 'results' },
  'a facet answered twice': { search: (r) => results(r, (x) => ({ facets: [...x.facets, ...x.facets] })), expect: 'results' },
  'hits_count as strings': { search: (r) => results(r, (x) => ({ facets: x.facets.map((f) => ({ ...f, values: f.values.map((v) => ({ ...v, hits_count: String(v.hits_count) })) })) })), expect: 'results' },
  'title an object': { search: (r) => hits(r, (h) => h.map((x, i) => (i === 0 ? attrs(x, () => ({ title: { en: 'Headphones' }, 'title.untouched': { en: 'x' } })) : x))), expect: 'partial' },
  'title shaped like a lit template': { search: (r) => hits(r, (h) => h.map((x, i) => (i === 0 ? attrs(x, () => ({ title: litLike, 'title.untouched': litLike })) : x))), expect: 'partial' },
  'brand a list, title a number': { search: (r) => hits(r, (h) => h.map((x) => attrs(x, (a) => ({ brand: [a.brand, 'Other'], title: 12345, 'title.untouched': 12345 })))), expect: 'results' },
  'brand an object, url an object, image a number': { search: (r) => hits(r, (h) => h.map((x) => attrs(x, () => ({ brand: { name: 'B' }, url: { href: '/x' }, image_link: 7 })))), expect: 'results' },
  'prices as strings and junk': { search: (r) => hits(r, (h) => h.map((x, i) => attrs(x, (a) => ({ price: i % 2 ? String(a.price) : 'call us', list_price: 'NaN', rating: '4.5', reviews_count: -3, availability: 'yes' })))), expect: 'results' },
  'corrected query and rewrite objects': { search: (r) => results(r, () => ({ corrected_query: { html: '<em>x</em>' }, query_rewrite: { original_query: 'a', rewritten_query: litLike } })), expect: 'results' },
  'total_hits not a number': { search: (r) => results(r, () => ({ total_hits: 'abc' })), expect: 'results' },
  'total_hits negative, offset NaN': { search: (r) => results(r, () => ({ total_hits: -5, offset: 'NaN' })), expect: 'results' },
  'campaigns and suggested_url junk': { search: (r) => results(r, () => ({ campaigns: [null, { id: 'x', banners: 'b' }, { banners: { search_header: { desktop_url: { u: 1 } } } }], suggested_url: { to: '/x' }, suggested_facet: 'brand' })), expect: 'results' },
  'quicksearch hits junk': { search: (r) => results(r, () => ({ quicksearch_hits: { 0: null, 1: { url: 'c1', type: 'category', attributes: { title: ['Audio'] } } } })), expect: 'results' },
  'nested variants junk': { search: (r) => hits(r, (h) => h.map((x) => ({ ...x, nested: [null, { identity: 5, fields: null }, 'v'] }))), expect: 'results' },
  'more hits than asked, titles of 25 KB': { search: (r) => hits(r, (h) => Array.from({ length: 200 }, (_, i) => attrs({ ...h[i % h.length], url: `${h[i % h.length].url}-${i}` }, (a) => ({ title: huge(String(a.title)), 'title.untouched': huge(String(a.title)) })))), expect: 'results' },
  // The no-results state asks for spellings (autocomplete v3), trending queries and top items: each of them odd.
  'no results, its help odd': { search: (r) => results(r, () => ({ hits: [], total_hits: 0, facets: [] })), autocomplete: null, trending: { 0: { title: ['tv'] }, 1: null }, top_items: { hits: 'none' }, expect: 'empty' },
};

/** Bodies of the autocomplete endpoints and the empty box's (<ss-autocomplete>, <ss-search-box>). */
export const AUTOCOMPLETE_CASES = {
  'body null': { autocomplete: null, expect: 'error' },
  'body a proxy page': { autocomplete: { raw: '<html>Bad gateway</html>' }, expect: 'error' },
  'hits null': { autocomplete: (r) => ({ ...r, hits: null }), expect: 'empty' },
  'a null entry among the hits': { autocomplete: (r) => ({ ...r, hits: [null, ...r.hits, 'junk'] }), expect: 'results' },
  'hits an object with numbered keys': { autocomplete: (r) => ({ ...r, hits: { ...r.hits } }), expect: 'results' },
  'title an object, brand a list': { autocomplete: (r) => ({ ...r, hits: r.hits.map((h, i) => (i === 0 ? attrs(h, () => ({ title: { t: 1 }, 'title.untouched': litLike })) : attrs(h, (a) => ({ brand: [a.brand ?? 'A', 'B'] })))) }), expect: 'partial' },
  'prices as strings, images junk': { autocomplete: (r) => ({ ...r, hits: r.hits.map((h) => attrs(h, (a) => ({ price: String(a.price), image_link: { src: 'x' } }))) }), expect: 'results' },
  'more hits than asked': { autocomplete: (r) => ({ ...r, hits: [...r.hits, ...r.hits, ...r.hits].map((h, i) => ({ ...h, identity: `${h.identity}-${i}` })) }), expect: 'results' },
  'suggested_url and campaigns junk': { autocomplete: (r) => ({ ...r, suggested_url: { to: 1 }, campaigns: { 0: null, 1: { banners: { autocomplete_top: 'x' } } } }), expect: 'results' },
  // The empty box: top items, trending queries and the shopper's last queries, each odd.
  'empty box answers odd': { top_items: { hits: { 0: null, 1: { url: 'i1', type: 'item', attributes: { title: { x: 1 } } } } }, trending: { title: 'tv' }, personalized: null, expect: 'results' },
  'empty box answers null': { top_items: null, trending: null, personalized: null, expect: 'results' },
};

/** Bodies of the recommender (<ss-recs>). */
export const RECS_CASES = {
  'body null': { recommend: null, expect: 'hidden' },
  'body an object instead of a list': { recommend: (r) => r[0], expect: 'results' },
  'a null entry': { recommend: () => [null], expect: 'hidden' },
  'hits null': { recommend: (r) => r.map((x) => ({ ...x, hits: null })), expect: 'hidden' },
  'hits an object with numbered keys': { recommend: (r) => r.map((x) => ({ ...x, hits: { ...x.hits } })), expect: 'results' },
  'titles objects and lists, prices strings': { recommend: (r) => r.map((x) => ({ ...x, hits: x.hits.map((h, i) => attrs(h, (a) => ({ title: i === 0 ? litLike : [a.title], price: String(a.price) }))) })), expect: 'partial' },
  '200 hits of 25 KB titles': { recommend: (r) => r.map((x) => ({ ...x, hits: Array.from({ length: 200 }, (_, i) => attrs({ ...x.hits[i % x.hits.length], identity: `h${i}` }, (a) => ({ title: huge(String(a.title)) }))) })), expect: 'results' },
};

/** Which case body applies to a request path. */
export function endpointOf(path) {
  if (path.endsWith('/search')) return 'search';
  if (/autocomplete/.test(path)) return 'autocomplete';
  if (path.endsWith('/personalized_top_items')) return 'personalized';
  if (path.endsWith('/top_items')) return 'top_items';
  if (path.endsWith('/trending_queries')) return 'trending';
  if (path.endsWith('/recommend')) return 'recommend';
  return undefined;
}

export const TABLES = { search: SEARCH_CASES, autocomplete: AUTOCOMPLETE_CASES, recs: RECS_CASES };

/** The base URL that answers `table`'s case `name` (`fix`: once, then the real answers). */
export const oddBase = (origin, table, name, fix = false) => `${origin}/__odd/${table}/${encodeURIComponent(name)}${fix ? `~fix${Date.now()}${Math.random().toString(36).slice(2, 6)}` : ''}`;
