/**
 * InstantSearch's search client over the local service, as page code (the benchmarks bundle
 * it into their InstantSearch pages): each of InstantSearch's queries becomes the same
 * `GET /search` the element sends, and each answer is turned into Algolia's shape. Answers are
 * kept in memory by URL, as InstantSearch's own client caches them.
 *
 * `localClient(base, onSearch, facets)`: `onSearch(n)` is told how many queries each search sends;
 * `facets`, when given, is the `facets` parameter every request sends (a page's own, counts
 * included, so that both pages are fed the same answer); else the names InstantSearch asks for.
 * The answer's campaigns are Algolia's `userData` (what its query rules return for a page's
 * banners): `queryRuleCustomData` and `transformItems` draw them.
 */
export const LOCAL_CLIENT = String.raw`function localClient(base, onSearch, facets) {
  const memory = new Map();
  const ask = ({ indexName, params: p }) => {
    const qs = new URLSearchParams({ tracker_id: 'demo', q: p.query ?? '', size: String(p.hitsPerPage ?? 20), from: String((p.page ?? 0) * (p.hitsPerPage ?? 20)) });
    qs.append('f[]', 'type:item');
    for (const f of [p.facetFilters ?? []].flat(2)) qs.append('f[]', f);
    const range = { from: '', to: '' };
    for (const f of [p.numericFilters ?? []].flat(2)) {
      const [, field, op, n] = /^(\w+)(>=|<=)(.+)$/.exec(f) ?? [];
      if (field === 'price') range[op === '>=' ? 'from' : 'to'] = n;
    }
    if (range.from || range.to) qs.append('f[]', 'price:' + range.from + '|' + range.to);
    qs.set('facets', facets ?? [p.facets ?? []].flat().join(','));
    const url = base + '/search?' + qs;
    const hpp = p.hitsPerPage ?? 20;
    const shape = (r) => {
      const price = r.results.facets.find((f) => f.name === 'price');
      const bounds = price?.values.flatMap((v) => v.value.split('|').filter(Boolean).map(Number)) ?? [];
      return {
        index: indexName, query: p.query ?? '', params: qs.toString(), processingTimeMS: 1, exhaustiveNbHits: true,
        hits: r.results.hits.map((h) => ({ objectID: h.url, ...h.attributes })), userData: r.results.campaigns ?? [],
        nbHits: r.results.total_hits, page: p.page ?? 0, hitsPerPage: hpp, nbPages: Math.ceil(r.results.total_hits / Math.max(1, hpp)),
        facets: Object.fromEntries(r.results.facets.filter((f) => f.name !== 'price').map((f) => [f.name, Object.fromEntries(f.values.map((v) => [v.value, v.hits_count]))])),
        facets_stats: bounds.length ? { price: { min: Math.min(...bounds), max: Math.max(...bounds), avg: 0, sum: 0 } } : {},
      };
    };
    if (memory.has(url)) return Promise.resolve(memory.get(url));
    return fetch(url).then((r) => r.json()).then((r) => {
      const answer = shape(r);
      memory.set(url, answer);
      return answer;
    });
  };
  return {
    search(requests) {
      onSearch?.(requests.length);
      return Promise.all(requests.map(ask)).then((results) => ({ results }));
    },
  };
}`;
