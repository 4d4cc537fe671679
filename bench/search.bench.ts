/**
 * <ss-search> measured in one run, next to instantsearch.js:
 *
 *   npm run build && npm run bench:search
 *
 * 1. Requests per refinement: a scripted session of facet clicks on "laptop" (24 cards,
 *    facets brand, price, color, availability) in headless Chromium. The element asks the
 *    local service over HTTP; InstantSearch asks through a search client of our own that
 *    turns each of its queries into the same service request and the answer into Algolia's
 *    shape. HTTP requests and queries are counted apart (InstantSearch sends its queries
 *    for one refinement in one multi-query request).
 * 2. Bytes a page downloads (rollup + terser, gzip -9): with <ss-search>; with
 *    <ss-search>, <ss-autocomplete> and the tracker; a realistic InstantSearch page
 *    (instantsearch.js, algoliasearch/lite, the widgets of such a page; JavaScript only).
 * 3. Refinement click to painted results at 4x CPU: the same session again, every answer
 *    now from memory (the element's kept answers, InstantSearch's client map, the hand
 *    page's map), from the click to the frame after the state's count and cards are in the DOM;
 *    next to the element's own results grid drawn by hand from the same answers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { boxPage, bundle, elementCss, pageEntry, root } from './autocomplete-paint.js';
import { LOCAL_CLIENT } from './instantsearch-client.js';
import { machine, summarize, writeResults } from './lib.js';

const QUERY = 'laptop';
const SIZE = 24;
/** The session: each step clicks one facet value (on, or off again). It ends where it began. */
const STEPS: Array<[string, string]> = [
  ['brand', 'Kovax'], ['color', 'Silver'], ['availability', '0'], ['brand', 'Tessaro'], ['color', 'Silver'],
  ['brand', 'Kovax'], ['availability', '0'], ['color', 'Space Gray'], ['brand', 'Tessaro'], ['color', 'Space Gray'],
];
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const IS_VERSION = (JSON.parse(readFileSync(join(root, 'node_modules/instantsearch.js/package.json'), 'utf8')) as { version: string }).version;

// 2. Sizes (and the bundles the pages below load).
const sizes = {
  search: await bundle(pageEntry(['src/components/search/search.ts']), 'search-ours'),
  all: await bundle(pageEntry(['src/components/search/search.ts', 'src/components/autocomplete/autocomplete.ts', 'src/tracker/index.ts']), 'search-all'),
  instantsearch: await bundle(`import instantsearch from 'instantsearch.js';
import { liteClient } from 'algoliasearch/lite';
import { searchBox, hits, refinementList, rangeInput, toggleRefinement, sortBy, pagination, currentRefinements, clearRefinements, stats, configure, panel } from 'instantsearch.js/es/widgets';
const search = instantsearch({ indexName: 'products', searchClient: liteClient('APP', 'KEY'), routing: true });
search.addWidgets([
  configure({ hitsPerPage: 24 }), searchBox({ container: '#q' }), stats({ container: '#stats' }),
  currentRefinements({ container: '#current' }), clearRefinements({ container: '#clear' }),
  panel({ templates: { header: 'Brand' } })(refinementList)({ container: '#brand', attribute: 'brand', showMore: true, searchable: true }),
  panel({ templates: { header: 'Price' } })(rangeInput)({ container: '#price', attribute: 'price' }),
  panel({ templates: { header: 'Colour' } })(refinementList)({ container: '#color', attribute: 'color' }),
  toggleRefinement({ container: '#stock', attribute: 'availability', on: 1 }),
  sortBy({ container: '#sort', items: [{ value: 'products', label: 'Relevance' }, { value: 'products_price_asc', label: 'Price' }] }),
  hits({ container: '#hits' }), pagination({ container: '#pages' }),
]);
search.start();`, 'instantsearch-size'),
};
console.log(sizes);

