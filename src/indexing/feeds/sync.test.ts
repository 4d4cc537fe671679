/**
 * `ss-index sync URL`: a nightly feed streamed from a shop's server (a local HTTP server
 * here), gzipped or not, with credentials in the URL; the objects it no longer lists
 * removed; and a feed cut short, a broken download, a stalled one or an error page
 * removing nothing, with a message that says what happened and never prints a secret.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { startServer, type RunningServer } from '../../server/server.js';
import { FEEDS, items, runIndex, siteKeys } from '../testing/shop.js';
import { FeedError } from './feed.js';
import { openSource } from './source.js';

const whole = readFileSync(join(FEEDS, 'google.xml'), 'utf8');
const without = (text: string, id: string) => text.replace(new RegExp(`<item>\\s*<g:id>${id}</g:id>[\\s\\S]*?</item>\\s*`), '');
/** The fixture without its one bad item, so that a sync commits. */
const clean = without(whole, 'HL-BAD');
const smaller = without(clean, 'HL-LANTERN');
const cut = clean.slice(0, clean.indexOf('<g:price>', clean.indexOf('HL-MUG-01')));

let s: RunningServer;
let shop: Server;
let feeds: string;
before(async () => {
  s = await startServer({ sites: [siteKeys('nightly')], objects: [] });
  shop = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    const send = (body: string | Buffer, type = 'application/xml') => res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);
    if (path === '/feed.xml') send(clean);
    else if (path === '/feed.xml.gz') send(gzipSync(clean), 'application/gzip');
    else if (path === '/smaller.xml') send(smaller);
    else if (path === '/cut.xml') send(cut);
    else if (path === '/private.xml') {
      if (req.headers.authorization === `Basic ${Buffer.from('shop:s3cret').toString('base64')}`) send(clean);
      else res.writeHead(401, { 'www-authenticate': 'Basic' }).end();
    } else if (path === '/broken.xml' || path === '/stalled.xml') {
      res.writeHead(200, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(clean) });
      res.write(clean.slice(0, 1500));
      if (path === '/broken.xml') setTimeout(() => res.destroy(), 50);
    } else if (path === '/login') send('<!DOCTYPE html><html><body><form>Sign in</form></body></html>', 'text/html');
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => shop.listen(0, '127.0.0.1', () => r()));
  feeds = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
after(async () => {
  shop.closeAllConnections();
  shop.close();
  await s.close();
});

const run = (args: string[], isTTY = false) => runIndex(s.url, 'nightly', args, isTTY);
const listed = async () => [...(await items(s.url, 'nightly')).keys()].sort();

describe('ss-index sync URL', () => {
  it('streams a remote feed with progress, and a later feed removes what it no longer lists', async () => {
    const first = await run(['sync', `${feeds}/feed.xml`], true);
    assert.equal(first.code, 0, first.err);
    assert.match(first.err, /\rsync: 3 objects · [\d,]+\/s · 100% · ETA 0:00 · 0 failed/, 'a progress line, with the share read from Content-Length');
    assert.match(first.err, /^sync: a Google Merchant feed \(XML\): ok 3, failed 0, generation \d{4}-\d\d-\d\dT[\d:.]+Z in [\d.]+ s$/m);
    assert.deepEqual(await listed(), ['HL-LANTERN', 'HL-MUG-01', 'HL-TEE']);
    const second = await run(['sync', `${feeds}/smaller.xml`, '--json']);
    assert.equal(second.code, 0, second.err);
    assert.deepEqual(Object.keys(second.json().commits), ['item']);
    assert.deepEqual(await listed(), ['HL-MUG-01', 'HL-TEE']);
  });

  it('reads a gzipped feed, and credentials in the URL, which it never prints', async () => {
    const gz = await run(['sync', `${feeds}/feed.xml.gz`, '--json']);
    assert.deepEqual([gz.code, gz.json().ok], [0, 3]);
    assert.deepEqual(await listed(), ['HL-LANTERN', 'HL-MUG-01', 'HL-TEE']);
    const authorized = await run(['push', `http://shop:s3cret@${feeds.slice(7)}/private.xml`, '--json']);
    assert.deepEqual([authorized.code, authorized.json().ok], [0, 3]);
    const refused = await run(['push', `http://shop:wrong@${feeds.slice(7)}/private.xml?key=TOPSECRET`]);
    assert.equal(refused.code, 1);
    assert.equal(refused.err, `ss-index push: GET ${feeds}/private.xml: HTTP 401 Unauthorized\n`);
  });

  it('a feed cut short, a broken download, an error page or a missing feed removes nothing', async () => {
    await run(['sync', `${feeds}/smaller.xml`]);
    const before = await listed();
    const cases: Array<[string, RegExp]> = [
      ['/cut.xml', /^ss-index sync: item 4 \(line 57\): the feed ends inside this item \(cut short\?\); the items before it were read$/m],
      ['/broken.xml', /^ss-index sync: GET http:\/\/127\.0\.0\.1:\d+\/broken\.xml: the download broke off after 1,500 bytes \(.+\)$/m],
      ['/login', /^ss-index sync: cannot read an HTML page, not a feed \(a login or error page\?\)/m],
      ['/missing', /^ss-index sync: GET http:\/\/127\.0\.0\.1:\d+\/missing: HTTP 404 Not Found$/m],
    ];
    for (const [path, message] of cases) {
      const r = await run(['sync', `${feeds}${path}`]);
      assert.equal(r.code, 1, path);
      assert.match(r.err, message, path);
      assert.deepEqual(await listed(), before, `${path} removed nothing`);
    }
  });

  it('gives up on a download that stalls', async () => {
    const stalled = async () => {
      for await (const chunk of openSource(`${feeds}/stalled.xml`, { bytesRead: 0 }, 300)) assert.ok(chunk.length);
    };
    await assert.rejects(stalled, (e: Error) => e instanceof FeedError && /stalled\.xml: the download broke off after 1,500 bytes \(nothing came for 0\.3 s\)/.test(e.message));
  });
});
