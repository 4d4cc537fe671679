/**
 * The inspector's search analytics against a computation of this test's own over the same
 * seeded event log: every figure of the API, of the CSV export and of the page (Chromium),
 * overall and per A/B variant. The computation here walks the log backwards from each
 * action (the service walks it forwards, src/inspect/model/attribution.ts), so the two
 * agree only if both follow docs/inspect.md. Needs `npm run build` and a Chromium.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { rng } from '../../src/server/random.js';
import { pageRig } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;

type Ev = { t: number; e: any };
const SITE = 'shop';
const T0 = Date.UTC(2025, 2, 3, 9, 0, 0);
const MIN = 60_000;
const QUERIES = ['tv', 'TV ', 'headphones', 'usb, cable', 'laptop  bag', 'Laptop bag', 'phone case', '=HYPERLINK("x")', 'qqqzzz', 'blender'];
const EMPTY = new Set(['qqqzzz', '=hyperlink("x")', 'blender']);
const ITEMS = Array.from({ length: 40 }, (_, i) => `item-${i}`);

/** A seeded log: 60 shoppers, sessions with searches, later pages, clicks, carts, purchases, some after a break. */
function seed(): Ev[] {
  const random = rng(45);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const log: Ev[] = [];
  let n = 0;
  for (let c = 0; c < 60; c++) {
    const client = `client-${c}`;
    const variant = pick(['A', 'B', '', '']);
    let t = T0 + Math.floor(random() * 150) * MIN;
    const add = (body: Record<string, unknown>) => {
      t += Math.floor(random() * 90_000) + 1000;
      log.push({ t, e: { id: `e${n++}`, tracker_id: SITE, client_id: client, ...(variant ? { ab_test_variant: variant } : {}), ...body } });
    };
    const shown: string[] = [];
    const search = (query: string, from = 1, listVariant?: string) => {
      const empty = EMPTY.has(query.toLowerCase().trim());
      const items = empty ? [] : [...ITEMS].sort(() => random() - 0.5).slice(0, 10).map((url, i) => ({ title: url, type: 'item', url, position: from + i, price: 10 }));
      shown.push(...items.map((i) => i.url));
      const filters = listVariant ? { _Variant: listVariant } : {};
      add({ type: 'event', lists: { 'Search Results': { items, query: { string: query, filters } } } });
    };
    for (let session = 0; session < (random() < 0.3 ? 2 : 1); session++) {
      if (session) t += 40 * MIN; // a break: what was searched before is forgotten
      add({ type: 'pv', url: '/' });
      for (let s = 0; s < 1 + Math.floor(random() * 3); s++) {
        const query = pick(QUERIES);
        search(query, 1, random() < 0.15 ? 'C' : undefined);
        if (random() < 0.3) search(query, 11);
        if (random() < 0.1) search(pick(['kettle', 'mixer']), 11); // a later page whose search is not in the log
        if (random() < 0.2) add({ type: 'event', lists: { Autocomplete: { items: [{ title: 'x', type: 'item', url: pick(ITEMS), position: 1 }], query: { string: 'te' } } } });
        for (let k = 0; k < Math.floor(random() * 3); k++) {
          const url = random() < 0.8 && shown.length ? pick(shown) : pick(ITEMS);
          add({ type: 'click', action: { type: 'click', resource_identifier: url } });
          if (random() < 0.4) add({ type: 'click', action: { type: 'add-to-cart', resource_identifier: url } });
          if (random() < 0.1) add({ type: 'click', action: { type: 'add-to-wishlist', resource_identifier: url } });
          if (random() < 0.1) add({ type: 'click', action: { type: 'buy', resource_identifier: url } });
        }
        if (random() < 0.25) add({ type: 'transaction', items: [{ url: shown.length ? pick(shown) : pick(ITEMS), count: 1, total_price: 10 }, { url: pick(ITEMS), count: 2, total_price: 20 }] });
      }
    }
  }
  return log.sort((a, b) => a.t - b.t);
}

const LOG = seed();

