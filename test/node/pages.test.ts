/**
 * The demo's results pages as whole pages in Chromium, where a test page of the browser
 * runner cannot go: leaving and coming back (the back/forward cache), and JavaScript off.
 * Needs `npm run build` and a Chromium (npm test does both before the Node tests).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { pageRig, resultsDrawn } from './pages.js';

// What the functions below see when Playwright runs them in the page (this project has no DOM types).
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any, location: any, getComputedStyle: any;
declare function addEventListener(type: string, listener: (e: any) => void): void;

// Playwright turns the back/forward cache off by default; a shopper's browser has it on.
const rig = pageRig({ launch: { ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const cards = (page: Page) => page.evaluate(() => document.querySelector('ss-search')?.shadowRoot?.querySelectorAll('.hit').length ?? 0);

describe('results pages in a whole browser', () => {
  it('<ss-search> comes back from the back/forward cache as it was left, asking nothing', async () => {
    const page = await rig.browser.newPage();
    await page.addInitScript(() => {
      addEventListener('pageshow', (e) => ((window as unknown as { restored: boolean }).restored = e.persisted));
    });
    const searches: string[] = [];
    page.on('request', (r) => {
      // The results page's own requests (the help page in between asks for its category menu).
      if (r.url().includes('/search?') && r.frame().url().includes('/demo/search.html')) searches.push(r.url());
    });
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones`);
    await resultsDrawn(page, 'ss-search');
    const shown = await cards(page);
    await page.evaluate(() => document.querySelector('ss-search')!.shadowRoot!.querySelector('.facets input[type=checkbox]').click());
    await page.waitForFunction(() => location.search.includes('f='));
    await page.waitForTimeout(500);
    const url = page.url();
    const asked = searches.length;
    await page.goto(`${rig.service.url}/demo/help.html`);
    await page.goBack({ waitUntil: 'commit' }); // a page restored from the cache fires no load
    await page.waitForFunction(() => 'restored' in window);
    const reasons = await page.evaluate(() => JSON.stringify((window.performance.getEntriesByType('navigation')[0]).notRestoredReasons ?? null));
    assert.equal(await page.evaluate(() => (window as unknown as { restored: boolean }).restored), true, `not restored from the cache: ${reasons}`);
    assert.equal(page.url(), url);
    assert.ok((await cards(page)) > 0 && (await cards(page)) <= shown);
    assert.equal(await page.evaluate(() => document.querySelector('ss-search')!.shadowRoot!.querySelectorAll('.facets input:checked').length), 1, 'the refinement is still chosen');
    await page.waitForTimeout(300);
    assert.deepEqual(searches.slice(asked), [], 'nothing asked again');
    await page.close();
  });

  it('with JavaScript off, the content a shop put inside the elements shows and nothing else changes (a page drawn in the browser)', async () => {
    const context = await rig.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // ssr=0: the pages as written, not drawn by the service (test/node/ssr.test.ts has those).
    for (const path of ['/demo/search.html?q=headphones&ssr=0', '/demo/listing.html?category=Audio&ssr=0']) {
      const response = await page.goto(`${rig.service.url}${path}`);
      const html = await response!.text();
      const tag = path.includes('search') ? 'ss-search' : 'ss-listing';
      const inner = /<ss-(?:search|listing)[^>]*>([\s\S]*?)<\/ss-/.exec(html)![1];
      const text = inner.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
      assert.ok(text, `${path}: the page puts content inside <${tag}>`);
      assert.equal((await page.locator(tag).innerText()).replace(/\s+/g, ' ').trim(), text);
      assert.ok(await page.locator(tag).isVisible(), `${path}: <${tag}> content is visible`);
      assert.equal(await page.evaluate((t) => document.querySelector(t)!.shadowRoot, tag), null, 'the element never upgraded');
    }
    // What demo.js draws, the service prints for a browser without script: the product's details, the trending searches.
    await page.goto(`${rig.service.url}/demo/product.html?id=item-12`);
    assert.equal(await page.locator('#product .status').isVisible(), false, 'no "Loading…" that never ends');
    const name = (await page.locator('#product h1').textContent())!;
    assert.ok(name && (await page.title()).startsWith(name), `the product's name, in the title too: ${name}`);
    assert.match((await page.locator('#product .price').textContent())!, /^\$\d/);
    assert.equal(await page.locator('#product img').evaluate((img: any) => img.complete && img.naturalWidth > 0), true, 'its picture');
    // In the language the demo's switch names in the URL (only its script remembers it), with the page saying so.
    await page.goto(`${rig.service.url}/demo/product.html?id=item-12&lang=sk`);
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['sk', 'ltr']);
    assert.match((await page.locator('#product .stock').textContent())!, /^(Skladom|Vypredané)$/);
    assert.equal(await page.locator('#product .crumbs a').first().textContent(), 'Všetky produkty');
    assert.match((await page.locator('#product .price').textContent())!, /^\d[\d\s\u00a0]*,\d\d\s/, 'the price as Slovak writes it (a decimal comma, the currency after)');
    await page.goto(`${rig.service.url}/demo/product.html?id=item-12&lang=ar`);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    const gone = await page.goto(`${rig.service.url}/demo/product.html?id=no-such-item`);
    assert.equal(await page.locator('#product').innerText(), 'This product is not available.');
    assert.equal(gone?.status(), 404, 'a product not in the catalog is not a page search engines keep');
    await page.goto(`${rig.service.url}/demo/`);
    assert.ok(await page.locator('main .chips a[href^="/demo/search.html?q="]').count() > 3, 'trending searches, each a link');
    // The cart lives in the browser's storage, which only script reads: it says so, not "Loading…" for ever.
    await page.goto(`${rig.service.url}/demo/cart.html`);
    assert.match(await page.locator('#cart').innerText(), /^Your cart is kept by this page's script/);
    // The store finder: a city chosen and "Show stores" pressed, the stores near it, nearest first; no location button (it needs script).
    await page.goto(`${rig.service.url}/demo/stores.html`);
    assert.equal(await page.locator('#locate').isVisible(), false);
    await page.selectOption('#city', 'Chicago');
    await Promise.all([page.waitForURL(/near=Chicago/), page.locator('.finder button', { hasText: 'Show stores' }).click()]);
    assert.match(await page.locator('#stores h2').innerText(), /^\d+ stores? within 80 km of Chicago(, the 12 nearest shown)?$/);
    const near = await page.locator('#stores .store-list li').allInnerTexts();
    assert.ok(near.length > 0 && near.every((s) => /, IL\b|, IN\b|, WI\b/.test(s)), near.join(' | '));
    assert.equal(await page.locator('#city').inputValue(), 'Chicago', 'the city chosen stays chosen');
    // No element will come: none keeps the box it reserves for its answer (elements.css), not a results element, not a row of recommendations.
    for (const path of ['/demo/search.html?q=headphones&ssr=0', '/demo/product.html?id=item-12', '/demo/']) {
      await page.goto(`${rig.service.url}${path}`);
      const boxes = await page.evaluate(() => [...document.querySelectorAll('ss-search, ss-listing, ss-recs')].map((el) => `${el.localName} ${getComputedStyle(el).minHeight}`));
      assert.ok(boxes.length > 0, path);
      assert.deepEqual(boxes.filter((b) => !b.endsWith(' 0px')), [], `${path}: boxes kept`);
    }
    await context.close();
  });

  it('with JavaScript off, the language the switch chose stays for the next pages (a cookie), results drawn in it; ?lang=en goes back; one it does not speak is English', async () => {
    const context = await rig.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/product.html?id=item-12&lang=sk`);
    // The header's search form and a results link carry no ?lang=: the next pages are Slovak all the same.
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'sk');
    assert.match(await page.locator('ss-search [part=count]').innerText(), /výsled/, 'the results drawn in Slovak');
    await page.goto(`${rig.service.url}/demo/listing.html?category=Audio`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'sk');
    await page.goto(`${rig.service.url}/demo/product.html?id=item-12&lang=en`);
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.match(await page.locator('ss-search [part=count]').innerText(), /results/);
    // A language the demo's switch does not offer: English, and the page says English (not lang="sv" over English words).
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones&lang=sv`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await context.close();
  });
});
