/** The default hit card, rendered as a results element renders it. */
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import type { Hit } from '../../core/types.js';
import { matchedVariant, renderCard, shownHit } from './card.js';
import { CARD } from '../../i18n/en/card.js';
import { PLACEHOLDER_IMAGE } from './format.js';
import { until } from '../../../test/browser/harness.js';

const text = (key: string, values: Record<string, string | number> = {}) => ((CARD as Record<string, string>)[key in CARD ? key : `${key}-other`] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
const console3: Hit = {
  url: '/p/console', type: 'item',
  attributes: { title: '<em>Stra</em>tix Astra 3 Console', 'title.untouched': 'Stratix Astra 3 Console', url: '/p/console', image_link: '/img/console.svg', brand: 'Stratix', price: 284.99, list_price: 329.99, rating: 4.4, reviews_count: 12, availability: 1 },
  nested: [
    { type: 'variant', identity: 'console-black', fields: { title: 'Stratix Astra 3 Console Black', color: 'Black', price: 284.99, availability: 1 } },
    { type: 'variant', identity: 'console-white', fields: { title: 'Stratix Astra 3 Console White', color: 'White', price: 264.99, availability: 0, image_link: '/img/console-white.svg' } },
  ],
};

function card(hit: Hit, filters?: Record<string, string[]>, query?: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  render(renderCard(hit, { locale: 'en-US', currency: 'USD', shown: (h) => shownHit(h, filters, query), text }), host);
  return host;
}
const part = (el: HTMLElement, name: string) => el.querySelector(`[part=${name}]`);
/** A URL attribute's path (safeUrl resolves URLs against the page). */
const pathOf = (el: Element | null, name: string) => new URL(el!.getAttribute(name)!, location.href).pathname;

describe('default hit card', () => {
  afterEach(() => document.body.querySelectorAll('div').forEach((d) => d.remove()));

  it('shows image, linked title, brand, price with the higher list price struck through, rating and stock', () => {
    const el = card(console3);
    expect(pathOf(part(el, 'card-link'), 'href')).to.equal('/p/console');
    expect(part(el, 'card-title')!.textContent).to.contain('Stratix Astra 3 Console');
    expect(part(el, 'card-brand')!.textContent).to.equal('Stratix');
    expect(part(el, 'card-price')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('$284.99 Was $329.99');
    expect(part(el, 'card-list-price')!.tagName).to.equal('S');
    expect(part(el, 'card-rating')!.getAttribute('aria-label')).to.equal('Rated 4.4 out of 5, 12 reviews');
    expect(part(el, 'card-availability')!.textContent).to.equal('In stock');
    expect(part(el, 'card-note')).to.equal(null);
  });

  it('strikes no list price that is not higher, and carries a promoted hit\'s note', () => {
    const el = card({ ...console3, promoted: true, pin_note: 'Staff pick', attributes: { ...console3.attributes, list_price: 284.99 } } as Hit);
    expect(part(el, 'card-list-price')).to.equal(null);
    expect(part(el, 'card-note')!.textContent).to.equal('Staff pick');
  });

  it('shows the variant the filters select: its title, image, price and stock', () => {
    expect(matchedVariant(console3, { color: ['White'] })!.identity).to.equal('console-white');
    expect(matchedVariant(console3, { color: ['White'], price: ['|200'] })).to.equal(undefined);
    expect(matchedVariant(console3, { price: ['270|300'] })!.identity).to.equal('console-black');
    expect(matchedVariant(console3, { brand: ['Stratix'] }), 'a filter on no variant field selects none').to.equal(undefined);
    const el = card(console3, { color: ['White'] });
    expect(part(el, 'card-title')!.textContent).to.equal('Stratix Astra 3 Console White');
    expect(pathOf(part(el, 'card-image'), 'src')).to.equal('/img/console-white.svg');
    expect(part(el, 'card-price')!.textContent!.trim()).to.match(/^\$264\.99/);
    expect(part(el, 'card-list-price')?.textContent ?? '', 'the parent\'s list price is not the variant\'s').to.equal('');
    expect(part(el, 'card-availability')!.textContent).to.equal('Out of stock');
    expect(pathOf(part(el, 'card-link'), 'href'), 'the parent\'s page').to.equal('/p/console');
  });

  it('shows the variant the query names: the most query words that set it apart from its siblings', () => {
    expect(matchedVariant(console3, {}, 'white console')!.identity).to.equal('console-white');
    expect(matchedVariant(console3, {}, 'Stratix BLACK')!.identity, 'any case').to.equal('console-black');
    expect(matchedVariant(console3, {}, 'stratix astra 3 console'), 'words every variant has name none').to.equal(undefined);
    expect(matchedVariant(console3, {}, ''), 'no query').to.equal(undefined);
    expect(matchedVariant(console3, { color: ['Black'] }, 'white console')!.identity, 'the filters win').to.equal('console-black');
    const laptop: Hit = { url: '/p/laptop', type: 'item', attributes: { title: 'Veltris Echo 8 Laptop', price: 1295.99 }, nested: [
      { type: 'variant', identity: 'silver-256', fields: { title: 'Veltris Echo 8 Laptop Silver 256GB SSD', color: 'Silver', storage: '256GB SSD', price: 1490.99 } },
      { type: 'variant', identity: 'silver-1tb', fields: { title: 'Veltris Echo 8 Laptop Silver 1TB SSD', color: 'Silver', storage: '1TB SSD', price: 1295.99 } },
      { type: 'variant', identity: 'gray-1tb', fields: { title: 'Veltris Echo 8 Laptop Space Gray 1TB SSD', color: 'Space Gray', storage: '1TB SSD', price: 1295.99 } },
    ] };
    expect(matchedVariant(laptop, {}, 'laptop silver 1tb')!.identity, 'two words beat one').to.equal('silver-1tb');
    expect(matchedVariant(laptop, {}, 'space gray laptop')!.identity).to.equal('gray-1tb');
    expect(matchedVariant(laptop, {}, 'laptop ssd'), '"ssd" is every variant\'s').to.equal(undefined);
    const el = card(console3, undefined, 'console white');
    expect(part(el, 'card-title')!.textContent).to.equal('Stratix Astra 3 Console White');
    expect(part(el, 'card-price')!.textContent!.trim()).to.match(/^\$264\.99/);
    expect(part(el, 'card-list-price')?.textContent ?? '', 'the parent\'s list price is not the variant\'s').to.equal('');
    expect(part(card(console3, undefined, 'console'), 'card-title')!.textContent, 'the parent when no variant is named').to.contain('Stratix Astra 3 Console');
  });

  it('in a right-to-left page: "US$" reads as written after an Arabic price, and a Latin title keeps its own direction (a clamp cuts its end, not its start)', () => {
    const host = document.createElement('div');
    host.dir = 'rtl';
    host.style.width = '12rem';
    document.body.append(host);
    // No list price after it: the price ends its line, where a right-to-left paragraph took the "$" for its own.
    render(renderCard({ ...console3, attributes: { ...console3.attributes, list_price: undefined } } as Hit, { locale: 'ar', currency: 'USD', text }), host);
    // Its own line, as the card's styles make it.
    (part(host, 'card-price') as HTMLElement).style.display = 'block';
    const price = [...part(host, 'card-price')!.childNodes].find((n): n is Text => n instanceof Text && n.data.includes('US$'))!;
    const at = (i: number) => { const r = document.createRange(); r.setStart(price, i); r.setEnd(price, i + 1); return r.getBoundingClientRect().left; };
    const u = price.data.indexOf('US$');
    expect(u).to.be.above(0, price.data);
    // Left to right on screen: U, S, $ (without the mark after it the page showed "$US").
    expect(at(u) < at(u + 1) && at(u + 1) < at(u + 2), `${at(u)} ${at(u + 1)} ${at(u + 2)}`).to.equal(true);
    expect(getComputedStyle(part(host, 'card-title')!).direction).to.equal('ltr');
  });

  it('renders hostile text as text, refuses unsafe URLs and falls back to a placeholder image', async () => {
    const hostile: Hit = { url: 'x', type: 'item', attributes: { title: '<img src=x onerror="window.__cardPwned=1"> <em>Sp</em>eaker', url: 'javascript:window.__cardPwned=2', image_link: '/no/such/image.png', brand: '<b>Brand</b>' } };
    const el = card(hostile);
    expect(el.querySelectorAll('img')).to.have.length(1);
    expect(part(el, 'card-title')!.textContent).to.contain('<img src=x');
    expect(part(el, 'card-brand')!.textContent).to.equal('<b>Brand</b>');
    expect(part(el, 'card-link')!.hasAttribute('href')).to.equal(false);
    // The image's 404 comes back when the test server gets to it (a loaded run: past 300 ms).
    await until(() => part(el, 'card-image')!.getAttribute('src') === PLACEHOLDER_IMAGE);
    expect(part(el, 'card-image')!.getAttribute('src')).to.equal(PLACEHOLDER_IMAGE);
    expect((window as { __cardPwned?: number }).__cardPwned).to.equal(undefined);
  });
});