// ---- The test's own computation (docs/inspect.md, "How a search is counted"), walking backwards.

const GAP = 30 * MIN;
const key = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();
const results = (ev: Ev) => ev.e.type === 'event' ? ev.e.lists['Search Results'] : undefined;
const isFirst = (ev: Ev) => results(ev).items.length === 0 || Math.min(...results(ev).items.map((i: any) => i.position)) <= 1;
const variantOf = (ev: Ev) => results(ev).query.filters?._Variant || ev.e.ab_test_variant || '';

const byClient = new Map<string, Ev[]>();
for (const ev of LOG) byClient.set(ev.e.client_id, [...(byClient.get(ev.e.client_id) ?? []), ev]);

/** Indexes into a client's events, from i - 1 back to the start of i's session. */
function* back(events: Ev[], i: number) {
  for (let j = i - 1; j >= 0 && events[j + 1].t - events[j].t <= GAP; j--) yield j;
}

/** The search (an event) a Search Results list belongs to: itself when it is a first page, else the latest first page of its query in the session. */
function searchOf(events: Ev[], i: number): Ev | undefined {
  if (isFirst(events[i])) return events[i];
  for (const j of back(events, i)) if (results(events[j]) && isFirst(events[j]) && key(results(events[j]).query.string) === key(results(events[i]).query.string)) return events[j];
  return undefined;
}

/** Where `url` was last shown before event i in its session, by a list that belongs to a search. */
function shownAt(events: Ev[], i: number, url: string): { search: Ev; position: number } | undefined {
  for (const j of back(events, i)) {
    if (!results(events[j])) continue;
    const search = searchOf(events, j);
    const item = results(events[j]).items.findLast((it: any) => it.url === url);
    if (search && item) return { search, position: item.position };
  }
  return undefined;
}

const row = (p: number) => (p <= 10 ? String(p) : p <= 20 ? '11-20' : '21+');

function expected(variant?: string) {
  const want = (search: Ev) => variant === undefined || variantOf(search) === variant;
  const searches: Ev[] = [];
  const marks = new Map<Ev, Set<string>>();
  const shown = new Map<string, number>();
  const clicks = new Map<string, number>();
  for (const events of byClient.values()) {
    events.forEach((ev, i) => {
      if (results(ev)) {
        const search = searchOf(events, i);
        if (!search || !want(search)) return;
        if (search === ev) searches.push(ev);
        for (const item of results(ev).items) shown.set(row(item.position), (shown.get(row(item.position)) ?? 0) + 1);
        return;
      }
      const actions: Array<[string, string]> = ev.e.type === 'click' ? [[ev.e.action.type, ev.e.action.resource_identifier]]
        : ev.e.type === 'transaction' ? ev.e.items.map((l: any) => ['buy', l.url]) : [];
      for (const [action, url] of actions) {
        const from = shownAt(events, i, url);
        if (!from || !['click', 'add-to-cart', 'buy'].includes(action)) continue;
        marks.set(from.search, (marks.get(from.search) ?? new Set()).add(action));
        if (action === 'click' && want(from.search)) clicks.set(row(from.position), (clicks.get(row(from.position)) ?? 0) + 1);
      }
    });
  }
  const funnel = (list: Ev[]) => ({
    searches: list.length, noResults: list.filter((s) => !results(s).items.length).length,
    clicked: list.filter((s) => marks.get(s)?.has('click')).length, carted: list.filter((s) => marks.get(s)?.has('add-to-cart')).length,
    purchased: list.filter((s) => marks.get(s)?.has('buy')).length,
  });
  const grouped = (list: Ev[]) => {
    const out = new Map<string, Ev[]>();
    for (const s of list) out.set(key(results(s).query.string), [...(out.get(key(results(s).query.string)) ?? []), s]);
    return [...out].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1)).slice(0, 20);
  };
  const times = searches.map((s) => s.t);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const bucketMs = [1, 5, 15, 60, 360, 1440, 10080].map((m) => m * MIN).find((size) => Math.floor(last / size) - Math.floor(first / size) < 48)!;
  const points = [];
  for (let b = Math.floor(first / bucketMs); b <= Math.floor(last / bucketMs); b++) {
    const inside = searches.filter((s) => Math.floor(s.t / bucketMs) === b);
    points.push({ t: b * bucketMs, searches: inside.length, noResults: inside.filter((s) => !results(s).items.length).length });
  }
  const all = [...byClient.values()].flatMap((events) => events.filter((ev, i) => results(ev) && searchOf(events, i) === ev));
  const variants = [...new Set(all.map(variantOf))].sort((a, b) => (!a ? 1 : !b ? -1 : a.localeCompare(b)));
  return {
    events: LOG.length,
    ...(variant === undefined ? {} : { variant }),
    variants: variants.map((v) => ({ variant: v, ...funnel(all.filter((s) => variantOf(s) === v)) })),
    totals: funnel(searches),
    topQueries: grouped(searches).map(([query, list]) => ({ query, ...funnel(list) })),
    noResultQueries: grouped(searches.filter((s) => !results(s).items.length)).map(([query, list]) => ({ query, searches: list.length })),
    positions: [...'12345678910'.match(/10|\d/g)!, '11-20', '21+'].map((position) => ({ position, impressions: shown.get(position) ?? 0, clicks: clicks.get(position) ?? 0 })),
    series: { bucketMs, points },
  };
}

