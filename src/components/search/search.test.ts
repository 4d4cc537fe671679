/** <ss-search> against the real local service (demo catalog): results, facets, URL state, feedback. */
import { expect } from '@open-wc/testing';
import { requestsSettled, until } from '../../../test/browser/harness.js';
import { cards, checkbox, priceOf, choose, facetOf, historyMove, live, make, mock, resetUrl, root, settle, titles } from '../../../test/browser/results-fixture.js';
import type { ListDetail } from '../../core/events.js';
import type { SsSearch } from './search.component.js';

const FACETS = 'facets="category_path, brand:12, price, color:12, availability, rating"';
afterEach(() => {
  resetUrl();
  history.scrollRestoration = 'auto';
});

describe('<ss-search>: results of the page URL', () => {
  it('shows the cards of ?q= with a heading, a count and a polite announcement', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    expect(cards(el).length).to.equal(24);
    const heading = root(el).querySelector('[part=heading]')!;
    expect(heading.textContent).to.contain('headphones');
    expect([heading.getAttribute('role'), heading.getAttribute('aria-level')]).to.deep.equal(['heading', '2']);
    expect(root(el).querySelector('.results')!.getAttribute('aria-labelledby')).to.equal(heading.id);
    expect(live(el)).to.match(/^\d+ results for “headphones”$/);
    const card = cards(el)[0];
    expect(card.querySelector('[part=card-price]')!.textContent).to.match(/^\$/);
    expect(card.querySelector('a[href]')).to.not.equal(null);
  });

  it('reads the query from the parameter the attribute names (a CMS\'s ?s=), else from the query attribute', async () => {
    const el = await make<SsSearch>('ss-search', '?s=speaker&page_id=3', 'param="s"');
    expect(titles(el).join(' ').toLowerCase()).to.contain('speaker');
    const other = await make<SsSearch>('ss-search', '', 'query="camera"');
    expect(titles(other).join(' ').toLowerCase()).to.contain('camera');
  });

  it('asks again when an attribute that shapes the request changes (a framework reusing the element), the URL\'s query still winning; redraws when renderers is set', async () => {
    const el = await make<SsSearch>('ss-search', '', 'query="camera" facets="brand"');
    el.setAttribute('query', 'speaker');
    el.setAttribute('facets', 'brand, price');
    await el.updateComplete;
    await settle(el);
    expect(titles(el).join(' ').toLowerCase()).to.contain('speaker');
    expect(live(el)).to.match(/results for “speaker”$/);
    expect(facetOf(el, 'price')).to.not.equal(null);
    el.renderers = { item: (hit) => `JS: ${hit.attributes['title.untouched'] ?? hit.attributes.title}` };
    await el.updateComplete;
    expect(cards(el).every((c) => c.textContent!.trim().startsWith('JS: ')), 'a renderer set after the cards are drawn redraws them').to.equal(true);
    const shared = await make<SsSearch>('ss-search', '?q=headphones', '');
    const before = await requestsSettled('/search?');
    shared.setAttribute('query', 'camera');
    await shared.updateComplete;
    await settle(shared);
    expect(live(shared)).to.match(/results for “headphones”$/);
    expect(await requestsSettled('/search?')).to.equal(before, 'the same request: its answer is kept');
  });

  it('moved on the page (a framework reordering): its answer stays, no new request; moved while asking, it asks again and draws', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', '');
    const shown = titles(el);
    const before = await requestsSettled('/search?');
    el.parentElement!.append(el);
    await settle(el);
    expect(titles(el)).to.deep.equal(shown);
    expect(await requestsSettled('/search?')).to.equal(before);
    // One whose answer takes 500 ms.
    const other = document.createElement('ss-search');
    for (const [name, value] of Object.entries({ 'base-url': mock('200', 500, 'hits'), 'tracker-id': 'demo', param: 'other', query: 'speaker' })) other.setAttribute(name, value);
    el.parentElement!.append(other);
    await other.updateComplete;
    expect((other as unknown as { results: { status: string } }).results.status).to.equal('pending', 'its request is on its way');
    el.parentElement!.prepend(other);
    await settle(other);
    expect(titles(other)).to.deep.equal(['speaker one', 'speaker two', 'speaker three']);
    other.remove();
  });

  it('leaves what the shop put inside until the first answer replaces it', async () => {
    const el = await make<SsSearch>('ss-search', '?q=tv', 'base-url="http://localhost:1/"', '<p id="server-drawn">Server results</p>');
    // No answer (a service that cannot be reached): an error, with retry.
    expect(root(el).querySelector('[role=alert]')!.textContent).to.contain('could not be loaded');
    // The URL's filters stay as chips to take off, but no count: nothing was counted.
    const filtered = await make<SsSearch>('ss-search', '?q=tv&f=brand:Kovax', 'base-url="http://localhost:1/" facets="brand"');
    expect(root(filtered).querySelector('[role=alert]')).to.not.equal(null);
    expect(root(filtered).querySelector('[part=count]')?.textContent, 'no "0 results" beside the error').to.equal(undefined);
    const fresh = document.createElement('ss-search');
    fresh.innerHTML = '<p id="server-drawn">Server results</p>';
    fresh.setAttribute('base-url', 'http://localhost:1/');
    document.body.append(fresh);
    await fresh.updateComplete;
    expect(fresh.shadowRoot!.querySelector('slot')).to.not.equal(null, 'the light content shows while the first request is pending');
    fresh.remove();
  });
});

