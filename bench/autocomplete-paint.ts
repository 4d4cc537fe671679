/**
 * Keystroke-to-paint measurement of <ss-autocomplete>, shared by the benchmark
 * (autocomplete.bench.ts) and the A/B comparison of builds (autocomplete-ab.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright';
import { rollup } from 'rollup';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { minifyCss } from '../scripts/rollup-minify-css.mjs';
import { minifyHtml } from '../scripts/rollup-minify-html.mjs';
import { litNotice } from '../scripts/rollup-lit-notice.mjs';
import { litBaseline } from '../scripts/rollup-lit-baseline.mjs';
import { mangleOptions } from '../scripts/private-names.mjs';

export const root = join(import.meta.dirname, '..');
/**
 * The entry of a page that already has lit and the whole core, kept alive (nothing shaken
 * away that a page with them has): what `<ss-recs>` adds is measured on top of it.
 */
export const LIT_AND_CORE = `import * as lit from 'lit';\nimport * as core from '${join(root, 'src/core/index.ts')}';\n(globalThis as any).keep = [lit, core];\n`;
/** Bundles land here; the service serves them at /dist/bench/. */
const out = join(root, 'dist', 'bench');

/** Packages other than lit and the Algolia ones (which are transformed with our tsconfig, as always). */
const OTHER_PACKAGES = /node_modules\/(?!(lit|lit-html|lit-element|@lit|@algolia)\/)/;

/** A page's bytes at load (min, min+gzip), and each chunk it loads later (a dynamic import()). */
export interface Bytes {
  min: number;
  gzip: number;
  lazy: Array<{ name: string; modules: string[]; min: number; gzip: number }>;
}

/** Our private member names as the shipped build shortens them (rollup.config.mjs). */
const ownNames = mangleOptions();

/**
 * Bundles `code` as the shipped build does (rollup, CSS minifier, private names shortened, terser) into
 * dist/bench/<file>.js (its lazy chunks beside it, dist/bench/<file>-*.js). `stub`: source files (paths under the repository root) replaced by
 * other code, to measure what they cost.
 */
export async function bundle(code: string, file: string, stub: Record<string, string> = {}): Promise<Bytes> {
  mkdirSync(out, { recursive: true });
  const entry = join(out, `${file}.entry.ts`);
  writeFileSync(entry, code);
  const stubs = new Map(Object.entries(stub).map(([path, source]) => [join(root, path), source]));
  const b = await rollup({
    input: entry,
    plugins: [
      { name: 'stub', load: (id: string) => stubs.get(id) ?? null },
      resolve({ exportConditions: ['production'], browser: true }),
      litBaseline(),
      // Node's util, which qs reaches through object-inspect: nothing in a browser (as its browser field means).
      { name: 'no-node-util', resolveId: (id: string) => (id === 'util' ? '\0no-util' : null), load: (id: string) => (id === '\0no-util' ? 'export function inspect() {}\nexport default { inspect };' : null) },
      // Peers' CommonJS dependencies (instantsearch.js uses qs); our own graph has none.
      commonjs(),
      minifyCss(),
      // node_modules too: autocomplete-js reads process.env.NODE_ENV, as bundlers are expected to replace.
      esbuild({ target: 'es2021', exclude: [OTHER_PACKAGES], ...ownNames, define: { 'process.env.NODE_ENV': '"production"' } }),
      // A peer's other dependencies without any tsconfig: some (qs) ship one that extends a package not installed.
      esbuild({ target: 'es2021', include: OTHER_PACKAGES, exclude: [], tsconfig: false, define: { 'process.env.NODE_ENV': '"production"' } }),
      minifyHtml(),
      terser({ ecma: 2021, module: true, compress: { passes: 3, unsafe: true, unsafe_arrows: true, keep_fargs: false, pure_getters: true }, format: { comments: false } }),
      litNotice(),
    ],
  });
  const { output } = await b.write({ dir: out, format: 'es', entryFileNames: `${file}.js`, chunkFileNames: `${file}-[name]-[hash].js` });
  const chunks = new Map(output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])));
  // What the page downloads at load: the entry and the chunks it imports statically.
  const loaded = new Set<string>();
  const walk = (name: string): void => { if (!loaded.has(name)) { loaded.add(name); chunks.get(name)!.imports.forEach(walk); } };
  walk(`${file}.js`);
  const js = [...loaded].map((name) => chunks.get(name)!.code).join('\n');
  // What loads later (import() when first needed): each chunk outside the page's static graph.
  const lazy = [...chunks.values()].filter((c) => !loaded.has(c.fileName)).map((c) => ({ name: c.name, modules: Object.keys(c.modules).filter((m) => c.modules[m].renderedLength).map((m) => relative(root, m)), min: c.code.length, gzip: gzipSync(c.code, { level: 9 }).length }));
  return { min: js.length, gzip: gzipSync(js, { level: 9 }).length, lazy };
}

