/** What shops write, as the catalog's values: numbers, prices with currencies, availability, category paths, titles of a group, HTML as text. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commonTitle } from './google.js';
import { htmlToText } from './text.js';
import { absoluteUrl, ambiguousNumber, availabilityOf, hierarchy, parseMoney, parseNumber, splitPath, within } from './values.js';

describe('feed values', () => {
  it('reads numbers as shops write them, and nothing else', () => {
    const cases: Array<[string, number | undefined]> = [
      ['19.99', 19.99], ['1,299.00', 1299], ['1.299,00', 1299], ['19,99', 19.99], ['1,299', 1299], ['1 299,50', 1299.5],
      ['1.000.000', 1000000], ['-3', -3], ['.5', 0.5], ['0,125', 0.125], [',125', 0.125], ['1234,567', 1234.567], ['-1,299', -1299], ['', undefined], ['abc', undefined], ['12,5O', undefined], ['1e5', undefined],
    ];
    for (const [text, n] of cases) assert.equal(parseNumber(text), n, text);
  });

  it('reads numbers with the decimal mark the shop names, the other grouping thousands; says which read two ways', () => {
    const comma: Array<[string, number | undefined]> = [['1.299', 1299], ['1.299,50', 1299.5], ['19,99', 19.99], ['1 299,5', 1299.5], [',5', 0.5], ['1,2,3', undefined], ['1,299.50', undefined], ['0.5', undefined], ['12.34', undefined], [',', undefined]];
    for (const [text, n] of comma) assert.equal(parseNumber(text, ','), n, `${text} with ,`);
    const dot: Array<[string, number | undefined]> = [['1.299', 1.299], ['1,299.50', 1299.5], ['1,299', 1299], ['1.2.3', undefined], ['1.299,50', undefined], ['0,5', undefined]];
    for (const [text, n] of dot) assert.equal(parseNumber(text, '.'), n, `${text} with .`);
    assert.deepEqual(parseMoney('1.299 EUR', ','), { amount: 1299, currency: 'EUR' });
    for (const two of ['1.299', '1,299', '-12.500', ' 999,000 ']) assert.ok(ambiguousNumber(two), two);
    for (const one of ['0.125', '1.29', '1,2999', '1.299,00', '1299', '12.5', '1234.567']) assert.ok(!ambiguousNumber(one), one);
  });

  it('reads prices with their currency on either side', () => {
    assert.deepEqual(parseMoney('19.99 USD'), { amount: 19.99, currency: 'USD' });
    assert.deepEqual(parseMoney('EUR 1.299,00'), { amount: 1299, currency: 'EUR' });
    assert.deepEqual(parseMoney('15usd'), { amount: 15, currency: 'USD' });
    assert.deepEqual(parseMoney('49'), { amount: 49 });
    for (const bad of ['twelve dollars', 'USD 5 EUR', 'USD', '$5']) assert.equal(parseMoney(bad), undefined, bad);
  });

  it('turns availability words, flags and counts into 0/1', () => {
    for (const yes of ['in stock', 'in_stock', 'InStock', 'preorder', 'backorder', 'yes', true, 3, '1']) assert.equal(availabilityOf(yes), 1, String(yes));
    for (const no of ['out of stock', 'out_of_stock', 'sold out', 'no', false, 0, '0']) assert.equal(availabilityOf(no), 0, String(no));
    assert.equal(availabilityOf('sometimes'), undefined);
  });

  it('writes category paths as the hierarchy the elements facet on', () => {
    assert.deepEqual(hierarchy([splitPath('Cell Phones > Prepaid Phones'), splitPath('Deals')]), {
      categories: ['Cell Phones', 'Prepaid Phones'], category: 'Prepaid Phones', category_path: 'Cell Phones||Prepaid Phones',
      all_categories_path: ['Cell Phones||Prepaid Phones', 'Deals'],
    });
    assert.deepEqual(hierarchy([]), {});
  });

  it('names a group by the words its titles share', () => {
    assert.equal(commonTitle(['Harbor Tee - Red / M', 'Harbor Tee - Navy / L']), 'Harbor Tee');
    assert.equal(commonTitle(['Mug', 'Cup']), 'Mug');
    assert.equal(commonTitle(['Only']), 'Only');
    // One colour's name starts another's: the product is not named after the first colour.
    assert.equal(commonTitle(['Otterbox - Symmetry Case for iPhone 7 Plus - Black', 'Otterbox - Symmetry Case for iPhone 7 Plus - Black Crystal']), 'Otterbox - Symmetry Case for iPhone 7 Plus');
    assert.equal(commonTitle(['Strap 42mm - Black with black lugs', 'Strap 42mm - Black with silver lugs']), 'Strap 42mm');
    assert.equal(commonTitle(['Galaxy S7 - Blue Coral (Verizon)', 'Galaxy S7 - Blue Coral (Sprint)']), 'Galaxy S7');
    assert.equal(commonTitle(['Tee', 'Tee XL']), 'Tee');
    assert.equal(commonTitle(['Apple iPhone 7 32GB', 'Apple iPhone 7 128GB']), 'Apple iPhone 7');
  });

  it('keeps absolute links and resolves relative ones against the shop', () => {
    assert.equal(absoluteUrl('https://a.example/x'), 'https://a.example/x');
    assert.equal(absoluteUrl('/p/1', 'https://shop.example'), 'https://shop.example/p/1');
    assert.equal(absoluteUrl('/p/1'), '/p/1');
  });

  it('knows whether a sale period is on', () => {
    const now = Date.parse('2026-06-15T00:00:00Z');
    assert.equal(within('2026-06-01T00:00-0800/2026-06-30T00:00-0800', now), true);
    assert.equal(within('2026-07-01T00:00:00Z/2026-07-30T00:00:00Z', now), false);
    assert.equal(within('/2026-06-01T00:00:00Z', now), false);
    assert.equal(within(undefined, now), true);
  });

  it('turns an HTML description into text: no tags, no scripts, blocks on lines, references decoded', () => {
    assert.equal(htmlToText('<p>Soft &amp; <b>light</b></p><script>alert(1)</script><ul><li>One</li><li>Two&nbsp;2</li></ul>a < b'), 'Soft & light\nOne\nTwo 2\na < b');
    assert.equal(htmlToText('&lt;img src=x onerror=alert(1)&gt;'), '<img src=x onerror=alert(1)>');
  });
});