/** Types `min` and `max` into a range facet's free inputs and applies them. */
async function applyRange(el: SsSearch, field: string, min: string, max: string): Promise<void> {
  const form = facetOf(el, field)!.querySelector('form')!;
  (form.elements.namedItem('min') as HTMLInputElement).value = min;
  (form.elements.namedItem('max') as HTMLInputElement).value = max;
  const before = location.search;
  form.requestSubmit();
  // (What was typed is read by code loaded on the first Apply: range.ts.)
  await until(() => location.search !== before);
  await settle(el);
}

describe('<ss-search>: facets', () => {
  it('draws each kind: checkbox lists with counts, ranges with min/max, categories as a tree, yes/no flags', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    for (const name of ['brand', 'price', 'category_path', 'availability']) {
      const set = facetOf(el, name)!;
      expect(set.localName).to.equal('fieldset');
      expect(set.querySelector('legend')).to.not.equal(null);
    }
    expect(facetOf(el, 'price')!.querySelector('input[name=min]')).to.not.equal(null);
    expect(checkbox(el, 'availability', 'In stock')).to.not.equal(null);
    expect(facetOf(el, 'brand')!.querySelector('[part=facet-count]')!.textContent).to.match(/^\d+$/);
  });

  it('one refinement is one request; multi-select counts come in the same answer', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    // (Settled: the first answer's own entry can come a task after it is drawn.)
    const before = await requestsSettled('/search?');
    await choose(el, 'brand', 'Auralis');
    await choose(el, 'brand', 'Nordby');
    expect(await requestsSettled('/search?') - before).to.equal(2);
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal(['brand:Auralis', 'brand:Nordby']);
    const brands = new Set(cards(el).map((c) => c.querySelector('[part=card-brand]')!.textContent));
    expect([...brands].sort()).to.deep.equal(['Auralis', 'Nordby']);
    // The chosen facet still offers its other values (multi-select).
    expect(checkbox(el, 'brand', 'Sorrelle').checked).to.equal(false);
  });

  it('ranges: a bucket, or free min and max', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    await applyRange(el, 'price', '100', '200');
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal(['price:100|200']);
    const prices = cards(el).map(priceOf);
    expect(prices.length).to.be.above(0);
    expect(prices.every((p) => p >= 100 && p <= 200)).to.equal(true);
    expect(root(el).querySelector('[part=chip]')!.textContent).to.contain('$100 – $200');
  });

  it('ranges: min above max is the same range typed the other way; a bound that is no number reads as typed', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    await applyRange(el, 'price', '200', '100');
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal(['price:100|200']);
    expect(cards(el).length).to.be.above(0);
    const edited = await make<SsSearch>('ss-search', '?q=headphones&f=price:abc|', FACETS);
    const chip = root(edited).querySelector('[part=chip]')!.textContent!;
    expect(chip).to.contain('abc and above');
    expect(chip).to.not.contain('NaN');
  });

  it('categories of any depth: choosing a step shows the steps below it', async () => {
    const el = await make<SsSearch>('ss-search', '?q=wireless', FACETS);
    await choose(el, 'category_path', 'Audio');
    expect(new URLSearchParams(location.search).get('f')).to.equal('category_path:Audio');
    await choose(el, 'category_path', 'Headphones');
    expect(new URLSearchParams(location.search).get('f')).to.equal('category_path:Audio||Headphones');
    expect(facetOf(el, 'category_path')!.querySelectorAll('.tree .tree .tree').length).to.be.above(0);
    // Unchecking a step goes back up one.
    await choose(el, 'category_path', 'Headphones');
    expect(new URLSearchParams(location.search).get('f')).to.equal('category_path:Audio');
  });

  it('long lists: show more / less, and a box to find a value', async () => {
    const el = await make<SsSearch>('ss-search', '', 'facets="brand:40" facet-limit="5"');
    const brand = facetOf(el, 'brand')!;
    expect(brand.querySelectorAll('label').length).to.equal(5);
    const more = brand.querySelector<HTMLButtonElement>('[part=facet-more]')!;
    more.click();
    await el.updateComplete;
    expect(brand.querySelectorAll('label').length).to.be.above(10);
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    const find = brand.querySelector<HTMLInputElement>('[part=facet-find]')!;
    find.value = 'nord';
    find.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect([...brand.querySelectorAll('.label')].map((l) => l.textContent)).to.deep.equal(['Nordby']);
  });

  it('chips remove one value or all; an unknown facet in the URL is left out', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones&f=brand:Auralis&f=color:Black&f=secret:x&f=nocolon&page=abc&sort=evil', FACETS);
    const chips = [...root(el).querySelectorAll<HTMLButtonElement>('[part=chip]')];
    expect(chips.map((c) => c.textContent!.replace('×', '').trim())).to.deep.equal(['Brand: Auralis', 'Color: Black']);
    expect(chips[0].getAttribute('aria-label')).to.equal('Remove filter Brand: Auralis');
    chips[0].focus();
    chips[0].click();
    await settle(el);
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal(['color:Black']);
    // The pressed chip is gone: focus is on the results' heading, not lost to the page's body.
    // (Parts compared, not elements: chai describing a failed element takes the browser for ever.)
    expect(root(el).activeElement?.getAttribute('part'), 'focus after a chip').to.equal('heading');
    root(el).querySelector<HTMLButtonElement>('[part=clear-all]')!.focus();
    root(el).querySelector<HTMLButtonElement>('[part=clear-all]')!.click();
    await settle(el);
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal([]);
    expect(root(el).activeElement?.getAttribute('part'), 'focus after "Clear all"').to.equal('heading');
  });

  it('a field the shop\'s own filters fix is no facet, and a URL filter on it is left out: the shopper cannot widen them', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones&f=availability:0&f=brand:Auralis', `${FACETS} filters="availability:1"`);
    expect([facetOf(el, 'availability') === null, facetOf(el, 'brand') === null], 'no Availability facet; the others stay').to.deep.equal([true, false]);
    expect([...root(el).querySelectorAll('[part=chip]')].map((c) => c.textContent!.replace('×', '').trim())).to.deep.equal(['Brand: Auralis']);
    const asked = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.includes('/search?')).pop()!.name;
    expect(new URL(asked).searchParams.getAll('f[]').filter((f) => f.startsWith('availability'))).to.deep.equal(['availability:1']);
  });

  it('offers the facet the service suggests (dynamic_facets_size)', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', 'facets="brand" dynamic-facets="1"');
    const suggested = root(el).querySelector('[part=suggested-facet]')!;
    expect(suggested.textContent).to.contain('Narrow by');
    suggested.querySelector<HTMLButtonElement>('button')!.click();
    await settle(el);
    expect(new URLSearchParams(location.search).get('f')).to.match(/^\w+:/);
  });

  it('labels a suggested range facet\'s values as its chips do ("2.5 – 3", not "2.5|3")', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', 'facets="brand, price, availability, color" dynamic-facets="2"');
    const values = [...root(el).querySelectorAll('[part=suggested-facet] button')].map((b) => b.textContent!.trim());
    expect(values.length, 'the service suggests a facet for this query').to.be.above(0);
    expect(values.filter((v) => v.includes('|')), 'no raw range').to.deep.equal([]);
  });
});

