/** <ss-recs>: what a screen reader hears of its cards, in real Chromium against the real local service. */
import { expect, fixture } from '@open-wc/testing';
import { until } from '../../../test/browser/harness.js';
import { service } from '../../../test/browser/service.js';
import type { SsRecs } from './recs.js';
import './recs.js';

const items = (el: SsRecs) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=item]')];

describe('<ss-recs>: names', () => {
  it('each add-to-cart button is named with its product ("Add to cart <title>", the title for screen readers only), not ten alike', async () => {
    const base = (await service()).url;
    const el = await fixture<SsRecs>(`<ss-recs tracker-id="demo" base-url="${base}" model="bestsellers" widget-id="names-${Date.now()}" size="6" loading="eager" add-to-cart></ss-recs>` as unknown as never);
    await until(async () => {
      await el.requestComplete;
      return items(el).length > 0;
    }, Boolean, 3000);
    const named = items(el).map((item) => [item.querySelector('[part=add-to-cart]')!.textContent!.replace(/\s+/g, ' ').trim(), item.querySelector('[part=card-title]')!.textContent!.trim()]);
    expect(named.map(([name]) => name)).to.deep.equal(named.map(([, title]) => `Add to cart ${title}`));
    expect(new Set(named.map(([name]) => name)).size).to.equal(named.length);
    // What the button shows is its label alone.
    expect(items(el)[0].querySelector('[part=add-to-cart] .sr')!.getBoundingClientRect().width).to.be.at.most(1);
  });
});
