/**
 * Bytes each element costs a page at load (lit, the core it uses, the element, its CSS: the
 * entry's static import graph, minified, gzip -9), against its budget, and each lazy chunk
 * (a dynamic import(), fetched only when a page needs it) with when it loads: the quick check to run after a change.
 * The full benchmarks (bench/results/*.md) measure the same way. Also the loader (the built
 * dist/cdn/loader.js: run `npm run build` first) and each dictionary (as the build writes it),
 * and what each piece adds beside the others, the figures a budget for a page of several
 * elements is made of. Writes bench/results/sizes.md; exits 1 when a budget is missed.
 *   npm run bench:sizes
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundle, LIT_AND_CORE, pageEntry, root, type Bytes } from './autocomplete-paint.js';
import { machine, writeResults } from './lib.js';
import { dictionaries } from '../scripts/rollup-locales.mjs';

const AC = 'src/components/autocomplete/autocomplete.ts';
const SEARCH = 'src/components/search/search.ts';
const RECS = 'src/components/recs/recs.ts';
const TRACKER = 'src/tracker/index.ts';
const LOADER = join(root, 'dist/cdn/loader.js');
/** A page with lit, the core, the page configuration and the formats every element reads, then with the language runtime too (nothing of them shaken away). */
const SHARED = `${LIT_AND_CORE}import * as config from '${join(root, 'src/components/shared/config.ts')}';\nimport * as format from '${join(root, 'src/components/shared/format.ts')}';\n(globalThis as any).keep.push(config, format);\n`;
const SHARED_I18N = `${SHARED}import * as i18n from '${join(root, 'src/i18n/i18n.ts')}';\n(globalThis as any).keep.push(i18n);\n`;

/** Name: the files a page loads, the budget (B, min+gzip), and the page they are added to (none: counted whole). */
const BUDGETS: Record<string, [string[], number, string[]?]> = {
  '<ss-autocomplete> alone (with lit and the core)': [[AC], 15 * 1024],
  // A page's bytes: lit and the shared code counted once.
  'page with <ss-search>': [[SEARCH], 21 * 1024],
  'page with <ss-listing>': [['src/components/listing/listing.ts'], 21 * 1024],
  'page with <ss-search>, <ss-autocomplete> and the tracker': [[SEARCH, AC, TRACKER], 29 * 1024],
  // What it adds to a product page, which has the header's autocomplete already.
  '<ss-recs> beside the header\'s <ss-autocomplete>': [[RECS], 4.5 * 1024, [AC]],
};
const LOADER_BUDGET = 2 * 1024;
const DICTIONARY_BUDGET = 1.5 * 1024;

/** What `added` adds to a page that has `page` (both lists of files; lit and the core always there). */
const BESIDE: Array<[string, string[], string[]]> = [
  ['the tracker, beside lit and the core', [], [TRACKER]],
  ['<ss-autocomplete>, beside a page with <ss-search>', [SEARCH], [AC]],
  ['the tracker, beside <ss-search> and <ss-autocomplete>', [SEARCH, AC], [TRACKER]],
  ['<ss-recs>, beside <ss-search> (the no-results row)', [SEARCH], [RECS]],
  ['<ss-recs>, beside lit and the core', [], [RECS]],
];