// The paint and request pages. InstantSearch draws the same facets and cards as the element.
await bundle(`import instantsearch from 'instantsearch.js';
import { hits, refinementList, rangeInput, sortBy, pagination, stats, currentRefinements, clearRefinements, configure } from 'instantsearch.js/es/widgets';
${LOCAL_CLIENT}
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plain = (v) => String(v ?? '').replace(/<\\/?em>/g, '');
window.startInstantSearch = (box, base) => {
  window.isQueries = [];
  const searchClient = localClient(base, (n) => window.isQueries.push(n));
  box.innerHTML = '<div class="layout"><aside><div id="brand"></div><div id="price"></div><div id="color"></div><div id="availability"></div></aside>'
    + '<section><div id="stats"></div><div id="sort"></div><div id="current"></div><div id="clear"></div><div id="hits"></div><div id="pages"></div></section></div>';
  const search = instantsearch({ indexName: 'products', searchClient });
  const list = (attribute) => refinementList({ container: '#' + attribute, attribute, limit: 12 });
  search.addWidgets([
    configure({ hitsPerPage: ${SIZE}, query: '${QUERY}' }), stats({ container: '#stats' }),
    currentRefinements({ container: '#current' }), clearRefinements({ container: '#clear' }),
    list('brand'), rangeInput({ container: '#price', attribute: 'price' }), list('color'), list('availability'),
    sortBy({ container: '#sort', items: [{ value: 'products', label: 'Relevance' }, { value: 'products_price_asc', label: 'Price: low to high' }] }),
    hits({ container: '#hits', templates: { item: (h, { html }) => html\`<article class="card">
      <img src=\${h.image_link} alt="" width="160" height="160" loading="lazy" decoding="async" />
      <a href=\${h.url}><span class="title">\${plain(h.title)}</span></a>
      <span class="brand">\${h.brand}</span>
      <span class="price">\${money.format(h.price)}\${h.list_price > h.price ? html\` <s>\${money.format(h.list_price)}</s>\` : ''}</span>
      <span class="rating">★ \${h.rating} (\${h.reviews_count})</span>
      <span class="stock">\${Number(h.availability) > 0 ? 'In stock' : 'Out of stock'}</span></article>\` } }),
    pagination({ container: '#pages' }),
  ]);
  search.start();
};`, 'instantsearch-page');

/**
 * The element's results drawn by hand: its stylesheet and DOM (facets as fieldsets of
 * checkboxes with counts, chips, toolbar, 24 cards with image, title, brand, price, rating,
 * stock), rebuilt with createElement from an answer kept in memory on every click.
 */
