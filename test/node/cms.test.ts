/**
 * The loader on the markup real CMSs print (demo/cms/: WordPress with WooCommerce, Shopify
 * Online Store 2.0, Magento's Luma), each page with the one tag only, in Chromium against
 * the local service: the theme's own search box enhanced (typing, keyboard, choosing, the
 * form still submitting to the CMS's results page), the elements a page adds, page views,
 * conversions and purchases at the Events API, consent, a strict CSP, and the page with the
 * service down and with the loader blocked. Needs `npm run build` and a Chromium.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright';
import { answerShown, pageRig, resultsDrawn } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any, location: any;
declare function addEventListener(type: string, listener: (e: any) => void): void;

const rig = pageRig({ service: { dataDir: true, testControl: true } });

const CMS = {
  wordpress: { param: 's', product: 'item-16' },
  shopify: { param: 'q', product: 'item-1135' },
  magento: { param: 'q', product: 'item-200' },
} as const;
type Cms = keyof typeof CMS;

interface Watched { page: Page; context: BrowserContext; errors: string[]; warnings: string[] }

async function open(url: string, setup?: (page: Page) => Promise<unknown>): Promise<Watched> {
  const context = await rig.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'warning' && m.text().startsWith('site-search') && warnings.push(m.text()));
  // Layout shifts whose moved nodes are in the theme's header, where the search box is: when,
  // how much, and what moved (for the message of a failing test).
  await page.addInitScript(() => {
    window.headerShifts = [];
    new window.PerformanceObserver((list: any) => list.getEntries().forEach((e: any) => {
      if (!e.sources.some((s: any) => s.node?.closest?.('header, .page-header'))) return;
      const moved = e.sources.map((s: any) => `<${s.node?.localName}.${s.node?.className}> ${JSON.stringify(s.previousRect)} to ${JSON.stringify(s.currentRect)}`);
      window.headerShifts.push({ at: e.startTime, value: e.value, moved });
    })).observe({ type: 'layout-shift', buffered: true });
  });
  await setup?.(page);
  await page.goto(url.startsWith('http') ? url : `${rig.service.url}${url}`);
  return { page, context, errors, warnings };
}

/** The theme's box, enhanced and ready (Shopify's sits in a search modal: open it). */
async function box(page: Page, cms: string): Promise<void> {
  await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
  if (cms === 'shopify') await page.click('summary.header__icon--search');
}

/** Events the service stored for this context's visitor. */
async function events(context: BrowserContext, until: (e: any[]) => boolean = () => true): Promise<any[]> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const client = (await context.cookies()).find((c) => c.name === 'ss_cid')?.value;
    const stored = client ? ((await (await fetch(`${rig.service.url}/__test/events?client_id=${client}`)).json()) as { events: any[] }).events : [];
    if (until(stored) || Date.now() > deadline) return stored;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const TYPED = (page: Page) => page.locator('ss-search-box input[role=combobox]');

/**
 * Waits until `n` warnings have come (at most 10 s: a busy machine can be slow to fail a
 * request), then 300 ms more for any extra one, so that a test can assert "exactly n".
 */
async function warned(page: Page, warnings: string[], n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (warnings.length < n && Date.now() < deadline) await page.waitForTimeout(100);
  await page.waitForTimeout(300);
}

/**
 * Setup for a page whose header shifts are counted. A theme's page can shift by itself while it
 * loads on a busy machine: a frame laid out before the header's last children were parsed (it
 * happens with the loader blocked too). So the loader is held until the header is whole and
 * laid out: once `<main>` (which follows it on every theme) is parsed, and a frame later.
 * `window.loaderFrom` marks that moment; every header shift after it is the loader's doing.
 * The pages' tags hold the first paint for the loader (`blocking="render"`, Magento's plain
 * script in the head): here the tag is the one a shop pastes without that, plain `async`, the
 * worst case for the header (holding a render-blocking loader would hold every frame).
 */
