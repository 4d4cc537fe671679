/** <ss-recs> in real Chromium against the real local service (and the mock for faults). */
import { expect, fixture } from '@open-wc/testing';
import { press, requestsSettled, until, wait } from '../../../test/browser/harness.js';
import { service } from '../../../test/browser/service.js';
import { mock } from '../../../test/browser/results-fixture.js';
import { Tracker } from '../../tracker/index.js';
import { pageItems, parseContext, SsRecs } from './recs.js';
import type { RecommendationDetail, SelectDetail } from '../../core/events.js';

const root = (el: SsRecs) => el.shadowRoot!;
const items = (el: SsRecs) => [...root(el).querySelectorAll<HTMLElement>('[part~=item]')];
const titles = (el: SsRecs) => items(el).map((i) => i.querySelector('[part=card-title]')!.textContent!.trim());
let seq = 0;

/**
 * Widgets in a holder; `html` holds `<ss-recs>` tags (base-url and tracker-id added). The page
 * scrolls back to the top. `below`: the widgets start just below the fold (a widget with
 * nothing to show hides there at once; in view it keeps its place until it is below).
 */
async function page(html: string, base?: string, below = false): Promise<SsRecs[]> {
  scrollTo(0, 0);
  const url = base ?? (await service()).url;
  const spacer = below ? `<div style="height: ${innerHeight + 10}px"></div>` : '';
  const holder = await fixture<HTMLDivElement>(`<div>${spacer}${html.replaceAll('<ss-recs', `<ss-recs tracker-id="demo" base-url="${url}"`)}</div>` as unknown as never);
  return [...holder.querySelectorAll('ss-recs')];
}

/** Until the widget shows its answer (a lazy widget may not have asked yet when first looked at). */
const settled = (el: SsRecs) => until(async () => {
  await el.requestComplete;
  await el.updateComplete;
  return items(el).length > 0;
}, Boolean, 3000);

/** A unique widget id: requests of different tests never share a name in resource timing. */
const wid = (name: string) => `${name}-${Date.now()}-${seq++}`;

