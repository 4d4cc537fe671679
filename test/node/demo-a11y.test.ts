/**
 * axe-core on the demo's own pages in Chromium, the states a shopper meets: the header's
 * autocomplete open with its add-to-cart rows (desktop and phone), the results page with
 * results and a facet's full list, the filter dialog of a phone, no results, a category
 * page, and every page of the three CMS themes once its elements have drawn. The elements'
 * own axe tests cover each state in isolation; this proves the pages a shop copies are clean
 * as a whole (the page's landmarks, headings and colours with the elements in them). Needs
 * `npm run build` and a Chromium (npm test does both).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import { answerShown, pageRig, resultsDrawn } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any;

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const rig = pageRig();

/** Script errors of each open page. */
const errorsOf = new WeakMap<Page, string[]>();

async function open(path: string, viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  // (axe is injected as an inline script: a page's CSP, /demo/cms/csp.html's, would refuse it.)
  const page = await rig.browser.newPage({ viewport, colorScheme, bypassCSP: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  errorsOf.set(page, errors);
  await page.goto(`${rig.service.url}${path}`);
  return page;
}

/** axe's violations on the whole page (shadow roots included), as `rule: target` lines. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .flatMap((v: any) => v.nodes.map((n: any) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)}`)));
  assert.deepEqual(errorsOf.get(page), [], 'no script error on the page');
  return found;
}

const shadowCount = (page: Page, host: string, selector: string) =>
  page.evaluate(([h, s]) => document.querySelector(h)?.shadowRoot?.querySelectorAll(s).length ?? 0, [host, selector]);

describe('axe on the demo pages', () => {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`home page, ${name}: the header's autocomplete open on "headph" with an active product row and add-to-cart buttons`, async () => {
      const page = await open('/demo/', viewport);
      const input = page.locator('ss-autocomplete input');
      const answered = await answerShown(page, 'headph');
      await input.click();
      await input.pressSequentially('headph', { delay: 60 });
      await answered();
      await page.waitForFunction(() => (document.querySelector('ss-autocomplete')?.shadowRoot?.querySelectorAll('[role=option]').length ?? 0) > 0);
      await input.press('ArrowDown');
      assert.match(await input.getAttribute('aria-activedescendant') ?? '', /-opt-0$/);
      assert.ok(await shadowCount(page, 'ss-autocomplete', '[part=add-to-cart]') > 0, 'the rows have add-to-cart buttons');
      assert.deepEqual(await violations(page), []);
      await page.close();
    });
  }

  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`home page, ${name}: the autocomplete open with a campaign banner above the list ("tv") and below it ("headphones")`, async () => {
      for (const [query, slot] of [['tv', 'autocomplete_top'], ['headphones', 'autocomplete_list']]) {
        const page = await open('/demo/', viewport);
        const input = page.locator('ss-autocomplete input');
        const answered = await answerShown(page, query);
        await input.click();
        await input.pressSequentially(query, { delay: 40 });
        await answered();
        const banner = await page.waitForFunction(() => {
          const img = document.querySelector('ss-autocomplete')?.shadowRoot?.querySelector('[part=banner] img');
          return img?.complete && img.naturalWidth > 0 && { alt: img.alt, inList: Boolean(img.closest('[role=listbox]')) };
        });
        const seen = await banner.jsonValue();
        assert.ok(seen.alt.length > 3, `${slot}: the banner's image names its link (${JSON.stringify(seen.alt)})`);
        assert.equal(seen.inList, false, `${slot}: the banner is not inside the listbox`);
        assert.deepEqual(await violations(page), [], `${slot} on the ${name}`);
        await page.close();
      }
    });
  }

  it('results page, desktop: results, a brand chosen, the colour list shown in full', async () => {
    const page = await open('/demo/search.html?q=headphones');
    await resultsDrawn(page, 'ss-search');
    await page.locator('ss-search fieldset').filter({ hasText: /brand/i }).locator('input[type=checkbox]').first().check();
    await page.waitForFunction(() => document.querySelector('ss-search')?.shadowRoot?.querySelector('.results')?.getAttribute('aria-busy') === 'false');
    const more = page.locator('ss-search [part~=facet-more]').first();
    if (await more.count()) await more.click();
    assert.deepEqual(await violations(page), []);
    await page.close();
  });

  it('a facet value and a subcategory link are named with their count as a count ("Audio, 12 results", not "Audio 12"), in the page\'s language', async () => {
    // (Chromium's name has a space before the comma: the hidden words are a box of their own. Screen readers ignore it.)
    for (const [path, role, name] of [
      ['/demo/search.html?q=headphones', 'checkbox', /^In stock ?, \d+ results$/],
      ['/demo/search.html?q=headphones&lang=fr', 'checkbox', /^En stock ?, \d+ résultats$/],
      ['/demo/listing.html?category=Audio', 'link', /^Headphones ?, \d+ (results|products)$/],
    ] as const) {
      const page = await open(path);
      await resultsDrawn(page, path.includes('listing') ? 'ss-listing' : 'ss-search');
      assert.equal(await page.getByRole(role, { name }).count(), 1, `${path}: ${name}`);
      await page.close();
    }
  });

  it('results page, phone: the filter dialog open', async () => {
    const page = await open('/demo/search.html?q=headphones', PHONE);
    await resultsDrawn(page, 'ss-search');
    await page.locator('ss-search [part=filters-button]').click();
    await page.waitForFunction(() => document.querySelector('ss-search')?.shadowRoot?.querySelector('dialog')?.open);
    assert.deepEqual(await violations(page), []);
    await page.close();
  });

  it('results page, phone: Shift+Tab back up through the cards never leaves the focus under the sticky Filters button (WCAG 2.4.11)', async () => {
    const page = await open('/demo/search.html?q=headphones', PHONE);
    await resultsDrawn(page, 'ss-search');
    await page.evaluate(() => {
      document.querySelector('ss-search').shadowRoot.querySelectorAll('.hit a')[12].focus();
      window.scrollBy(0, 300);
    });
    const covered: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Shift+Tab');
      const box = await page.evaluate(() => {
        const root = document.querySelector('ss-search').shadowRoot;
        const [focused, button] = [root.activeElement, root.querySelector('.filters-button')];
        if (!focused || !button) return undefined;
        const [f, b] = [focused.getBoundingClientRect(), button.getBoundingClientRect()];
        return f.top < b.bottom && f.bottom > 0 ? `${focused.className}: ${Math.round(f.top)} to ${Math.round(f.bottom)}, the button to ${Math.round(b.bottom)}` : undefined;
      });
      if (box) covered.push(box);
    }
    assert.deepEqual(covered, []);
    await page.close();
  });

  it('results page: no results (the message, its hint and the page\'s trending row)', async () => {
    const page = await open('/demo/search.html?q=qqqzzzxx');
    await page.waitForFunction(() => document.querySelector('ss-search')?.shadowRoot?.querySelector('[part=empty]'));
    await page.waitForFunction(() => (document.querySelector('ss-recs[slot=empty]')?.shadowRoot?.querySelectorAll('[part~=item]').length ?? 0) > 0);
    assert.deepEqual(await violations(page), []);
    await page.close();
  });

  it('the other pages, desktop, phone and dark: home with its rows, a product page, the cart, the store finder with a chosen store', async () => {
    for (const [viewport, scheme] of [[DESKTOP, 'light'], [PHONE, 'light'], [DESKTOP, 'dark']] as const) {
      for (const [path, ready] of [
        ['/demo/', () => document.querySelector('ss-recs')?.shadowRoot?.querySelector('[part~=item]')],
        ['/demo/product.html?id=item-12', () => document.querySelector('#product h1') && document.querySelector('ss-recs')?.shadowRoot?.querySelector('[part~=item]')],
        ['/demo/cart.html', () => document.querySelector('ss-recs')?.shadowRoot?.querySelector('[part~=item]')],
        ['/demo/stores.html#store-8900', () => document.querySelector('#stores ss-listing')?.shadowRoot?.querySelector('[aria-current=location]')],
      ] as const) {
        const page = await open(path, viewport, scheme);
        await page.waitForFunction(ready);
        assert.deepEqual(await violations(page), [], `${path} at ${viewport.width} px, ${scheme}`);
        await page.close();
      }
    }
  });

  it('category page, desktop and phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/demo/listing.html?category=Audio', viewport);
      await resultsDrawn(page, 'ss-listing');
      assert.deepEqual(await violations(page), []);
      await page.close();
    }
  });

  it('the CMS pages (the themes a shop copies), desktop and phone, once their elements have drawn', async () => {
    const pages = ['/demo/cms/', '/demo/cms/csp.html', ...['wordpress', 'shopify', 'magento'].flatMap((cms) => ['index', 'product', 'order', 'search']
      .map((name) => `/demo/cms/${cms}/${name}.html${name === 'search' ? `?${cms === 'wordpress' ? 's' : 'q'}=headphones` : ''}`))];
    for (const viewport of [DESKTOP, PHONE]) {
      for (const path of pages) {
        const page = await open(path, viewport);
        if (path.includes('search.html')) await resultsDrawn(page, 'ss-search');
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await violations(page), [], `${path} at ${viewport.width} px`);
        await page.close();
      }
    }
  });
});
