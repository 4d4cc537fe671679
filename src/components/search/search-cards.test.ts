/** <ss-search>'s cards against the real local service (demo catalog): what each card shows. */
import { expect } from '@open-wc/testing';
import type { Hit } from '../../core/types.js';
import { service } from '../../../test/browser/service.js';
import { until } from '../../../test/browser/harness.js';
import { cards, make, mock, priceOf, resetUrl } from '../../../test/browser/results-fixture.js';
import type { SsSearch } from './search.component.js';

const FACETS = 'facets="category_path, brand:12, price, color:12, availability, rating"';
afterEach(resetUrl);

describe('<ss-search>: cards', () => {
  it('a card shows the variant the query names (its colour): that variant\'s title and price', async () => {
    const el = await make<SsSearch>('ss-search', '?q=laptop+silver', `${FACETS} size="48"`);
    const answer = await (await fetch(`${(await service()).url}/search?tracker_id=demo&q=laptop+silver&size=48`)).json() as { results: { hits: Hit[] } };
    // The hits with a Silver variant and one of another colour: the card is the (first) Silver one, not the parent.
    const mixed = answer.results.hits.filter((h) => h.nested?.some((v) => v.fields?.color === 'Silver') && h.nested.some((v) => v.fields?.color !== 'Silver'));
    const checked = mixed.flatMap((hit) => {
      const shown = cards(el).find((c) => c.querySelector('a')!.href === new URL(String(hit.attributes.url), location.href).href);
      return shown ? [[hit, shown] as const] : [];
    });
    expect(checked.length, 'the page shows such hits').to.be.greaterThan(0);
    for (const [hit, shown] of checked) {
      const silver = hit.nested!.find((v) => v.fields?.color === 'Silver')!.fields!;
      expect(shown.querySelector('[part=card-title]')!.textContent).to.equal(silver.title);
      expect(priceOf(shown)).to.equal(silver.price);
    }
  });

  it('a product photo of another shape sits on the card\'s own surface, with no grey bars beside it', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', FACETS);
    const image = cards(el)[0].querySelector<HTMLImageElement>('[part=card-image]')!;
    // Shops' photos are rarely square: object-fit: contain letterboxes them with the image's own background.
    expect(getComputedStyle(image).objectFit).to.equal('contain');
    expect(getComputedStyle(image).backgroundColor, 'the letterbox shows the card behind').to.equal('rgba(0, 0, 0, 0)');
  });

  it('makes its first number format (the locale\'s data loaded) while the first answer is on its way, not when the answer is in (a phone spends 40-100 ms on the first)', async () => {
    const made: string[] = [];
    const Original = Intl.NumberFormat;
    // In the task that sends the request: a timer could wait behind the page's other scripts until the answer is in.
    const send = window.fetch;
    let inTask: boolean | undefined;
    window.fetch = (...args) => {
      if (/\/search\?/.test(String(args[0])) && inTask === undefined) setTimeout(() => (inTask = made.includes('fr-CH')));
      return send(...args);
    };
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: [string?, Intl.NumberFormatOptions?]) {
        made.push(String(args[0]));
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const answer = make<SsSearch>('ss-search', '?q=headphones', `base-url="${mock('200', 600)}" locale="fr-CH" currency="CHF"`);
      // The answer takes 600 ms: the format is there well before it.
      await until(() => made.includes('fr-CH'), Boolean, 450);
      await answer;
      expect(inTask, 'made in the task that sent the request').to.equal(true);
    } finally {
      Intl.NumberFormat = Original;
      window.fetch = send;
    }
  });
});