// ---- The page, the API and the CSV against it.

const rig = pageRig({
  service: {
    sites: [{ trackerId: SITE, publicKey: 'p', privateKey: 'k' }], objects: [],
    dataDir: (dir) => {
      mkdirSync(join(dir, SITE));
      writeFileSync(join(dir, SITE, 'events.jsonl'), LOG.map((ev) => JSON.stringify({ received_at: new Date(ev.t).toISOString(), from: '', event: ev.e }) + '\n').join(''));
    },
  },
});

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '–');
const rate = (part: number, whole: number) => `${percent(part, whole)} (${part} of ${whole})`;
const funnelCells = (f: ReturnType<typeof expected>['totals']) => [String(f.searches), rate(f.noResults, f.searches), rate(f.clicked, f.searches), rate(f.carted, f.searches), rate(f.purchased, f.searches)];

/** Every figure the page shows, as text (a time cell as its datetime); inline arrows only: a named function here would not survive the trip to the page. */
function figuresOnPage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const root = document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-analytics').shadowRoot;
    const out: Record<string, unknown> = { kpis: Object.fromEntries([...root.querySelectorAll('dd[data-figure]')].map((dd: any) => [dd.dataset.figure, dd.textContent.replace(/\s+/g, ' ').trim()])) };
    for (const name of ['variants', 'topQueries', 'noResultQueries', 'positions', 'series']) {
      out[name] = [...root.querySelectorAll(`table[data-table=${name}] tbody tr`)].filter((tr: any) => !tr.querySelector('td.none'))
        .map((tr: any) => [...tr.children].map((cell: any) => cell.querySelector('time')?.getAttribute('datetime') ?? cell.textContent.replace(/\s+/g, ' ').trim()));
    }
    return out;
  });
}

function pageFigures(x: ReturnType<typeof expected>) {
  const t = x.totals;
  return {
    kpis: { searches: String(t.searches), noResults: rate(t.noResults, t.searches), clicked: rate(t.clicked, t.searches), carted: rate(t.carted, t.searches), purchased: rate(t.purchased, t.searches) },
    variants: x.variants.map((v) => [v.variant || '(none)', ...funnelCells(v)]),
    topQueries: x.topQueries.map((q) => [q.query, ...funnelCells(q)]),
    noResultQueries: x.noResultQueries.map((q) => [q.query, String(q.searches)]),
    positions: x.positions.map((p) => [p.position, String(p.impressions), String(p.clicks), percent(p.clicks, p.impressions)]),
    series: x.series.points.map((p) => [new Date(p.t).toISOString(), String(p.searches), String(p.noResults)]),
  };
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += ch;
  }
  return rows;
}

