/**
 * Latency of the local service's query handlers, in process (no HTTP), on the demo
 * catalog and on a 100k-item catalog from the same generator.
 *
 *   npm run bench:server            (both sizes; about a minute)
 *   npm run bench:server -- --quick (demo catalog only)
 *
 * Workloads, all made from the generated catalog (so they run on a fresh clone):
 * - autocomplete v3, `type=item:6,category:3,brand:3,query:4`, every keystroke of 20
 *   queries (the 20 most popular `query` objects);
 * - search with 3 facets and 2 filters: those 20 queries, `f[]=availability:1`,
 *   `f[]=price:|1000`, `facets=brand,price,color`;
 * - product listing of every category (plp, 3 facets, 24 per page).
 * Targets (issue 2): at 100k, autocomplete p50 <= 2 ms, search with facets p50 <= 10 ms.
 */
import { generateCatalog } from '../src/server/catalog/generator.js';
import { DEMO_STORES } from '../src/server/catalog/stores.js';
import { autocomplete } from '../src/server/routes/autocomplete.js';
import { getSearch } from '../src/server/routes/search.js';
import type { RouteContext } from '../src/server/routes/context.js';
import { Site } from '../src/server/sites.js';
import { gc, keystrokes, machine, rssMb, summarize, time, writeResults } from './lib.js';

const quick = process.argv.includes('--quick');
const sizes = quick ? [2000] : [2000, 100000];
const ROUNDS = 3;

interface Row {
  items: number;
  objects: number;
  loadSeconds: number;
  rssMb: number;
  autocomplete: ReturnType<typeof summarize>;
  search: ReturnType<typeof summarize>;
  listing: ReturnType<typeof summarize>;
}

const rows: Row[] = [];
for (const items of sizes) {
  gc();
  const objects = [...generateCatalog({ items, stores: DEMO_STORES })];
  const site = new Site({ trackerId: 'bench', publicKey: 'p', privateKey: 'k' });
  const [, loadMs] = time(() => site.index.load(objects));
  const ctx: RouteContext = { sites: new Map([['bench', site]]) };
  const queries = objects.filter((o) => o.type === 'query').slice(0, 20).map((o) => String(o.fields.title));
  const categories = objects.filter((o) => o.type === 'category').map((o) => String(o.fields.category_path));
  const base = 'http://bench.local';
  const acUrls = keystrokes(queries).map((k) => new URL(`${base}/v3/autocomplete?tracker_id=bench&q=${encodeURIComponent(k)}&type=item:6,category:3,brand:3,query:4`));
  const searchUrls = queries.map((q) => new URL(`${base}/search?tracker_id=bench&q=${encodeURIComponent(q)}&f[]=type:item&f[]=availability:1&f[]=price:|1000&facets=brand,price,color&size=24`));
  const listingUrls = categories.map((c) => new URL(`${base}/search?tracker_id=bench&f[]=type:item&f[]=${encodeURIComponent(`category_path:${c}`)}&plp=category_path&facets=brand,price,color&size=24`));

  const measure = (urls: URL[], run: (u: URL) => unknown) => {
    for (const u of urls) run(u); // warm-up round, not counted
    const samples: number[] = [];
    for (let r = 0; r < ROUNDS; r++) for (const u of urls) samples.push(time(() => run(u))[1]);
    return summarize(samples);
  };
  const row: Row = {
    items,
    objects: objects.length,
    loadSeconds: Math.round(loadMs / 100) / 10,
    rssMb: 0,
    autocomplete: measure(acUrls, (u) => autocomplete(ctx, u, 3)),
    search: measure(searchUrls, (u) => getSearch(ctx, u)),
    listing: measure(listingUrls, (u) => getSearch(ctx, u)),
  };
  row.rssMb = rssMb();
  rows.push(row);
  console.log(JSON.stringify(row));
}

const big = rows.find((r) => r.items === 100000);
const targets = big ? {
  autocompleteP50: { target: 2, measured: big.autocomplete.p50, met: big.autocomplete.p50 <= 2 },
  searchWithFacetsP50: { target: 10, measured: big.search.p50, met: big.search.p50 <= 10 },
} : undefined;
const fmt = (s: Row['search']) => `${s.p50} / ${s.p90} / ${s.p99}`;
const md = `# Local service latency (in process)

Command: \`npm run bench:server\` (${machine().cpu}, ${machine().cores} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).
Times in milliseconds, p50 / p90 / p99 over ${ROUNDS} rounds after a warm-up round. The catalog is the
project's generated one (items plus categories, brands, queries and the 1,565 CC0 stores).

| items | objects | load (s) | RSS (MB) | autocomplete v3, per keystroke (n) | search, 3 facets + 2 filters (n) | product listing, 3 facets (n) |
|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.items.toLocaleString('en')} | ${r.objects.toLocaleString('en')} | ${r.loadSeconds} | ${r.rssMb} | ${fmt(r.autocomplete)} (${r.autocomplete.n}) | ${fmt(r.search)} (${r.search.n}) | ${fmt(r.listing)} (${r.listing.n}) |`).join('\n')}

${targets ? `Targets at 100k objects: autocomplete p50 <= 2 ms: **${targets.autocompleteP50.measured} ms, ${targets.autocompleteP50.met ? 'met' : 'NOT met'}**; search with facets p50 <= 10 ms: **${targets.searchWithFacetsP50.measured} ms, ${targets.searchWithFacetsP50.met ? 'met' : 'NOT met'}**.` : 'Quick run: demo catalog only.'}

RSS is the whole process after the runs above (it includes the earlier, smaller catalog when both ran).
The engine choice behind these numbers is measured in [engines.md](engines.md).
`;
if (!quick) writeResults('server', { machine: machine(), rounds: ROUNDS, rows, targets }, md);
console.log(md);
