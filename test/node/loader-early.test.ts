/**
 * The loader loads an element as soon as the parser is past it, not once the whole page is
 * parsed: a results page asks for its answer and draws it while the rest of the page (a
 * theme's footer, its scripts) is still on its way. An element the parser is still inside
 * (its templates or a server's drawing not all in) waits until it is closed.
 *
 * A `data-ss-config` block that comes after such an element still counts: the element reads
 * it once the page is parsed. Elements found together load a results element first: its files
 * are asked for before those of the header's autocomplete (on a phone's few connections, the
 * largest paint waited for the autocomplete's).
 *
 * The page comes from a server of the test's own (another origin than the service's) in two
 * parts; the second is held back until the test lets it go, so the page is still loading
 * (`document.readyState`) for as long as the test needs. Needs `npm run build` and a Chromium.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { pageRig } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, customElements: any;

const rig = pageRig();
let site: Server;
let siteUrl = '';
/** The held second parts of the pages asked so far. */
let held: Array<() => void> = [];
/** Lets them go. */
const release = () => {
  held.forEach((send) => send());
  held = [];
};

before(async () => {
  site = createServer((req, res) => {
    const page = PAGES[new URL(req.url!, 'http://x').pathname];
    if (page === undefined) return res.writeHead(404).end();
    const [first, rest] = page.split('|');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // The parser gets the first part at once, however short it is.
    res.write(`${first}<!--${' '.repeat(4096)}-->\n`);
    held.push(() => res.end(rest));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
after(async () => {
  release();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const head = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Results</title>
<script async src="${rig.service.url}/dist/cdn/loader.js" data-tracker-id="demo"></script></head><body>`;

/** Each page: what is sent at once, then `|`, then what is held back. */
const PAGES: Record<string, string> = {};

const hits = (tag: string) => `document.querySelector('${tag}')?.shadowRoot?.querySelectorAll('.hit').length ?? 0`;

describe('the loader, while the page is still loading', () => {
  it('loads an element the parser is past and draws its answer before the page is parsed', async () => {
    PAGES['/closed.html'] = `${head()}<main><ss-search query="headphones" size="4"></ss-search></main><footer>|The theme's footer.</footer></body></html>`;
    const page = await rig.browser.newPage();
    try {
      await page.goto(`${siteUrl}/closed.html`, { waitUntil: 'commit' });
      await page.waitForFunction(`(${hits('ss-search')}) > 0`, undefined, { timeout: 15_000 });
      assert.equal(await page.evaluate(() => document.readyState), 'loading', 'drawn while the rest of the page was held back');
      release();
      await page.waitForFunction(() => document.readyState === 'complete');
    } finally {
      release();
      await page.close();
    }
  });

  it('a data-ss-config block later in the page still counts for an element started before it', async () => {
    PAGES['/late-config.html'] = `${head()}<main><ss-search query="headphones" size="4" add-to-cart></ss-search></main><footer>|`
      + '<script type="application/json" data-ss-config>{ "text": { "add-to-cart": "Into the basket" } }</script></footer></body></html>';
    const page = await rig.browser.newPage();
    // Whether every card's button reads `words` (a page expression; its product's title, for screen readers only, aside).
    const buttonsRead = (words: string) => `[...document.querySelector('ss-search').shadowRoot.querySelectorAll('.hit button')].every((b) => b.textContent.replace(b.querySelector('.sr')?.textContent ?? '', '').trim() === ${JSON.stringify(words)})`;
    try {
      await page.goto(`${siteUrl}/late-config.html`, { waitUntil: 'commit' });
      await page.waitForFunction(`(${hits('ss-search')}) > 0`, undefined, { timeout: 15_000 });
      assert.ok(await page.evaluate(buttonsRead('Add to cart')), 'before the block came, the element\'s own words');
      release();
      await page.waitForFunction(() => document.readyState === 'complete');
      await page.waitForFunction(buttonsRead('Into the basket'), undefined, { timeout: 5000 });
    } finally {
      release();
      await page.close();
    }
  });

  it('leaves an element the parser is still inside until it is closed', async () => {
    // <ss-recs> is closed (its chunks load) while <ss-search> is still open: only its start tag has come.
    PAGES['/open.html'] = `${head()}<ss-recs model="bestsellers" size="2"></ss-recs><ss-search query="headphones" size="4">|</ss-search><p>After.</p></body></html>`;
    const page = await rig.browser.newPage();
    try {
      await page.goto(`${siteUrl}/open.html`, { waitUntil: 'commit' });
      await page.waitForFunction(() => customElements.get('ss-recs'), undefined, { timeout: 15_000 });
      // The loader has scanned the page with <ss-search> in it (it defined <ss-recs>, found beside it); give a module that was asked for time to arrive.
      await page.waitForTimeout(500);
      assert.equal(await page.evaluate(() => Boolean(customElements.get('ss-search'))), false, '<ss-search> loaded while the parser was inside it');
      release();
      await page.waitForFunction(`(${hits('ss-search')}) > 0`, undefined, { timeout: 15_000 });
    } finally {
      release();
      await page.close();
    }
  });

  it('asks for a results element\'s files before those of an autocomplete found with it', async () => {
    PAGES['/both.html'] = `${head()}<header><ss-autocomplete></ss-autocomplete></header><main><ss-search query="headphones" size="4"></ss-search></main>|</body></html>`;
    const files = (JSON.parse(readFileSync(new URL('../../dist/cdn/manifest.json', import.meta.url), 'utf8')) as { elements: Record<string, string[]> }).elements;
    const own = files['ss-autocomplete'].filter((f) => !files['ss-search'].includes(f));
    assert.ok(own.length > 0, 'the autocomplete has files of its own');
    const page = await rig.browser.newPage();
    // Every file of the dist/cdn folder, in the order the page asked for it.
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/dist/cdn/') && asked.push(r.url().split('/dist/cdn/')[1]));
    try {
      await page.goto(`${siteUrl}/both.html`, { waitUntil: 'commit' });
      await page.waitForFunction(() => customElements.get('ss-search') && customElements.get('ss-autocomplete'), undefined, { timeout: 15_000 });
      const first = Math.min(...own.map((f) => asked.indexOf(f)).filter((i) => i >= 0));
      assert.ok(Number.isFinite(first), `the autocomplete's own files were asked: ${asked.join(', ')}`);
      for (const file of files['ss-search']) {
        assert.ok(asked.includes(file), `${file} was asked`);
        assert.ok(asked.indexOf(file) < first, `${file} (of <ss-search>) asked before ${asked[first]} (of <ss-autocomplete>): ${asked.join(', ')}`);
      }
    } finally {
      release();
      await page.close();
    }
  });
});
