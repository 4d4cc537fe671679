/**
 * The built index kept in a data dir (data-dir.ts): reused on restart, checked on load,
 * rebuilt when it cannot be used, and answering exactly as a fresh build does, over real
 * HTTP and real files.
 */
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { demoCatalog } from './catalog/load.js';
import { SNAPSHOT_VERSION } from './data-dir.js';
import { writeParts } from './engine/snapshot.js';
import { U32Parts } from './engine/index-image.js';
import { startServer, type RunningServer } from './server.js';
import { answersOf, queryKinds } from './testing/query-kinds.js';

const SITE = { trackerId: 'shop', publicKey: 'shop-public', privateKey: 'shop-private' };
const temp = mkdtempSync(join(tmpdir(), 'ss-snapshot-test-'));
const catalog = join(temp, 'catalog.jsonl');
const requests = queryKinds(SITE.trackerId);
let fresh: unknown[];

/** Starts the service on the test catalog; `lines` collects its status lines. */
async function start(dataDir?: string, lines: string[] = []): Promise<RunningServer> {
  return startServer({ catalog, dataDir, sites: [SITE], merchandising: {}, status: (line) => lines.push(line) });
}

async function answers(dataDir?: string, lines: string[] = []): Promise<unknown[]> {
  const service = await start(dataDir, lines);
  try {
    return await answersOf(service.url, requests);
  } finally {
    await service.close();
  }
}

/** A data dir whose snapshot was written by a first start. */
async function saved(name: string): Promise<string> {
  const dir = join(temp, name);
  const lines: string[] = [];
  await (await start(dir, lines)).close();
  assert.deepEqual(lines, [], 'a first start builds from the catalog file, quietly');
  assert.ok(existsSync(join(dir, SITE.trackerId, 'index.snapshot')), 'closing writes the snapshot');
  return dir;
}

const snapshotOf = (dir: string) => join(dir, SITE.trackerId, 'index.snapshot');

before(async () => {
  writeFileSync(catalog, demoCatalog().map((o) => JSON.stringify(o)).join('\n') + '\n');
  fresh = await answers();
});
after(() => rmSync(temp, { recursive: true, force: true }));