describe('<ss-search>: sort and pages', () => {
  it('sorts by the chosen option', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    const select = root(el).querySelector('select')!;
    select.value = 'price:asc';
    select.dispatchEvent(new Event('change'));
    await settle(el);
    expect(new URLSearchParams(location.search).get('sort')).to.equal('price:asc');
    const prices = cards(el).map(priceOf);
    expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
  });

  it('numbered pages: a nav of real links, aria-current, focus on the heading after a move', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    const nav = root(el).querySelector('nav[part=pagination]')!;
    expect(nav.getAttribute('aria-label')).to.equal('Pages');
    expect(nav.querySelector('[aria-current=page]')!.textContent).to.equal('1');
    const two = [...nav.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === '2')!;
    expect(new URL(two.href).searchParams.get('page')).to.equal('2');
    const first = titles(el)[0];
    two.click();
    await settle(el);
    expect(new URLSearchParams(location.search).get('page')).to.equal('2');
    expect(root(el).querySelector('nav [aria-current=page]')!.textContent).to.equal('2');
    expect(titles(el)[0]).to.not.equal(first);
    await until(() => el.shadowRoot!.activeElement?.classList.contains('heading'));
    expect(el.shadowRoot!.activeElement!.classList.contains('heading')).to.equal(true);
    // The same heading and count on every page: the announcement says which page, or it would not be spoken again.
    expect(live(el)).to.match(/^\d+ results for “headphones”\. Page 2$/);
  });

  it('a page past the end (an old link) shows the last page in its place, one history entry', async () => {
    const length = history.length;
    const el = await make<SsSearch>('ss-search', '?q=headphones&page=999', `${FACETS} size="10"`);
    await until(() => cards(el).length > 0, Boolean, 3000);
    const count = Number(root(el).querySelector('[part=count]')!.textContent!.replace(/\D/g, ''));
    const last = String(Math.ceil(count / 10));
    expect(new URLSearchParams(location.search).get('page')).to.equal(last);
    expect(root(el).querySelector('nav [aria-current=page]')!.textContent).to.equal(last);
    expect(cards(el).length).to.be.within(1, 10);
    expect(history.length).to.equal(length, 'the URL replaced, not pushed');
  });

  it('"show more" appends the next page and moves focus to the first new card', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', `${FACETS} pagination="more" size="12"`);
    const link = root(el).querySelector<HTMLAnchorElement>('[part=more-link]')!;
    expect(new URL(link.href).searchParams.get('page')).to.equal('2');
    link.click();
    await settle(el);
    expect(cards(el).length).to.equal(24);
    expect(new URLSearchParams(location.search).get('page')).to.equal('2');
    await until(() => cards(el)[12].contains(el.shadowRoot!.activeElement));
    expect(cards(el)[12].contains(el.shadowRoot!.activeElement)).to.equal(true);
    // Opened at page 2 in this mode: pages 1 and 2.
    const again = await make<SsSearch>('ss-search', '?q=headphones&page=2', `${FACETS} pagination="more" size="12"`);
    expect(cards(again).length).to.equal(24);
  });

  it('opened past the end with "show more", the URL\'s page becomes the pages drawn, whole pages of at most 200 hits', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones&page=999', `${FACETS} pagination="more" size="12"`);
    const shown = cards(el).length;
    expect(shown).to.be.within(13, 192);
    expect(new URLSearchParams(location.search).get('page')).to.equal(String(Math.ceil(shown / 12)));
    // More results than one request holds: 4 pages of 50 (not 200 hits as page "4.0" of 999).
    const all = await make<SsSearch>('ss-search', '?q=&page=999', 'pagination="more" size="50"');
    expect(cards(all).length).to.equal(200);
    expect(new URLSearchParams(location.search).get('page')).to.equal('4');
    expect(new URL(root(all).querySelector<HTMLAnchorElement>('[part=more-link]')!.href).searchParams.get('page')).to.equal('5');
  });

  it('infinite scroll follows the next-page link when it scrolls into view', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', `${FACETS} pagination="infinite" size="6"`);
    const list: ListDetail[] = [];
    el.addEventListener('ss-list', (e) => list.push(e.detail));
    root(el).querySelector('[part=more-link]')!.scrollIntoView();
    await until(() => cards(el).length >= 12);
    await settle(el);
    expect(cards(el).length).to.be.at.least(12);
    expect(list[0].offset).to.equal(6, 'only the appended hits, at their absolute positions');
    expect(list[0].hits.length).to.equal(6);
  });

  it('infinite scroll still follows the link after the element is moved on the page', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', 'pagination="infinite" size="6"');
    el.parentElement!.append(el);
    await settle(el);
    root(el).querySelector('[part=more-link]')!.scrollIntoView();
    await until(() => cards(el).length >= 12, Boolean, 3000);
  });
});

