/**
 * What a hostile or faulty client could do to the local service (issue: hardening), one
 * test per finding: each failed on the service before the fix. The service must answer in
 * the endpoint's error shape, stay up, never half-apply a request, and bound the work a
 * request may ask for. The seeded fuzz run is in fuzz.test.ts.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { signedHeaders } from '../indexing/signer.js';
import { exposedTransport } from '../indexing/cli.js';
import type { IndexObject } from '../core/types.js';
import { EventsApi } from './analytics/events.js';
import { MAX_FACETS, MAX_FILTER_NODES, MAX_JSON_DEPTH, MAX_RECOMMEND_BATCH } from './limits.js';
import { startServer, type RunningServer } from './server.js';
import { Site } from './sites.js';

const KEYS = { publicKey: 'hard-public', privateKey: 'hard-private' };
const deepArray = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const item = (identity: string, type = 'item'): IndexObject => ({ identity, type, fields: { title: `Title ${identity}` } });

let s: RunningServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
before(async () => {
  process.on('unhandledRejection', onUnhandled);
  // 255 object types: the most a site holds.
  const objects = Array.from({ length: 255 }, (_, i) => item(`t${i}`, i === 0 ? 'item' : `type${i}`));
  s = await startServer({ sites: [{ trackerId: 'hard', ...KEYS }], objects, events: { limits: { perAddress: 40 } } });
});
after(async () => {
  process.off('unhandledRejection', onUnhandled);
  await s.close();
});

async function call(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}, sign = false) {
  const all = { ...(sign ? signedHeaders(KEYS, method, path) : { 'content-type': 'application/json' }), ...headers };
  const res = await fetch(s.url + path, { method, headers: all, body });
  const text = await res.text();
  return { status: res.status, body: /^[[{]/.test(text) ? JSON.parse(text) : text, headers: res.headers };
}

/** A request over a raw socket, for what fetch will not send (a malformed Host header). */
function raw(request: string): Promise<string> {
  const { port } = new URL(s.url);
  return new Promise((ok, fail) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
    let out = '';
    socket.on('data', (chunk) => (out += chunk.toString()));
    socket.on('end', () => ok(out));
    socket.on('error', fail);
  });
}

const alive = async () => assert.equal((await call('GET', '/search?tracker_id=hard&q=title')).status, 200);

describe('hardening: crashes and 500s', () => {
  it('1. update_by_query with fields nested 10,000 deep is refused with 400, and the service stays up', async () => {
    const body = `{"search":{"types":["item"],"partial":{"fields":{"title":"Title t0"}}},"update":{"fields":{"tags":${deepArray(10_000)}}}}`;
    const res = await call('PATCH', '/v1/update_by_query', body, {}, true);
    assert.equal(res.status, 400);
    assert.match(res.body.errors._request.reason, new RegExp(`more than ${MAX_JSON_DEPTH} levels`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await alive();
    assert.deepEqual(unhandled, []);
  });

  it('2. a deeply nested content update writes nothing; the 256th type fails alone, reported per object', async () => {
    const deep = `{"objects":[{"identity":"deep-1","type":"item","fields":{"title":"Deep","x":${deepObject(10_000)}}}]}`;
    assert.equal((await call('POST', '/v2/content', deep, {}, true)).status, 400);
    const found = await call('GET', '/search?tracker_id=hard&q=deep&f[]=identity:deep-1');
    assert.equal(found.status, 200);
    assert.equal(found.body.results.total_hits, 0);
    const objects = [...Array.from({ length: 249 }, (_, i) => item(`ok-${i}`)), item('one-type-too-many', 'type255')];
    const res = await call('POST', '/v1/content', JSON.stringify({ objects }), {}, true);
    assert.equal(res.status, 400);
    assert.equal(res.body.ok_count, 249);
    assert.equal(res.body.errors_count, 1);
    assert.match(res.body.errors['one-type-too-many'].reason, /at most 255 object types/);
    const page = await call('GET', '/v1/content_export?size=500', undefined, {}, true);
    assert.equal(page.status, 200);
    await alive();
  });

  it('3. POST /v2/search nested 10,000 deep and an event nested 10,000 deep get 400; the event is not taken for a duplicate', async () => {
    const search = await call('POST', '/v2/search?tracker_id=hard&f[]=type:item', `{"filters":{"item":${'{"and":['.repeat(10_000)}{"filter":"title:x"}${']}'.repeat(10_000)}}}`);
    assert.equal(search.status, 400);
    assert.equal(search.body.type, 'malformed_input');
    const event = `{"id":"deep-ev-1","type":"pv","url":"t0","tracker_id":"hard","client_id":"c-deep","context":${deepObject(10_000)}}`;
    const first = await call('POST', '/events', event);
    assert.equal(first.status, 400);
    const again = await call('POST', '/events', event);
    assert.equal(again.status, 400, 'the retry is refused again, not answered as a duplicate of an event never written');
  });

  it('4. a malformed Host header does not break a request, and absolute URLs use the service\'s own origin', async () => {
    for (const host of ['a b c', '[::1', 'evil.example:666']) {
      const answer = await raw(`GET /search?tracker_id=hard&q=title&size=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      const status = Number(answer.split(' ')[1]);
      assert.ok(status < 500, `Host ${host}: ${answer.slice(0, 80)}`);
      if (status === 200) {
        const next = /"next_page":"([^"]+)"/.exec(answer)?.[1];
        assert.ok(next?.startsWith(`${s.url}/search?`), `next_page ${next}`);
      }
    }
    const absolute = await raw(`GET //evil.example/search?tracker_id=hard&q=title HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assert.ok(Number(absolute.split(' ')[1]) < 500);
  });
});

describe('hardening: work a request may ask for', () => {
  it('5. too many filters, recommendation requests or facets: 400 with the limit named', async () => {
    const or = { or: Array.from({ length: 50_000 }, (_, i) => ({ filter: `title:t${i}` })) };
    const search = await call('POST', '/v2/search?tracker_id=hard&f[]=type:item', JSON.stringify({ filters: { item: or } }));
    assert.equal(search.status, 400);
    assert.match(search.body.reason, new RegExp(`${MAX_FILTER_NODES} nodes`));
    const batch = JSON.stringify(Array.from({ length: 1000 }, () => ({ recommendation_type: 'bestsellers', size: 5 })));
    const recs = await call('POST', '/v1/recommend?tracker_id=hard', batch);
    assert.equal(recs.status, 400);
    assert.match(recs.body[0].reason, new RegExp(`at most ${MAX_RECOMMEND_BATCH}`));
    const facets = Array.from({ length: MAX_FACETS + 1 }, (_, i) => `f${i}`).join(',');
    const many = await call('GET', `/search?tracker_id=hard&q=title&facets=${facets}`);
    assert.equal(many.status, 400);
    assert.match(many.body.facets[0], new RegExp(`at most ${MAX_FACETS} facets`));
  });

  it('6. a gzip bomb is stopped at the body limit with 413', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 32));
    const res = await call('POST', '/v1/content', bomb, { 'content-encoding': 'gzip' }, true);
    assert.equal(res.status, 413);
    await alive();
  });

  it('7. bodies past the limit get 413 in the endpoint\'s shape, /events included (no reset connection)', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 32);
    const search = await call('POST', '/v2/search?tracker_id=hard&f[]=type:item', big);
    assert.equal(search.status, 413);
    assert.equal(search.body.type, 'malformed_input');
    const recs = await call('POST', '/v1/recommend?tracker_id=hard', big);
    assert.equal(recs.status, 413);
    assert.ok(Array.isArray(recs.body) && recs.body[0].reason);
    const events = await call('POST', '/events', Buffer.alloc(100 * 1024, 32));
    assert.equal(events.status, 413);
    assert.match(events.body.message, /too large/);
  });
});