describe('the index snapshot of a data dir', () => {
  it('is reused on restart: restored, not rebuilt, and answers every query kind as a fresh build', async () => {
    const dir = await saved('reuse');
    const lines: string[] = [];
    assert.deepEqual(await answers(dir, lines), fresh);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], /^shop: index snapshot restored \(4,\d{3} objects, \d+\.\d s\)$/);
  });

  const damages: Array<[string, RegExp, (file: string) => void]> = [
    ['truncated', /index snapshot truncated; rebuilding from catalog\.jsonl/, (file) => truncateSync(file, Math.floor(statSync(file).size * 0.6))],
    ['corrupt', /index snapshot corrupt \(checksum mismatch in [\w.]+\); rebuilding/, (file) => {
      const bytes = readFileSync(file);
      bytes[Math.floor(bytes.length / 3)] ^= 0x5a;
      writeFileSync(file, bytes);
    }],
    ['from another version', new RegExp(`index snapshot from another version \\(v${SNAPSHOT_VERSION + 1}, this service writes v${SNAPSHOT_VERSION}\\); rebuilding`), (file) => rewriteHeader(file, (h) => ({ ...h, version: SNAPSHOT_VERSION + 1 }))],
    ['stale', /index snapshot stale \(catalog\.jsonl changed since it was written\); rebuilding/, (file) => {
      // catalog.jsonl rewritten by hand (the same objects, another order): the snapshot no longer describes it.
      const lines = readFileSync(join(file, '..', 'catalog.jsonl'), 'utf8').trim().split('\n');
      writeFileSync(join(file, '..', 'catalog.jsonl'), [...lines.slice(1), lines[0]].join('\n') + '\n');
    }],
    ['missing', /index snapshot missing; rebuilding/, (file) => rmSync(file)],
  ];
  for (const [name, reported, damage] of damages) {
    it(`is rebuilt, said in one line, when ${name}, and then answers right`, async () => {
      const dir = await saved(`damaged-${name.replace(/ /g, '-')}`);
      damage(snapshotOf(dir));
      const lines: string[] = [];
      assert.deepEqual(await answers(dir, lines), fresh);
      assert.equal(lines.length, 1, lines.join('\n'));
      assert.match(lines[0], reported);
      const next: string[] = [];
      await answers(dir, next);
      assert.match(next.join('\n'), /^shop: index snapshot restored/, 'the rebuild wrote a good snapshot again');
    });
  }

  it('is left as it was when another catalog fails to load', async () => {
    const dir = await saved('bad-catalog');
    const files = ['catalog.jsonl', 'index.snapshot', 'meta.json'].map((name) => join(dir, SITE.trackerId, name));
    const before = files.map((file) => readFileSync(file));
    const bad = join(temp, 'bad.jsonl');
    writeFileSync(bad, '{"identity":"a","type":"item","fields":{"title":"A"}}\n{"identity":\n');
    await assert.rejects(startServer({ catalog: bad, dataDir: dir, sites: [SITE], merchandising: {}, status: () => {} }), /bad\.jsonl:2: not valid JSON/);
    files.forEach((file, i) => assert.ok(readFileSync(file).equals(before[i]), file));
    const lines: string[] = [];
    await answers(dir, lines);
    assert.match(lines.join('\n'), /^shop: index snapshot restored/);
  });

  it('catches up with writes, and a restart restores them as the service answered them', async () => {
    const dir = await saved('writes');
    const service = await start(dir);
    const site = service.sites.get(SITE.trackerId)!;
    site.put({ identity: 'item-new', type: 'item', generation: 'g2', fields: { title: 'Zentro Nova Headphones Deluxe', brand: 'Zentro', price: 123, popularity: 5000, color: ['Ocean Blue'] } });
    site.put({ ...site.index.get('item-3')!.source, fields: { ...site.index.get('item-3')!.fields, title: 'Renamed Wireless Headphones', price: 42 } });
    site.delete('item-5');
    site.delete('category:Audio||Headphones');
    const live = await answersOf(service.url, requests);
    const log = readFileSync(join(dir, SITE.trackerId, 'writes.jsonl'));
    await service.close();
    assert.ok(!existsSync(join(dir, SITE.trackerId, 'writes.jsonl')), 'the writes went into catalog.jsonl and the snapshot');
    assert.deepEqual(readdirSync(join(dir, SITE.trackerId)).filter((name) => /\.(old|tmp)$/.test(name)), [], 'the files they replaced are gone');
    const lines: string[] = [];
    assert.deepEqual(await answers(dir, lines), live);
    assert.match(lines.join('\n'), /^shop: index snapshot restored/);
    assert.notDeepEqual(live, fresh, 'the writes changed some answers');
    // A crash after the new files went into place but before the log was emptied: the writes replay, to the same answers.
    writeFileSync(join(dir, SITE.trackerId, 'writes.jsonl'), log);
    assert.deepEqual(await answers(dir), live);
    const restored = await start(dir);
    try {
      const doc = restored.sites.get(SITE.trackerId)!.index.get('item-new')!;
      assert.equal(doc.generation, 'g2', 'what the answers do not show is kept too');
      assert.equal(doc.source.fields.title, 'Zentro Nova Headphones Deluxe');
    } finally {
      await restored.close();
    }
  });

  it('restores after a write that left a word\'s short-prefix list with no live object (a product replaced or removed)', async () => {
    const dir = await saved('emptied');
    const service = await start(dir);
    const site = service.sites.get(SITE.trackerId)!;
    // Words no other object has: their prefix lists hold only this object, then nothing live.
    site.put({ identity: 'item-gone', type: 'item', fields: { title: 'Qxvwyz Jkqbxz', price: 1 } });
    site.delete('item-gone');
    await service.close();
    const lines: string[] = [];
    await answers(dir, lines);
    assert.match(lines.join('\n'), /^shop: index snapshot restored/, 'not "corrupt": an empty part does not restart a section\'s checksum');
  });

  it('replays writes logged after the snapshot (a crash before it caught up)', async () => {
    const dir = await saved('crash');
    appendFileSync(join(dir, SITE.trackerId, 'writes.jsonl'), [
      JSON.stringify({ op: 'put', object: { identity: 'after-crash', type: 'item', fields: { title: 'Kept Through A Crash', popularity: 1 } } }),
      JSON.stringify({ op: 'delete', identity: 'item-1' }),
      '{"op":"put","obj', // the torn last line of a crash
    ].join('\n'));
    writeFileSync(join(dir, SITE.trackerId, 'index.snapshot.tmp'), 'half a file');
    // The link to a replaced catalog a crash left before removing it.
    linkSync(join(dir, SITE.trackerId, 'catalog.jsonl'), join(dir, SITE.trackerId, 'catalog.jsonl.old'));
    const lines: string[] = [];
    const service = await start(dir, lines);
    try {
      assert.match(lines.join('\n'), /^shop: index snapshot restored/);
      assert.ok(!existsSync(join(dir, SITE.trackerId, 'index.snapshot.tmp')), 'a temporary file of a crash is removed');
      assert.ok(!existsSync(join(dir, SITE.trackerId, 'catalog.jsonl.old')), 'and an old file linked aside');
      const found = await (await fetch(`${service.url}/search?tracker_id=shop&q=kept%20through`)).json() as { results: { hits: Array<{ url: string }> } };
      assert.deepEqual(found.results.hits.map((h) => h.url), ['after-crash']);
      assert.equal(service.sites.get(SITE.trackerId)!.index.get('item-1'), undefined);
    } finally {
      await service.close();
    }
  });
});

/** Rewrites a snapshot's header (the JSON before the 16-byte trailer), with a valid checksum. */
function rewriteHeader(file: string, change: (header: Record<string, unknown>) => Record<string, unknown>): void {
  const bytes = readFileSync(file);
  const trailer = bytes.subarray(bytes.length - 16);
  const length = trailer.readUInt32LE(0);
  const start = bytes.length - 16 - length;
  const header = Buffer.from(JSON.stringify(change(JSON.parse(bytes.subarray(start, start + length).toString('utf8')))));
  const out = Buffer.concat([bytes.subarray(0, start), header, Buffer.alloc(16)]);
  out.writeUInt32LE(header.length, out.length - 16);
  out.writeUInt32LE(crc32(header), out.length - 12);
  trailer.copy(out, out.length - 8, 8);
  writeFileSync(file, out);
}

describe('writing a snapshot', () => {
  it('keeps every number of a section written in parts', () => {
    const out = new U32Parts(3);
    const parts: Buffer[] = [];
    for (let i = 0; i < 10; i++) {
      out.push(i);
      parts.push(...out.take());
    }
    parts.push(...out.end());
    const bytes = Buffer.concat(parts);
    assert.deepEqual(Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32LE(4 * i)), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('stops when the index changes under it, leaving no file behind', async () => {
    const file = join(temp, 'parts.tmp');
    let parts = 0;
    const written = await writeParts(file, [Buffer.from('one'), Buffer.from('two'), Buffer.from('three')], () => parts++ < 2);
    assert.equal(written, false);
    assert.ok(!existsSync(file));
    assert.equal(await writeParts(file, [Buffer.from('one'), Buffer.from('two')], () => true), true);
    assert.equal(readFileSync(file, 'utf8'), 'onetwo');
  });
});
