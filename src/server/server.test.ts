/** The service as a whole: HTTP plumbing, static files, persistence, the CLI, robustness. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from './server.js';
import { FIXTURE, get, startFixtureServer, TRACKER } from './testing/fixture.js';

let service: RunningServer;
let base: string;
const temp = mkdtempSync(join(tmpdir(), 'ss-server-test-'));

before(async () => {
  service = await startFixtureServer();
  base = service.url;
});
after(async () => {
  await service.close();
  rmSync(temp, { recursive: true, force: true });
});

function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((ok, fail) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('HTTP plumbing', () => {
  it('answers CORS preflights for the query API', async () => {
    const res = await raw(`${base}/v2/search`, { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }, 'OPTIONS');
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(String(res.headers['access-control-allow-methods']), /POST/);
    assert.match(String(res.headers['access-control-allow-headers']), /Content-Type/i);
  });

  it('gzips responses when the request accepts it, and only then', async () => {
    const path = `/search?tracker_id=${TRACKER}&f[]=type:item&size=20`;
    const zipped = await raw(base + path, { 'accept-encoding': 'gzip, deflate' });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    const plain = await raw(base + path);
    assert.equal(plain.headers['content-encoding'], undefined);
    const { gunzipSync } = await import('node:zlib');
    const unzipped = JSON.parse(gunzipSync(zipped.bytes).toString('utf8'));
    assert.equal(unzipped.results.total_hits, JSON.parse(plain.bytes.toString('utf8')).results.total_hits);
    assert.ok(zipped.bytes.length < plain.bytes.length);
  });

  it('redirects / to the demo and serves its pages', async () => {
    const root = await raw(`${base}/`);
    assert.equal(root.status, 302);
    assert.equal(root.headers.location, '/demo/');
    const demo = await raw(`${base}/demo/`);
    assert.equal(demo.status, 200);
    assert.match(String(demo.headers['content-type']), /text\/html/);
  });

  it('fills the demo pages\' shared head and header in, and never includes a file outside the folder', async () => {
    const page = (await raw(`${base}/demo/search.html`)).bytes.toString('utf8');
    assert.match(page, /<header class="site">[\s\S]*<ss-autocomplete/);
    assert.match(page, /<link rel="stylesheet" href="\/demo\/assets\/demo.css">/);
    assert.doesNotMatch(page, /#include/);
    const demo = join(temp, 'demo-include');
    mkdirSync(join(demo, 'partials'), { recursive: true });
    writeFileSync(join(demo, 'partials', 'a.html'), '<p>shared</p>\n');
    writeFileSync(join(demo, 'page.html'), '<!--#include file="partials/a.html" --><!--#include file="../../package.json" --><!--#include file="partials/none.html" -->');
    const own = await startServer({ objects: FIXTURE, sites: [{ trackerId: TRACKER, publicKey: 'p', privateKey: 'k' }], demoDir: demo });
    try {
      const text = (await raw(`${own.url}/demo/page.html`)).bytes.toString('utf8');
      assert.equal(text, '<p>shared</p><!-- include not found: ../../package.json --><!-- include not found: partials/none.html -->');
    } finally {
      await own.close();
    }
  });

  it('lists what a page\'s first-in-need module script and its own preloads import statically after the tag that first needs it, once; nothing another script imports, nor what is imported only when needed', async () => {
    const demo = join(temp, 'demo-preload');
    const dist = join(temp, 'dist-preload');
    mkdirSync(join(dist, 'components'), { recursive: true });
    mkdirSync(join(dist, 'chunks'), { recursive: true });
    mkdirSync(join(demo, 'assets'), { recursive: true });
    // Minified as the build writes it (a licence comment first), and written by hand as a shop's own module.
    writeFileSync(join(dist, 'components', 'search.js'), '/*! lit */\nimport{a as b}from"../chunks/lit-1.js";import"../chunks/results-2.js";const x=()=>import("../chunks/empty-3.js");');
    writeFileSync(join(dist, 'chunks', 'lit-1.js'), 'export const a=1;');
    writeFileSync(join(dist, 'chunks', 'results-2.js'), 'import{a}from"./lit-1.js";export*from"./card-4.js";');
    writeFileSync(join(dist, 'chunks', 'card-4.js'), 'export const c=1;');
    writeFileSync(join(dist, 'core.js'), 'export{a}from"./chunks/lit-1.js";export{d}from"./chunks/core-5.js";');
    writeFileSync(join(dist, 'chunks', 'core-5.js'), 'export const d=1;');
    writeFileSync(join(demo, 'assets', 'glue.js'), "// The shop's glue.\nimport { c } from '/dist/chunks/card-4.js';\nimport './glue-dep.js';\nimport 'https://cdn.example/x.js';\n");
    // glue.js is not marked first in need: what it imports loads as the browser finds it.
    writeFileSync(join(demo, 'assets', 'glue-dep.js'), '');
    writeFileSync(join(demo, 'assets', 'high.js'), "// The shop's own first module, marked so.\nimport { c } from '/dist/chunks/card-4.js';\nimport { e } from './extra.js';\n");
    writeFileSync(join(demo, 'assets', 'extra.js'), 'export const e = 1;');
    writeFileSync(join(demo, 'page.html'), [
      '<script type="module" src="/dist/components/search.js" fetchpriority="high"></script>',
      '<link rel="modulepreload" href="/dist/core.js">',
      '<script type="module" src="/demo/assets/glue.js"></script>',
      '<script fetchpriority="high" src="/demo/assets/high.js" type="module"></script>',
      '<script type="module" src="/dist/missing.js" fetchpriority="high"></script>',
      '<script type="module" src="/dist/../../outside.js" fetchpriority="high"></script>',
    ].join('\n'));
    const own = await startServer({ objects: FIXTURE, sites: [{ trackerId: TRACKER, publicKey: 'p', privateKey: 'k' }], demoDir: demo, distDir: dist });
    try {
      const text = (await raw(`${own.url}/demo/page.html`)).bytes.toString('utf8');
      const link = (href: string) => `<link rel="modulepreload" href="${href}">`;
      assert.equal(text, [
        `<script type="module" src="/dist/components/search.js" fetchpriority="high"></script>${link('/dist/chunks/lit-1.js')}${link('/dist/chunks/results-2.js')}${link('/dist/chunks/card-4.js')}`,
        `${link('/dist/core.js')}${link('/dist/chunks/core-5.js')}`,
        '<script type="module" src="/demo/assets/glue.js"></script>',
        `<script fetchpriority="high" src="/demo/assets/high.js" type="module"></script>${link('/demo/assets/extra.js')}`,
        '<script type="module" src="/dist/missing.js" fetchpriority="high"></script>',
        '<script type="module" src="/dist/../../outside.js" fetchpriority="high"></script>',
      ].join('\n'));
    } finally {
      await own.close();
    }
  });

  it('serves dist/ and refuses paths outside the served folders', async () => {
    const dist = join(temp, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'loader.js'), 'console.log(1)');
    const own = await startServer({ objects: FIXTURE, sites: [{ trackerId: TRACKER, publicKey: 'p', privateKey: 'k' }], distDir: dist });
    try {
      const ok = await raw(`${own.url}/dist/loader.js`);
      assert.equal(ok.status, 200);
      assert.match(String(ok.headers['content-type']), /javascript/);
      assert.equal((await raw(`${own.url}/dist/..%2f..%2fpackage.json`)).status, 403);
      // A `..` segment is resolved as a browser resolves it, before any folder is looked at: /dist/../package.json is /package.json.
      const dots = await new Promise<number>((ok, fail) => request({ host: '127.0.0.1', port: new URL(own.url).port, path: '/dist/../package.json' }, (res) => ok(res.resume().statusCode!)).on('error', fail).end());
      assert.equal(dots, 404);
      assert.equal((await raw(`${own.url}/dist/missing.js`)).status, 404);
    } finally {
      await own.close();
    }
  });

  it('says where the API lives for an unknown path, and 405 for a wrong method', async () => {
    const unknown = await get(base, '/nothing-here');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body, /\/search/);
    const method = await get(base, `/v2/search?tracker_id=${TRACKER}`);
    assert.equal(method.status, 405);
  });

  it('never answers a malformed request with a 500', async () => {
    const paths = [
      '/search?tracker_id=test&q=%E0%A4%A', '/search?tracker_id=test&f[]=:', '/search?tracker_id=test&f[]=price:|',
      '/search?tracker_id=test&f[]=price:a|b', '/search?tracker_id=test&facets=:,,', '/search?tracker_id=test&q=x&size=-1',
      '/search?tracker_id=test&q=x&page=1e999', '/search?tracker_id=test&q=x&sort=:', '/search?tracker_id=test&q=x&sort_item=',
      '/search?tracker_id=test&q=x&context[geo_location]=91,0&sort=distance:asc', '/search?tracker_id=test&q=x&f[]=geo_range:a|b',
      '/search?tracker_id=test&q=x&quicksearch_types=a:b:c', '/search?tracker_id=test&q=' + 'a'.repeat(5000),
      '/search?tracker_id=test&q=x&dynamic_facets_size=999', '/search?tracker_id=test&q=x&prefer[]=nocolon',
      '/v3/autocomplete?tracker_id=test&q=x&type=:', '/v3/autocomplete?tracker_id=test&q=x&type=item:1:2',
      '/autocomplete/v2?tracker_id=test&q=x&type=item:1&neg_f_item[]=x', '/autocomplete?tracker_id=test&q=&type=item:1',
      '/v1/top_items?tracker_id=test&type=item:-1', '/v1/personalized_top_items?tracker_id=test&user_id=&type=queries',
      '/v2/trending_queries?tracker_id=', '/search?tracker_id=test&q=%00%ff', '/search?tracker_id=test&f[]=type:item&f[]=category_path:||',
    ];
    for (const path of paths) {
      const { status } = await get(base, path);
      assert.ok(status < 500, `${path} -> ${status}`);
    }
    const posts: Array<[string, string]> = [
      ['/v2/search?tracker_id=test&f[]=type:item', 'null'], ['/v2/search?tracker_id=test&f[]=type:item', '{"filters":{"item":{"and":"x"}}}'],
      ['/v2/search?tracker_id=test&f[]=type:item', '{"filters":{"item":{"filter":5}}}'], ['/v1/recommend?tracker_id=test', '[null]'],
      ['/v1/recommend?tracker_id=test', '[{"recommendation_type":"bestsellers","item_ids":"x"}]'], ['/v2/recommend?tracker_id=test', '{}'],
      ['/v2/recommend?tracker_id=test', '[{"widget_id":"w","model":"bestsellers","recommendation_context":{}}]'],
    ];
    for (const [path, body] of posts) {
      const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      assert.ok(res.status >= 400 && res.status < 500, `${path} ${body} -> ${res.status}`);
    }
  });
});

