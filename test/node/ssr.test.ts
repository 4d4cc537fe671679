/**
 * Results and category pages drawn on the server (site-search-elements/render, served by
 * the local service at the demo's own URLs): what a crawler and a shopper with JavaScript off
 * get, the element taking the page over with no request, the head for search engines, a
 * hostile catalog that cannot break out of the HTML, and the same output under Node and an
 * edge runtime (edge-runtime: web APIs only). Needs `npm run build` and a Chromium.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build } from 'esbuild';
import { EdgeRuntime } from 'edge-runtime';
import type { Page } from 'playwright';
import { pageRig } from './pages.js';
import { startServer } from '../../src/server/server.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any;

const rig = pageRig();

/** In a page: how many pixels of two PNGs (base64) differ visibly (0 for a few), or how their sizes differ. (A string: run as written.) */
const DIFFER = `async (a, b) => {
  const pixels = async (png) => {
    const bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + png)).blob());
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, height: bitmap.height, data: context.getImageData(0, 0, bitmap.width, bitmap.height).data };
  };
  const [x, y] = [await pixels(a), await pixels(b)];
  if (x.width !== y.width || x.height !== y.height) return 'size ' + x.width + 'x' + x.height + ' then ' + y.width + 'x' + y.height;
  let count = 0; // tolerated: 1 pixel in 10,000 (the anti-aliasing of a run of text split by <em> or painted as a range)
  for (let i = 0; i < x.data.length; i += 4) if (Math.abs(x.data[i] - y.data[i]) + Math.abs(x.data[i + 1] - y.data[i + 1]) + Math.abs(x.data[i + 2] - y.data[i + 2]) > 48) count++;
  return count <= x.width * x.height / 10000 ? 0 : count;
}`;
const RENDER = new URL('../../dist/render/index.js', import.meta.url).href;

/** What the element shows: cards with their link, name and price, page links, breadcrumbs. */
const shown = (page: Page, tag: string) => page.evaluate((t: string) => {
  const root = document.querySelector(t).shadowRoot;
  return {
    cards: [...root.querySelectorAll('.hit')].map((hit: any) => ({
      href: hit.querySelector('a.card-link')?.getAttribute('href') ?? '', name: hit.querySelector('.title')?.textContent.trim() ?? '',
      price: hit.querySelector('[part=card-price]')?.textContent.trim() ?? '',
    })),
    pages: [...root.querySelectorAll('.pagination a[href]')].map((a: any) => a.getAttribute('href')),
    crumbs: [...root.querySelectorAll('.crumbs a[href]')].map((a: any) => a.textContent.trim()),
  };
}, tag);

