/**
 * Size of the fetch core and the tracker as a page or an element imports them, and the
 * cost of one track() call in Chromium.
 *
 *   npm run bench:core-tracker
 *
 * Sizes: each entry bundled on its own by rollup (esbuild for TypeScript, terser), then
 * gzip level 9; everything it imports is counted. Targets: core <= 3 KB, tracker <= 4 KB.
 * track(): median and p90 over 2,000 calls in headless Chromium (Debian's), with the
 * queue holding 0, 50 and 400 events (sending is held back so the queue length stays).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { chromium } from 'playwright';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { machine, summarize, writeResults } from './lib.js';

async function size(input: string, only?: string): Promise<{ min: number; gzip: number }> {
  const virtual = only ? `\0probe` : input;
  const bundle = await rollup({
    input: virtual,
    plugins: [
      only ? { name: 'probe', resolveId: (id: string) => (id === virtual ? id : null), load: (id: string) => (id === virtual ? `export { ${only} } from ${JSON.stringify(process.cwd() + '/' + input)};` : null) } : undefined,
      resolve(), esbuild({ target: 'es2021' }), terser({ ecma: 2021, module: true, compress: { passes: 2 } }),
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  const code = output.map((o) => ('code' in o ? o.code : '')).join('');
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const sizes = {
  core: await size('src/core/index.ts'),
  coreForAutocomplete: await size('src/core/index.ts', 'autocompleteV3, topItems, trendingQueries, personalizedTopItems, highlightParts, safeUrl, SearchApiError'),
  tracker: await size('src/tracker/index.ts'),
};
console.log(sizes);

// track() in Chromium: the built tracker from dist/, served by the local service.
const service = await startServer({ port: 0 });
const executablePath = findChromium();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const page = await browser.newPage();
// An empty page on the service's origin: a demo page would run the demo's own tracker (same
// site id, same stored queue) beside the one measured.
const benchDir = join(import.meta.dirname, '..', 'dist', 'bench');
mkdirSync(benchDir, { recursive: true });
writeFileSync(join(benchDir, 'blank.html'), '<!doctype html><meta charset="utf-8"><title>bench</title>');
await page.goto(`${service.url}/dist/bench/blank.html`);
const costs: Record<string, ReturnType<typeof summarize> & { mean: number }> = {};
for (const queued of [0, 50, 400]) {
  const samples = await page.evaluate(async ({ url, queued }) => {
    const { Tracker } = await import(`${url}/dist/tracker.js`);
    localStorage.clear();
    // A pacing that allows no send: the queue keeps its length during the measurement.
    const t = new Tracker({ trackerId: 'demo', eventsUrl: `${url}/events`, rate: { count: 0, windowMs: 60_000, perSession: 0 }, maxQueue: 10_000 });
    for (let i = 0; i < queued; i++) t.pageView(`item-${i}`);
    const out: number[] = [];
    for (let i = 0; i < 2000; i++) {
      if (queued === 0) localStorage.removeItem('ss:demo:q');
      const t0 = performance.now();
      t.click(`item-${i}`);
      out.push(performance.now() - t0);
      if (queued > 0) {
        // Keep the queue at its length: take the event just added back out.
        const q = JSON.parse(localStorage.getItem('ss:demo:q')!);
        q.pop();
        localStorage.setItem('ss:demo:q', JSON.stringify(q));
      }
    }
    t.destroy();
    return out;
  }, { url: service.url, queued });
  // performance.now() is coarse (0.1 ms) in a page that is not cross-origin isolated: the mean of 2,000 calls is the fine figure.
  costs[`queue ${queued}`] = { ...summarize(samples), mean: Math.round((samples.reduce((a, b) => a + b, 0) / samples.length) * 1000) / 1000 };
}
await browser.close();
await service.close();

const kb = (b: number) => (b / 1024).toFixed(2);
const md = `# Fetch core and tracker: size and cost

Command: \`npm run bench:core-tracker\` (needs \`npm run build\` first; ${machine().cpu}, ${machine().cores} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).

## Size (rollup + esbuild + terser, gzip -9)

| What | min (bytes) | min+gzip | target |
|---|---|---|---|
| fetch core, everything (\`site-search-elements/core\`) | ${sizes.core.min} | **${kb(sizes.core.gzip)} KB** | <= 3 KB: ${sizes.core.gzip <= 3072 ? 'met' : 'NOT met'} |
| fetch core, what \`<ss-autocomplete>\` will import | ${sizes.coreForAutocomplete.min} | ${kb(sizes.coreForAutocomplete.gzip)} KB | |
| tracker, everything (\`site-search-elements/tracker\`) | ${sizes.tracker.min} | **${kb(sizes.tracker.gzip)} KB** | <= 4 KB: ${sizes.tracker.gzip <= 4096 ? 'met' : 'NOT met'} |

## Cost of one track() call (Chromium, ms)

Each call adds the envelope, writes the session and the queue to localStorage and schedules a send.
The queue is kept in localStorage as one JSON array, so the cost grows with what is waiting.

| Events waiting | mean | p50 | p90 | p99 |
|---|---|---|---|---|
${Object.entries(costs).map(([k, s]) => `| ${k.replace('queue ', '')} | ${s.mean} | ${s.p50} | ${s.p90} | ${s.p99} |`).join('\n')}

Timer resolution in a page that is not cross-origin isolated is 0.1 ms; the mean is the finer figure.
`;
writeResults('core-tracker', { machine: machine(), sizes, trackCostMs: costs }, md);
console.log(md);
