/**
 * The pages a shop gets, as Core Web Vitals see them, in one run:
 *
 *   npm run build && npm run bench:pages        (RUNS=n loads per page and profile, default 3;
 *                                               COMPARE_RUNS=n loads of each results page, default 15)
 *
 * 1. Layout shift (CLS) and largest paint (LCP) of every page of /demo/ and /demo/cms/, on
 *    a desktop with classic scrollbars and on a phone at 4x CPU and slow 4G
 *    (test/node/profiles.ts, the same loads as test/node/layout.test.ts): the median of RUNS.
 * 2. The results page (`/demo/search.html?q=headphones&ssr=0`, drawn in the browser with the
 *    elements' module scripts; the same with the one tag of docs/install.md, the loader, in their
 *    place; and as served, drawn on the server) against the same page with
 *    InstantSearch in place of `<ss-search>`: the same shell (header with its autocomplete,
 *    nav, footer, stylesheet, tracker), the same answer from the local service through the
 *    search client of bench:search, InstantSearch's widgets for the same facets and cards as a
 *    shop's template writes them (images without `loading`, with width and height), and the
 *    same campaign banners as `<ss-search>` draws: the `search_header` banner above the results
 *    (`queryRuleCustomData`, the answer's campaigns being Algolia's `userData`) and the
 *    `search_grid` banner as a tile in place of the 5th card (`transformItems`). Both
 *    pages are files of dist/bench/ on the service's origin, loaded alternately; LCP ratio is
 *    ours over InstantSearch's, medians of COMPARE_RUNS per profile (their LCP moves by a
 *    quarter from load to load on this machine, and the ratio of two runs of 9 by up to 0.2:
 *    more loads than part 1). Target: at most 0.8.
 *    Beside them, the floor of any page drawn in the browser: the element's finished drawing (the served page's
 *    shadow root) put in whole once the same request is answered, no code run to draw it.
 *
 * `COMPARE=1` runs part 2 alone and prints it (nothing is written): the quick check after a change;
 * `PROFILE=desktop` (or `phone`) with it, that profile only.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { withModulePreloads } from '../src/server/preload.js';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { DESKTOP, PHONE, PAGES, loadPage, type Loaded, type Profile } from '../test/node/profiles.js';
import { bundle, root } from './autocomplete-paint.js';
import { LOCAL_CLIENT } from './instantsearch-client.js';
import { machine, writeResults } from './lib.js';

const RUNS = Number(process.env.RUNS ?? 3);
const COMPARE_RUNS = Number(process.env.COMPARE_RUNS ?? (process.env.COMPARE === '1' ? process.env.RUNS ?? 15 : 15));
const COMPARE_ONLY = process.env.COMPARE === '1';
const QUERY = 'headphones';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The content of an element's declarative shadow root (its first `<template shadowrootmode>`, templates inside it kept). */
function shadowContent(element: string): string {
  const open = /<template[^>]*\sshadowrootmode="open"[^>]*>/.exec(element);
  if (!open) throw new Error('the served <ss-search> has no declarative shadow root');
  const tags = /<template[\s>]|<\/template>/g;
  tags.lastIndex = open.index + open[0].length;
  for (let depth = 1, m; (m = tags.exec(element)); ) if ((depth += m[0] === '</template>' ? -1 : 1) === 0) return element.slice(open.index + open[0].length, m.index);
  throw new Error('the served <ss-search>\'s shadow root does not end');
}

const service = await startServer({ port: 0 });
const rig = { service, browser: await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] }) };

