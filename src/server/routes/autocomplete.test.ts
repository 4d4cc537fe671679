/** Autocomplete v1, v2, v3 over real HTTP (query-api.md 2.5, 4.4-4.6, 7). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../server.js';
import { get, startFixtureServer, TRACKER } from '../testing/fixture.js';

let service: RunningServer;
let base: string;
const ac = (path: string, params: string) => get(base, `${path}?tracker_id=${TRACKER}&${params}`);

before(async () => {
  service = await startFixtureServer();
  base = service.url;
});
after(() => service.close());

describe('autocomplete v3 (/v3/autocomplete)', () => {
  it('returns the requested count of each type, in the requested order, named identity', async () => {
    const { status, body } = await ac('/v3/autocomplete', 'q=head&type=item:2,category:1,query:1');
    assert.equal(status, 200);
    assert.deepEqual(body.hits.map((h: any) => h.type), ['item', 'item', 'category', 'query']);
    assert.ok(body.hits.every((h: any) => typeof h.identity === 'string' && !('url' in h)));
    assert.ok(body.hits.every((h: any) => !Number.isNaN(Date.parse(h.updated_at))));
    assert.equal(body.suggested_url, null);
    assert.deepEqual(body.campaigns, []);
  });

  it('highlights string attributes with <em> and keeps raw values under <field>.untouched', async () => {
    const { body } = await ac('/v3/autocomplete', 'q=aur&type=item:5');
    const hit = body.hits.find((h: any) => h.identity === 'hp-aurora');
    assert.equal(hit.attributes.title, '<em>Aur</em>ora Wireless Headphones');
    assert.equal(hit.attributes['title.untouched'], 'Aurora Wireless Headphones');
    const byBrand = body.hits.find((h: any) => h.identity === 'hp-sport');
    assert.equal(byBrand.attributes.brand, '<em>Aur</em>alis');
    assert.equal(byBrand.attributes['brand.untouched'], 'Auralis');
  });

  it('counts exact matches, and partial matches with their terms after a typo', async () => {
    const exact = await ac('/v3/autocomplete', 'q=zentro&type=item:1');
    assert.equal(exact.body.exact_match_hits_count, 2);
    assert.equal(exact.body.partial_match_hits_count, 0);
    assert.deepEqual(exact.body.partial_match_terms, []);
    const typo = await ac('/v3/autocomplete', 'q=zentor&type=item:5');
    assert.equal(typo.body.exact_match_hits_count, 0);
    assert.equal(typo.body.partial_match_hits_count, 2);
    assert.deepEqual(typo.body.partial_match_terms, ['zentro']);
  });

  it('filters one type with f_<type>[] (OR within a field, ranges) and sorts with sort_<type>', async () => {
    const { body } = await ac('/v3/autocomplete', 'q=headphones&type=item:10,category:1&f_item[]=brand:Auralis&f_item[]=brand:Hushwave&f_item[]=price:40|300&sort_item=price:desc');
    const items = body.hits.filter((h: any) => h.type === 'item');
    assert.deepEqual(items.map((h: any) => h.identity), ['hp-hush', 'hp-aurora', 'hp-sport']);
    assert.equal(body.hits.filter((h: any) => h.type === 'category').length, 1, 'the item filter leaves categories alone');
  });

  it('answers banners for campaign queries and redirects for redirect rules', async () => {
    const tv = await ac('/v3/autocomplete', 'q=tv&type=item:3');
    assert.equal(tv.body.campaigns[0].id, 7);
    assert.equal(tv.body.campaigns[0].banners.autocomplete_top.desktop_url, '/b.svg');
    const help = await ac('/v3/autocomplete', 'q=help&type=item:3');
    assert.equal(help.body.suggested_url, '/help');
  });

  it('hit_fields restricts attributes', async () => {
    const { body } = await ac('/v3/autocomplete', 'q=zentro&type=item:1&hit_fields=title,price');
    assert.deepEqual(Object.keys(body.hits[0].attributes).sort(), ['price', 'title', 'title.untouched']);
  });

  it('answers 400 {type: malformed_input, reason} for bad input', async () => {
    for (const params of ['type=item:3', 'q=tv', 'q=tv&type=item:lots', 'q=tv&type=item:3&f_item[]=oops']) {
      const { status, body } = await ac('/v3/autocomplete', params);
      assert.equal(status, 400, params);
      assert.equal(body.type, 'malformed_input');
      assert.equal(typeof body.reason, 'string');
    }
  });

  it('answers an unknown tracker with 404 plain text', async () => {
    const { status, body } = await get(base, '/v3/autocomplete?tracker_id=ghost&q=tv&type=item:1');
    assert.equal(status, 404);
    assert.match(body, /ghost/);
  });
});

describe('autocomplete v2 (/autocomplete/v2)', () => {
  it('names hits url and applies neg_f_<type>[] with open ranges', async () => {
    const { status, body } = await ac('/autocomplete/v2', 'q=headphones&type=item:10&neg_f_item[]=price:200|&neg_f_item[]=brand:Auralis');
    assert.equal(status, 200);
    assert.deepEqual(body.hits.map((h: any) => h.url), ['hp-budget']);
    assert.ok(!('identity' in body.hits[0]));
  });

  it('reports a query rewrite', async () => {
    const { body } = await ac('/autocomplete/v2', 'q=telly&type=item:3');
    assert.deepEqual(body.query_rewrite, { original_query: 'telly', rewritten_query: 'tv' });
    assert.deepEqual(body.hits.map((h: any) => h.url), ['tv-oled']);
  });

  it('answers 400 keyed by parameter', async () => {
    const { status, body } = await get(base, '/autocomplete/v2?q=tv&type=item:3');
    assert.equal(status, 400);
    assert.deepEqual(body, { tracker_id: ['is required'] });
  });
});

describe('autocomplete v1 (/autocomplete)', () => {
  it('names hits both url and identity, without campaigns', async () => {
    const { status, body } = await ac('/autocomplete', 'q=nova&type=item:2');
    assert.equal(status, 200);
    assert.deepEqual(body.hits.map((h: any) => [h.url, h.identity]), [['ph-nova', 'ph-nova'], ['ph-case', 'ph-case']]);
    assert.ok(!('campaigns' in body));
    for (const key of ['exact_match_hits_count', 'partial_match_hits_count', 'hits', 'suggested_url']) assert.ok(key in body, key);
  });

  it('answers 400 {type, message} for missing arguments', async () => {
    const { status, body } = await ac('/autocomplete', 'q=tv');
    assert.equal(status, 400);
    assert.equal(typeof body.type, 'string');
    assert.match(body.message, /type/);
  });
});

describe('autocomplete in Japanese', () => {
  let jp: RunningServer;
  before(async () => {
    jp = await startServer({
      port: 0, sites: [{ trackerId: 'jp', publicKey: 'p', privateKey: 'k' }], merchandising: {}, status: () => {},
      objects: [
        { identity: 'sony-hp', type: 'item', fields: { title: 'ソニー ワイヤレスヘッドホン', popularity: 10 } },
        { identity: 'tv', type: 'item', fields: { title: 'パナソニック 4K液晶テレビ', popularity: 5 } },
      ],
    });
  });
  after(() => jp.close());

  it('lists the words typed as partial_match_terms, a word of Japanese whole (not its pairs of letters)', async () => {
    const terms = async (q: string) => {
      const { body } = await get(jp.url, `/v3/autocomplete?tracker_id=jp&q=${encodeURIComponent(q)}&type=item:5`);
      assert.equal(body.exact_match_hits_count, 0, q);
      assert.deepEqual(body.hits.map((h: any) => h.identity), ['sony-hp'], q);
      return body.partial_match_terms;
    };
    // No product is red: the words found are the partial match.
    assert.deepEqual(await terms('ヘッドホン レッド'), ['ヘッドホン', 'レッド']);
    // Two words typed without a space: the product lacks the pair across them (ーヘ).
    assert.deepEqual(await terms('ソニーヘッドホン'), ['ソニーヘッドホン']);
  });
});
