/**
 * One request of each kind the query API answers, for a generated catalog (the demo
 * generator's vocabulary): search with facets, filters, sorting and pages, a product
 * listing, the POST filter tree, autocomplete v1/v2/v3 keystroke by keystroke, top items,
 * trending queries and every recommender model. Tests compare two services with it
 * (a fresh build and a restored snapshot must answer alike). Test-only module.
 */

export interface QueryRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const enc = encodeURIComponent;

export function queryKinds(tracker: string): QueryRequest[] {
  const get = (path: string): QueryRequest => ({ method: 'GET', path: path.replace('{t}', tracker) });
  const post = (path: string, body: unknown): QueryRequest => ({ method: 'POST', path: path.replace('{t}', tracker), body });
  const facets = '&facets=brand,price,color,rating';
  const out: QueryRequest[] = [
    get(`/search?tracker_id={t}&q=headphones${facets}`),
    get(`/search?tracker_id={t}&q=headphones&f[]=brand:Nordby&f[]=brand:Auralis&f[]=price:|200${facets}&size=12`),
    get(`/search?tracker_id={t}&q=wireless%20hea${facets}&size=24&page=2`),
    get(`/search?tracker_id={t}&q=headphnoes&size=5`),
    // A typo nearer a word only stores have ("services"): items correct to "devices".
    get(`/search?tracker_id={t}&q=sevices&f[]=type:item&size=5`),
    get(`/search?tracker_id={t}&q=laptop&sort=price:asc&page=3&size=7`),
    get(`/search?tracker_id={t}&q=laptop&sort=rating:desc,price:asc&from=9&size=4`),
    get(`/search?tracker_id={t}&q=camera&f_must[]=availability:1&neg_f[]=brand:Tessaro&facets=brand`),
    get(`/search?tracker_id={t}&q=pro&f[]=type:item&f[]=release_date:2023-01-01|${facets}&dynamic_facets_size=2`),
    get(`/search?tracker_id={t}&q=tv&quicksearch_types=category,brand:3`),
    get(`/search?tracker_id={t}&q=console&non_collapsed_variants=true&f[]=color:Black&size=20`),
    get(`/search?tracker_id={t}&q=zentro%20phone&prefer[]=color:Ocean%20Blue&size=10`),
    get(`/search?tracker_id={t}&q=speaker&hit_fields=title,price&remove_fields=price`),
    get(`/search?tracker_id={t}&q=4k&f[]=availability:1`),
    get(`/search?tracker_id={t}&q=kovax%20zzzzqqq&size=10`),
    get(`/search?tracker_id={t}&f[]=type:item&f[]=${enc('category_path:Audio')}&plp=category_path&facets=brand,price,color&size=24`),
    get(`/search?tracker_id={t}&f[]=type:item&f[]=${enc('category_path:Audio||Headphones')}&plp=category_path&sort=rating:desc&size=24&page=2${facets}`),
    get(`/search?tracker_id={t}&f[]=type:item&f[]=brand:Zentro&dynamic_facets_size=3&size=10`),
    get(`/search?tracker_id={t}&f[]=type:item&f[]=color:value_missing&size=10&sort=popularity:desc`),
    get(`/search?tracker_id={t}&f[]=type:store&f[]=state:MN&context[geo_location]=44.97,-93.26&sort=distance:asc&size=10`),
    get(`/search?tracker_id={t}&f[]=type:store&f[]=geo_range:|50&context[geo_location]=41.88,-87.63&size=10`),
    post(`/v2/search?tracker_id={t}&q=phone&facets=brand,price&size=10`, {
      filters: { item: { and: [{ filter: 'availability:1' }, { or: [{ filter: 'brand:Zentro' }, { filter: 'brand:Kovax' }] }, { not: [{ filter: 'price:|300' }] }] } },
    }),
    get('/v3/autocomplete?tracker_id={t}&q=&type=item:6,category:3,brand:3,query:4'),
    get(`/v3/autocomplete?tracker_id={t}&q=gam&type=item:6,category:3&f_item[]=availability:1&sort_item=price:desc`),
    get(`/autocomplete/v2?tracker_id={t}&q=lapt&type=item:5,brand:2&neg_f_item[]=brand:Kovax`),
    get(`/autocomplete?tracker_id={t}&q=soundbra&type=item:5,query:3`),
    get('/v1/top_items?tracker_id={t}&type=item:5,category:3,brand:2'),
    get(`/v1/top_items?tracker_id={t}&type=item:5&f_item[]=brand:Nordby`),
    get('/v1/personalized_top_items?tracker_id={t}&user_id=nobody&type=item:4'),
    get('/v2/trending_queries?tracker_id={t}'),
    post('/v1/recommend?tracker_id={t}', [
      { recommendation_type: 'bestsellers', size: 8 },
      { recommendation_type: 'new_arrivals', size: 8, recommendation_context: { brand: { values: ['Zentro', 'Kovax'] } } },
      { recommendation_type: 'item_detail_alternatives', item_ids: ['item-3'], size: 8 },
      { recommendation_type: 'item_detail_complements', item_ids: ['item-12'], size: 8, mark_fallback_results: true },
    ]),
    post('/v2/recommend?tracker_id={t}', [
      { model: 'basket', widget_id: 'w1', identities: ['item-2', 'item-5'], size: 6 },
      { model: 'personalized', widget_id: 'w2', device_user_id: 'nobody', size: 6, recommendation_context: [{ attribute: 'price', values: ['|500'] }] },
    ]),
  ];
  // Every keystroke of two queries, as the autocomplete element sends them.
  for (const q of ['wireless headphones', 'zentro nova']) {
    for (let n = 1; n <= q.length; n++) {
      if (q[n - 1] !== ' ') out.push(get(`/v3/autocomplete?tracker_id={t}&q=${enc(q.slice(0, n))}&type=item:6,category:3,brand:3,query:4`));
    }
  }
  return out;
}

/** Keys that differ on every answer (ids and clocks of the response itself, or when an object was written). */
const VOLATILE = new Set(['guid', 'recommendation_id', 'generated_at', 'updated_at']);

/**
 * Every request's answer from the service at `base`: status and body, with the
 * per-response ids and clocks and the service's own origin taken out, so that two
 * services' answers compare as plain values.
 */
export async function answersOf(base: string, requests: QueryRequest[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const r of requests) {
    const res = await fetch(base + r.path, r.method === 'POST' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(r.body) } : undefined);
    const text = (await res.text()).split(base).join('<origin>');
    out.push({ request: `${r.method} ${r.path}`, status: res.status, body: JSON.parse(text, (key, value) => (VOLATILE.has(key) ? undefined : value)) });
  }
  return out;
}
