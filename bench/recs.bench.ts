/**
 * <ss-recs> and the learning recommender:
 * - requests of a page with 4 widgets, 2 of them below the fold (Chromium, the built element);
 * - bytes <ss-recs> adds to a page that already has lit and the core (min + gzip -9);
 * - the recommender at 100k items with 1M stored events: time and memory to learn from the
 *   event log on start, and latency per widget (one widget per request, in process).
 *
 *   npm run build && npm run bench:recs          (about 3 minutes)
 *   EVENTS=200000 ITEMS=20000 npm run bench:recs  (smaller, for a quick look)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { chromium } from 'playwright';
import { generateCatalog } from '../src/server/catalog/generator.js';
import { rng } from '../src/server/random.js';
import { recommend } from '../src/server/routes/recommend.js';
import type { RouteContext } from '../src/server/routes/context.js';
import { Site } from '../src/server/sites.js';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { bundle, LIT_AND_CORE, pageEntry } from './autocomplete-paint.js';
import { gc, machine, summarize, writeResults } from './lib.js';

const ITEMS = Number(process.env.ITEMS ?? 100_000);
const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const ASKS = 400;

// ---- 1. Requests of a page with 4 widgets, 2 below the fold --------------------------------
async function requests(): Promise<{ atLoad: number; afterScroll: number; widgetsShown: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'ss-recs-page-'));
  writeFileSync(join(dir, 'page.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>recs</title>
    <body style="margin:0">
    <ss-recs tracker-id="demo" model="bestsellers" widget-id="a"></ss-recs>
    <ss-recs tracker-id="demo" model="new_arrivals" widget-id="b"></ss-recs>
    <div style="height:400vh"></div>
    <ss-recs tracker-id="demo" model="trending" widget-id="c"></ss-recs>
    <ss-recs tracker-id="demo" model="personalized" widget-id="d"></ss-recs>
    <script type="module" src="/dist/components/recs.js"></script></body></html>`);
  const service = await startServer({ port: 0, demoDir: dir });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    let asked = 0;
    page.on('request', (r) => r.url().includes('/recommend') && asked++);
    await page.goto(`${service.url}/demo/page.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('ss-recs')].slice(0, 2).every((r) => r.shadowRoot!.querySelector('[part~=item]')));
    await page.waitForTimeout(500);
    const atLoad = asked;
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => [...document.querySelectorAll('ss-recs')].every((r) => r.shadowRoot!.querySelector('[part~=item]')));
    await page.waitForTimeout(500);
    const widgetsShown = await page.evaluate(() => [...document.querySelectorAll('ss-recs')].filter((r) => r.shadowRoot!.querySelector('[part~=item]')).length);
    return { atLoad, afterScroll: asked - atLoad, widgetsShown };
  } finally {
    await browser.close();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- 2. Bytes ----------------------------------------------------------------------------
async function bytes(): Promise<{ base: number; withRecs: number; added: number; searchPage: number; searchWithRecs: number; addedToSearch: number }> {
  const before = await bundle(LIT_AND_CORE, 'recs-base');
  const after = await bundle(LIT_AND_CORE + pageEntry(['src/components/recs/recs.ts']), 'recs-page');
  // A shop's results page: the card, its styles and the text module are already there.
  const search = await bundle(LIT_AND_CORE + pageEntry(['src/components/search/search.ts']), 'recs-search');
  const both = await bundle(LIT_AND_CORE + pageEntry(['src/components/search/search.ts', 'src/components/recs/recs.ts']), 'recs-search-recs');
  return { base: before.gzip, withRecs: after.gzip, added: after.gzip - before.gzip, searchPage: search.gzip, searchWithRecs: both.gzip, addedToSearch: both.gzip - search.gzip };
}

// ---- 3. The recommender at scale -----------------------------------------------------------
async function recommender() {
  const dir = mkdtempSync(join(tmpdir(), 'ss-recs-learn-'));
  try {
    const objects = [...generateCatalog({ items: ITEMS, seed: 5 })].filter((o) => o.type === 'item');
    const site = new Site({ trackerId: 'bench', publicKey: 'p', privateKey: 'k' }, undefined, dir);
    site.index.load(objects);
    // A shopper stream: 8-view sessions that mostly stay in one category, popular items
    // more often (a skewed pick), a third of sessions add two items to the cart, a sixth buy.
    const random = rng(42);
    const byCategory = new Map<string, string[]>();
    for (const o of objects) {
      const path = String(o.fields.category_path);
      byCategory.set(path, [...(byCategory.get(path) ?? []), o.identity]);
    }
    const categories = [...byCategory.values()];
    const skewed = <T>(list: T[]) => list[Math.floor(list.length * random() ** 2)];
    mkdirSync(dir, { recursive: true });
    const out = createWriteStream(join(dir, 'events.jsonl'));
    let written = 0;
    let t = Date.parse('2026-10-01T00:00:00Z');
    let shopper = 0;
    const write = async (event: Record<string, unknown>) => {
      const line = JSON.stringify({ received_at: new Date(t).toISOString(), from: '', event: { id: `e${written}`, tracker_id: 'bench', client_id: `c${shopper % 120_000}`, local_timestamp: Math.floor(t / 1000), ...event } }) + '\n';
      written++;
      t += 1000;
      if (!out.write(line)) await once(out, 'drain');
    };
    while (written < EVENTS) {
      shopper++;
      const home = skewed(categories);
      const viewed: string[] = [];
      for (let v = 0; v < 8 && written < EVENTS; v++) {
        const list = random() < 0.8 ? home : skewed(categories);
        const item = skewed(list);
        viewed.push(item);
        await write({ type: 'pv', url: item });
      }
      if (shopper % 3 === 0 && written < EVENTS - 3) {
        const cart = [viewed[0], skewed(skewed(categories))];
        for (const item of cart) await write({ type: 'click', action: { type: 'add-to-cart', resource_identifier: item } });
        if (shopper % 6 === 0) await write({ type: 'transaction', items: cart.map((url) => ({ url, count: 1, total_price: 10 })) });
      }
      t += 40 * 60_000;
    }
    out.end();
    await once(out, 'finish');
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const analytics = site.analytics; // replays the log: every event is fed as it was received
    const learnSeconds = (performance.now() - started) / 1000;
    gc();
    const heapAnalytics = process.memoryUsage().heapUsed - heapBefore;
    const models = analytics.learned.size();

    const ctx = { sites: new Map([['bench', site]]) } as unknown as RouteContext;
    const ask = async (body: object) => {
      const req = Object.assign(Readable.from([Buffer.from(JSON.stringify([body]))]), { method: 'POST', headers: { 'content-type': 'application/json' } }) as unknown as IncomingMessage;
      const t0 = performance.now();
      await recommend(ctx, new URL('http://bench.local/v2/recommend?tracker_id=bench'), req, 2);
      return performance.now() - t0;
    };
    const users = [...analytics.users.keys()];
    const popular = site.index.byPopularity().slice(0, 20_000).map((d) => d.identity);
    const pick = rng(7);
    const anyOf = <T>(list: T[]) => list[Math.floor(pick() * list.length)];
    const models_ = ['bestsellers', 'new_arrivals', 'item_detail_alternatives', 'item_detail_complements', 'basket', 'personalized'];
    const latency: Record<string, ReturnType<typeof summarize>> = {};
    for (const model of models_) {
      const samples: number[] = [];
      for (let i = 0; i < ASKS + 20; i++) {
        const body = { widget_id: 'w', model, size: 10, identities: model.startsWith('item') || model === 'basket' ? [anyOf(popular)] : undefined, device_user_id: model === 'personalized' ? anyOf(users) : undefined };
        const ms = await ask(body);
        if (i >= 20) samples.push(ms);
      }
      latency[model] = summarize(samples);
    }
    return { items: objects.length, events: written, learnSeconds: Math.round(learnSeconds * 10) / 10, heapMb: Math.round(heapAnalytics / 1e6), rssMb: Math.round(process.memoryUsage().rss / 1e6), models, pairs: analytics.learned.pairs, latency };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const req = await requests();
console.log('requests', req);
const size = await bytes();
console.log('bytes', size);
const learn = await recommender();
console.log('recommender', JSON.stringify(learn));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const m = machine();
const md = `# <ss-recs> and the learning recommender

Command: \`npm run build && npm run bench:recs\` (${m.cpu}, ${m.cores} cores, Node ${process.version}, Chromium headless, ${String(m.date).slice(0, 10)}).

## Requests: a page with 4 widgets, 2 of them below the fold

| | requests to /v2/recommend | target |
|---|---|---|
| at load (the 2 widgets in view) | ${req.atLoad} | 1 |
| after scrolling to the other 2 | ${req.afterScroll} | 1 |

${req.widgetsShown} of 4 widgets drew their items. Widgets due in the same task share one POST (the
spec's array body); the two below the fold ask only within about a viewport of sight, together.

## Bytes <ss-recs> adds to a page that already has lit and the core (min + gzip -9)

| page | bytes |
|---|---|
| lit and the whole fetch core | ${kb(size.base)} |
| the same with <ss-recs> | ${kb(size.withRecs)} |
| **added by <ss-recs>** (element, shared card, template, CSS) | **${kb(size.added)}** (target 5 KB: ${size.added <= 5 * 1024 ? 'met' : '**missed**'}) |
| a results page (lit, core, <ss-search>) | ${kb(size.searchPage)} |
| the same with <ss-recs> | ${kb(size.searchWithRecs)} |
| **added by <ss-recs> where the card is already on the page** | **${kb(size.addedToSearch)}** |

Where the bytes go (each measured as what it adds to lit and the core): the shared card (default card,
prices, highlight rebuild, templates) about 1.4 KB, its styles 0.5 KB, the element's own styles 0.8 KB,
the text module 0.3 KB; the element itself about 2.7 KB. Where a results element is already on the page
(a search page with a no-results row, a category page with a bestsellers row), the card, its styles and
the text module are shared and the row costs the second figure.

## The recommender at ${learn.items.toLocaleString('en')} items with ${learn.events.toLocaleString('en')} stored events

The stream: 8-view sessions mostly within one category, popular items more often, a third of
the sessions put two items in the cart, a sixth buy them (120,000 shoppers).

| | |
|---|---|
| learning from the event log on start (replay, all feeds) | ${learn.learnSeconds} s |
| heap of the site's analytics after it (the kept event log, histories, learned pairs) | ${learn.heapMb} MB |
| partner lists kept (viewed-together and bought-together, per item) / partner entries | ${learn.models.items.toLocaleString('en')} / ${learn.models.entries.toLocaleString('en')} |
| pair updates made | ${learn.pairs.toLocaleString('en')} |
| process RSS at the end | ${learn.rssMb} MB |

Latency per widget (one widget per request, size 10, in process, ${ASKS} requests each), ms:

| model | p50 | p90 | p99 | max |
|---|---|---|---|---|
${Object.entries(learn.latency).map(([model, s]) => `| ${model} | ${s.p50} | ${s.p90} | ${s.p99} | ${s.max} |`).join('\n')}

Base items are drawn from the 20,000 most popular; personalized users from those with events.
`;
writeResults('recs', { machine: m, requests: req, bytes: size, recommender: learn }, md);
console.log(md);
