/** <ss-search> and the page's history: what going Back costs a while later. */
import { expect } from '@open-wc/testing';
import { requestsSettled } from '../../../test/browser/harness.js';
import { choose, facetOf, historyMove, make, resetUrl, titles } from '../../../test/browser/results-fixture.js';
import type { SsSearch } from './search.component.js';

afterEach(resetUrl);

describe('<ss-search>: Back a while later', () => {
  it('an answer the page has shown is not asked for again on Back, even after the fetch core\'s one-minute cache let it go', async () => {
    const el = await make<SsSearch>('ss-search', '?q=speaker', 'facets="brand:12"');
    const first = titles(el);
    await choose(el, 'brand', facetOf(el, 'brand')!.querySelector('.label')!.textContent!.trim());
    expect(titles(el)).to.not.deep.equal(first);
    const requests = await requestsSettled('/search?');
    const now = Date.now;
    Date.now = () => now() + 61_000; // a minute on: the core's GET cache has let every answer go
    try {
      await historyMove(el);
      expect(titles(el)).to.deep.equal(first);
      expect(await requestsSettled('/search?')).to.equal(requests, 'no request for an answer the page already showed');
    } finally {
      Date.now = now;
    }
  });
});
