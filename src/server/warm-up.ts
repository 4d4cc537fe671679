/**
 * A few queries of each kind on a site before the service says it is ready, so that the
 * first shopper's search, autocomplete and listing do not pay for compiling the query code
 * (V8 compiles a function on its first call and optimizes it once it runs hot): without
 * them the first search at 100k products took several times its warm p99
 * (bench/results/server.md has both). Built from the least popular product and its values
 * (few objects match them: a few milliseconds at 100k); answers are thrown away, nothing
 * is recorded.
 */
import { autocomplete } from './routes/autocomplete.js';
import type { RouteContext } from './routes/context.js';
import { getSearch } from './routes/search.js';
import { terms } from './engine/text.js';
import type { Site } from './sites.js';

const ROUNDS = 2;

export function warmUp(site: Site): void {
  const index = site.index;
  // The least popular object of the commonest type (a product, in a shop): its words and
  // values match few objects, so the warm-up is quick, and it runs the paths products take.
  const [type] = [...index.types()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const order = index.byPopularity();
  let at = order.length - 1;
  while (at > 0 && order[at].type !== type) at--;
  const top = order[at];
  if (!top) return;
  const word = terms(String(top.fields.title ?? '')).sort((a, b) => b.length - a.length)[0] ?? 'a';
  // Facets and filters on fields most objects have, as a shop's brand, colour and price: two
  // fields of text with few values (one filtered by value), one of numbers (filtered by a range).
  const common = [...index.columns.columns.values()].filter((c) => c.field !== 'type' && c.entries * 2 > index.size && c.values.length > 1);
  const text = common.filter((c) => typeof c.values[0] === 'string' && c.values.length <= 1000).slice(0, 2);
  const number = common.find((c) => typeof c.values[0] === 'number');
  const fields = number ? [...text, number] : text;
  const facets = fields.length ? `&facets=${fields.map((c) => encodeURIComponent(c.field)).join(',')}` : '';
  const filters = [
    ...text.slice(0, 1).map((c) => `${c.field}:${String(c.own(top.id) ?? c.values[0])}`),
    ...(number ? [`${number.field}:${String(number.own(top.id) ?? number.values[0])}|${String(number.own(top.id) ?? number.values[0])}`] : []),
  ].map((f) => `&f[]=${encodeURIComponent(f)}`).join('');
  const ctx: RouteContext = { sites: new Map([[site.trackerId, site]]) };
  const url = (path: string) => new URL(`http://warm-up.local${path}&tracker_id=${encodeURIComponent(site.trackerId)}`);
  const types = [...index.types().keys()].map((type) => `${encodeURIComponent(type)}:6`).join(',');
  const queries = [
    ...[1, 3, word.length].map((n) => () => autocomplete(ctx, url(`/v3/autocomplete?q=${encodeURIComponent(word.slice(0, n))}&type=${types}`), 3)),
    () => getSearch(ctx, url(`/search?q=${encodeURIComponent(word)}${facets}${filters}`)),
    () => getSearch(ctx, url(`/search?f[]=type:${encodeURIComponent(top.type)}${filters}${facets}&size=24`)),
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
