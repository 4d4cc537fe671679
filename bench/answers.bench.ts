/**
 * What the answer boundary (src/core/answers.ts) costs a results page, in one run:
 *
 *   npm run build && npm run bench:answers
 *
 * In Chromium at 4x CPU, on the local service's real 24-card answer for "laptop" (facets
 * brand, price, color, availability): the time `searchAnswer()` takes to turn the parsed body
 * into its model, next to the time the browser takes to parse that body (JSON.parse of the
 * text) and to the time `<ss-search>` takes to draw that answer (from the state set to the
 * frame's layout done, the answer kept in memory so no request is made). Median of ROUNDS.
 */
import { chromium } from 'playwright';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { boxPage, bundle, root } from './autocomplete-paint.js';
import { machine, summarize, writeResults } from './lib.js';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
declare const window: any, document: any;

await bundle(`import { searchAnswer } from '${root}/src/core/answers.ts';
import '${root}/src/components/search/search.ts';
window.searchAnswer = searchAnswer;`, 'answers-page');

const service = await startServer({ port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const base = service.url;
const page = await boxPage(browser, base, `<ss-search tracker-id="demo" base-url="${base}" query="laptop" size="24" facets="brand:12, price, color:12, availability"></ss-search>`,
  { url: `${base}/dist/bench/answers-page.js`, type: 'module' });
await page.setViewportSize({ width: 1280, height: 900 });
await page.waitForFunction(() => (document.querySelector('ss-search')?.shadowRoot?.querySelectorAll('.hit').length ?? 0) === 24);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

const text = await (await fetch(`${base}/search?tracker_id=demo&q=laptop&size=24&f%5B%5D=type%3Aitem&facets=brand%3A12%2Cprice%2Ccolor%3A12%2Cavailability`)).text();
const times = await page.evaluate(async ([body, rounds]) => {
  const parse: number[] = [];
  const shape: number[] = [];
  const draw: number[] = [];
  const el = document.querySelector('ss-search');
  const results = el.results;
  const first = results.state;
  const other = { ...first, filters: { availability: ['1'] } };
  await results.go(other);
  await el.updateComplete;
  for (let i = 0; i < rounds; i++) {
    let t = performance.now();
    const parsed = JSON.parse(body);
    parse.push(performance.now() - t);
    t = performance.now();
    window.searchAnswer(parsed);
    shape.push(performance.now() - t);
    // Both states' answers are kept by the element: a draw with no request.
    t = performance.now();
    await results.go(i % 2 ? other : first);
    await el.updateComplete;
    el.shadowRoot.querySelector('.grid').getBoundingClientRect();
    draw.push(performance.now() - t);
  }
  return { parse, shape, draw };
}, [text, ROUNDS] as const);
await browser.close();
await service.close();

const s = { parse: summarize(times.parse), shape: summarize(times.shape), draw: summarize(times.draw) };
const share = s.shape.p50 / s.draw.p50;
console.log(s, { share });
const m = machine();
writeResults('answers', { machine: m, rounds: ROUNDS, bytes: text.length, ...s, share }, `# What the answer boundary costs

Command: \`npm run build && npm run bench:answers\` (${m.cpu}, ${m.cores} cores, Node ${m.node},
Chromium headless at 4x CPU, ${String(m.date).slice(0, 10)}; ${ROUNDS} rounds). The local service's
24-card answer for "laptop" with four facets (${Math.round(text.length / 1024)} KB of JSON).

| Step | p50 (ms) | p90 (ms) |
|---|---|---|
| the browser parses the body (JSON.parse) | ${s.parse.p50} | ${s.parse.p90} |
| **the boundary turns it into the model (searchAnswer)** | **${s.shape.p50}** | ${s.shape.p90} |
| \`<ss-search>\` draws the answer (state set to layout done, no request) | ${s.draw.p50} | ${s.draw.p90} |

The boundary is **${(share * 100).toFixed(1)} %** of drawing the answer it checks; it runs once per
request (the cache keeps models), never per draw.
`);
