/** The pure helpers the elements share. */
import { expect } from '@open-wc/testing';
import { parseTypeFilters } from '../autocomplete/source.js';
import { optionsFor } from '../autocomplete/options.js';
import { listOf, pairsOf } from './asks.js';
import { clientConfig, configure, pageConfig } from './config.js';
import { debounceDelay, nextActive } from './listbox.js';
import { pageWindow } from './pagination.js';

describe('pageWindow', () => {
  it('shows first, last and two either side of the current page, gaps as 0, whatever the number of pages', () => {
    expect(pageWindow(1, 1)).to.deep.equal([1]);
    expect(pageWindow(4, 10)).to.deep.equal([1, 2, 3, 4, 5, 6, 0, 10]);
    expect(pageWindow(5, 10)).to.deep.equal([1, 0, 3, 4, 5, 6, 7, 0, 10]);
    expect(pageWindow(999, 26), 'a page past the end').to.deep.equal([1, 0, 26]);
    // An answer's total_hits of 1e18 (a broken or hostile service): counting the pages one by one froze the tab (here: the test never ended).
    expect(pageWindow(3, 1e18)).to.deep.equal([1, 2, 3, 4, 5, 0, 1e18]);
  });
});

describe('listbox helpers', () => {
  it('moves the active option with wrapping, -1 when there is none', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).to.equal(0);
    expect(nextActive(2, 3, 'ArrowDown')).to.equal(0);
    expect(nextActive(0, 3, 'ArrowUp')).to.equal(2);
    expect(nextActive(-1, 3, 'ArrowUp')).to.equal(2);
    expect(nextActive(0, 0, 'ArrowDown')).to.equal(-1);
  });

  it('adapts the debounce to the typist, within bounds', () => {
    expect(debounceDelay([])).to.equal(90);
    expect(debounceDelay([100, 120, 150])).to.equal(210);
    expect(debounceDelay([20, 30])).to.equal(90);
    expect(debounceDelay([900])).to.equal(320);
  });
});

describe('attribute parsing', () => {
  it('reads per-type filters and preference lists', () => {
    expect(parseTypeFilters('item=availability:1; item=price:|500 ;brand=title:Acme')).to.deep.equal({ item: ['availability:1', 'price:|500'], brand: ['title:Acme'] });
    expect(parseTypeFilters('nonsense; =x')).to.deep.equal({});
    expect(listOf(' brand:A ; color:B ;')).to.deep.equal(['brand:A', 'color:B']);
    expect(pairsOf('geo_location:48.15,17.11; availability_field: stock_berlin ;nonsense; :x')).to.deep.equal({ geo_location: '48.15,17.11', availability_field: 'stock_berlin' });
    expect(pairsOf(' ; ')).to.equal(undefined);
  });

  it('orders options by the requested types', () => {
    const hit = (type: string) => ({ url: type, type, attributes: { title: type } });
    const response = { hits: [hit('query'), hit('item'), hit('brand')], exact_match_hits_count: 3, partial_match_hits_count: 0, partial_match_terms: [], suggested_url: null };
    expect(optionsFor('results', undefined, response, 'item:2,brand:1,query:1').map((o) => o.section)).to.deep.equal(['item', 'brand', 'query']);
    expect(optionsFor('popular', { recent: ['a'], trending: ['b'], items: [] }, undefined, '').map((o) => [o.section, o.hit.attributes.title])).to.deep.equal([['recent', 'a'], ['trending', 'b']]);
  });
});

describe('page configuration', () => {
  it('reads a data-ss-config block, and configure() adds to it', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.dataset.ssConfig = '';
    block.textContent = '{ "trackerId": "shop", "baseUrl": "https://search.example" }';
    document.head.append(block);
    expect(pageConfig()).to.deep.equal({ trackerId: 'shop', baseUrl: 'https://search.example' });
    configure({ currency: 'EUR' });
    expect(pageConfig()).to.deep.equal({ trackerId: 'shop', baseUrl: 'https://search.example', currency: 'EUR' });
    // The loader's tag is the lowest layer: the block and configure() win over it.
    (globalThis as { siteSearch?: unknown }).siteSearch = { config: { trackerId: 'tag', locale: 'de-DE', currency: 'CHF' } };
    try {
      expect(pageConfig()).to.deep.equal({ trackerId: 'shop', baseUrl: 'https://search.example', currency: 'EUR', locale: 'de-DE' });
      expect(clientConfig({ trackerId: 'own' }).trackerId).to.equal('own', "an element's own attribute wins over all");
    } finally {
      delete (globalThis as { siteSearch?: unknown }).siteSearch;
    }
  });
});
