/**
 * Why the local service's text matching is its own ranked postings plus a query layer and
 * not MiniSearch: both measured in one run on our generated catalog.
 *
 *   npm run bench:engines            (10k and 100k items; a few minutes)
 *   npm run bench:engines -- --quick (10k only)
 *
 * - MiniSearch 7 as ../shared/ENGINES.md suggests: fields title/brand/categories with
 *   boosts, prefix on the last word, fuzzy 0.2 on words of 4+ letters, AND.
 * - SiteIndex: ranked postings per field (FlexSearch's order, one posting per word),
 *   vocabulary typo correction, short-prefix table (src/server/engine/site-index.ts), same
 *   fields.
 * Workload: every keystroke of the 20 most popular generated queries (text match only,
 * no filters or facets). Typo probe: 20 misspellings of catalog words (swapped letters,
 * a missing, an extra or a wrong letter), counted as fixed when the intended word's
 * documents come first.
 */
import MiniSearch from 'minisearch';
import { generateCatalog } from '../src/server/catalog/generator.js';
import { SiteIndex, normalize, words } from '../src/server/engine/site-index.js';
import type { IndexObject } from '../src/core/types.js';
import { gc, keystrokes, machine, summarize, time, writeResults } from './lib.js';

const quick = process.argv.includes('--quick');
const sizes = quick ? [10000] : [10000, 100000];
const FIELDS = ['title', 'brand', 'categories'] as const;

const TYPOS: Array<[string, string]> = [
  ['headphnoes', 'headphones'], ['smartpohne', 'smartphone'], ['laptpo', 'laptop'], ['earbusd', 'earbuds'], ['speakre', 'speaker'],
  ['chromebok', 'chromebook'], ['monitr', 'monitor'], ['keybord', 'keyboard'], ['tabelt', 'tablet'], ['projecter', 'projector'],
  ['zentor', 'zentro'], ['auralsi', 'auralis'], ['soundabr', 'soundbar'], ['vaccum', 'vacuum'], ['blendr', 'blender'],
  ['controler', 'controller'], ['camrea', 'camera'], ['dorne', 'drone'], ['purifer', 'purifier'], ['consloe', 'console'],
];

/** Heap plus array buffers: SiteIndex keeps its postings and records outside the heap. */
const heapMb = () => Math.round((process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers) / 1e6);

interface EngineRow {
  engine: string;
  items: number;
  buildSeconds: number;
  heapMb: number;
  keystroke: ReturnType<typeof summarize>;
  typosFixed: number;
}

function titleHas(o: IndexObject | undefined, word: string): boolean {
  return !!o && words(String(o.fields.title)).map(normalize).includes(word);
}

const rows: EngineRow[] = [];
for (const items of sizes) {
  const objects = [...generateCatalog({ items })];
  const queries = objects.filter((o) => o.type === 'query').slice(0, 20).map((o) => String(o.fields.title));
  const strokes = keystrokes(queries);

  // SiteIndex (ranked postings + vocabulary)
  gc();
  let heap0 = heapMb();
  const site = new SiteIndex();
  const [, siteBuild] = time(() => site.load(objects));
  gc();
  const siteHeap = heapMb() - heap0;
  const siteMatch = (q: string) => site.match({ q, fields: [...FIELDS] })?.ordered ?? [];
  strokes.forEach(siteMatch);
  const siteSamples = [0, 1].flatMap(() => strokes.map((q) => time(() => siteMatch(q))[1]));
  const siteTypos = TYPOS.filter(([typo, word]) => {
    const first = siteMatch(typo)[0];
    return titleHas(first === undefined ? undefined : site.doc(first)?.source, word);
  }).length;
  rows.push({ engine: 'SiteIndex (ranked postings + vocabulary)', items, buildSeconds: siteBuild / 1000, heapMb: siteHeap, keystroke: summarize(siteSamples), typosFixed: siteTypos });
  console.log(JSON.stringify(rows[rows.length - 1]));

  // MiniSearch
  gc();
  heap0 = heapMb();
  const docs = objects.map((o, id) => ({ id, title: String(o.fields.title), brand: String(o.fields.brand ?? ''), categories: ([] as string[]).concat((o.fields.categories as string[]) ?? []).join(' ') }));
  const mini = new MiniSearch({ fields: [...FIELDS], tokenize: words, processTerm: normalize, searchOptions: { boost: { title: 3, brand: 2, categories: 1.5 } } });
  const [, miniBuild] = time(() => mini.addAll(docs));
  gc();
  const miniHeap = heapMb() - heap0;
  const miniMatch = (q: string) => mini.search(q, {
    prefix: (_t, i, all) => i === all.length - 1,
    fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
    combineWith: 'AND',
  });
  strokes.forEach(miniMatch);
  const miniSamples = [0, 1].flatMap(() => strokes.map((q) => time(() => miniMatch(q))[1]));
  const miniTypos = TYPOS.filter(([typo, word]) => titleHas(objects[miniMatch(typo)[0]?.id as number], word)).length;
  rows.push({ engine: 'MiniSearch 7.2', items, buildSeconds: miniBuild / 1000, heapMb: miniHeap, keystroke: summarize(miniSamples), typosFixed: miniTypos });
  console.log(JSON.stringify(rows[rows.length - 1]));
}

const md = `# Text engine for the local service: MiniSearch or ranked postings (+ our layer)

Command: \`npm run bench:engines\` (${machine().cpu}, ${machine().cores} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).
Our generated catalog; every keystroke of the 20 most popular generated queries, twice, text match
only (fields title, brand, categories). Times in milliseconds, p50 / p90 / p99. Memory is the growth
of the heap and array buffers after building the index (gc before and after); the SiteIndex figure is
not like for like: it always indexes all five text fields (description and the catch-all too), and
keeps the objects themselves (as JSON) and their columns.

| engine | items | build (s) | memory (MB) | per keystroke p50 / p90 / p99 | typos fixed (of ${TYPOS.length}) |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.engine} | ${r.items.toLocaleString('en')} | ${r.buildSeconds.toFixed(1)} | ${r.heapMb} | ${r.keystroke.p50} / ${r.keystroke.p90} / ${r.keystroke.p99} | ${r.typosFixed} |`).join('\n')}

## Decision

MiniSearch scores every matching document on every query. Our generated catalog has a
small vocabulary (as real electronics catalogs do per category), so a word like "phone"
or a prefix like "pro" matches tens of thousands of objects at 100k, and MiniSearch's
per-match work dominates. Postings kept pre-ranked (FlexSearch's order: the word's
position in the text, then popularity) let our layer read ranked id lists, count
membership in typed arrays, and fuse only the top 400 ranks of each field (reciprocal rank
fusion with field weights, times a popularity boost). Typos are corrected against a
vocabulary before the query runs (swapped letters, then edit distance 1-2 by frequency),
which fixes more of the probe than MiniSearch's fuzzy option and tells us what to put in
\`corrected_query\`.

FlexSearch itself gave those rankings until issue 44: its forward tokenisation keeps one
posting per prefix of every word (302 MB of heap at 100k products, 12 s of the build). The
engine now keeps one 32-bit posting per word in typed arrays, ranked in the same order,
and merges the lists of a prefix's completions at query time; the answers stayed the
same. Start, memory and the end-to-end handler latency with filters and facets are in
[server.md](server.md).
`;
if (!quick) writeResults('engines', { machine: machine(), rows, typos: TYPOS }, md);
console.log(md);