const HAND = String.raw`window.startHand = (box, css, base, query, size, fields) => {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const plain = (v) => String(v ?? '').replace(/<\/?em>/g, '');
  const memory = new Map();
  const chosen = new Map(fields.map((f) => [f, new Set()]));
  const host = box.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [sheet];
  const el = (tag, cls, parent, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    parent?.append(node);
    return node;
  };
  const url = () => {
    const qs = new URLSearchParams({ tracker_id: 'demo', q: query, size: String(size), facets: fields.map((f) => f + ':12').join(',') });
    qs.append('f[]', 'type:item');
    for (const [f, vs] of chosen) for (const v of vs) qs.append('f[]', f + ':' + v);
    return base + '/search?' + qs;
  };
  const draw = (r) => {
    const layout = el('div', 'layout');
    const live = el('div', 'live', layout, r.total_hits + ' results for ' + query);
    live.setAttribute('role', 'status');
    const aside = el('aside', 'facets', layout);
    for (const f of r.facets) {
      const set = el('fieldset', 'facet', aside);
      const fold = el('button', 'fold', el('legend', '', set), f.name);
      fold.type = 'button';
      fold.setAttribute('aria-expanded', 'true');
      const values = el('div', 'values', set);
      for (const v of f.values) {
        const label = el('label', 'value', values);
        const input = el('input', '', label);
        input.type = 'checkbox';
        input.checked = chosen.get(f.name)?.has(v.value) ?? false;
        input.dataset.facet = f.name;
        input.dataset.value = v.value;
        el('span', 'label', label, v.value);
        el('span', 'count', label, v.hits_count.toLocaleString());
      }
      if (f.name === 'price') {
        const form = el('form', 'range-form', values);
        for (const bound of ['Min', 'Max']) {
          const input = el('input', '', el('label', '', form, bound + ' '));
          input.type = 'number';
          input.name = bound.toLowerCase();
        }
        el('button', '', form, 'Apply').type = 'submit';
      }
    }
    const section = el('section', 'results', layout);
    el('h2', 'heading', section, 'Results for “' + query + '”');
    const chips = el('div', 'chips', section);
    for (const [f, vs] of chosen) for (const v of vs) el('button', 'chip', chips, f + ': ' + v);
    const bar = el('div', 'toolbar', section);
    el('p', 'count-text', bar, r.total_hits + ' results');
    const select = el('select', '', el('label', 'sort', bar, 'Sort by'));
    for (const o of ['Best match', 'Price: low to high', 'Price: high to low', 'Top rated']) el('option', '', select, o);
    const grid = el('ul', 'grid', section);
    for (const h of r.hits) {
      const a = h.attributes;
      const card = el('article', 'card', el('li', 'hit', grid));
      const img = el('img', 'card-image', card);
      img.alt = '';
      img.loading = 'lazy';
      img.src = a.image_link;
      const link = el('a', 'card-link', card);
      link.href = a.url;
      el('span', 'title', link, plain(a.title));
      el('span', 'card-brand', card, a.brand);
      const price = el('span', 'card-price', card, money.format(a.price));
      if (a.list_price > a.price) el('s', '', price, money.format(a.list_price));
      el('span', 'card-rating', card, '★ ' + a.rating + ' (' + a.reviews_count + ')');
      el('span', 'card-availability', card, Number(a.availability) > 0 ? 'In stock' : 'Out of stock');
    }
    const pages = Math.ceil(r.total_hits / size);
    if (pages > 1) {
      // The element's window at page 1: pages 1 to 3, one gap, the last page, then Next.
      const list = el('ul', '', el('nav', 'pagination', section));
      let gap = false;
      for (let n = 1; n <= pages; n++) {
        if (n <= 3 || n === pages) el('a', '', el('li', '', list), String(n)).href = '?page=' + n;
        else if (!gap) {
          el('span', '', el('li', '', list), '…');
          gap = true;
        }
      }
      el('a', '', el('li', '', list), 'Next').href = '?page=2';
      list.querySelector('a').setAttribute('aria-current', 'page');
    }
    root.replaceChildren(layout);
  };
  const run = () => {
    const key = url();
    if (memory.has(key)) return draw(memory.get(key));
    fetch(key).then((r) => r.json()).then((r) => {
      memory.set(key, r.results);
      if (key === url()) draw(r.results);
    });
  };
  root.addEventListener('change', (e) => {
    const { facet, value } = e.target.dataset;
    const set = chosen.get(facet);
    if (set.has(value)) set.delete(value);
    else set.add(value);
    run();
  });
  run();
};`;

const service = await startServer({ port: 0, sites: [{ trackerId: 'demo', publicKey: 'p', privateKey: 'k' }] });
const base = service.url;
const FIELDS = ['brand', 'price', 'color', 'availability'];

