/**
 * A served results page with JavaScript off still refines (render/no-script.ts): the facets'
 * boxes and the sort are one form the browser submits by GET to the page's own URL, and the
 * server draws the answer of the URL it gets. On a desktop and on a phone (where the
 * "Filters" dialog needs script, the facets come under the results). With script on, none of
 * it shows (ssr.test.ts compares the pixels). Needs `npm run build` and a Chromium.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright';
import { pageRig } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;

const rig = pageRig();
const RENDER = new URL('../../dist/render/index.js', import.meta.url).href;

/** The cards shown: brand and price (a number). */
const cards = (page: Page) => page.evaluate(() => [...document.querySelector('ss-search').shadowRoot.querySelectorAll('.hit')].map((hit: any) => ({
  brand: hit.querySelector('[part=card-brand]')?.textContent.trim(),
  price: Number(hit.querySelector('[part=card-price]')?.textContent.replace(/[^\d.]/g, '')),
})));

const box = (page: Page, facet: string, n: number) => page.locator(`ss-search fieldset[data-facet=${facet}] input[type=checkbox]`).nth(n);

/** Submits the form with the Apply button at the foot of the facets; resolves with the URL's own state. */
async function apply(page: Page): Promise<{ q: string | null; f: string[]; sort: string | null }> {
  const before = page.url();
  await Promise.all([page.waitForURL((u) => u.href !== before), page.locator('ss-search .facets .apply').click()]);
  const url = new URL(page.url());
  return { q: url.searchParams.get('q'), f: url.searchParams.getAll('f'), sort: url.searchParams.get('sort') };
}

