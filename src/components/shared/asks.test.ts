/**
 * The whole query API from attributes: what each attribute sends, read back from the local
 * service's own request log (`/__test/queries`), what the shopper sees of it (hidden filters
 * neither in the URL nor in chips), what the analytics carry (the A/B variant in every list,
 * the model context), and no identity before consent.
 */
import { expect, fixture } from '@open-wc/testing';
import { until } from '../../../test/browser/harness.js';
import { service } from '../../../test/browser/service.js';
import { cards, choose, facetOf, make, priceOf, resetUrl, root, settle } from '../../../test/browser/results-fixture.js';
import { make as makeAutocomplete, settled } from '../../../test/browser/autocomplete-fixture.js';
import { typeInto } from '../../../test/browser/harness.js';
import { search } from '../../core/client.js';
import { Tracker } from '../../tracker/index.js';
import '../recs/recs.js';
import type { SsRecs } from '../recs/recs.component.js';

afterEach(resetUrl);

interface Logged { method: string; path: string; query: string; body?: string }
type Ev = { type: string; context?: Record<string, string>; lists?: Record<string, { items: Array<{ url: string; price: number | null }>; query: { filters?: Record<string, unknown> } }> };

let runs = 0;
/** A marker no other test's request carries: a `ctx[]` entry (accepted, harmless). */
const marker = () => `run:${Date.now()}-${runs++}`;

/** The requests the service logged with `has` in them, each as its path, method, parameters (repeated ones as lists) and body. */
async function logged(has: string, count = 1): Promise<Array<{ method: string; path: string; params: Record<string, string | string[]>; body?: Record<string, unknown> }>> {
  const base = (await service()).url;
  const log = await until(async () => (await (await fetch(`${base}/__test/queries?has=${encodeURIComponent(has)}`)).json()) as Logged[], (l) => l.length >= count, 5000);
  return log.map((l) => {
    const params: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(l.query)) params[k] = k.endsWith('[]') ? [...((params[k] as string[] | undefined) ?? []), v] : v;
    return { method: l.method, path: l.path, params, body: l.body ? JSON.parse(l.body) : undefined };
  });
}

async function eventsOf(tracker: Tracker, ok: (e: Ev[]) => boolean): Promise<Ev[]> {
  const base = (await service()).url;
  await tracker.flush();
  return until(async () => ((await (await fetch(`${base}/__test/events?tracker_id=demo&client_id=${tracker.clientId}`)).json()) as { events: Ev[] }).events, ok, 5000);
}

