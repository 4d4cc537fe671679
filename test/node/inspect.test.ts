/**
 * The events inspector (/inspect/) in Chromium beside the demo shop: what a shopper does
 * shows there within a second of reaching the service, with its type and positions; an
 * event the Events API refuses shows its reason and field; the filters, pause and the
 * body as sent work; axe finds nothing. Needs `npm run build` and a Chromium.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright';
import { pageRig } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any, MutationObserver: any;

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const rig = pageRig();

interface Row { seq: number; id: string; type: string; verdict: string; text: string; at?: number; t: number }

/** The inspector's rows, newest first, with when each appeared on the page (its MutationObserver's clock). */
function rows(page: Page): Promise<Row[]> {
  return page.evaluate(() => [...document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-events').shadowRoot.querySelectorAll('li.record')]
    .map((li: any) => ({
      seq: Number(li.dataset.seq), id: li.dataset.id, type: li.dataset.type, verdict: li.dataset.verdict,
      text: li.querySelector('summary').textContent.replace(/\s+/g, ' ').trim(), at: window.ssSeen?.[li.dataset.seq], t: Date.parse(li.querySelector('time').getAttribute('datetime')),
    })));
}

/** The inspector in a page of its own (`bypassCSP`: so that axe can be added to it; the page itself runs under its CSP). */
async function openInspector(bypassCSP = false): Promise<Page> {
  const page = await rig.browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as any).errors = errors;
  await page.goto(`${rig.service.url}/inspect/`);
  await page.waitForFunction(() => document.querySelector('ss-inspect')?.shadowRoot?.querySelector('.state.live'));
  // When each row first appears (mutation observers are not throttled like timers of a page in the background).
  await page.evaluate(() => {
    window.ssSeen = {};
    const root = document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-events').shadowRoot;
    new MutationObserver(() => root.querySelectorAll('li.record').forEach((li: any) => (window.ssSeen[li.dataset.seq] ??= Date.now())))
      .observe(root, { childList: true, subtree: true });
    root.querySelectorAll('li.record').forEach((li: any) => (window.ssSeen[li.dataset.seq] ??= Date.now()));
  });
  return page;
}

/** Waits for the row of the stored event `id` and returns it. */
async function rowOf(page: Page, id: string): Promise<Row> {
  await page.waitForFunction((i: string) => document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-events').shadowRoot.querySelector(`li[data-id="${i}"]`), id, { timeout: 5000 });
  return (await rows(page)).find((r) => r.id === id)!;
}

const stored = (client: string) => rig.service.sites.get('demo')!.analytics.events.map((r) => r.event).filter((e) => e.client_id === client);

async function until<T>(get: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = get();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not there after 10 s: ${what}`);
}

function post(body: unknown) {
  return fetch(`${rig.service.url}/events`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .flatMap((v: any) => v.nodes.map((n: any) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)}`)));
}

