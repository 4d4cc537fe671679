/** <ss-search> and <ss-listing>: axe in every state, and the filter dialog of narrow screens. */
import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { press, until } from '../../../test/browser/harness.js';
import { cards, choose, facetOf, make, mock, resetUrl, root, settle } from '../../../test/browser/results-fixture.js';
import type { SsSearch } from './search.component.js';

const FACETS = 'facets="category_path, brand:12, price, color:12, availability, rating" add-to-cart';
afterEach(async () => {
  resetUrl();
  await setViewport({ width: 1280, height: 800 });
});

describe('<ss-search>: accessibility (axe) in every state', () => {
  it('results with facets open and chosen, and the next page', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    await choose(el, 'brand', 'Auralis');
    facetOf(el, 'color')!.querySelector<HTMLButtonElement>('[part=facet-more]')?.click();
    await expect(el).to.be.accessible();
  });

  it('each add-to-cart button is named with its product: "Add to cart <title>", the title for screen readers only', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    const buttons = cards(el).map((card) => card.querySelector<HTMLButtonElement>('[part=add-to-cart]')!);
    const titles = cards(el).map((card) => card.querySelector('[part=card-title]')!.textContent!.trim());
    expect(buttons.map((b) => b.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(titles.map((t) => `Add to cart ${t}`));
    expect(new Set(titles).size).to.be.above(1);
    // What the button shows is still its label alone.
    expect(buttons[0].querySelector('.sr')!.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('a facet\'s fold button is named by the facet alone: its −/+ sign is drawn with an empty alternative text', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    const fold = facetOf(el, 'brand')!.querySelector<HTMLButtonElement>('.fold')!;
    const sign = () => getComputedStyle(fold, '::after').content;
    expect([fold.textContent!.trim(), sign()]).to.deep.equal(['Brand', '"−" / ""']);
    fold.click();
    await el.updateComplete;
    expect(sign()).to.equal('"+" / ""');
  });

  it('did-you-mean, no results, error', async () => {
    await expect(await make<SsSearch>('ss-search', '?q=hedphones', FACETS)).to.be.accessible();
    const empty = await make<SsSearch>('ss-search', '?q=qqqzzzxx', FACETS);
    await until(() => root(empty).querySelector('[part=empty] .grid'));
    await expect(empty).to.be.accessible();
    await expect(await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('500')}"`)).to.be.accessible();
  });

  it('loading (the previous results marked busy)', async () => {
    const el = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('200', 500, 'hits')}"`);
    (el as unknown as { refine(s: object): void }).refine({ q: 'y', filters: {}, sort: '', page: 1 });
    await el.updateComplete;
    expect(root(el).querySelector('.results')!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    await settle(el);
    expect(root(el).querySelector('.results')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('moved on the page, it still switches to the filter dialog when the screen narrows', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    expect(el.narrow).to.equal(false);
    el.parentElement!.append(el);
    await settle(el);
    await setViewport({ width: 390, height: 800 });
    await until(() => el.narrow, Boolean, 2000);
    await el.updateComplete;
    expect(root(el).querySelector('[part=filters-button]')).to.not.equal(null);
  });

  it('on a phone: the "Filters (n)" button stays in view down the results list', async () => {
    await setViewport({ width: 390, height: 800 });
    const el = await make<SsSearch>('ss-search', '?q=headphones', `${FACETS} size="24"`);
    const button = root(el).querySelector<HTMLButtonElement>('[part=filters-button]')!;
    const grid = root(el).querySelector('[part=grid]')!.getBoundingClientRect();
    expect(grid.height).to.be.greaterThan(3 * innerHeight, 'a list long enough to scroll through');
    try {
      for (const at of [0.25, 0.5, 0.9]) {
        scrollTo(0, grid.top + scrollY + grid.height * at - innerHeight / 2);
        await new Promise(requestAnimationFrame);
        const box = button.getBoundingClientRect();
        expect(box.top, `scrolled to ${at * 100}% of the list`).to.be.within(0, innerHeight - box.height);
        expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).to.equal(el, 'on top of the cards');
        expect(el.shadowRoot!.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).to.equal(button);
      }
    } finally {
      scrollTo(0, 0);
    }
  });

  it('on a phone: a "Filters (n)" button opens a modal dialog that holds focus and gives it back', async () => {
    await setViewport({ width: 390, height: 800 });
    const el = await make<SsSearch>('ss-search', '?q=headphones&f=brand:Auralis', FACETS);
    expect(el.narrow).to.equal(true);
    expect(root(el).querySelector('aside')).to.equal(null);
    const button = root(el).querySelector<HTMLButtonElement>('[part=filters-button]')!;
    expect(button.textContent).to.equal('Filters (1)');
    await expect(el).to.be.accessible();
    button.focus();
    button.click();
    // The dialog comes with its first opening (filter-dialog.ts, a part loaded then).
    const dialog = await until(() => root(el).querySelector('dialog'), (d) => Boolean(d?.open));
    expect(dialog!.open).to.equal(true);
    expect(dialog!.matches(':modal')).to.equal(true, 'the rest of the page is inert');
    expect(dialog!.contains(el.shadowRoot!.activeElement)).to.equal(true);
    await expect(el).to.be.accessible();
    await choose(el, 'brand', 'Nordby');
    expect(root(el).querySelector('dialog')!.open).to.equal(true, 'refining keeps the dialog open');
    const done = root(el).querySelector('[part=dialog-done]')!.textContent!;
    expect(done).to.match(/^Show results \(\d+\)$/);
    // Said inside the dialog: the page's live region is inert behind it.
    const status = dialog!.querySelector('[role=status]');
    expect(status?.textContent).to.equal(`${/\d+/.exec(done)![0]} results`);
    await press('Escape');
    await until(() => !dialog!.open);
    expect(el.shadowRoot!.activeElement).to.equal(root(el).querySelector('[part=filters-button]'));
  });
});

describe('<ss-search>: forced colours, reduced motion, dark mode', () => {
  afterEach(() => emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference', colorScheme: 'light' }));

  it('forced colours: the current page is outlined and busy results are not faded', async () => {
    await emulateMedia({ forcedColors: 'active' });
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    const paged = await make<SsSearch>('ss-search', '?q=headphones', `${FACETS} size="6"`);
    expect(getComputedStyle(root(paged).querySelector('.pagination [aria-current]')!).borderTopWidth).to.equal('2px');
    await expect(paged).to.be.accessible();
    const el = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('200', 400, 'hits')}"`);
    (el as unknown as { refine(s: object): void }).refine({ q: 'y', filters: {}, sort: '', page: 1 });
    await el.updateComplete;
    expect(getComputedStyle(root(el).querySelector('.results')!).opacity).to.equal('1', 'busy is said by aria-busy, not by a fade the user cannot see');
    await settle(el);
  });

  it('reduced motion: no fade while results load', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    expect(getComputedStyle(root(el).querySelector('.results')!).transitionDuration).to.equal('0s');
  });

  it('dark mode: the results follow the colour scheme of the page, never the reader alone', async () => {
    const color = (el: SsSearch) => getComputedStyle(root(el).querySelector('.count-text')!).color;
    const light = color(await make<SsSearch>('ss-search', '?q=headphones', FACETS));
    await emulateMedia({ colorScheme: 'dark' });
    // A light-only shop page: light text on its white background would be unreadable.
    const onLightPage = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    expect(color(onLightPage)).to.equal(light);
    await expect(onLightPage).to.be.accessible();
    // A page that supports dark: its background is the system canvas (axe reads backgrounds from styles).
    document.documentElement.style.colorScheme = 'light dark';
    document.body.style.background = 'Canvas';
    try {
      const onDarkPage = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
      expect(color(onDarkPage)).to.not.equal(light);
      await expect(onDarkPage).to.be.accessible();
      // Out of stock (the danger colour) is readable on the dark card too.
      await choose(onDarkPage, 'availability', 'Out of stock');
      expect(root(onDarkPage).querySelector('.card-availability.out')).to.not.equal(null);
      // The busy fade (0.2 s) is over before the colours are read.
      await until(() => getComputedStyle(root(onDarkPage).querySelector('.results')!).opacity === '1');
      await expect(onDarkPage).to.be.accessible();
    } finally {
      document.documentElement.style.colorScheme = '';
      document.body.style.background = '';
    }
  });
});

describe('<ss-listing>: accessibility (axe)', () => {
  it('a category page with breadcrumbs and subcategories', async () => {
    const el = await make('ss-listing', '', 'category="Audio||Headphones" facets="brand, price, color"');
    await expect(el).to.be.accessible();
  });
});
