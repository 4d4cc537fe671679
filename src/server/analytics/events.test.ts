/** The Events API of the local service over real HTTP (indexing-events-api.md 6, 7, 8). */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startServer, type ServerOptions } from '../server.js';
import type { EventStats } from './events.js';
import { FIXTURE, FIXTURE_RULES, get, TRACKER } from '../testing/fixture.js';

const temp = mkdtempSync(join(tmpdir(), 'ss-events-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function start(options: Partial<ServerOptions> = {}) {
  return startServer({ sites: [{ trackerId: TRACKER, publicKey: 'p', privateKey: 'k' }], objects: FIXTURE, merchandising: FIXTURE_RULES, ...options });
}

const now = () => Math.floor(Date.now() / 1000);
const pv = (extra: Record<string, unknown> = {}) => ({ type: 'pv', id: randomUUID(), tracker_id: TRACKER, client_id: 'c1', url: 'hp-aurora', local_timestamp: now(), ...extra });
const searchList = (query: string, client = 'c1') => ({
  type: 'event', id: randomUUID(), tracker_id: TRACKER, client_id: client,
  lists: { 'Search Results': { items: [{ title: 'Aurora Wireless Headphones', type: 'item', url: 'hp-aurora', position: 1, price: 99.99 }], query: { string: query, filters: { _Guid: 'g' } } } },
});

async function post(base: string, body: unknown, contentType = 'text/plain;charset=UTF-8') {
  const res = await fetch(`${base}/events`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

describe('Events API: accepting', () => {
  it('accepts every event type, as application/json or text/plain, and stores it once', async () => {
    const s = await start();
    try {
      const events = [
        pv(),
        searchList('headphones'),
        { type: 'event', id: randomUUID(), tracker_id: TRACKER, client_id: 'c1', lists: { 'Product Listing': { items: [], query: { scopes: { _category_label: 'Audio', _category_identity: 'cat-audio' } } }, Recommendation: { items: [{ title: 'x', type: 'item', url: 'ph-case', position: 1 }], query: { filters: { RecommenderClientId: 'pdp', RecommendationId: 'r1' } } } } },
        { type: 'click', id: randomUUID(), tracker_id: TRACKER, client_id: 42, customer_id: 'u-7', action: { type: 'add-to-cart', resource_identifier: 'ph-nova' } },
        { type: 'transaction', id: randomUUID(), tracker_id: TRACKER, client_id: 'c1', items: [{ url: 'ph-nova', count: 2, total_price: 1299.98, was_discounted: true }] },
      ];
      for (const [i, e] of events.entries()) {
        const res = await post(s.url, e, i % 2 ? 'application/json' : 'text/plain');
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual(res.body, { ok: true });
      }
      const again = await post(s.url, events[0]);
      assert.deepEqual(again.body, { ok: true, duplicate: true });
      const stored = s.sites.get(TRACKER)!.analytics.events;
      assert.equal(stored.length, events.length);
    } finally {
      await s.close();
    }
  });

  it('answers CORS for pages on other origins, exposing Retry-After', async () => {
    const s = await start();
    try {
      const res = await fetch(`${s.url}/events`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://shop.example' }, body: JSON.stringify(pv()) });
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.match(res.headers.get('access-control-expose-headers') ?? '', /Retry-After/i);
    } finally {
      await s.close();
    }
  });
});

describe('Events API: refusing', () => {
  it('answers 400 {message} for invalid JSON or structure', async () => {
    const s = await start();
    try {
      const cases: Array<[unknown, RegExp]> = [
        ['{oops', /JSON/],
        [{ ...pv(), type: 'view' }, /unknown event type "view"/],
        [{ ...pv(), id: undefined }, /id is required/],
        [{ ...pv(), client_id: undefined }, /client_id/],
        [{ ...pv(), url: undefined }, /url/],
        [{ ...pv(), tracker_id: 'ghost' }, /unknown tracker_id/],
        [{ ...pv(), local_timestamp: 1.5 }, /local_timestamp/],
        [{ ...searchList('x'), lists: { 'search results': { items: [] } } }, /case-sensitive/],
        [{ ...searchList('x'), lists: { 'Search Results': { items: [{ title: 't', type: 'item', url: 'u' }], query: { string: 'x' } } } }, /position/],
        [{ ...searchList('x'), lists: { Autocomplete: { items: [] } } }, /query.string/],
        [{ ...searchList('x'), lists: { 'Product Listing': { items: [], query: {} } } }, /scopes/],
        [{ ...searchList('x'), lists: { Recommendation: { items: [], query: { filters: {} } } } }, /RecommenderClientId/],
        [{ type: 'click', id: 'x1', tracker_id: TRACKER, client_id: 'c', action: { type: 'click' } }, /resource_identifier/],
        [{ type: 'transaction', id: 'x2', tracker_id: TRACKER, client_id: 'c', items: [{ url: 'a', count: 0, total_price: 1 }] }, /count/],
      ];
      for (const [body, message] of cases) {
        const res = await post(s.url, body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.match(res.body.message, message);
      }
      const type = await post(s.url, pv(), 'application/x-www-form-urlencoded');
      assert.equal(type.status, 400);
      // No Content-Type at all (a raw client's bytes): refused the same way, not taken as JSON.
      const none = await fetch(`${s.url}/events`, { method: 'POST', body: new TextEncoder().encode(JSON.stringify(pv())) });
      assert.equal(none.headers.get('content-type')?.includes('json') && none.status, 400);
      assert.equal(((await none.json()) as { field?: string }).field, 'Content-Type');
      assert.equal(s.sites.get(TRACKER)!.analytics.events.length, 0);
    } finally {
      await s.close();
    }
  });

  it('names the field at fault beside the message', async () => {
    const s = await start();
    try {
      const cases: Array<[unknown, string]> = [
        [{ ...pv(), type: 'view' }, 'type'],
        [{ ...pv(), tracker_id: 'ghost' }, 'tracker_id'],
        [{ ...searchList('x'), lists: { 'search results': { items: [] } } }, 'lists["search results"]'],
        [{ ...searchList('x'), lists: { 'Search Results': { items: [{ title: 't', type: 'item', url: 'u' }], query: { string: 'x' } } } }, 'lists["Search Results"].items[0].position'],
        [{ type: 'transaction', id: 'x2', tracker_id: TRACKER, client_id: 'c', items: [{ url: 'a', count: 0, total_price: 1 }] }, 'items[0].count'],
      ];
      for (const [body, field] of cases) assert.equal((await post(s.url, body)).body.field, field, JSON.stringify(body));
      assert.equal((await post(s.url, '{oops')).body.field, undefined, 'a body that is no JSON has no field at fault');
    } finally {
      await s.close();
    }
  });

  it('answers 413 for a too large request', async () => {
    const s = await start();
    try {
      const res = await post(s.url, pv({ title: 'x'.repeat(70 * 1024) }));
      assert.equal(res.status, 413);
      assert.ok(res.body.message);
    } finally {
      await s.close();
    }
  });

  it('answers 429 with Retry-After past 30 events per 15 s per client_id, other clients unaffected', async () => {
    const s = await start({ testControl: true });
    try {
      for (let i = 0; i < 30; i++) assert.equal((await post(s.url, pv())).status, 200);
      const over = await post(s.url, pv());
      assert.equal(over.status, 429);
      const wait = Number(over.headers.get('retry-after'));
      assert.ok(wait >= 1 && wait <= 15, `Retry-After ${wait}`);
      assert.equal((await post(s.url, pv({ client_id: 'c2' }))).status, 200);
      assert.equal(s.sites.get(TRACKER)!.analytics.events.length, 31);
      // The test-control log, read per client_id, marks the real limit's 429.
      const { stats } = (await (await fetch(`${s.url}/__test/events?client_id=c1`)).json()) as { stats: EventStats };
      assert.deepEqual(stats.log.map((l) => [l.status, l.limited ?? false]).slice(29), [[200, false], [429, true]]);
    } finally {
      await s.close();
    }
  });

  it('answers 429 past the events of one session', async () => {
    const s = await start({ events: { limits: { perSession: 5, perClient: 100 } } });
    try {
      for (let i = 0; i < 5; i++) assert.equal((await post(s.url, pv())).status, 200);
      const over = await post(s.url, pv());
      assert.equal(over.status, 429);
      assert.ok(Number(over.headers.get('retry-after')) > 60, 'waits for the session to end');
    } finally {
      await s.close();
    }
  });

  it('drops events whose local_timestamp is in the future or too old', async () => {
    const s = await start();
    try {
      const ms = await post(s.url, pv({ local_timestamp: Date.now() }));
      assert.equal(ms.status, 200);
      assert.match(ms.body.dropped, /future.*milliseconds/);
      const old = await post(s.url, pv({ local_timestamp: now() - 30 * 24 * 3600 }));
      assert.match(old.body.dropped, /too old/);
      assert.deepEqual((await post(s.url, pv({ local_timestamp: now() - 60 }))).body, { ok: true });
      assert.equal(s.sites.get(TRACKER)!.analytics.events.length, 1);
    } finally {
      await s.close();
    }
  });
});

describe('Events API: the log and what it feeds', () => {
  it('keeps the log under the data dir across a restart, de-duplicating after it too', async () => {
    const dataDir = join(temp, 'data');
    const first = await start({ dataDir, objects: undefined, catalog: undefined });
    const event = pv({ tracker_id: 'demo', url: 'item-1' });
    const sites = [{ trackerId: 'demo', publicKey: 'p', privateKey: 'k' }];
    await first.close();
    const a = await startServer({ dataDir, sites });
    assert.deepEqual((await post(a.url, event)).body, { ok: true });
    await a.close();
    const lines = readFileSync(join(dataDir, 'demo', 'events.jsonl'), 'utf8').trim().split('\n');
    assert.equal(JSON.parse(lines[0]).event.id, event.id);
    const b = await startServer({ dataDir, sites });
    try {
      assert.equal(b.sites.get('demo')!.analytics.events.length, 1);
      assert.deepEqual((await post(b.url, event)).body, { ok: true, duplicate: true });
    } finally {
      await b.close();
    }
  });

  it('feeds trending queries, top items and the user\'s items and queries', async () => {
    const s = await start();
    try {
      for (let i = 0; i < 3; i++) await post(s.url, searchList('zentro case', `t${i}`));
      await post(s.url, searchList('earbuds', 'u1'));
      const trending = await get(s.url, `/v2/trending_queries?tracker_id=${TRACKER}`);
      assert.equal(trending.body[0].title, 'zentro case');
      const before = await get(s.url, `/v1/top_items?tracker_id=${TRACKER}&type=item:1`);
      assert.equal(before.body.hits[0].url, 'ph-nova');
      for (let i = 0; i < 4; i++) {
        await post(s.url, { type: 'transaction', id: randomUUID(), tracker_id: TRACKER, client_id: `b${i}`, items: [{ url: 'ph-case', count: 30, total_price: 599.7 }] });
      }
      const after = await get(s.url, `/v1/top_items?tracker_id=${TRACKER}&type=item:1`);
      assert.equal(after.body.hits[0].url, 'ph-case', 'purchases move an item up');
      await post(s.url, pv({ client_id: 'u1', url: 'tv-oled' }));
      const items = await get(s.url, `/v1/personalized_top_items?tracker_id=${TRACKER}&user_id=u1&type=item:2`);
      assert.deepEqual(items.body.hits.map((h: any) => h.url), ['tv-oled', 'ph-case']);
      const queries = await get(s.url, `/v1/personalized_top_items?tracker_id=${TRACKER}&user_id=u1&type=queries`);
      assert.deepEqual(queries.body, { hits: [{ type: 'query', url: 'earbuds', attributes: { title: 'earbuds' } }] });
    } finally {
      await s.close();
    }
  });
});

describe('Events API: fault injection', () => {
  it('answers injected 5xx and 429 bursts before storing anything', async () => {
    const s = await start({ events: { faults: { errorRate: 1 } } });
    try {
      assert.equal((await post(s.url, pv())).status, 503);
      s.sites.get(TRACKER)!;
      assert.equal(s.sites.get(TRACKER)!.analytics.events.length, 0);
    } finally {
      await s.close();
    }
    const b = await start({ testControl: true, events: { faults: { burst429: { every: 4, length: 2, retryAfter: 2 } } } });
    try {
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await post(b.url, pv())).status);
      assert.deepEqual(statuses, [429, 429, 200, 200, 429, 429, 200, 200]);
      const { stats } = (await (await fetch(`${b.url}/__test/events?client_id=c1`)).json()) as { stats: EventStats };
      assert.equal(stats.log.filter((l) => l.limited).length, 0, 'an injected 429 is not the real limit');
    } finally {
      await b.close();
    }
  });

  it('applies a fault\'s client limits to the clients of its prefix only', async () => {
    const s = await start({ testControl: true });
    try {
      const config = await fetch(`${s.url}/__test/events/config`, { method: 'POST', body: JSON.stringify({ faults: { clientPrefix: 'tight-', limits: { perClient: 2 } } }) });
      assert.equal(config.status, 200);
      const tight = [];
      const others = [];
      for (let i = 0; i < 3; i++) {
        tight.push((await post(s.url, pv({ client_id: 'tight-1' }))).status);
        others.push((await post(s.url, pv({ client_id: 'c1' }))).status);
      }
      assert.deepEqual(tight, [200, 200, 429]);
      assert.deepEqual(others, [200, 200, 200], 'the service\'s own limits for everyone else');
      await fetch(`${s.url}/__test/events/config`, { method: 'POST', body: '{}' });
      assert.equal((await post(s.url, pv({ client_id: 'tight-2' }))).status, 200);
    } finally {
      await s.close();
    }
  });
});
