/** <ss-search> against the real local service: what it says about the query (did you mean, rewrites, help when nothing matched), its analytics lists, and how a theme and a shop's card template style it. */
import { expect } from '@open-wc/testing';
import { until, wait } from '../../../test/browser/harness.js';
import { cards, choose, live, make, resetUrl, root, settle } from '../../../test/browser/results-fixture.js';
import type { ListDetail } from '../../core/events.js';
import type { SsSearch } from './search.component.js';

const FACETS = 'facets="category_path, brand:12, price, color:12, availability, rating"';

afterEach(resetUrl);

describe('<ss-search>: query feedback', () => {
  it('did-you-mean: shows the correction and a link to search exactly what was typed', async () => {
    const el = await make<SsSearch>('ss-search', '?q=hedphones', FACETS);
    const feedback = root(el).querySelector('[part=feedback]')!;
    expect(feedback.textContent).to.contain('Showing results for');
    expect(feedback.textContent).to.contain('headphones');
    // Two lines, with no full stop of one language (a Japanese page had "…: headphones.").
    expect([feedback.querySelectorAll('br').length, /\.\s*$/.test(feedback.textContent!)]).to.deep.equal([1, false]);
    // The heading and the announcement name what the results are for, not the typo.
    expect(root(el).querySelector('[part=heading]')!.textContent).to.equal('Results for “headphones”');
    expect(root(el).querySelector('.live')!.textContent).to.match(/results for “headphones”/);
    const instead = feedback.querySelector('a')!;
    expect(instead.textContent).to.equal('hedphones');
    instead.focus();
    instead.click();
    await settle(el);
    expect(root(el).activeElement?.getAttribute('part'), 'the link went with the answer: focus on the heading').to.equal('heading');
    expect(new URLSearchParams(location.search).get('fixits')).to.equal('0');
    expect(root(el).querySelector('[part=feedback]')).to.equal(null);
    expect(root(el).querySelector('[part=heading]')!.textContent).to.equal('Results for “hedphones”');
  });

  it('a query rewrite, and the campaign banner of a query', async () => {
    const el = await make<SsSearch>('ss-search', '?q=telly', FACETS);
    expect(root(el).querySelector('[part=feedback]')!.textContent).to.contain('Showing results for tv');
    expect(root(el).querySelector('[part=heading]')!.textContent).to.equal('Results for “tv”');
    const tv = await make<SsSearch>('ss-search', '?q=tv', FACETS);
    expect(root(tv).querySelector<HTMLAnchorElement>('a[part=banner]')!.getAttribute('href')).to.contain('/demo/listing.html');
  });

  it('links to matching categories and brands', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('[part=quicksearch] a')];
    expect(links.length).to.be.above(0);
    expect(links[0].getAttribute('href')).to.contain('/demo/listing.html?category=');
  });

  it('no results: says so, with the spellings the service suggests, trending queries and top items', async () => {
    const el = await make<SsSearch>('ss-search', '?q=qqqzzzxx', FACETS);
    const empty = await until(() => root(el).querySelector('[part=empty]')?.querySelector('.grid') ? root(el).querySelector('[part=empty]') : null);
    expect(empty!.textContent).to.contain('No results for “qqqzzzxx”');
    expect(empty!.textContent).to.contain('Trending searches');
    expect(empty!.querySelectorAll('.hit').length).to.be.above(0);
    expect(live(el)).to.equal('0 results for “qqqzzzxx”');
    expect(root(el).querySelector('[part=facets]'), 'no empty facets column').to.equal(null);
    expect(getComputedStyle(root(el).querySelector('[part=layout]')!).gridTemplateColumns.split(' ').length, 'one column').to.equal(1);
    expect(root(el).querySelector('[part=toolbar]'), 'no "0 results" and sort over nothing').to.equal(null);
  });

  it('the spellings the service suggests read as the page\'s language lists alternatives, each a link (English "a, b, or c"; Arabic "a أو b")', async () => {
    // (A theme's `en_US`, which Intl refuses: joined with commas, the help still drawn.)
    for (const [lang, or] of [['en', /^Did you mean: \S.*, \S.*, or \S/], ['ar', / أو /], ['en_US', /^Did you mean: [^,]+, [^,]+, /]] as const) {
      document.documentElement.lang = lang;
      try {
        // Nothing under these filters: the help offers the service's spellings of "phone".
        const el = await make<SsSearch>('ss-search', '?q=phone&f=price:0|1', `${FACETS} locale="${lang}"`);
        const p = await until(() => [...root(el).querySelectorAll('[part=empty] p')].find((x) => x.querySelectorAll('a').length > 1 && !x.classList.contains('quick')));
        expect(p!.textContent!.replace(/\s+/g, ' ').trim()).to.match(or);
        expect(p!.querySelectorAll('a').length).to.be.above(1);
      } finally {
        document.documentElement.lang = 'en';
      }
    }
  });

  it('no results under filters: the facets, chips and toolbar stay, so the shopper can undo them', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones&f=brand:Auralis&f=price:0|1', FACETS);
    await until(() => root(el).querySelector('[part=empty]'));
    // The words alone find products: the message names the filters, whose Clear all follows.
    expect(root(el).querySelector('[part=empty] strong')!.textContent).to.equal('No products match these filters.');
    expect(root(el).querySelector('[part=facets]')).to.not.equal(null);
    expect(root(el).querySelector('[part=toolbar]')).to.not.equal(null);
    expect(root(el).querySelectorAll('[part~=chip]').length).to.equal(2);
  });
});

