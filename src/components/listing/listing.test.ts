/** <ss-listing> against the real local service: a category (or brand) page. */
import { expect } from '@open-wc/testing';
import { requestsSettled } from '../../../test/browser/harness.js';
import { cards, choose, facetOf, listsHeard, make, resetUrl, root, settle, titles } from '../../../test/browser/results-fixture.js';
import type { SsListing } from './listing.component.js';

afterEach(resetUrl);

/** A link's own words, without its count and the count's words for screen readers. */
const ownText = (a: Element) => [...a.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();

describe('<ss-listing>', () => {
  it('lists one category from its attribute: breadcrumbs, subcategory links, heading', async () => {
    const el = await make<SsListing>('ss-listing', '', 'category="Audio" facets="brand, price" heading-level="1"');
    const crumbs = root(el).querySelector('nav[part=breadcrumbs]')!;
    expect([...crumbs.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(['All products', 'Audio']);
    expect(crumbs.querySelector('[aria-current=page]')!.textContent).to.equal('Audio');
    // The separator is drawn, not read: its alternative text is empty.
    expect(getComputedStyle(crumbs.querySelector('li')!, '::after').content).to.equal('"›" / ""');
    const subs = [...root(el).querySelectorAll<HTMLAnchorElement>('[part=subcategories] a')];
    expect(subs.map((a) => ownText(a))).to.include.members(['Headphones', 'Speakers']);
    // The count is drawn as a number and read as a count ("Headphones, 130 results", not "Headphones 130").
    expect(subs[0].querySelector('.count')!.getAttribute('aria-hidden')).to.equal('true');
    expect(subs[0].querySelector('.sr')!.textContent).to.match(/^, \d+ results?$/);
    expect(new URL(subs[0].href).searchParams.get('category')).to.match(/^Audio\|\|/);
    const heading = root(el).querySelector('[part=heading]')!;
    expect([heading.textContent, heading.getAttribute('role'), heading.getAttribute('aria-level')]).to.deep.equal(['Audio', 'heading', '1']);
    expect(cards(el).length).to.equal(24);
    expect(facetOf(el, 'category_path')).to.equal(null, 'the category is the page, not a facet');
  });

  it('takes the category from the URL, applies the listing pins, and filters within it', async () => {
    const el = await make<SsListing>('ss-listing', `?category=${encodeURIComponent('Computers||Laptops||Gaming Laptops')}`, 'facets="brand, price"');
    const first = cards(el)[0];
    expect(first.querySelector('[part=card-note]')!.textContent).to.equal('New this season');
    const crumbs = [...root(el).querySelectorAll('[part=breadcrumbs] a')].map((a) => a.textContent);
    expect(crumbs).to.deep.equal(['All products', 'Computers', 'Laptops', 'Gaming Laptops']);
    const brand = facetOf(el, 'brand')!.querySelector('.label')!.textContent!;
    await choose(el, 'brand', brand);
    expect(cards(el).length).to.be.above(0);
    expect(cards(el).every((c) => c.querySelector('[part=card-brand]')!.textContent === brand)).to.equal(true);
    expect(new URLSearchParams(location.search).get('category')).to.equal('Computers||Laptops||Gaming Laptops', 'the category parameter is kept');
  });

  it('without a category or brand: all products, headed "All products", the top categories as links, no breadcrumb, reported as the empty search', async () => {
    const { list, stop } = listsHeard();
    const el = await make<SsListing>('ss-listing', '', 'facets="brand, price" heading-level="1"');
    stop();
    expect(root(el).querySelector('[part=heading]')!.textContent).to.equal('All products');
    expect(root(el).querySelector('[part=breadcrumbs]')).to.equal(null);
    const tops = [...root(el).querySelectorAll<HTMLAnchorElement>('[part=subcategories] a')];
    expect(tops.map((a) => ownText(a))).to.include.members(['Audio', 'Computers', 'Phones']);
    expect(tops.every((a) => !new URL(a.href).searchParams.get('category')!.includes('||')), 'top level only').to.equal(true);
    expect(cards(el).length).to.equal(24);
    expect(Number(root(el).querySelector('[part=count]')!.textContent!.replace(/\D/g, ''))).to.be.above(1000);
    expect(list[0]).to.include({ list: 'Search Results', query: '' });
    expect(list[0].scopes).to.equal(undefined);
  });

  it('a category with no products (an old link) says so and links to all products; with filters chosen it offers to clear them', async () => {
    const el = await make<SsListing>('ss-listing', `?category=${encodeURIComponent('Audio||Gramophones')}`, 'facets="brand, price"');
    const empty = root(el).querySelector('[part=empty]')!;
    expect(empty.textContent).to.contain('There are no products in “Gramophones”.');
    expect(empty.querySelector('a')!.getAttribute('href')).to.equal('/');
    expect(empty.querySelector('button')).to.equal(null, 'no filters to clear');
    const filtered = await make<SsListing>('ss-listing', `?category=Audio&f=brand:${encodeURIComponent('No Such Brand')}`, 'facets="brand, price" text-no-products="Empty"');
    const message = root(filtered).querySelector('[part=empty]')!;
    expect(message.textContent).to.contain('No products match these filters.');
    expect(message.querySelector('button')!.textContent).to.equal('Clear all');
  });

  it('shows a shop\'s slot="empty" content below the message when nothing matched, and only then', async () => {
    const inner = '<p slot="empty" id="way-on">Try our bestsellers</p>';
    const el = await make<SsListing>('ss-listing', `?category=${encodeURIComponent('Audio||Gramophones')}`, 'facets="brand"', inner);
    const slot = root(el).querySelector<HTMLSlotElement>('[part=empty] slot[name=empty]')!;
    expect(slot.assignedElements().map((e) => e.id)).to.deep.equal(['way-on']);
    expect(el.querySelector('#way-on')!.getBoundingClientRect().height).to.be.above(0, 'drawn');
    const full = await make<SsListing>('ss-listing', '', 'category="Audio" facets="brand"', inner);
    expect(full.querySelector('#way-on')!.getBoundingClientRect().height).to.equal(0, 'not drawn while there are products');
  });

  it('announces the Product Listing list with its scopes; a brand listing too', async () => {
    const { list, stop } = listsHeard();
    await make<SsListing>('ss-listing', '', 'category="Audio||Headphones" category-identity="category:Audio||Headphones"');
    expect(list[0]).to.include({ list: 'Product Listing', offset: 0 });
    expect(list[0].scopes).to.deep.equal({ _category_label: 'Audio||Headphones', _category_identity: 'category:Audio||Headphones' });
    const brand = await make<SsListing>('ss-listing', '', 'brand="Nordby" facets="brand, price, category_path"');
    expect(list[1].scopes).to.deep.equal({ _brand_label: 'Nordby', _brand_identity: 'Nordby' });
    expect(titles(brand).length).to.be.above(0);
    expect(cards(brand).every((c) => c.querySelector('[part=card-brand]')!.textContent === 'Nordby')).to.equal(true);
    expect(facetOf(brand, 'brand')).to.equal(null);
    expect(facetOf(brand, 'category_path') === null, 'a brand listing offers its categories (docs/listing.md)').to.equal(false);
    stop();
  });

  it('shows another category in place when its attribute changes (a framework reusing the element): one request, one list event', async () => {
    const { list, stop } = listsHeard();
    const el = await make<SsListing>('ss-listing', '', 'category="Cameras" facets="brand, price"');
    const cameras = titles(el);
    const before = await requestsSettled('/search?');
    el.setAttribute('category', 'Audio||Headphones');
    await el.updateComplete;
    await settle(el);
    expect(await requestsSettled('/search?') - before).to.equal(1);
    expect(root(el).querySelector('[part=heading]')!.textContent).to.equal('Headphones');
    expect([...root(el).querySelectorAll('[part=breadcrumbs] a')].map((a) => a.textContent)).to.deep.equal(['All products', 'Audio', 'Headphones']);
    expect(titles(el)).to.not.deep.equal(cameras);
    expect(list.map((l) => l.scopes!._category_label)).to.deep.equal(['Cameras', 'Audio||Headphones']);
    // The same value again, or an attribute that asks nothing, sends nothing.
    el.setAttribute('category', 'Audio||Headphones');
    el.setAttribute('facet-limit', '3');
    await el.updateComplete;
    expect(await requestsSettled('/search?') - before).to.equal(1);
    stop();
  });

  it('an attribute set just after the element is added (as frameworks do) is what the page shows and reports', async () => {
    const { list, stop } = listsHeard();
    const probe = await make<SsListing>('ss-listing', '', 'category="Audio" facets="brand"');
    const el = document.createElement('ss-listing') as SsListing;
    el.setAttribute('tracker-id', 'demo');
    el.setAttribute('base-url', probe.getAttribute('base-url')!);
    const before = await requestsSettled('/search?');
    probe.parentElement!.append(el);
    el.setAttribute('category', 'Phones');
    await settle(el);
    expect(await requestsSettled('/search?') - before).to.equal(1, 'it asks once, with the attribute');
    expect(root(el).querySelector('[part=heading]')!.textContent).to.equal('Phones');
    const phones = await fetch(`${probe.getAttribute('base-url')}/search?tracker_id=demo&f[]=type:item&f[]=category_path:Phones&plp=category_path&size=1`).then((r) => r.json());
    expect(Number(root(el).querySelector('[part=count]')!.textContent!.replace(/\D/g, ''))).to.equal(phones.results.total_hits, 'the products of Phones, not of the whole shop');
    expect(list.map((l) => l.scopes?._category_label)).to.deep.equal(['Audio', 'Phones'], 'no list for the superseded all-products answer');
    stop();
    el.remove();
  });
});
