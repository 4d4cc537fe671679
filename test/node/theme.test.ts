/**
 * The tag on a theme the project did not draw: its own header with the search box at the
 * right, its own 17 px font, its header's own type (capitals, one line, double line height) and label hidden with display:none, classic scrollbars, served
 * from another origin than the service's (a server of this test's own on another port). The
 * suggestions panel must sit inside what the shopper sees, lined up with the box; its links
 * and images must work from that origin; Luma's results page must keep its box named. Needs
 * `npm run build` and a Chromium (npm test does both).
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright';
import { answerShown, pageRig, resultsDrawn } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any, getComputedStyle: any;

const rig = pageRig({ launch: { ignoreDefaultArgs: ['--hide-scrollbars'] } });
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A theme's page: the box at the right end of its header (`align`), the loader's tag from the service; `rtl`: an Arabic page. */
const theme = (service: string, align: 'right' | 'left' | 'center', rtl = false, boxed = false, slide = false, generic = false, handheld = false) => `<!doctype html><html ${rtl ? 'lang="ar" dir="rtl"' : 'lang="en"'}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A theme</title>
<style>
  html { font: 17px/1.6 Georgia, serif; } body { margin: 0; }
  header { display: flex; justify-content: ${{ right: 'flex-end', left: 'flex-start', center: 'center' }[align]}; gap: 1rem; padding: 12px 20px; background: #222; }
  /* A header's own type, which the panel inside it must not take: capitals, spacing, one line, centred, double line height. */
  @media (min-width: 600px) { header { text-transform: uppercase; letter-spacing: 0.1em; text-align: center; line-height: 2; } header > * { white-space: nowrap; } }
  header form { display: flex; width: 260px; } header input { flex: 1; font: inherit; padding: 6px; } header label { display: none; }
  main { max-width: 60rem; margin: 0 auto; padding: 1rem; } .tall { height: 2400px; }${boxed ? `
  /* A header boxed in as themes do: clipped, on its own layer, under the page's next section. */
  header { overflow: hidden; transform: translateZ(0); position: relative; z-index: 1; }
  main { position: relative; z-index: 2; background: #fff; }` : ''}${slide ? `
  /* A search that opens with a slide, as Dawn's does: the box moves while the shopper starts typing. */
  header form { display: none; } header.open form { display: flex; animation: in 0.4s ease-out; }
  @keyframes in { from { transform: translateY(-20px); } }` : ''}${generic ? `
  /* A theme's rules on bare class names, as Bootstrap's grid and Dawn's sections write them. */
  .row { display: flex; flex-wrap: wrap; margin: 0 -15px; } .title { margin: 3rem 0 2rem; font-size: 2.4rem; } .header { display: grid; padding: 2rem; }
  .price { font-size: 2rem; letter-spacing: 0.1rem; } .brand, .text { display: block; font-size: 1.4rem; } .section { padding: 4rem 0; } .option { padding: 2rem; }
  .cart, .close { width: 100%; } .status, .error, .live, .field, .gauge, .spinner, .popup, .listbox, .custom { margin: 2rem; padding: 2rem; }
  .banner { display: flex; min-height: 60vh; padding: 3rem; background: #333; }` : ''}${handheld ? `
  /* Storefront's phone layout: the header's box hidden, a second one in a bar at the bottom. */
  @media (max-width: 767px) { header form { display: none; } } .handheld { position: fixed; inset: auto 0 0; padding: 8px; background: #eee; }` : ''}
</style>
<script async blocking="render" src="${service}/dist/cdn/loader.js" data-tracker-id="demo" data-base-url="${service}"></script>
</head><body><header>${align === 'center' ? '' : '<a href="/" style="color:#fff;margin-inline-end:auto">Theme</a>'}
${slide ? '<button type="button" onclick="this.parentNode.classList.add(\'open\'); document.getElementById(\'q\').focus()">Search</button><script>addEventListener(\'keyup\', (e) => e.key === \'Escape\' && document.querySelector(\'header\').classList.remove(\'open\'))</script>' : ''}<form action="/search" role="search"><label for="q">Search</label><input id="q" type="search" name="q" placeholder="Search the shop"><button>Go</button></form></header>
<main><h1>A theme's home page</h1><p class="tall">Content.</p></main>${handheld ? '<div class="handheld"><form action="/search" role="search"><input type="search" name="q" aria-label="Search"></form></div>' : ''}</body></html>`;

let other: Server;
let otherUrl = '';
before(async () => {
  other = createServer((req, res) => {
    const align = req.url?.includes('left') ? 'left' : req.url?.includes('center') ? 'center' : 'right';
    if (!req.url?.startsWith('/theme')) return res.writeHead(404).end('not here');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(theme(rig.service.url, align, req.url.includes('rtl'), req.url.includes('boxed'), req.url.includes('slide'), req.url.includes('generic'), req.url.includes('handheld')));
  });
  await new Promise<void>((ok) => other.listen(0, '127.0.0.1', ok));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((ok) => other.close(() => ok())));

/** Types `query` into the page's enhanced box (or the element's) and waits for its answer's rows. */
async function typeInto(page: Page, box: string, query: string): Promise<void> {
  const answered = await answerShown(page, query);
  await page.locator(`${box} input[role=combobox]`).click();
  await page.locator(`${box} input[role=combobox]`).pressSequentially(query, { delay: 30 });
  await answered();
  await page.waitForFunction((b: string) => {
    const host = document.querySelector(b);
    return ((host.shadowRoot ?? host).querySelectorAll('[role=option]').length ?? 0) > 0;
  }, box);
}

/** The open panel's box and the form's, in the page's coordinates, and what the shopper sees. */
const boxes = (page: Page, box: string) => page.evaluate((b: string) => {
  const host = document.querySelector(b);
  const root = host.shadowRoot ?? host;
  // Plain objects (a DOMRect does not cross to Node); no named function here (tsx would wrap it in a helper the page lacks).
  const [panel, form] = [root.querySelector('.ss-popup'), root.querySelector('form')].map((el: any) => JSON.parse(JSON.stringify(el.getBoundingClientRect())));
  return { panel, form, visible: { width: document.documentElement.clientWidth, height: window.innerHeight } };
}, box);

describe('the suggestions panel on a theme\'s page', () => {
  it('with classic scrollbars and the box at the right: inside the visible viewport, lined up with the box\'s right edge, wider than the box', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 700 } });
    await page.goto(`${otherUrl}/theme-right`);
    await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
    await typeInto(page, 'ss-search-box', 'laptop');
    const { panel, form, visible } = await boxes(page, 'ss-search-box');
    assert.ok(visible.width < 1350, 'the page has a classic scrollbar');
    assert.ok(panel.right <= visible.width - 8 + 0.5, `right edge ${panel.right} inside the visible ${visible.width} px`);
    assert.ok(Math.abs(panel.right - form.right) < 1, `lined up with the box's right edge (${panel.right} vs ${form.right})`);
    assert.ok(panel.width > form.width && panel.width >= 22 * 16, `wider than the 260 px box where there is room (${panel.width})`);
    assert.ok(panel.bottom <= visible.height - 8 + 0.5, `bottom ${panel.bottom} inside the ${visible.height} px viewport, border included`);
    // The header's type stays the header's: the rows are in the panel's own (no capitals, wrapping, aligned to the start, 1.4 lines).
    const type = await page.evaluate(() => [...document.querySelectorAll('ss-search-box .t-item .ss-title')].slice(0, 1).map((t: any) => {
      const s = getComputedStyle(t);
      return [s.textTransform, s.whiteSpace, s.textAlign, s.letterSpacing, Math.round((parseFloat(s.lineHeight) / parseFloat(s.fontSize)) * 10) / 10];
    })[0]);
    assert.deepEqual(type, ['none', 'normal', 'start', 'normal', 1.4]);
    // Room for a product row: its price beside its title (not on a line of its own), its title in at most two lines.
    const rows = await page.evaluate(() => [...document.querySelectorAll('ss-search-box .t-item')].map((o: any) => {
      const [title, price] = [o.querySelector('.ss-title'), o.querySelector('.ss-price')].map((e: any) => e.getBoundingClientRect());
      return [price.top < title.bottom, Math.round(title.height / parseFloat(getComputedStyle(o.querySelector('.ss-title')).lineHeight)) <= 2];
    }));
    assert.ok(rows.length > 0);
    assert.deepEqual(rows.filter(([beside, lines]: boolean[]) => !beside || !lines), [], 'every product row: price beside the title, title in two lines at most');
    await page.close();
  });

  it('a header that clips (overflow: hidden), is transformed and sits under the next section: the whole panel shows, on top, under the box', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 700 } });
    await page.goto(`${otherUrl}/theme-right-boxed`);
    await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
    await typeInto(page, 'ss-search-box', 'laptop');
    const { panel, form, visible } = await boxes(page, 'ss-search-box');
    assert.ok(Math.abs(panel.top - form.bottom - 4) < 1 && Math.abs(panel.right - form.right) < 1, `under the box, lined up (${panel.top}, ${panel.right} vs ${form.bottom}, ${form.right})`);
    assert.ok(panel.bottom <= visible.height - 8 + 0.5 && panel.height > 200, `inside the viewport, rows shown (${panel.height} px high)`);
    // What the shopper sees at points across the panel is the panel, not the header's clip nor the section above it.
    const seen = await page.evaluate((p: any) => [[0.5, 0.1], [0.1, 0.5], [0.9, 0.9], [0.5, 0.95]].map(([x, y]) => {
      const hit = document.elementFromPoint(p.left + p.width * x, p.top + p.height * y);
      return Boolean(hit?.closest('ss-search-box .ss-popup'));
    }), panel);
    assert.deepEqual(seen, [true, true, true, true]);
    // The page scrolled under it: it follows the box, scrolling with the page as the box does (absolute in the top layer).
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('ss-search-box .ss-popup')).position), 'absolute');
    await page.evaluate(() => window.scrollBy(0, 60));
    await page.waitForTimeout(100);
    const moved = await boxes(page, 'ss-search-box');
    assert.ok(Math.abs(moved.form.top - form.top + 60) < 1 && Math.abs(moved.panel.top - moved.form.bottom - 4) < 1, `still under the box (${moved.panel.top} vs ${moved.form.bottom})`);
    // Closed, it leaves nothing on top of the page.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('ss-search-box .ss-popup')?.checkVisibility());
    assert.equal(await page.evaluate(() => document.querySelectorAll(':popover-open').length), 0);
    await page.close();
  });

  it('a box that slides in as the shopper starts typing: once it stops, the panel sits under it', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 700 } });
    await page.goto(`${otherUrl}/theme-right-slide`);
    await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
    await page.locator('header > button').click();
    await page.keyboard.type('lap', { delay: 20 });
    await page.waitForFunction(() => document.querySelectorAll('ss-search-box [role=option]').length > 0);
    await page.waitForTimeout(500);
    const { panel, form } = await boxes(page, 'ss-search-box');
    assert.ok(Math.abs(panel.top - form.bottom - 4) < 1, `under the box once it stopped (${panel.top} vs ${form.bottom} + 4)`);
    // Escape closes the suggestions only; the theme's search (which closes on Escape, as Dawn's) stays until the next one.
    const state = () => page.evaluate(() => [document.querySelector('ss-search-box').open, document.querySelector('header').classList.contains('open')]);
    await page.keyboard.press('Escape');
    assert.deepEqual(await state(), [false, true]);
    await page.keyboard.press('Escape');
    assert.deepEqual(await state(), [false, false]);
    await page.close();
  });

  it('a theme with rules on bare class names (.row, .title, .price, .header, .banner, …): the panel draws as on a theme without them', async () => {
    const rows: number[][] = [];
    for (const path of ['/theme-right', '/theme-right-generic']) {
      const page = await rig.browser.newPage({ viewport: { width: 1350, height: 700 } });
      await page.goto(`${otherUrl}${path}`);
      await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
      // "headphones": rows, section headers and a campaign's banner above them.
      await typeInto(page, 'ss-search-box', 'headphones');
      await page.waitForFunction(() => document.querySelector('ss-search-box [part=banner] img')?.complete);
      rows.push(await page.evaluate(() => [...document.querySelectorAll('ss-search-box [part=banner], ss-search-box [role=option], ss-search-box [role=listbox] > * > :first-child')]
        .map((o: any) => Math.round(o.getBoundingClientRect().height))));
      await page.close();
    }
    assert.ok(rows[0].length > 3, 'rows drawn');
    assert.deepEqual(rows[1], rows[0], 'the banner, the rows and the section headers as high as without the theme\'s rules');
  });

  it('a phone where the theme hides its header box and has another in a bottom bar: that one suggests too, the panel opening above it', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${otherUrl}/theme-left-handheld`);
    await page.waitForFunction(() => document.querySelectorAll('ss-search-box input[role=combobox]').length === 2);
    await typeInto(page, '.handheld ss-search-box', 'laptop');
    const { panel, form, visible } = await boxes(page, '.handheld ss-search-box');
    assert.ok(Math.abs(panel.bottom - (form.top - 4)) < 1, `above the bar's box (${panel.bottom} vs ${form.top} - 4)`);
    assert.ok(panel.top >= 8 - 0.5 && panel.height > 200 && panel.bottom <= visible.height, `inside the screen, rows shown (${panel.top}, ${panel.height} px)`);
    const hit = await page.evaluate((p: any) => Boolean(document.elementFromPoint(p.left + p.width / 2, p.top + p.height / 2)?.closest('.handheld ss-search-box .ss-popup')), panel);
    assert.ok(hit, 'the panel is what shows there');
    // The bar stays put when the page scrolls: so does the panel (fixed), placed again if it must.
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.handheld ss-search-box .ss-popup')).position), 'fixed');
    await page.close();
  });

  it('the demo\'s <ss-autocomplete> on a short window: its bottom border inside the viewport; at the left, lined up with the box\'s left edge', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1000, height: 420 } });
    await page.goto(`${rig.service.url}/demo/`);
    await typeInto(page, 'ss-autocomplete', 'headphones');
    const { panel, form, visible } = await boxes(page, 'ss-autocomplete');
    assert.ok(panel.bottom <= visible.height - 8 + 0.5, `bottom ${panel.bottom} inside the ${visible.height} px viewport`);
    assert.ok(Math.abs(panel.left - form.left) < 1, `lined up with the box's left edge (${panel.left} vs ${form.left})`);
    assert.ok(panel.right <= visible.width - 8 + 0.5, 'inside the visible width');
    await page.close();
  });

  it('an Arabic page (dir="rtl") with the box in the middle: lined up with the box\'s right (start) edge, wider than the box, in Arabic', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 700 } });
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('/locales-') && fetched.push(r.url().replace(/.*\//, '')));
    await page.goto(`${otherUrl}/theme-center-rtl`);
    await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
    await typeInto(page, 'ss-search-box', 'laptop');
    const { panel, form } = await boxes(page, 'ss-search-box');
    assert.ok(Math.abs(form.left + form.width / 2 - 1350 / 2) < 20, 'the box is in the middle');
    assert.ok(Math.abs(panel.right - form.right) < 1, `lined up with the box's right edge (${panel.right} vs ${form.right})`);
    assert.ok(panel.width > form.width, `wider than the box (${panel.width})`);
    assert.equal(await page.locator('ss-search-box .ss-header').first().textContent(), 'المنتجات');
    assert.deepEqual(fetched, ['ar.js'], 'the tag fetched the page\'s one dictionary');
    await page.close();
  });

  it('a 320 px phone with the theme\'s 17 px font: every product title in at most two lines, the panel inside the screen, its bottom border too', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await page.goto(`${otherUrl}/theme-left`);
    await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
    // Headphones' names are the demo's longest: three lines each in a panel as narrow as the box.
    await typeInto(page, 'ss-search-box', 'headphones');
    const lines = await page.evaluate(() => [...document.querySelectorAll('ss-search-box .t-item .ss-title')].map((t: any) =>
      Math.round(t.getBoundingClientRect().height / parseFloat(getComputedStyle(t).lineHeight))));
    assert.ok(lines.length > 0, 'product rows are shown');
    assert.deepEqual(lines.filter((n: number) => n > 2), [], `lines per title: ${lines.join(', ')}`);
    const { panel, visible } = await boxes(page, 'ss-search-box');
    assert.ok(panel.left >= 8 - 0.5 && panel.right <= visible.width - 8 + 0.5, 'inside the phone\'s width');
    assert.ok(panel.bottom <= visible.height - 8 + 0.5, `bottom ${panel.bottom} inside the phone's ${visible.height} px, border included`);
    await page.close();
  });
});

