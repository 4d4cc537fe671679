/**
 * The demo storefront's recommendation rows, as a shopper meets them: product page
 * (alternatives, complements), home (bestsellers, and a personalized row once the shopper
 * has looked at products), the no-results state (trending) and the cart (basket, and a
 * purchase that teaches bought-together). Needs `npm run build` and a Chromium.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { pageRig } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any;

const rig = pageRig({ service: { dataDir: true } });

/** Items shown per widget of the page, by model, once every widget in view has answered. */
async function rows(page: Page): Promise<Record<string, number>> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.waitForFunction(() => [...document.querySelectorAll('ss-recs')].every((r: any) => r.empty || r.shadowRoot.querySelectorAll('[part~=item]').length > 0));
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('ss-recs')].map((r: any) => [r.getAttribute('model'), r.shadowRoot.querySelectorAll('[part~=item]').length])));
}

describe('demo recommendation rows', () => {
  it('product page, home, no results and cart each show their models; the home gets a personalized row after browsing; an order teaches basket', async () => {
    const context = await rig.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${rig.service.url}/demo/`);
    assert.deepEqual(await rows(page), { bestsellers: 12, personalized: 0, new_arrivals: 12 }, 'a new visitor: no personalized row (fallback="hide")');
    for (const id of ['item-12', 'item-13']) {
      await page.goto(`${rig.service.url}/demo/product.html?id=${id}`);
      assert.deepEqual(await rows(page), { item_detail_alternatives: 10, item_detail_complements: 10 });
      await page.evaluate(() => window.ssTracker.flush());
    }
    await page.click('text=Add to cart');
    await page.goto(`${rig.service.url}/demo/`);
    assert.equal((await rows(page)).personalized, 12, 'after two product pages');
    await page.goto(`${rig.service.url}/demo/search.html?q=qqqzzzxx`);
    assert.deepEqual(await rows(page), { trending: 8 }, 'the no-results state');
    await page.goto(`${rig.service.url}/demo/cart.html`);
    assert.equal(await page.evaluate(() => document.querySelectorAll('[data-ss-item]').length), 1);
    assert.deepEqual(await rows(page), { basket: 10 });
    const basket = await page.evaluate(() => document.querySelector('ss-recs').shadowRoot.querySelector('[part~=item] a').getAttribute('href'));
    await page.evaluate((href: string) => document.querySelector('ss-recs').shadowRoot.querySelector(`a[href="${href}"]`).closest('[part~=item]').querySelector('[part=add-to-cart]').click(), basket);
    // Said to a screen reader too: the product and the cart's count, in a live region of the page.
    assert.match(await page.evaluate(() => document.querySelector('body > .sr[role=status]')?.textContent ?? ''), /^.+ added to the cart \(2 in it\)\.$/);
    await page.reload();
    assert.equal(await page.evaluate(() => document.querySelectorAll('[data-ss-item]').length), 2);
    await page.click('text=Place order');
    const kinds = () => rig.service.sites.get('demo')!.analytics.events.map((r) => r.event.type);
    for (let i = 0; i < 100 && !kinds().includes('transaction'); i++) {
      await page.evaluate(() => window.ssTracker?.flush());
      await page.waitForTimeout(100);
    }
    assert.ok(kinds().includes('transaction'), kinds().join(','));
    assert.match(await page.textContent('#cart') ?? '', /order is placed/);
    assert.deepEqual(await rows(page), { bestsellers: 10 }, 'an empty cart: bestsellers, not "Complete your order"');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
