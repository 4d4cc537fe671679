/**
 * Where does a keystroke's time go? Traces the benchmark's keystroke loop (backspace through
 * cached queries at 4x CPU throttling) on one page and splits each keystroke, from Chromium's
 * own trace of the page's main thread, into what the browser and the element did:
 *
 *   npm run bench:autocomplete:trace -- [--page element|floor|list|least] [--queries 4] [--rounds 1]
 *     [--attrs 'types=item:6'] [--css '.x{}'] [--no-highlight]
 *     [--cards 2000 [--cards-css 'content-visibility:auto']]
 *
 * The phases (medians over the keystrokes, ms at 4x): `edit` from the keydown to the input
 * event (Chromium deleting the character: the keydown listeners, the edit, the style and layout
 * the caret needs, shown on their own too), `input` the input event (the element's handler, its lit update, the
 * highlight ranges), `until the frame` what runs before the next frame starts (among it the style and layout of the rows the update changed, which Chromium's editor forces right after the input event), `frame` the next main frame (style, layout, paint, commit), and `total`
 * from the keydown to the end of that frame. The frame's biggest steps follow. A diagnostic,
 * not a benchmark: tracing slows everything, so compare pages and options with each other in
 * runs close together, never with bench/results. Nothing is written to bench/results.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { demoCatalog } from '../src/server/catalog/load.js';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { boxPage, bundle, elementPage, fillIn, paintRun, REFERENCES, root, typeEach } from './autocomplete-paint.js';

const { values: args } = parseArgs({
  options: {
    page: { type: 'string', default: 'element' },
    queries: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '1' },
    attrs: { type: 'string', default: '' },
    css: { type: 'string', default: '' },
    'no-highlight': { type: 'boolean', default: false },
    cards: { type: 'string', default: '0' },
    'cards-css': { type: 'string', default: '' },
  },
});
const tags: Record<string, string> = { floor: 'x-floor', list: 'x-list', least: 'x-least' };
if (args.page !== 'element' && !tags[args.page]) throw new Error(`--page is element, floor, list or least, not "${args.page}"`);

// Four queries of ~12 letters stay inside the element's 50-answer cache: every keystroke is drawn from memory.
const queries = demoCatalog().filter((o) => o.type === 'query').slice(0, Number(args.queries)).map((o) => String(o.fields.title));
const service = await startServer({ port: 0, sites: [{ trackerId: 'demo', publicKey: 'p', privateKey: 'k' }] });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let page;
if (args.page === 'element') {
  await bundle(`import '${join(root, 'src/components/autocomplete/autocomplete.ts')}';`, 'trace-work');
  page = await elementPage(browser, service.url, 'demo', 'trace-work', args.attrs);
} else {
  page = await boxPage(browser, service.url, `<${tags[args.page]}></${tags[args.page]}>`, { content: REFERENCES });
}
await page.evaluate(({ css, noHighlight, cards, cardsCss }) => {
  const root = document.querySelector('#box')!.firstElementChild!.shadowRoot!;
  if (css) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  // Unregistered, the element's highlight still gets its ranges but paints nothing.
  if (noHighlight) CSS.highlights.delete('ss-match');
  // A shop page's weight below the box: simple product cards.
  const grid = document.createElement('div');
  grid.style.cssText = cardsCss;
  for (let i = 0; i < cards; i++) {
    const card = grid.appendChild(document.createElement('article'));
    card.style.cssText = 'display:inline-block;width:180px;margin:4px;border:1px solid #ccc';
    card.innerHTML = `<div style="width:60px;height:60px;background:#eee"></div><h3>Product ${i}</h3><p>About item ${i}, <b>bold</b> and <a href="#">a link</a></p><span>$${i}.99</span>`;
  }
  document.body.append(grid);
}, { css: args.css, noHighlight: args['no-highlight'], cards: Number(args.cards), cardsCss: args['cards-css'] });

// Type each query once at full speed so every prefix is cached; then trace the loop alone.
const input = args.page === 'element' ? typeEach(page) : fillIn(page);
for (const q of queries) await input(q);
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc'] });
const paints: number[] = [];
for (let round = 0; round < Number(args.rounds); round++) paints.push(...await paintRun(page, queries, fillIn(page)));
const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
await browser.close();
await service.close();

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { type?: string } } }
const events = trace.traceEvents;
const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
const dispatch = (e: TraceEvent, type: string) => e.name === 'EventDispatch' && e.args?.data?.type === type;
const mainThread = thread(events.find((e) => dispatch(e, 'keydown'))!);
const main = events.filter((e) => thread(e) === mainThread && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
const STEPS = ['Blink.Paint.UpdateTime', 'Blink.PrePaint.UpdateTime', 'Blink.CompositingInputs.UpdateTime', 'Blink.CompositingCommit.UpdateTime'];
// Style and layout run wherever something first needs them (the edit's caret, a selectionchange task): counted over the keystroke.
const ANYWHERE = ['UpdateLayoutTree', 'Layout'];
const rows: Array<Record<string, number>> = [];
for (const keydown of main.filter((e) => dispatch(e, 'keydown'))) {
  const inputEvent = main.find((e) => e.ts > keydown.ts && dispatch(e, 'input'));
  const frame = inputEvent && main.find((e) => e.ts > end(inputEvent) && e.name === 'ProxyMain::BeginMainFrame');
  if (!frame) continue;
  const row: Record<string, number> = {
    edit: inputEvent.ts - keydown.ts,
    input: inputEvent.dur ?? 0,
    between: frame.ts - end(inputEvent),
    frame: frame.dur ?? 0,
    total: end(frame) - keydown.ts,
  };
  const within = (name: string, from: number, to: number) => main.filter((e) => e.name === name && e.ts >= from && e.ts < to).reduce((sum, e) => sum + (e.dur ?? 0), 0);
  for (const step of STEPS) row[step] = within(step, frame.ts, end(frame));
  for (const step of ANYWHERE) row[step] = within(step, keydown.ts, end(frame));
  row.forced = within('Blink.ForcedStyleAndLayout.UpdateTime', keydown.ts, inputEvent.ts);
  rows.push(row);
}
const median = (key: string) => {
  const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
  return (sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2);
};
const measured = [...paints].sort((a, b) => a - b)[Math.floor(paints.length / 2)];
console.log(`${args.page}${args.attrs ? ` ${args.attrs}` : ''}${args.css ? ` css=${args.css}` : ''}${args['no-highlight'] ? ' no-highlight' : ''}${Number(args.cards) ? ` cards=${args.cards}${args['cards-css'] ? ` (${args['cards-css']})` : ''}` : ''}: ${rows.length} keystrokes traced, loop p50 ${measured.toFixed(1)} ms (traced)`);
console.log('| edit | (its style and layout) | input | until the frame | frame | total |\n|---|---|---|---|---|---|');
console.log(`| ${median('edit')} | ${median('forced')} | ${median('input')} | ${median('between')} | ${median('frame')} | ${median('total')} |`);
console.log('\nIn the frame:');
for (const step of STEPS) console.log(`  ${step.replace(/^Blink\.|\.UpdateTime$/g, '').padEnd(18)} ${median(step)} ms`);
console.log('Over the whole keystroke:');
for (const step of ANYWHERE) console.log(`  ${(step === 'Layout' ? 'Layout' : 'Style').padEnd(18)} ${median(step)} ms`);