describe('results and category pages drawn on the server', () => {
  it('with JavaScript off, the results and category pages show the first page: linked cards with names and prices, page links, breadcrumbs', async () => {
    const context = await rig.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, tag] of [['/demo/search.html?q=headphones', 'ss-search'], ['/demo/listing.html?category=Audio%7C%7CHeadphones', 'ss-listing']]) {
      await page.goto(`${rig.service.url}${path}`);
      const { cards, pages, crumbs } = await shown(page, tag);
      assert.equal(cards.length, 24, `${path}: a page of cards`);
      assert.ok(cards.every((c: any) => /product\.html\?id=item-/.test(c.href) && c.name && /^\$\d/.test(c.price)), `${path}: each card links its product, names it and prices it`);
      assert.ok(pages.some((href: string) => /page=2/.test(href)), `${path}: a link to page 2`);
      assert.ok(await page.locator(`${tag} >> .card-link`).first().isVisible(), 'the cards are visible (a declarative shadow root)');
      if (tag === 'ss-listing') assert.deepEqual(crumbs, ['All products', 'Audio', 'Headphones']);
      // The page's heading is the HTML element a crawler that runs no script reads as the page's (an h1 at heading-level 1).
      assert.equal(await page.evaluate((t) => { const h = document.querySelector(t).shadowRoot.querySelector('[part=heading]'); return `${h.localName} ${h.getAttribute('role')}`; }, tag), 'h1 null');
      // The largest paint waits for no script: the first row's images are fetched at once, first, with their size
      // (a desktop row of five places, hold.ts; a campaign's tile among them takes one). As the browser reads them: no attribute is eager, auto.
      const { images, tile } = await page.evaluate((t) => {
        const root = document.querySelector(t).shadowRoot;
        return {
          images: [...root.querySelectorAll('img.card-image')].map((img: any) => [img.loading, img.fetchPriority, Boolean(img.getAttribute('width') && img.getAttribute('height'))].join(' ')),
          tile: [...root.querySelectorAll('.grid > li')].slice(0, 5).some((li: any) => li.matches('.tile')),
        };
      }, tag);
      const row = tile ? 4 : 5;
      assert.deepEqual(images.slice(0, row), Array(row).fill('eager high true'), `${path}: the first row`);
      assert.deepEqual([...new Set(images.slice(row))], ['lazy auto true'], `${path}: the other rows`);
    }
    await context.close();
  });

  it('with JavaScript off, a page in another language is drawn in it: its words and its prices', async () => {
    const context = await rig.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones&lang=sk`);
    const { cards } = await shown(page, 'ss-search');
    assert.equal(cards.length, 24);
    assert.ok(cards.every((c: any) => /^\d[\d\s\u00a0]*,\d\d\s?(US\$|USD|\$)/.test(c.price)), `prices as Slovak writes them: ${cards[0].price}`);
    const said = await page.evaluate(() => document.querySelector('ss-search').shadowRoot.textContent);
    assert.match(said, /Zoradiť podľa/);
    assert.doesNotMatch(said, /Sort by|Filters/);
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['sk', 'ltr'], 'the page says its language');
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones&lang=ar`);
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl'], 'Arabic, right to left');
    // Its title as text: not the bidi isolates the dictionary puts around the query in the heading.
    assert.match(await page.title(), /^نتائج «headphones» – /);
    // The element drawn in its place, the page around it as written.
    const [written, served] = await Promise.all(['ssr=0', 'lang=ar'].map(async (q) => (await fetch(`${rig.service.url}/demo/search.html?q=headphones&${q}`)).text()));
    const around = (page: string) => {
      const html = page.replace(/<!--\/?lit-[^>]*-->/g, '');
      return [html.slice(html.indexOf('<ss-search') - 60, html.indexOf('<ss-search')), html.slice(html.indexOf('</ss-search>'), html.indexOf('</ss-search>') + 60)];
    };
    assert.deepEqual(around(served), around(written));
    await context.close();
  });

  it('the element takes the page over: no search request at load, the same cards, and a facet click still refines', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 940 } });
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/search?') && searches.push(r.url()));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${rig.service.url}/demo/listing.html?category=Audio`);
    const served = await shown(page, 'ss-listing');
    await page.waitForFunction(() => document.querySelector('ss-listing').hasUpdated);
    await page.waitForTimeout(500);
    assert.deepEqual(searches, [], 'nothing asked at load');
    assert.deepEqual((await shown(page, 'ss-listing')).cards, served.cards, 'the same cards after the take-over');
    await page.locator('ss-listing fieldset[data-facet=brand] input[type=checkbox]').first().check();
    // Drawn once its answer and the chips' part (loaded on the first chosen filter) are in: the chip shows.
    await page.waitForFunction(() => /f=brand/.test(window.location.search) && document.querySelector('ss-listing').shadowRoot.querySelector('[part~=chip]')
      && document.querySelector('ss-listing').shadowRoot.querySelector('.results').getAttribute('aria-busy') === 'false');
    assert.equal(searches.length, 1, 'one request for the refinement');
    assert.notDeepEqual((await shown(page, 'ss-listing')).cards, served.cards, 'the brand\'s products');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('what the shopper does to the served page before the element\'s script is in is done again: a box ticked, a sort chosen, the focus', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 940 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The element's script held back (a slow network): the served drawing is all there is meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/components/listing.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${rig.service.url}/demo/listing.html?category=Audio`, { waitUntil: 'commit' });
    const box = page.locator('ss-listing fieldset[data-facet=brand] label').first();
    await box.waitFor();
    const brand = (await box.locator('.label').textContent())!.trim();
    await box.locator('input').check();
    await page.locator('ss-listing select').selectOption('price:asc');
    await page.locator('ss-listing select').focus();
    assert.equal(await page.evaluate(() => document.querySelector('ss-listing').hasUpdated), undefined, 'not taken over yet');
    release();
    // Taken over: the box's filter and the sort apply, as if the element had been there.
    await page.waitForFunction(() => /f=brand/.test(window.location.search) && /sort=price%3Aasc/.test(window.location.search)
      && document.querySelector('ss-listing').shadowRoot.querySelector('[part~=chip]')
      && document.querySelector('ss-listing').shadowRoot.querySelector('.results').getAttribute('aria-busy') === 'false');
    const after = await page.evaluate(() => {
      const root = document.querySelector('ss-listing').shadowRoot;
      return { chips: [...root.querySelectorAll('[part~=chip]')].map((c: any) => c.textContent.trim()), focused: root.activeElement?.localName,
        checked: [...root.querySelectorAll('fieldset[data-facet=brand] input:checked')].length, sort: root.querySelector('select').value };
    });
    assert.ok(after.chips.some((c: string) => c.includes(brand)), `the chip of ${brand}: ${after.chips}`);
    assert.deepEqual([after.checked, after.sort, after.focused], [1, 'price:asc', 'select'], 'the box ticked, the sort chosen, the focus where it was');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('a box ticked while the take-over waits for a part its answer needs (the suggested facet\'s chips) is done again too', async () => {
    const { renderResults } = await import(RENDER);
    const url = `${rig.service.url}/late?q=headphones`;
    const attributes = { 'tracker-id': 'demo', 'base-url': rig.service.url, facets: 'brand:12', 'dynamic-facets': '1' };
    const drawn = await renderResults({ tag: 'ss-search', attributes, url });
    assert.ok(drawn.answer.results.suggested_facet, 'an answer with a suggested facet');
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 940 } });
    await page.route(`${rig.service.url}/late**`, (route) => route.fulfill({ contentType: 'text/html',
      body: `<!doctype html><html><head><script type="module" src="/dist/components/search.js"></script></head><body>${drawn.html}</body></html>` }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/chunks\/chips-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url);
    // The embedded answer read (the take-over under way), the chips' part not in: the served drawing is still what the shopper sees.
    await page.waitForFunction(() => !document.querySelector('ss-search > script[data-ss-served]'));
    const box = page.locator('ss-search fieldset[data-facet=brand] input[type=checkbox]').first();
    const brand = (await page.locator('ss-search fieldset[data-facet=brand] .label').first().textContent())!.trim();
    await box.check();
    assert.equal(await page.evaluate(() => document.querySelector('ss-search').hasUpdated), false, 'not drawn again yet');
    release();
    await page.waitForFunction((b: string) => new URL(window.location.href).searchParams.get('f') === `brand:${b}`
      && document.querySelector('ss-search').shadowRoot.querySelector('.results')?.getAttribute('aria-busy') === 'false', brand, { timeout: 5000 });
    await page.close();
  });

  it('taking over redraws nothing: the element\'s pixels as served (its script not in yet) and after the take-over are the same, on a phone and a desktop', async () => {
    const looks = async (viewport: { width: number; height: number }, taken: boolean, path: string, tag: string) => {
      const context = await rig.browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      // As served: the page's scripts run, the elements' never arrive (the browser runs script: what it shows only without is hidden).
      if (!taken) await page.route(/\/dist\/.*\.js$/, (route) => route.abort());
      await page.goto(`${rig.service.url}${path}`);
      if (taken) await page.waitForFunction((t: string) => document.querySelector(t).hasUpdated, tag);
      // Every card's image in, lazy ones too (they load as the page scrolls to them).
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForFunction(() => [...document.querySelectorAll('ss-search, ss-listing')].every((el: any) =>
        [...el.shadowRoot.querySelectorAll('img')].every((img: any) => img.complete)));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      const shot = await page.locator(tag).screenshot({ animations: 'disabled', caret: 'hide' });
      await context.close();
      return shot.toString('base64');
    };
    for (const viewport of [{ width: 412, height: 823 }, { width: 1350, height: 940 }]) {
      for (const [path, tag] of [['/demo/search.html?q=headphones', 'ss-search'], ['/demo/listing.html?category=Audio', 'ss-listing']]) {
        const [served, taken] = [await looks(viewport, false, path, tag), await looks(viewport, true, path, tag)];
        const page = await rig.browser.newPage();
        const differ = await page.evaluate(`(${DIFFER})(${JSON.stringify(served)}, ${JSON.stringify(taken)})`);
        await page.close();
        assert.equal(differ, 0, `${path} at ${viewport.width}px: pixels that change when the element takes over`);
      }
    }
  });

  it('a page whose URL asks for another state than the one served is answered by one request', async () => {
    const page = await rig.browser.newPage();
    const served = await (await fetch(`${rig.service.url}/demo/search.html?q=tv`)).text();
    await page.route(`${rig.service.url}/demo/search.html?q=headphones`, (route) => route.fulfill({ contentType: 'text/html', body: served }));
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/search?') && searches.push(r.url()));
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones`);
    await page.waitForFunction(() => /headphones/i.test(document.querySelector('ss-search').shadowRoot.querySelector('[part=heading]')?.textContent ?? ''));
    assert.equal(searches.filter((u) => /q=headphones/.test(u)).length, 1, 'one request for the URL\'s own state');
    await page.close();
  });

  it('a page the service cannot answer (too many filters) is served as written, in its language, saying so to a browser without script, with a link to try again', async () => {
    const filters = Array.from({ length: 201 }, (_, i) => `f=brand:x${i}`).join('&');
    const html = await (await fetch(`${rig.service.url}/demo/search.html?q=headphones&lang=de&${filters}`)).text();
    assert.match(html, /<html lang="de"/);
    const note = /<ss-search[\s\S]*?<noscript><p role="alert">([^<]*)<a href="([^"]*)">([^<]*)<\/a><\/p><\/noscript><\/ss-search>/.exec(html);
    assert.ok(note, 'the note inside the element');
    const { LOCALES } = await import('../../src/i18n/all-locales.js');
    assert.deepEqual([note[1].trim(), note[3]], [LOCALES.de.error, LOCALES.de.retry]);
    assert.match(note[2].replace(/&#38;/g, '&'), /^\/demo\/search\.html\?q=headphones&lang=de&f=brand/, 'the same page to try again');
  });

  it('a page past the end (an old link) is answered with a redirect to the last page, as the element in a browser replaces it; the last page itself is drawn', async () => {
    const past = await fetch(`${rig.service.url}/demo/search.html?q=headphones&page=999&lang=sk`, { redirect: 'manual' });
    assert.equal(past.status, 302);
    const last = new URL(past.headers.get('location')!, rig.service.url);
    assert.equal(last.pathname, '/demo/search.html');
    assert.deepEqual([last.searchParams.get('q'), last.searchParams.get('lang')], ['headphones', 'sk'], 'the query and the rest of the URL kept');
    const page = Number(last.searchParams.get('page'));
    assert.ok(page > 1 && page < 999, `page ${page}`);
    const drawn = await fetch(last, { redirect: 'manual' });
    assert.equal(drawn.status, 200, 'the last page is no redirect');
    assert.match(await drawn.text(), /class="hit"/, 'with its cards');
    assert.equal((await fetch(`${rig.service.url}/demo/listing.html?category=Audio&page=999`, { redirect: 'manual' })).status, 302, 'a category page too');
  });

  it('the head: a self canonical (page 2 its own), a filtered variant pointing at the unfiltered page, robots on search, ItemList and BreadcrumbList JSON-LD', async () => {
    const head = async (path: string) => /<head>([\s\S]*?)<\/head>/.exec(await (await fetch(`${rig.service.url}${path}`)).text())![1];
    const canonical = (h: string) => /<link rel="canonical" href="([^"]+)">/.exec(h)?.[1].replace(/&amp;/g, '&');
    const base = rig.service.url;
    assert.equal(canonical(await head('/demo/listing.html?category=Audio&page=2')), `${base}/demo/listing.html?category=Audio&page=2`);
    assert.equal(canonical(await head('/demo/listing.html?category=Audio&f=brand%3AAuralis&sort=price%3Aasc&page=2')), `${base}/demo/listing.html?category=Audio`);
    const listing = await head('/demo/listing.html?category=Audio%7C%7CHeadphones');
    assert.doesNotMatch(listing, /noindex/, 'a category page is indexed');
    const data = [...listing.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const list = data.find((d) => d['@type'] === 'ItemList');
    assert.equal(list.itemListElement.length, 24);
    assert.ok(list.itemListElement.every((e: any) => e.item.name && /^http/.test(e.item.url) && typeof e.item.offers.price === 'number'));
    assert.deepEqual(data.find((d) => d['@type'] === 'BreadcrumbList').itemListElement.map((e: any) => e.name), ['All products', 'Audio', 'Headphones']);
    assert.match(await head('/demo/search.html?q=headphones'), /<meta name="robots" content="noindex, follow">/);
    // Campaign tags and a page number the element never writes are not part of the page's name; the page's own parameters are.
    assert.equal(canonical(await head('/demo/listing.html?category=Audio&utm_source=mail&gclid=x&page=0')), `${base}/demo/listing.html?category=Audio`);
    assert.equal(canonical(await head('/demo/listing.html?category=Audio&page=abc&page_id=7')), `${base}/demo/listing.html?category=Audio&page_id=7`);
  });

  it('a category that does not exist is a 404 that says noindex, not a page of its own for any word in the URL', async () => {
    const res = await fetch(`${rig.service.url}/demo/listing.html?category=Nope`);
    const html = await res.text();
    assert.equal(res.status, 404);
    assert.match(/<head>([\s\S]*?)<\/head>/.exec(html)![1], /<meta name="robots" content="noindex, follow">/);
    // A category with filters that leave nothing is the category's page, filtered: not gone.
    assert.equal((await fetch(`${rig.service.url}/demo/listing.html?category=Audio&f=price%3A0%7C1`)).status, 200);
  });

  it('a hostile catalog (titles, brands, links, images closing scripts and tags) cannot break out of the served HTML', async () => {
    // ($', $` and $& too: a string replacement would read them as patterns and copy the page into the text.)
    const hostile = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">"\'<!--$\'$`$&';
    const objects = Array.from({ length: 3 }, (_, i) => ({
      identity: `evil-${i}`, type: 'item', fields: {
        title: `${hostile} Speaker ${i}`, brand: hostile, url: i ? 'javascript:window.__pwned=3' : `/p/${hostile}`, image_link: 'javascript:window.__pwned=4', price: 10 + i,
        category_path: `Audio||${hostile}`,
      },
    }));
    const evil = await startServer({ port: 0, objects: objects as any });
    try {
      // The service's own pages: served (ssr.ts), asked for by a form without script (no-script.ts), a product's (demo-pages.ts): each one page, whole.
      for (const path of ['/demo/search.html?q=speaker', `/demo/search.html?q=speaker&x=${encodeURIComponent("$'$&")}`, '/demo/product.html?id=evil-1']) {
        const page = await (await fetch(`${evil.url}${path}`)).text();
        assert.deepEqual([page.match(/<body[\s>]/g)?.length, page.match(/<\/html>/g)?.length, page.match(/<main[\s>]/g)?.length], [1, 1, 1], `${path}: one page`);
        assert.ok(page.includes(path.includes('product') ? '<noscript><nav class="crumbs"' : 'data-ss-served'), `${path}: drawn by the service`);
      }
      const { renderResults } = await import(RENDER);
      for (const tag of ['ss-search', 'ss-listing']) {
        const rendered = await renderResults({ tag, attributes: { 'tracker-id': 'demo', 'base-url': evil.url }, url: `${evil.url}/page?q=speaker&category=${encodeURIComponent(`Audio||${hostile}`)}` });
        const html = `<!doctype html><html><head>${rendered.head}</head><body>${rendered.html}</body></html>`;
        const scripts = html.match(/<script[\s>]/g)!.length;
        assert.equal(scripts, rendered.head.match(/<script/g).length + 1, `${tag}: only the page's own scripts (JSON-LD and the served answer)`);
        for (const js of [false, true]) {
          const context = await rig.browser.newContext({ javaScriptEnabled: js });
          const page = await context.newPage();
          await page.route(`${evil.url}/page**`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
          await page.goto(`${evil.url}/page?q=speaker&category=${encodeURIComponent(`Audio||${hostile}`)}`);
          await page.waitForTimeout(300);
          assert.equal(await page.evaluate(() => window.__pwned), undefined, `${tag}, JavaScript ${js ? 'on' : 'off'}: nothing ran`);
          const ld = await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s: any) => JSON.parse(s.textContent)));
          assert.ok(ld.some((d: any) => d['@type'] === 'ItemList' && d.itemListElement[0].item.name.startsWith('</script>')), 'the JSON-LD holds the text as text');
          await context.close();
        }
      }
    } finally {
      await evil.close();
    }
  });

  it('"Show more" opened at a page past what one request holds is drawn as the pages that came, its next link after them', async () => {
    const { renderResults } = await import(RENDER);
    const attributes = { 'tracker-id': 'demo', 'base-url': rig.service.url, pagination: 'more', size: '10' };
    const drawn = await renderResults({ tag: 'ss-search', attributes, url: `${rig.service.url}/demo/search.html?q=&page=25` });
    assert.equal(drawn.answer.results.hits.length, 200, 'pages 1 to 20 in one answer');
    const next = /part="more-link"[^>]*href="([^"]+)"/.exec(drawn.html)?.[1] ?? /href="([^"]+)"[^>]*part="more-link"/.exec(drawn.html)?.[1];
    assert.equal(new URL(next!.replace(/&amp;/g, '&'), rig.service.url).searchParams.get('page'), '21', 'not 26: hits 201 to 250 would be skipped');
  });

  it('the same answer renders the same under Node and under an edge runtime (web APIs only)', async () => {
    const answer = await (await fetch(`${rig.service.url}/search?tracker_id=demo&q=headphones&size=24&f%5B%5D=type%3Aitem&facets=brand%2Cprice`)).json();
    const options = { tag: 'ss-search', attributes: { 'tracker-id': 'demo', facets: 'brand, price', size: '24' }, url: 'https://shop.example/search?q=headphones', answer, lang: 'en' };
    const { renderResults } = await import(RENDER);
    const node = await renderResults(options);
    const bundled = await build({ entryPoints: [new URL(RENDER).pathname], bundle: true, format: 'iife', globalName: 'ssRender', platform: 'neutral', write: false, logLevel: 'error' });
    const edge = new EdgeRuntime({ initialCode: bundled.outputFiles[0].text });
    edge.context.__options = JSON.parse(JSON.stringify(options));
    const there = await edge.evaluate('ssRender.renderResults(__options)');
    assert.ok(node.html.length > 20_000, 'a page of results');
    // Element ids count the elements a process has made: the same page, other numbers.
    const ids = (html: string) => html.replace(/ss-r-\d+/g, 'ss-r-N');
    assert.equal(ids(there.html), ids(node.html));
    assert.equal(there.head, node.head);
  });
});