// What each step should show: the service's total for the state it reaches, and that many cards (up to a page).
// (Not titles: the element shows a matched variant's own title, as it should; the others show the parent's.)
const expected: string[] = [];
{
  const chosen = new Map<string, Set<string>>();
  for (const [facet, value] of STEPS) {
    const set = chosen.get(facet) ?? new Set<string>();
    if (set.has(value)) set.delete(value);
    else set.add(value);
    chosen.set(facet, set);
    const qs = new URLSearchParams({ tracker_id: 'demo', q: QUERY, size: String(SIZE) });
    qs.append('f[]', 'type:item');
    for (const [f, vs] of chosen) for (const v of vs) qs.append('f[]', `${f}:${v}`);
    const r = await (await fetch(`${base}/search?${qs}`)).json() as { results: { total_hits: number } };
    expected.push(`${r.results.total_hits} results, ${Math.min(SIZE, r.results.total_hits)} cards`);
  }
  expected.forEach((t, i) => {
    if (t === expected[(i + expected.length - 1) % expected.length]) throw new Error(`step ${i + 1} shows what the step before showed: it could not be timed`);
  });
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
type Kind = 'ours' | 'instantsearch' | 'hand';
let css = '';

async function open(kind: Kind): Promise<Page> {
  let page: Page;
  if (kind === 'ours') {
    page = await boxPage(browser, base, `<ss-search tracker-id="demo" base-url="${base}" query="${QUERY}" size="${SIZE}" facets="brand:12, price, color:12, availability"></ss-search>`,
      { url: `${base}/dist/bench/search-ours.js`, type: 'module' });
  } else if (kind === 'instantsearch') {
    page = await boxPage(browser, base, '', { url: `${base}/dist/bench/instantsearch-page.js`, type: 'module' });
    await page.waitForFunction(() => 'startInstantSearch' in window);
    await page.addStyleTag({ content: `.layout{display:grid;grid-template-columns:240px 1fr;gap:24px}.ais-Hits-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px;list-style:none;padding:0}
.card{display:flex;flex-direction:column;gap:4px}.card img{width:100%;height:auto;aspect-ratio:1}.ais-RefinementList-list{list-style:none;padding:0}.ais-Pagination-list{display:flex;gap:8px;list-style:none}` });
    await page.evaluate((b) => (window as unknown as { startInstantSearch: (box: Element, b: string) => void }).startInstantSearch(document.querySelector('#box')!, b), base);
  } else {
    page = await boxPage(browser, base, '', { content: HAND });
    await page.evaluate(([c, b, q, s, f]) => (window as unknown as { startHand: (...a: unknown[]) => void }).startHand(document.querySelector('#box')!, c, b, q, s, f), [css, base, QUERY, SIZE, FIELDS] as const);
  }
  page.on('console', (m) => m.type() === 'error' && console.error(`${kind}: ${m.text()}`));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForFunction(() => document.querySelector('#box')!.querySelectorAll('*').length > 0);
  await page.waitForTimeout(800);
  return page;
}

/** Clicks the checkbox of `value` in facet `facet` on a page of any kind. */
async function click(page: Page, kind: Kind, facet: string, value: string): Promise<void> {
  await page.evaluate(([kind, facet, value]) => {
    const box = document.querySelector('#box')!;
    let input: HTMLInputElement | undefined;
    if (kind === 'ours') {
      const fs = box.querySelector('ss-search')!.shadowRoot!.querySelector(`.facets [data-facet="${facet}"]`)!;
      // The element names the availability values (In stock, Out of stock); the others show 1 and 0.
      const label = facet === 'availability' ? ({ 1: 'In stock', 0: 'Out of stock' } as Record<string, string>)[value] : value;
      input = [...fs.querySelectorAll('label')].find((l) => l.querySelector('.label')!.textContent!.trim() === label)?.querySelector('input') ?? undefined;
    } else if (kind === 'instantsearch') {
      input = box.querySelector<HTMLInputElement>(`#${facet} input[value="${CSS.escape(value)}"]`) ?? undefined;
    } else {
      input = box.firstElementChild!.shadowRoot!.querySelector<HTMLInputElement>(`input[data-facet="${facet}"][data-value="${CSS.escape(value)}"]`) ?? undefined;
    }
    if (!input) throw new Error(`${kind}: no ${facet} value ${value}`);
    input.click();
  }, [kind, facet, value] as const);
}

/** What the page shows now: its result count and its cards (a string function: it runs in the page). */
const SHOWN = String.raw`(kind) => {
  const box = document.querySelector('#box');
  const scope = kind === 'ours' ? box.querySelector('ss-search').shadowRoot : kind === 'hand' ? box.firstElementChild.shadowRoot : box;
  const count = scope.querySelector(kind === 'instantsearch' ? '.ais-Stats-text' : '.count-text')?.textContent.match(/\d[\d,]*/)?.[0].replace(/,/g, '');
  return count + ' results, ' + scope.querySelectorAll(kind === 'instantsearch' ? '.ais-Hits-item' : '.grid .hit').length + ' cards';
}`;

/** One pass of the session: per step, click to the frame after the state's count and cards are drawn. */
async function pass(page: Page, kind: Kind, throttle: boolean): Promise<{ ms: number[]; http: number[]; queries: number[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle ? 4 : 1 });
  let http = 0;
  const count = (r: { url: () => string }) => {
    if (r.url().includes('/search?')) http++;
  };
  page.on('request', count);
  const out = { ms: [] as number[], http: [] as number[], queries: [] as number[] };
  for (const [i, [facet, value]] of STEPS.entries()) {
    const before = http;
    const queriesBefore = kind === 'instantsearch' ? await page.evaluate(() => (window as unknown as { isQueries: number[] }).isQueries.length) : 0;
    await page.evaluate(([kind, want, shown]) => {
      const w = window as unknown as { painted?: Promise<number> };
      const read = new Function('kind', `return (${shown})(kind)`) as (k: string) => string;
      const box = document.querySelector('#box')!;
      const scope = kind === 'ours' ? box.querySelector('ss-search')!.shadowRoot! : kind === 'hand' ? box.firstElementChild!.shadowRoot! : box;
      w.painted = new Promise((done) => {
        addEventListener('click', (e) => {
          const start = e.timeStamp;
          let late: ReturnType<typeof setTimeout> | undefined;
          const check = () => {
            if (read(kind) !== want) return false;
            clearTimeout(late);
            requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
            return true;
          };
          if (check()) return;
          const observer = new MutationObserver(() => check() && observer.disconnect());
          observer.observe(scope, { subtree: true, childList: true, characterData: true });
          late = setTimeout(() => {
            observer.disconnect();
            done(-1);
            console.error(`not drawn in 10 s: ${read(kind)} (want ${want})`);
          }, 10_000);
        }, { capture: true, once: true });
      });
    }, [kind, expected[i], SHOWN] as const);
    await click(page, kind, facet, value);
    const ms = await page.evaluate(() => (window as unknown as { painted: Promise<number> }).painted);
    if (ms < 0) throw new Error(`${kind}: step ${i + 1} (${facet} ${value}) never showed its expected results`);
    out.ms.push(ms);
    await page.waitForTimeout(throttle ? 150 : 400); // the page's own after-work (analytics of the list, scroll saving) settles
    if (kind === 'instantsearch') {
      // One search() call is one HTTP request to Algolia (a multi-query); our client asks the service once per query.
      const calls = (await page.evaluate(() => (window as unknown as { isQueries: number[] }).isQueries)).slice(queriesBefore);
      out.http.push(calls.length);
      out.queries.push(calls.reduce((a, b) => a + b, 0));
    } else {
      out.http.push(http - before);
      out.queries.push(http - before);
    }
  }
  page.off('request', count);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return out;
}

