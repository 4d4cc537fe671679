/**
 * Queries of each kind on a site before the service says it is ready, so that the first
 * shopper's search, autocomplete and listing run optimized code. V8 compiles a function on
 * its first call, optimizes it once it has run hot, for the kinds of values it has seen
 * then; a value of another kind later (an empty filter list where it saw full ones, a
 * filter function of another shape) throws the optimized code away, and the query that
 * brought it runs slow while the code is optimized again. Traced with --trace-opt and
 * --trace-deopt at 10k and 100k products (with --single-threaded, which compiles in the
 * query that asks for it and so shows each cost in the query that pays it): two rounds of
 * one query of each kind left the first search and listing to deoptimize and re-optimize
 * the per-object loop of runQuery and candidates(), and to optimize facet counting, on every
 * start; a warm-up built from one product left the first shopper's search of another to
 * meet, for the first time, an object with several prices, a facet field some objects lack,
 * a one-letter word that completes to many, and to deoptimize on each (20 ms of a 2 ms
 * query at 10k).
 *
 * So the warm-up takes every path a shop's pages take, each in two sizes: the expensive
 * ones (a top category's page, thousands of objects to count facets over; a one-word
 * search), so that the long loops are optimized on real sizes, and the cheap ones (a leaf
 * category, two-word searches, short keystrokes) for ROUNDS rounds, so that the code that
 * runs once per request turns hot with every path's feedback; it ends on cheap rounds, so
 * that what the last expensive query threw away is optimized again before the first
 * shopper. Each round takes its words and values from another of the most popular
 * products, each from another category; answers are thrown away, nothing is recorded.
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { autocomplete } from './routes/autocomplete.js';
import type { RouteContext } from './routes/context.js';
import { getSearch } from './routes/search.js';
import { terms } from './engine/text.js';
import type { Site } from './sites.js';
import type { Column } from './engine/column.js';
import type { Doc } from './engine/doc.js';

/**
 * Rounds of the cheap queries (WARM_ROUNDS overrides it, to measure). Traced with
 * --trace-opt after a 100k restore: the code that runs once per request (facet counting,
 * candidates(), a hit's object) turns hot between rounds 7 and 12, and nothing of note after;
 * with 6 rounds it did so in the first shopper's listing, which took 3-4 times its warm CPU time.
 */
const ROUNDS = Number(process.env.WARM_ROUNDS ?? 12);
/** Products the rounds take their words and values from, each from another category. */
const SEEDS = 4;

