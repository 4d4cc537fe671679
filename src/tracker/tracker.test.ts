/**
 * The tracker in Chromium against the real local service's Events API. Shop pages are
 * same-origin iframes (test/browser/fixtures/tracker.html) so that a test can reload
 * them and navigate them away while the events are still on their way. Delivery through
 * faults, page leaves and tabs: delivery.test.ts.
 */
import { expect } from '@open-wc/testing';
import { until as untilWithin, wait } from '../../test/browser/harness.js';
import { configure, options, page, serverEvents, serviceUrl } from '../../test/browser/tracker-fixture.js';
import type { Hit } from '../core/types.js';
import {
  actionEvent, autocompleteList, autocompletePopupList, listItems, pageView, productListingList, recommendationList,
  searchResultsList, transactionEvent, transactionParts,
} from './events.js';
import { backoff, next, push, type Entry } from './queue.js';
import { waitForSlot } from '../core/rate.js';

let base: string;
before(async () => {
  base = await serviceUrl();
});

const until = <T>(probe: () => T | Promise<T>, ok: (value: T) => boolean, timeout = 10_000) => untilWithin(probe, ok, timeout);
const hit = (id: string, title: string, price?: number): Hit => ({ url: id, type: 'item', attributes: { title: `<em>${title.slice(0, 3)}</em>${title.slice(3)}`, 'title.untouched': title, price } });

describe('event builders', () => {
  it('list items carry absolute positions across pages, plain titles and prices', () => {
    expect(listItems([hit('a', 'Alpha', 10), hit('b', 'Beta')], 20)).to.deep.equal([
      { title: 'Alpha', type: 'item', url: 'a', position: 21, price: 10 },
      { title: 'Beta', type: 'item', url: 'b', position: 22, price: null },
    ]);
  });

  it('uses the exact list names and the filters of each list', () => {
    const search = searchResultsList('head', [hit('a', 'Alpha')], { offset: 10, guid: 'g1', variant: 'Original', sort: 'price:asc', filters: { brand: ['X'] } });
    expect(search['Search Results']!.query).to.deep.equal({ string: 'head', filters: { brand: ['X'], 'sort by': 'price:asc', _Guid: 'g1', _Variant: 'Original' } });
    expect(search['Search Results']!.items[0].position).to.equal(11);
    expect(Object.keys(autocompleteList('he', []))).to.deep.equal(['Autocomplete']);
    const listing = productListingList({ categoryLabel: 'Audio||Headphones', categoryIdentity: 'category:Audio||Headphones' }, [], { guid: 'g2' });
    expect(listing['Product Listing']!.query).to.deep.equal({ scopes: { _category_label: 'Audio||Headphones', _category_identity: 'category:Audio||Headphones' }, filters: { _Guid: 'g2' } });
    const recs = recommendationList([hit('a', 'Alpha')], { recommenderClientId: 'pdp', recommendationId: 'r1', itemIds: ['x'], recommender: 'item_detail_alternatives', type: 'alternatives' });
    expect(recs.Recommendation!.query.filters).to.deep.equal({ RecommenderClientId: 'pdp', RecommendationId: 'r1', ItemIds: ['x'], Recommender: 'item_detail_alternatives', Type: 'alternatives' });
    expect(autocompletePopupList([]).Recommendation!.query.filters).to.deep.equal({ RecommenderClientId: 'autocomplete_popup', Recommender: 'autocomplete_popup' });
  });

  it('builds page views, clicks, conversions and transactions', () => {
    expect(pageView('item-1', 'Title')).to.deep.equal({ type: 'pv', url: 'item-1', title: 'Title' });
    expect(actionEvent('item-1')).to.deep.equal({ type: 'click', action: { type: 'click', resource_identifier: 'item-1' } });
    expect(actionEvent('item-1', 'add-to-cart').action.type).to.equal('add-to-cart');
    expect(transactionEvent([{ url: 'item-1', count: 2, total_price: 20 }]).items[0].count).to.equal(2);
  });

  it('splits a purchase into parts that each fit one request (a non-ASCII unit counted as 3 bytes), every line once, a line too large alone left out', () => {
    const line = (url: string, title = '') => ({ url, count: 1, total_price: 1, title });
    // About 6,050 bytes each (2,000 units of 2 bytes, counted 3), in room for 7,000: one a part.
    const wide = 'é'.repeat(2000);
    const parts = transactionParts([line('a', wide), line('b', wide), line('c', 'x'.repeat(9000)), line('d')], 4096 + 7000);
    expect(parts.map((part) => part.map((l) => l.url))).to.deep.equal([['a'], ['b', 'd']]);
  });
});