async function bestsellerIds(n: number): Promise<string[]> {
  const base = (await service()).url;
  const res = await fetch(`${base}/v2/recommend?tracker_id=demo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ widget_id: 'probe', model: 'bestsellers', size: n }]) });
  return ((await res.json()) as Array<{ hits: Array<{ identity: string }> }>)[0].hits.map((h) => h.identity);
}

describe('<ss-recs>: requests', () => {
  it('widgets due in the same task share one POST, and each draws its own entry of the answer', async () => {
    const before = await requestsSettled('/v2/recommend');
    const [product] = await bestsellerIds(1);
    const [a, b, c] = await page(`
      <ss-recs model="bestsellers" widget-id="${wid('home')}" size="4"></ss-recs>
      <ss-recs model="item_detail_alternatives" item-ids="${product}" widget-id="${wid('alt')}" size="3"></ss-recs>
      <ss-recs model="new_arrivals" widget-id="${wid('new')}" size="2"></ss-recs>`);
    await Promise.all([a, b, c].map(settled));
    expect(await requestsSettled('/v2/recommend')).to.equal(before + 1 + 1, 'the probe and one batch');
    expect(items(a).length).to.equal(4);
    expect(items(b).length).to.equal(3);
    expect(items(c).length).to.equal(2);
    expect(titles(a)).to.not.deep.equal(titles(b).concat(titles(a).slice(3)).slice(0, 4), 'different models, different items');
  });

  it('a widget far below the fold asks only when it comes near; those that come near together share one request', async () => {
    const before = await requestsSettled('/v2/recommend');
    const widgets = await page(`
      <ss-recs model="bestsellers" widget-id="${wid('top1')}" size="3"></ss-recs>
      <ss-recs model="trending" widget-id="${wid('top2')}" size="3"></ss-recs>
      <div style="height: 400vh"></div>
      <ss-recs model="new_arrivals" widget-id="${wid('low1')}" size="3" style="min-height: 10px"></ss-recs>
      <ss-recs model="bestsellers" widget-id="${wid('low2')}" size="3" style="min-height: 10px"></ss-recs>`);
    await Promise.all(widgets.slice(0, 2).map(settled));
    await wait(200);
    expect(await requestsSettled('/v2/recommend')).to.equal(before + 1, 'one request at load');
    expect(items(widgets[2]).length).to.equal(0, 'not asked yet');
    widgets[2].scrollIntoView();
    await until(() => items(widgets[2]).length === 3 && items(widgets[3]).length === 3);
    expect(await requestsSettled('/v2/recommend')).to.equal(before + 2, 'one more when scrolled to them');
  });

  it('v1 at base-url with recommendation_type, item_ids and recommendation_context', async () => {
    const [el] = await page(`<ss-recs api="v1" model="bestsellers" widget-id="${wid('v1')}" size="5" context="availability:1; !brand:Auralis"></ss-recs>`);
    await settled(el);
    expect(items(el).length).to.equal(5);
    expect(titles(el).join(' ')).to.not.match(/Auralis/);
    expect(await requestsSettled('/v1/recommend')).to.be.greaterThan(0);
  });

  it('reads the base items from the page: data-ss-item attributes, else a JSON-LD Product', () => {
    const doc = new DOMParser().parseFromString(`<main data-ss-item="p-1"><button data-ss-item="p-1"></button><li data-ss-item=" p-2 "></li></main>`, 'text/html');
    expect(pageItems(doc)).to.deep.equal(['p-1', 'p-2']);
    const ld = new DOMParser().parseFromString(`<script type="application/ld+json">{ broken</script>
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization"},{"@type":["Product"],"sku":"sku-9","name":"X"}]}</script>`, 'text/html');
    expect(pageItems(ld)).to.deep.equal(['sku-9']);
    expect(pageItems(new DOMParser().parseFromString('<p>no product</p>', 'text/html'))).to.deep.equal([]);
    expect(parseContext('brand: A, B; !availability:0; price:|100; junk')).to.deep.equal([
      { attribute: 'brand', values: ['A', 'B'], operator: 'or' }, { attribute: 'availability', values: ['0'], operator: 'not' },
      { attribute: 'price', values: ['|100'], operator: 'or' },
    ]);
  });

  it('asks again when its base items change (another product shown in place)', async () => {
    const ids = await bestsellerIds(8);
    const [el] = await page(`<ss-recs model="item_detail_alternatives" item-ids="${ids[0]}" widget-id="${wid('swap')}" size="4"></ss-recs>`);
    await settled(el);
    const first = titles(el);
    el.itemIds = ids[7];
    await el.updateComplete;
    await el.requestComplete;
    await el.updateComplete;
    expect(titles(el)).to.not.deep.equal(first);
  });

  it('an attribute set just after the widget is added (as frameworks do) is what it asks for', async () => {
    const ids = await bestsellerIds(8);
    const [probe] = await page(`<ss-recs model="item_detail_alternatives" item-ids="${ids[7]}" widget-id="${wid('probe')}" size="4" loading="eager"></ss-recs>`);
    await settled(probe);
    const el = document.createElement('ss-recs') as SsRecs;
    for (const [name, value] of Object.entries({ 'tracker-id': 'demo', 'base-url': probe.getAttribute('base-url')!, loading: 'eager', size: '4', model: 'item_detail_alternatives', 'widget-id': wid('late') })) el.setAttribute(name, value);
    const before = await requestsSettled('/v2/recommend');
    probe.parentElement!.append(el);
    el.setAttribute('item-ids', ids[7]);
    await settled(el);
    expect(titles(el)).to.deep.equal(titles(probe));
    expect(await requestsSettled('/v2/recommend') - before).to.equal(1, 'it asks once, with the attribute');
  });

  it('a widget moved while its request is on its way (a framework reordering a list) asks again and draws', async () => {
    const base = mock('200', 1000, 'xss');
    const [eager, lazy] = await page(`<ss-recs model="bestsellers" widget-id="${wid('moved-e')}" loading="eager"></ss-recs>
      <ss-recs model="trending" widget-id="${wid('moved-l')}"></ss-recs>`, base);
    await wait(300);
    // Taken out and put back in one task: the answers on their way are dropped with the old place.
    eager.parentElement!.append(eager, lazy);
    await until(() => items(eager).length && items(lazy).length, Boolean, 5000);
    expect(items(eager).length, 'the eager widget').to.be.above(0);
    expect(items(lazy).length, 'the lazy widget').to.be.above(0);
  });

  it('a row in view as it is drawn fetches its first four images at once and first; a row below the fold leaves them lazy', async () => {
    const [seen] = await page(`<ss-recs model="bestsellers" widget-id="${wid('seen')}" size="6" loading="eager"></ss-recs>`);
    const [unseen] = await page(`<ss-recs model="bestsellers" widget-id="${wid('unseen')}" size="6" loading="eager"></ss-recs>`, undefined, true);
    await Promise.all([settled(seen), settled(unseen)]);
    const how = (el: SsRecs) => [...root(el).querySelectorAll('img')].map((i) => `${i.loading} ${i.fetchPriority}`);
    expect(how(seen)).to.deep.equal([...Array(4).fill('eager high'), 'lazy auto', 'lazy auto']);
    expect(how(unseen)).to.deep.equal(Array(6).fill('lazy auto'));
  });
});

