/** A range facet's typed min and max, as shoppers write numbers in their languages (range.ts). */
import { expect } from '@open-wc/testing';
import { until } from '../../../test/browser/harness.js';
import { facetOf, make, resetUrl, root, settle } from '../../../test/browser/results-fixture.js';
import { readNumber } from '../shared/range.js';
import type { SsSearch } from './search.component.js';

afterEach(resetUrl);

/** Types into a range facet's free inputs and applies them; resolves once the URL changed, or after 600 ms when it did not. */
async function typeRange(el: SsSearch, min: string, max: string): Promise<HTMLInputElement[]> {
  const form = facetOf(el, 'price')!.querySelector('form')!;
  const inputs = ['min', 'max'].map((name) => form.elements.namedItem(name) as HTMLInputElement);
  inputs[0].value = min;
  inputs[1].value = max;
  const before = location.search;
  form.requestSubmit();
  await until(() => location.search !== before, Boolean, 600).catch(() => undefined);
  await settle(el);
  return inputs;
}

const filters = () => new URLSearchParams(location.search).getAll('f');

describe('<ss-search>: a range typed in the page\'s language', () => {
  it('reads digits, groups and decimal separators as the language writes them', () => {
    const cases: Array<[string, string, number]> = [
      ['250,5', ',', 250.5], ['1.500', ',', 1500], ['1.5', ',', 1.5], ['1 500,25', ',', 1500.25], ['2.505', ',', 2505],
      ['1,500', '.', 1500], ['1,5', '.', 1.5], ['1,234.5', '.', 1234.5], ['250', '.', 250], ['.5', '.', 0.5],
      ['٢٥٠', '٫', 250], ['٢٥٠٫٥', '٫', 250.5], ['١٬٥٠٠', '٫', 1500], ['۱۲۰', '.', 120], ['−5', '.', -5], ["1'500", '.', 1500],
    ];
    expect(cases.map(([typed, decimal]) => readNumber(typed, decimal))).to.deep.equal(cases.map(([, , n]) => n));
    expect(['abc', '1.2.3', '', '12a', '--1'].map((typed) => Number.isNaN(readNumber(typed)))).to.deep.equal([true, true, true, true, true]);
  });

  it('German: "250,5" is 250.5 and "1.500" is 1500, not 2505 and 1.5', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', 'facets="price" locale="de"');
    const [min] = await typeRange(el, '1.500', '');
    expect(min.type, 'a text box with a decimal keypad: a number input drops the comma').to.equal('text');
    expect(min.inputMode).to.equal('decimal');
    expect(filters()).to.deep.equal(['price:1500|']);
    await typeRange(el, '', '250,5');
    expect(filters()).to.deep.equal(['price:|250.5']);
  });

  it('Arabic-Indic digits apply; what is no number is the browser\'s own invalid message, nothing applied, until edited', async () => {
    const el = await make<SsSearch>('ss-search', '?q=headphones', 'facets="price" locale="ar"');
    await typeRange(el, '٢٥٠', '');
    expect(filters()).to.deep.equal(['price:250|']);
    const [min] = await typeRange(el, '12a', '');
    expect([filters(), min.validity.patternMismatch], 'not applied, the box invalid').to.deep.equal([['price:250|'], true]);
    min.value = '100';
    min.dispatchEvent(new Event('input'));
    expect(min.validity.valid, 'edited: valid again').to.equal(true);
    expect(root(el).querySelector('[part=facet-range] [aria-invalid]')).to.equal(null);
  });
});