describe('<ss-search>: analytics announcements', () => {
  it('announces each results page once: Search Results with absolute positions, guid, filters and sort', async () => {
    const list: ListDetail[] = [];
    document.addEventListener('ss-list', (e) => list.push(e.detail));
    const el = await make<SsSearch>('ss-search', '?q=headphones&sort=price:asc&f=brand:Auralis&page=2', `${FACETS} size="6"`);
    await wait(50);
    expect(list.length).to.equal(1);
    expect(list[0]).to.include({ list: 'Search Results', query: 'headphones', offset: 6, sort: 'price:asc', navigated: false });
    expect(list[0].filters).to.deep.equal({ brand: ['Auralis'] });
    expect(list[0].guid).to.match(/^[\w-]{8,}$/);
    const selected: number[] = [];
    el.addEventListener('ss-select', (e) => { selected.push(e.detail.position); e.preventDefault(); });
    cards(el)[1].querySelector<HTMLAnchorElement>('a[href]')!.click();
    expect(selected).to.deep.equal([8]);
    await choose(el, 'brand', 'Nordby');
    expect(list.length).to.equal(2);
    expect(list[1].navigated).to.equal(true);
  });
});

describe('<ss-search>: under a theme', () => {
  afterEach(() => {
    document.documentElement.style.removeProperty('font-size');
    document.body.style.removeProperty('font-size');
  });

  it('a theme\'s root font size (html { font-size: 62.5% }, as Shopify\'s Dawn) changes none of its sizes; the body\'s font size scales them', async () => {
    const sizes = async () => {
      const el = await make<SsSearch>('ss-search', '?q=headphones', 'facets="brand, price"');
      const box = (part: string) => root(el).querySelector(`[part~=${part}]`)!;
      const out = [box('facets').getBoundingClientRect().width, parseFloat(getComputedStyle(box('facet-count')).fontSize), parseFloat(getComputedStyle(box('heading')).fontSize)];
      el.parentElement!.remove();
      return out.map(Math.round);
    };
    document.body.style.fontSize = '16px';
    const plain = await sizes();
    expect(plain).to.deep.equal([240, 14, 22]);
    document.documentElement.style.fontSize = '62.5%';
    expect(await sizes(), 'root at 10 px, body at 16 px').to.deep.equal(plain);
    document.body.style.fontSize = '20px';
    expect(await sizes(), 'body at 20 px').to.deep.equal([300, 17, 28]);
  });
});

describe('<ss-search>: a shop\'s card template', () => {
  it('is styled from the page through the parts it names (the page\'s classes do not reach the shadow root), as docs/search.md shows', async () => {
    const style = Object.assign(document.createElement('style'), { textContent: 'ss-search::part(my-price) { color: rgb(1, 2, 3); } .my-price { color: rgb(9, 9, 9); }' });
    document.head.append(style);
    const el = await make<SsSearch>('ss-search', '?q=headphones', 'size="4"', '<template data-type="item"><a href="{{url}}" part="my-card">{{title}} <b part="my-price" class="my-price">{{price_formatted}}</b></a></template>');
    const price = root(el).querySelector('[part=my-price]')!;
    expect(price.textContent).to.match(/^\$\d/);
    expect(getComputedStyle(price).color).to.equal('rgb(1, 2, 3)');
    style.remove();
  });
});
