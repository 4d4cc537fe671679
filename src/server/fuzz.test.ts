/**
 * A seeded, bounded fuzz run over every family of endpoint: malformed parameters, bodies
 * of random JSON (deep, wide, wrongly typed), bodies that are not JSON, bad gzip, signed
 * and unsigned indexing calls, odd request targets and Host headers. No answer may be a
 * 5xx, no background job may reject unhandled, and the service must answer afterwards.
 * Change SEED to explore; a failure prints the request that caused it.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { signedHeaders } from '../indexing/signer.js';
import { rng } from './random.js';
import { startServer, type RunningServer } from './server.js';

const SEED = 20261123;
const ROUNDS = 30;
const KEYS = { publicKey: 'fuzz-public', privateKey: 'fuzz-private' };
const random = rng(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const int = (max: number) => Math.floor(random() * max);

const STRINGS = ['', ' ', 'headphones', 'x'.repeat(3000), '%', '%zz', '\u0000', 'ümlaut 😀', '<em>x</em>', '[]', '{}', 'null', '-1', '1e309', 'NaN', '0x10', 'title:', ':x', '||', 'price:10|', 'type:item', 'geo_range:1,2,3', 'a'.repeat(40) + ':' + 'b'];
const NUMBERS = [0, -1, 1, 1e309, -0, 2 ** 53, 0.5, 201, 51, 1000];

/** A random JSON value, sometimes deep or wide: at most `budget.left` objects and arrays in all. */
function value(depth = 0, budget = { left: 200 }): unknown {
  const roll = random();
  if (depth > 40 || roll < 0.3 || budget.left-- <= 0) return pick<unknown>([...STRINGS, ...NUMBERS, true, false, null]);
  if (roll < 0.65) return Array.from({ length: int(depth < 3 ? 6 : 2) + 1 }, () => value(depth + 1, budget));
  const keys = ['and', 'or', 'not', 'filter', 'objects', 'identity', 'type', 'fields', 'nested', 'search', 'update', 'partial', 'types', 'id', 'client_id', 'tracker_id', 'lists', 'items', 'model', 'recommendation_type', 'size', 'item_ids', 'identities', 'recommendation_context', 'title', 'x'];
  return Object.fromEntries(Array.from({ length: int(5) + 1 }, () => [pick(keys), value(depth + 1, budget)]));
}

