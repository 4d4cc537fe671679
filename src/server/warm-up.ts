/**
 * Queries of each kind on a site before the service says it is ready, so that the first
 * shopper's search, autocomplete and listing run optimized code. V8 compiles a function on
 * its first call, optimizes it once it has run hot, for the kinds of values it has seen
 * then; a value of another kind later (an empty filter list where it saw full ones, a
 * filter function of another shape) throws the optimized code away, and the query that
 * brought it runs slow while the code is optimized again. Traced with --trace-opt and
 * --trace-deopt at 100k products: two rounds of one query of each kind left the first
 * search and listing to deoptimize and re-optimize the per-object loop of runQuery and
 * candidates(), and to optimize facet counting, on every start; the paths below, with
 * rounds of their cheap forms, leave them optimized (bench/results/server.md has the first
 * queries beside their warm p99).
 *
 * So the warm-up takes every path a shop's pages take, each in two sizes: the expensive
 * ones (a top category's page, thousands of objects to count facets over; a one-word
 * search) once, so that the long loops are optimized on real sizes, then the cheap ones
 * (a leaf category, a two-word search, short keystrokes) for ROUNDS rounds, so that the
 * code that runs once per request turns hot with every path's feedback. Built from the
 * most popular product, its words and its values; answers are thrown away, nothing is
 * recorded.
 */
import { autocomplete } from './routes/autocomplete.js';
import type { RouteContext } from './routes/context.js';
import { getSearch } from './routes/search.js';
import { terms } from './engine/text.js';
import type { Site } from './sites.js';
import type { Column } from './engine/column.js';

/**
 * Rounds of the cheap queries (WARM_ROUNDS overrides it, to measure). Traced with
 * --trace-opt after a 100k restore: the code that runs once per request (facet counting,
 * candidates(), a hit's object) turns hot between rounds 7 and 12, and nothing of note after;
 * with 6 rounds it did so in the first shopper's listing, which took 3-4 times its warm CPU time.
 */
const ROUNDS = Number(process.env.WARM_ROUNDS ?? 12);

export function warmUp(site: Site): void {
  const index = site.index;
  // The most popular object of the commonest type (a product, in a shop): the paths products
  // take, on as many objects as a shopper's first queries (its brand's, its word's).
  const [type] = [...index.types()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const top = index.byPopularity().find((doc) => doc.type === type);
  if (!top) return;
  const [word = 'a', other = ''] = terms(String(top.fields.title ?? '')).sort((a, b) => b.length - a.length);
  // Facets and filters on fields most objects have, one of each kind a shop's pages use (its
  // code takes another path for each): text with one value per object (a brand), text with
  // several (colours), numbers (a price: ranges) and a 0/1 flag (availability).
  const common = [...index.columns.columns.values()].filter((c) => c.field !== 'type' && c.entries * 2 > index.size && c.values.length > 1);
  const several = (c: Column) => c.objectCounts.reduce((a, b) => a + b, 0) > c.entries;
  const text = common.filter((c) => typeof c.values[0] === 'string' && c.values.length <= 1000);
  const single = text.find((c) => !several(c));
  const multi = text.find(several);
  const number = common.find((c) => typeof c.values[0] === 'number' && c.values.some((v) => v !== 0 && v !== 1));
  const flag = common.find((c) => c.values.every((v) => v === 0 || v === 1));
  const path = index.columns.columns.get('category_path') ?? multi;
  const value = (c: Column) => String(c.own(top.id) ?? c.values[0]);
  const e = encodeURIComponent;
  const filter = (c: Column | undefined, f: (c: Column) => string, name = 'f[]') => (c ? `&${name}=${e(`${c.field}:${f(c)}`)}` : '');
  const ofTypeOf = (t: string) => `&f[]=type:${e(t)}`;
  const facets = (...columns: Array<Column | undefined>) => `&facets=${columns.filter((c) => c).map((c) => e(c!.field)).join(',')}`;
  // The pages the elements make (search and listing: a type, a flag and a price range, three
  // facets, 24 hits; autocomplete: every type), and the other paths a shop's pages take: a
  // flag facet, a filter on a faceted field, several values of one field, exclusions and
  // must-filters, prefer[], a sort, a shopper's identity.
  const pageFilters = ofTypeOf(top.type) + filter(flag, value) + filter(number, (c) => `|${value(c)}`);
  const pageFacets = facets(single, number, multi);
  const everyFacet = facets(single, multi, number, flag);
  const ctx: RouteContext = { sites: new Map([[site.trackerId, site]]) };
  const url = (p: string) => new URL(`http://warm-up.local${p}&tracker_id=${e(site.trackerId)}`);
  const types = [...index.types().keys()].map((t) => `${e(t)}:6`).join(',');
  const search = (p: string) => () => getSearch(ctx, url(`/search?${p}`));
  const listing = (category: string, more = '') => search(`${ofTypeOf(top.type)}${filter(path, () => category)}&plp=${path?.field}&size=24${more}`);
  const suggest = (q: string, more = '', version: 1 | 2 | 3 = 3) => () => autocomplete(ctx, url(`${version === 3 ? '/v3/autocomplete' : '/autocomplete/v2'}?q=${e(q)}&type=${types}${more}`), version);
  // The product's own category has a few dozen objects; its top category, thousands.
  const leaf = path ? value(path) : '';
  const two = `${other} ${word}`;
  const cheap = [
    ...[1, 2, 3, word.length].map((n) => suggest(word.slice(0, n))),
    suggest(word.slice(0, 4), `${filter(single, value, `neg_f_${e(top.type)}[]`)}&user_id=warm-up&client_id=warm-up`, 2),
    search(`q=${e(two)}${pageFilters}${pageFacets}&size=24`),
    search(`q=${e(two)}${filter(single, value)}${filter(single, value, 'neg_f[]')}${filter(flag, value, 'f_must[]')}${everyFacet}&prefer[]=${e(`${multi?.field}:${multi ? value(multi) : ''}`)}&user_id=warm-up`),
    search(`q=${e(two)}&sort=${e(`${number?.field ?? 'title'}:asc`)}&size=24`),
    listing(leaf, pageFacets),
    listing(leaf, `${filter(multi, value)}${filter(single, value)}${everyFacet}&user_id=warm-up`),
    listing(leaf, `&sort=${e(`${number?.field ?? 'title'}:desc`)}`),
  ];
  const expensive = [
    search(`q=${e(word)}${pageFilters}${pageFacets}&size=24`),
    listing(leaf.split('||')[0], `${filter(multi, value)}${everyFacet}`),
  ];
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
  // (their long loops optimized on real sizes), then rounds of the cheap ones until the code
  // that runs once per request is hot with every path's feedback, and the expensive ones again.
  run(cheap);
  run(expensive);
  for (let round = 1; round < ROUNDS; round++) run(cheap);
  run(expensive);
}
