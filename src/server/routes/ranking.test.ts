/**
 * The parameters that shape a request's ranking and answer, over real HTTP on a small
 * catalog of lamps whose popularity alone orders them A to F: `ctx[]` (popularity per
 * context), `prefer[]`, `context[boost_field]`, `context[freshness_field]`,
 * `context[availability_rank_field]`, `f[]` with `neg_f[]`, and `hit_fields` /
 * `remove_fields` on every endpoint that takes them.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { IndexObject } from '../../core/types.js';
import { startServer, type RunningServer } from '../server.js';
import { get, postJson } from '../testing/fixture.js';

const T = 'lamps';
const TODAY = new Date().toISOString();
const lamp = (letter: string, popularity: number, fields: Record<string, unknown>, nested?: IndexObject['nested']): IndexObject => ({
  identity: `lamp-${letter}`, type: 'item', nested,
  fields: { title: `Lamp ${letter}`, category_path: 'Home||Lamps', availability: 1, added: '2020-01-01T00:00:00Z', popularity, ...fields } as IndexObject['fields'],
});
const CATALOG: IndexObject[] = [
  lamp('a', 600, { brand: 'Lumo', color: ['Black'], price: 40, boost: 0, stock_rank: 3 }),
  lamp('b', 500, { brand: 'Lumo', color: ['White'], price: 60, boost: 1, stock_rank: 1 }),
  lamp('c', 400, { brand: 'Brill', color: ['Black', 'White'], price: 80, stock_rank: 2 }, [
    { type: 'variant', identity: 'lamp-c-red', fields: { title: 'Lamp c Red', color: 'Red', price: 85, sku: 'C-RED' } },
  ]),
  lamp('d', 300, { brand: 'Brill', color: ['Red'], price: 100, stock_rank: 1, stock_berlin: 0 }),
  lamp('e', 200, { brand: 'Orro', price: 120, added: TODAY, stock_rank: 15 }),
  lamp('f', 100, { brand: 'Orro', color: ['Black'], price: 150, boost: 3 }),
];

let service: RunningServer;
let base: string;
const ids = (hits: Array<{ url?: string; identity?: string }>) => hits.map((h) => (h.url ?? h.identity)!.replace('lamp-', ''));
const listing = async (params = '') => {
  const res = await get(base, `/search?tracker_id=${T}&f[]=type:item&f[]=${encodeURIComponent('category_path:Home||Lamps')}&plp=category_path&size=10${params}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.results;
};

before(async () => {
  service = await startServer({ port: 0, sites: [{ trackerId: T, publicKey: 'p', privateKey: 'k' }], objects: CATALOG, merchandising: {}, status: () => {} });
  base = service.url;
});
after(() => service.close());

describe('prefer[] and the context fields of search', () => {
  const plain = ['a', 'b', 'c', 'd', 'e', 'f'];
  const order = async (params: string) => ids((await get(base, `/search?tracker_id=${T}&q=lamp&f[]=type:item&size=10${params}`)).body.results.hits);

  before(async () => {
    assert.deepEqual(await order(''), plain);
    assert.deepEqual(ids((await listing()).hits), plain);
  });

  it('prefer[] moves matching hits up and removes none, in search, listing and autocomplete', async () => {
    // Each preference met is worth a third of the list (docs/server.md).
    assert.deepEqual(await order('&prefer[]=brand:Orro&prefer[]=color:Black'), ['a', 'c', 'b', 'f', 'e', 'd']);
    assert.deepEqual(ids((await listing('&prefer[]=color:Red')).hits), ['a', 'c', 'b', 'd', 'e', 'f'], 'a variant\'s value counts');
    const ac = await get(base, `/v3/autocomplete?tracker_id=${T}&q=lam&type=item:6&prefer[]=brand:Brill`);
    assert.deepEqual(ids(ac.body.hits), ['a', 'c', 'b', 'd', 'e', 'f']);
    assert.equal(ac.body.exact_match_hits_count, 6);
  });

  it('context[boost_field] lifts objects by their 0-3 value, others keep their order', async () => {
    assert.deepEqual(await order('&context[boost_field]=boost'), ['f', 'b', 'a', 'c', 'd', 'e']);
    assert.deepEqual(await order('&context[boost_field]=boost&sort=price:desc'), ['f', 'e', 'd', 'c', 'b', 'a'], 'an explicit sort wins');
  });

  it('context[freshness_field] lifts what is new', async () => {
    assert.deepEqual(await order('&context[freshness_field]=added'), ['e', 'a', 'b', 'c', 'd', 'f']);
    assert.deepEqual(ids((await listing('&context[freshness_field]=added')).hits), ['e', 'a', 'b', 'c', 'd', 'f']);
  });

  it('context[availability_field] names the 0/1 field whose 0 ranks last, in search and listing', async () => {
    assert.deepEqual(await order('&context[availability_field]=stock_berlin'), ['a', 'b', 'c', 'e', 'f', 'd']);
    assert.deepEqual(ids((await listing('&context[availability_field]=stock_berlin')).hits), ['a', 'b', 'c', 'e', 'f', 'd']);
    assert.deepEqual(await order('&context[availability_field]=no_such_field'), plain, 'a field no object has changes nothing');
  });

  it('context[availability_rank_field] ranks in tiers 1 to 15 (no value as 1), unavailable objects last', async () => {
    assert.deepEqual(await order('&context[availability_rank_field]=stock_rank'), ['b', 'd', 'f', 'c', 'a', 'e']);
    assert.deepEqual(await order('&context[availability_rank_field]=stock_rank&context[availability_field]=stock_berlin'), ['b', 'f', 'c', 'a', 'e', 'd']);
  });
});

describe('f[] and neg_f[] together', () => {
  /** What the spec says, written out: OR within a field, AND across fields, an object matching any exclusion is out. */
  const cases: Array<[string, string[]]> = [
    ['f[]=brand:Lumo&f[]=brand:Orro', ['a', 'b', 'e', 'f']],
    ['f[]=brand:Lumo&f[]=brand:Orro&f[]=color:Black', ['a', 'f']],
    ['f[]=brand:Lumo&f[]=brand:Orro&f[]=color:Black&neg_f[]=price:|50', ['f']],
    ['f[]=color:Black&f[]=color:Red&neg_f[]=brand:Brill', ['a', 'f']],
    ['f[]=color:Black&f[]=color:Red&neg_f[]=price:90|&neg_f[]=brand:Lumo', ['c']],
    ['f[]=price:50|130&neg_f[]=price:80|100', ['b', 'e']],
    ['f[]=price:|100&neg_f[]=color:Red', ['a', 'b']],
    ['f[]=brand:Brill&neg_f[]=color:value_missing', ['c', 'd']],
    ['f[]=brand:Orro&neg_f[]=color:value_missing', ['f']],
  ];
  /** The same filters as a POST /v2/search tree: OR within a field, AND across fields, NOT of each exclusion. */
  const tree = (params: string) => {
    const pairs = [...new URLSearchParams(params)];
    const fields = new Map<string, Array<{ filter: string }>>();
    for (const [k, filter] of pairs) if (k === 'f[]') fields.set(filter.split(':')[0], [...(fields.get(filter.split(':')[0]) ?? []), { filter }]);
    const nodes = [...fields.values()].map((or) => ({ or }));
    return { and: [...nodes, ...pairs.filter(([k]) => k === 'neg_f[]').map(([, filter]) => ({ not: [{ filter }] }))] };
  };
  for (const [params, expected] of cases) {
    it(params, async () => {
      const query = `tracker_id=${T}&f[]=type:item&size=10&facets=brand,color,price`;
      const { body } = await get(base, `/search?${query}&${params}`);
      assert.deepEqual(ids(body.results.hits).sort(), expected);
      assert.equal(body.results.total_hits, expected.length);
      // A filter set too long for a URL goes by POST with the same answer: hits, order, counts.
      const posted = await postJson(base, `/v2/search?${query}`, { filters: { item: tree(params) } });
      assert.equal(posted.status, 200, JSON.stringify(posted.body));
      assert.deepEqual(ids(posted.body.results.hits), ids(body.results.hits));
      assert.equal(posted.body.results.total_hits, body.results.total_hits);
      // Facets too, but those of a field f[] filters: GET counts them without their own filter (docs/server.md, POST).
      const own = (f: { name: string }) => !new URLSearchParams(params).getAll('f[]').some((v) => v.startsWith(`${f.name}:`));
      assert.deepEqual(posted.body.results.facets.filter(own), body.results.facets.filter(own));
    });
  }
});

