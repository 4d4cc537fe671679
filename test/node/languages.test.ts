/**
 * The elements in a shop's language, as whole pages get them, in Chromium against the local
 * service: the demo's results, category, product and home pages (the header's panel open) in
 * sk, de and ar through its language switch, with no English word of the elements' own
 * (read through every shadow root) and every price in the language's format; axe on the
 * Slovak and Arabic pages; the Arabic pages mirrored; and the loader fetching the page's one
 * dictionary. Needs `npm run build` and a Chromium (npm test does both).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { answerShown, pageRig, resultsDrawn } from './pages.js';
import EN from '../../src/i18n/locales/en.js';
import ar from '../../src/i18n/locales/ar.js';
import de from '../../src/i18n/locales/de.js';
import sk from '../../src/i18n/locales/sk.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any;

const rig = pageRig();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const DESKTOP = { width: 1280, height: 900 };
const WORDS: Record<string, Record<string, string>> = { ar, de, sk };

/**
 * Every string the elements show or say, from every shadow root of the page (and the light DOM
 * of <ss-search-box>): text nodes, and the attributes a reader or a tooltip reads. A script's
 * text, not a function: tsx wraps named functions in a helper the page lacks.
 */
const SAID = `(() => {
  const out = [];
  const attrs = ['aria-label', 'title', 'placeholder', 'aria-roledescription', 'alt'];
  const walk = (root) => {
    for (const node of root.querySelectorAll('*')) {
      for (const a of attrs) if (node.getAttribute(a)?.trim()) out.push(node.getAttribute(a).trim());
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let t = texts.nextNode(); t; t = texts.nextNode()) if (t.data.trim() && !t.parentElement?.closest('style, script')) out.push(t.data.trim());
  };
  for (const host of document.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
  for (const box of document.querySelectorAll('ss-search-box')) walk(box);
  return out;
})()`;

/** English's words that `lang` words otherwise, as patterns (a placeholder matches anything). */
function englishOnly(lang: string): Array<[string, RegExp]> {
  const own = new Set(Object.values(WORDS[lang]));
  return Object.entries(EN as Record<string, string>).filter(([, text]) => !own.has(text)).map(([key, text]) => {
    const pattern = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?');
    return [key, new RegExp(`^${pattern}$`)];
  });
}

/** The strings the page's elements show that are English words of theirs (`key: "string"`). */
async function english(page: Page, lang: string): Promise<string[]> {
  const said = (await page.evaluate(SAID)) as string[];
  assert.ok(said.length > 20, `the elements said something (${said.length} strings)`);
  const patterns = englishOnly(lang);
  return said.flatMap((s) => patterns.filter(([, p]) => p.test(s)).map(([key]) => `${key}: "${s}"`));
}