describe('the tag on a page of another origin', () => {
  it('a suggestion\'s image loads and its link leads to the product page, on the service\'s origin', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 900 } });
    await page.goto(`${otherUrl}/theme-right`);
    await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
    await typeInto(page, 'ss-search-box', 'headphones');
    const loaded = await page.waitForFunction(() => {
      const img = document.querySelector('ss-search-box .t-item img');
      return img?.complete && img.naturalWidth > 0 && !img.src.startsWith('data:');
    }, undefined, { timeout: 5000 }).then(() => true, () => false);
    const src = await page.evaluate(() => document.querySelector('ss-search-box .t-item img')?.getAttribute('src'));
    assert.ok(loaded, `a product row's image loads (src ${src?.slice(0, 80)}: the placeholder means the catalog's image was not found)`);
    const navigated = page.waitForEvent('response', (r) => r.request().isNavigationRequest() && r.url().includes('/demo/product.html'));
    await page.locator('ss-search-box .t-item').first().click();
    const response = await navigated;
    assert.equal(response.status(), 200, `the product page answers (${response.url()})`);
    assert.equal(new URL(response.url()).origin, rig.service.url);
    await page.close();
  });
});

describe('Luma\'s results page, a theme whose placeholder names its box', () => {
  it('after the box shows the query: the box keeps a name, axe finds nothing serious or critical', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1350, height: 940 } });
    await page.goto(`${rig.service.url}/demo/cms/magento/search.html?q=laptop`);
    await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]')?.value === 'laptop');
    await resultsDrawn(page, 'ss-search');
    const input = page.locator('ss-search-box input[role=combobox]');
    assert.equal(await input.getAttribute('placeholder'), null, 'the placeholder is off while the box holds text');
    assert.ok((await input.getAttribute('aria-label'))?.length, 'the box keeps a name of its own');
    await page.addScriptTag({ path: AXE });
    const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v: any) => v.nodes.map((n: any) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)}`)));
    assert.deepEqual(found, []);
    await page.close();
  });
});