describe('inspector analytics', () => {
  const variants = ['A', 'B', 'C', ''];

  it('the seeded log has what each figure needs', () => {
    const all = expected();
    assert.ok(all.totals.searches > 80 && all.totals.noResults > 10 && all.totals.clicked > 10 && all.totals.carted > 5 && all.totals.purchased > 5, JSON.stringify(all.totals));
    assert.deepEqual(all.variants.map((v) => v.variant), variants);
    assert.ok(all.positions.every((p) => p.position === '21+' || p.impressions > 0));
    assert.ok(all.positions.filter((p) => p.clicks > 0).length > 8);
    assert.ok(all.series.points.length > 20 && all.series.bucketMs === 5 * MIN);
  });

  it('the API: every figure, overall and per variant', async () => {
    for (const variant of [undefined, ...variants]) {
      const res = await fetch(`${rig.service.url}/inspect/api/analytics?tracker_id=${SITE}${variant === undefined ? '' : `&variant=${variant}`}`);
      assert.deepEqual(await res.json(), expected(variant), `variant ${variant}`);
    }
  });

  it('the CSV: every figure, overall and per variant; a query a spreadsheet would run as a formula is text', async () => {
    const res = await fetch(`${rig.service.url}/inspect/export/analytics.csv?tracker_id=${SITE}`);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    const [head, ...rows] = parseCsv(await res.text());
    assert.deepEqual(head, ['scope', 'figure', 'key', 'value']);
    const value = (scope: string, figure: string, k = '') => rows.filter((r) => r[0] === scope && r[1] === figure && r[2] === k).map((r) => r[3]);
    const ratio = (part: number, whole: number) => String(whole ? Number((part / whole).toFixed(4)) : 0);
    for (const variant of [undefined, ...variants]) {
      const x = expected(variant);
      const scope = variant === undefined ? 'all' : `variant:${variant}`;
      for (const [table, k, f] of [['totals', '', x.totals], ...x.topQueries.map((q) => ['topQueries', q.query.startsWith('=') ? `'${q.query}` : q.query, q] as const)] as const) {
        for (const name of ['searches', 'noResults', 'clicked', 'carted', 'purchased'] as const) assert.deepEqual(value(scope, `${table}.${name}`, k), [String(f[name])], `${scope} ${table}.${name} ${k}`);
        assert.deepEqual(value(scope, `${table}.clickThroughRate`, k), [ratio(f.clicked, f.searches)]);
        assert.deepEqual(value(scope, `${table}.purchaseRate`, k), [ratio(f.purchased, f.searches)]);
      }
      for (const p of x.positions) assert.deepEqual(value(scope, 'positions.clickThroughRate', p.position), [ratio(p.clicks, p.impressions)]);
      for (const q of x.noResultQueries) assert.deepEqual(value(scope, 'noResultQueries.searches', q.query.startsWith('=') ? `'${q.query}` : q.query), [String(q.searches)]);
      for (const p of x.series.points) assert.deepEqual(value(scope, 'series.searches', new Date(p.t).toISOString()), [String(p.searches)]);
    }
    assert.ok(rows.some((r) => r[2] === 'usb, cable'), 'a comma inside a cell');
    assert.ok(rows.some((r) => r[2] === '\'=hyperlink("x")'), 'the formula is text');
  });

  it('the page: every figure, overall and per variant, against the test\'s own computation', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${rig.service.url}/inspect/?tracker_id=${SITE}#analytics`);
    const note = page.locator('ss-inspect-analytics .note');
    await page.locator(`ss-inspect-analytics .note[data-events="${LOG.length}"]`).waitFor();
    assert.deepEqual(await figuresOnPage(page), pageFigures(expected()));
    for (const variant of variants) {
      await page.locator('ss-inspect-analytics select').selectOption(`=${variant}`);
      await note.filter({ hasText: `searches of the variant ${variant || '(none)'}.` }).waitFor();
      assert.deepEqual(await figuresOnPage(page), pageFigures(expected(variant)), `variant ${variant}`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
});
