/**
 * The heaviest requests the local service's limits allow (src/server/limits.ts), timed on
 * the demo catalog against a plain search: what the limits promise is that no single
 * request holds the event loop for more than about 100 ms.
 *   npm run bench:limits
 */
import { MAX_FACETS, MAX_FILTER_NODES, MAX_FILTER_PARAMS, MAX_RECOMMEND_BATCH } from '../src/server/limits.js';
import { startServer } from '../src/server/server.js';
import { machine, summarize, writeResults } from './lib.js';

const RUNS = 15;
const service = await startServer({ port: 0 });
const post = (path: string, body: unknown) => () => fetch(service.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const get = (path: string) => () => fetch(service.url + path);
// The filter tree counts its wrapper objects too: { filters: { item: { or: [...] } } } holds 3.
const leaves = MAX_FILTER_NODES - 3;
const facetNames = ['brand', 'price', 'category_path', 'color', 'availability', 'rating', 'storage', 'title', 'type', 'url'];

const cases: Array<[string, () => Promise<Response>]> = [
  ['GET /search q=a (reference)', get('/search?tracker_id=demo&q=a')],
  [`POST /v2/search, ${MAX_FILTER_NODES}-node tree of title filters, q=a`, post('/v2/search?tracker_id=demo&f[]=type:item&q=a', { filters: { item: { or: Array.from({ length: leaves }, (_, i) => ({ filter: `title:t${i}` })) } } })],
  [`POST /v2/search, ${MAX_FILTER_NODES}-node tree of price ranges, no q`, post('/v2/search?tracker_id=demo&f[]=type:item', { filters: { item: { or: Array.from({ length: leaves }, (_, i) => ({ filter: `price:${i}|${i + 1}` })) } } })],
  [`GET /search, ${MAX_FILTER_PARAMS} filter parameters`, get(`/search?tracker_id=demo&q=a&${Array.from({ length: MAX_FILTER_PARAMS }, (_, i) => `f[]=brand:B${i}`).join('&')}`)],
  [`GET /search, ${MAX_FACETS} facets`, get(`/search?tracker_id=demo&q=a&facets=${Array.from({ length: MAX_FACETS }, (_, i) => facetNames[i % facetNames.length] + (i >= facetNames.length ? i : '')).join(',')}`)],
  [`POST /v1/recommend, ${MAX_RECOMMEND_BATCH} requests of 50 items`, post('/v1/recommend?tracker_id=demo', Array.from({ length: MAX_RECOMMEND_BATCH }, (_, i) => ({ recommendation_type: i % 2 ? 'item_detail_alternatives' : 'bestsellers', item_ids: ['item-1', 'item-2'], size: 50 })))],
];

const rows: Array<{ case: string; status: number } & ReturnType<typeof summarize>> = [];
for (const [label, send] of cases) {
  const first = await send();
  await first.text(); // warm-up, not counted
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await (await send()).text();
    samples.push(performance.now() - t);
  }
  rows.push({ case: label, status: first.status, ...summarize(samples) });
}
await service.close();
console.table(rows);

const md = `# The local service at its request limits

Command: \`npm run bench:limits\` (${machine().cpu}, ${machine().cores} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).

Each case is the heaviest request its limit allows (src/server/limits.ts), on the demo catalog
(2,000 products and 1,565 stores), ${RUNS} runs after one warm-up, one request at a time over
real HTTP. Target: no single request holds the event loop for more than about 100 ms.

| Request | status | p50 ms | p90 ms | max ms |
|---|---|---|---|---|
${rows.map((r) => `| ${r.case} | ${r.status} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.max.toFixed(1)} |`).join('\n')}
`;
writeResults('limits', { machine: machine(), runs: RUNS, rows }, md);
console.log(md);
