/** What the tracker reports of a results page, through the event contract, to the local service's Events API. */
import { expect } from '@open-wc/testing';
import { until } from '../../../test/browser/harness.js';
import { service } from '../../../test/browser/service.js';
import { cards, choose, make, resetUrl } from '../../../test/browser/results-fixture.js';
import { Tracker } from '../../tracker/index.js';

afterEach(resetUrl);

type Ev = { type: string; url?: string; lists?: Record<string, { items: Array<{ url: string; position: number }>; query: { string?: string; filters?: Record<string, unknown>; scopes?: Record<string, string> } }>; action?: { type: string; resource_identifier: string } };

async function eventsOf(tracker: Tracker, count: number): Promise<Ev[]> {
  const base = (await service()).url;
  await tracker.flush();
  return until(async () => ((await (await fetch(`${base}/__test/events?tracker_id=demo&client_id=${tracker.clientId}`)).json()) as { events: Ev[] }).events, (e) => e.length >= count, 5000);
}

/** Runs `test` with a tracker of its own (its own cookie: its own client id) listening to the page, disconnected after. */
async function tracked(name: string, test: (tracker: Tracker) => Promise<void>): Promise<void> {
  const base = (await service()).url;
  const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${base}/events`, cookieName: `ss_${name}_${Date.now()}` });
  const disconnect = tracker.connect(document);
  try {
    await test(tracker);
  } finally {
    disconnect();
    tracker.destroy();
  }
}

describe('results pages: analytics through tracker.connect()', () => {
  it('Search Results once per page shown (absolute positions, guid, filters, sort), a page view per page reached in place, clicks and add-to-cart', async () => {
    await tracked('sr', async (tracker) => {
      const el = await make('ss-search', '?q=headphones&page=2&sort=price:asc', 'size="6" facets="brand" add-to-cart');
      await choose(el, 'brand', 'Auralis');
      el.addEventListener('ss-select', (e) => e.preventDefault());
      cards(el)[0].querySelector<HTMLAnchorElement>('a[href]')!.click();
      cards(el)[1].querySelector<HTMLButtonElement>('[part=add-to-cart]')!.click();
      const events = await eventsOf(tracker, 5);
      const lists = events.filter((e) => e.lists?.['Search Results']).map((e) => e.lists!['Search Results']);
      expect(lists.length).to.equal(2);
      expect(lists[0].items.map((i) => i.position)).to.deep.equal([7, 8, 9, 10, 11, 12]);
      expect(lists[0].query.string).to.equal('headphones');
      expect(lists[0].query.filters!['sort by']).to.equal('price:asc');
      expect(lists[0].query.filters!._Guid).to.be.a('string');
      expect(lists[1].query.filters!.brand).to.deep.equal(['Auralis']);
      expect(lists[1].items[0].position).to.equal(1, 'a refinement starts at page 1');
      expect(events.filter((e) => e.type === 'pv').length).to.equal(1, 'the refinement is a page view; the first page is the shop\'s own');
      const actions = events.filter((e) => e.type === 'click').map((e) => e.action!.type);
      expect(actions.sort()).to.deep.equal(['add-to-cart', 'click']);
    });
  });

  it('a search that found nothing is reported too: its query, no items (the analytics\' searches without results)', async () => {
    await tracked('nr', async (tracker) => {
      await make('ss-search', '?q=qqqzzzxx', 'size="6"');
      const events = await eventsOf(tracker, 1);
      const lists = events.filter((e) => e.lists?.['Search Results']).map((e) => e.lists!['Search Results']);
      expect(lists.length).to.equal(1);
      expect(lists[0].query.string).to.equal('qqqzzzxx');
      expect(lists[0].items).to.deep.equal([]);
    });
  });

  it('Product Listing with its scopes', async () => {
    await tracked('pl', async (tracker) => {
      await make('ss-listing', '', 'category="Audio||Headphones" size="4"');
      const events = await eventsOf(tracker, 1);
      const list = events.find((e) => e.lists?.['Product Listing'])!.lists!['Product Listing'];
      expect(list.query.scopes).to.deep.equal({ _category_label: 'Audio||Headphones', _category_identity: 'Audio||Headphones' });
      expect(list.items.length).to.equal(4);
    });
  });

  it('results shown before the page\'s tracker connects are reported once it does (scripts load in any order)', async () => {
    const base = (await service()).url;
    const frame = document.body.appendChild(document.createElement('iframe'));
    try {
      await new Promise<void>((resolve) => {
        frame.onload = () => resolve();
        frame.src = `/test/browser/fixtures/search.html?q=headphones&base=${encodeURIComponent(base)}`;
      });
      const win = frame.contentWindow as Window & { eval(code: string): Promise<{ Tracker: typeof Tracker }> };
      await until(() => win.document.querySelector('ss-search')?.shadowRoot?.querySelectorAll('.hit').length, Boolean, 5000);
      // The tracker's script comes last: the list was shown before anything listened.
      const { Tracker: Late } = await win.eval("import('/src/tracker/index.ts')");
      const tracker = new Late({ trackerId: 'demo', eventsUrl: `${base}/events`, cookieName: `ss_late_${Date.now()}` });
      tracker.connect(win.document);
      const events = await eventsOf(tracker as unknown as Tracker, 1);
      const lists = events.filter((e) => e.lists?.['Search Results']);
      expect(lists.length).to.equal(1, 'the list shown before the tracker came, once');
      expect(lists[0].lists!['Search Results'].query.string).to.equal('headphones');
      tracker.destroy();
    } finally {
      frame.remove();
    }
  });
});