describe('queue', () => {
  const entry = (type: string, id: string, extra: Partial<Entry> = {}): Entry => ({ e: { type, id }, a: 0, n: 0, ...extra });

  it('sends transactions and conversions before impressions, oldest first', () => {
    const q = [entry('event', '1'), entry('pv', '2'), entry('click', '3'), entry('transaction', '4'), entry('click', '5')];
    expect(next(q, 0, 1000)!.e.id).to.equal('4');
    expect(next(q.filter((x) => x.e.id !== '4'), 0, 1000)!.e.id).to.equal('3');
  });

  it('skips entries backing off or in flight', () => {
    const q = [entry('transaction', '1', { n: 5000 }), entry('click', '2', { f: 900 }), entry('pv', '3')];
    expect(next(q, 1000, 1000)!.e.id).to.equal('3');
    expect(next(q, 2000, 1000)!.e.id).to.equal('2');
  });

  it('stays bounded by pushing out the least important, oldest entry', () => {
    const q = [entry('click', '1'), entry('event', '2'), entry('event', '3')];
    const out = push(q, entry('pv', '4'), 3);
    expect(out!.e.id).to.equal('2');
    expect(q.map((x) => x.e.id)).to.deep.equal(['1', '3', '4']);
  });

  it('backs off exponentially with jitter, and paces to a window', () => {
    expect(backoff(1, () => 0)).to.equal(500);
    expect(backoff(3, () => 0.999)).to.be.closeTo(4000 * 1.499, 1);
    expect(backoff(20, () => 0.5)).to.equal(60_000);
    const times = Array.from({ length: 30 }, (_, i) => 1000 + i);
    expect(waitForSlot(times, 2000, 30, 15_000)).to.equal(1000 + 15_000 - 2000);
    expect(waitForSlot(times.slice(1), 2000, 30, 15_000)).to.equal(0);
  });
});