/** Opens a demo page in `lang` and keeps every price the service answered with (prices of variants too). */
async function open(path: string, lang: string, viewport = DESKTOP): Promise<{ page: Page; prices: Set<number>; errors: string[] }> {
  const page = await rig.browser.newPage({ viewport });
  const prices = new Set<number>();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const walk = (v: any) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) (k === 'price' || k === 'list_price') && typeof x === 'number' ? prices.add(x) : walk(x);
  };
  page.on('response', (response) => {
    // A results page served drawn (ss-serve renders it) carries its answer embedded, asked by no request.
    if (response.request().isNavigationRequest()) {
      void response.text().then((html) => {
        for (const m of html.matchAll(/<script type="application\/json" data-ss-served>([\s\S]*?)<\/script>/g)) walk(JSON.parse(m[1]).answer);
      }, () => {});
      return;
    }
    if (!/\/(search|v3\/autocomplete|v2\/recommend|v1\/top_items)\b/.test(response.url())) return;
    void response.json().then(walk, () => {});
  });
  await page.goto(`${rig.service.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  return { page, prices, errors };
}

/** Every price the elements show (cards, their struck list prices, the panel's rows), and what they should read in `lang`. */
async function pricesShown(page: Page, lang: string, answered: Set<number>): Promise<{ shown: string[]; formatted: string[] }> {
  const shown = (await page.evaluate(`(() => {
    const out = [];
    // The element's own text, as drawn in the browser or by the server (whose markers are comments): its text nodes.
    const text = (node) => [...node.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join('').trim();
    const walk = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.matches('[part=card-price], [part=price], [part=card-list-price]')) out.push(text(node));
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    };
    walk(document);
    return out.filter(Boolean);
  })()`)) as string[];
  // Intl's words, and a left-to-right mark after a closing currency symbol (shared/format.ts: Arabic's "US$" would read "$US" in a right-to-left line).
  const formatted = await page.evaluate(([l, ps]) => ps.map((p: number) => new Intl.NumberFormat(l, { style: 'currency', currency: 'USD' }).format(p).replace(/\p{Sc}$/u, '$&\u200e')), [lang, [...answered]] as const);
  return { shown, formatted };
}

/** Scrolls down the page, so that every lazy recommendation row asks, and waits for each to show its cards. */
async function allRows(page: Page): Promise<void> {
  for (let y = 0; y < 4; y++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('ss-recs')].every((r: any) => r.empty || r.shadowRoot?.querySelector('[part~=item]')));
  await page.evaluate(() => window.scrollTo(0, 0));
}

const PAGES: Array<[string, string, (page: Page) => Promise<void>]> = [
  ['results', '/demo/search.html?q=headphones', async (page) => {
    await resultsDrawn(page, 'ss-search');
  }],
  ['category', '/demo/listing.html?category=Audio', async (page) => {
    await resultsDrawn(page, 'ss-listing');
  }],
  ['product', '/demo/product.html?id=item-12', async (page) => {
    await page.waitForFunction(() => document.querySelector('#product h1'));
    await allRows(page);
  }],
  ['home, the panel open', '/demo/', async (page) => {
    await allRows(page);
    const answered = await answerShown(page, 'headph');
    await page.locator('ss-autocomplete input').click();
    await page.locator('ss-autocomplete input').pressSequentially('headph', { delay: 40 });
    await answered();
    await page.waitForFunction(() => (document.querySelector('ss-autocomplete')?.shadowRoot?.querySelectorAll('[role=option]').length ?? 0) > 0);
  }],
];

describe('the demo in Slovak, German and Arabic', () => {
  for (const lang of ['sk', 'de', 'ar']) {
    for (const [name, path, ready] of PAGES) {
      it(`${lang}, ${name}: no English word of the elements', every price in ${lang}'s format${lang === 'de' ? '' : ', axe finds nothing'}`, async () => {
        const { page, prices, errors } = await open(path, lang);
        await ready(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        assert.deepEqual(await english(page, lang), []);
        const { shown, formatted } = await pricesShown(page, lang, prices);
        assert.ok(shown.length >= 4, `prices shown: ${shown.join(' | ')}`);
        assert.deepEqual(shown.filter((p) => !formatted.includes(p)), [], `each price as Intl.NumberFormat('${lang}') writes one the service answered`);
        assert.ok(shown.every((p) => !/^\$\d/.test(p)), 'none in the English format');
        if (lang !== 'de') {
          await page.addScriptTag({ path: AXE });
          const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
            .flatMap((v: any) => v.nodes.map((n: any) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)}`)));
          assert.deepEqual(found, []);
        }
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  }

  it('ar: the page reads right to left: the facets column on the right of the results, a carousel\'s first card on the right', async () => {
    const { page } = await open('/demo/search.html?q=headphones', 'ar');
    await resultsDrawn(page, 'ss-search');
    const layout = await page.evaluate(() => {
      const root = document.querySelector('ss-search').shadowRoot;
      const [facets, results] = [root.querySelector('[part=facets]'), root.querySelector('[part=results]')].map((e: any) => e.getBoundingClientRect());
      const [first, second] = [...root.querySelectorAll('.hit')].map((e: any) => e.getBoundingClientRect());
      return { facets: [facets.left, facets.right], results: [results.left, results.right], first: first.right, second: second.right, width: document.documentElement.clientWidth };
    });
    assert.ok(layout.facets[0] > layout.results[1], `facets ${layout.facets} right of results ${layout.results}`);
    assert.ok(layout.first > layout.second, 'the first result card is right of the second');
    await page.goto(`${rig.service.url}/demo/`);
    await page.waitForFunction(() => (document.querySelector('ss-recs')?.shadowRoot?.querySelectorAll('[part~=item]').length ?? 0) > 1);
    const row = await page.evaluate(() => {
      const recs = document.querySelector('ss-recs');
      const [first, second] = [...recs.shadowRoot.querySelectorAll('[part~=item]')].map((e: any) => e.getBoundingClientRect());
      return { first: [first.left, first.right], second: second.right, list: recs.shadowRoot.querySelector('[part~=list]').getBoundingClientRect().right };
    });
    assert.ok(row.first[0] > row.second, `the carousel's first card ${row.first} right of the second (${row.second})`);
    assert.ok(Math.abs(row.first[1] - row.list) < 8, 'at the row\'s right (start) edge');
    await page.close();
  });

  it('ar on a tablet: the filter dialog opens on the left (the end side), de on the right', async () => {
    for (const [lang, side] of [['ar', 'left'], ['de', 'right']] as const) {
      const { page } = await open('/demo/search.html?q=headphones', lang, { width: 700, height: 900 });
      await resultsDrawn(page, 'ss-search');
      await page.locator('ss-search [part=filters-button]').click();
      await page.waitForFunction(() => document.querySelector('ss-search').shadowRoot.querySelector('dialog')?.open);
      const box = await page.evaluate(() => JSON.parse(JSON.stringify(document.querySelector('ss-search').shadowRoot.querySelector('dialog').getBoundingClientRect())));
      assert.ok(box.width < 650, `narrower than the page (${box.width})`);
      if (side === 'left') assert.ok(box.left < 1, `${lang}: at the left (${box.left})`);
      else assert.ok(box.right > 699 - 16, `${lang}: at the right (${box.right})`);
      await page.close();
    }
  });
});

