/** IndexingClient end to end against the real local service's signed indexing API. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { after, describe, it } from 'node:test';
import type { IndexObject } from '../core/types.js';
import { startServer, type RunningServer, type ServerOptions } from '../server/server.js';
import { IndexingClient, JobWaitTimeout } from './client.js';

const KEYS = { publicKey: 'shop-public', privateKey: 'shop-private-s3cr3t' };
const temp = mkdtempSync(join(tmpdir(), 'ss-indexing-'));
after(() => rmSync(temp, { recursive: true, force: true }));

const item = (n: number, extra: Partial<IndexObject['fields']> = {}): IndexObject => ({
  identity: `p-${n}`, type: 'item',
  fields: { title: `Product ${n} Lamp`, price: n, color: n % 2 ? ['Red', 'Blue'] : ['Green'], brand: n % 3 ? 'Acme' : 'acme', ...extra } as IndexObject['fields'],
});

async function withService(options: Partial<ServerOptions>, run: (s: RunningServer, client: (o?: object) => IndexingClient) => Promise<void>) {
  const s = await startServer({ sites: [{ trackerId: 'shop', ...KEYS }], objects: [], ...options });
  try {
    await run(s, (o = {}) => new IndexingClient({ baseUrl: s.url, ...KEYS, backoffMs: 20, ...o }));
  } finally {
    await s.close();
  }
}

const searchIds = async (s: RunningServer, query: string) => {
  const res = await fetch(`${s.url}/search?tracker_id=shop&${query}&size=200`);
  return ((await res.json()) as { results: { hits: Array<{ url: string }>; total_hits: number } }).results;
};

describe('IndexingClient: writes', () => {
  it('pushes in batches of at most 100, searchable when the call returns, and reports bad objects without sending them', async () => {
    await withService({}, async (s, client) => {
      const c = client();
      const bad: unknown[] = [
        { identity: 'no-title', type: 'item', fields: {} },
        { identity: 'price-text', type: 'item', fields: { title: 'X', price: '9.99' } },
        { identity: 'bad-date', type: 'item', active_from: '2024-05-01 10:00', fields: { title: 'X' } },
        { identity: 'deep', type: 'item', fields: { title: 'X' }, nested: [{ type: 'variant', identity: 'v', fields: { title: 'V' }, nested: [] }] },
        { type: 'item', fields: { title: 'no identity' } },
      ];
      const objects = [...Array.from({ length: 250 }, (_, i) => item(i + 1)), ...bad];
      const result = await c.push(objects);
      assert.equal(result.ok + result.failed, objects.length);
      assert.equal(result.ok, 250);
      assert.deepEqual(result.failures.map((f) => f.identity), ['no-title', 'price-text', 'bad-date', 'deep', '#254']);
      assert.match(result.failures[1].reason, /JSON number/);
      assert.match(result.failures[2].reason, /ISO 8601.*T/);
      assert.match(result.failures[3].reason, /one level of nesting/);
      assert.equal(c.stats.requests, 3, '250 valid objects in batches of 100');
      assert.equal((await searchIds(s, 'q=lamp')).total_hits, 250);
    });
  });

  it('replaces on push, merges on patch (nested whole), removes on delete; unknown identities fail as not_found', async () => {
    await withService({}, async (s, client) => {
      const c = client();
      await c.push([{ ...item(1), nested: [{ type: 'variant', identity: 'p-1-a', fields: { title: 'A', color: 'Red' } }] }, item(2)]);
      await c.push([{ identity: 'p-2', type: 'item', fields: { title: 'Renamed Two' } }]);
      const two = await searchIds(s, 'q=renamed&hit_fields=title,price');
      assert.deepEqual(two.hits.map((h) => h.url), ['p-2']);
      assert.equal((two.hits[0] as unknown as { attributes: Record<string, unknown> }).attributes.price, undefined, 'push replaces: omitted fields are gone');
      const patched = await c.patch([
        { identity: 'p-1', fields: { price: 5 }, nested: [{ type: 'variant', identity: 'p-1-b', fields: { title: 'B', color: 'Blue' } }] },
        { identity: 'ghost', fields: { price: 1 } },
        { identity: 'p-2', type: 'category', fields: { title: 'x' } },
      ]);
      assert.equal(patched.ok, 1);
      assert.deepEqual(patched.failures.map((f) => [f.identity, f.reason.split(':')[0]]), [['ghost', 'not_found'], ['p-2', 'malformed_input']]);
      const one = (await searchIds(s, 'q=product%201&hit_fields=title,price')).hits[0] as unknown as { attributes: Record<string, unknown>; nested: Array<{ identity: string }> };
      assert.deepEqual([one.attributes['title.untouched'], one.attributes.price, one.nested.map((n) => n.identity)], ['Product 1 Lamp', 5, ['p-1-b']]);
      const removed = await c.remove([{ identity: 'p-1', type: 'item' }, { identity: 'p-9', type: 'item' }, { identity: 'p-2', type: 'brand' }]);
      assert.equal(removed.ok, 1);
      assert.deepEqual(removed.failures.map((f) => f.reason.split(':')[0]), ['not_found', 'not_found']);
      assert.equal((await searchIds(s, 'q=product%201')).total_hits, 0);
    });
  });

  it('keeps every write across a restart', async () => {
    const dataDir = join(temp, 'restart');
    const empty = join(temp, 'empty.json');
    writeFileSync(empty, '[]');
    const options = { dataDir, catalog: empty, sites: [{ trackerId: 'shop', ...KEYS }] };
    const first = await startServer(options);
    const c = new IndexingClient({ baseUrl: first.url, ...KEYS });
    await c.push([item(1), item(2), item(3)]);
    await c.patch([{ identity: 'p-2', fields: { title: 'Patched Two' } }]);
    await c.remove([{ identity: 'p-3', type: 'item' }]);
    await first.close();
    const second = await startServer(options);
    try {
      assert.deepEqual((await searchIds(second, 'f[]=type:item&sort=price:asc')).hits.map((h) => h.url), ['p-1', 'p-2']);
      assert.equal((await searchIds(second, 'q=patched')).total_hits, 1);
    } finally {
      await second.close();
    }
  });
});

describe('IndexingClient: failures on the way', () => {
  it('loses nothing when the service answers a share of requests with 503 and 429', async () => {
    await withService({ indexing: { faults: { errorRate: 0.2, rate429: 0.1, seed: 11 } } }, async (s, client) => {
      const c = client({ concurrency: 4 });
      const result = await c.push(Array.from({ length: 3000 }, (_, i) => item(i)));
      assert.equal(result.ok, 3000);
      assert.equal(result.failed, 0);
      assert.ok(c.stats.retried >= 5, `retried ${c.stats.retried} of ${c.stats.requests} requests`);
      assert.equal((await searchIds(s, 'f[]=type:item&size=1')).total_hits, 3000);
    });
  });

  it('names the service and the reason when it cannot be reached, after its retries', async () => {
    // A port nothing listens on any more.
    const closed = await startServer({ sites: [{ trackerId: 'shop', ...KEYS }], objects: [] });
    await closed.close();
    const retries: unknown[] = [];
    const c = new IndexingClient({ baseUrl: closed.url, ...KEYS, retries: 1, backoffMs: 1, onRetry: ({ waitMs, ...r }) => retries.push(r) });
    const result = await c.push([item(1)]);
    assert.equal(result.failures[0].reason, `network: ${closed.url}: fetch failed (ECONNREFUSED), after every retry`);
    assert.deepEqual(retries, [{ reason: `network: ${closed.url}: fetch failed (ECONNREFUSED)`, attempt: 1, of: 1 }], 'each retry is told as it starts');
  });

  it('reports an identity the input repeats: both sent and ok, the later one kept', async () => {
    await withService({}, async (s, client) => {
      const result = await client().push([item(1), item(2), { ...item(1), fields: { ...item(1).fields, title: 'Second Lamp' } }]);
      assert.deepEqual([result.ok, result.failed, result.repeated, result.repeats], [3, 0, 1, [{ identity: 'p-1', type: 'item' }]]);
      assert.equal((await searchIds(s, 'q=second')).total_hits, 1);
    });
  });

  it('splits a batch on 413 and fails only an object too large alone', async () => {
    await withService({ indexing: { maxBytes: 8 * 1024 } }, async (s, client) => {
      const c = client();
      const big = item(999, { description: 'x'.repeat(20 * 1024) });
      const result = await c.push([...Array.from({ length: 60 }, (_, i) => item(i, { description: 'y'.repeat(400) })), big]);
      assert.equal(result.ok, 60);
      assert.deepEqual(result.failures.map((f) => f.identity), ['p-999']);
      assert.match(result.failures[0].reason, /^too large: the object alone is 0\.0 MB, and the service refused it \(HTTP 413; requests carry at most 5 MB\)$/);
      assert.ok(c.stats.splits >= 3, `splits ${c.stats.splits}`);
      assert.equal((await searchIds(s, 'f[]=type:item&size=1')).total_hits, 60);
    });
  });

  it('reports a refused key as failed objects, never showing the private key', async () => {
    await withService({}, async (_s, client) => {
      const c = client({ privateKey: 'wrong-key-XYZ', retries: 0, concurrency: 1 });
      const result = await c.push(Array.from({ length: 250 }, (_, i) => item(i)));
      assert.equal(result.failed, 250);
      assert.match(result.failures[0].reason, /^HTTP 401: The signature does not match.*\(check the private key\)$/);
      assert.equal(c.stats.requests, 1, 'the batches after the refusal are not sent: each would be refused alike');
      assert.ok(result.failures.every((f) => f.reason === result.failures[0].reason));
      const everything = JSON.stringify({ result, stats: c.stats }) + inspect(c, { depth: 5, showHidden: true });
      assert.ok(!everything.includes('wrong-key-XYZ'));
      assert.ok(!inspect(client(), { depth: 5 }).includes(KEYS.privateKey));
    });
  });
});

describe('IndexingClient: export', () => {
  it('follows next links and leaves query objects out', async () => {
    await withService({}, async (_s, client) => {
      const c = client();
      await c.push([...Array.from({ length: 23 }, (_, i) => item(i)), { identity: 'q:lamp', type: 'query', fields: { title: 'lamp' } }, { identity: 'b:acme', type: 'brand', fields: { title: 'Acme' } }]);
      const all = [];
      for await (const o of c.export({ size: 5 })) all.push(o);
      assert.equal(all.length, 24);
      assert.ok(all.every((o) => o.type !== 'query' && typeof o.url === 'string' && o.exact === false));
      assert.equal(c.stats.requests, 1 + 5);
      const brands = [];
      for await (const o of c.export({ types: ['brand'], fields: ['title'] })) brands.push(o);
      assert.deepEqual(brands.map((o) => [o.url, o.attributes]), [['b:acme', { title: 'Acme' }]]);
    });
  });

  it('restarts from the beginning when a cursor expired, yielding no identity twice', async () => {
    await withService({ indexing: { exportTtlMs: 60 } }, async (_s, client) => {
      const c = client();
      await c.push(Array.from({ length: 12 }, (_, i) => item(i)));
      const seen: string[] = [];
      let paused = false;
      for await (const o of c.export({ size: 4 })) {
        seen.push(o.url);
        if (seen.length === 4 && !paused) {
          paused = true;
          await new Promise((r) => setTimeout(r, 150)); // the next link expires meanwhile
        }
      }
      assert.equal(seen.length, 12);
      assert.equal(new Set(seen).size, 12);
      assert.ok(c.stats.requests >= 5, 'the first page was fetched twice');
    });
  });
});

describe('IndexingClient: update by query and sync', () => {
  it('runs a job: case-sensitive, array fields match by containment, fields replaced; v2 adds metrics', async () => {
    await withService({ indexing: { jobStepDelayMs: 30 } }, async (s, client) => {
      const c = client();
      await c.push(Array.from({ length: 12 }, (_, i) => item(i + 1)));
      const job = await c.updateByQuery({ search: { types: ['item'], partial: { fields: { brand: 'Acme', color: 'Red' } } }, update: { fields: { color: ['Purple'], on_sale: true } } });
      assert.equal((await c.jobStatus(job)).status, 'in_progress');
      const done = await c.waitForJob(job);
      // Acme (n not divisible by 3) and Red (odd n): 1, 5, 7, 11
      assert.deepEqual([done.status, done.updates_count, done.failures_count], ['complete', 4, 0]);
      assert.deepEqual((await searchIds(s, 'f[]=type:item&f[]=color:Purple&sort=price:asc')).hits.map((h) => h.url), ['p-1', 'p-5', 'p-7', 'p-11']);
      const v2 = await c.updateByQuery({ search: { types: ['item'], partial: { fields: { brand: 'acme' } } }, update: { fields: { price: 'free' } } }, 2);
      const failed = await c.waitForJob(v2);
      assert.equal(failed.status, 'failed', 'every matched object failed');
      assert.equal(failed.failures_count, 4);
      const first = Object.values(failed.failures)[0] as { type: string; caused_by: { type: string }; v2_recovery: object };
      assert.deepEqual([first.type, first.caused_by.type, typeof first.v2_recovery], ['data_schema_mismatch', 'malformed_input', 'object']);
      assert.ok(failed.v2_metrics && failed.v2_error_summary);
    });
  });

  it('tells a polling timeout apart from a job failure', async () => {
    await withService({ indexing: { jobStepDelayMs: 500 } }, async (_s, client) => {
      const c = client();
      await c.push([item(1)]);
      const job = await c.updateByQuery({ search: { types: ['item'], partial: { fields: { brand: 'Acme' } } }, update: { fields: { on_sale: true } } });
      await assert.rejects(c.waitForJob(job, { timeoutMs: 100, intervalMs: 30 }), (e: unknown) => e instanceof JobWaitTimeout && e.last?.status === 'in_progress');
      assert.equal((await c.waitForJob(job)).status, 'complete');
    });
  });

  it('syncs by generation: commits a type only past the success threshold', async () => {
    await withService({}, async (s, client) => {
      const c = client();
      await c.push([item(1), item(2), { identity: 'b1', type: 'brand', fields: { title: 'Old Brand' } }]);
      const result = await c.sync([item(2), item(3), { identity: 'b2', type: 'brand', fields: { title: 'New' } }, { identity: 'b3', type: 'brand', fields: {} }], { generation: 'g2', threshold: 0.9 });
      assert.deepEqual([result.ok, result.failed], [3, 1]);
      assert.deepEqual(Object.keys(result.commits), ['item']);
      assert.equal(result.skipped.brand, 0.5);
      assert.deepEqual((await searchIds(s, 'f[]=type:item&sort=price:asc')).hits.map((h) => h.url), ['p-2', 'p-3'], 'p-1 was of the old generation');
      assert.deepEqual((await searchIds(s, 'f[]=type:brand')).hits.map((h) => h.url).sort(), ['b1', 'b2'], 'brands were not committed');
    });
  });

  it('sends what it read when the input breaks off, then rejects with the error and that result; a sync commits nothing', async () => {
    await withService({}, async (s, client) => {
      const c = client();
      await c.push([item(900)]);
      async function* cutShort() {
        for (let n = 1; n <= 150; n++) yield item(n);
        throw new Error('the feed ends inside item 151');
      }
      const pushed = await c.push(cutShort()).then(() => assert.fail('expected a rejection'), (e: Error & { partial?: { ok: number } }) => e);
      assert.deepEqual([pushed.message, pushed.partial?.ok], ['the feed ends inside item 151', 150]);
      assert.equal((await searchIds(s, 'f[]=type:item')).total_hits, 151, 'the 150 read are searchable');
      await assert.rejects(c.sync(cutShort(), { generation: 'g9' }), /ends inside item 151/);
      assert.equal((await searchIds(s, 'f[]=type:item')).total_hits, 151, 'item 900, of another generation, was not removed');
    });
  });
});

describe('IndexingClient: retries', () => {
  it('waits at most 30 s before a retry, jitter included (docs/indexing.md: backoffMs)', async (t) => {
    t.mock.method(Math, 'random', () => 0.99);
    const waits: number[] = [];
    const client = new IndexingClient({
      baseUrl: 'http://stub.invalid', ...KEYS, backoffMs: 25_000, retries: 3,
      fetch: async () => new Response('{}', { status: 503 }),
      // Noted, then stopped: the test does not sleep through the wait.
      onRetry: (r) => {
        waits.push(r.waitMs);
        throw new Error('stop here');
      },
    });
    const result = await client.push([item(1)]);
    assert.deepEqual([result.ok, waits.length], [0, 1]);
    assert.ok(waits[0] <= 30_000 && waits[0] >= 15_000, `waited ${waits[0]} ms`);
  });
});
