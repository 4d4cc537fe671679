/**
 * The demo's own pages (demo/assets/demo.js) as a shopper meets them. The store finder
 * (an <ss-listing type="store"> sorted by distance): nothing asked before a place is chosen,
 * the stores near a city with readable hours, and a store's own link (where a store
 * suggestion or result leads) centring the list on that store. The
 * product page: its category trail, rating, price and stock. Needs `npm run build` and a
 * Chromium.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { pageRig, resultsDrawn } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, location: any, localStorage: any;

const rig = pageRig();

interface Card { id: string; title: string; text: string; current: string | null }

/** The store cards the finder's <ss-listing> draws (its renderer's, in its shadow root). */
async function cards(page: Page): Promise<Card[]> {
  await page.waitForFunction(() => document.querySelector('#stores ss-listing')?.shadowRoot?.querySelector('[part~=store]') && !document.querySelector('#stores ss-listing').loading);
  return page.evaluate(() => [...document.querySelector('#stores ss-listing').shadowRoot.querySelectorAll('[part~=store]')].map((c: any) => ({
    id: c.id, title: c.querySelector('strong').textContent, text: c.textContent, current: c.getAttribute('aria-current'),
  })));
}

describe('demo store finder (<ss-listing type="store">)', () => {
  it('asks nothing at load; a city lists the stores within 80 km, nearest first, with readable hours; another city replaces them', async () => {
    const page = await rig.browser.newPage();
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/search?') && searches.push(r.url()));
    await page.goto(`${rig.service.url}/demo/stores.html`);
    await page.waitForTimeout(500);
    assert.deepEqual(searches, [], 'no place chosen, nothing asked (and no location prompt)');
    await page.selectOption('#city', 'Minneapolis');
    const shown = await cards(page);
    assert.ok(shown.length > 1);
    const asked = new URL(searches.at(-1)!).searchParams;
    assert.deepEqual([asked.get('sort'), asked.get('context[geo_location]'), asked.getAll('f[]')], ['distance:asc', '44.9778,-93.2650', ['type:store', 'geo_range:|80']]);
    assert.match(await page.evaluate(() => document.querySelector('#stores ss-listing').shadowRoot.querySelector('[part=count]').textContent), /^\d+ stores within 80 km$/);
    for (const card of shown) assert.doesNotMatch(card.text, /0-11:59|Mon: /, `${card.title}: hours as a shop prints them`);
    assert.ok(shown.some((c) => c.text.includes('Open 24 hours')), 'the kiosks are open all day');
    assert.ok(shown.some((c) => /Mon–\w+ \d/.test(c.text)), 'runs of days with the same hours');
    assert.ok(shown.every((c) => c.current === null), 'no store is chosen');
    assert.match(page.url(), /near=Minneapolis/);
    await page.selectOption('#city', 'Seattle');
    await page.waitForFunction(() => { const c = [...(document.querySelector('#stores ss-listing').shadowRoot.querySelectorAll('[part~=store]') as any)]; return c.length && c.every((x: any) => x.textContent.includes(', WA')); });
    await page.goBack();
    await page.waitForFunction(() => [...(document.querySelector('#stores ss-listing').shadowRoot.querySelectorAll('[part~=store]') as any)].every((x: any) => x.textContent.includes(', MN')));
    await page.close();
  });

  it('a store\'s own link centres the list on that store and marks it, and a new hash moves it', async () => {
    const page = await rig.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${rig.service.url}/demo/stores.html#store-8900`);
    let shown = await cards(page);
    assert.equal(shown[0].id, 'store-8900', 'the chosen store first (nearest to itself)');
    assert.equal(shown[0].current, 'location');
    assert.equal(shown.filter((c) => c.current).length, 1);
    assert.match(shown[0].text, /Hollywood/);
    assert.equal(await page.inputValue('#city'), 'store-8900');
    assert.ok(shown.slice(1).every((c) => c.text.includes(', CA')), 'its neighbours, not Minneapolis');
    // A store suggestion chosen on this page changes only the hash.
    await page.evaluate(() => (location.hash = '#store-8918'));
    await page.waitForFunction(() => document.querySelector('#stores ss-listing').shadowRoot.querySelector('[aria-current=location]')?.id === 'store-8918');
    shown = await cards(page);
    assert.match(shown.find((c) => c.current)!.title, /Marriott City Center/);
    assert.equal(await page.inputValue('#city'), 'store-8918');
    // The cities are still there to choose from.
    await page.selectOption('#city', 'Chicago');
    await page.waitForFunction(() => { const c = [...(document.querySelector('#stores ss-listing').shadowRoot.querySelectorAll('[part~=store]') as any)]; return c.length > 0 && c.every((x: any) => !x.hasAttribute('aria-current') && x.textContent.includes(', IL')); });
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('a product page shows its category trail as links, its rating, price and stock, and adds to the cart', async () => {
    const page = await rig.browser.newPage();
    await page.goto(`${rig.service.url}/demo/product.html?id=item-12`);
    await page.waitForSelector('#product h1');
    const crumbs = await page.evaluate(() => [...document.querySelectorAll('#product nav[aria-label=Breadcrumb] a')].map((a: any) => [a.textContent, a.getAttribute('href')]));
    assert.deepEqual(crumbs, [
      ['All products', '/demo/listing.html'],
      ['Audio', '/demo/listing.html?category=Audio'],
      ['Speakers', '/demo/listing.html?category=Audio%7C%7CSpeakers'],
      ['Bluetooth Speakers', '/demo/listing.html?category=Audio%7C%7CSpeakers%7C%7CBluetooth%20Speakers'],
    ]);
    const text = await page.locator('#product').innerText();
    assert.match(text, /★ \d(\.\d)? · \d+ reviews?/);
    assert.match(text, /\$\d+\.\d\d/);
    assert.match(text, /In stock|Out of stock/);
    await page.click('#product button.primary');
    assert.equal(await page.locator('#product button.primary').innerText(), 'Added ✓');
    assert.ok((await page.evaluate(() => localStorage.getItem('voltstore-cart')))?.includes('item-12'));
    await page.click('#product nav a:text-is("Speakers")');
    await resultsDrawn(page, 'ss-listing');
    await page.close();
  });
});
