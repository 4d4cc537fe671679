/** <ss-search> and <ss-listing>: axe in every state, and the filter dialog of narrow screens. */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { press, until } from '../../../test/browser/harness.js';
import { choose, facetOf, make, mock, resetUrl, root, settle } from '../../../test/browser/results-fixture.js';
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
    const dialog = root(el).querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true, 'the rest of the page is inert');
    expect(dialog.contains(el.shadowRoot!.activeElement)).to.equal(true);
    await expect(el).to.be.accessible();
    await choose(el, 'brand', 'Nordby');
    expect(root(el).querySelector('dialog')!.open).to.equal(true, 'refining keeps the dialog open');
    expect(root(el).querySelector('[part=dialog-done]')!.textContent).to.match(/^Show \d+ results$/);
    await press('Escape');
    await until(() => !dialog.open);
    expect(el.shadowRoot!.activeElement).to.equal(root(el).querySelector('[part=filters-button]'));
  });
});

describe('<ss-listing>: accessibility (axe)', () => {
  it('a category page with breadcrumbs and subcategories', async () => {
    const el = await make('ss-listing', '', 'category="Audio||Headphones" facets="brand, price, color"');
    await expect(el).to.be.accessible();
  });
});
