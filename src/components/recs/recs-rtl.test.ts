/** <ss-recs> on a right-to-left page, in real Chromium against the real local service. */
import { expect, fixture } from '@open-wc/testing';
import { press, until } from '../../../test/browser/harness.js';
import { service } from '../../../test/browser/service.js';
import type { SsRecs } from './recs.js';
import './recs.js';

const root = (el: SsRecs) => el.shadowRoot!;
const items = (el: SsRecs) => [...root(el).querySelectorAll<HTMLElement>('[part~=item]')];

/** A bestsellers row of `size` cards, `width` px wide, in a right-to-left block, once drawn. */
async function row(size: number, width: number): Promise<SsRecs> {
  const base = (await service()).url;
  const holder = await fixture<HTMLDivElement>(`<div dir="rtl"><ss-recs tracker-id="demo" base-url="${base}" model="bestsellers" widget-id="rtl-${Date.now()}" size="${size}" loading="eager" style="width: ${width}px"></ss-recs></div>` as unknown as never);
  const el = holder.querySelector('ss-recs')!;
  await until(async () => {
    await el.requestComplete;
    return items(el).length > 0;
  }, Boolean, 3000);
  return el;
}

describe('<ss-recs>: right to left', () => {
  it('dir="rtl" on an ancestor: the first card on the right, ArrowLeft to the next card, "next" scrolls to the left', async () => {
    const el = await row(8, 420);
    const [first, second] = items(el).map((i) => i.getBoundingClientRect());
    expect(first.right).to.be.above(second.right, 'the first card is right of the second');
    expect(first.right).to.be.closeTo(el.getBoundingClientRect().right, 8, 'at the start (right) edge');
    const links = items(el).map((i) => i.querySelector<HTMLAnchorElement>('a[href]')!);
    links[0].focus();
    await press('ArrowLeft');
    expect(root(el).activeElement).to.equal(links[1]);
    await press('ArrowRight');
    expect(root(el).activeElement).to.equal(links[0]);
    const [previous, next] = [...root(el).querySelectorAll<HTMLButtonElement>('[part=controls] button')];
    const track = root(el).querySelector<HTMLElement>('[part~=list]')!;
    await until(() => next.getAttribute('aria-disabled') === 'false');
    next.click();
    await until(() => track.scrollLeft < -100 && previous.getAttribute('aria-disabled') === 'false', Boolean, 3000);
    expect(previous.getBoundingClientRect().x).to.be.above(next.getBoundingClientRect().x, '"previous" on the right');
  });

  it('a Latin title is aligned as its card is (right), its text kept in its own direction', async () => {
    const el = await row(4, 900);
    // The first line of each title ends at the card's right edge, as the brand and price below it do.
    const gaps = items(el).map((item) => {
      const title = item.querySelector('[part=card-title]')!;
      const range = document.createRange();
      range.selectNodeContents(title);
      const line = range.getClientRects()[0];
      const price = item.querySelector('[part=card-price]')!.getBoundingClientRect();
      return Math.round(price.right - line.right);
    });
    expect(gaps.every((gap) => Math.abs(gap) <= 2), `title lines end where the prices do: ${gaps}`).to.equal(true);
    expect(getComputedStyle(items(el)[0].querySelector('[part=card-title]')!).direction).to.equal('ltr');
  });
});
