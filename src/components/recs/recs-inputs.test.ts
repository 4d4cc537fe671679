/** <ss-recs> given its inputs in other shapes than its attributes' text, in real Chromium against the real local service. */
import { expect, fixture } from '@open-wc/testing';
import { until } from '../../../test/browser/harness.js';
import { service } from '../../../test/browser/service.js';
import type { RecommendationDetail } from '../../core/events.js';
import { pageItems } from './recs.js';

describe('<ss-recs>: inputs', () => {
  it('a conversion control\'s item (another product\'s add-to-cart button) is not what the page is about', () => {
    const read = (html: string) => pageItems(new DOMParser().parseFromString(html, 'text/html'));
    const button = '<button data-ss-conversion="add-to-cart" data-ss-item="item-16"></button>';
    // The page's own mark wins over a theme's JSON-LD (whose sku may be a variant's, not the catalog's identity).
    expect(read(`<script type="application/ld+json">{"@type":"Product","sku":"ABC-408-BLK"}</script><main data-ss-item="item-408">${button}</main>`)).to.deep.equal(['item-408']);
    expect(read(`<script type="application/ld+json">{"@type":"Product","sku":"sku-9"}</script>${button}`)).to.deep.equal(['sku-9']);
    expect(read(`<ul><li data-ss-item="a"></li><li data-ss-item="b">${button}</li></ul>`)).to.deep.equal(['a', 'b']);
  });

  it('item ids given as a property of another type (a framework binding a number or a list) are read as text', async () => {
    const base = (await service()).url;
    const holder = await fixture<HTMLDivElement>(`<div><ss-recs tracker-id="demo" base-url="${base}" model="bestsellers" widget-id="typed-${Date.now()}" size="4" loading="eager"></ss-recs></div>` as unknown as never);
    const el = holder.querySelector('ss-recs')!;
    await until(async () => {
      await el.requestComplete;
      return el.shadowRoot!.querySelectorAll('[part~=item]').length > 0;
    }, Boolean, 3000);
    for (const [value, ids] of [[408, ['408']], [['item-1', 'item-2'], ['item-1', 'item-2']]] as const) {
      const announced = new Promise<string[]>((resolve) => el.addEventListener('ss-recommendation', (e) => resolve((e as CustomEvent<RecommendationDetail>).detail.itemIds), { once: true }));
      (el as unknown as { itemIds: unknown }).itemIds = value;
      expect(await announced).to.deep.equal(ids);
    }
  });
});