describe('POST /v2/search: f[] in the query string, the rest as a tree', () => {
  it('answers as GET, facets of the f[] fields included', async () => {
    const query = `tracker_id=${T}&f[]=type:item&size=10&facets=brand,color,price&f[]=brand:Lumo&f[]=brand:Brill`;
    const { body } = await get(base, `/search?${query}&neg_f[]=price:|50&neg_f[]=color:Black`);
    const posted = await postJson(base, `/v2/search?${query}`, { filters: { item: { not: [{ filter: 'price:|50' }, { filter: 'color:Black' }] } } });
    assert.deepEqual(ids(body.results.hits), ['b', 'd']);
    assert.deepEqual(ids(posted.body.results.hits), ids(body.results.hits));
    assert.equal(posted.body.results.total_hits, 2);
    assert.deepEqual(posted.body.results.facets, body.results.facets);
  });
});

describe('hit_fields and remove_fields on every endpoint that takes them', () => {
  const keys = (hit: { attributes: object }) => Object.keys(hit.attributes).sort();

  it('trims search hits and their variants, quicksearch hits and POST /v2/search', async () => {
    const { body } = await get(base, `/search?tracker_id=${T}&q=lamp%20c&f[]=type:item&hit_fields=title,color&quicksearch_types=item:1`);
    const hit = body.results.hits[0];
    assert.deepEqual(keys(hit), ['color', 'title', 'title.untouched']);
    assert.deepEqual(Object.keys(hit.nested[0].fields).sort(), ['color', 'title'], 'variants keep the same fields');
    assert.deepEqual(keys(body.results.quicksearch_hits[0]), ['color', 'title', 'title.untouched']);
    const removed = await postJson(base, `/v2/search?tracker_id=${T}&q=lamp%20c&f[]=type:item&remove_fields=price,sku`, { filters: { item: { filter: 'brand:Brill' } } });
    const posted = removed.body.results.hits[0];
    assert.ok(!('price' in posted.attributes) && 'brand' in posted.attributes);
    assert.deepEqual(Object.keys(posted.nested[0].fields).sort(), ['color', 'title']);
  });

  it('trims autocomplete (v1, v2, v3, and variants as hits), top items and both recommenders', async () => {
    for (const path of ['/autocomplete', '/autocomplete/v2', '/v3/autocomplete']) {
      const { body } = await get(base, `${path}?tracker_id=${T}&q=lamp&type=item:2&hit_fields=price`);
      assert.deepEqual(keys(body.hits[0]), ['price'], path);
    }
    const split = await get(base, `/v3/autocomplete?tracker_id=${T}&q=lamp%20c&type=item:3&non_collapsed_variants=true&hit_fields=sku`);
    assert.deepEqual(split.body.hits.map((h: { identity: string; attributes: object }) => [h.identity, h.attributes]), [['lamp-c-red', { sku: 'C-RED' }]]);
    const top = await get(base, `/v1/top_items?tracker_id=${T}&type=item:1&hit_fields=brand`);
    assert.deepEqual(keys(top.body.hits[0]), ['brand']);
    const v1 = await postJson(base, `/v1/recommend?tracker_id=${T}`, [{ recommendation_type: 'bestsellers', size: 2, hit_fields: ['title', 'price'] }]);
    assert.deepEqual(keys(v1.body[0].hits[0]), ['price', 'title']);
    const v2 = await postJson(base, `/v2/recommend?tracker_id=${T}`, [{ model: 'bestsellers', widget_id: 'w', size: 2, hit_fields: ['brand'] }]);
    assert.deepEqual(keys(v2.body[0].hits[0]), ['brand']);
  });
});

