/**
 * <ss-search> draws an answer with campaigns at once and its banners when their part
 * (shared/results-banners.ts, a lazy chunk) is in: meanwhile each banner's image shows alone
 * in the banner's box (the one above the results at its aspect ratio, the grid's tile in its
 * cell), so nothing moves when they come. The only test of its file, so that no other test has loaded the part yet;
 * the test server holds it back (`ss-hold`) until the answer is drawn.
 */
import { expect, fixture } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { requestsSettled, until } from '../../../test/browser/harness.js';
import { resetUrl, settle } from '../../../test/browser/results-fixture.js';
import { service } from '../../../test/browser/service.js';
import type { SsSearch } from './search.component.js';

const PART = 'shared/results-banners';

afterEach(() => resetUrl());

describe('<ss-search>: campaign banners after the answer', () => {
  it('draws the answer before the banners\' part is in, their boxes held; nothing moves when they come', async () => {
    await executeServerCommand('ss-hold', { url: PART });
    history.replaceState(null, '', `${location.pathname}?q=headphones`);
    const holder = await fixture<HTMLDivElement>(`<div style="width: 900px"><ss-search tracker-id="demo" base-url="${(await service()).url}" facets="brand, price"></ss-search></div>` as unknown as never);
    const el = holder.firstElementChild as SsSearch;
    const root = el.shadowRoot!;
    await until(() => root.querySelectorAll('.hit').length, Boolean, 5000);
    expect(await requestsSettled(PART), 'the part is held back').to.equal(0);
    const hold = root.querySelector<HTMLImageElement>('.hold')!;
    const tile = root.querySelector<HTMLElement>('[part=grid-banner]')!;
    expect([Boolean(hold), root.querySelector('a[part=banner]')], 'the box above the results, no banner yet').to.deep.equal([true, null]);
    // Each box shows its banner's image already (decorative until the banner, a link named by it, comes).
    expect([hold.src, tile.querySelector<HTMLImageElement>('img.hold')?.src, hold.alt].map((x) => x?.replace(/^.*\//, ''))).to.deep.equal(['banner-audio.svg', 'banner-audio-tile.svg', '']);
    expect([...root.querySelectorAll('.grid > li')].indexOf(tile), 'the tile holds the 5th cell').to.equal(4);
    // The box is the banner's: 20:3 of the results' width.
    expect(hold.getBoundingClientRect().height).to.be.closeTo(hold.getBoundingClientRect().width * 3 / 20, 1);
    const at = () => [root.querySelector('.hit')!.getBoundingClientRect().top, tile.getBoundingClientRect().top, tile.getBoundingClientRect().height, el.getBoundingClientRect().height];
    const before = at();

    await executeServerCommand('ss-release', { url: PART });
    await settle(el);
    const images = [...root.querySelectorAll<HTMLImageElement>('a[part=banner] img')];
    expect(images.length, 'the banner above the results and the tile\'s').to.equal(2);
    await until(() => images.every((img) => img.complete && img.naturalWidth > 0), Boolean, 5000);
    expect(root.querySelector('.hold'), 'the held box gave way to the banner').to.equal(null);
    expect(root.querySelector('[part=grid-banner] a[part=banner]')).to.not.equal(null);
    at().forEach((value, i) => expect(value, `box ${i} moved`).to.be.closeTo(before[i], 0.5));
  });
});
