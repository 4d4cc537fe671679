/**
 * The demo's language switch (demo/assets/lang.js, src/server/demo-header.ts) in Chromium: the
 * service draws the header in the page's language with every language the demo speaks, and the
 * switch goes to the same page in the one chosen, script on and off.
 * Needs `npm run build` and a Chromium (npm test does both before the Node tests).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { pageRig } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, localStorage: any;

const rig = pageRig();
const LANGUAGES = JSON.parse(readFileSync(new URL('../../demo/assets/languages.json', import.meta.url), 'utf8')) as Record<string, string[]>;

const header = (page: Page) => page.evaluate(() => {
  // (With script on, the autocomplete draws the box it takes the shop's words from.)
  const box = document.querySelector('header.site ss-autocomplete');
  const input = box.shadowRoot?.querySelector('input') ?? box.querySelector('input');
  const button = box.shadowRoot?.querySelector('form button') ?? box.querySelector('form button');
  const select = document.querySelector('#language');
  return {
    lang: document.documentElement.lang, dir: document.documentElement.dir,
    placeholder: input.placeholder, name: input.getAttribute('aria-label'), button: button.textContent.trim(),
    label: select.getAttribute('aria-label'), chosen: select.value, options: [...select.options].map((o: any) => o.value),
  };
});

describe('the demo\'s language switch', () => {
  it('with JavaScript off, the header is in the page\'s language, the switch lists every language and its button goes to this page in the one chosen', async () => {
    const context = await rig.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/search.html?q=headphones&lang=sk`);
    const [, label, search, placeholder, change] = LANGUAGES.sk;
    assert.deepEqual(await header(page), {
      lang: 'sk', dir: 'ltr', placeholder, name: search, button: search, label, chosen: 'sk', options: Object.keys(LANGUAGES),
    });
    const go = page.locator('header.site .language-form button');
    assert.equal(await go.textContent(), change);
    assert.ok(await go.isVisible(), 'the switch\'s button shows without script');
    await page.selectOption('#language', 'ar');
    await Promise.all([page.waitForURL(/lang=ar/), go.click()]);
    const url = new URL(page.url());
    assert.equal(url.pathname, '/demo/search.html');
    assert.equal(url.searchParams.get('q'), 'headphones', 'the page\'s own parameters kept');
    const arabic = await header(page);
    assert.deepEqual([arabic.lang, arabic.dir, arabic.button, arabic.chosen], ['ar', 'rtl', LANGUAGES.ar[2], 'ar']);
    // The next page, with no ?lang=, stays Arabic (the service's cookie).
    await page.goto(`${rig.service.url}/demo/help.html`);
    assert.equal((await header(page)).button, LANGUAGES.ar[2]);
    await context.close();
  });

  it('with script on, choosing a language goes at once, keeps the page\'s parameters, and an earlier choice the cookie lost comes back from storage', async () => {
    const context = await rig.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${rig.service.url}/demo/search.html?q=tv`);
    assert.equal((await header(page)).lang, 'en');
    assert.equal(await page.locator('header.site .language-form button').count(), 0, 'no button: the choice goes at once');
    await Promise.all([page.waitForURL(/lang=de/), page.selectOption('#language', 'de')]);
    assert.equal(new URL(page.url()).searchParams.get('q'), 'tv');
    const german = await header(page);
    // (The box shows the query: its placeholder is put away meanwhile.)
    assert.deepEqual([german.lang, german.button, german.name], ['de', LANGUAGES.de[2], LANGUAGES.de[2]]);
    // The cookie gone (cleared, expired), localStorage kept: the next page comes back in German.
    await context.clearCookies();
    assert.equal(await page.evaluate(() => localStorage.getItem('voltstore-lang')), 'de');
    await page.goto(`${rig.service.url}/demo/help.html`);
    await page.waitForURL(/lang=de/);
    assert.equal((await header(page)).lang, 'de');
    await context.close();
  });
});