/**
 * The entry of a page that loads `files` (paths under the repository root): an element
 * module is imported; the tracker is used as a page uses it (demo/assets/analytics.js),
 * so only what connect() and a page view need is counted.
 */
export function pageEntry(files: string[]): string {
  return files.map((file) => (file.includes('tracker')
    ? `import { Tracker } from '${join(root, file)}';\nconst t = new Tracker({ trackerId: 'demo', eventsUrl: '/events' });\nt.connect(document);\nt.pageView();`
    : `import '${join(root, file)}';`)).join('\n');
}

let pages = 0;

/**
 * A page of its own on the service's origin (dist/bench/page-<n>.html) holding `<div id="box">`
 * and one script, and nothing else. Not a demo page with its content replaced: that keeps
 * the demo's window, whose registry already holds the demo's <ss-autocomplete> (and its
 * analytics), so the bundle under test would never define its element.
 */
export async function boxPage(browser: Browser, base: string, box: string, script: { url: string; type: 'module' } | { content: string }): Promise<Page> {
  const file = `page-${++pages}.html`;
  const tag = 'url' in script ? `<script type="module" src="${script.url}"></script>` : `<script>${script.content}</script>`;
  mkdirSync(out, { recursive: true });
  // __name: what tsx (esbuild keepNames) wraps named functions of this file in, including those passed to page.evaluate.
  writeFileSync(join(out, file), `<!doctype html><meta charset="utf-8"><title>bench</title><script>window.__name = (f) => f;</script><body><div id="box" style="width:600px">${box}</div>${tag}</body>`);
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error(`${file}: ${e.message}`));
  await page.goto(`${base}/dist/bench/${file}`);
  return page;
}

/** A page holding <ss-autocomplete> (with `attrs`) from the bundle dist/bench/<file>.js, upgraded and settled. */
export async function elementPage(browser: Browser, base: string, tracker: string, file: string, attrs = ''): Promise<Page> {
  const page = await boxPage(browser, base, `<ss-autocomplete tracker-id="${tracker}" base-url="${base}" ${attrs}></ss-autocomplete>`, { url: `${base}/dist/bench/${file}.js`, type: 'module' });
  await page.waitForTimeout(300);
  return page;
}

// The key goes down, the measurement ends, then the key goes up: Playwright's press() sends
// keyup right behind keydown, and Chromium handles that keyup before the timer that ends the
// measurement, which no typist does (their keyup comes ~50-100 ms later).
// The same loop on three reference pages: the floor (a bare shadow-DOM <input> that echoes its
// value: what a keystroke costs this machine before any autocomplete does anything), a list of
// 16 one-line rows rewritten by hand with <em> elements, and the least a highlighted 16-row list
// can do (16 one-line rows whose text nodes are patched in place, the match painted as ranges of
// a CSS highlight, as the element paints it): the lower bound of the paint target on this machine.
export const REFERENCES = `customElements.define('x-floor', class extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<form style="display:flex"><input style="flex:1;min-height:44px;font:inherit"><button>Search</button></form><div></div>';
    const out = root.querySelector('div');
    root.querySelector('input').addEventListener('input', (e) => {
      out.textContent = e.target.value;
      this.dispatchEvent(new Event('ss-results'));
    });
  }
  get updateComplete() { return Promise.resolve(); }
});
customElements.define('x-list', class extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<form style="display:flex"><input style="flex:1;min-height:44px;font:inherit"><button>Search</button></form><div role="listbox">'
      + '<div role="option" style="min-height:44px;padding:6px 12px"></div>'.repeat(16) + '</div>';
    const rows = [...root.querySelectorAll('[role=option]')];
    root.querySelector('input').addEventListener('input', (e) => {
      const q = e.target.value;
      rows.forEach((row, i) => {
        const em = document.createElement('em');
        em.textContent = q;
        row.replaceChildren(em, ' suggestion ' + (i + 1));
      });
      this.dispatchEvent(new Event('ss-results'));
    });
  }
  get updateComplete() { return Promise.resolve(); }
});
customElements.define('x-least', class extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>::highlight(x-match){color:#3b5bdb}</style><form style="display:flex"><input style="flex:1;min-height:44px;font:inherit"><button>Search</button></form><div role="listbox">'
      + '<div role="option" style="min-height:44px;padding:6px 12px"> </div>'.repeat(16) + '</div>';
    const texts = [...root.querySelectorAll('[role=option]')].map((row) => row.firstChild);
    const match = new Highlight();
    CSS.highlights.set('x-match', match);
    root.querySelector('input').addEventListener('input', (e) => {
      const q = e.target.value;
      match.clear();
      texts.forEach((text, i) => {
        text.data = q + ' suggestion ' + (i + 1);
        match.add(new StaticRange({ startContainer: text, startOffset: 0, endContainer: text, endOffset: q.length }));
      });
      this.dispatchEvent(new Event('ss-results'));
    });
  }
  get updateComplete() { return Promise.resolve(); }
});`;

