/**
 * The events inspector's service side over real HTTP (docs/inspect.md): every Events API
 * request reaches the live stream with its verdict, reason and field, the accepted ones
 * and the refused ones alike; a reconnecting page gets what it missed; the export applies
 * the page's filters.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { InspectRecord } from '../../inspect/model/record.js';
import { startServer } from '../server.js';
import { openStream } from '../testing/sse.js';

const SITES = [{ trackerId: 'shop', publicKey: 'p', privateKey: 'k' }, { trackerId: 'other', publicKey: 'p2', privateKey: 'k2' }];
const start = () => startServer({ sites: SITES, objects: [], events: { limits: { perClient: 2 } } });
const pv = (extra: Record<string, unknown> = {}) => ({ type: 'pv', id: randomUUID(), tracker_id: 'shop', client_id: 'c1', url: '/p', ...extra });

function post(base: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/events`, { method: 'POST', headers: { 'content-type': 'text/plain', referer: `${base}/demo/search.html?q=tv`, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

const records = (messages: Array<{ event: string; data: unknown }>) =>
  messages.flatMap((m) => (m.event === 'history' ? (m.data as InspectRecord[]) : [m.data as InspectRecord]));

describe('events inspector: the live stream', () => {
  it('shows every request as it arrives: accepted, refused, dropped, limited, with the reason and the field at fault', async () => {
    const s = await start();
    const stream = await openStream(`${s.url}/inspect/api/stream?tracker_id=shop`);
    try {
      assert.equal(stream.status, 200);
      assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
      assert.equal(stream.headers.get('cache-control'), 'no-store');
      const accepted = pv();
      const sent: Array<[string, Record<string, string>?]> = [
        [JSON.stringify(accepted)],
        [JSON.stringify(accepted)],
        ['{"type": "pv",'],
        [JSON.stringify(pv({ tracker_id: 'shpo' }))],
        [JSON.stringify(pv({ url: 'x'.repeat(70 * 1024) }))],
        [JSON.stringify(pv()), { 'content-type': 'application/x-www-form-urlencoded' }],
        [JSON.stringify({ ...pv(), type: 'event', lists: { 'Search Results': { items: [{ title: 't', type: 'item', url: 'a', position: 'first' }], query: { string: 'tv' } } } })],
        [JSON.stringify(pv({ local_timestamp: Date.now() }))],
        [JSON.stringify(pv())],
        [JSON.stringify(pv())],
        [JSON.stringify(pv({ tracker_id: 'other' }))],
      ];
      const statuses = [];
      for (const [body, headers] of sent) statuses.push((await post(s.url, body, headers)).status);
      assert.deepEqual(statuses, [200, 200, 400, 400, 413, 400, 400, 200, 200, 429, 200]);
      // A last request of this site: once it is there, everything before it is too.
      await post(s.url, pv({ client_id: 'last' }));
      await stream.until((m) => records(m).some((r) => r.event?.client_id === 'last'));
      const got = records(stream.messages).slice(0, -1).map((r) => [r.verdict, r.status, r.field ?? null, r.site]);
      assert.deepEqual(got, [
        ['accepted', 200, null, 'shop'],
        ['duplicate', 200, 'id', 'shop'],
        ['rejected', 400, null, null],
        ['rejected', 400, 'tracker_id', null],
        ['rejected', 413, null, null],
        ['rejected', 400, 'Content-Type', 'shop'],
        ['rejected', 400, 'lists["Search Results"].items[0].position', 'shop'],
        ['dropped', 200, 'local_timestamp', 'shop'],
        ['accepted', 200, null, 'shop'],
        ['rate-limited', 429, 'client_id', 'shop'],
      ], 'in order; the other site\'s event is not on this page, requests that name no site are');
      const [ok, , malformed, unknown, large, , invalid, dropped, , limited] = records(stream.messages);
      assert.deepEqual(ok.event, accepted, 'the event as sent');
      assert.equal(ok.page, `${s.url}/demo/search.html?q=tv`, 'the page that sent it');
      assert.equal(malformed.raw, '{"type": "pv",', 'a body that is no JSON, as sent');
      assert.match(malformed.reason!, /not valid JSON/);
      assert.match(unknown.reason!, /unknown tracker_id "shpo"/);
      assert.match(large.reason!, /too large/);
      assert.equal(large.raw, undefined);
      assert.ok(large.bytes > 70 * 1024);
      assert.match(invalid.reason!, /position is required/);
      assert.match(dropped.reason!, /milliseconds/);
      assert.match(limited.reason!, /at most 2 events per 15 s/);
      assert.deepEqual(records(stream.messages).map((r) => r.seq), [...records(stream.messages).map((r) => r.seq)].sort((a, b) => a - b));
    } finally {
      stream.close();
      await s.close();
    }
  });

  it('shows a request refused for its Content-Type on the page of the site its body names, not on every site\'s', async () => {
    const s = await start();
    const shop = await openStream(`${s.url}/inspect/api/stream?tracker_id=shop`);
    const other = await openStream(`${s.url}/inspect/api/stream?tracker_id=other`);
    try {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      assert.equal((await post(s.url, pv({ client_id: 'form-post' }), form)).status, 400);
      await post(s.url, pv({ client_id: 'last' }));
      await post(s.url, pv({ client_id: 'last', tracker_id: 'other' }));
      await shop.until((m) => records(m).some((r) => r.event?.client_id === 'last'));
      await other.until((m) => records(m).some((r) => r.event?.client_id === 'last'));
      const refused = records(shop.messages).find((r) => r.field === 'Content-Type');
      assert.equal(refused?.site, 'shop', 'the site the body names');
      assert.equal(refused?.event?.client_id, 'form-post', 'its type and client id are shown (and filter) as for any other request');
      assert.deepEqual(records(other.messages).filter((r) => r.field === 'Content-Type'), [], 'another site\'s owner does not see it (client ids are personal data)');
    } finally {
      shop.close();
      other.close();
      await s.close();
    }
  });

  it('gives a page that opens (or reconnects) the kept requests first, after the last id it saw', async () => {
    const s = await start();
    try {
      for (let i = 0; i < 3; i++) await post(s.url, pv({ client_id: `c${i}` }));
      const first = await openStream(`${s.url}/inspect/api/stream?tracker_id=shop`);
      const [history] = await first.until((m) => m.length >= 1);
      first.close();
      assert.equal(history.event, 'history');
      const kept = history.data as InspectRecord[];
      assert.deepEqual(kept.map((r) => r.event?.client_id), ['c0', 'c1', 'c2']);
      const again = await openStream(`${s.url}/inspect/api/stream?tracker_id=shop`, { 'last-event-id': String(kept[1].seq) });
      const [missed] = await again.until((m) => m.length >= 1);
      assert.deepEqual((missed.data as InspectRecord[]).map((r) => r.event?.client_id), ['c2']);
      await post(s.url, pv({ client_id: 'c3' }));
      const [, live] = await again.until((m) => m.length >= 2);
      assert.equal((live.data as InspectRecord).event?.client_id, 'c3');
      assert.equal(live.id, String((live.data as InspectRecord).seq));
      again.close();
    } finally {
      await s.close();
    }
  });

  it('gives a page left open across a restart of the service what the new run receives (ids never go back)', async () => {
    const before = await start();
    await post(before.url, pv({ client_id: 'before' }));
    const first = await openStream(`${before.url}/inspect/api/stream?tracker_id=shop`);
    const [history] = await first.until((m) => m.length >= 1);
    first.close();
    await before.close();
    const lastSeen = (history.data as InspectRecord[]).at(-1)!.seq;
    const after = await start();
    try {
      await post(after.url, pv({ client_id: 'after' }));
      // The page's EventSource reconnects with the last id it saw, from the run before.
      const again = await openStream(`${after.url}/inspect/api/stream?tracker_id=shop`, { 'last-event-id': String(lastSeen) });
      const [resumed] = await again.until((m) => m.length >= 1);
      again.close();
      const kept = resumed.data as InspectRecord[];
      assert.deepEqual(kept.map((r) => r.event?.client_id), ['after'], 'the new run\'s request reaches the page');
      assert.ok(kept[0].seq > lastSeen, 'and comes after what the page has (it drops records whose seq it has passed)');
    } finally {
      await after.close();
    }
  });

  it('exports the requests the filters select as JSON Lines', async () => {
    const s = await start();
    try {
      await post(s.url, pv({ client_id: 'alice-1' }));
      await post(s.url, { ...pv({ client_id: 'bob-1' }), type: 'click', action: { type: 'add-to-cart', resource_identifier: 'item-9' } });
      await post(s.url, pv({ client_id: 'alice-1', url: undefined }));
      const lines = async (query: string) => {
        const res = await fetch(`${s.url}/inspect/export/events.jsonl?tracker_id=shop&${query}`);
        assert.equal(res.headers.get('cache-control'), 'no-store');
        assert.match(res.headers.get('content-disposition') ?? '', /attachment; filename="events-shop.jsonl"/);
        return (await res.text()).trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as InspectRecord);
      };
      assert.equal((await lines('')).length, 3);
      assert.deepEqual((await lines('type=click')).map((r) => r.event?.client_id), ['bob-1']);
      assert.deepEqual((await lines('client=alice')).map((r) => r.verdict), ['accepted', 'rejected']);
      assert.deepEqual((await lines('verdict=problems')).map((r) => r.field), ['url']);
      assert.deepEqual((await lines('q=ITEM-9')).map((r) => r.event?.client_id), ['bob-1'], 'text in the body, any case');
      assert.deepEqual(await lines('q=pv%20event%20needs'), await lines('verdict=rejected'), 'text in the reason');
    } finally {
      await s.close();
    }
  });

  it('a body over the limit sent in chunks (no Content-Length) is recorded without a made-up size', async () => {
    const s = await start();
    const stream = await openStream(`${s.url}/inspect/api/stream?tracker_id=shop`);
    try {
      const chunk = 'x'.repeat(40 * 1024);
      const body = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(chunk)); c.enqueue(new TextEncoder().encode(chunk)); c.close(); } });
      const res = await fetch(`${s.url}/events`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body, duplex: 'half' } as RequestInit);
      assert.equal(res.status, 413);
      await stream.until((m) => records(m).some((r) => r.status === 413));
      const large = records(stream.messages).find((r) => r.status === 413)!;
      assert.equal(large.bytes, 0, 'its size is not known: none is made up');
    } finally {
      stream.close();
      await s.close();
    }
  });
});