describe('a served results page without JavaScript', () => {
  it('on a desktop: a brand ticked and a sort chosen apply, then a category and a step below it', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1350, height: 940 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones`);
    assert.equal(await page.locator('ss-search .facets .apply').isVisible(), true, 'an Apply button under the facets');
    // The header's box holds the query, and the title says what the page shows.
    assert.deepEqual([await page.locator('header input[type=search]').inputValue(), await page.title()], ['headphones', 'Results for “headphones” – Search – Demo store']);
    // The cards' add-to-cart buttons need the shop's script: none offered (the demo's page has them).
    const carts = page.locator('ss-search [part=add-to-cart]');
    assert.deepEqual([await carts.count() > 0, await carts.first().isVisible()], [true, false]);
    // A facet's fold button needs script: its name shows as text, and the keyboard never stops on a button that does nothing.
    assert.deepEqual([await page.locator('ss-search .fold').count() > 0, await page.locator('ss-search .fold').first().isVisible()], [true, false]);
    assert.equal(await page.locator('ss-search fieldset[data-facet=brand] legend').innerText(), 'Brand');
    const stops = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => ((e) => (e ? `${e.tagName}.${e.className}` : ''))(document.querySelector('ss-search').shadowRoot.activeElement)));
    }
    assert.ok(stops.includes('INPUT.') && !stops.some((c) => /^BUTTON\.fold\b/.test(c)), `the facets' boxes among the tab stops, no fold: ${stops.join(', ')}`);
    const brand = (await box(page, 'brand', 1).getAttribute('value'))!.replace(/^brand:/, '');
    await box(page, 'brand', 1).check();
    await page.locator('ss-search select').selectOption('price:asc');
    assert.deepEqual(await apply(page), { q: 'headphones', f: [`brand:${brand}`], sort: 'price:asc' });
    assert.equal([...new URL(page.url()).searchParams.keys()][0], 'q', `the query first in the URL the form submits: ${page.url()}`);
    let shown = await cards(page);
    assert.ok(shown.length > 0 && shown.every((c) => c.brand === brand), `${brand}'s products only: ${shown.map((c) => c.brand)}`);
    assert.deepEqual(shown.map((c) => c.price), [...shown.map((c) => c.price)].sort((a, b) => a - b), 'cheapest first');
    assert.equal(await page.locator(`ss-search fieldset[data-facet=brand] input[value="brand:${brand}"]`).isChecked(), true, 'the brand chosen, ticked');

    // The tree: a category, then a step below it (its parent stays ticked: the server answers at the step's own URL).
    await box(page, 'category_path', 0).check();
    const category = await box(page, 'category_path', 0).getAttribute('value');
    assert.deepEqual((await apply(page)).f.sort(), [category, `brand:${brand}`].sort());
    const step = await box(page, 'category_path', 1).getAttribute('value');
    assert.ok(step!.startsWith(`${category}||`), `a step below ${category}: ${step}`);
    await box(page, 'category_path', 1).check();
    const state = await apply(page);
    assert.deepEqual([state.f.sort(), state.sort, state.q], [[step, `brand:${brand}`].sort(), 'price:asc', 'headphones'], 'the step alone, the brand and sort kept');
    shown = await cards(page);
    assert.ok(shown.length > 0 && shown.every((c) => c.brand === brand));

    // Unticking the brand clears it.
    await page.locator(`ss-search fieldset[data-facet=brand] input[value="brand:${brand}"]`).uncheck();
    assert.deepEqual((await apply(page)).f, [step]);
    // "Clear all": a link to the page without its filters.
    await Promise.all([page.waitForURL((u) => !u.searchParams.has('f')), page.locator('ss-search a.clear-filters').click()]);
    assert.deepEqual([new URL(page.url()).searchParams.get('q'), new URL(page.url()).searchParams.get('sort')], ['headphones', 'price:asc']);
    assert.equal(await page.locator('ss-search a.clear-filters').count(), 0, 'none without filters');
    await context.close();
  });

  it('on a phone: no "Filters" button that cannot open, the facets under the results with a link to them, and they apply', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones`);
    assert.equal(await page.locator('ss-search [part=filters-button]').isVisible(), false, 'the dialog\'s button needs script');
    const link = page.locator('ss-search a.to-facets');
    assert.equal(await link.isVisible(), true, 'a link to the facets in its place');
    const facetsTop = () => page.evaluate(() => document.querySelector('ss-search').shadowRoot.querySelector('.facets').getBoundingClientRect().top);
    const gridTop = await page.evaluate(() => document.querySelector('ss-search').shadowRoot.querySelector('.grid').getBoundingClientRect().top);
    assert.ok(await facetsTop() > gridTop + 823, 'the facets under the results, out of view');
    await link.click();
    // (No script in the page: polled from outside.)
    let top = await facetsTop();
    for (let tries = 0; tries < 50 && top > 100; tries++) top = await page.waitForTimeout(100).then(facetsTop);
    assert.ok(top >= -1 && top < 100, `the link scrolls the facets to the top of the screen (their top at ${top} px)`);
    const brand = (await box(page, 'brand', 0).getAttribute('value'))!;
    await box(page, 'brand', 0).check();
    assert.deepEqual((await apply(page)).f, [brand]);
    assert.ok((await cards(page)).every((c) => `brand:${c.brand}` === brand));
    await context.close();
  });

  it('a price typed in the min/max inputs applies, the page\'s other choices kept (typed the other way round too)', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1350, height: 940 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones&f=availability%3A1&sort=price%3Aasc`);
    const range = page.locator('ss-search [part=facet-range]').first();
    for (const [min, max] of [['100', '200'], ['300', '150']]) {
      await range.locator('input[inputmode=decimal]').first().fill(min);
      await range.locator('input[inputmode=decimal]').last().fill(max);
      const before = page.url();
      await Promise.all([page.waitForURL((u) => u.href !== before && !/price\.m/.test(u.search)), range.locator('button[type=submit]').click()]);
      const url = new URL(page.url());
      const [lo, hi] = [Math.min(+min, +max), Math.max(+min, +max)];
      assert.deepEqual([url.searchParams.get('q'), url.searchParams.getAll('f').sort(), url.searchParams.get('sort')], ['headphones', ['availability:1', `price:${lo}|${hi}`], 'price:asc']);
      const prices = (await cards(page)).map((c) => c.price);
      assert.ok(prices.length > 0 && prices.every((p) => p >= lo && p <= hi), `${lo}-${hi}: ${prices}`);
    }
    // A box ticked and a range typed go together, by the range's Apply and by the one at the foot of the facets.
    for (const foot of [false, true]) {
      await page.goto(`${rig.service.url}/demo/search.html?q=headphones`);
      const brand = (await box(page, 'brand', 0).getAttribute('value'))!;
      await box(page, 'brand', 0).check();
      await range.locator('input[inputmode=decimal]').first().fill('100');
      await range.locator('input[inputmode=decimal]').last().fill('300');
      const f = foot ? (await apply(page)).f : await Promise.all([page.waitForURL((u) => u.searchParams.has('f')), range.locator('button[type=submit]').click()]).then(() => new URL(page.url()).searchParams.getAll('f'));
      assert.deepEqual([...f].sort(), [brand, 'price:100|300'].sort(), foot ? 'the foot\'s Apply' : 'the range\'s Apply');
    }
    // A German page reads a price as German writes it: "1.250,5" is 1250.5.
    await page.goto(`${rig.service.url}/demo/search.html?q=laptop&lang=de`);
    await range.locator('input[inputmode=decimal]').first().fill('1.250,5');
    const before = page.url();
    await Promise.all([page.waitForURL((u) => u.href !== before && !/price\.m/.test(u.search)), range.locator('button[type=submit]').click()]);
    assert.deepEqual(new URL(page.url()).searchParams.getAll('f'), ['price:1250.5|']);
    await context.close();
  });

  it('every value of a list facet is offered, those past "Show more" too, and one of them applies', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1350, height: 940 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/listing.html?category=Audio`);
    const colors = page.locator('ss-listing fieldset[data-facet=color] input[type=checkbox]');
    const values = await colors.evaluateAll((boxes: any[]) => boxes.map((b) => [b.value, b.checkVisibility()]));
    assert.ok(values.length > 6 && values.every(([, shown]) => shown), `all ${values.length} colours shown: ${values}`);
    const last = values.at(-1)![0] as string;
    await colors.last().check();
    const before = page.url();
    await Promise.all([page.waitForURL((u) => u.href !== before), page.locator('ss-listing .facets .apply').click()]);
    assert.deepEqual(new URL(page.url()).searchParams.getAll('f'), [last]);
    assert.equal(new URL(page.url()).searchParams.get('category'), 'Audio', 'the page\'s own parameter kept');
    await context.close();
    // With script on, only those before "Show more" are shown while the page is served (its element script held back).
    const served = await rig.browser.newPage({ viewport: { width: 1350, height: 940 } });
    await served.route(/\/dist\/.*\.js$/, (route) => route.abort());
    await served.goto(`${rig.service.url}/demo/listing.html?category=Audio`);
    const shown = await served.locator('ss-listing fieldset[data-facet=color] input[type=checkbox]').evaluateAll((boxes: any[]) => boxes.filter((b) => b.checkVisibility()).length);
    assert.equal(shown, 6);
    // Hidden by a class of their own, not by :has(), which a browser without it (Firefox before 121) would drop.
    const marked = await served.locator('ss-listing fieldset[data-facet=color] label.more-value').count();
    assert.equal(marked, values.length - 6);
    assert.doesNotMatch(await served.locator('ss-listing').evaluate((el: any) => el.shadowRoot.innerHTML), /:has\(/);
    await served.close();
  });

  it('a facet of 3,000 values lists its first 106 (6 and 100 past "Show more") and every chosen one, ticked', async () => {
    const { renderResults } = await import(RENDER);
    const values = Array.from({ length: 3000 }, (_, i) => ({ value: `Brand ${String(i + 1).padStart(4, '0')}`, hits_count: 3000 - i }));
    const answer = { results: { query: 'x', total_hits: 1, hits: [{ url: 'x1', type: 'item', attributes: { title: 'X', price: 1 } }], facets: [{ name: 'brand', type: 'text', values }], filters: [], quicksearch_hits: [], campaigns: [], offset: '0', guid: 'g' } };
    const drawn = await renderResults({ tag: 'ss-search', attributes: { 'tracker-id': 'demo', facets: 'brand' }, url: 'https://shop.example/s?q=x&f=brand%3ABrand+2500', answer });
    const boxes = [...(drawn.html as string).matchAll(/<input\b[^>]*\svalue="brand:([^"]+)"[^>]*>/g)].map((m) => [m[1], / checked/.test(m[0])]);
    assert.equal(boxes.length, 107);
    assert.deepEqual(boxes.filter(([, checked]) => checked), [['Brand 2500', true]]);
  });

  it('a single-choice facet (radio buttons) applies too: a value, then "Any"', async () => {
    const { renderResults } = await import(RENDER);
    const attributes = { 'tracker-id': 'demo', 'base-url': rig.service.url, facets: 'brand, color', 'single-choice': 'brand' };
    // A shop's server: each URL drawn by renderResults, answered with its redirect when it has one.
    const shop = createServer((req, res) => {
      void renderResults({ tag: 'ss-search', attributes, url: `http://${req.headers.host}${req.url}` }).then((drawn: any) => {
        if (drawn.redirect) res.writeHead(302, { location: drawn.redirect }).end();
        else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><body>${drawn.html}</body></html>`);
      });
    });
    await new Promise<void>((listening) => shop.listen(0, '127.0.0.1', listening));
    const context = await rig.browser.newContext({ viewport: { width: 1350, height: 940 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/single?q=headphones`);
    const radios = page.locator('ss-search fieldset[data-facet=brand] input[type=radio]');
    const brand = (await radios.nth(2).getAttribute('value'))!;
    await radios.nth(2).check();
    await Promise.all([page.waitForURL((u) => u.searchParams.getAll('f').includes(`brand:${brand}`)), page.locator('ss-search .facets .apply').click()]);
    assert.deepEqual([...new URL(page.url()).searchParams.keys()].sort(), ['f', 'q', 'sort'], 'the filter as the element writes it');
    assert.ok((await cards(page)).every((c) => c.brand === brand), `${brand}'s products only`);
    assert.equal(await radios.nth(2).isChecked(), true);
    await radios.nth(0).check();
    await Promise.all([page.waitForURL((u) => !u.searchParams.has('f')), page.locator('ss-search .facets .apply').click()]);
    await context.close();
    shop.close();
  });

  it('what only a browser without script shows is hidden before it arrives (a declarative shadow root is drawn as it streams in)', async () => {
    const html = await (await fetch(`${rig.service.url}/demo/search.html?q=tv`)).text();
    const root = html.indexOf('<template shadowroot');
    const hiding = html.indexOf('<style>.no-script.no-script');
    assert.ok(root > 0 && hiding > root, 'the style is in the shadow root');
    assert.ok(hiding < html.indexOf('class="no-script', root), 'before the first of what it hides');
    assert.ok(hiding < html.indexOf('<div part="layout"', root), 'before anything of the drawing');
  });

  it('drawn for a narrow screen only (`narrow: true`): no button that cannot open, no link to facets it does not hold, the sort applies', async () => {
    const { renderResults } = await import(RENDER);
    const url = `${rig.service.url}/narrow?q=tv`;
    const drawn = await renderResults({ tag: 'ss-search', narrow: true, attributes: { 'tracker-id': 'demo', 'base-url': rig.service.url, facets: 'brand' }, url });
    const context = await rig.browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route(`${rig.service.url}/narrow**`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body>${drawn.html}</body></html>` }));
    await page.goto(url);
    assert.deepEqual(await Promise.all(['[part=filters-button]', 'a.to-facets', '.sort + .apply'].map((s) => page.locator(`ss-search ${s}`).isVisible())), [false, false, true]);
    await page.locator('ss-search select').selectOption('price:desc');
    await Promise.all([page.waitForURL(/sort=price%3Adesc/), page.locator('ss-search .sort + .apply').click()]);
    assert.equal(new URL(page.url()).searchParams.get('q'), 'tv');
    await context.close();
  });

  it('with script on, the element takes over a page a form asked for, and nothing of the form is shown', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 940 } });
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/search?') && searches.push(r.url()));
    await page.goto(`${rig.service.url}/demo/search.html?sort=price%3Aasc&q=headphones&f=category_path%3AAudio&f=category_path%3AAudio%7C%7CHeadphones`);
    assert.match(page.url(), /f=category_path%3AAudio%7C%7CHeadphones$/, 'a category and its step: the step\'s own URL');
    await page.waitForFunction(() => document.querySelector('ss-search').hasUpdated);
    await page.waitForTimeout(300);
    assert.deepEqual(searches, [], 'the served answer taken over');
    assert.equal(await page.evaluate(() => document.querySelector('ss-search').shadowRoot.querySelectorAll('.no-script, form[hidden]').length), 0);
    await page.close();
  });
});