/** When each lazy chunk loads (its name is its module's). */
const WHEN: Record<string, string> = {
  panel: '`<ss-autocomplete>`: the box\'s first focus or input (the panel\'s rows, banners, placement, styles and English; the empty-box panel\'s requests), before the first answer is drawn',
  'empty-help': '<ss-search>: the first answer with no results (the help: did you mean, trending queries, popular products), beside its requests',
  'search-long': 'a results page whose query string would pass 2,000 characters (many filters): the search goes by POST /v2/search',
  range: 'a results page: the first Apply of a range facet\'s typed min and max (read as the page\'s language writes numbers)',
  prices: 'a results page with a `prices` function (the shop\'s own prices): with the first answer, while the prices are hidden until in',
  template: 'a results page whose shop draws its own cards (`<template data-type>`, `renderers`): beside the first request, the answer drawn once it is in',
  banner: 'the campaign banners, of a results page or the autocomplete\'s panel (the shipped build keeps them in the chunk it shares with `<ss-autocomplete>`, loaded at once: no second fetch after the panel\'s)',
  more: 'a results page with `pagination="more"` or `"infinite"`: beside the first request, the answer drawn once it is in (its English with it)',
  chips: 'a results page once the shopper has chosen a filter (with the first request when the URL has one) or an answer suggests a facet: the chips and their English, the answer drawn once they are in',
  empty: 'a results page: an answer without results (what shows then, its English; `<ss-search>`\'s help is `empty-help`), the answer drawn once it is in',
  served: 'a results page drawn on the server (site-search-elements/render) or given a `served` answer: before it takes the drawing over (reading the embedded answer, and doing again what the shopper did to the drawing meanwhile)',
  'filter-dialog': 'a results page on a narrow screen: the first press of "Filters" (the dialog, its styles and English)',
};
const lazyRows = new Map<string, string>();
const lazyFigures: Record<string, { min: number; gzip: number; modules: string[] }> = {};
function lazy(page: string, chunks: Bytes['lazy']): void {
  for (const c of chunks) {
    const key = `${page}: ${c.name}`;
    if (!WHEN[c.name]) throw new Error(`lazy chunk ${c.name} of ${page} has no WHEN line in bench/sizes.ts`);
    lazyFigures[key] = { min: c.min, gzip: c.gzip, modules: c.modules };
    lazyRows.set(key, `| ${page} | ${c.modules.map((m) => `\`${m}\``).join(', ')} | ${c.min} | **${c.gzip}** | ${WHEN[c.name]} |`);
  }
}

const rows: string[] = [];
const figures: Record<string, { min: number; gzip: number; budget: number }> = {};
let over = 0;
function row(name: string, size: { min: number; gzip: number }, budget: number): void {
  const ok = size.gzip <= budget;
  if (!ok) over++;
  figures[name] = { ...size, budget };
  console.log(`${name}: ${size.min} B min, ${size.gzip} B min+gzip of ${budget} (${ok ? `${budget - size.gzip} B left` : 'OVER BUDGET'})`);
  rows.push(`| ${name} | ${size.min} | **${size.gzip}** | ${budget} | ${ok ? 'met' : '**missed**'} |`);
}

for (const [name, [files, budget, page]] of Object.entries(BUDGETS)) {
  const file = `size-${name.replace(/\W/g, '')}`;
  if (!page) {
    const size = await bundle(pageEntry(files), file);
    row(name, size, budget);
    lazy(name.replace(/ \(.*/, ''), size.lazy);
    continue;
  }
  const without = await bundle(LIT_AND_CORE + pageEntry(page), `${file}-a`);
  const withIt = await bundle(LIT_AND_CORE + pageEntry([...page, ...files]), `${file}-b`);
  row(name, { min: withIt.min - without.min, gzip: withIt.gzip - without.gzip }, budget);
}

if (existsSync(LOADER)) {
  const loader = readFileSync(LOADER);
  row('the loader (dist/cdn/loader.js)', { min: loader.length, gzip: gzipSync(loader, { level: 9 }).length }, LOADER_BUDGET);
} else {
  console.log('the loader: dist/cdn/loader.js is missing; run `npm run build` first');
  rows.push(`| the loader (dist/cdn/loader.js) | | | ${LOADER_BUDGET} | **not built** |`);
  over++;
}

for (const [lang, code] of Object.entries(await dictionaries())) {
  row(`dictionary \`${lang}\` (one file, fetched beside the elements)`, { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length }, DICTIONARY_BUDGET);
}