describe('<ss-recs>: empty, fallback and faults', () => {
  it('hides itself when nothing matches (no empty heading)', async () => {
    const [el] = await page(`<ss-recs model="bestsellers" widget-id="${wid('none')}" context="brand:No Such Brand"></ss-recs>`, undefined, true);
    await until(() => el.empty);
    expect(el.empty).to.equal(true);
    expect(getComputedStyle(el).display).to.equal('none');
    expect(root(el).querySelector('[part=heading]')).to.equal(null);
  });

  it('with nothing to show in view, keeps its place blank (nothing below it moves) and hides once it is below the fold', async () => {
    const [el] = await page(`<ss-recs model="bestsellers" widget-id="${wid('vacant')}" context="brand:No Such Brand" loading="eager"></ss-recs><p id="after">after</p>`);
    const after = document.getElementById('after')!;
    const reserved = el.getBoundingClientRect().height;
    const at = after.getBoundingClientRect().top;
    expect(reserved, 'the row holds a row of cards before its answer').to.be.above(300);
    await el.requestComplete;
    await el.updateComplete;
    expect(root(el).querySelector('[part=heading]')).to.equal(null, 'no empty heading');
    expect(el.empty).to.equal(true);
    expect(getComputedStyle(el).display, 'not hidden while in view').to.not.equal('none');
    expect(after.getBoundingClientRect().top, 'what follows the row has not moved').to.equal(at);
    el.before(Object.assign(document.createElement('div'), { style: `height: ${innerHeight}px` }));
    await until(() => getComputedStyle(el).display === 'none');
    expect(getComputedStyle(el).display).to.equal('none');
  });

  it('labels or hides the items the model did not choose (mark_fallback_results)', async () => {
    const [label, hide] = await page(`
      <ss-recs model="personalized" widget-id="${wid('p1')}" size="3" fallback="label"></ss-recs>
      <ss-recs model="personalized" widget-id="${wid('p2')}" size="3" fallback="hide"></ss-recs>`, undefined, true);
    await settled(label);
    await until(() => hide.empty);
    expect(items(label).length).to.equal(3);
    expect(items(label).every((i) => i.querySelector('[part=fallback]')?.textContent === 'Popular')).to.equal(true, 'no history: every item is a fallback');
    expect(hide.empty).to.equal(true);
  });

  it('an unknown model, a 5xx, a network failure or a timeout: hidden, one warning each, the other widgets unaffected', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const [bad, good] = await page(`
        <ss-recs model="crystal_ball" widget-id="${wid('bad')}"></ss-recs>
        <ss-recs model="bestsellers" widget-id="${wid('good')}" size="2"></ss-recs>`, undefined, true);
      await settled(good);
      await until(() => bad.empty);
      expect(items(good).length).to.equal(2, 'the batch refused for one bad request is asked again per widget');
      expect(bad.empty).to.equal(true);
      const [down] = await page(`<ss-recs model="bestsellers" widget-id="${wid('down')}" loading="eager"></ss-recs>`, mock('503'), true);
      await until(() => down.empty);
      const [gone] = await page(`<ss-recs model="bestsellers" widget-id="${wid('gone')}" loading="eager"></ss-recs>`, 'http://127.0.0.1:9', true);
      await until(() => gone.empty);
      const [slow] = await page(`<ss-recs model="bestsellers" widget-id="${wid('slow')}" timeout="200" loading="eager"></ss-recs>`, mock('200', 1500, 'xss'), true);
      await until(() => slow.empty);
      expect([down.empty, gone.empty, slow.empty]).to.deep.equal([true, true, true]);
      expect(warnings.length).to.equal(4, warnings.join('\n'));
      expect(warnings[3]).to.match(/in time/);
      expect(warnings[0]).to.match(/crystal_ball/);
    } finally {
      console.warn = warn;
    }
  });

  it('renders hostile catalog text as text and drops unsafe URLs', async () => {
    const [el] = await page(`<ss-recs model="bestsellers" widget-id="${wid('xss')}"></ss-recs>`, mock('200', 0, 'xss'));
    await settled(el);
    await wait(100);
    const card = items(el)[0];
    expect(card.querySelector('[part=card-title]')!.textContent).to.contain('<img');
    expect(card.querySelector('img[src^=javascript], a[href^=javascript]')).to.equal(null);
    expect(root(el).querySelectorAll('img').length).to.equal(1, 'only the card image; no markup from the text');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });
});

