/**
 * <ss-search> draws an answer's campaign banners with the answer: in the same update as its
 * cards, as links named by their campaign, their boxes at size before their images come (the
 * one above the results at its aspect ratio, the grid's tile in its cell), so nothing moves
 * when the images arrive; their images asked for as the answer arrives, before it is drawn.
 * The test server holds the banners' images back (`ss-hold`).
 */
import { expect, fixture } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { until } from '../../../test/browser/harness.js';
import { resetUrl } from '../../../test/browser/results-fixture.js';
import { service } from '../../../test/browser/service.js';
import type { SsSearch } from './search.component.js';

const IMAGES = '/demo/images/banner-audio';

afterEach(() => resetUrl());

describe('<ss-search>: campaign banners', () => {
  it('draws them with the answer, at their size before their images come; nothing moves when they do', async () => {
    await executeServerCommand('ss-hold', { url: IMAGES });
    history.replaceState(null, '', `${location.pathname}?q=headphones`);
    const holder = await fixture<HTMLDivElement>(`<div style="width: 900px"><ss-search tracker-id="demo" base-url="${(await service()).url}" facets="brand, price"></ss-search></div>` as unknown as never);
    const el = holder.firstElementChild as SsSearch;
    const root = el.shadowRoot!;
    // Whenever the cards are in, the banners are too: never one drawing without the other.
    const drawn = await until(() => [root.querySelectorAll('.hit').length, root.querySelectorAll('a[part=banner]').length], ([hits]) => hits > 0, 5000);
    expect(drawn[1], 'the banner above the results and the tile\'s, in the draw of the cards').to.equal(2);
    const [header, tileBanner] = [...root.querySelectorAll<HTMLAnchorElement>('a[part=banner]')];
    const tile = root.querySelector<HTMLElement>('[part=grid-banner]')!;
    expect(tile.contains(tileBanner), 'the second is the grid\'s tile').to.equal(true);
    expect([...root.querySelectorAll('.grid > li')].indexOf(tile), 'the tile holds the 5th cell').to.equal(4);
    const images = [header, tileBanner].map((a) => a.querySelector('img')!);
    // Links named by their campaign, the images on their way (held).
    expect(images.map((img) => [img.alt.length > 0, img.complete])).to.deep.equal([[true, false], [true, false]]);
    expect(images[0].getAttribute('fetchpriority'), 'above the results: painted first').to.equal('high');
    // The box is the banner's before its image is in: 20:3 of the results' width.
    const box = images[0].getBoundingClientRect();
    expect(box.width).to.be.greaterThan(300);
    expect(box.height).to.be.closeTo(box.width * 3 / 20, 1);
    const at = () => [root.querySelector('.hit')!.getBoundingClientRect().top, tile.getBoundingClientRect().top, tile.getBoundingClientRect().height, el.getBoundingClientRect().height];
    const before = at();

    await executeServerCommand('ss-release', { url: IMAGES });
    await until(() => images.every((img) => img.complete && img.naturalWidth > 0), Boolean, 5000);
    expect(images.map((img) => img.isConnected), 'the same images, not drawn again').to.deep.equal([true, true]);
    at().forEach((value, i) => expect(value, `box ${i} moved`).to.be.closeTo(before[i], 0.5));
  });

  /** The banner images <ss-search> fetched from script (not from its drawing, which sets the attribute) for `attributes`, and how many cards were drawn at each. */
  async function preloaded(attributes: string): Promise<{ banners: string[]; drawn: number[]; cards: number; decoded: string[] }> {
    const asked: Array<[string, number]> = [];
    const decoded: string[] = [];
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    const decode = HTMLImageElement.prototype.decode;
    let root: ShadowRoot | null = null;
    Object.defineProperty(HTMLImageElement.prototype, 'src', { ...src, set(value: string) { asked.push([value, root?.querySelectorAll('.hit').length ?? 0]); src.set!.call(this, value); } });
    HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
      decoded.push(this.src.split('/').pop()!);
      return decode.call(this);
    };
    try {
      history.replaceState(null, '', `${location.pathname}?q=headphones`);
      const holder = await fixture<HTMLDivElement>(`<div style="width: 900px"><ss-search tracker-id="demo" base-url="${(await service()).url}" facets="brand" ${attributes}></ss-search></div>` as unknown as never);
      root = holder.firstElementChild!.shadowRoot;
      await until(() => root!.querySelectorAll('.hit').length, (n) => n > 0, 5000);
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'src', src);
      HTMLImageElement.prototype.decode = decode;
    }
    const banners = asked.filter(([url]) => url.includes(IMAGES));
    return { banners: banners.map(([url]) => url.split('/').pop()!), drawn: banners.map(([, n]) => n), cards: asked.filter(([url, n]) => !url.includes(IMAGES) && !n).length, decoded };
  }

  it('asks for their images as the answer arrives, before it is drawn, as for the first row\'s cards', async () => {
    const { banners, drawn, cards, decoded } = await preloaded('');
    expect(banners, 'the banner above the results and the grid\'s tile').to.deep.equal(['banner-audio.svg', 'banner-audio-tile.svg']);
    // Decoded as they come, so drawing them waits for no decoding (a card image is not: on a phone that work falls on the drawing).
    expect(decoded, 'the banners decoded ahead, the cards\' images not').to.deep.equal(banners);
    expect(drawn, 'before any card was drawn').to.deep.equal([0, 0]);
    expect(cards, 'the first row\'s card images too').to.be.greaterThan(0);
  });

  it('leaves a tile below the first row to the browser', async () => {
    expect((await preloaded('grid-banner-at="12"')).banners).to.deep.equal(['banner-audio.svg']);
  });
});
