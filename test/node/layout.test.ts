/**
 * The pages a shop gets, as Core Web Vitals see them: the layout shift (CLS) of every page of
 * /demo/ and /demo/cms/ while it loads, on a desktop with classic scrollbars (Chromium without
 * --hide-scrollbars: the scrollbar takes 15 px when the page outgrows the viewport) and on a
 * phone at 4x CPU and slow 4G, measured by a PerformanceObserver in the page; the first row
 * of results' images, fetched first; a meta description on every page. Needs `npm run build`
 * and a Chromium (npm test does both).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pageRig, resultsDrawn } from './pages.js';
import { DESKTOP, PHONE, loadPage, PAGES } from './profiles.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, getComputedStyle: any;

const rig = pageRig({ launch: { ignoreDefaultArgs: ['--hide-scrollbars'] } });
const LIMIT = 0.02;

describe('layout shift while the pages load', () => {
  for (const profile of [DESKTOP, PHONE]) {
    it(`every page of /demo/ and /demo/cms/ on the ${profile.name}: CLS at most ${LIMIT}`, async () => {
      const over: string[] = [];
      // Two pages at a time: the phone's pages wait on the throttled network most of the time.
      const queue = [...PAGES];
      await Promise.all([0, 1].map(async () => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          const { cls, shifts } = await loadPage(rig, profile, path);
          if (cls > LIMIT) over.push(`${path}: CLS ${cls.toFixed(3)}\n    ${shifts.join('\n    ')}`);
        }
      }));
      assert.deepEqual(over, [], `pages over ${LIMIT} on the ${profile.name}`);
    });
  }
});

describe('the largest paint of a results page', () => {
  it('the first row of cards loads its images at once and first (fetchpriority=high), with width and height; the rest wait (lazy); a banner tile in the row counts', async () => {
    for (const viewport of [{ width: 1350, height: 940 }, { width: 412, height: 823 }]) {
      const page = await rig.browser.newPage({ viewport });
      await page.goto(`${rig.service.url}/demo/search.html?q=headphones`);
      // The element's own drawing (the server's, one HTML for every width, is ssr.test's).
      await resultsDrawn(page, 'ss-search');
      const seen = await page.evaluate(() => {
        const root = document.querySelector('ss-search').shadowRoot;
        const columns = getComputedStyle(root.querySelector('.grid')).gridTemplateColumns.split(' ').length;
        // Every place of the grid in order: a card (its image) or the campaign's tile.
        const places = [...root.querySelectorAll('.grid > li')].map((li: any) => {
          const img = li.querySelector('img.card-image');
          return {
            tile: !img, tilePriority: li.querySelector('.tile img')?.getAttribute('fetchpriority'),
            loading: img?.loading, priority: img?.getAttribute('fetchpriority'), sized: !img || Boolean(img.getAttribute('width') && img.getAttribute('height')),
            top: Math.round(li.getBoundingClientRect().top),
          };
        });
        return { columns, places };
      });
      const firstRow = seen.places.slice(0, seen.columns);
      const first = firstRow.filter((p) => !p.tile);
      const rest = seen.places.slice(seen.columns).filter((p) => !p.tile);
      assert.ok(seen.columns >= 1 && rest.length > 0, `${viewport.width} px: a grid of ${seen.columns} columns and more than a row`);
      assert.ok(firstRow.every((i) => i.top === firstRow[0].top), `${viewport.width} px: the first ${seen.columns} places are one row`);
      assert.deepEqual(first.map((i) => [i.loading, i.priority]), first.map(() => ['eager', 'high']), `${viewport.width} px: the first row`);
      // A campaign's tile in the first row is fetched as its cards are; in a later row, as the browser chooses.
      assert.deepEqual(seen.places.filter((p) => p.tile).map((p) => p.tilePriority), seen.places.map((p, i) => (p.tile ? (i < seen.columns ? 'high' : null) : undefined)).filter((x) => x !== undefined), `${viewport.width} px: the tile's priority`);
      assert.deepEqual([...new Set(rest.map((i) => i.loading))], ['lazy'], `${viewport.width} px: the other rows`);
      assert.ok(seen.places.every((i) => i.sized), 'every card image has width and height');
      await page.close();
    }
  });
});

describe('a phone\'s width', () => {
  it('no page of /demo/ and /demo/cms/ is wider than a 360 px phone, with or without script', async () => {
    const wide: string[] = [];
    for (const javaScriptEnabled of [true, false]) {
      const context = await rig.browser.newContext({ viewport: { width: 360, height: 780 }, javaScriptEnabled });
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(`${rig.service.url}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(javaScriptEnabled ? 300 : 0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) wide.push(`${path}${javaScriptEnabled ? '' : ' (no script)'}: ${width} px`);
      }
      await context.close();
    }
    assert.deepEqual(wide, []);
  });
});

describe('what a crawler reads', () => {
  it('every page of the demo and of the CMS reproductions has a meta description', () => {
    const demo = join(import.meta.dirname, '../../demo');
    const pages = (dir: string): string[] => readdirSync(join(demo, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? (e.name === 'partials' ? [] : pages(join(dir, e.name))) : e.name.endsWith('.html') && !/^(header|footer)\.html$/.test(e.name) ? [join(dir, e.name)] : []);
    const without = pages('').filter((file) => !/<meta name="description" content="[^"]{20,}">/.test(readFileSync(join(demo, file), 'utf8')));
    assert.deepEqual(without, []);
  });
});
