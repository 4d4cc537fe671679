/** Top items, personalized top items, trending queries and the recommender over real HTTP. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningServer } from '../server.js';
import { get, postJson, startFixtureServer, TRACKER } from '../testing/fixture.js';

let service: RunningServer;
let base: string;

before(async () => {
  service = await startFixtureServer();
  base = service.url;
});
after(() => service.close());

describe('top items (/v1/top_items)', () => {
  it('returns the most popular active objects per type, named url', async () => {
    const { status, body } = await get(base, `/v1/top_items?tracker_id=${TRACKER}&type=item:3,brand:1`);
    assert.equal(status, 200);
    assert.deepEqual(body.hits.map((h: any) => [h.type, h.url]), [['item', 'ph-nova'], ['item', 'hp-budget'], ['item', 'hp-hush'], ['brand', 'brand-auralis']]);
  });

  it('filters with f_<type>[] and selects fields with hit_fields', async () => {
    const { body } = await get(base, `/v1/top_items?tracker_id=${TRACKER}&type=item:2&f_item[]=brand:Auralis&hit_fields=title`);
    assert.deepEqual(body.hits.map((h: any) => h.url), ['hp-aurora', 'hp-sport']);
    assert.deepEqual(Object.keys(body.hits[0].attributes), ['title']);
  });

  it('answers 400 keyed by parameter and 404 for an unknown tracker', async () => {
    const bad = await get(base, `/v1/top_items?tracker_id=${TRACKER}`);
    assert.equal(bad.status, 400);
    assert.ok(bad.body.type);
    const missing = await get(base, '/v1/top_items?tracker_id=ghost&type=item:1');
    assert.equal(missing.status, 404);
    assert.match(missing.body, /ghost/);
  });
});

describe('personalized top items (/v1/personalized_top_items)', () => {
  it('answers items (popular until the user has history) and queries', async () => {
    const items = await get(base, `/v1/personalized_top_items?tracker_id=${TRACKER}&user_id=u1&type=item:2`);
    assert.equal(items.status, 200);
    assert.equal(items.body.hits.length, 2);
    const queries = await get(base, `/v1/personalized_top_items?tracker_id=${TRACKER}&user_id=u1&type=queries`);
    assert.deepEqual(queries.body, { hits: [] });
  });

  it('requires user_id and type', async () => {
    const { status, body } = await get(base, `/v1/personalized_top_items?tracker_id=${TRACKER}`);
    assert.equal(status, 400);
    assert.deepEqual(Object.keys(body).sort(), ['type', 'user_id']);
  });
});

describe('trending queries (/v2/trending_queries)', () => {
  it('returns an array of {title}, most popular first', async () => {
    const { status, body } = await get(base, `/v2/trending_queries?tracker_id=${TRACKER}`);
    assert.equal(status, 200);
    assert.deepEqual(body, [{ title: 'headphones' }, { title: 'oled tv' }, { title: 'phone case' }]);
  });

  it('answers a missing tracker_id with 400 plain text', async () => {
    const { status, headers, body } = await get(base, '/v2/trending_queries');
    assert.equal(status, 400);
    assert.match(headers.get('content-type')!, /text\/plain/);
    assert.match(body, /tracker_id/);
  });
});

describe('recommender v1 (/v1/recommend)', () => {
  const post = (body: unknown, contentType = 'application/json; charset=utf-8') => postJson(base, `/v1/recommend?tracker_id=${TRACKER}`, body, contentType);

  it('answers a batch in request order with the v1 names', async () => {
    const { status, body } = await post([
      { recommendation_type: 'bestsellers', recommender_client_identifier: 'home', size: 2 },
      { recommendation_type: 'item_detail_alternatives', item_ids: ['hp-aurora'], size: 2, mark_fallback_results: true },
    ]);
    assert.equal(status, 200);
    assert.equal(body.length, 2);
    assert.equal(body[0].recommendation_type, 'bestsellers');
    assert.equal(body[0].recommender_client_identifier, 'home');
    assert.deepEqual(body[0].hits.map((h: any) => h.url), ['ph-nova', 'hp-hush'], 'unavailable items are left out');
    assert.ok(!Number.isNaN(Date.parse(body[0].generated_at)));
    assert.match(body[0].recommendation_id, /^[0-9a-f-]{36}$/);
    assert.deepEqual(body[1].hits.map((h: any) => [h.url, h.is_fallback]), [['hp-hush', false], ['ph-nova', true]]);
  });

  it('excludes blacklisted ids, applies recommendation_context and the availability override', async () => {
    const { body } = await post([{
      recommendation_type: 'bestsellers', size: 10, blacklisted_item_ids: ['ph-nova'],
      recommendation_context: { brand: { values: ['Auralis', 'Hushwave'], operator: 'or' }, price: { values: ['20|120'] } },
      settings_override: { availability_field: 'no_such_field' },
    }]);
    assert.deepEqual(body[0].hits.map((h: any) => h.url), ['hp-budget', 'hp-aurora', 'hp-sport']);
  });

  it('answers errors as arrays of {reason}: 400, 404 unknown model, 405 non-POST', async () => {
    const json = await post('[{');
    assert.equal(json.status, 400);
    assert.ok(Array.isArray(json.body) && typeof json.body[0].reason === 'string');
    const type = await post([{ recommendation_type: 'bestsellers' }], 'text/plain');
    assert.equal(type.status, 400);
    const missing = await post([{ size: 3 }]);
    assert.equal(missing.status, 400);
    assert.match(missing.body[0].reason, /recommendation_type/);
    const size = await post([{ recommendation_type: 'bestsellers', size: 51 }]);
    assert.equal(size.status, 400);
    const model = await post([{ recommendation_type: 'crystal_ball' }]);
    assert.equal(model.status, 404);
    assert.match(model.body[0].reason, /crystal_ball/);
    const tracker = await postJson(base, '/v1/recommend?tracker_id=ghost', [{ recommendation_type: 'bestsellers' }]);
    assert.equal(tracker.status, 404);
    assert.ok(Array.isArray(tracker.body));
    const method = await get(base, `/v1/recommend?tracker_id=${TRACKER}`);
    assert.equal(method.status, 405);
    assert.match(method.headers.get('content-type')!, /text\/plain/);
  });
});

describe('recommender v2 (/v2/recommend)', () => {
  const post = (body: unknown, path = `/v2/recommend?tracker_id=${TRACKER}`) => postJson(base, path, body);

  it('answers with the v2 names: model, widget_id, identity', async () => {
    const { status, body } = await post([
      { widget_id: 'pdp', model: 'item_detail_complements', identities: ['ph-nova'], size: 1 },
      { widget_id: 'new', model: 'new_arrivals', size: 2, hit_fields: ['title'], recommendation_context: [{ attribute: 'price', values: ['|100'] }] },
    ]);
    assert.equal(status, 200);
    assert.equal(body[0].model, 'item_detail_complements');
    assert.equal(body[0].widget_id, 'pdp');
    assert.deepEqual(body[0].hits.map((h: any) => h.identity), ['ph-case']);
    assert.deepEqual(body[1].hits.map((h: any) => h.identity), ['ph-case', 'hp-sport'], 'newest first, under 100');
    assert.deepEqual(Object.keys(body[1].hits[0].attributes), ['title']);
  });

  it('answers errors as {type: error, message}', async () => {
    for (const [body, path] of [
      [[{ widget_id: 'w', model: 'bestsellers' }], '/v2/recommend'],
      ['nope', undefined],
      [[{ model: 'bestsellers' }], undefined],
      [[{ widget_id: 'w', model: 'bestsellers', recommendation_context: [{ attribute: 'brand', values: ['A'], operator: 'xor' }] }], undefined],
    ] as const) {
      const res = await post(body, path);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.type, 'error');
      assert.equal(typeof res.body.message, 'string');
    }
  });
});
