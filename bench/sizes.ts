/**
 * Bytes each element costs a page (lit, the core it uses, the element, its CSS; one
 * bundle, minified, gzip -9), against its budget: the quick check to run after a change.
 * The full benchmarks (bench/results/*.md) measure the same way. Also what each piece adds
 * beside the others, the figures a budget for a page of several elements is made of.
 * Writes bench/results/sizes.md; exits 1 when a budget is missed.
 *   npm run bench:sizes
 */
import { bundle, LIT_AND_CORE, pageEntry } from './autocomplete-paint.js';
import { machine, writeResults } from './lib.js';

const AC = 'src/components/autocomplete/autocomplete.ts';
const SEARCH = 'src/components/search/search.ts';
const RECS = 'src/components/recs/recs.ts';
const TRACKER = 'src/tracker/index.ts';

/** Name: the files a page loads, the budget (B, min+gzip), and the page they are added to (none: counted whole). */
const BUDGETS: Record<string, [string[], number, string?]> = {
  '<ss-autocomplete>': [[AC], 14 * 1024],
  // A page's bytes: lit and the shared code counted once.
  'page with <ss-search>': [[SEARCH], 20 * 1024],
  'page with <ss-listing>': [['src/components/listing/listing.ts'], 20 * 1024],
  'page with <ss-search>, <ss-autocomplete> and the tracker': [[SEARCH, AC, TRACKER], 25 * 1024],
  // What it adds to a page that already has lit and the whole core, as bench:recs measures it.
  '<ss-recs> added to lit and the core': [[RECS], 5 * 1024, LIT_AND_CORE],
};

/** What `added` adds to a page that has `page` (both lists of files; lit and the core always there). */
const BESIDE: Array<[string, string[], string[]]> = [
  ['the tracker, beside lit and the core', [], [TRACKER]],
  ['<ss-autocomplete>, beside a page with <ss-search>', [SEARCH], [AC]],
  ['the tracker, beside <ss-search> and <ss-autocomplete>', [SEARCH, AC], [TRACKER]],
  ['<ss-recs>, beside <ss-autocomplete> (a product page with the search box)', [AC], [RECS]],
  ['<ss-recs>, beside <ss-search> (the no-results row)', [SEARCH], [RECS]],
];

const rows: string[] = [];
let over = 0;
const before = await bundle(LIT_AND_CORE, 'size-lit-core');
for (const [name, [files, budget, base]] of Object.entries(BUDGETS)) {
  const whole = await bundle((base ?? '') + pageEntry(files), `size-${name.replace(/\W/g, '')}`);
  const size = base ? { min: whole.min - before.min, gzip: whole.gzip - before.gzip } : whole;
  const ok = size.gzip <= budget;
  if (!ok) over++;
  console.log(`${name}: ${size.min} B min, ${size.gzip} B min+gzip of ${budget} (${ok ? `${budget - size.gzip} B left` : 'OVER BUDGET'})`);
  rows.push(`| ${name} | ${size.min} | **${size.gzip}** | ${budget} | ${ok ? 'met' : '**missed**'} |`);
}

const beside: string[] = [];
for (const [name, page, added] of BESIDE) {
  const without = await bundle(LIT_AND_CORE + pageEntry(page), `beside-${beside.length}-a`);
  const withIt = await bundle(LIT_AND_CORE + pageEntry([...page, ...added]), `beside-${beside.length}-b`);
  console.log(`${name}: +${withIt.gzip - without.gzip} B min+gzip`);
  beside.push(`| ${name} | +${withIt.min - without.min} | **+${withIt.gzip - without.gzip}** |`);
}

// What the answer boundary (src/core/answers.ts) costs each page: the page again with a
// boundary that checks nothing (each function hands the body on as it came).
const PASS_THROUGH = `export const list = (v) => v; export const text = (v) => v; export const number = (v) => v; export const hitOf = (v) => v;
export const searchAnswer = (b) => b; export const autocompleteAnswer = (b) => b; export const topItemsAnswer = (b) => b; export const queriesAnswer = (b) => b;
export const trendingAnswer = (b) => b; export const recommendationAnswer = (b) => b; export const recommendAnswers = (b) => b;`;
const boundary: string[] = [];
for (const [name, files] of [['<ss-autocomplete>', [AC]], ['page with <ss-search>', [SEARCH]], ['page with <ss-listing>', ['src/components/listing/listing.ts']], ['<ss-recs>', [RECS]]] as Array<[string, string[]]>) {
  const whole = await bundle(pageEntry(files), `boundary-${boundary.length}-a`);
  const without = await bundle(pageEntry(files), `boundary-${boundary.length}-b`, { 'src/core/answers.ts': PASS_THROUGH });
  console.log(`the answer boundary in ${name}: +${whole.gzip - without.gzip} B min+gzip`);
  boundary.push(`| ${name} | +${whole.min - without.min} | **+${whole.gzip - without.gzip}** |`);
}

const m = machine();
writeResults('sizes', { machine: m, budgets: rows, beside, boundary }, `# Bytes a page downloads, against the budgets

Command: \`npm run bench:sizes\` (Node ${m.node}, ${String(m.date).slice(0, 10)}). Each page is one bundle
as the shipped build makes it (rollup, CSS and HTML minified, terser), gzip -9; lit and shared code
counted once. bench:autocomplete, bench:search and bench:recs report the same figures beside their
peers'.

| Page | min (B) | min+gzip (B) | budget (B) | |
|---|---|---|---|---|
${rows.join('\n')}

## What each piece adds beside the others

Lit and the whole core are on every page below; each line is the difference between two such pages.
A shared module (the card, templates, formats, the page configuration) is counted by the first
element that brings it.

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