describe('ctx[]: popularity per context', () => {
  before(async () => {
    const buy = (identity: string, count: number, context: Record<string, string>, client: string) =>
      postJson(base, '/events', { type: 'transaction', id: randomUUID(), tracker_id: T, client_id: client, context, items: [{ url: identity, count, total_price: 1 }] });
    // Berlin buys lamp e; Munich buys lamp f, more: everyone's popularity puts f, then e, on top.
    assert.equal((await buy('lamp-e', 60, { warehouse: 'berlin' }, 'berliner')).status, 200);
    assert.equal((await buy('lamp-f', 90, { warehouse: 'munich', segment: 'b2b' }, 'muenchner')).status, 200);
    const search = (q: string, client: string, context: Record<string, string>) => postJson(base, '/events', {
      type: 'event', id: randomUUID(), tracker_id: T, client_id: client, context,
      lists: { 'Search Results': { items: [{ title: 'Lamp a', type: 'item', url: 'lamp-a', position: 1 }], query: { string: q } } },
    });
    for (const client of ['b1', 'b2']) await search('reading lamp', client, { warehouse: 'berlin' });
    for (const client of ['m1', 'm2', 'm3']) await search('desk lamp', client, { warehouse: 'munich' });
  });

  it('ranks listings, top items and autocomplete by the context\'s popularity, else everyone\'s', async () => {
    assert.deepEqual(ids((await listing()).hits), ['f', 'e', 'a', 'b', 'c', 'd']);
    assert.deepEqual(ids((await listing('&ctx[]=warehouse:berlin')).hits), ['e', 'a', 'b', 'c', 'd', 'f']);
    assert.deepEqual(ids((await listing('&ctx[]=warehouse:munich')).hits), ['f', 'a', 'b', 'c', 'd', 'e']);
    // A context no event named falls back to everyone's; several pairs add up.
    assert.deepEqual(ids((await listing('&ctx[]=warehouse:paris')).hits), ['f', 'e', 'a', 'b', 'c', 'd']);
    assert.deepEqual(ids((await listing('&ctx[]=warehouse:berlin&ctx[]=segment:b2b')).hits), ['f', 'e', 'a', 'b', 'c', 'd']);
    const top = async (ctx: string) => ids((await get(base, `/v1/top_items?tracker_id=${T}&type=item:2${ctx}`)).body.hits);
    assert.deepEqual(await top(''), ['f', 'e']);
    assert.deepEqual(await top('&ctx[]=warehouse:berlin'), ['e', 'a']);
    const ac = async (q: string, ctx: string) => ids((await get(base, `/v3/autocomplete?tracker_id=${T}&q=${q}&type=item:6${ctx}`)).body.hits);
    for (const q of ['l', 'la']) {
      assert.deepEqual(await ac(q, ''), ['f', 'e', 'a', 'b', 'c', 'd'], q);
      assert.deepEqual(await ac(q, '&ctx[]=warehouse:berlin'), ['e', 'a', 'b', 'c', 'd', 'f'], q);
    }
    // Longer words: popularity is a factor of the text match, so f falls behind in Berlin.
    const [everyone, berlin] = [await ac('lamp', ''), await ac('lamp', '&ctx[]=warehouse:berlin')];
    assert.ok(berlin.indexOf('f') > everyone.indexOf('f'), `${everyone} / ${berlin}`);
    const personal = await get(base, `/v1/personalized_top_items?tracker_id=${T}&user_id=nobody&type=item:1&ctx[]=warehouse:berlin`);
    assert.deepEqual(ids(personal.body.hits), ['e']);
  });

  it('gives each context its trending queries, everyone\'s when it has none', async () => {
    const trending = async (ctx: string) => (await get(base, `/v2/trending_queries?tracker_id=${T}${ctx}`)).body.map((q: { title: string }) => q.title);
    assert.deepEqual(await trending(''), ['desk lamp', 'reading lamp']);
    assert.deepEqual(await trending('&ctx[]=warehouse:berlin'), ['reading lamp']);
    assert.deepEqual(await trending('&ctx[]=warehouse:paris'), ['desk lamp', 'reading lamp']);
  });

  it('answers a malformed ctx[] with 400 in the endpoint\'s shape', async () => {
    const res = await get(base, `/search?tracker_id=${T}&q=lamp&ctx[]=berlin`);
    assert.equal(res.status, 400);
    assert.match(res.body['ctx[]'][0], /<key>:<value>/);
    assert.equal((await get(base, `/v3/autocomplete?tracker_id=${T}&q=l&type=item:1&ctx[]=x`)).body.type, 'malformed_input');
  });
});