describe('<ss-search>: URL state and history', () => {
  it('Back and Forward restore results, scroll and folded facets, with no reload and no new request', async () => {
    (window as { marker?: number }).marker = 1;
    const el = await make<SsSearch>('ss-search', '?q=headphones&keep=1', FACETS);
    const firstTitles = titles(el);
    facetOf(el, 'color')!.querySelector<HTMLButtonElement>('.fold')!.click();
    await el.updateComplete;
    // The element's own restore, not the browser's (a theme may turn that off).
    history.scrollRestoration = 'manual';
    scrollTo(0, 120);
    const scrolled = scrollY;
    expect(scrolled, 'a page long enough to scroll').to.equal(120);
    await choose(el, 'brand', 'Auralis');
    scrollTo(0, 0);
    expect(location.search).to.contain('keep=1');
    const requests = await requestsSettled('/search?');
    await historyMove(el);
    expect(titles(el)).to.deep.equal(firstTitles);
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal([]);
    expect(checkbox(el, 'brand', 'Auralis').checked).to.equal(false);
    expect(facetOf(el, 'color')!.querySelector('.values')!.hasAttribute('hidden')).to.equal(true, 'the folded facet is folded again');
    // The element's own restore runs after its update: read the position once it has had its frames.
    await el.updateComplete;
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    expect(Math.abs(scrollY - scrolled)).to.be.below(2, 'the scroll position of the entry come back to');
    await historyMove(el, true);
    expect(checkbox(el, 'brand', 'Auralis').checked).to.equal(true);
    expect(await requestsSettled('/search?')).to.equal(requests, 'answers already fetched are not fetched again');
    expect((window as { marker?: number }).marker).to.equal(1, 'no page load');
  });

  it('a copied URL reproduces the page', async () => {
    const a = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    await choose(a, 'brand', 'Nordby');
    const select = root(a).querySelector('select')!;
    select.value = 'price:desc';
    select.dispatchEvent(new Event('change'));
    await settle(a);
    const url = location.search;
    const shown = titles(a);
    const b = await make<SsSearch>('ss-search', url, FACETS);
    expect(titles(b)).to.deep.equal(shown);
    expect(checkbox(b, 'brand', 'Nordby').checked).to.equal(true);
    expect(root(b).querySelector('select')!.value).to.equal('price:desc');
  });
});
