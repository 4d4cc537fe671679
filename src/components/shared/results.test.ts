/**
 * The results controller against the real local service (demo catalog) and the test
 * server's mock, driven through a bare host: what a results page will see.
 */
import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { requestsSettled, until, wait } from '../../../test/browser/harness.js';
import { service } from '../../../test/browser/service.js';
import { ResultsController, type BaseParams } from './results.js';
import { toggleFilter, withFilter } from './url-state.js';

/** A stand-in for an element: counts updates and records the query of each answer it was shown. */
class Host implements ReactiveControllerHost {
  controllers: ReactiveController[] = [];
  shown: string[] = [];
  updateComplete = Promise.resolve(true);
  results?: ResultsController;
  addController(c: ReactiveController): void {
    this.controllers.push(c);
    c.hostConnected?.();
  }
  removeController(): void {}
  requestUpdate(): void {
    const r = this.results;
    if (r?.status === 'complete') this.shown.push(r.response!.results.query);
  }
  disconnect(): void {
    this.controllers.forEach((c) => c.hostDisconnected?.());
  }
}

let base: string;
const start = location.pathname + location.search;
before(async () => {
  base = (await service()).url;
});
afterEach(() => history.replaceState(null, '', start));

function make(baseUrl = base, params: BaseParams = { size: 6, facets: 'brand' }): [ResultsController, Host] {
  const host = new Host();
  const results = new ResultsController(host, { config: () => ({ baseUrl, trackerId: 'demo' }), base: () => params, takes: (field) => ['brand', 'price'].includes(field) });
  host.results = results;
  return [results, host];
}

const mock = (plan: string, delay = 0) => `http://localhost:${location.port}/__mock/rs${Date.now()}-${Math.random().toString(36).slice(2)}~${plan}~${delay}`;

describe('results controller', () => {
  it('asks for the state in the page URL, and keeps the parameters it does not own', async () => {
    history.replaceState(null, '', `${location.pathname}?page_id=7&q=headphones&f=brand:Nordby&f=secret:x`);
    const [results, host] = make();
    await results.load();
    expect(results.status).to.equal('complete');
    expect(results.state).to.deep.equal({ q: 'headphones', filters: { brand: ['Nordby'] }, sort: '', page: 1 });
    const hits = results.response!.results.hits;
    expect(hits.length).to.be.above(0);
    expect(hits.every((h) => h.attributes.brand === 'Nordby')).to.equal(true);
    await results.go(withFilter(results.state, 'brand', []));
    expect(new URLSearchParams(location.search).get('page_id')).to.equal('7');
    expect(location.search).to.not.contain('brand');
    host.disconnect();
  });

  it('makes each refinement a history entry; Back restores the state from the cache, without a request', async () => {
    history.replaceState(null, '', `${location.pathname}?q=headphones`);
    const [results, host] = make();
    await results.load();
    const before = history.length;
    const total = results.response!.results.total_hits;
    await results.go(toggleFilter(results.state, 'brand', 'Auralis'));
    expect(history.length).to.equal(before + 1);
    expect(new URLSearchParams(location.search).getAll('f')).to.deep.equal(['brand:Auralis']);
    expect(results.response!.results.total_hits).to.be.below(total);
    const sent = await requestsSettled('/search?');
    history.back();
    await until(() => results.state.filters.brand === undefined && results.status === 'complete', Boolean, 3000);
    await results.complete;
    expect(results.response!.results.total_hits).to.equal(total);
    expect(await requestsSettled('/search?')).to.equal(sent, 'Back was answered from the cache');
    history.forward();
    await until(() => results.state.filters.brand?.[0] === 'Auralis' && results.status === 'complete', Boolean, 3000);
    host.disconnect();
  });

  it('refinements within a second of each other (a sort chosen with the arrow keys) are one history entry; after Back the next is an entry again', async () => {
    history.replaceState(null, '', `${location.pathname}?q=headphones`);
    const [results, host] = make();
    await results.load();
    const before = history.length;
    for (const sort of ['price:asc', 'price:desc', 'rating:desc']) await results.go({ ...results.state, sort });
    expect([history.length - before, new URLSearchParams(location.search).get('sort')]).to.deep.equal([1, 'rating:desc']);
    history.back();
    await until(() => results.state.sort === '' && results.status === 'complete', Boolean, 3000);
    await results.go({ ...results.state, sort: 'price:asc' });
    await wait(1100);
    await results.go({ ...results.state, sort: 'price:desc' });
    expect(history.length - before).to.equal(2, 'Back dropped the forward entry; then two refinements a second apart');
    host.disconnect();
  });

  it('aborts a superseded request and never shows its answer', async () => {
    const [results, host] = make(mock('200', 300));
    const first = results.go({ q: 'first', filters: {}, sort: '', page: 1 });
    await wait(50);
    const second = results.go({ q: 'second', filters: {}, sort: '', page: 1 });
    await Promise.all([first, second]);
    expect(results.response!.results.query).to.equal('second');
    expect(host.shown).to.deep.equal(['second']);
    host.disconnect();
  });

  it('keeps the previous answer while the next one is pending', async () => {
    const [results, host] = make(mock('200', 300));
    await results.go({ q: 'one', filters: {}, sort: '', page: 1 });
    const next = results.go({ q: 'two', filters: {}, sort: '', page: 1 });
    expect(results.status).to.equal('pending');
    expect(results.response!.results.query).to.equal('one');
    await next;
    expect(results.response!.results.query).to.equal('two');
    host.disconnect();
  });

  it('shows an error state a retry recovers from', async () => {
    const [results, host] = make(mock('500,200'));
    await results.go({ q: 'x', filters: {}, sort: '', page: 1 });
    expect(results.status).to.equal('error');
    expect(results.error!.kind).to.equal('server');
    await results.retry();
    expect(results.status).to.equal('complete');
    expect(results.error).to.equal(undefined);
    host.disconnect();
  });
});
