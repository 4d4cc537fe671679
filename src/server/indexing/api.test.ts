/** The signed indexing API of the local service over raw HTTP: what it refuses and why. */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { signedHeaders } from '../../indexing/signer.js';
import { startServer, type RunningServer } from '../server.js';

const KEYS = { publicKey: 'pk-1', privateKey: 'sk-1' };
let s: RunningServer;
before(async () => {
  s = await startServer({
    sites: [{ trackerId: 'shop', ...KEYS }, { trackerId: 'other', publicKey: 'pk-2', privateKey: 'sk-2' }],
    objects: [{ identity: 'a', type: 'item', fields: { title: 'Alpha' } }],
    indexing: { maxBytes: 64 * 1024, exportTtlMs: 50 },
  });
});
after(() => s.close());

async function call(method: string, path: string, body?: unknown, options: { sign?: string; date?: string; keys?: typeof KEYS; headers?: Record<string, string>; raw?: Buffer } = {}) {
  const headers: Record<string, string> = { ...signedHeaders(options.keys ?? KEYS, method, options.sign ?? path, undefined, options.date), ...options.headers };
  const raw = options.raw ? new ArrayBuffer(options.raw.length) : undefined;
  if (raw) new Uint8Array(raw).set(options.raw!);
  const res = await fetch(s.url + path, { method, headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text, headers: res.headers };
}

describe('indexing API: authentication', () => {
  it('accepts a correctly signed request', async () => {
    const res = await call('POST', '/v1/content', { objects: [{ identity: 'b', type: 'item', fields: { title: 'Beta' } }] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { ok_count: 1, errors_count: 0, errors: {} });
  });

  it('refuses a tampered path, a stale Date, a wrong key and a missing signature with 401', async () => {
    const body = { objects: [] };
    assert.equal((await call('POST', '/v2/content', body, { sign: '/v1/content' })).status, 401);
    const stale = await call('POST', '/v1/content', body, { date: new Date(Date.now() - 6 * 60_000).toUTCString() });
    assert.equal(stale.status, 401);
    assert.match(stale.body.message, /Date/);
    assert.equal((await call('POST', '/v1/content', body, { keys: { ...KEYS, privateKey: 'guess' } })).status, 401);
    const none = await fetch(`${s.url}/v1/content`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    assert.equal(none.status, 401);
    assert.equal((await call('POST', '/v1/content', body, { headers: { 'content-type': 'text/plain' } })).status, 401, 'Content-Type is signed');
  });

  it('refuses with 403 a key no site has, or a key used for another site', async () => {
    assert.equal((await call('GET', '/v1/content_export', undefined, { keys: { publicKey: 'nobody', privateKey: 'x' } })).status, 403);
    assert.equal((await call('GET', '/v1/content_export?tracker_id=other')).status, 403);
  });
});

describe('indexing API: requests', () => {
  it('answers malformed input with the bulk shape', async () => {
    const bad = await call('POST', '/v1/content', undefined, { raw: Buffer.from('{nope') });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors._request.type, 'malformed_input');
    const shape = await call('POST', '/v1/content', { things: [] });
    assert.equal(shape.status, 400);
    const mixed = await call('POST', '/v2/content', { objects: [{ identity: 'c', type: 'item', fields: { title: 'Gamma' } }, { identity: 'd', type: 'item', fields: { title: 7 } }] });
    assert.equal(mixed.status, 400);
    assert.deepEqual([mixed.body.ok_count, mixed.body.errors_count, Object.keys(mixed.body.errors)], [1, 1, ['d']]);
    assert.deepEqual(mixed.body.errors.d.caused_by, { title: ['fields.title is required (a non-empty string)'] });
  });

  it('gives partial-update errors v2_details and refuses more than 300 objects', async () => {
    const res = await call('PATCH', '/v2/content', { objects: [{ identity: 'zzz', fields: { price: 1 } }] });
    assert.equal(res.status, 400);
    assert.equal(res.body.errors.zzz.type, 'not_found');
    assert.ok(res.body.errors.zzz.v2_details.suggested_action);
    const many = await call('PATCH', '/v2/content', { objects: Array.from({ length: 301 }, (_, i) => ({ identity: `x${i}`, fields: {} })) });
    assert.equal(many.status, 400);
    assert.match(many.body.errors._request.reason, /300/);
  });

  it('takes gzip bodies and answers 413 past the size limit', async () => {
    const body = JSON.stringify({ objects: [{ identity: 'gz', type: 'item', fields: { title: 'Zipped', description: 'z'.repeat(100 * 1024) } }] });
    const zipped = await call('POST', '/v1/content', undefined, { raw: gzipSync(body), headers: { 'content-encoding': 'gzip' } });
    assert.equal(zipped.status, 200, 'compressed under twice the limit');
    const plain = await call('POST', '/v1/content', undefined, { raw: Buffer.from(body) });
    assert.equal(plain.status, 413);
    assert.ok(plain.body.message);
  });

  it('validates update-by-query bodies, answers 405 to other methods and 404 to unknown jobs', async () => {
    const bad = await call('PATCH', '/v1/update_by_query', { search: { types: ['item'], partial: { fields: {}, query: 'x' } }, update: { fields: { a: 1 } } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errors._request.reason, /only fields/);
    assert.equal((await call('POST', '/v1/update_by_query', {})).status, 405);
    assert.equal((await call('GET', '/v1/update_by_query?job_id=nope')).status, 404);
    const ok = await call('PATCH', '/v2/update_by_query', { search: { types: ['item'], partial: { fields: { title: 'Alpha' } } }, update: { fields: { on_sale: true } } });
    assert.match(ok.body.status_url, /^\/v2\/update_by_query\?job_id=/);
    assert.deepEqual(Object.keys(ok.body.v2_features).sort(), ['estimated_duration', 'progress_tracking']);
  });

  it('expires export cursors after their lifetime (400) and pages at most 500', async () => {
    const first = await call('GET', '/v1/content_export?size=1');
    const next = first.body.links[0].href as string;
    await new Promise((r) => setTimeout(r, 80));
    const expired = await call('GET', next, undefined, { sign: '/v1/content_export' });
    assert.equal(expired.status, 400);
    assert.match(expired.body.message, /expired/);
    const big = await call('GET', '/v1/content_export?size=9999');
    assert.equal(big.status, 200);
  });

  it('commits a generation only with type and generation', async () => {
    assert.equal((await call('POST', '/v1/content/commit?type=item', {})).status, 400);
  });
});