async function tracked(consent: 'granted' | 'pending' = 'granted'): Promise<[Tracker, () => void]> {
  const base = (await service()).url;
  const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${base}/events`, cookieName: `ss_q${Date.now()}${runs++}`, consent });
  const disconnect = tracker.connect(document);
  return [tracker, () => { disconnect(); tracker.destroy(); }];
}

describe('the query API from attributes: <ss-search> and <ss-listing>', () => {
  it('every attribute\'s parameters reach the service; the shop\'s filters are neither in the URL nor in chips; the variant and context reach the Search Results list', async () => {
    const [tracker, stop] = await tracked();
    try {
      const run = marker();
      const el = await make('ss-search', '?q=headphones', `size="6" facets="brand, color" personalize ctx="warehouse:berlin; ${run}"
        context="availability_field:availability; geo_location:48.15,17.11" prefer="brand:Nordby" filters="availability:1" exclude="brand:Kovax; price:|20"
        variant="B" non-collapsed-variants`);
      const [sent] = await logged(run);
      expect(sent.path).to.equal('/search');
      expect(sent.params['ctx[]']).to.deep.equal(['warehouse:berlin', run]);
      expect(sent.params['context[availability_field]']).to.equal('availability');
      expect(sent.params['context[geo_location]']).to.equal('48.15,17.11');
      expect(sent.params['prefer[]']).to.deep.equal(['brand:Nordby']);
      expect(sent.params['f[]']).to.deep.equal(['type:item', 'availability:1']);
      expect(sent.params['neg_f[]']).to.deep.equal(['brand:Kovax', 'price:|20']);
      expect(sent.params.non_collapsed_variants).to.equal('true');
      expect(sent.params.user_id).to.equal(tracker.clientId);
      expect(sent.params.client_id).to.equal(tracker.clientId);
      expect(location.search).to.equal('?q=headphones', 'the shop\'s filters are not the shopper\'s');
      expect(root(el).querySelector('[part=chips]')).to.equal(null);
      const events = await eventsOf(tracker, (e) => e.some((x) => x.lists?.['Search Results']));
      const list = events.find((e) => e.lists?.['Search Results'])!;
      expect(list.lists!['Search Results'].query.filters!._Variant).to.equal('B');
      expect(list.context).to.deep.equal({ warehouse: 'berlin', run: run.slice(4) });
    } finally {
      stop();
    }
  });

  it('no identity before consent, the customer id once logged in, none without `personalize`', async () => {
    const [tracker, stop] = await tracked('pending');
    try {
      const [a, b, c] = [marker(), marker(), marker()];
      await make('ss-search', '?q=tv', `size="2" personalize ctx="${a}"`);
      tracker.setConsent('granted');
      tracker.setCustomer('customer-7');
      await make('ss-search', '?q=tv', `size="2" personalize ctx="${b}"`);
      await make('ss-search', '?q=tv', `size="2" ctx="${c}"`);
      const [before, after, plain] = [(await logged(a))[0], (await logged(b))[0], (await logged(c))[0]];
      expect([before.params.user_id, before.params.client_id]).to.deep.equal([undefined, undefined]);
      expect([after.params.user_id, after.params.client_id]).to.deep.equal(['customer-7', tracker.clientId]);
      expect([plain.params.user_id, plain.params.client_id]).to.deep.equal([undefined, undefined]);
    } finally {
      stop();
      tracker.setConsent('denied');
    }
  });

  it('hit_fields: the fields the card draws and the shopper filters on, the shop template\'s too, without the raw title; none with a renderer or `*`; an explicit list as given', async () => {
    const [a, b, c, d, e] = [marker(), marker(), marker(), marker(), marker()];
    const lean = await make('ss-search', '?q=tv', `size="4" facets="brand, color" ctx="${a}"`);
    const [asked] = await logged(a);
    const fields = (asked.params.hit_fields as string).split(',');
    expect(fields).to.include.members(['title', 'url', 'image_link', 'price', 'list_price', 'brand', 'rating', 'availability']);
    // A facet's field is asked once the shopper filters on it (it chooses the variant a card shows), not before.
    expect(fields).not.to.include.members(['description', 'color']);
    expect(asked.params.remove_fields).to.equal('title.untouched');
    // The card unhighlights the title itself: its text and its link's name are the plain title.
    const first = cards(lean)[0];
    expect(first.querySelector('.title')!.textContent!.trim()).to.match(/tv/i);
    expect(first.querySelector('.title')!.textContent).not.to.contain('<');
    await make('ss-search', '?q=tv&f=color%3ABlack', `size="4" facets="brand, color" ctx="${e}"`);
    expect(((await logged(e))[0].params.hit_fields as string).split(',')).to.include('color');
    const templated = await make('ss-search', '?q=tv', `size="4" facets="brand" ctx="${b}"`, '<template data-type="item"><a href="{{url}}">{{title}}</a> <i>{{title.untouched}}</i> {{screen_size}} {{price_formatted}}</template>');
    expect(((await logged(b))[0].params.hit_fields as string).split(',')).to.include.members(['screen_size', 'price']);
    // `{{title.untouched}}` is the plain title too, though its raw copy is not asked for.
    await until(() => cards(templated), (c) => c.length > 0, 5000);
    const shown = cards(templated)[0];
    expect(shown.querySelector('a')!.textContent).to.match(/tv/i);
    expect(shown.querySelector('i')!.textContent).to.equal(shown.querySelector('a')!.textContent);
    const custom = await make('ss-search', '?q=tv', `size="4" hit-fields="*" ctx="${c}"`);
    expect((await logged(c))[0].params.hit_fields).to.equal(undefined);
    expect((await logged(c))[0].params.remove_fields).to.equal(undefined);
    expect(cards(custom).length).to.equal(4);
    await make('ss-search', '?q=tv', `size="4" hit-fields="title,url" ctx="${d}"`);
    expect((await logged(d))[0].params.hit_fields).to.equal('title,url');
    expect((await logged(d))[0].params.remove_fields).to.equal(undefined);
  });

  it('a filter set too long for a URL goes by POST /v2/search, with the same answer; the shopper\'s choices stay in f[], so their facet still offers its other values', async () => {
    const run = marker();
    const base = (await service()).url;
    const brands = (await search({ baseUrl: base }, { tracker_id: 'demo', q: 'headphones', 'f[]': ['type:item'], facets: 'brand' })).results.facets[0].values;
    expect(brands.length).to.be.greaterThan(2);
    const brand = String(brands[0].value);
    const many = Array.from({ length: 160 }, (_, i) => `brand:Nobrand${i}`).join('; ');
    const el = await make('ss-search', `?q=headphones&f=brand:${encodeURIComponent(brand)}`, `size="8" facets="brand" ctx="${run}" exclude="${many}" filters="availability:1; availability:0"`);
    const [sent] = await logged(run);
    expect(sent.method).to.equal('POST');
    expect(sent.path).to.equal('/v2/search');
    expect(sent.params['f[]']).to.deep.equal(['type:item', `brand:${brand}`]);
    expect(JSON.stringify(sent.body)).to.contain('Nobrand159').and.to.contain('"not"').and.to.contain('availability:0');
    const direct = await search({ baseUrl: base }, { tracker_id: 'demo', q: 'headphones', size: 8, 'f[]': ['type:item', `brand:${brand}`], facets: 'brand' });
    expect(cards(el).map((c) => c.querySelector('a')!.getAttribute('href'))).to.deep.equal(direct.results.hits.map((h) => String(h.attributes.url)));
    const offered = facetOf(el, 'brand')!.querySelectorAll('input[type=checkbox]').length;
    expect(offered).to.equal(direct.results.facets[0].values.length);
    expect(offered).to.be.greaterThan(1);
  });

  it('<ss-listing>: the variant in the Product Listing list', async () => {
    const [tracker, stop] = await tracked();
    try {
      await make('ss-listing', '', 'category="Audio" size="4" variant="listing-B"');
      const events = await eventsOf(tracker, (e) => e.some((x) => x.lists?.['Product Listing']));
      expect(events.find((e) => e.lists?.['Product Listing'])!.lists!['Product Listing'].query.filters!._Variant).to.equal('listing-B');
    } finally {
      stop();
    }
  });

  it('the shop\'s own prices (`prices`) fill the cards and the list reports them; the prices wait hidden until then', async () => {
    const [tracker, stop] = await tracked();
    try {
      history.replaceState(null, '', `${location.pathname}?q=headphones`);
      let release!: () => void;
      // The lookup is set before the element is on the page: an answer kept from an earlier test comes at once.
      const el = document.createElement('ss-search') as HTMLElement & { prices?: unknown; pricing: boolean };
      for (const [name, value] of [['tracker-id', 'demo'], ['base-url', (await service()).url], ['size', '3'], ['facets', 'brand']]) el.setAttribute(name, value);
      const gate = new Promise<void>((ok) => (release = ok));
      el.prices = async (hits: Array<{ url: string }>) => {
        await gate;
        return Object.fromEntries(hits.map((h, i) => [h.url, 100 + i]));
      };
      await fixture<HTMLDivElement>(`<div></div>` as unknown as never).then((holder) => holder.append(el));
      await until(() => el.pricing);
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part=card-price]')!).visibility).to.equal('hidden');
      release();
      await until(() => !el.pricing);
      await settle(el as never);
      expect(cards(el as never).map(priceOf)).to.deep.equal([100, 101, 102]);
      const events = await eventsOf(tracker, (e) => e.some((x) => x.lists?.['Search Results']));
      expect(events.find((e) => e.lists?.['Search Results'])!.lists!['Search Results'].items.map((i) => i.price)).to.deep.equal([100, 101, 102]);
    } finally {
      stop();
    }
  });
});

describe('the query API from attributes: <ss-autocomplete> and <ss-recs>', () => {
  it('<ss-autocomplete>: ctx[], the placement context, hit_fields, non_collapsed_variants, both ids of a logged-in shopper, the variant in the Autocomplete list', async () => {
    const [tracker, stop] = await tracked();
    tracker.setCustomer('customer-9');
    try {
      const run = marker();
      const [el, input] = await makeAutocomplete({ extra: `ctx=${run} context=header variant=ac-B non-collapsed-variants= personalize=` });
      await typeInto(input, 'head');
      await settled(el);
      // The empty-box panel asked in the same context when the box took focus: the suggestions' request is the one here.
      const sent = (await until(() => logged(run), (l) => l.some((x) => x.path === '/v3/autocomplete'), 5000)).find((x) => x.path === '/v3/autocomplete')!;
      expect(sent.params['ctx[]']).to.deep.equal([run]);
      expect(sent.params.context).to.equal('header');
      expect(sent.params.non_collapsed_variants).to.equal('true');
      expect(sent.params.hit_fields).to.contain('title');
      expect([sent.params.auth_user_id, sent.params.device_user_id]).to.deep.equal(['customer-9', tracker.clientId]);
      const events = await eventsOf(tracker, (e) => e.some((x) => x.lists?.Autocomplete));
      expect(events.find((e) => e.lists?.Autocomplete)!.lists!.Autocomplete.query.filters!._Variant).to.equal('ac-B');
    } finally {
      stop();
    }
  });

  it('<ss-autocomplete>: the empty-box panel (top items, trending, recent searches) asks in the same model context', async () => {
    const run = marker();
    const [, input] = await makeAutocomplete({ extra: `ctx=${run}` });
    input.focus();
    const sent = await logged(run, 2);
    expect(sent.map((s) => s.path)).to.include.members(['/v1/top_items', '/v2/trending_queries']);
    for (const s of sent) expect(s.params['ctx[]']).to.deep.equal([run]);
  });

  it('<ss-recs>: hit_fields and the excluded items in the body, the variant in the Recommendation list', async () => {
    const [tracker, stop] = await tracked();
    try {
      const base = (await service()).url;
      const widget = marker().replace(':', '-');
      const el = await fixture<SsRecs>(`<ss-recs tracker-id="demo" base-url="${base}" loading="eager" model="bestsellers" size="3" widget-id="${widget}" variant="recs-B" exclude="x-1, x-2"></ss-recs>` as unknown as never);
      await until(() => el.shadowRoot!.querySelectorAll('[part~=item]').length === 3);
      const [sent] = await logged(widget);
      expect(sent.path).to.equal('/v2/recommend');
      const request = (sent.body as unknown as Array<{ widget_id: string; hit_fields: string[]; blocklisted_identities: string[] }>).find((r) => r.widget_id === widget)!;
      expect(request.hit_fields).to.include.members(['title', 'url', 'price']);
      expect(request.blocklisted_identities).to.deep.equal(['x-1', 'x-2']);
      const events = await eventsOf(tracker, (e) => e.some((x) => x.lists?.Recommendation));
      expect(events.find((e) => e.lists?.Recommendation)!.lists!.Recommendation.query.filters!._Variant).to.equal('recs-B');
    } finally {
      stop();
    }
  });
});

describe('parity with the service\'s Search.js: single-choice facets, value order, a date range, the grid banner', () => {
  it('a single-choice facet takes one value at a time, "Any" clears it', async () => {
    const el = await make('ss-search', '?q=headphones', 'size="4" facets="brand, color" single-choice="color"');
    const radios = [...facetOf(el, 'color')!.querySelectorAll<HTMLInputElement>('input')];
    expect(radios.every((r) => r.type === 'radio')).to.equal(true);
    expect(radios[0].checked).to.equal(true, '"Any" first, chosen');
    const [first, second] = [radios[1].closest('label')!.querySelector('.label')!.textContent!, radios[2].closest('label')!.querySelector('.label')!.textContent!];
    await choose(el, 'color', first);
    await choose(el, 'color', second);
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal([`color:${second}`]);
    await choose(el, 'color', 'Any');
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal([]);
    expect(facetOf(el, 'brand')!.querySelector('input')!.type).to.equal('checkbox', 'the others stay multi-select');
  });

  it('facet-order lists a facet\'s values alphabetically or by number', async () => {
    const el = await make('ss-search', '?q=tv', 'size="4" facets="brand:30, rating:30" facet-order="brand:alpha; rating:numeric" facet-limit="30"');
    const labels = (facet: string) => [...facetOf(el, facet)!.querySelectorAll('.label')].map((l) => l.textContent!.trim());
    const brands = labels('brand');
    expect(brands.length).to.be.above(3);
    expect(brands).to.deep.equal([...brands].sort((a, b) => a.localeCompare(b)));
    const sizes = labels('rating').map(parseFloat);
    expect(sizes).to.deep.equal([...sizes].sort((a, b) => a - b));
  });

  it('a date field is a from/to range of dates', async () => {
    const el = await make('ss-search', '?q=headphones', 'size="4" facets="release_date"');
    const facet = facetOf(el, 'release_date')!;
    expect(facet.classList.contains('k-date')).to.equal(true);
    const inputs = [...facet.querySelectorAll<HTMLInputElement>('input')];
    expect(inputs.map((i) => i.type)).to.deep.equal(['date', 'date']);
    [inputs[0].value, inputs[1].value] = ['2024-12-31', '2024-01-01'];
    facet.querySelector<HTMLButtonElement>('[part=facet-apply]')!.click();
    await until(() => /release_date/.test(location.search));
    await settle(el);
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal(['release_date:2024-01-01|2024-12-31'], 'the earlier date first');
    expect(root(el).querySelector('[part=chips]')!.textContent).to.contain('2024-01-01');
  });

  it('a campaign\'s grid banner is a tile before the 5th card of the first page, never a card', async () => {
    const el = await make('ss-search', '?q=headphones', 'size="8"');
    const grid = root(el).querySelector('.grid')!;
    const tile = grid.children[4];
    expect(tile.getAttribute('part')).to.equal('grid-banner');
    expect(tile.querySelector('img')!.alt).to.contain('Headphones week');
    expect(cards(el).length).to.equal(8);
    const none = await make('ss-search', '?q=headphones&page=2', 'size="8"');
    expect(root(none).querySelector('[part=grid-banner]')).to.equal(null);
    const off = await make('ss-search', '?q=headphones', 'size="8" grid-banner-at="0"');
    expect(root(off).querySelector('[part=grid-banner]')).to.equal(null);
  });

  it('a campaign\'s banners are drawn for the slots the element has, and only for those', async () => {
    const el = await make('ss-search', '?q=headphones', 'size="8"');
    const images = [...root(el).querySelectorAll<HTMLImageElement>('a[part=banner] img')].map((img) => img.src.replace(/^.*\//, ''));
    expect(images.sort()).to.deep.equal(['banner-audio-tile.svg', 'banner-audio.svg']);
    const off = await make('ss-search', '?q=headphones', 'size="8" grid-banner-at="0" banner-slot=""');
    expect(root(off).querySelectorAll('[part=banner]').length).to.equal(0);
  });
});
