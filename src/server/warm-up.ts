/**
 * Queries of each kind on a site before the service says it is ready, so that the first
 * shopper's search, autocomplete and listing do not pay for compiling the query code: V8
 * compiles a function on its first call and optimizes it only once it has run hot, and
 * until then a 100k listing took 2-4 times its warm time (measured by CPU time, restart
 * after restart: about 8 rounds bring the first call down to the warm one; 2 did not). At
 * 100k products it costs about 0.4 s of the start (bench/results/server.md has the first
 * queries beside their warm p99). Built from the most popular product, its words and its
 * values; answers are thrown away, nothing is recorded.
 */
import { autocomplete } from './routes/autocomplete.js';
import type { RouteContext } from './routes/context.js';
import { getSearch } from './routes/search.js';
import { terms } from './engine/text.js';
import type { Site } from './sites.js';
import type { Column } from './engine/column.js';

const ROUNDS = Number(process.env.WARM_ROUNDS ?? 2);

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
  const filter = (c: Column | undefined, f: (c: Column) => string) => (c ? `&f[]=${encodeURIComponent(`${c.field}:${f(c)}`)}` : '');
  const facets = (...columns: Array<Column | undefined>) => `&facets=${columns.filter((c) => c).map((c) => encodeURIComponent(c!.field)).join(',')}`;
  const searchFilters = filter(single, value) + filter(number, (c) => `|${value(c)}`) + filter(flag, value);
  const everyFacet = facets(single, multi, number, flag);
  const ctx: RouteContext = { sites: new Map([[site.trackerId, site]]) };
  const url = (path: string) => new URL(`http://warm-up.local${path}&tracker_id=${encodeURIComponent(site.trackerId)}`);
  const types = [...index.types().keys()].map((t) => `${encodeURIComponent(t)}:6`).join(',');
  const queries = [
    ...[1, 3, word.length].map((n) => () => autocomplete(ctx, url(`/v3/autocomplete?q=${encodeURIComponent(word.slice(0, n))}&type=${types}`), 3)),
    () => getSearch(ctx, url(`/search?q=${encodeURIComponent(word)}${everyFacet}${searchFilters}`)),
    () => getSearch(ctx, url(`/search?q=${encodeURIComponent(`${other} ${word}`)}&f[]=type:${encodeURIComponent(top.type)}${everyFacet}${searchFilters}`)),
    // A category page (the top of the product's category path, thousands of objects to count
    // facets over), and a listing with a filter on a faceted field (whose near misses count).
    () => getSearch(ctx, url(`/search?f[]=type:${encodeURIComponent(top.type)}${filter(path, (c) => value(c).split('||')[0])}&plp=${path?.field}${facets(single, multi, number, flag)}&size=24`)),
    () => getSearch(ctx, url(`/search?f[]=type:${encodeURIComponent(top.type)}${filter(multi, value)}${filter(single, value)}${facets(single, number, flag)}&size=24`)),
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      try {
        query();
      } catch {
        // A catalog this warm-up cannot make a query of: the first shopper's query warms up instead.
      }
    }
  }
}