async function loaderAfterTheme(page: Page): Promise<void> {
  await page.route((url) => url.pathname.startsWith('/demo/cms/') && url.pathname.endsWith('.html'), async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script (?:async |defer )?(?:blocking="render" )?src="\/dist\/cdn\/loader\.js"/, '<script async src="/dist/cdn/loader.js"');
    await route.fulfill({ response, body });
  });
  let themeDone!: () => void;
  const laidOut = new Promise<void>((resolve) => (themeDone = resolve));
  await page.exposeFunction('themeLaidOut', () => themeDone());
  // A script's text, not a function: tsx wraps named functions in a `__name` helper the page lacks.
  await page.addInitScript({ content: `new MutationObserver((records, observer) => {
    if (!document.querySelector('main')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { window.loaderFrom = performance.now(); window.themeLaidOut(); }));
  }).observe(document, { childList: true, subtree: true });` });
  await page.route('**/loader.js', async (route) => {
    await laidOut;
    await route.continue();
  });
}

/** The header shifts after the loader arrived (see loaderAfterTheme). */
const loaderShifts = (page: Page) => page.evaluate(() => window.headerShifts.filter((s: any) => s.at >= window.loaderFrom));

describe('the loader on CMS markup', () => {
  for (const cms of Object.keys(CMS) as Cms[]) {
    it(`${cms}: the theme's own box gets autocomplete (typing, keyboard, choosing) and moves nothing; the form still submits to the theme's results page, where <ss-search> answers`, async () => {
      // Where the box is without the loader: the enhanced box must be exactly there.
      const plain = await open(`/demo/cms/${cms}/index.html`, (p) => p.route('**/loader.js', (r) => r.abort()));
      if (cms === 'shopify') await plain.page.click('summary.header__icon--search');
      const before = await plain.page.locator(`form[action$="search.html"] input[name=${CMS[cms].param}]`).boundingBox();
      await plain.context.close();

      const { page, context, errors, warnings } = await open(`/demo/cms/${cms}/index.html`, loaderAfterTheme);
      await box(page, cms);
      assert.deepEqual(await TYPED(page).boundingBox(), before, 'the box has not moved or changed size');
      await page.waitForTimeout(300);
      assert.deepEqual(await loaderShifts(page), [], 'no layout shift in the header');

      // An answer for "headphones" that lands after ArrowDown may replace the option it made active.
      const answered = await answerShown(page, 'headphones');
      await TYPED(page).click();
      await TYPED(page).pressSequentially('headphones');
      await answered();
      await page.waitForFunction(() => [...document.querySelectorAll('ss-search-box [role=option]')].some((o: any) => /headphones/i.test(o.textContent)));
      const input = TYPED(page);
      assert.equal(await input.getAttribute('aria-expanded'), 'true');
      // A theme's own aria-haspopup="false" (Magento's) is gone: the combobox opens a listbox.
      assert.equal(await input.getAttribute('aria-haspopup'), null);
      await page.keyboard.press('ArrowDown');
      const active = await input.getAttribute('aria-activedescendant');
      assert.ok(active && (await page.evaluate((id: string) => document.getElementById(id)?.getAttribute('role'), active)) === 'option', 'aria-activedescendant names an option in the same tree');
      const chosen = await page.evaluate((id: string) => document.getElementById(id).textContent.trim(), active);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => !u.pathname.endsWith('/index.html'));
      assert.ok(/\/demo\/(product|listing|search)\.html|search\.html\?/.test(page.url()), `Enter on "${chosen}" went to ${page.url()}`);

      // The form itself: Enter with no option active submits to the theme's results page.
      await page.goto(`${rig.service.url}/demo/cms/${cms}/index.html`);
      await box(page, cms);
      await TYPED(page).fill('speaker');
      await TYPED(page).press('Enter');
      await page.waitForURL(`**/demo/cms/${cms}/search.html?**`);
      assert.equal(new URL(page.url()).searchParams.get(CMS[cms].param), 'speaker');
      await resultsDrawn(page, 'ss-search');
      // On the results page the box refines in place.
      const url = page.url();
      await box(page, cms);
      await TYPED(page).fill('laptop');
      await TYPED(page).press('Enter');
      await page.waitForFunction((p: string) => new URL(location.href).searchParams.get(p) === 'laptop', CMS[cms].param);
      assert.notEqual(page.url(), url);
      assert.deepEqual(errors, []);
      assert.deepEqual(warnings, []);
      await context.close();
    });

    it(`${cms}: page views carry the product of the JSON-LD, add-to-cart is a conversion, <ss-recs> shows the product's row, and an order confirmation is one purchase`, async () => {
      const { page, context, errors } = await open(`/demo/cms/${cms}/product.html`);
      const product = CMS[cms].product;
      let stored = await events(context, (e) => e.some((x) => x.type === 'pv'));
      assert.ok(stored.some((e) => e.type === 'pv' && e.url === product), `page view of ${product}: ${JSON.stringify(stored.map((e) => [e.type, e.url]))}`);
      await page.waitForFunction(() => (document.querySelector('ss-recs')?.shadowRoot?.querySelectorAll('[part~=item]').length ?? 0) > 0);
      await page.click('form#product_addtocart_form button, form.cart button, form[action*="/cart/add"] button');
      await page.waitForLoadState();
      stored = await events(context, (e) => e.some((x) => x.action?.type === 'add-to-cart'));
      assert.deepEqual(stored.filter((e) => e.action?.type === 'add-to-cart').map((e) => e.action.resource_identifier), [product], 'one add-to-cart of the product');

      // A button marked up by the shop: data-ss-conversion with its own data-ss-item.
      await page.goto(`${rig.service.url}/demo/cms/${cms}/index.html`);
      await page.waitForFunction(() => window.siteSearch?.config);
      await page.click('[data-ss-conversion][data-ss-item="item-361"]');
      stored = await events(context, (e) => e.some((x) => x.action?.resource_identifier === 'item-361'));
      assert.ok(stored.some((e) => e.action?.type === 'add-to-cart' && e.action.resource_identifier === 'item-361'));

      await page.goto(`${rig.service.url}/demo/cms/${cms}/order.html`);
      stored = await events(context, (e) => e.some((x) => x.type === 'transaction'));
      await page.reload();
      await page.waitForTimeout(1500);
      stored = await events(context);
      const orders = stored.filter((e) => e.type === 'transaction');
      assert.equal(orders.length, 1, 'a reload of the confirmation reports nothing again');
      assert.ok(orders[0].items.length >= 1 && orders[0].items.every((i: any) => /^item-\d+$/.test(i.url) && i.count >= 1 && i.total_price > 0));
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('with the service down the page and the CMS search work; one warning names the fix', async () => {
    const { page, context, errors, warnings } = await open('/demo/cms/wordpress/index.html', async (p) => {
      // Every request to the query and Events APIs fails; the pages and the loader's files come.
      await p.route((url) => !/^\/(demo|dist)\//.test(url.pathname), (r) => r.abort('connectionrefused'));
    });
    await box(page, 'wordpress');
    await TYPED(page).click();
    await TYPED(page).pressSequentially('cam');
    await page.waitForFunction(() => document.querySelector('ss-search-box [part=status]'));
    // One on this page: the loader's, not another from each element that failed (the box, the recommendation rows).
    await warned(page, warnings, 1);
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0], /^site-search loader: .*data-base-url/);
    await TYPED(page).press('Enter');
    await page.waitForURL('**/demo/cms/wordpress/search.html?s=cam');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an unknown site id gives one warning naming data-tracker-id', async () => {
    const { page, context, errors, warnings } = await open('/demo/cms/magento/index.html', (p) => p.route('**/demo/cms/magento/index.html', async (route) => {
      await route.fulfill({ body: (await (await route.fetch()).text()).replace('data-tracker-id="demo"', 'data-tracker-id="nosuchshop"'), contentType: 'text/html' });
    }));
    await page.waitForFunction(() => window.siteSearch?.config);
    await warned(page, warnings, 1);
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0], /^site-search loader: .*data-tracker-id/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('events the service refuses are said to be dropped, events that do not get through to be sent again', async () => {
    for (const [status, said] of [[400, /; they are dropped\. /], [503, /; they are kept and sent again\. /]] as const) {
      const { page, context, warnings } = await open('/demo/cms/wordpress/product.html', (p) =>
        p.route('**/events', (r) => r.fulfill({ status, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ message: `planned ${status}` }) })));
      await warned(page, warnings, 1);
      assert.equal(warnings.length, 1, warnings.join('\n'));
      assert.match(warnings[0], said);
      await context.close();
    }
  });

  it('with JavaScript off the CMS search works as before', async () => {
    const context = await rig.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/cms/wordpress/index.html`);
    await page.fill('input[name=s]', 'tv');
    await page.press('input[name=s]', 'Enter');
    await page.waitForURL('**/demo/cms/wordpress/search.html?s=tv');
    await context.close();
  });

  it('with the loader blocked the CMS search works as before', async () => {
    for (const cms of Object.keys(CMS) as Cms[]) {
      const { page, context, errors } = await open(`/demo/cms/${cms}/index.html`, (p) => p.route('**/loader.js', (r) => r.abort()));
      if (cms === 'shopify') await page.click('summary.header__icon--search');
      const input = page.locator(`form[action$="search.html"] input[name=${CMS[cms].param}]`);
      await input.fill('tv');
      await input.press('Enter');
      await page.waitForURL(`**/demo/cms/${cms}/search.html?**`);
      assert.equal(await page.evaluate(() => document.querySelector('ss-search-box')), null);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('under a strict Content-Security-Policy (no unsafe-inline, no unsafe-eval) everything works with no violation', async () => {
    const { page, context, errors } = await open('/demo/cms/csp.html', (p) => p.addInitScript(() => {
      (window as any).violations = [];
      addEventListener('securitypolicyviolation', (e) => (window as any).violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    }));
    await box(page, 'csp');
    await TYPED(page).click();
    await TYPED(page).pressSequentially('headphones');
    await page.waitForFunction(() => document.querySelectorAll('ss-search-box [role=option]').length > 0);
    await page.waitForFunction(() => (document.querySelector('ss-recs')?.shadowRoot?.querySelectorAll('[part~=item]').length ?? 0) > 0);
    await page.click('[data-ss-conversion]');
    const stored = await events(context, (e) => e.some((x) => x.action?.type === 'add-to-cart'));
    assert.ok(stored.some((e) => e.type === 'pv') && stored.some((e) => e.action?.type === 'add-to-cart'));
    assert.deepEqual(await page.evaluate(() => (window as any).violations), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('consent: data-consent="pending" sends nothing until the one-line call; a call queued before the loader counts too', async () => {
    const pending = (queued: boolean) => async (p: Page) => p.route('**/demo/cms/wordpress/product.html', async (route) => {
      const html = (await (await route.fetch()).text()).replace('data-tracker-id="demo"', 'data-tracker-id="demo" data-consent="pending"');
      await route.fulfill({ body: queued ? html.replace('<script async', "<script src=\"data:text/javascript,(window.siteSearch=window.siteSearch||[]).push(['consent','granted'])\"></script><script async") : html, contentType: 'text/html' });
    });
    const { page, context } = await open('/demo/cms/wordpress/product.html', pending(false));
    await page.waitForFunction(() => window.siteSearch?.config);
    await page.waitForTimeout(1000);
    assert.equal((await context.cookies()).find((c) => c.name === 'ss_cid'), undefined, 'no cookie before consent');
    await page.evaluate(() => window.siteSearch.push(['consent', 'granted']));
    const stored = await events(context, (e) => e.some((x) => x.type === 'pv'));
    assert.ok(stored.some((e) => e.type === 'pv' && e.url === 'item-16'), 'the page view buffered while pending is sent once granted');
    await context.close();

    const early = await open('/demo/cms/wordpress/product.html', pending(true));
    assert.ok((await events(early.context, (e) => e.some((x) => x.type === 'pv'))).some((e) => e.type === 'pv'));
    await early.context.close();
  });

  it('a missing site id, an unknown option and a bad selector each give one warning naming the fix; the page keeps working', async () => {
    const { page, context, errors, warnings } = await open('/demo/cms/magento/index.html', (p) => p.route('**/demo/cms/magento/index.html', async (route) => {
      const html = (await (await route.fetch()).text()).replace('data-tracker-id="demo"', 'data-trackerid="demo" data-search-input="input[[["');
      await route.fulfill({ body: html, contentType: 'text/html' });
    }));
    await page.waitForFunction(() => window.siteSearch?.config);
    await warned(page, warnings, 2);
    // Every site-search warning on the page, not only the loader's: the elements it did not start add none.
    assert.equal(warnings.length, 2, warnings.join('\n'));
    assert.match(warnings[0], /^site-search loader: unknown option data-trackerid/);
    assert.match(warnings[1], /^site-search loader: data-tracker-id is missing/);
    await page.fill('#search', 'tv');
    await page.press('#search', 'Enter');
    await page.waitForURL('**/magento/search.html?q=tv');
    assert.deepEqual(errors, []);
    await context.close();

    const bad = await open('/demo/cms/magento/index.html', (p) => p.route('**/demo/cms/magento/index.html', async (route) => {
      await route.fulfill({ body: (await (await route.fetch()).text()).replace('data-tracker-id="demo"', 'data-tracker-id="demo" data-search-input="input[[["'), contentType: 'text/html' });
    }));
    await bad.page.waitForFunction(() => window.siteSearch?.config);
    await warned(bad.page, bad.warnings, 1);
    assert.deepEqual(bad.warnings.map((w) => /is not a CSS selector/.test(w)), [true]);
    await bad.context.close();
  });

  it('loads only what the page uses, each file once (one copy of lit and the core); each element also works from one module script', async () => {
    const requested: string[] = [];
    const { page, context } = await open('/demo/cms/wordpress/product.html', async (p) => {
      p.on('request', (r) => r.url().includes('/dist/cdn/') && requested.push(new URL(r.url()).pathname.replace('/dist/cdn/', '')));
    });
    await page.waitForFunction(() => (document.querySelector('ss-recs')?.shadowRoot?.querySelectorAll('[part~=item]').length ?? 0) > 0);
    await page.waitForTimeout(300);
    const manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8')) as { elements: Record<string, string[]>; files: Record<string, { integrity: string }> };
    const needed = new Set(['loader.js', ...manifest.elements['ss-search-box'], ...manifest.elements['ss-recs'], ...manifest.elements.track]);
    assert.deepEqual([...requested].sort(), [...needed].sort(), 'exactly the files of the page\'s elements and tracking, each once');
    for (const file of Object.keys(manifest.files)) assert.match(manifest.files[file].integrity, /^sha384-[A-Za-z0-9+/]{64}$/);

    // An element a theme's AJAX adds later is found and loaded too.
    await page.goto(`${rig.service.url}/demo/cms/wordpress/order.html`);
    await page.waitForFunction(() => window.siteSearch?.config);
    await page.evaluate(() => document.querySelector('main').insertAdjacentHTML('beforeend', '<ss-recs model="bestsellers" size="3"></ss-recs>'));
    await page.waitForFunction(() => (document.querySelector('ss-recs')?.shadowRoot?.querySelectorAll('[part~=item]').length ?? 0) === 3);

    const recs = manifest.elements['ss-recs'][0];
    await page.goto(`${rig.service.url}/demo/cms/index.html`);
    await page.evaluate((src: string) => {
      document.body.innerHTML = '<ss-recs model="bestsellers" size="4" tracker-id="demo"></ss-recs>';
      const s = document.createElement('script');
      Object.assign(s, { type: 'module', src });
      document.head.append(s);
    }, `/dist/cdn/${recs}`);
    await page.waitForFunction(() => (document.querySelector('ss-recs')?.shadowRoot?.querySelectorAll('[part~=item]').length ?? 0) === 4);
    await context.close();
  });
});