describe('hardening: abuse the spec leaves open', () => {
  it('8a. one source address is limited whatever its client ids, with Retry-After', async () => {
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 60 && !refused; i++) {
      const res = await call('POST', '/events', JSON.stringify({ id: `addr-${i}`, type: 'pv', url: 't0', tracker_id: 'hard', client_id: `addr-client-${i}` }));
      if (res.status === 429) refused = res;
    }
    assert.ok(refused, 'the address limit (40 in this test) was never reached');
    assert.match(refused.body.message, /address/);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  });

  it('8b. trending counts distinct clients, only a few of one address, at least two, and only searches that found something', () => {
    const site = new Site({ trackerId: 'tr', publicKey: 'p', privateKey: 'k' });
    site.loadCatalog('empty', () => []);
    const api = new EventsApi(new Map([['tr', site]]), { perClient: 1000, windowMs: 15_000, perSession: 1000, sessionMs: 1_800_000, maxBytes: 65_536, perAddress: 10_000 });
    let n = 0;
    const found = [{ title: 'Thing', type: 'item', url: 'x', position: 1 }];
    const search = (q: string, client: string, from: string, items = found) => api.receive(Buffer.from(JSON.stringify({
      id: `ev-${n++}`, type: 'event', tracker_id: 'tr', client_id: client,
      lists: { 'Search Results': { items, query: { string: q } } },
    })), 'application/json', Date.now(), from);
    for (let i = 0; i < 20; i++) search('same client', 'c1', '10.0.0.1');
    for (let i = 0; i < 50; i++) search('one script', `bot-${i}`, '10.0.0.66');
    for (let i = 0; i < 5; i++) search('many people', `person-${i}`, `10.0.1.${i}`);
    for (let i = 0; i < 2; i++) search('two people', `pair-${i}`, `10.0.2.${i}`);
    for (let i = 0; i < 5; i++) search('found nothing', `none-${i}`, `10.0.3.${i}`, []);
    assert.deepEqual(site.analytics.trending(), ['many people', 'one script', 'two people']);
  });

  it('9. ss-index warns about a base URL that is neither https nor this machine', () => {
    assert.match(exposedTransport('http://search.example.com') ?? '', /not https/);
    for (const safe of ['https://search.example.com', 'http://127.0.0.1:8787', 'http://localhost:8787', 'http://[::1]:8787']) assert.equal(exposedTransport(safe), undefined);
  });
});