function deep(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

function body(): string | Buffer {
  const roll = random();
  if (roll < 0.1) return 'not json {';
  if (roll < 0.15) return deep(5000 + int(5000));
  if (roll < 0.2) return Buffer.from([0xff, 0xfe, 0x00, 0x7b]);
  if (roll < 0.25) return JSON.stringify({ filters: { item: { or: Array.from({ length: 1500 + int(3000) }, (_, i) => ({ filter: `title:${i}` })) } } });
  return JSON.stringify(value());
}

function query(): string {
  const names = ['tracker_id', 'q', 'size', 'page', 'from', 'f[]', 'f_must[]', 'neg_f[]', 'f_item[]', 'sort', 'sort_item', 'facets', 'dynamic_facets_size', 'use_fixits', 'plp', 'type', 'user_id', 'context[geo_location]', 'hit_fields', 'remove_fields', 'quicksearch_types', 'prefer[]', 'personalize', 'job_id', 'cursor', 'generation', 'threshold'];
  const params = new URLSearchParams();
  if (random() < 0.8) params.append('tracker_id', random() < 0.85 ? 'fuzz' : pick(STRINGS));
  for (let i = int(6); i > 0; i--) params.append(pick(names), String(pick<unknown>([...STRINGS, ...NUMBERS])));
  return params.toString();
}

const FAMILIES: Array<{ method: string; path: string; signed?: boolean; body?: boolean }> = [
  { method: 'GET', path: '/search' }, { method: 'POST', path: '/v2/search', body: true },
  { method: 'GET', path: '/v3/autocomplete' }, { method: 'GET', path: '/autocomplete/v2' }, { method: 'GET', path: '/autocomplete' },
  { method: 'GET', path: '/v1/top_items' }, { method: 'GET', path: '/v1/personalized_top_items' }, { method: 'GET', path: '/v2/trending_queries' },
  { method: 'POST', path: '/v1/recommend', body: true }, { method: 'POST', path: '/v2/recommend', body: true }, { method: 'GET', path: '/v1/recommend' },
  { method: 'POST', path: '/events', body: true },
  { method: 'POST', path: '/v1/content', signed: true, body: true }, { method: 'POST', path: '/v2/content', signed: true, body: true },
  { method: 'PATCH', path: '/v2/content', signed: true, body: true }, { method: 'DELETE', path: '/v1/content', signed: true, body: true },
  { method: 'PATCH', path: '/v1/update_by_query', signed: true, body: true }, { method: 'PATCH', path: '/v2/update_by_query', signed: true, body: true },
  { method: 'GET', path: '/v2/update_by_query', signed: true }, { method: 'GET', path: '/v1/content_export', signed: true },
  { method: 'POST', path: '/v1/content/commit', signed: true },
];

let s: RunningServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
before(async () => {
  process.on('unhandledRejection', onUnhandled);
  s = await startServer({
    sites: [{ trackerId: 'fuzz', ...KEYS }],
    objects: Array.from({ length: 300 }, (_, i) => ({ identity: `i${i}`, type: i % 10 ? 'item' : 'category', fields: { title: `Product ${i}`, price: i, brand: `B${i % 7}`, category_path: `A||B${i % 3}`, availability: i % 2 } })),
    events: { limits: { perAddress: 1_000_000 } },
  });
});
after(async () => {
  process.off('unhandledRejection', onUnhandled);
  await s.close();
});

function rawRequest(text: string): Promise<string> {
  const { port } = new URL(s.url);
  return new Promise((ok) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    let out = '';
    socket.on('data', (chunk) => (out += chunk.toString()));
    socket.on('close', () => ok(out));
    socket.on('error', () => ok(out));
  });
}

describe('fuzz: malformed requests of every family', { timeout: 120_000 }, () => {
  it(`answers ${ROUNDS * FAMILIES.length} random requests and 60 odd raw ones without a 5xx, and stays up`, async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const family of FAMILIES) {
        const path = `${family.path}?${query()}`;
        const payload = family.body ? body() : undefined;
        const gzip = family.signed && payload !== undefined && random() < 0.15;
        const headers: Record<string, string> = family.signed
          ? { ...signedHeaders(random() < 0.9 ? KEYS : { publicKey: 'fuzz-public', privateKey: 'wrong' }, family.method, path) }
          : { 'content-type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', '']) };
        if (gzip) headers['content-encoding'] = 'gzip';
        const sent = gzip ? (random() < 0.5 ? gzipSync(payload!) : Buffer.from('not gzip at all')) : payload;
        const res = await fetch(s.url + path, { method: family.method, headers, body: sent });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${res.status} ${family.method} ${path.slice(0, 200)} body ${String(payload).slice(0, 120)}`);
      }
    }
    const targets = ['/search?tracker_id=fuzz&q=x', '//x/search', 'http://other.example/search?tracker_id=fuzz&q=x', '*', '/%', '/demo/../../etc/passwd', '/dist/%2e%2e/package.json', '/\u00ff'];
    const hosts = ['a b c', '[::1', 'evil.example:666', '', 'x'.repeat(2000), '127.0.0.1:0'];
    for (let i = 0; i < 60; i++) {
      const answer = await rawRequest(`${pick(['GET', 'POST', 'HEAD', 'OPTIONS', 'BREW'])} ${pick(targets)} HTTP/1.1\r\nHost: ${pick(hosts)}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      if (status >= 500) failures.push(`raw ${status}: ${answer.slice(0, 120)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500)); // background jobs finish
    assert.deepEqual(failures, []);
    assert.deepEqual(unhandled, []);
    const after = await fetch(`${s.url}/search?tracker_id=fuzz&q=product`);
    assert.equal(after.status, 200);
  });
});