describe('events inspector', () => {
  it('shows a shopper\'s search, click, add-to-cart and purchase within a second, with types and positions', async (t) => {
    const inspector = await openInspector();
    const context = await rig.browser.newContext();
    const shop = await context.newPage();
    await shop.goto(`${rig.service.url}/demo/search.html?q=headphones`);
    await shop.waitForFunction(() => (document.querySelector('ss-search')?.shadowRoot?.querySelectorAll('.hit').length ?? 0) > 2);
    const client = String(await shop.evaluate(() => window.ssTracker.clientId));
    assert.equal(await shop.locator('footer a[href="/inspect/"]').count(), 1, 'the demo\'s footer links the inspector');
    const check = async (find: (e: Record<string, any>) => boolean, what: string, expect: RegExp) => {
      const event = await until(() => stored(client).find(find), what);
      const row = await rowOf(inspector, String(event.id));
      assert.ok(row.at! - row.t < 1000, `${what}: on the page ${row.at! - row.t} ms after the service received it`);
      t.diagnostic(`${what}: on the page ${row.at! - row.t} ms after the service received it`);
      assert.match(row.text, expect, what);
      return { event, row };
    };
    await check((e) => e.type === 'pv' && String(e.url).includes('search.html'), 'the search page\'s view', /pv .*\/demo\/search\.html\?q=headphones/);
    const { event: list } = await check((e) => e.type === 'event' && e.lists['Search Results'], 'the results list', /event .*Search Results “headphones”: #1 item-\d+, #2 item-\d+, #3 item-\d+/);
    const third = (list as any).lists['Search Results'].items[2].url as string;

    // Click the third result: the click belongs to the search, at position 3.
    await shop.locator('ss-search .hit a.card-link').nth(2).click();
    await shop.waitForURL(/product\.html/);
    const at3 = new RegExp(`${third} \\(#3 of the search “headphones”\\)`);
    await check((e) => e.type === 'click' && e.action.type === 'click', 'the click', new RegExp(`click · click .*${at3.source}`));
    await shop.waitForSelector('#product button.primary');
    await shop.click('#product button.primary');
    await check((e) => e.type === 'click' && e.action.type === 'add-to-cart', 'the add-to-cart', new RegExp(`click · add-to-cart .*${at3.source}`));
    await shop.goto(`${rig.service.url}/demo/cart.html`);
    await shop.click('text=Place order');
    await check((e) => e.type === 'transaction', 'the purchase', new RegExp(`transaction .*${third} ×1 \\(#3 of the search “headphones”\\)`));
    const mine = (await rows(inspector)).filter((r) => r.text.includes(client.slice(0, 8)));
    assert.ok(mine.every((r) => r.verdict === 'accepted'), 'all the shop\'s events were accepted');
    assert.deepEqual(mine.map((r) => r.seq), [...mine.map((r) => r.seq)].sort((a, b) => b - a), 'newest first');
    assert.deepEqual((inspector as any).errors, []);
    await context.close();
    await inspector.close();
  });

  it('shows what the Events API refuses, with its reason and field; filters, pause and the body as sent work; axe finds nothing', async () => {
    const inspector = await openInspector(true);
    const client = `test-${randomUUID()}`;
    const bad = { type: 'event', id: randomUUID(), tracker_id: 'demo', client_id: client, lists: { 'search results': { items: [] } } };
    assert.equal((await post(bad)).status, 400);
    const refused = await rowOf(inspector, bad.id);
    assert.equal(refused.verdict, 'rejected');
    assert.match(refused.text, /rejected 400: unknown list "search results"; list names are exact and case-sensitive.* \(field: lists\["search results"\]\)/);
    assert.ok(refused.at! - refused.t < 1000, `${refused.at! - refused.t} ms`);
    const good = { type: 'click', id: randomUUID(), tracker_id: 'demo', client_id: client, action: { type: 'add-to-cart', resource_identifier: 'item-7' } };
    assert.equal((await post(good)).status, 200);
    await rowOf(inspector, good.id);
    assert.equal((await post('{"type": "pv", oops')).status, 400);
    await inspector.waitForFunction(() => document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-events').shadowRoot.querySelector('li[data-verdict=rejected][data-type=""]'));
    const malformed = (await rows(inspector)).find((r) => r.verdict === 'rejected' && !r.type)!;
    assert.match(malformed.text, /\(no type\) .*rejected 400: the body is not valid JSON/);

    const events = inspector.locator('ss-inspect-events');
    const shown = async () => (await rows(inspector)).map((r) => r.id || `seq-${r.seq}`);
    const filter = async (name: string, value: string) => {
      const field = events.locator(`[name=${name}]`);
      if (await field.evaluate((f: any) => f.localName === 'select')) await field.selectOption(value);
      else await field.fill(value);
    };
    await filter('client', client);
    await inspector.waitForFunction(() => document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-events').shadowRoot.querySelectorAll('li.record').length === 2);
    assert.deepEqual(await shown(), [good.id, bad.id], 'client id');
    await filter('verdict', 'problems');
    assert.deepEqual(await shown(), [bad.id], 'not accepted');
    await filter('verdict', '');
    await filter('type', 'click');
    assert.deepEqual(await shown(), [good.id], 'type');
    await filter('type', '');
    await filter('client', '');
    await filter('q', 'ITEM-7');
    assert.ok((await shown()).includes(good.id) && !(await shown()).includes(bad.id), 'text, any case');
    assert.match(await events.locator('a[download]').getAttribute('href') ?? '', /^\/inspect\/export\/events\.jsonl\?tracker_id=demo&q=ITEM-7$/, 'the export takes the filters');
    await filter('q', '');

    // Pause: a new request waits, counted, until resumed.
    await events.locator('button[aria-pressed]').click();
    const later = { ...good, id: randomUUID() };
    await post(later);
    await events.locator('.paused', { hasText: 'Paused: 1 new request waiting' }).waitFor();
    assert.ok(!(await shown()).includes(later.id));
    await events.locator('button[aria-pressed=true]').click();
    await rowOf(inspector, later.id);

    // The body as sent.
    const row = events.locator(`li[data-id="${bad.id}"]`);
    await row.locator('summary').click();
    const body = JSON.parse(await row.locator('pre').innerText());
    assert.deepEqual(body, bad);
    assert.deepEqual(await violations(inspector), [], 'events, one open');
    // The analytics follow the events as they are accepted, with no reload.
    await inspector.locator('ss-inspect nav a', { hasText: 'Analytics' }).click();
    await inspector.locator('ss-inspect-analytics .note').waitFor();
    const query = `zq${Date.now()}`;
    // Twice, so that it is among the top queries without results whatever else the service saw.
    for (let i = 0; i < 2; i++) {
      const search = { type: 'event', id: randomUUID(), tracker_id: 'demo', client_id: client, lists: { 'Search Results': { items: [], query: { string: query } } } };
      assert.equal((await post(search)).status, 200);
    }
    await inspector.locator('ss-inspect-analytics table[data-table=noResultQueries] th', { hasText: query }).waitFor({ timeout: 5000 });
    for (const scheme of ['dark', 'light'] as const) {
      await inspector.emulateMedia({ colorScheme: scheme });
      await inspector.locator('ss-inspect nav a', { hasText: 'Analytics' }).click();
      await inspector.locator('ss-inspect-analytics .note').waitFor();
      assert.deepEqual(await violations(inspector), [], `analytics, ${scheme}`);
      await inspector.locator('ss-inspect nav a', { hasText: 'Events' }).click();
      assert.deepEqual(await violations(inspector), [], `events, ${scheme}`);
    }
    assert.deepEqual((inspector as any).errors, []);
    await inspector.close();
  });
  it('isolates text from the request: a right-to-left query keeps the quotes, colon and positions of its line in place', async () => {
    const page = await openInspector();
    try {
      const id = randomUUID();
      const query = 'אוזניות אלחוטיות';
      await post({ type: 'event', id, tracker_id: 'demo', client_id: `rtl-${id}`, lists: { 'Search Results': { items: [{ title: 't', type: 'item', url: 'item-3', position: 1 }], query: { string: query } } } });
      await rowOf(page, id);
      const isolated = await page.evaluate((i: string) => [...document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-events').shadowRoot
        .querySelectorAll(`li[data-id="${i}"] .what bdi`)].map((b: any) => b.textContent), id);
      assert.deepEqual(isolated, [query, 'item-3'], 'the query and the item each in a bdi of its own');
    } finally {
      await page.close();
    }
  });

  it('a page address in other letters reads as its letters, and a very long query keeps its row to a few lines', async () => {
    const page = await openInspector();
    try {
      const id = randomUUID();
      const long = 'headphones '.repeat(300);
      await fetch(`${rig.service.url}/events`, {
        method: 'POST', headers: { 'content-type': 'text/plain', referer: `${rig.service.url}/demo/search.html?q=%D8%B3%D9%85%D8%A7%D8%B9%D8%A7%D8%AA` },
        body: JSON.stringify({ type: 'event', id, tracker_id: 'demo', client_id: `long-${id}`, lists: { 'Search Results': { items: [], query: { string: long } } } }),
      });
      await rowOf(page, id);
      const row = await page.evaluate((i: string) => {
        const li = document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-events').shadowRoot.querySelector(`li[data-id="${i}"]`);
        return { page: li.querySelector('.page').textContent, height: li.querySelector('summary').getBoundingClientRect().height };
      }, id);
      assert.equal(row.page, '/demo/search.html?q=سماعات');
      assert.ok(row.height < 120, `the row is ${row.height} px tall`);
    } finally {
      await page.close();
    }
  });

  // (Last: its 200 requests use much of the per-address allowance of the Events API for 15 s.)
  it('a burst of requests (a load test) is drawn a few times, not once per request, and the hidden list not at all', async () => {
    const page = await openInspector();
    try {
      await page.evaluate(() => {
        const list = document.querySelector('ss-inspect').shadowRoot.querySelector('ss-inspect-events');
        const update = list.update;
        window.ssUpdates = 0;
        list.update = function (...args: unknown[]) {
          window.ssUpdates++;
          return update.apply(this, args);
        };
      });
      const burst = async (n: number) => {
        const ids: string[] = [];
        for (let batch = 0; batch < n / 50; batch++) {
          await Promise.all(Array.from({ length: 50 }, () => {
            const id = randomUUID();
            ids.push(id);
            return post({ type: 'pv', id, tracker_id: 'demo', client_id: `burst-${randomUUID()}`, url: '/burst' });
          }));
        }
        return ids;
      };
      const ids = await burst(150);
      await rowOf(page, ids.at(-1)!);
      const updates = await page.evaluate(() => window.ssUpdates);
      assert.ok(updates <= 25, `${updates} redraws of the list for 150 requests`);
      // The analytics shown: the hidden list is not drawn again until it is shown.
      await page.evaluate(() => (window.location.hash = '#analytics'));
      await page.waitForTimeout(300);
      const before = await page.evaluate(() => window.ssUpdates);
      const more = await burst(50);
      await page.waitForTimeout(600);
      assert.equal(await page.evaluate(() => window.ssUpdates), before, 'drawn while hidden');
      await page.evaluate(() => (window.location.hash = '#events'));
      await rowOf(page, more.at(-1)!);
    } finally {
      await page.close();
    }
  });
});