// 2. The two results pages, from the demo's own page as the service serves it.
// The tag as a shop pastes it (drawn in the browser, `?ssr=0`), and the page the service draws (bench:ssr).
const shell = await (await fetch(`${service.url}/demo/search.html?q=${QUERY}&ssr=0`)).text();
const served = await (await fetch(`${service.url}/demo/search.html?q=${QUERY}`)).text();
if (!/<ss-search[\s\S]*?<\/ss-search>/.test(shell)) throw new Error('the demo results page has no <ss-search>');
// The facets and the add-to-cart button the page's <ss-search> draws: InstantSearch draws the same, from the same answer.
const tag = /<ss-search([^>]*)>/.exec(shell)![1];
const FACETS_PARAM = (/\sfacets="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/\s+/g, '');
const FACETS = FACETS_PARAM.split(',').filter(Boolean).map((f) => ({ name: f.split(':')[0], limit: Number(f.split(':')[1] ?? 10) }));
const CART = /\sadd-to-cart[\s>=]/.test(`${tag}>`);
await bundle(`import instantsearch from 'instantsearch.js';
import { hits, refinementList, rangeInput, pagination, stats, configure, queryRuleCustomData } from 'instantsearch.js/es/widgets';
${LOCAL_CLIENT}
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plain = (v) => String(v ?? '').replace(/<\\/?em>/g, '');
const box = document.querySelector('#results');
const facets = ${JSON.stringify(FACETS)};
box.innerHTML = '<div class="is-layout"><aside>' + facets.map((f) => '<div id="' + f.name + '"></div>').join('') + '</aside>'
  + '<section><h1>Results for “' + new URLSearchParams(location.search).get('q') + '”</h1><div id="banner"></div><div id="stats"></div><div id="hits"></div><div id="pages"></div></section></div>';
// A campaign's banner for a slot, as <ss-search> draws it: a link around the picture, the mobile image below 600 px.
const banner = (c, slot, html) => {
  const b = c?.banners?.[slot];
  return b ? html\`<a class="banner" href=\${c.target_url}><picture><source media="(max-width: 600px)" srcset=\${b.mobile_url} /><img src=\${b.desktop_url} alt=\${c.title} /></picture></a>\` : null;
};
const search = instantsearch({ indexName: 'products', searchClient: localClient(location.origin, undefined, ${JSON.stringify(FACETS_PARAM)}) });
const list = ({ name, limit }) => name === 'price' ? rangeInput({ container: '#price', attribute: 'price' }) : refinementList({ container: '#' + name, attribute: name, limit });
search.addWidgets([
  configure({ hitsPerPage: 24, query: new URLSearchParams(location.search).get('q') ?? '' }), stats({ container: '#stats' }),
  ...facets.map(list),
  queryRuleCustomData({ container: '#banner', templates: { default: ({ items }, { html }) => html\`\${items.map((c) => banner(c, 'search_header', html))}\` } }),
  hits({ container: '#hits',
    transformItems: (items, { results }) => {
      const c = (results?.userData ?? []).find((u) => u.banners?.search_grid);
      return c && items.length >= 5 ? [...items.slice(0, 4), { objectID: 'banner-' + c.id, campaign: c }, ...items.slice(4)] : items;
    },
    templates: { item: (h, { html }) => h.campaign ? html\`<div class="tile">\${banner(h.campaign, 'search_grid', html)}</div>\` : html\`<article class="card">
    <img src=\${h.image_link} alt="" width="240" height="240" />
    <a href=\${h.url}><span class="title">\${plain(h.title)}</span></a>
    <span class="brand">\${h.brand}</span>
    <span class="price">\${money.format(h.price)}\${h.list_price > h.price ? html\` <s>\${money.format(h.list_price)}</s>\` : ''}</span>
    <span class="rating">★ \${h.rating} (\${h.reviews_count})</span>
    <span class="stock">\${Number(h.availability) > 0 ? 'In stock' : 'Out of stock'}</span>${CART ? '<button type="button">Add to cart</button>' : ''}</article>\` } }),
  pagination({ container: '#pages' }),
]);
search.start();`, 'pages-instantsearch');
const IS_CSS = `<style>.is-layout{display:grid;grid-template-columns:15rem minmax(0,1fr);gap:1.5rem}@media (max-width:760px){.is-layout{grid-template-columns:1fr}.is-layout aside{display:none}}
.ais-Hits-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:1rem;list-style:none;padding:0;margin:0}
.card{display:flex;flex-direction:column;gap:.25rem;padding:.75rem;border:1px solid var(--line);border-radius:8px}.card img{width:100%;height:auto;aspect-ratio:1;object-fit:contain}
.ais-RefinementList-list{list-style:none;padding:0}.ais-Pagination-list{display:flex;gap:8px;list-style:none}
.banner{display:block;margin-bottom:1rem}.banner img{display:block;width:100%;height:auto;aspect-ratio:20/3;object-fit:contain;border-radius:8px}@media (max-width:600px){.banner img{aspect-ratio:10/3}}
.tile,.tile .banner,.tile picture,.tile img{display:block;margin:0;height:100%;aspect-ratio:auto;object-fit:cover}</style>`;
const dir = join(root, 'dist', 'bench');
writeFileSync(join(dir, 'pages-ours.html'), shell);
writeFileSync(join(dir, 'pages-served.html'), served);
// The tag docs/install.md gives a shop, in the place of the page's element and tracker scripts: the loader
// imports what the page uses (the results, the header's autocomplete) and tracks; the demo's own glue stays.
const LOADER = '<script async blocking="render" src="/dist/cdn/loader.js" data-tracker-id="demo"></script>';
const OWN_SCRIPTS = ['/dist/components/search.js', '/dist/components/recs.js', '/dist/components/autocomplete.js', '/demo/assets/analytics.js'];
// The service lists the files each module script imports (src/server/preload.ts): the pages made from its page
// below lose the lists of the scripts they drop, and list what their own scripts import, as the service would.
const relisted = (html: string) => withModulePreloads(html.replace(/<link rel="modulepreload" href="(?!\/dist\/core\.js")[^"]*">/g, ''), { '/dist/': join(root, 'dist'), '/demo/': join(root, 'demo') });
// A page's module script, marked first in need or not.
const script = (src: string) => new RegExp(`<script type="module" src="${src}"(?: fetchpriority="high")?></script>\\n?`);
let withLoader = shell.replace(script(OWN_SCRIPTS[0]), LOADER);
for (const src of OWN_SCRIPTS.slice(1)) withLoader = withLoader.replace(script(src), '');
if (!withLoader.includes(LOADER) || OWN_SCRIPTS.some((src) => withLoader.includes(src))) throw new Error('the demo results page no longer loads its elements as the bench expects');
writeFileSync(join(dir, 'pages-loader.html'), relisted(withLoader));
// The floor: the same page with the results as <ss-search> draws them (the server's drawing of them, a declarative
// shadow root's content) put in whole, by hand, once the same request is answered: what no script drawing the answer
// in the browser goes below (one fetch, one parse of finished HTML, the layout and paint), on the same shell.
const drawing = shadowContent(/<ss-search[\s\S]*?<\/ss-search>/.exec(served)![0]);
const firstRequest = /"next_page":"([^"]*)"/.exec(served)![1].replace(/&page=2$/, '').replace(/^https?:\/\/[^/]+/, '');
if (!firstRequest.startsWith('/search?')) throw new Error('the served results page no longer embeds its next page as the bench expects');
writeFileSync(join(dir, 'pages-floor.js'), `const answered = await fetch(${JSON.stringify(firstRequest)}).then((r) => r.json());
if (!answered.results) throw new Error('no answer');
document.querySelector('#results').attachShadow({ mode: 'open' }).innerHTML = ${JSON.stringify(drawing)};\n`);
/** The shell with an empty `#results` in place of `<ss-search>` (its script and the recs' gone), drawn by `head`'s script. */
const inPlaceOfElement = (head: string) => relisted(shell
  .replace(/<ss-search[\s\S]*?<\/ss-search>/, '<div id="results"></div>')
  .replace(script(OWN_SCRIPTS[0]), '').replace(script(OWN_SCRIPTS[1]), '')
  .replace('</head>', `${head}\n</head>`));
