/**
 * Server-rendered results pages (site-search-elements/render), in one run:
 *
 *   npm run build && npm run bench:ssr        (RUNS=n page loads per kind, default 7)
 *
 * 1. Render time of a 24-card results page from an answer in hand (no request), Node, after
 *    a warm-up: p50, p99 of 200 renders.
 * 2. Bytes of the served page (`/demo/search.html?q=headphones`, gzip -9), with and without
 *    the server drawing it, and of the embedded answer in it.
 * 3. Largest paint of the served page against the same page drawn in the browser (`?ssr=0`)
 *    on the throttled phone (test/node/profiles.ts), loaded alternately; target ratio ≤ 0.6.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { PHONE, loadPage } from '../test/node/profiles.js';
import { machine, summarize, writeResults } from './lib.js';

const RUNS = Number(process.env.RUNS ?? 7);
const { renderResults } = await import(new URL('../dist/render/index.js', import.meta.url).href);
const service = await startServer({ port: 0 });
const base = service.url;

// 1. Render time.
const answer = await (await fetch(`${base}/search?tracker_id=demo&q=headphones&size=24&f%5B%5D=type%3Aitem&facets=category_path%2Cbrand%3A12%2Cprice%2Ccolor%3A12%2Cavailability%2Crating&dynamic_facets_size=1&quicksearch_types=category%3A3%2Cbrand%3A3`)).json();
const options = {
  tag: 'ss-search', url: `${base}/demo/search.html?q=headphones`, answer, lang: 'en',
  attributes: { 'tracker-id': 'demo', facets: 'category_path, brand:12, price, color:12, availability, rating', 'dynamic-facets': '1', 'add-to-cart': true },
};
for (let i = 0; i < 30; i++) await renderResults(options);
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  await renderResults(options);
  times.push(performance.now() - t);
}
const render = summarize(times);

// 2. Bytes.
const page = async (path: string) => Buffer.from(await (await fetch(`${base}${path}`)).text());
const served = await page('/demo/search.html?q=headphones');
const plain = await page('/demo/search.html?q=headphones&ssr=0');
const embedded = Buffer.from(/<script type="application\/json" data-ss-served>([\s\S]*?)<\/script>/.exec(served.toString())![1]);
const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
const bytes = { served: served.length, servedGzip: gz(served), plainGzip: gz(plain), embeddedGzip: gz(embedded) };

// 3. Largest paint on the phone.
const rig = { service, browser: await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] }) };
const lcp = { served: [] as number[], browser: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  lcp.served.push((await loadPage(rig, PHONE, '/demo/search.html?q=headphones')).lcp);
  lcp.browser.push((await loadPage(rig, PHONE, '/demo/search.html?q=headphones&ssr=0')).lcp);
}
await rig.browser.close();
await service.close();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = median(lcp.served) / median(lcp.browser);
console.log({ render, bytes, lcp, ratio });

const m = machine();
writeResults('ssr', { machine: m, runs: RUNS, render, bytes, lcp, ratio }, `# Server-rendered results pages

Command: \`npm run build && npm run bench:ssr\` (${m.cpu}, ${m.cores} cores, Node ${m.node}, Chromium
headless, ${String(m.date).slice(0, 10)}). The demo's results page for "headphones": 24 cards, six facets
and a dynamic one, a banner, quick links.

| What | Figure |
|---|---|
| render time, 24 cards, answer in hand (200 renders after 30) | p50 **${render.p50} ms**, p99 ${render.p99} ms |
| the served page, gzip -9 | **${bytes.servedGzip} B** (${bytes.served} B raw; the page as written: ${bytes.plainGzip} B) |
| of which the embedded answer, gzip -9 | ${bytes.embeddedGzip} B |
| largest paint on the throttled phone, served page (median of ${RUNS}) | **${Math.round(median(lcp.served))} ms** |
| largest paint, the same page drawn in the browser (\`?ssr=0\`) | ${Math.round(median(lcp.browser))} ms |
| ratio (target ≤ 0.6) | **${ratio.toFixed(2)}** ${ratio <= 0.6 ? 'met' : '**missed**'} |

Phone: 412x823, 4x CPU, slow 4G (150 ms, 1.6 Mbit/s); loads alternate between the two pages.
`);
