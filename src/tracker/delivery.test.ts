/**
 * The tracker's delivery promises (docs/tracker.md, Delivery), each proved by what
 * arrived where: Retry-After waited out, events kept while they cannot leave and sent once
 * by the next page, a duplicate the service stored while its answer was lost, the pagehide
 * path itself, two tabs sharing one pace, a flush while another tab sends, the per-session cap. Shop pages are same-origin
 * iframes; a tracker id of the test's own keeps each test's stored queue apart.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { until, wait } from '../../test/browser/harness.js';
import { mockEvents, options, page, serverEvents } from '../../test/browser/tracker-fixture.js';

let n = 0;
/** Options for a tracker of its own (own stored queue and pace) posting to `eventsUrl`. */
const own = async (eventsUrl: string, extra = {}) => ({ ...(await options()), trackerId: `delivery-${Date.now()}-${n++}`, eventsUrl, ...extra });

describe('tracker delivery', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  it('waits out a 429\'s Retry-After before sending again', async function () {
    this.timeout(15_000);
    const mock = mockEvents('429,200', 0, 'retry2');
    const [, win] = await page();
    const t = new win.Tracker(await own(mock.url));
    t.pageView('item-1');
    const { times, ids } = await until(mock.arrivals, (a) => a.count >= 2, 8000);
    expect(times[1] - times[0]).to.be.at.least(1950, 'the second try came before Retry-After: 2 had passed');
    expect(times[1] - times[0]).to.be.below(5000);
    expect(ids[1]).to.equal(ids[0], 'the retry carries the same event id');
    expect(t.stats).to.deep.include({ sent: 1, retried: 1 });
  });

  it('flush() waits 2 s at most for a service that does not answer (a page flushing before it leaves is not held)', async function () {
    this.timeout(15_000);
    const mock = mockEvents('200', 8000);
    const [, win] = await page();
    const t = new win.Tracker(await own(mock.url));
    t.pageView('item-1');
    const started = performance.now();
    await t.flush();
    expect(performance.now() - started).to.be.within(1500, 3500);
    expect(t.stats.sent).to.equal(0);
  });

  it('reads a Retry-After given as an HTTP date', async function () {
    this.timeout(15_000);
    const mock = mockEvents('429,200', 0, 'retrydate3');
    const [, win] = await page();
    const t = new win.Tracker(await own(mock.url));
    t.pageView('item-1');
    const { times } = await until(mock.arrivals, (a) => a.count >= 2, 8000);
    // The date has whole seconds: 2 to 3 s ahead when it was written.
    expect(times[1] - times[0]).to.be.at.least(1950, 'the second try came before the date');
    expect(times[1] - times[0]).to.be.below(5000);
  });

  it('pauses longer after each 429 in a row that has no Retry-After', async function () {
    this.timeout(20_000);
    const mock = mockEvents('429,429,429,200', 0, 'noretry');
    const [, win] = await page();
    const t = new win.Tracker(await own(mock.url));
    t.pageView('item-1');
    const { times } = await until(mock.arrivals, (a) => a.count >= 4, 15_000);
    // 1 s, 2 s, 4 s, each times 0.5 to 1.5: the third pause is at least 2 s.
    expect(times[3] - times[2]).to.be.at.least(1900);
    await until(() => t.stats.sent, (sent) => sent === 1);
  });

  it('backs off after a 5xx by the failures alone: the 429s before it do not lengthen the wait', async function () {
    this.timeout(20_000);
    const mock = mockEvents('429,429,429,503,200', 0, 'retry1');
    const [, win] = await page();
    const t = new win.Tracker(await own(mock.url));
    t.pageView('item-1');
    const { times } = await until(mock.arrivals, (a) => a.count >= 5, 15_000);
    // A first failure waits 0.5 to 1.5 s; counted as a fourth try it would wait 4 to 12 s.
    expect(times[4] - times[3]).to.be.below(3000);
    await until(() => t.stats.sent, (sent) => sent === 1);
    expect(t.stats.retried).to.equal(4);
  });

  it('keeps events while they cannot leave, and the next page sends each of them once', async function () {
    this.timeout(20_000);
    const unreachable = 'http://127.0.0.1:9/events';
    const [frame, first] = await page();
    const opts = await own(unreachable);
    const a = new first.Tracker(opts);
    a.pageView('item-1');
    a.click('item-1');
    a.conversion('add-to-cart', 'item-1');
    a.transaction([{ url: 'item-1', count: 2, total_price: 20 }]);
    // Every event tried and backing off: the leaving page has nothing it may send now.
    await until(() => a.stats.retried, (r) => r >= 4, 5000);
    expect(a.pending).to.equal(4);
    const mock = mockEvents();
    const [, second] = await page(frame);
    const b = new second.Tracker({ ...opts, eventsUrl: mock.url });
    const { ids } = await until(mock.arrivals, (r) => r.count >= 4, 10_000);
    await wait(300);
    const after = await mock.arrivals();
    expect(after.count).to.equal(4, 'each event arrives once');
    expect(new Set(ids).size).to.equal(4);
    // Arrivals are counted before the mock answers: wait for this page's answers.
    await until(() => b.stats.sent, (sent) => sent >= 4, 5000);
    expect(b.pending).to.equal(0);
  });

  it('sends again an event whose answer was lost after the service stored it; the service keeps it once', async function () {
    this.timeout(20_000);
    const [, win] = await page();
    const opts = await options();
    const t = new win.Tracker(opts);
    await executeServerCommand('ss-lose-answers', { count: 1, url: opts.eventsUrl });
    t.pageView('item-lost-answer');
    await until(() => t.pending, (p) => p === 0, 15_000);
    const { events, stats } = await serverEvents(t.clientId);
    expect(events).to.have.length(1);
    const tries = stats.log.filter((l) => l.id === events[0].id);
    expect(tries.map((l) => l.status)).to.deep.equal([200, 200], 'the tracker sent the same id twice');
    expect(t.stats).to.deep.include({ sent: 1, retried: 1 });
  });

  it('the pagehide path itself sends what is waiting, and what it may not send yet the next page sends', async function () {
    this.timeout(40_000);
    // The first send hangs 3 s: the pump waits on it, so nothing else leaves unless the page's leaving sends it.
    const mock = mockEvents('200', 3000, 'slowfirst');
    const [frame, first] = await page();
    const opts = await own(mock.url, { rate: { count: 3, windowMs: 60_000, perSession: 400 } });
    const a = new first.Tracker(opts);
    const start = Date.now();
    a.pageView('item-1');
    await until(mock.arrivals, (r) => r.count === 1);
    for (const id of ['item-2', 'item-3', 'item-4', 'item-5']) a.click(id);
    await wait(100);
    expect((await mock.arrivals()).count).to.equal(1);
    frame.src = '/test/browser/fixtures/blank.html';
    // Two more fit the pace (3 a minute): they leave with the page. Nothing else of that page
    // can send them once it is gone, so the wait may be as long as a loaded machine needs:
    // the browser keeps 6 connections a host, and a test file running beside this one can
    // hold them all with slow answers of the same test server (a CI run saw 2 of 3 at 5 s).
    const left = await until(mock.arrivals, (r) => r.count >= 3, 20_000);
    expect(left.count).to.equal(3);
    await wait(300);
    expect((await mock.arrivals()).count).to.equal(3, 'the pace holds on leaving too');
    // Leaving ended the first page's sends without an answer (Chromium rejects them). That is
    // no network failure: none goes again after a retry's backoff (under 1.5 s for a first
    // try), only once in flight for 10 s. Past that backoff, the next page starts.
    await wait(start + 2000 - Date.now());
    // The next page sends the two left behind once the pace allows (the window of a minute: stretch it no further).
    const [, second] = await page(frame);
    const b = new second.Tracker({ ...opts, rate: { count: 10, windowMs: 1000, perSession: 400 } });
    await until(mock.arrivals, (r) => new Set(r.ids).size >= 5, 10_000);
    // Arrivals are counted before the mock answers: wait for this page's answers to its two.
    await until(() => b.stats.sent, (sent) => sent >= 2, 5000);
    await wait(300);
    const all = await mock.arrivals();
    expect(new Set(all.ids).size).to.equal(5);
    if (Date.now() - start < 10_000) {
      expect(all.count).to.equal(5, 'a send of the page that left went again before 10 s');
      // Those three stay in flight; nothing else is waiting.
      expect(b.pending).to.equal(3);
    } else {
      // A loaded machine got here after 10 s: the three in flight, and only they, may have gone twice.
      const [inFlight, twice] = [all.ids.slice(0, 3), all.ids.filter((id, k) => all.ids.indexOf(id) < k)];
      expect(twice.filter((id) => !inFlight.includes(id))).to.deep.equal([], 'sent twice though not in flight');
      expect(b.pending).to.equal(5 - b.stats.sent);
    }
  });

  it('two tabs of one browser share one pace', async function () {
    this.timeout(30_000);
    const mock = mockEvents();
    const opts = await own(mock.url, { rate: { count: 3, windowMs: 1000, perSession: 400 } });
    const [, tab1] = await page();
    const [, tab2] = await page();
    const a = new tab1.Tracker(opts);
    const b = new tab2.Tracker(opts);
    expect(b.clientId).to.equal(a.clientId);
    for (let i = 0; i < 6; i++) {
      a.pageView(`item-a${i}`);
      b.pageView(`item-b${i}`);
    }
    const { times, ids } = await until(mock.arrivals, (r) => r.count >= 12, 20_000);
    expect(new Set(ids).size).to.equal(12);
    for (let i = 3; i < times.length; i++) expect(times[i] - times[i - 3]).to.be.at.least(950, `4 sends within a second (send ${i})`);
  });

  it('flush() in one tab while another tab is sending: resolves once its event is sent (by either tab), or after 2 s with the event kept', async function () {
    this.timeout(20_000);
    const [, tab1] = await page();
    const [, tab2] = await page();
    /** The first tab sends (its run holds the sending lock, each send as slow as `mock`); the second queues one and flushes: how long that took. */
    const flushWhileSending = async (mock: ReturnType<typeof mockEvents>) => {
      const opts = await own(mock.url);
      const sending = new tab1.Tracker(opts);
      const flushing = new tab2.Tracker(opts);
      sending.pageView('item-a');
      await wait(100);
      flushing.pageView('item-b');
      const started = performance.now();
      await flushing.flush();
      return { took: performance.now() - started, flushing };
    };
    const mock = mockEvents('200', 600);
    const quick = await flushWhileSending(mock);
    const { ids } = await mock.arrivals();
    expect(ids.length, 'both tabs\' events arrived before the second tab\'s flush() resolved').to.equal(2);
    expect(quick.took).to.be.below(2500);
    expect(quick.flushing.pending).to.equal(0);
    // A service slower than the 2 s: the flush lets go, the event stays queued and goes later, once.
    const slow = mockEvents('200', 2600);
    const late = await flushWhileSending(slow);
    expect(late.took).to.be.within(1500, 3500);
    expect(late.flushing.pending, 'kept, not lost').to.be.at.least(1);
    const later = await until(slow.arrivals, (r) => r.count >= 2, 15_000);
    expect(new Set(later.ids).size).to.equal(2);
  });

  it('stops at the per-session cap and keeps the rest', async function () {
    this.timeout(10_000);
    const mock = mockEvents();
    const [, win] = await page();
    const t = new win.Tracker(await own(mock.url, { rate: { count: 100, windowMs: 1000, perSession: 5 } }));
    for (let i = 0; i < 8; i++) t.pageView(`item-${i}`);
    await until(mock.arrivals, (r) => r.count >= 5, 5000);
    await wait(800);
    expect((await mock.arrivals()).count).to.equal(5);
    expect(t.pending).to.equal(3);
  });
});