writeFileSync(join(dir, 'pages-floor.html'), inPlaceOfElement('<script type="module" src="/dist/bench/pages-floor.js"></script>'));
writeFileSync(join(dir, 'pages-instantsearch.html'), inPlaceOfElement(`${IS_CSS}\n<script type="module" src="/dist/bench/pages-instantsearch.js"></script>`));

const results: Record<string, Record<string, Loaded[]>> = {};
const KINDS = ['ours', 'loader', 'instantsearch', 'served', 'floor'] as const;
const compared: Record<string, Record<(typeof KINDS)[number], number[]>> = {};
for (const profile of ([DESKTOP, PHONE] as Profile[]).filter((p) => !process.env.PROFILE || p.name === process.env.PROFILE)) {
  compared[profile.name] = { ours: [], loader: [], instantsearch: [], served: [], floor: [] };
  for (let run = 0; run < Math.max(COMPARE_ONLY ? 0 : RUNS, COMPARE_RUNS); run++) {
    for (const path of COMPARE_ONLY || run >= RUNS ? [] : PAGES) {
      const loaded = await loadPage(rig, profile, path);
      ((results[path] ??= {})[profile.name] ??= []).push(loaded);
    }
    // In turn, the order reversed every other run: neither page is always the first after the others.
    for (const kind of run < COMPARE_RUNS ? (run % 2 ? [...KINDS].reverse() : KINDS) : []) {
      const loaded = await loadPage(rig, profile, `/dist/bench/pages-${kind}.html?q=${QUERY}`);
      compared[profile.name][kind].push(loaded.lcp);
      if (run === 0) console.log(`${profile.name} ${kind}: LCP ${Math.round(loaded.lcp)} ms (${loaded.lcpElement}), CLS ${loaded.cls.toFixed(3)}`);
    }
    console.log(`${profile.name}: run ${run + 1} of ${Math.max(COMPARE_ONLY ? 0 : RUNS, COMPARE_RUNS)}`);
  }
}
await rig.browser.close();
await service.close();