describe('catalogs and sites', () => {
  const catalogFile = join(temp, 'catalog.json');
  writeFileSync(catalogFile, JSON.stringify(FIXTURE.slice(0, 5)));

  it('keeps the catalog in the data dir and serves it again after a restart', async () => {
    const dataDir = join(temp, 'data');
    const site = [{ trackerId: 'shop', publicKey: 'p', privateKey: 'k' }];
    const first = await startServer({ catalog: catalogFile, dataDir, sites: site });
    await first.close();
    const file = join(dataDir, 'shop', 'catalog.jsonl');
    const saved = readFileSync(file, 'utf8').trim().split('\n');
    assert.equal(saved.length, 5);
    // A change kept in the data dir (as an indexing write would leave it) survives the restart.
    const added = { identity: 'kept', type: 'item', fields: { title: 'Kept Across Restarts', popularity: 1 } };
    writeFileSync(file, [...saved, JSON.stringify(added)].join('\n') + '\n');
    const second = await startServer({ catalog: catalogFile, dataDir, sites: site });
    try {
      const { body } = await get(second.url, '/search?tracker_id=shop&q=kept');
      assert.deepEqual(body.results.hits.map((h: any) => h.url), ['kept']);
    } finally {
      await second.close();
    }
  });

  it('a catalog that stops the start leaves its port free again', async () => {
    const probe = createNetServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((ok) => probe.close(ok));
    await assert.rejects(startServer({ port, catalog: join(temp, 'no-such-catalog.json'), sites: [{ trackerId: 'shop', publicKey: 'p', privateKey: 'k' }] }), /ENOENT/);
    const again = await startServer({ port, objects: FIXTURE, sites: [{ trackerId: TRACKER, publicKey: 'p', privateKey: 'k' }] });
    await again.close();
  });

  it('serves several sites, each under its own tracker_id', async () => {
    const multi = await startServer({ catalog: catalogFile, sites: [{ trackerId: 'one', publicKey: 'p1', privateKey: 'k1' }, { trackerId: 'two', publicKey: 'p2', privateKey: 'k2' }] });
    try {
      assert.ok((await get(multi.url, '/search?tracker_id=one&f[]=type:item')).body.results.total_hits > 0);
      const two = await get(multi.url, '/search?tracker_id=two&f[]=type:item');
      assert.equal(two.status, 200);
      assert.equal(two.body.results.total_hits, 0);
    } finally {
      await multi.close();
    }
  });

  it('serves the demo site and catalog by default', async () => {
    const demo = await startServer({});
    try {
      const { body } = await get(demo.url, '/search?tracker_id=demo&q=headphones&f[]=type:item');
      assert.ok(body.results.total_hits > 20);
      const stores = await get(demo.url, '/search?tracker_id=demo&f[]=type:store&size=1');
      assert.ok(stores.body.results.total_hits > 1000);
    } finally {
      await demo.close();
    }
  });
});

