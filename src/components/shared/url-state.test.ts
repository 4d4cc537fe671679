/** The URL state of a results page: what a shopper's shared or hand-edited URL gives. */
import { expect } from '@open-wc/testing';
import { emptyState, filterParams, readState, sameState, toggleFilter, withFilter, writeState, type StateNames } from './url-state.js';

const read = (search: string, fields?: string[], names?: StateNames) => readState(new URLSearchParams(search), names, fields && ((field) => fields.includes(field)));

describe('results URL state', () => {
  it('reads query, filters (OR within a field), ranges, sort and page', () => {
    expect(read('q=head+phones&f=brand:Auralis&f=brand:Nordby&f=price:100|200&sort=price:asc&page=3')).to.deep.equal({
      q: 'head phones', filters: { brand: ['Auralis', 'Nordby'], price: ['100|200'] }, sort: 'price:asc', page: 3,
    });
    expect(read('f=category_path:Audio||Headphones')).to.deep.equal({ ...emptyState(), filters: { category_path: ['Audio||Headphones'] } });
  });

  it('leaves out what is malformed or not shown, and never throws', () => {
    const state = read('q=%20x%20&f=nocolon&f=:Acme&f=brand:&f=brand:A&f=brand:A&f=secret:1&sort=price;drop&page=-2', ['brand']);
    expect(state).to.deep.equal({ q: 'x', filters: { brand: ['A'] }, sort: '', page: 1 });
    for (const page of ['0', '1.5', 'NaN', '99999999', '']) expect(read(`page=${page}`).page).to.equal(1);
    expect(read('sort=rating:desc').sort).to.equal('rating:desc');
  });

  it('writes only the names it owns and keeps every other parameter in its order', () => {
    const state = { q: 'tv', filters: { brand: ['B&O', 'Nordby'], price: ['|500'] }, sort: 'price:desc', page: 2 };
    const written = writeState(new URLSearchParams('page_id=7&q=old&f=brand:Old&utm_source=mail&page=9'), state);
    expect(written.toString()).to.equal('page_id=7&utm_source=mail&q=tv&f=brand%3AB%26O&f=brand%3ANordby&f=price%3A%7C500&sort=price%3Adesc&page=2');
    expect(read(written.toString())).to.deep.equal(state);
    expect(writeState(new URLSearchParams('x=1'), emptyState()).toString()).to.equal('x=1');
  });

  it('takes a CMS\'s own parameter names', () => {
    const names = { q: 's', filter: 'filter', sort: 'orderby', page: 'paged' };
    const state = read('s=phone&filter=brand:Acme&orderby=price:asc&paged=2&p=12', undefined, names);
    expect(state).to.deep.equal({ q: 'phone', filters: { brand: ['Acme'] }, sort: 'price:asc', page: 2 });
    expect(writeState(new URLSearchParams('p=12'), state, names).toString()).to.equal('p=12&s=phone&filter=brand%3AAcme&orderby=price%3Aasc&paged=2');
  });

  it('refinements start again at page 1; the API gets one f[] per value', () => {
    const start = { ...emptyState(), q: 'tv', page: 4 };
    const one = toggleFilter(start, 'brand', 'Acme');
    expect(one).to.deep.equal({ q: 'tv', filters: { brand: ['Acme'] }, sort: '', page: 1 });
    const two = toggleFilter(withFilter(one, 'price', ['100|200']), 'brand', 'Zen');
    expect(filterParams(two)).to.deep.equal(['brand:Acme', 'brand:Zen', 'price:100|200']);
    expect(toggleFilter(two, 'brand', 'Acme').filters).to.deep.equal({ brand: ['Zen'], price: ['100|200'] });
    expect(withFilter(two, 'brand', []).filters).to.deep.equal({ price: ['100|200'] });
    expect(sameState(two, read(writeState(new URLSearchParams(), two).toString()))).to.equal(true);
    expect(sameState(two, { ...two, page: 2 })).to.equal(false);
  });
});