/** A page's LCP median (ms) and, in brackets, its ratio to InstantSearch's. */
const against = (c: Record<(typeof KINDS)[number], number[]>, kind: 'loader' | 'served' | 'floor') => `${Math.round(median(c[kind]))} (${(median(c[kind]) / median(c.instantsearch)).toFixed(2)})`;
if (COMPARE_ONLY) {
  for (const [name, c] of Object.entries(compared)) console.log(`${name}: ours ${Math.round(median(c.ours))} ms, InstantSearch ${Math.round(median(c.instantsearch))} ms, ratio ${(median(c.ours) / median(c.instantsearch)).toFixed(2)}; loader ${against(c, 'loader')}; served ${against(c, 'served')}; floor ${against(c, 'floor')}`);
  process.exit(0);
}
const cell = (loads: Loaded[] | undefined) => loads ? `${median(loads.map((l) => l.cls)).toFixed(3)} | ${Math.round(median(loads.map((l) => l.lcp)))}` : ' | ';
const rows = PAGES.map((path) => `| \`${path}\` | ${cell(results[path].desktop)} | ${cell(results[path].phone)} |`);
const worst = Math.max(...PAGES.flatMap((p) => Object.values(results[p]).flatMap((ls) => median(ls.map((l) => l.cls)))));
const ratios = Object.fromEntries(Object.entries(compared).map(([name, c]) => [name, median(c.ours) / median(c.instantsearch)]));
const lcpRows = Object.entries(compared).map(([name, c]) =>
  `| ${name} | ${Math.round(median(c.ours))} | ${Math.round(median(c.instantsearch))} | **${ratios[name].toFixed(2)}** | ${ratios[name] <= 0.8 ? 'met' : '**missed**'} | ${against(c, 'loader')} | ${against(c, 'served')} | ${against(c, 'floor')} |`);
const m = machine();
console.log(rows.join('\n'));
console.log(lcpRows.join('\n'));
writeResults('pages', { machine: m, runs: RUNS, compareRuns: COMPARE_RUNS, results, compared, ratios, worstCls: worst }, `# The pages a shop gets: layout shift and largest paint

Command: \`npm run build && npm run bench:pages\` (${m.cpu}, ${m.cores} cores, Node ${m.node},
Chromium headless, ${String(m.date).slice(0, 10)}; median of ${RUNS} loads per page and profile).
Desktop: 1350x940 with classic scrollbars. Phone: 412x823, 4x CPU, slow 4G (150 ms, 1.6 Mbit/s).
CLS and LCP are Chromium's own entries read in the page (test/node/profiles.ts), from navigation
until the page is quiet; nothing is clicked or typed.

## Every page (CLS target: at most 0.02; worst median here ${worst.toFixed(3)})

| Page | desktop CLS | desktop LCP (ms) | phone CLS | phone LCP (ms) |
|---|---|---|---|---|
${rows.join('\n')}

## The results page against InstantSearch on the same shell, fed the same answer

\`/demo/search.html?q=${QUERY}&ssr=0\` (drawn in the browser, the elements' module scripts in the head as the demo loads them, the results element's chunks listed after its script as the service writes them: docs/server.md), and the same page with InstantSearch ${JSON.stringify((await import(join(root, 'node_modules/instantsearch.js/package.json'), { with: { type: 'json' } })).default.version)}
in place of \`<ss-search>\` (its widgets for the element's ${['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][FACETS.length] ?? FACETS.length} facets, asked with the same \`facets\` parameter, and 24 cards, each with
an add-to-cart button as the element draws them, the same campaign banners above the results and as the 5th tile, the answer through
the search client of bench:search), loaded in turn (the order reversed every other load), median of ${COMPARE_RUNS} loads each. Target: ours / InstantSearch at most 0.8. The last three columns: the same page with
the one tag of docs/install.md (\`loader.js\`, async and render-blocking, in the head) in place of the element scripts; the page as
the local service serves it, drawn on the server (site-search-elements/render; bench:ssr); and the floor of a page drawn in the browser:
\`<ss-search>\`'s finished drawing (the served page's shadow root) put in whole by a one-line script once the same request is answered,
no code run to draw it (one fetch, one parse, layout and paint, on the same shell; a floor on the desktop only: on the phone its
script carries the whole drawing over the slow network); each with its ratio to InstantSearch.

| Profile | ours LCP (ms) | InstantSearch LCP (ms) | ratio | | with the loader tag (ratio) | served by the server (ratio) | floor: the drawing put in whole (ratio) |
|---|---|---|---|---|---|---|---|
${lcpRows.join('\n')}
`);
