/**
 * The package as a user gets it: `npm pack`, installed into an empty project, and the two
 * commands run from there, from the installed files alone (no checkout beside them).
 * Needs `npm run build` first (npm test builds before the Node tests).
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import resolvePlugin from '@rollup/plugin-node-resolve';
import { chromium } from 'playwright';
import { rollup } from 'rollup';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

// Page functions passed to page.evaluate run in the browser.
declare const document: any;

const root = resolve(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'ss-package-'));
const app = join(work, 'app');
let service: ChildProcess | undefined;
let base = '';

function stop(): void {
  if (service?.pid && service.exitCode === null) process.kill(-service.pid);
  service = undefined;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stderr}\n${result.stdout}`);
  return result.stdout;
}

/** Starts `npx ss-serve` in the installed project and resolves with its origin from the ready line. */
function serve(args: string[]): Promise<string> {
  // Its own process group: npx runs ss-serve as a child, and stop() ends both.
  service = spawn('npx', ['--no', '--', 'ss-serve', '--port', '0', ...args], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`ss-serve did not start in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Query API: (http:\/\/\S+?)\/search/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        ok(url);
      }
    };
    service!.stdout!.on('data', read);
    service!.stderr!.on('data', read);
    service!.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`ss-serve exited with ${code}:\n${output}`));
    });
  });
}

describe('the installed package', { timeout: 120_000 }, () => {
  before(async () => {
    assert.ok(existsSync(join(root, 'dist', 'node', 'ss-serve.js')), 'dist/ is missing: run npm run build first');
    run('npm', ['pack', '--silent', '--pack-destination', work], root);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    run('mkdir', ['-p', app], work);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'shop', private: true }));
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tarball)], app);
    base = await serve(['--data-dir', join(work, 'data')]);
  });

  after(() => {
    stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('brings lit as its only runtime dependency', () => {
    const installed = readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.'));
    assert.ok(installed.includes('site-search-elements'));
    for (const name of ['minisearch']) assert.ok(!installed.includes(name), `${name} was installed`);
    const others = installed.filter((name) => name !== 'site-search-elements' && !/^(lit|lit-html|lit-element|@lit|@lit-labs|@types)$/.test(name));
    assert.deepEqual(others, []);
  });

  it('serves the demo storefront, its scripts, the events inspector and the demo catalog from the package', async () => {
    const page = await fetch(`${base}/demo/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<ss-autocomplete/);
    assert.equal((await fetch(`${base}/dist/components/autocomplete.js`)).status, 200);
    assert.match(await (await fetch(`${base}/inspect/`)).text(), /<ss-inspect tracker-id="demo"/);
    assert.equal((await fetch(`${base}/inspect/inspect.js`)).status, 200, 'dist/inspect/ ships in the package');
    const search = await (await fetch(`${base}/search?tracker_id=demo&q=headphones`)).json() as { results: { total_hits: number } };
    assert.ok(search.results.total_hits > 0);
    const stores = await (await fetch(`${base}/search?tracker_id=demo&q=store&f[]=type:store`)).json() as { results: { total_hits: number } };
    assert.ok(stores.results.total_hits > 0, 'the seed stores are in the catalog');
  });

  it('serves the demo\'s results page drawn on the server, and renders one from the package\'s render entry', async () => {
    const served = await (await fetch(`${base}/demo/search.html?q=headphones`)).text();
    assert.match(served, /<ss-search[^>]*><template shadowroot(mode)?="open"/, 'the installed service draws the results page');
    writeFileSync(join(app, 'render.mjs'), `import { renderResults } from 'site-search-elements/render';
const r = await renderResults({ tag: 'ss-listing', attributes: { 'tracker-id': 'demo', 'base-url': process.argv[2] }, url: 'https://shop.example/c?category=Audio' });
console.log(JSON.stringify({ cards: r.html.split('part="hit"').length - 1, ld: r.head.includes('BreadcrumbList') }));
`);
    assert.deepEqual(JSON.parse(run(process.execPath, ['render.mjs', base], app)), { cards: 24, ld: true });
  });

  it('takes a catalog pushed with npx ss-index and answers queries on it', async () => {
    const file = join(work, 'catalog.jsonl');
    writeFileSync(file, `${JSON.stringify({ identity: 'pkg-1', type: 'item', fields: { title: 'Quokkaphone Packtest', url: '/p/pkg-1', price: 12 } })}\n`);
    run('npx', ['--no', '--', 'ss-index', 'push', file, '--base-url', base], app, { SS_PUBLIC_KEY: 'demo-public', SS_PRIVATE_KEY: 'demo-private' });
    const answer = await (await fetch(`${base}/v3/autocomplete?tracker_id=demo&q=quokkaph&type=item:3`)).json() as { hits: Array<{ identity: string }> };
    assert.deepEqual(answer.hits.map((h) => h.identity), ['pkg-1']);
  });

  it('reads a Google Merchant feed with the readers it exports, and npx ss-index pushes it as it is', async () => {
    const feed = join(root, 'src', 'indexing', 'testdata', 'feeds', 'google.xml');
    writeFileSync(join(app, 'read.mjs'), `import { readCatalog, newReport } from 'site-search-elements/indexing';
const report = newReport();
const ids = [];
for await (const o of readCatalog(process.argv[2], { report })) ids.push(o.identity);
console.log(JSON.stringify({ ids, format: report.format }));
`);
    assert.deepEqual(JSON.parse(run(process.execPath, ['read.mjs', feed], app)), { ids: ['HL-MUG-01', 'HL-LANTERN', 'HL-BAD', 'HL-TEE'], format: 'a Google Merchant feed (XML)' });
    const push = spawnSync('npx', ['--no', '--', 'ss-index', 'push', feed, '--base-url', base, '--json'], { cwd: app, encoding: 'utf8', env: { ...process.env, SS_PUBLIC_KEY: 'demo-public', SS_PRIVATE_KEY: 'demo-private' } });
    assert.equal(push.status, 1, 'the feed has one bad item');
    assert.deepEqual([JSON.parse(push.stdout).ok, JSON.parse(push.stdout).failures[0].identity], [3, 'HL-BAD']);
    const tee = await (await fetch(`${base}/search?tracker_id=demo&q=harbor%20tee`)).json() as { results: { hits: Array<{ url: string; nested?: unknown[] }> } };
    assert.deepEqual(tee.results.hits.map((h) => [h.url, h.nested?.length]), [['HL-TEE', 3]]);
  });

  it('lets a bundler share one lit with an app that uses lit itself, and the elements work from that bundle', async () => {
    // The app's own code, as a shop's bundler (rollup here; Vite and webpack resolve the same exports) builds it.
    const entry = join(app, 'main.js');
    writeFileSync(entry, [
      "import { LitElement, html } from 'lit';",
      "import { configure } from 'site-search-elements';",
      "import 'site-search-elements/search';",
      "import 'site-search-elements/autocomplete';",
      "configure({ trackerId: 'demo' });",
      "customElements.define('shop-badge', class extends LitElement { render() { return html`<b>the shop's own lit</b>`; } });",
    ].join('\n'));
    const built = await rollup({ input: entry, plugins: [resolvePlugin({ browser: true, rootDir: app })] });
    const { output } = await built.generate({ format: 'es', inlineDynamicImports: true });
    const code = output[0].code;
    assert.equal(code.match(/litHtmlVersions/g)?.length, 1, 'lit-html is in the bundle more than once');
    // The shop's page and its bundle, served by the local service (a page of another origin may not reach a loopback one).
    const shop = join(work, 'shop');
    run('mkdir', ['-p', shop], work);
    writeFileSync(join(shop, 'main.js'), code);
    writeFileSync(join(shop, 'index.html'), '<shop-badge></shop-badge><ss-autocomplete></ss-autocomplete><ss-search query="headphones"></ss-search><script type="module" src="main.js"></script>');
    stop();
    base = await serve(['--demo-dir', shop]);
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const searches: string[] = [];
      page.on('request', (request) => void (request.url().includes('/search?') && searches.push(request.url())));
      await page.goto(`${base}/demo/`);
      await page.waitForFunction(() => (document.querySelector('ss-search')?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) > 0, null, { timeout: 15_000 });
      // configure() ran after the imports had defined the elements, in the same task: the one request already uses it.
      assert.equal(searches.length, 1, searches.join('\n'));
      assert.match(searches[0], /tracker_id=demo/);
      assert.deepEqual(await page.evaluate(() => (globalThis as { litHtmlVersions?: string[] }).litHtmlVersions?.length), 1, 'one lit-html ran on the page');
      assert.equal(await page.evaluate(() => document.querySelector('shop-badge').shadowRoot.textContent), "the shop's own lit");
      assert.ok(await page.evaluate(() => document.querySelector('ss-autocomplete').shadowRoot.querySelector('input')), 'the autocomplete drew its box');
    } finally {
      await browser.close();
    }
  });

  it('holds the source map that each file a bundler reads (dist/lib) names', () => {
    // Vite's dev server reads the map a dependency's file names when it serves it unbundled
    // (optimizeDeps.exclude, as docs/frameworks.md has a Vite app do): a missing one logged
    // "Failed to load source map" with a stack trace for each file.
    const lib = join(app, 'node_modules', 'site-search-elements', 'dist', 'lib');
    const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const missing = files.flatMap((file) => {
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(lib, file), 'utf8'))?.[1];
      return named && !existsSync(join(lib, dirname(file), named)) ? [`dist/lib/${file} -> ${named}`] : [];
    });
    assert.ok(files.length > 20);
    assert.deepEqual(missing, []);
  });

  it('exports each dictionary as site-search-elements/locales/<lang>, English with its tables per element', () => {
    const out = run(process.execPath, ['--input-type=module', '-e', [
      "import sk from 'site-search-elements/locales/sk';",
      "import en, { AUTOCOMPLETE } from 'site-search-elements/locales/en';",
      "console.log(JSON.stringify([sk['count-few'], en['count-other'], AUTOCOMPLETE.item]));",
    ].join('\n')], app);
    assert.deepEqual(JSON.parse(out), ['{count} výsledky', '{count} results', 'Products']);
  });

  it('serves another demo folder when told to', async () => {
    stop();
    const mine = join(work, 'my-demo');
    run('mkdir', ['-p', mine], work);
    writeFileSync(join(mine, 'index.html'), '<title>my own demo</title>');
    base = await serve(['--demo-dir', mine]);
    assert.match(await (await fetch(`${base}/demo/`)).text(), /my own demo/);
  });
});