const kinds: Kind[] = ['ours', 'instantsearch', 'hand'];
const pages = {} as Record<Kind, Page>;
pages.ours = await open('ours');
css = await elementCss(pages.ours).catch(async () => pages.ours.evaluate(() =>
  [...document.querySelector('ss-search')!.shadowRoot!.adoptedStyleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n')));
pages.instantsearch = await open('instantsearch');
pages.hand = await open('hand');

// 1. Requests: the first pass, every answer new to every page.
const requests = {} as Record<Kind, { http: number[]; queries: number[] }>;
for (const kind of kinds) {
  const first = await pass(pages[kind], kind, false);
  requests[kind] = { http: first.http, queries: first.queries };
}

// 3. Paint: answers from memory; the pages take turns, in an order reversed every round.
const samples = { ours: [], instantsearch: [], hand: [] } as Record<Kind, number[]>;
const rounds: Record<Kind, number>[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const p50s = {} as Record<Kind, number>;
  for (const kind of round % 2 ? [...kinds].reverse() : kinds) {
    const { ms } = await pass(pages[kind], kind, true);
    samples[kind].push(...ms);
    p50s[kind] = summarize(ms).p50;
  }
  rounds.push(p50s);
  console.log(`round ${round + 1}`, p50s);
}
await browser.close();
await service.close();

const stat = Object.fromEntries(kinds.map((k) => [k, summarize(samples[k])])) as Record<Kind, ReturnType<typeof summarize>>;
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const vsIs = ratio(stat.ours.p50, stat.instantsearch.p50);
const vsHand = ratio(stat.ours.p50, stat.hand.p50);
const handVsIs = ratio(stat.hand.p50, stat.instantsearch.p50);
const per = (r: { http: number[]; queries: number[] }) => ({
  http: r.http.reduce((a, b) => a + b, 0) / r.http.length, queries: r.queries.reduce((a, b) => a + b, 0) / r.queries.length, most: Math.max(...r.queries),
});
const req = Object.fromEntries(kinds.map((k) => [k, per(requests[k])])) as Record<Kind, ReturnType<typeof per>>;
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'pass' : '**miss**');
const m = machine();
const names: Record<Kind, string> = { ours: '<ss-search>', instantsearch: 'InstantSearch 4', hand: 'the same grid by hand' };

const md = `# <ss-search>: requests, bytes, refinement to paint

Command: \`npm run build && npm run bench:search\` (${String(m.cpu).split(' ')[0]}, ${m.cores} cores, Node ${m.node}, Chromium headless, ${String(m.date).slice(0, 10)}).

The session: the query "${QUERY}", ${SIZE} cards, facets brand, price, color and availability; ${STEPS.length}
clicks on facet values (${STEPS.map(([f, v]) => `${f} ${v}`).join(', ')}), each turning a value on or off, ending where it
began. instantsearch.js ${IS_VERSION} draws the same facets (three refinement lists and a range input), sort, stats,
current refinements, 24 cards and pagination through a search client of our own that turns each of its
queries into the same service request and keeps every answer in memory.

## Requests per refinement (first pass, every answer new)

| Page | HTTP requests per click | queries per click | most queries for one click |
|---|---|---|---|
${kinds.map((k) => `| ${names[k]} | ${req[k].http} | ${req[k].queries} | ${req[k].most} |`).join('\n')}

Target: <= 1 (InstantSearch: 1 + N, one query per refined disjunctive facet, sent as one multi-query request:
its HTTP requests are its search client's calls). The element asks once per click (the service counts every
multi-select facet without its own filter in the same answer), and not at all for a state it has already
shown: the last click returns to the first state.

## Bytes a page downloads (min + gzip -9)

| Page | bytes | target | |
|---|---|---|---|
| with <ss-search> (lit, core, element, CSS) | ${kb(sizes.search.gzip)} | 20 KB | ${mark(sizes.search.gzip <= 20 * 1024)} |
| with <ss-search>, <ss-autocomplete> and the tracker | ${kb(sizes.all.gzip)} | 25 KB | ${mark(sizes.all.gzip <= 25 * 1024)} |
| InstantSearch page (instantsearch.js, algoliasearch/lite, 12 widgets; no CSS) | ${kb(sizes.instantsearch.gzip)} | | |

## Refinement click to painted results (4x CPU throttling)

The same ${STEPS.length} clicks, ${ROUNDS} rounds, every answer from memory (the element's kept answers,
InstantSearch's client map, the hand page's map): from the click event to the end of the frame after the
page shows the state's result count and its cards (up to ${SIZE}). The pages take turns, in an order reversed every round. The hand page
is the element's own stylesheet and DOM (facet fieldsets with fold buttons, checkboxes and counts, the price range form,
chips, toolbar with count and sort menu, 24 cards with image, title, brand, price, rating, stock, the pagination nav),
rebuilt with createElement on every click, no framework.

| Page | p50 ms | p90 ms | p99 ms | n |
|---|---|---|---|---|
${kinds.map((k) => `| ${names[k]} | ${stat[k].p50} | ${stat[k].p90} | ${stat[k].p99} | ${stat[k].n} |`).join('\n')}

| Ratio of p50s | this run | target | |
|---|---|---|---|
| <ss-search> / InstantSearch | ${vsIs} | <= 0.5 | ${mark(vsIs <= 0.5)} |
| <ss-search> / by hand | ${vsHand} | <= 1.15 | ${mark(vsHand <= 1.15)} |
| by hand / InstantSearch | ${handVsIs} | | |

The hand page is what the same DOM costs rebuilt on every click with no framework: the element's ratio
to it is what lit's updates cost or save against that (below 1, patching in place beats rebuilding).
Runs before 2026-11-25 drew a lighter hand page (no fold buttons, range form, sort menu or pagination nav)
and read it as a floor of the first ratio; an element that patches in place can go below it, so it is none.

Per round (p50 ms): ${rounds.map((r, i) => `${i + 1}: ${kinds.map((k) => `${r[k]}`).join(' / ')}`).join('; ')} (element / InstantSearch / hand).
`;
writeResults('search', { machine: m, sizes, requests, paint: stat, rounds, ratios: { vsInstantSearch: vsIs, vsHand, handVsInstantSearch: handVsIs } }, md);
console.log(md);