const beside: string[] = [];
const besides: Record<string, { min: number; gzip: number }> = {};
const add = (name: string, a: { min: number; gzip: number }, b: { min: number; gzip: number }) => {
  besides[name] = { min: b.min - a.min, gzip: b.gzip - a.gzip };
  console.log(`${name}: +${b.gzip - a.gzip} B min+gzip`);
  beside.push(`| ${name} | +${b.min - a.min} | **+${b.gzip - a.gzip}** |`);
};
for (const [name, page, added] of BESIDE) {
  const without = await bundle(LIT_AND_CORE + pageEntry(page), `beside-${beside.length}-a`);
  const withIt = await bundle(LIT_AND_CORE + pageEntry([...page, ...added]), `beside-${beside.length}-b`);
  add(name, without, withIt);
}
// The language runtime every element carries (an English page downloads nothing else for it).
add('the language runtime (src/i18n/i18n.ts), beside lit, the core, the page configuration and the formats', await bundle(SHARED, 'beside-i18n-a'), await bundle(SHARED_I18N, 'beside-i18n-b'));

// What the answer boundary (src/core/answers.ts) costs each page: the page again with a
// boundary that checks nothing (each function hands the body on as it came).
const PASS_THROUGH = {
  'src/core/answers.ts': `export const list = (v) => v; export const text = (v) => v; export const number = (v) => v; export const hitOf = (v) => v;
export const searchAnswer = (b) => b; export const recommendationAnswer = (b) => b; export const recommendAnswers = (b) => b;`,
  'src/core/answers-suggest.ts': `export const autocompleteAnswer = (b) => b; export const topItemsAnswer = (b) => b; export const queriesAnswer = (b) => b;
export const trendingAnswer = (b) => b;`,
};
const boundary: string[] = [];
for (const [name, files] of [['<ss-autocomplete>', [AC]], ['page with <ss-search>', [SEARCH]], ['page with <ss-listing>', ['src/components/listing/listing.ts']], ['<ss-recs>', [RECS]]] as Array<[string, string[]]>) {
  const whole = await bundle(pageEntry(files), `boundary-${boundary.length}-a`);
  const without = await bundle(pageEntry(files), `boundary-${boundary.length}-b`, PASS_THROUGH);
  console.log(`the answer boundary in ${name}: +${whole.gzip - without.gzip} B min+gzip`);
  boundary.push(`| ${name} | +${whole.min - without.min} | **+${whole.gzip - without.gzip}** |`);
}

const m = machine();
writeResults('sizes', { machine: m, budgets: figures, lazy: lazyFigures, beside: besides, boundary }, `# Bytes a page downloads, against the budgets

Command: \`npm run build && npm run bench:sizes\` (Node ${m.node}, ${String(m.date).slice(0, 10)}; the build is for the loader's row).
Each page is one bundle as the shipped build makes it (rollup, CSS and HTML minified, terser), gzip -9;
lit and shared code counted once. A page's row is what it downloads at load: the entry and every chunk
it imports statically. What it loads only when needed (a dynamic \`import()\`) is in the next table. The loader is the built file; a dictionary is the file the build
writes (\`dist/cdn/locales-<hash>/<lang>.js\`), fetched only by a page in that language: an English page
downloads none. bench:autocomplete, bench:search and bench:recs report the same figures beside their
peers'.

| Page or piece | min (B) | min+gzip (B) | budget (B) | |
|---|---|---|---|---|
${rows.join('\n')}

## Lazy chunks: loaded only when a page needs them

Each chunk outside a page's row above, with the modules it holds and when it loads. The shipped
builds keep these modules apart too (\`lazyChunks\` in rollup.config.mjs); there the suggestion
endpoints (core/suggest.ts, core/answers-suggest.ts) are shared with \`<ss-autocomplete>\` instead.

| Page | Modules | min (B) | min+gzip (B) | Loads when |
|---|---|---|---|---|
${[...lazyRows.values()].join('\n')}

## What each piece adds beside the others

Lit and the whole core are on every page below; each line is the difference between two such pages.
A shared module (the card, templates, formats, the page configuration, the language runtime) is
counted by the first element that brings it.

| Added | min (B) | min+gzip (B) |
|---|---|---|
${beside.join('\n')}

## What the answer boundary adds

Each page against the same page whose \`src/core/answers.ts\` checks nothing (issue 38's boundary:
every answer checked once and turned into the elements' models).

| Page | min (B) | min+gzip (B) |
|---|---|---|
${boundary.join('\n')}
`);
process.exit(over ? 1 : 0);
