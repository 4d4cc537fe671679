/** GET /search, product listing and POST /v2/search over real HTTP (query-api.md 4.1-4.3, 7). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningServer } from '../server.js';
import { get, postJson, startFixtureServer, TRACKER } from '../testing/fixture.js';

let service: RunningServer;
let base: string;
const search = (params: string) => get(base, `/search?tracker_id=${TRACKER}&${params}`);
const ids = (body: any): string[] => body.results.hits.map((h: any) => h.url ?? h.identity);

before(async () => {
  service = await startFixtureServer();
  base = service.url;
});
after(() => service.close());

describe('GET /search: text', () => {
  it('finds by prefix, highlights the title and keeps the raw title under title.untouched', async () => {
    const { status, body } = await search('q=headph&f[]=type:item&use_fixits=true');
    assert.equal(status, 200);
    const hit = body.results.hits.find((h: any) => h.url === 'hp-aurora');
    assert.ok(hit, 'prefix "headph" finds Aurora Wireless Headphones');
    assert.equal(hit.attributes.title, 'Aurora Wireless <em>Headph</em>ones');
    assert.equal(hit.attributes['title.untouched'], 'Aurora Wireless Headphones');
    assert.equal(hit.type, 'item');
    assert.ok(!('identity' in hit), 'GET search names the identity url');
  });

  it('corrects typos and reports corrected_query with the correction marked up', async () => {
    const { body } = await search('q=headphnoes&f[]=type:item');
    assert.ok(body.results.total_hits >= 3);
    assert.equal(body.results.corrected_query, '<em>headphones</em>');
    assert.equal(body.results.query, 'headphnoes');
  });

  it('does not correct with use_fixits=false', async () => {
    const { body } = await search('q=headphnoes&f[]=type:item&use_fixits=false');
    assert.equal(body.results.total_hits, 0);
    assert.equal(body.results.corrected_query, undefined);
  });

  it('leaves corrected_query out when the query was not altered', async () => {
    const { body } = await search('q=headphones&f[]=type:item');
    assert.equal(body.results.corrected_query, undefined);
  });

  it('hides objects outside active_from/active_to', async () => {
    const { body } = await search('q=headphones&f[]=type:item&size=50');
    assert.ok(!ids(body).includes('hp-future'));
    assert.ok(!ids(body).includes('hp-expired'));
  });

  it('returns a fresh guid per response and the spec fields', async () => {
    const a = (await search('q=zentro')).body.results;
    const b = (await search('q=zentro')).body.results;
    assert.match(a.guid, /^[0-9a-f-]{36}$/);
    assert.notEqual(a.guid, b.guid);
    for (const key of ['query', 'total_hits', 'hits', 'facets', 'filters', 'quicksearch_hits', 'campaigns', 'offset', 'guid']) assert.ok(key in a, key);
  });

  it('ranks unavailable objects after available ones', async () => {
    const { body } = await search('q=hushwave&f[]=type:item');
    assert.deepEqual(ids(body), ['hp-hush', 'hp-budget']);
  });

  it('keeps API text as stored (markup is the client\'s to escape)', async () => {
    const { body } = await search('q=hacker&f[]=type:item');
    assert.equal(body.results.hits[0].attributes['title.untouched'], '<img src=x onerror=alert(1)> Hacker Speaker');
  });
});

describe('GET /search: filters', () => {
  it('f[] combines OR within a field and AND across fields', async () => {
    const { body } = await search('f[]=type:item&f[]=brand:Auralis&f[]=brand:Hushwave&f[]=color:Black&size=50');
    assert.deepEqual(new Set(ids(body)), new Set(['hp-aurora', 'hp-hush']));
    assert.deepEqual(body.results.filters, ['type:item', 'brand:Auralis', 'brand:Hushwave', 'color:Black']);
  });

  it('f_must[] requires every value, even on one field', async () => {
    const { body } = await search('f[]=type:item&f_must[]=color:Black&f_must[]=color:Silver');
    assert.deepEqual(ids(body), ['hp-aurora']);
  });

  it('neg_f[] excludes any match, with open ranges', async () => {
    const { body } = await search('f[]=type:item&f[]=category_path:Audio&neg_f[]=brand:Hushwave&neg_f[]=price:60|&size=50');
    assert.deepEqual(new Set(ids(body)), new Set(['hp-sport', 'xss']));
  });

  it('ranges are inclusive and may be open on either side', async () => {
    assert.deepEqual(new Set(ids((await search('f[]=type:item&f[]=price:49.99|99.99')).body)), new Set(['hp-aurora', 'hp-sport']));
    assert.deepEqual(ids((await search('f[]=type:item&f[]=price:1000|')).body), ['tv-oled']);
    assert.deepEqual(new Set(ids((await search('f[]=type:item&f[]=price:|19.99')).body)), new Set(['ph-case', 'xss']));
  });

  it('ranges work on ISO dates', async () => {
    const { body } = await search('f[]=type:item&f[]=release_date:2025-01-01|2025-12-31&size=50');
    assert.deepEqual(new Set(ids(body)), new Set(['hp-sport', 'ph-nova', 'ph-case']));
  });

  it('value_missing matches objects without the field', async () => {
    const { body } = await search('f[]=type:item&f[]=color:value_missing&size=50');
    assert.deepEqual(new Set(ids(body)), new Set(['ph-case', 'tv-oled', 'xss']));
  });

  it('category_path matches the category and below, with exact case', async () => {
    const { body } = await search('f[]=type:item&f[]=category_path:Audio||Headphones&size=50');
    assert.deepEqual(new Set(ids(body)), new Set(['hp-aurora', 'hp-sport', 'hp-hush', 'hp-budget']));
    const lower = await search('f[]=type:item&f[]=category_path:audio||headphones');
    assert.equal(lower.body.results.total_hits, 0);
  });

  it('all_categories_path matches any of the hierarchies', async () => {
    const { body } = await search('f[]=type:item&f[]=all_categories_path:Deals');
    assert.deepEqual(ids(body), ['hp-aurora']);
    const primary = await search('f[]=type:item&f[]=category_path:Deals');
    assert.equal(primary.body.results.total_hits, 0);
  });

  it('filters on variant fields match through nested variants', async () => {
    const { body } = await search('f[]=type:item&f[]=price:105|110');
    assert.deepEqual(ids(body), ['hp-aurora']);
  });
});

describe('GET /search: facets', () => {
  it('counts values with hits_count and normalized_hits_count', async () => {
    const { body } = await search('f[]=type:item&f[]=category_path:Audio||Headphones&facets=brand');
    const brand = body.results.facets.find((f: any) => f.name === 'brand');
    assert.deepEqual(brand.values, [
      { value: 'Auralis', hits_count: 2, normalized_hits_count: 1 },
      { value: 'Hushwave', hits_count: 2, normalized_hits_count: 1 },
    ]);
    assert.equal(brand.type, 'text');
  });

  it('keeps every option of a facet that is being filtered (multi-select)', async () => {
    const { body } = await search('f[]=type:item&f[]=category_path:Audio||Headphones&f[]=brand:Auralis&facets=brand,color');
    assert.equal(body.results.total_hits, 2);
    const brand = body.results.facets.find((f: any) => f.name === 'brand');
    assert.deepEqual(brand.values.map((v: any) => v.value).sort(), ['Auralis', 'Hushwave']);
    const color = body.results.facets.find((f: any) => f.name === 'color');
    assert.deepEqual(color.values.map((v: any) => v.value).sort(), ['Black', 'Blue', 'Silver'], 'other facets follow the results');
  });

  it('gives numeric facets as from|to ranges', async () => {
    const { body } = await search('f[]=type:item&facets=price');
    const price = body.results.facets[0];
    assert.equal(price.type, 'float');
    assert.ok(price.values.length >= 2);
    for (const v of price.values) assert.match(v.value, /^-?[\d.]+\|-?[\d.]+$/);
    const total = price.values.reduce((n: number, v: any) => n + v.hits_count, 0);
    assert.equal(total, body.results.total_hits);
  });

  it('counts a range as the filter made of it returns: bounds are inclusive and the highest value closes the last range', async () => {
    const { body } = await search('f[]=type:item&facets=rating');
    const values: Array<{ value: string; hits_count: number }> = body.results.facets[0].values;
    assert.deepEqual(values.map((v) => v.value), ['3.8|4', '4|4.2', '4.4|4.6', '4.6|4.8'], 'empty ranges are left out');
    for (const v of values) {
      const chosen = await search(`f[]=type:item&f[]=rating:${v.value}&size=0`);
      assert.equal(chosen.body.results.total_hits, v.hits_count, `rating ${v.value}`);
    }
  });

  it('gives a 0/1 numeric field as a boolean facet whose values filter', async () => {
    const { body } = await search('f[]=type:item&facets=availability');
    const facet = body.results.facets[0];
    assert.equal(facet.type, 'boolean');
    assert.deepEqual(facet.values.map((v: any) => v.value), ['1', '0']);
    const inStock = await search('f[]=type:item&f[]=availability:1&size=0');
    assert.equal(inStock.body.results.total_hits, facet.values[0].hits_count);
  });

  it('limits values with facets=name:count', async () => {
    const { body } = await search('f[]=type:item&facets=brand:2');
    assert.equal(body.results.facets[0].values.length, 2);
  });

  it('adds automatically chosen facets with dynamic_facets_size', async () => {
    const { body } = await search('f[]=type:item&facets=brand&dynamic_facets_size=2');
    assert.equal(body.results.facets.length, 3);
    assert.ok(!body.results.facets.slice(1).some((f: any) => f.name === 'brand'));
    assert.equal(body.results.suggested_facet.name, body.results.facets[1].name);
  });
});

describe('GET /search: ranking, sorting, paging, fields', () => {
  it('sorts with sort=<field>:<direction>', async () => {
    const { body } = await search('f[]=type:item&sort=price:asc&size=3&hit_fields=price');
    assert.deepEqual(body.results.hits.map((h: any) => h.attributes.price), [10, 19.99, 29.99]);
    const desc = await search('f[]=type:item&sort=price:desc&size=1');
    assert.deepEqual(ids(desc.body), ['tv-oled']);
  });

  it('sorts a single requested type with sort_<type>', async () => {
    const { body } = await search('f[]=type:item&sort_item=rating:desc&size=2');
    assert.deepEqual(ids(body), ['hp-hush', 'tv-oled']);
  });

  it('pages with size and page, and gives next_page', async () => {
    const first = await search('f[]=type:item&sort=price:asc&size=3');
    assert.equal(first.body.results.offset, '0');
    const next = new URL(first.body.next_page);
    assert.equal(next.searchParams.get('page'), '2');
    const second = await get(base, next.pathname + next.search);
    assert.equal(second.body.results.offset, '3');
    assert.equal(ids(second.body).filter((id) => ids(first.body).includes(id)).length, 0);
    const all = await search('f[]=type:item&sort=price:asc&size=200');
    assert.deepEqual([...ids(first.body), ...ids(second.body)], ids(all.body).slice(0, 6));
    assert.equal(all.body.next_page, undefined, 'no next_page on the last page');
  });

  it('pages with from', async () => {
    const { body } = await search('f[]=type:item&sort=price:asc&size=2&from=1&hit_fields=price');
    assert.deepEqual(body.results.hits.map((h: any) => h.attributes.price), [19.99, 29.99]);
    assert.equal(new URL(body.next_page).searchParams.get('from'), '3');
  });

  it('prefer[] boosts matching objects and keeps the others', async () => {
    const plain = await search('q=headphones&f[]=type:item&size=50');
    const preferred = await search('q=headphones&f[]=type:item&size=50&prefer[]=brand:Auralis');
    assert.equal(preferred.body.results.total_hits, plain.body.results.total_hits);
    assert.equal(preferred.body.results.hits[0].attributes.brand, 'Auralis');
  });

  it('hit_fields keeps only the named attributes; remove_fields drops them', async () => {
    const { body } = await search('q=zentro&f[]=type:item&hit_fields=title,price');
    assert.deepEqual(Object.keys(body.results.hits[0].attributes).sort(), ['price', 'title', 'title.untouched']);
    const removed = await search('q=zentro&f[]=type:item&remove_fields=description,price');
    assert.ok(!('description' in removed.body.results.hits[0].attributes));
    assert.ok(!('price' in removed.body.results.hits[0].attributes));
    assert.ok('brand' in removed.body.results.hits[0].attributes);
  });

  it('nests variants, or returns them as hits with non_collapsed_variants', async () => {
    const collapsed = await search('q=aurora&f[]=type:item');
    assert.deepEqual(ids(collapsed.body), ['hp-aurora']);
    assert.equal(collapsed.body.results.hits[0].nested.length, 2);
    const lean = await search('q=aurora&f[]=type:item&hit_fields=title,color');
    // A lean answer is lean in its variants too: each keeps only the fields asked for (and its identity).
    const asked = (n: any) => Object.keys(n.fields).filter((k) => k === 'title' || k === 'color');
    assert.deepEqual(lean.body.results.hits[0].nested.map((n: any) => Object.keys(n.fields)), collapsed.body.results.hits[0].nested.map(asked));
    assert.ok(collapsed.body.results.hits[0].nested.some((n: any) => Object.keys(n.fields).length > asked(n).length), 'the fixture has variant fields to trim');
    const split = await search('q=aurora&f[]=type:item&non_collapsed_variants=true');
    assert.deepEqual(ids(split.body), ['hp-aurora-black', 'hp-aurora-silver']);
    assert.equal(split.body.results.hits[1].attributes.price, 109.99);
    const filtered = await search('q=aurora&f[]=type:item&non_collapsed_variants=true&f[]=color:Silver');
    assert.deepEqual(ids(filtered.body), ['hp-aurora-silver']);
  });

  it('returns secondary types in quicksearch_hits', async () => {
    const { body } = await search('q=headphones&f[]=type:item&quicksearch_types=category,query');
    assert.deepEqual(body.results.quicksearch_hits.map((h: any) => [h.type, h.url]), [['category', 'cat-headphones'], ['query', 'query:headphones']]);
  });

  it('filters and sorts by distance with context[geo_location]', async () => {
    const near = await search('f[]=type:store&context[geo_location]=44.98,-93.27&f[]=geo_range:|20&sort=distance:asc');
    assert.deepEqual(ids(near.body), ['store-mpls', 'store-stpaul']);
    const far = await search('f[]=type:store&context[geo_location]=44.98,-93.27&sort=geo_location:desc');
    assert.equal(ids(far.body)[0], 'store-chicago');
    const band = await search('f[]=type:store&context[geo_location]=44.98,-93.27&f[]=geo_location:geo_range:5|50');
    assert.deepEqual(ids(band.body), ['store-stpaul']);
  });
});

describe('GET /search: merchandising', () => {
  it('pins hits at their positions, marking pinned, promoted and pin_note', async () => {
    const { body } = await search('q=headphones&f[]=type:item&size=5');
    const [first, , third] = body.results.hits;
    assert.equal(first.url, 'hp-sport');
    assert.equal(first.pinned, true);
    assert.equal(first.promoted, true);
    assert.equal(first.pin_note, 'Staff pick');
    assert.equal(third.url, 'tv-oled', 'a pinned object the text did not match is added');
    assert.equal(third.pinned, true);
    assert.equal(third.promoted, undefined);
    assert.ok(body.results.hits.slice(1).every((h: any) => h.url !== 'hp-sport'), 'no duplicate of the pinned hit');
  });

  it('redirects with suggested_url, campaigns and query rewrites', async () => {
    assert.equal((await search('q=Help')).body.results.suggested_url, '/help');
    assert.equal((await search('q=help&use_fixits=false')).body.results.suggested_url, undefined);
    const tv = await search('q=tv&f[]=type:item');
    assert.deepEqual(tv.body.results.campaigns, [{ id: 7, target_url: '/tv-deals', banners: { autocomplete_top: { desktop_url: '/b.svg', mobile_url: '/m.svg' } } }]);
    const telly = await search('q=telly&f[]=type:item');
    assert.deepEqual(telly.body.results.query_rewrite, { original_query: 'telly', rewritten_query: 'tv' });
    assert.deepEqual(ids(telly.body), ['tv-oled']);
  });
});

describe('product listing (GET /search without q, with plp)', () => {
  it('lists a category by popularity and applies the listing pins', async () => {
    const { status, body } = await search('f[]=type:item&f[]=category_path:Audio||Headphones&plp=category_path&size=10');
    assert.equal(status, 200);
    assert.equal(body.results.hits[0].url, 'hp-hush');
    assert.equal(body.results.hits[0].pinned, true);
    assert.deepEqual(ids(body), ['hp-hush', 'hp-aurora', 'hp-sport', 'hp-budget']);
  });

  it('works with f_must[] too', async () => {
    const { body } = await search('f_must[]=category_path:Phones&f_must[]=brand:Zentro&plp=category_path');
    assert.deepEqual(ids(body), ['ph-nova']);
  });

  it('rejects a plp key that is not among the filters', async () => {
    const { status, body } = await search('f[]=brand:Zentro&plp=category_path');
    assert.equal(status, 400);
    assert.match(body.plp[0], /category_path/);
  });
});

describe('GET /search: errors (400 keyed by parameter, 404 plain text)', () => {
  it('rejects size above 200 with advice to paginate', async () => {
    const { status, body } = await search('q=tv&size=201');
    assert.equal(status, 400);
    assert.match(body.size[0], /at most 200.*page/);
  });

  it('names every bad parameter', async () => {
    const { status, body } = await get(base, '/search?size=abc&page=0&sort=price:sideways&f[]=nocolon&use_fixits=maybe');
    assert.equal(status, 400);
    assert.deepEqual(Object.keys(body).sort(), ['f[]', 'page', 'size', 'sort', 'tracker_id', 'use_fixits']);
    for (const messages of Object.values(body)) assert.ok(Array.isArray(messages) && messages.length);
  });

  it('asks for q or filters', async () => {
    const { status, body } = await search('');
    assert.equal(status, 400);
    assert.ok(body.q);
  });

  it('needs context[geo_location] for geo filters and distance sorting', async () => {
    const a = await search('f[]=type:store&f[]=geo_range:|10');
    assert.equal(a.status, 400);
    assert.ok(a.body['f[]']);
    const b = await search('f[]=type:store&sort=distance:asc');
    assert.equal(b.status, 400);
    assert.ok(b.body.sort);
  });

  it('answers an unknown tracker with 404 plain text naming it', async () => {
    const { status, headers, body } = await get(base, '/search?tracker_id=nobody&q=tv');
    assert.equal(status, 404);
    assert.match(headers.get('content-type')!, /text\/plain/);
    assert.match(body, /nobody/);
  });
});

describe('POST /v2/search', () => {
  const post = (body: unknown, params = 'f[]=type:item', contentType?: string) => postJson(base, `/v2/search?tracker_id=${TRACKER}&${params}`, body, contentType);

  it('applies the and/or/not tree and names hits identity', async () => {
    const { status, body } = await post({
      filters: { item: { and: [{ or: [{ filter: 'brand:Auralis' }, { filter: 'brand:Hushwave' }] }, { not: [{ filter: 'color:Blue' }] }, { filter: 'price:50|' }] } },
    }, 'f[]=type:item&size=50');
    assert.equal(status, 200);
    assert.deepEqual(new Set(body.results.hits.map((h: any) => h.identity)), new Set(['hp-aurora', 'hp-hush']));
    assert.ok(!('url' in body.results.hits[0]));
  });

  it('combines the tree with q, sort and paging', async () => {
    const { body } = await post({ filters: { item: { filter: 'category_path:Audio' } } }, 'f[]=type:item&q=headphones&sort=price:asc&size=2');
    assert.deepEqual(body.results.hits.map((h: any) => h.identity), ['hp-budget', 'hp-sport'], 'the earbuds match through their Headphones category');
  });

  it('answers malformed input with {type: malformed_input, reason}', async () => {
    for (const [body, contentType] of [['{not json', undefined], [{ nofilters: 1 }, undefined], [{ filters: { item: { xor: [] } } }, undefined], [{ filters: { item: { filter: 'x' } } }, 'text/plain']] as const) {
      const res = await post(body, 'f[]=type:item', contentType);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.type, 'malformed_input');
      assert.equal(typeof res.body.reason, 'string');
    }
  });

  it('answers an unknown tracker with 404 plain text', async () => {
    const res = await postJson(base, '/v2/search?tracker_id=ghost&f[]=type:item', { filters: { item: { filter: 'brand:X' } } });
    assert.equal(res.status, 404);
    assert.match(res.body, /ghost/);
  });
});