export function warmUp(site: Site): void {
  const index = site.index;
  // The most popular objects of the commonest type (products, in a shop), from different
  // categories: the paths products take, on as many objects as a shopper's first queries, and
  // on values of every shape (one, several or no colour; one price or a price per variant).
  const [type, typeCount = 0] = [...index.types()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const path = index.columns.columns.get('category_path');
  const seeds: Doc[] = [];
  for (const doc of index.byPopularity()) {
    if (doc.type !== type || (path && seeds.some((seed) => path.own(seed.id) === path.own(doc.id)))) continue;
    seeds.push(doc);
    if (seeds.length === SEEDS) break;
  }
  const top = seeds[0];
  if (!top) return;
  // Facets and filters on fields most objects have, one of each kind a shop's pages use (its
  // code takes another path for each): text with one value per object (a brand), text with
  // several (categories), text some objects lack (colours), numbers (a price: ranges) and a
  // 0/1 flag (availability).
  const columns = [...index.columns.columns.values()].filter((c) => c.field !== 'type' && c.values.length > 1);
  const common = columns.filter((c) => c.entries * 2 > index.size);
  const several = (c: Column) => c.objectCounts.reduce((a, b) => a + b, 0) > c.entries;
  const text = (list: Column[]) => list.filter((c) => typeof c.values[0] === 'string' && c.values.length <= 1000);
  const single = text(common).find((c) => !several(c));
  const multi = text(common).find(several);
  const sparse = text(columns).find((c) => c !== single && c !== multi && c.entries < typeCount && c.entries * 10 > typeCount);
  const number = common.find((c) => typeof c.values[0] === 'number' && c.values.some((v) => v !== 0 && v !== 1));
  const flag = common.find((c) => c.values.every((v) => v === 0 || v === 1));
  const e = encodeURIComponent;
  const ofTypeOf = `&f[]=type:${e(top.type)}`;
  const facets = (...list: Array<Column | undefined>) => `&facets=${list.filter((c) => c).map((c) => e(c!.field)).join(',')}`;
  const pageFacets = facets(single, number, multi, sparse);
  const everyFacet = facets(single, multi, sparse, number, flag);
  const ctx: RouteContext = { sites: new Map([[site.trackerId, site]]) };
  const url = (p: string) => new URL(`http://warm-up.local${p}&tracker_id=${e(site.trackerId)}`);
  const types = [...index.types().keys()].map((t) => `${e(t)}:6`).join(',');
  const search = (p: string) => () => getSearch(ctx, url(`/search?${p}`));
  const suggest = (q: string, more = '', version: 1 | 2 | 3 = 3) => () => autocomplete(ctx, url(`${version === 3 ? '/v3/autocomplete' : '/autocomplete/v2'}?q=${e(q)}&type=${types}${more}`), version);
  /** The queries a page makes from one product: its words typed and searched, its category listed. */
  const queriesOf = (doc: Doc) => {
    const value = (c: Column) => String(c.own(doc.id) ?? c.values[0]);
    const filter = (c: Column | undefined, f: (c: Column) => string, name = 'f[]') => (c ? `&${name}=${e(`${c.field}:${f(c)}`)}` : '');
    const listing = (category: string, more = '') => search(`${ofTypeOf}${filter(path ?? multi, () => category)}&plp=${(path ?? multi)?.field}&size=24${more}`);
    // The longest word and the shortest (a one-letter word completes to many: long merges).
    const words = terms(String(doc.fields.title ?? '')).sort((a, b) => b.length - a.length);
    const [word = 'a', other = ''] = words;
    const short = words[words.length - 1] ?? word;
    const two = `${other} ${word}`;
    const pageFilters = ofTypeOf + filter(flag, value) + filter(number, (c) => `|${value(c)}`);
    // The product's own category has a few dozen objects; its top category, thousands.
    const leaf = path ? value(path) : multi ? value(multi) : '';
    return {
      cheap: [
        ...[1, 2, 3, word.length].map((n) => suggest(word.slice(0, n))),
        suggest(word.slice(0, 4), `${filter(single, value, `neg_f_${e(doc.type)}[]`)}&user_id=warm-up&client_id=warm-up`, 2),
        search(`q=${e(two)}${pageFilters}${pageFacets}&size=24`),
        search(`q=${e(`${short} ${word}`)}${pageFilters}${pageFacets}&size=24`),
        search(`q=${e(two)}${filter(single, value)}${filter(single, value, 'neg_f[]')}${filter(flag, value, 'f_must[]')}${everyFacet}&prefer[]=${e(`${multi?.field}:${multi ? value(multi) : ''}`)}&user_id=warm-up`),
        search(`q=${e(two)}&sort=${e(`${number?.field ?? 'title'}:asc`)}&size=24`),
        listing(leaf, pageFacets),
        listing(leaf, `${filter(multi, value)}${filter(single, value)}${everyFacet}&user_id=warm-up`),
        listing(leaf, `&sort=${e(`${number?.field ?? 'title'}:desc`)}`),
      ],
      // The long loops on real sizes; and a one-letter word, which completes to many (long
      // merges of postings): met at the start and mid-way, its paths have feedback before
      // they are optimized.
      expensive: [
        search(`q=${e(word)}${pageFilters}${pageFacets}&size=24`),
        listing(leaf.split('||')[0], `${filter(multi, value)}${everyFacet}`),
        suggest(`${short} ${word.slice(0, 3)}`),
      ],
    };
  };
  const each = seeds.map(queriesOf);
  const run = (queries: Array<() => unknown>) => {
    for (const query of queries) {
      try {
        query();
      } catch {
        // A catalog this warm-up cannot make a query of: the first shopper's query warms up instead.
      }
    }
  };
  // The cheap forms first (the code gets compiled on small loops), then the expensive ones
  // (their long loops optimized on real sizes), then rounds of the cheap ones, each from the
  // next product, until the code that runs once per request is hot with every path's feedback,
  // with the expensive ones of another product mid-way.
  run(each[0].cheap);
  run(each[0].expensive);
  for (let round = 1; round < ROUNDS; round++) {
    run(each[round % each.length].cheap);
    if (round === ROUNDS >> 1) run(each[1 % each.length].expensive);
    // Before the last rounds, which leave little garbage and find the caches warm again.
    if (round === ROUNDS - 3) collectYoung();
  }
}

/**
 * Has V8 collect its young generation twice now, by allocating short-lived arrays until it
 * has: what the load and the warm-up left there alive (16-20 MB at 10k products) is moved
 * to the old generation at start, instead of in the first shopper's query (a 4-6 ms
 * pause in a 1 ms search, traced with --trace-gc). Bounded at 64 MB of garbage; run before
 * the last rounds, since that much garbage also leaves the CPU's caches cold.
 */
function collectYoung(): number {
  const used = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_used_size ?? 0;
  let last = used();
  let collections = 0;
  let junk: number[] = [];
  for (let i = 0; i < 1024 && collections < 2; i++) {
    junk = new Array<number>(8192).fill(i);
    const now = used();
    if (now < last) collections++;
    last = now;
  }
  return junk.length;
}