describe('the dictionaries the build writes', () => {
  it('one hashed folder in dist/cdn, each file in manifest.json with its SRI hash and size, the loader told the folder and the languages', () => {
    const root = join(import.meta.dirname, '..', '..', 'dist', 'cdn');
    const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
    assert.match(manifest.locales.folder, /^locales-[0-9a-f]{10}\/$/);
    assert.deepEqual(manifest.locales.languages, ['ar', 'bg', 'cs', 'de', 'es', 'fr', 'hr', 'hu', 'it', 'ja', 'nl', 'pl', 'ro', 'sk', 'sl']);
    for (const lang of manifest.locales.languages) {
      const file = `${manifest.locales.folder}${lang}.js`;
      const source = readFileSync(join(root, file));
      assert.deepEqual(manifest.files[file], { integrity: `sha384-${createHash('sha384').update(source).digest('base64')}`, bytes: source.length }, file);
    }
    assert.ok(readFileSync(join(root, 'loader.js'), 'utf8').includes(`"${manifest.locales.folder}","${manifest.locales.languages.join(' ')}"`));
  });

  it('are served to be cached for ever (the folder\'s name changes with any word), the module pages\' copies not', async () => {
    const manifest = await (await fetch(`${rig.service.url}/dist/cdn/manifest.json`)).json() as { locales: { folder: string } };
    const hashed = await fetch(`${rig.service.url}/dist/cdn/${manifest.locales.folder}sk.js`);
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const plain = await fetch(`${rig.service.url}/dist/locales/sk.js`);
    assert.equal([plain.status, plain.headers.get('cache-control')].join(' '), '200 no-cache');
    assert.match(await plain.text(), /^export default\{/);
  });
});

describe('the loader and the page\'s language', () => {
  /** The WordPress page with `<html lang>` and `edit` made to its HTML; the dictionaries it fetched, and the panel's first heading. */
  async function wordpress(lang: string, edit = (html: string) => html): Promise<{ fetched: string[]; heading: string }> {
    const page = await rig.browser.newPage({ viewport: DESKTOP });
    const fetched: string[] = [];
    page.on('request', (r) => /\/locales-\w+\//.test(r.url()) && fetched.push(r.url().replace(/.*\/locales-\w+\//, '')));
    await page.route((url) => url.pathname === '/demo/cms/wordpress/index.html', async (route) => {
      const response = await route.fetch();
      const body = edit((await response.text()).replace('<html lang="en-US">', `<html lang="${lang}">`));
      await route.fulfill({ response, body });
    });
    await page.goto(`${rig.service.url}/demo/cms/wordpress/index.html`);
    await page.waitForFunction(() => document.querySelector('ss-search-box input[role=combobox]'));
    const answered = await answerShown(page, 'headph');
    await page.locator('ss-search-box input[role=combobox]').pressSequentially('headph', { delay: 40 });
    await answered();
    const heading = await page.locator('ss-search-box .ss-header').first().textContent();
    await page.waitForTimeout(300);
    await page.close();
    return { fetched, heading: heading!.trim() };
  }

  it('<html lang="sk-SK">: Slovak, its one dictionary fetched beside the elements\' files', async () => {
    assert.deepEqual(await wordpress('sk-SK'), { fetched: ['sk.js'], heading: sk.item });
  });

  it('a data-ss-config block\'s locale, then the tag\'s data-locale, win over <html lang>; never a second dictionary', async () => {
    const tag = (html: string) => html.replace('data-tracker-id="demo"', 'data-tracker-id="demo" data-locale="ar"');
    const block = (html: string) => html.replace('</head>', '<script type="application/json" data-ss-config>{ "locale": "de-AT" }</script></head>');
    assert.deepEqual(await wordpress('sk', tag), { fetched: ['ar.js'], heading: ar.item });
    assert.deepEqual(await wordpress('sk', (html) => block(tag(html))), { fetched: ['de.js'], heading: de.item });
  });

  it('English, or a language without a dictionary: no dictionary at all', async () => {
    assert.deepEqual(await wordpress('en-GB'), { fetched: [], heading: 'Products' });
    assert.deepEqual(await wordpress('sv'), { fetched: [], heading: 'Products' });
  });
});