describe('tracker in a page', () => {
  afterEach(async () => {
    // Back to the spec's limits and no faults; the request log stays, for the test files running beside this one.
    await configure({});
    document.querySelectorAll('iframe').forEach((f) => f.remove());
  });

  it('keeps client_id in a first-party cookie across reloads', async () => {
    const opts = await options();
    const [frame, first] = await page();
    const a = new first.Tracker(opts);
    const id = a.clientId;
    expect(id).to.match(/^[0-9a-f-]{36}$/);
    expect(first.document.cookie).to.contain(`${opts.cookieName}=${id}`);
    const [, second] = await page(frame);
    const b = new second.Tracker(opts);
    expect(b.clientId).to.equal(id);
    b.pageView('item-1');
    await b.flush();
    const { events } = await until(() => serverEvents(id), (r) => r.events.length === 1);
    expect(events[0]).to.include({ type: 'pv', url: 'item-1', client_id: id, tracker_id: 'demo', consent_granted: true });
    expect(events[0].local_timestamp).to.be.within(Date.now() / 1000 - 60, Date.now() / 1000 + 1);
  });

  it('flush() resolves once what was queued is sent, the sends under way included', async () => {
    const opts = await options();
    const [, win] = await page();
    const t = new win.Tracker(opts);
    t.pageView('item-2');
    t.click('item-2');
    t.list(searchResultsList('x', [hit('item-2', 'X')]));
    await t.flush();
    expect(t.stats.sent).to.equal(3);
    expect((await serverEvents(t.clientId)).events).to.have.length(3);
  });

  it('loses no event when the page navigates away 50 ms after it', async () => {
    const [frame, win] = await page();
    const t = new win.Tracker(await options());
    const client = t.clientId;
    t.pageView('item-2');
    t.click('item-2');
    t.conversion('add-to-cart', 'item-2');
    t.list(searchResultsList('phone', [hit('item-2', 'Phone')]));
    t.transaction([{ url: 'item-2', count: 1, total_price: 199.99 }]);
    setTimeout(() => (frame.src = '/test/browser/fixtures/blank.html'), 50);
    const { events } = await until(() => serverEvents(client), (r) => r.events.length >= 5);
    expect(events.map((e) => e.type).sort()).to.deep.equal(['click', 'click', 'event', 'pv', 'transaction']);
    expect(new Set(events.map((e) => e.id)).size).to.equal(5);
  });

  it('merges list impressions of one task into one event, and reports autocomplete once typing stops', async () => {
    const [, win] = await page();
    // A pause between keystrokes is far below the delay even on a loaded machine, whose timers can run late by 100s of ms.
    const t = new win.Tracker(await options({ autocompleteDelay: 1000 }));
    t.list(searchResultsList('tv', [hit('item-3', 'TV')]));
    t.list(recommendationList([hit('item-4', 'Soundbar')], { recommenderClientId: 'serp' }));
    for (const q of ['t', 'te', 'tel', 'tele']) {
      t.autocomplete(q, [hit('item-5', 'Telly')]);
      await wait(40);
    }
    const { events } = await until(() => serverEvents(t.clientId), (r) => r.events.length >= 2, 6000);
    await wait(300);
    const after = (await serverEvents(t.clientId)).events;
    expect(after).to.have.length(2);
    const merged = after.find((e) => 'Search Results' in (e.lists as object))!;
    expect(Object.keys(merged.lists as object).sort()).to.deep.equal(['Recommendation', 'Search Results']);
    const typed = after.find((e) => 'Autocomplete' in (e.lists as object))!;
    expect((typed.lists as { Autocomplete: { query: { string: string } } }).Autocomplete.query.string).to.equal('tele');
    void events;
  });

  it('keystrokes in a theme\'s box enhanced as <ss-search-box> (light DOM) postpone the Autocomplete list as in <ss-autocomplete>', async () => {
    const [, win] = await page();
    const t = new win.Tracker(await options({ autocompleteDelay: 500 }));
    for (const tag of ['ss-search-box', 'ss-autocomplete']) {
      win.document.body.insertAdjacentHTML('beforeend', `<${tag}><form><input name="q"></form></${tag}>`);
      const host = win.document.body.lastElementChild as HTMLElement;
      // <ss-autocomplete>'s box is in its shadow root: its input events reach the document retargeted to the host.
      const target = tag === 'ss-autocomplete' ? host : host.querySelector('input')!;
      const disconnect = t.connect(win.document);
      t.autocomplete(`h-${tag}`, [hit('item-5', 'Headphones')]);
      // Keys 150 ms apart for 1.2 s, longer than the delay: the first letter's list waits for the last.
      for (let i = 0; i < 8; i++) {
        await wait(150);
        target.dispatchEvent(new (win as unknown as typeof globalThis).Event('input', { bubbles: true, composed: true }));
      }
      t.autocomplete(`head-${tag}`, [hit('item-5', 'Headphones')]);
      disconnect();
      await wait(900);
    }
    await until(() => serverEvents(t.clientId), (r) => r.events.length >= 2, 6000);
    const typed = (await serverEvents(t.clientId)).events.map((e) => (e.lists as { Autocomplete: { query: { string: string } } }).Autocomplete.query.string);
    expect(typed).to.deep.equal(['head-ss-search-box', 'head-ss-autocomplete']);
  });

  it('loses nothing and duplicates nothing through 20% 5xx and bursts of 429', async function () {
    this.timeout(60_000);
    // Faults only for this test's client: other test files send events to the same service meanwhile.
    const client = `faulty-${Date.now()}`;
    await configure({ faults: { errorRate: 0.2, burst429: { every: 12, length: 3, retryAfter: 1 }, seed: 7, clientPrefix: 'faulty-', limits: { perClient: 30, windowMs: 1500 } } });
    const [, win] = await page();
    const reasons: string[] = [];
    const sent = new Set<string>();
    const onReport = (r: { kind: string; id: string; reason?: string }) => (r.kind === 'retried' ? reasons.push(r.reason!) : r.kind === 'sent' && sent.add(r.id));
    const opts = { ...(await options({ rate: { count: 30, windowMs: 1500, perSession: 400 } })), onReport };
    win.document.cookie = `${opts.cookieName}=${client}; Path=/`;
    const t = new win.Tracker(opts);
    expect(t.clientId).to.equal(client);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push(t.track(i % 10 === 0 ? transactionEvent([{ url: `item-${i}`, count: 1, total_price: i }]) : pageView(`item-${i}`))!);
    }
    await until(() => t.pending, (p) => p === 0, 50_000);
    const { events, stats } = await serverEvents(t.clientId);
    expect(events.map((e) => e.id).sort()).to.deep.equal([...ids].sort());
    const injected = stats.log.filter((l) => l.status === 503 || (l.status === 429 && !l.limited)).length;
    expect(injected).to.be.greaterThan(5);
    // Every status the service injected was retried; so, under a loaded test run, was an answer
    // that came too late (network), which the service may have stored already (its duplicate is not stored twice).
    expect(reasons.filter((r) => r !== 'network').length).to.equal(injected);
    expect(t.stats.retried).to.equal(reasons.length);
    expect([...sent].sort()).to.deep.equal([...ids].sort());
    expect(stats.log.filter((l) => l.limited)).to.deep.equal([], 'the tracker never ran into the real rate limit');
  });

  it('never sends more than 30 events per 15 s per client_id', async function () {
    this.timeout(40_000);
    const [, win] = await page();
    const t = new win.Tracker(await options());
    for (let i = 0; i < 34; i++) t.pageView(`item-${i}`);
    await until(() => t.pending, (p) => p === 0, 30_000);
    const { stats, events } = await serverEvents(t.clientId);
    expect(events).to.have.length(34);
    const times = stats.log.map((l) => l.t).sort((a, b) => a - b);
    for (let i = 30; i < times.length; i++) expect(times[i] - times[i - 30]).to.be.at.least(15_000);
    expect(stats.log.filter((l) => l.limited)).to.deep.equal([]);
  });

  it('with consent denied writes no cookie or storage and sends nothing', async () => {
    const opts = await options({ consent: 'denied' });
    const [, win] = await page();
    // What an earlier, consenting visit left behind goes too.
    const prefix = `ss:demo:${opts.cookieName}:`;
    win.localStorage.setItem(`${prefix}q`, '[]');
    const t = new win.Tracker(opts);
    t.pageView('item-9');
    t.click('item-9');
    t.list(searchResultsList('x', [hit('item-9', 'X')]));
    await t.flush();
    await wait(200);
    expect(win.document.cookie).not.to.contain(opts.cookieName!);
    expect(Object.keys(win.localStorage).filter((k) => k.startsWith(prefix))).to.deep.equal([]);
    expect(win.performance.getEntriesByType('resource').filter((e) => e.name.startsWith(`${base}/events`))).to.have.length(0);
    expect((await serverEvents(t.clientId)).events).to.have.length(0);
  });

  it('with consent pending buffers in memory only, and sends once granted, marked as consented', async () => {
    const opts = await options({ consent: 'pending' });
    const [, win] = await page();
    // This tracker's keys only: test pages running beside this one write their own.
    const mine = () => Object.keys(win.localStorage).filter((k) => k.startsWith(`ss:demo:${opts.cookieName}:`));
    const t = new win.Tracker(opts);
    t.pageView('item-10');
    await wait(100);
    expect(win.document.cookie).not.to.contain(opts.cookieName!);
    expect(mine()).to.deep.equal([]);
    expect(t.pending).to.equal(1);
    t.setConsent('granted');
    expect(win.document.cookie).to.contain(`${opts.cookieName}=${t.clientId}`);
    const { events } = await until(() => serverEvents(t.clientId), (r) => r.events.length === 1);
    // Sent once the shopper consented: it says so (what was buffered meanwhile too).
    expect([events[0].url, events[0].consent_granted]).to.deep.equal(['item-10', true]);
  });

  it('consent withdrawn to pending stores nothing more; granted again, each event is sent once', async () => {
    const opts = await options();
    const [, win] = await page();
    const mine = () => Object.keys(win.localStorage).filter((k) => k.startsWith(`ss:demo:${opts.cookieName}:q`)).map((k) => win.localStorage.getItem(k)).join('');
    const t = new win.Tracker(opts);
    await t.flush();
    t.setConsent('pending');
    t.pageView('item-11');
    expect(mine()).to.not.contain('item-11');
    t.setConsent('granted');
    await t.flush();
    const { events } = await until(() => serverEvents(t.clientId), (r) => r.events.length >= 1);
    await wait(300);
    expect((await serverEvents(t.clientId)).events.filter((e) => (e as { url?: string }).url === 'item-11')).to.have.length(1);
    expect(t.stats.sent, 'sent once, not twice (the service keeps an id once)').to.equal(events.length);
  });

  it('drops what the service refuses (400) with the reason, and keeps customer_id apart from client_id', async () => {
    const reports: string[] = [];
    const [, win] = await page();
    const t = new win.Tracker(await options({ onReport: (r) => reports.push(`${r.kind}:${r.reason ?? ''}`) }));
    const client = t.clientId;
    t.track({ type: 'event', lists: { 'search results': { items: [] } } });
    t.setCustomer('user-1');
    t.click('item-1');
    t.setCustomer(undefined);
    t.click('item-2');
    await until(() => t.pending, (p) => p === 0);
    expect(Object.keys(t.stats.dropped)[0]).to.match(/^400: unknown list "search results"/);
    expect(t.clientId).to.equal(client);
    const { events } = await serverEvents(client);
    expect(events.map((e) => e.customer_id ?? null)).to.deep.equal(['user-1', null]);
    expect(reports.filter((r) => r.startsWith('dropped'))).to.have.length(1);
  });
});