describe('<ss-recs>: carousel', () => {
  it('is an APG carousel: named region, slides "n of m", previous/next buttons that scroll and stop at the ends; axe finds nothing', async () => {
    const [el] = await page(`<ss-recs model="bestsellers" widget-id="${wid('car')}" size="10" style="width: 500px" add-to-cart></ss-recs>`);
    await settled(el);
    await expect(el).to.be.accessible();
    const region = root(el).querySelector('section')!;
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(root(el).getElementById(region.getAttribute('aria-labelledby')!)!.textContent).to.equal('Bestsellers');
    expect(items(el)[2].getAttribute('role')).to.equal('group');
    expect(items(el)[2].getAttribute('aria-label')).to.equal('3 of 10');
    const [previous, next] = root(el).querySelectorAll<HTMLButtonElement>('[part=controls] button');
    const track = root(el).querySelector<HTMLElement>('[part~=list]')!;
    expect(track.getAttribute('id')).to.equal(next.getAttribute('aria-controls'));
    const off = (b: HTMLButtonElement) => b.getAttribute('aria-disabled') === 'true';
    await until(() => !off(next));
    expect(off(previous)).to.equal(true);
    next.click();
    await until(() => track.scrollLeft > 100 && !off(previous));
    expect(off(previous)).to.equal(false);
    next.focus(); // at the end, "next" keeps focus (aria-disabled: a disabled button drops it to the page's body)
    track.scrollLeft = track.scrollWidth;
    await until(() => off(next));
    expect([off(next), root(el).activeElement?.getAttribute('part')]).to.deep.equal([true, 'next']);
    root(el).querySelector<HTMLButtonElement>('[part=add-to-cart]')!.focus(); // arrows move between cards, not scroll the row
    await press('ArrowRight');
    expect(root(el).activeElement === items(el)[1].querySelector('a[href]'), 'the next card\'s link').to.equal(true);
  });

  it('its buttons follow its width, also after a move, and never cause a ResizeObserver loop', async () => {
    const [el] = await page(`<ss-recs model="bestsellers" widget-id="${wid('resize')}" size="3" style="width: 1200px"></ss-recs>`);
    await settled(el);
    const controls = root(el).querySelector<HTMLElement>('[part=controls]')!;
    await until(() => controls.hidden, Boolean, 2000);
    el.style.width = '300px';
    await until(() => !controls.hidden, Boolean, 2000);
    el.style.width = '1200px';
    await until(() => controls.hidden, Boolean, 2000);
    el.parentElement!.append(el);
    await wait(100);
    el.style.width = '300px';
    await until(() => !controls.hidden, Boolean, 2000);
  });

  it('arrow keys, Home and End move between the cards and bring each into view', async () => {
    const [el] = await page(`<ss-recs model="bestsellers" widget-id="${wid('keys')}" size="8" style="width: 420px"></ss-recs>`);
    await settled(el);
    const links = items(el).map((i) => i.querySelector<HTMLAnchorElement>('a[href]')!);
    links[0].focus();
    await press('ArrowRight');
    expect(root(el).activeElement).to.equal(links[1]);
    await press('End');
    expect(root(el).activeElement).to.equal(links[7]);
    const track = root(el).querySelector<HTMLElement>('[part~=list]')!;
    const inView = () => items(el)[7].getBoundingClientRect().right <= track.getBoundingClientRect().right + 2;
    expect(await until(inView, Boolean, 3000)).to.equal(true, 'the last card scrolled into view');
    await press('ArrowLeft');
    expect(root(el).activeElement).to.equal(links[6]);
    await press('Home');
    expect(root(el).activeElement).to.equal(links[0]);
  });

  it('grid layout: a list of cards, no carousel roles; axe finds nothing', async () => {
    const [el] = await page(`<ss-recs model="bestsellers" layout="grid" heading="Bestsellers this week" widget-id="${wid('grid')}" size="4"></ss-recs>`);
    await settled(el);
    await expect(el).to.be.accessible();
    expect(root(el).querySelectorAll('ul > li[part~=item]').length).to.equal(4);
    expect(root(el).querySelector('[aria-roledescription]')).to.equal(null);
    expect(root(el).querySelector('[part=heading]')!.textContent).to.equal('Bestsellers this week');
  });

  it('uses the shop\'s <template data-type="item"> for cards', async () => {
    const [el] = await page(`<ss-recs model="bestsellers" widget-id="${wid('tpl')}" size="2"><template data-type="item"><p class="mine">{{title}} – {{price_formatted}}</p></template></ss-recs>`);
    await settled(el);
    expect(root(el).querySelectorAll('.mine').length).to.equal(2);
    expect(root(el).querySelector('.mine')!.textContent).to.match(/ – \$/);
    el.renderers = { item: (hit) => `JS: ${hit.attributes['title.untouched'] ?? hit.attributes.title}` };
    await el.updateComplete;
    expect(items(el).every((i) => i.textContent!.trim().startsWith('JS: ')), 'a renderer set after the cards are drawn redraws them').to.equal(true);
  });
});

