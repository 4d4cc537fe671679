/**
 * A shop's own catalog in the elements: the Shopify export of src/indexing/testdata/feeds,
 * pushed with `ss-index` into the local service, then a shop's search page with one
 * `<ss-search>` in Chromium: cards with the product's title, price and struck list price,
 * absolute link and image; the category hierarchy from Shopify's Type as a facet that
 * narrows the results; option values (colour) as a facet that shows the chosen variant.
 * Needs `npm run build` and a Chromium.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright';
import { FEEDS, runIndex, siteKeys } from '../../src/indexing/testing/shop.js';
import { pageRig } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;

const shopDir = mkdtempSync(join(tmpdir(), 'ss-shop-'));
writeFileSync(join(shopDir, 'search.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Northpeak – Search</title>
<script type="module" src="/dist/components/search.js"></script></head>
<body><ss-search tracker-id="northpeak" heading-level="1" facets="category_path, brand, price, color, size, availability"></ss-search></body></html>
`);
after(() => rmSync(shopDir, { recursive: true, force: true }));
const rig = pageRig({ service: { sites: [siteKeys('northpeak')], objects: [], demoDir: shopDir } });

interface Card { title: string; price: string; was: string; href: string; image: string }

async function cards(page: Page): Promise<Card[]> {
  return page.evaluate(() => [...document.querySelector('ss-search').shadowRoot.querySelectorAll('[part=card]')].map((c: any) => {
    const was = c.querySelector('[part=card-list-price]')?.textContent ?? '';
    return {
      title: c.querySelector('[part=card-title]').textContent.trim(),
      price: c.querySelector('[part=card-price]').textContent.replace(was, '').trim(),
      was: was.replace(/\s+/g, ' ').trim(),
      href: c.querySelector('[part=card-link]').getAttribute('href'),
      image: c.querySelector('[part=card-image]').getAttribute('src'),
    };
  }));
}

/** A facet's values as "label count". */
const facet = (page: Page, name: string) => page.evaluate((n) => [...document.querySelector('ss-search').shadowRoot.querySelectorAll(`fieldset[data-facet="${n}"] label`)]
  .map((l: any) => `${l.querySelector('.label').textContent} ${l.querySelector('.count').textContent}`), name);

const shown = (page: Page, count: number) => page.waitForFunction((n) => document.querySelector('ss-search')?.shadowRoot?.querySelectorAll('[part=card]').length === n, count);

describe('a pushed Shopify export in <ss-search>', () => {
  it('shows the products as cards, the Type hierarchy and the options as facets, and the chosen variant', async () => {
    const pushed = await runIndex(rig.service.url, 'northpeak', ['push', join(FEEDS, 'shopify.csv'), '--site-url', 'https://northpeak.example', '--currency', 'USD']);
    assert.match(pushed.err, /ok 4, failed 1, left out 2 \(draft 1, archived 1\)/);
    const page = await rig.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // The shop's image CDN, answered here (there is no network): the cards ask for the absolute URLs of the export.
    const images: string[] = [];
    await page.route('https://cdn.northpeak.example/**', (route) => {
      images.push(route.request().url());
      return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>' });
    });
    await page.goto(`${rig.service.url}/demo/search.html`);
    await shown(page, 4);
    const all = await cards(page);
    assert.deepEqual(all.map((c) => c.title).sort(), ['Basecamp Hiking Boot', 'Merino Trail Socks', 'Rain Shell Jacket', 'Ridge Runner Trail Shoe'], 'no draft, no archived product');
    const shoe = all.find((c) => c.title === 'Ridge Runner Trail Shoe')!;
    assert.deepEqual(shoe, {
      title: 'Ridge Runner Trail Shoe', price: '$119.00', was: 'Was $149.00', href: 'https://northpeak.example/products/ridge-runner',
      image: 'https://cdn.northpeak.example/files/ridge-runner-ember.jpg',
    });
    await page.waitForFunction(() => [...document.querySelector('ss-search').shadowRoot.querySelectorAll('[part=card-image]')].every((i: any) => i.complete));
    assert.ok(images.includes('https://cdn.northpeak.example/files/ridge-runner-ember.jpg'), images.join(' '));

    assert.deepEqual((await facet(page, 'category_path')).sort(), ['Accessories 1', 'Jackets 1', 'Shoes 2']);
    assert.deepEqual((await facet(page, 'brand')).sort(), ['Loomwell 2', 'Northpeak 2']);
    assert.deepEqual(await facet(page, 'color'), ['Ember 1', 'Olive 1', 'Slate 1']);

    // Down the hierarchy: Shoes, then its steps.
    await page.locator('ss-search fieldset[data-facet=category_path] label', { hasText: 'Shoes' }).click();
    await shown(page, 2);
    assert.deepEqual(await facet(page, 'category_path'), ['Accessories 1', 'Jackets 1', 'Shoes 2', 'Hiking 1', 'Trail Running 1'], 'the steps below the chosen one');
    assert.match(page.url(), /f=category_path%3AShoes/);

    // A colour of one variant: the card shows that variant's title and price.
    await page.locator('ss-search fieldset[data-facet=color] label', { hasText: 'Slate' }).click();
    await shown(page, 1);
    assert.deepEqual((await cards(page)).map((c) => [c.title, c.price, c.was]), [['Ridge Runner Trail Shoe Slate / 9', '$129.00', '']]);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