describe('ss-serve CLI', () => {
  const bin = join(import.meta.dirname, 'bin.ts');
  const run = (args: string[], untilReady = false) => new Promise<{ code: number | null; out: string; err: string; url?: string; kill: () => void }>((ok) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const kill = () => child.kill('SIGTERM');
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Demo:\s+(http:\/\/\S+)\/demo\//.exec(out);
      if (untilReady && m) ok({ code: null, out, err, url: m[1], kill });
    });
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => ok({ code, out, err, kill }));
  });

  it('starts with --catalog, --site and --port and prints the URL', async () => {
    const r = await run(['--port', '0', '--catalog', catalogPath(), '--site', 'cli:pub:priv'], true);
    assert.ok(r.url, r.err);
    try {
      const { body } = await get(r.url!, '/search?tracker_id=cli&q=zentro');
      assert.ok(body.results.total_hits >= 1);
      assert.match(r.out, /tracker_id cli: /);
      assert.ok(r.out.includes(`Inspect:   ${r.url}/inspect/`), r.out);
    } finally {
      r.kill();
    }
  });

  it('prints help, and rejects bad flags with exit code 2', async () => {
    const help = await run(['--help']);
    assert.equal(help.code, 0);
    for (const flag of ['--port', '--catalog', '--data-dir', '--site', '--merchandising']) assert.ok(help.out.includes(flag), flag);
    const bad = await run(['--colour']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /colour/);
    const site = await run(['--site', 'only-one-part']);
    assert.equal(site.code, 2, 'a malformed --site is a usage error too');
    assert.equal(site.err, 'ss-serve: --site only-one-part: expected TRACKER_ID:PUBLIC_KEY:PRIVATE_KEY\n');
  });

  it('refuses a --demo-dir that is not there as a usage error, before it starts', async () => {
    const gone = join(temp, 'no-such-demo');
    const file = catalogPath();
    for (const dir of [gone, file]) {
      const r = await run(['--port', '0', '--demo-dir', dir], true);
      r.kill();
      assert.equal(r.code, 2, `--demo-dir ${dir}: ${r.out}`);
      assert.equal(r.err, `ss-serve: --demo-dir ${dir}: not a folder\n`);
    }
  });

  it('says a port is in use at once, before it indexes the catalog or touches the data dir', async () => {
    const busy = createNetServer();
    await new Promise<void>((ok) => busy.listen(0, '127.0.0.1', ok));
    const port = (busy.address() as AddressInfo).port;
    const dataDir = join(temp, 'busy-port-data');
    try {
      const r = await run(['--port', String(port), '--data-dir', dataDir], true);
      r.kill();
      assert.equal(r.code, 1);
      assert.equal(r.err, `ss-serve: port ${port} is in use; pick another with --port N (or PORT=N)\n`);
      assert.ok(!existsSync(join(dataDir, 'demo')), 'the demo catalog was indexed into the data dir before the port was tried');
    } finally {
      busy.close();
    }
  });

  function catalogPath(): string {
    const file = join(temp, 'cli-catalog.jsonl');
    if (!existsSync(file)) writeFileSync(file, FIXTURE.map((o) => JSON.stringify(o)).join('\n'));
    return file;
  }
});