describe('<ss-recs>: analytics', () => {
  it('the Recommendation list goes out once, only when half the widget is seen; clicks and add-to-cart carry the recommendation id', async () => {
    const base = (await service()).url;
    const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${base}/events`, cookieName: `ss_rec_${Date.now()}` });
    tracker.setConsent('granted');
    const disconnect = tracker.connect(document);
    const seen: RecommendationDetail[] = [];
    const onSeen = (e: CustomEvent<RecommendationDetail>) => seen.push(e.detail);
    document.addEventListener('ss-recommendation', onSeen);
    try {
      const id = wid('seen');
      const [el] = await page(`<div style="height: 150vh"></div><ss-recs model="bestsellers" widget-id="${id}" size="4" add-to-cart></ss-recs>`);
      await settled(el);
      await wait(300);
      expect(seen.length).to.equal(0, 'loaded within a viewport of sight, not yet seen');
      // A quarter of it in view is not yet seen.
      const box = el.getBoundingClientRect();
      expect(box.height, 'a row of cards').to.be.greaterThan(100);
      scrollTo(0, scrollY + box.top + box.height * 0.25 - innerHeight);
      await wait(300);
      expect(el.getBoundingClientRect().top).to.be.closeTo(innerHeight - box.height * 0.25, 2);
      expect(seen.length).to.equal(0, 'a quarter in view is not seen');
      el.scrollIntoView({ block: 'center' });
      await until(() => seen.length > 0);
      scrollTo(0, 0);
      await wait(150);
      el.scrollIntoView({ block: 'center' });
      await wait(300);
      expect(seen.length).to.equal(1, 'once per answer');
      expect(seen[0].widgetId).to.equal(id);
      el.addEventListener('ss-select', (e) => e.preventDefault(), { once: true });
      const selected = new Promise<SelectDetail>((resolve) => el.addEventListener('ss-select', (e) => resolve(e.detail), { once: true }));
      items(el)[1].querySelector<HTMLAnchorElement>('a[href]')!.click();
      expect((await selected).recommendationId).to.equal(seen[0].recommendationId);
      items(el)[2].querySelector<HTMLButtonElement>('[part=add-to-cart]')!.click();
      await tracker.flush();
      type Ev = { type: string; recommendation_id?: string; action?: { type: string }; lists?: { Recommendation?: { items: unknown[]; query: { filters: Record<string, unknown> } } } };
      const events = await until(async () => ((await (await fetch(`${base}/__test/events?tracker_id=demo&client_id=${tracker.clientId}`)).json()) as { events: Ev[] }).events, (e) => e.length >= 3, 5000);
      const list = events.find((e) => e.lists?.Recommendation)!.lists!.Recommendation!;
      expect(list.query.filters.RecommenderClientId).to.equal(id);
      expect(list.query.filters.RecommendationId).to.equal(seen[0].recommendationId);
      expect(list.query.filters.Recommender).to.equal('bestsellers');
      expect(list.items.length).to.equal(4);
      const actions = events.filter((e) => e.type === 'click');
      expect(actions.map((e) => e.action!.type).sort()).to.deep.equal(['add-to-cart', 'click']);
      expect(actions.every((e) => e.recommendation_id === seen[0].recommendationId)).to.equal(true);
    } finally {
      document.removeEventListener('ss-recommendation', onSeen);
      disconnect();
      tracker.destroy();
    }
  });

  it('a row moved on the page after its answer and before it was seen is reported when it is seen, without asking again', async () => {
    const seen: RecommendationDetail[] = [];
    const onSeen = (e: CustomEvent<RecommendationDetail>) => seen.push(e.detail);
    document.addEventListener('ss-recommendation', onSeen);
    try {
      const [el] = await page(`<div style="height: 150vh"></div><ss-recs model="bestsellers" widget-id="${wid('moved-seen')}" size="4"></ss-recs>`);
      await settled(el);
      const before = await requestsSettled('/v2/recommend');
      el.parentElement!.append(el);
      await wait(300);
      expect(seen.length).to.equal(0, 'not yet seen');
      el.scrollIntoView({ block: 'center' });
      await until(() => seen.length, Boolean, 3000);
      expect(await requestsSettled('/v2/recommend')).to.equal(before, 'the answer it had is the one shown');
    } finally {
      document.removeEventListener('ss-recommendation', onSeen);
    }
  });

  it('sends client_id and customer_id so personalized models see the user', async () => {
    const base = (await service()).url;
    const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${base}/events`, cookieName: `ss_pers_${Date.now()}` });
    tracker.setConsent('granted');
    tracker.setCustomer(`customer-${Date.now()}`);
    const disconnect = tracker.connect(document);
    const bodies: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).includes('/recommend')) bodies.push(String(init?.body));
      return original(input, init);
    };
    try {
      const [el] = await page(`<ss-recs model="personalized" widget-id="${wid('me')}" size="2"></ss-recs>`);
      await settled(el);
      const asked = JSON.parse(bodies.at(-1)!)[0];
      expect(asked.device_user_id).to.equal(tracker.clientId);
      expect(asked.auth_user_id).to.equal(tracker.customerId);
    } finally {
      window.fetch = original;
      disconnect();
      tracker.destroy();
    }
  });
});