/**
 * The element's own panel drawn by the least script: `<x-panel>` gets the element's CSS (read
 * from a live element, so it follows every change to the stylesheet) and the service's answers
 * fetched beforehand, and lays the rows out in the element's DOM (sections with headers,
 * product rows with image, title, brand and price, the other types one line, the parts and
 * classes the CSS styles), the match painted as ranges of the `ss-match` highlight. When the
 * rows keep their shape it patches text nodes and image sources in place, else it rebuilds
 * them with createElement: no framework, no template diffing, nothing the element could skip.
 * What the element costs above it is its own script; what this costs above the lower bound is
 * the content the issue asks for (images, two-line product rows, prices, headers, a scrolling
 * panel). Defined by `startPanel(box, css, answers)`.
 */
export const PANEL_REFERENCE = String.raw`window.startPanel = (box, css, answers) => {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const parts = (v) => String(v ?? '').split(/(<em>[\s\S]*?<\/em>)/).flatMap((p, i) => (p ? [i % 2 ? [p.slice(4, -5), 1] : [p, 0]] : []));
  const HEAD = { item: 'Products', category: 'Categories', brand: 'Brands', query: 'Suggestions' };
  const match = new Highlight();
  CSS.highlights.set('ss-match', match);
  customElements.define('x-panel', class extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [sheet];
      root.innerHTML = '<div class="field"><form><input type="search" role="combobox" aria-label="Search"></form></div><div class="live" role="status" aria-live="polite"></div>'
        + '<div part="popup" class="popup" tabindex="0"><div part="listbox" class="listbox" role="listbox" aria-label="Search suggestions"></div></div>';
      const listbox = root.querySelector('.listbox');
      const live = root.querySelector('.live');
      const el = (tag, attrs, parent) => {
        const node = document.createElement(tag);
        for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
        parent.append(node);
        return node;
      };
      let shape = '';
      let rows = [];
      root.querySelector('input').addEventListener('input', (e) => {
        const hits = ['item', 'category', 'brand', 'query'].flatMap((t) => (answers[e.target.value.trim()] ?? []).filter((h) => h.type === t));
        const now = hits.map((h) => h.type + (h.attributes.brand ? '+' : '')).join();
        if (now !== shape) {
          shape = now;
          rows = [];
          const fragment = document.createDocumentFragment();
          let section, type;
          hits.forEach((h, i) => {
            if (h.type !== type) {
              type = h.type;
              section = el('div', { part: 'section', class: 'section', role: 'group', 'aria-labelledby': 'h-' + type }, fragment);
              el('div', { part: 'section-header', class: 'header', id: 'h-' + type, role: 'presentation' }, section).textContent = HEAD[type];
            }
            const option = el('div', { part: 'option', class: 'option t-' + type, role: 'option', id: 'o-' + i, 'aria-selected': 'false' }, section);
            const text = (parent, part) => el('span', { part, class: part }, parent).appendChild(new Text(''));
            if (type !== 'item') return rows.push({ title: text(option, 'title') });
            const img = el('img', { part: 'image', alt: '', width: '40', height: '40', decoding: 'async' }, option);
            const box = el('span', { class: 'text' }, option);
            rows.push({ img, title: text(box, 'title'), brand: h.attributes.brand ? text(box, 'brand') : undefined, price: text(option, 'price') });
          });
          listbox.replaceChildren(fragment);
        }
        match.clear();
        const put = (text, value, marked) => {
          if (text.data !== value) text.data = value;
          if (!marked) return;
          let at = 0;
          for (const [part, em] of marked) {
            if (em) match.add(new StaticRange({ startContainer: text, startOffset: at, endContainer: text, endOffset: at + part.length }));
            at += part.length;
          }
        };
        const mark = (text, value) => {
          const p = parts(value);
          put(text, p.map(([t]) => t).join(''), p);
        };
        hits.forEach((h, i) => {
          const row = rows[i];
          const a = h.attributes;
          mark(row.title, a.title);
          if (!row.img) return;
          if (row.brand) mark(row.brand, a.brand);
          put(row.price, money.format(a.price));
          const src = String(a.image_link ?? '');
          if (row.img.getAttribute('src') !== src) row.img.src = src;
        });
        put(live.firstChild ?? live.appendChild(new Text('')), hits.length + ' suggestions');
        this.dispatchEvent(new Event('ss-results'));
      });
    }
    get updateComplete() { return Promise.resolve(); }
  });
  box.innerHTML = '<x-panel></x-panel>';
};`;

/** The element's stylesheet as text, read from the element on `page` (see PANEL_REFERENCE). */
export const elementCss = (page: Page): Promise<string> => page.evaluate(() =>
  [...document.querySelector('#box')!.firstElementChild!.shadowRoot!.adoptedStyleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n'));

/** A page holding `<x-panel>` (PANEL_REFERENCE) with `css` and `answers` (query -> hits). */
export async function panelPage(browser: Browser, base: string, css: string, answers: Record<string, unknown[]>): Promise<Page> {
  const page = await boxPage(browser, base, '', { content: PANEL_REFERENCE });
  await page.evaluate(([css, answers]) => (window as unknown as { startPanel: (b: Element, c: string, a: unknown) => void }).startPanel(document.querySelector('#box')!, css, answers), [css, answers] as const);
  return page;
}

/**
 * Backspace through each query at 4x: keydown to the frame after the page drew the answer.
 * `ready` puts the query in the box at full speed (and, for the element, fills its cache);
 * the answer is drawn when the element fires ss-results and has updated, or when
 * autocomplete-js (`algolia`) has rendered the text now in the box.
 */
export async function paintRun(page: Page, queries: string[], ready: (q: string) => Promise<void>, algolia = false): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  const paints: number[] = [];
  let measuring = false;
  const count = (r: Request) => {
    if (measuring && r.url().includes('autocomplete')) loopRequests.set(page, requestsInLoop(page) + 1);
  };
  page.on('request', count);
  for (const q of queries) {
    measuring = false;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await ready(q);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    measuring = true;
    for (let i = 0; i < q.length - 1; i++) {
      await page.evaluate((algolia) => {
        const w = window as unknown as { paint?: Promise<number>; acRendered?: (q: string) => void };
        const box = document.querySelector('#box')!;
        const el = box.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };
        const input = (algolia ? box : el.shadowRoot!).querySelector('input')!;
        w.paint = new Promise((done) => {
          input.addEventListener('keydown', (e) => {
            const start = e.timeStamp;
            void new Promise<void>((shown) => {
              if (algolia) {
                w.acRendered = (q) => {
                  if (q !== input.value) return;
                  w.acRendered = undefined;
                  shown();
                };
              } else el.addEventListener('ss-results', () => void el.updateComplete.then(() => shown()), { once: true });
            }).then(() => requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0)));
          }, { once: true });
        });
      }, algolia);
      await page.keyboard.down('Backspace');
      paints.push(await page.evaluate(() => (window as unknown as { paint: Promise<number> }).paint));
      await page.keyboard.up('Backspace');
    }
  }
  page.off('request', count);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return paints;
}

const loopRequests = new WeakMap<Page, number>();
/**
 * Answer requests a page sent while its keystrokes were being measured. The loop means to
 * measure answers from the element's cache: anything above 0 is a keystroke that waited
 * for the debounce and the network instead (an answer evicted from the cache, say).
 */
export const requestsInLoop = (page: Page): number => loopRequests.get(page) ?? 0;

/** A page taking part in takeTurns(): how its box is filled, and where its samples go. */
export interface Turn {
  page: Page;
  ready: (q: string) => Promise<void>;
  samples: number[];
  algolia?: boolean;
}

/**
 * paintRun() on every page, two queries at a time, in an order reversed every round, so a
 * noisy stretch of the shared machine falls on every page alike. `first` numbers the first
 * round (an odd one starts reversed), for callers that take turns in several calls.
 */
export async function takeTurns(turns: Turn[], queries: string[], rounds: number, first = 0): Promise<void> {
  for (let round = first; round < first + rounds; round++) {
    for (let i = 0; i < queries.length; i += 2) {
      for (const { page, ready, samples, algolia } of round % 2 ? [...turns].reverse() : turns) {
        samples.push(...await paintRun(page, queries.slice(i, i + 2), ready, algolia));
      }
    }
  }
}

/**
 * Types the query a key at a time, each prefix answered (and so cached) before the next.
 * The element in the box is first replaced by a fresh copy (same attributes): its cache keeps
 * an answer for a minute, and an answer cached a pass earlier could expire between this
 * typing and the keystrokes measured after it, which would then wait for the network.
 */
export const typeEach = (page: Page) => async (q: string) => {
  await page.evaluate(() => {
    const box = document.querySelector('#box')!;
    box.replaceChildren(box.firstElementChild!.cloneNode());
  });
  await page.fill('#box input', '');
  await page.focus('#box input');
  for (const ch of q) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(350);
  }
  // Longer than the longest debounce (320 ms) and the answer after it: the whole query's
  // own request must be done before the first measured keystroke, not cancelled by it (or,
  // on a busy machine, sent during the measurement).
  await page.waitForTimeout(600);
};
/** Puts the query in the box at once. */
export const fillIn = (page: Page) => async (q: string) => {
  await page.fill('#box input', q);
  await page.waitForTimeout(300);
};
