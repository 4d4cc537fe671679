/** The fetch core in Chromium: against the real local service, and a mock for precise failures. */
import { expect } from '@open-wc/testing';
import { service } from '../../test/browser/service.js';
import { requestsSettled, requestsTo, wait } from '../../test/browser/harness.js';
import {
  autocompleteV1, autocompleteV2, autocompleteV3, LruCache, personalizedTopItems, recommendV1, recommendV2, search,
  searchPost, SearchApiError, topItems, trendingQueries, type ClientConfig,
} from './index.js';
import { encodeParams } from './params.js';
import { toApiError } from './errors.js';
import { highlightFragment, highlightParts, safeUrl } from './sanitize.js';

let real: ClientConfig;
let tracker: string;
before(async () => {
  const info = await service();
  real = { baseUrl: info.url, cache: false };
  tracker = info.trackerId;
});

const mockCount = async (id: string) => (await (await fetch(`/__mock/${id}/__count`, { cache: 'no-store' })).json()).count as number;
let mockSeq = 0;
/** A client config whose every request goes to a fresh mock scenario, and the scenario id. */
const mock = (plan: string, delay = 0): [ClientConfig, string] => {
  const id = `m${Date.now()}-${mockSeq++}`;
  // The mock answers on another host name than the page: see web-test-runner.config.mjs.
  const origin = `${location.protocol}//localhost:${location.port}`;
  return [{ baseUrl: `${origin}/__mock/${id}~${plan}~${delay}`, cache: false, timeout: 2000 }, id];
};
async function failure(promise: Promise<unknown>): Promise<SearchApiError> {
  try {
    await promise;
  } catch (error) {
    return error as SearchApiError;
  }
  throw new Error('expected a failure');
}

describe('encodeParams', () => {
  it('keeps the spec names, repeats arrays and brackets objects', () => {
    const qs = encodeParams({
      tracker_id: 't', q: 'a b', 'f[]': ['brand:X', 'price:1|2'], 'f_item[]': ['color:Red'], 'neg_f_item[]': [], sort_item: 'price:asc',
      context: { geo_location: '1,2', geo_location_field: undefined }, use_fixits: false, size: 20, skip: undefined, none: null,
    });
    expect(qs).to.equal('tracker_id=t&q=a+b&f%5B%5D=brand%3AX&f%5B%5D=price%3A1%7C2&f_item%5B%5D=color%3ARed&sort_item=price%3Aasc&context%5Bgeo_location%5D=1%2C2&use_fixits=false&size=20');
  });
});

describe('toApiError', () => {
  it('reads the five error body shapes and plain text', () => {
    const keyed = toApiError(400, { size: ['must be at most 200'] });
    expect([keyed.kind, keyed.params.size[0], keyed.message]).to.deep.equal(['params', 'must be at most 200', 'size: must be at most 200']);
    expect(toApiError(400, { type: 'malformed_input', reason: 'bad json' }).message).to.equal('bad json');
    expect(toApiError(400, { type: 'missing_argument', message: 'q is required' }).message).to.equal('q is required');
    expect(toApiError(400, [{ reason: 'a' }, { reason: 'b' }]).message).to.equal('a; b');
    expect(toApiError(400, { type: 'error', message: 'widget_id is required' }).kind).to.equal('malformed');
    const text = toApiError(404, 'Tracker "x" not found');
    expect([text.kind, text.message, text.retryable]).to.deep.equal(['not_found', 'Tracker "x" not found', false]);
    expect(toApiError(504, '').kind).to.equal('timeout');
    expect(toApiError(503, null).retryable).to.equal(true);
  });
});

describe('client against the local service', () => {
  it('searches, with the spec names in and out', async () => {
    const res = await search(real, { tracker_id: tracker, q: 'headphones', 'f[]': ['type:item'], facets: 'brand:3', size: 5 });
    expect(res.results.hits).to.have.length(5);
    expect(res.results.hits[0]).to.have.property('url');
    expect(res.results.facets[0].values.length).to.be.at.most(3);
  });

  it('calls each autocomplete version with its own names', async () => {
    const v3 = await autocompleteV3(real, { tracker_id: tracker, q: 'zen', type: 'item:2,query:1' });
    expect(v3.hits[0]).to.have.property('identity');
    const v2 = await autocompleteV2(real, { tracker_id: tracker, q: 'zen', type: 'item:2', 'neg_f_item[]': ['brand:Zentro'] });
    expect(v2.hits.length).to.equal(2);
    expect(v2.hits.every((h) => h.url && h.attributes['brand.untouched'] !== 'Zentro')).to.equal(true);
    const v1 = await autocompleteV1(real, { tracker_id: tracker, q: 'zen', type: 'item:1' });
    expect(v1.hits[0].url).to.equal(v1.hits[0].identity);
  });

  it('reads top items, personalized top items and trending queries', async () => {
    expect((await topItems(real, { tracker_id: tracker, type: 'item:3' })).hits).to.have.length(3);
    expect((await personalizedTopItems(real, { tracker_id: tracker, user_id: 'u', type: 'item:2' })).hits).to.have.length(2);
    expect((await trendingQueries(real, { tracker_id: tracker }))[0]).to.have.property('title');
  });

  it('posts a filter tree', async () => {
    const res = await searchPost(real, { tracker_id: tracker, 'f[]': ['type:item'], size: 3 }, { filters: { item: { or: [{ filter: 'brand:Auralis' }] } } });
    expect(res.results.hits.length).to.equal(3);
    expect(res.results.hits.every((h) => h.attributes.brand === 'Auralis')).to.equal(true);
  });

  it('sends recommender calls of one task as one POST, answered in order', async () => {
    const before = await requestsSettled('/v1/recommend');
    const [a, b, c] = await Promise.all([
      recommendV1(real, tracker, { recommendation_type: 'bestsellers', size: 1, recommender_client_identifier: 'a' }),
      recommendV1(real, tracker, { recommendation_type: 'new_arrivals', size: 2, recommender_client_identifier: 'b' }),
      recommendV1(real, tracker, { recommendation_type: 'bestsellers', size: 3, recommender_client_identifier: 'c' }),
    ]);
    expect([a.recommender_client_identifier, b.recommendation_type, c.hits.length]).to.deep.equal(['a', 'new_arrivals', 3]);
    expect((await requestsSettled('/v1/recommend')) - before).to.equal(1);
    const v2 = await recommendV2(real, tracker, { widget_id: 'w', model: 'item_detail_alternatives', identities: Array.from({ length: 15 }, (_, i) => `item-${i + 1}`), size: 2 });
    expect(v2.hits.length).to.equal(2);
    expect(v2.hits.every((h) => h.identity)).to.equal(true);
  });

  it('turns the service errors into SearchApiError', async () => {
    const missing = await failure(search(real, { tracker_id: 'no-such-site', q: 'tv' }));
    expect([missing.kind, missing.status]).to.deep.equal(['not_found', 404]);
    const bad = await failure(recommendV2(real, tracker, { widget_id: 'w', model: 'crystal_ball' }));
    expect(bad.kind).to.equal('malformed');
    expect(bad.message).to.contain('crystal_ball');
  });

  it('refuses client-side limits before sending', async () => {
    const before = requestsTo('size=201');
    const error = await failure(search(real, { tracker_id: tracker, q: 'tv', size: 201 }));
    expect(error.kind).to.equal('limit');
    const rec = await failure(recommendV1(real, tracker, { recommendation_type: 'bestsellers', size: 51 }));
    expect([rec.kind, rec instanceof SearchApiError]).to.deep.equal(['limit', true]);
    expect(rec.message).to.contain('50');
    expect(requestsTo('size=201')).to.equal(before);
  });
});

describe('client: cache, sharing and aborts', () => {
  it('answers a repeated GET from the cache', async () => {
    const config = { baseUrl: real.baseUrl, cache: new LruCache(10, 60_000) };
    const params = { tracker_id: tracker, q: 'cache-probe-oled', type: 'item:1' };
    await autocompleteV3(config, params);
    await autocompleteV3(config, params);
    expect(await requestsSettled('cache-probe-oled')).to.equal(1);
  });

  it('shares one request between identical calls, and one caller aborting leaves the other', async () => {
    const [config, query] = mock('200', 150);
    const abort = new AbortController();
    const first = autocompleteV3(config, { tracker_id: query, q: 'x', type: 'item:1' }, { signal: abort.signal });
    const second = autocompleteV3(config, { tracker_id: query, q: 'x', type: 'item:1' });
    abort.abort();
    expect((await failure(first)).kind).to.equal('aborted');
    expect(await second).to.have.property('hits');
    expect(await mockCount(config.baseUrl.split('/').pop()!.split('~')[0])).to.equal(1);
  });

  it('aborts the request when its only caller aborts', async () => {
    const [config, query] = mock('200', 300);
    const abort = new AbortController();
    const call = search(config, { tracker_id: query, q: 'slow' }, { signal: abort.signal });
    setTimeout(() => abort.abort(), 20);
    expect((await failure(call)).kind).to.equal('aborted');
  });

  it('a call made after the only caller of the same request aborted gets its own answer (typing back to an earlier query)', async () => {
    const [config, query] = mock('200', 150);
    const params = { tracker_id: query, q: 'ab', type: 'item:1' };
    const abort = new AbortController();
    const first = autocompleteV3(config, params, { signal: abort.signal });
    await wait(20);
    abort.abort();
    const again = autocompleteV3(config, params);
    const third = autocompleteV3(config, params);
    expect((await failure(first)).kind).to.equal('aborted');
    expect(await again).to.have.property('hits');
    expect(await third).to.have.property('hits');
    expect(await mockCount(config.baseUrl.split('/').pop()!.split('~')[0])).to.equal(2, 'the aborted request and one shared by the later calls');
  });

  it('gives up after the time limit', async () => {
    const [config, query] = mock('200', 400);
    const error = await failure(search({ ...config, timeout: 50 }, { tracker_id: query, q: 'x' }));
    expect(error.kind).to.equal('timeout');
    expect(error.retryable).to.equal(true);
  });
});

describe('client: retries', () => {
  const id = (config: ClientConfig) => config.baseUrl.split('/').pop()!.split('~')[0];

  it('retries a 504 once, for every endpoint', async () => {
    const [ok, q1] = mock('504,200');
    expect(await autocompleteV3(ok, { tracker_id: q1, q: 'x', type: 'item:1' })).to.have.property('hits');
    expect(await mockCount(id(ok))).to.equal(2);
    const [bad, q2] = mock('504,504,200');
    expect((await failure(search(bad, { tracker_id: q2, q: 'x' }))).kind).to.equal('timeout');
    expect(await mockCount(id(bad))).to.equal(2);
  });

  it('retries a 408 for search and the recommender, never for autocomplete', async () => {
    const [s, q1] = mock('408,200');
    await search(s, { tracker_id: q1, q: 'x' });
    expect(await mockCount(id(s))).to.equal(2);
    const [r] = mock('408,200');
    await recommendV2(r, 'site', { widget_id: 'w', model: 'bestsellers' });
    expect(await mockCount(id(r))).to.equal(2);
    const [a, q3] = mock('408,200');
    expect((await failure(autocompleteV2(a, { tracker_id: q3, q: 'x', type: 'item:1' }))).status).to.equal(408);
    expect(await mockCount(id(a))).to.equal(1);
  });

  it('does not retry other errors', async () => {
    const [config, q] = mock('503,200');
    expect((await failure(search(config, { tracker_id: q, q: 'x' }))).kind).to.equal('server');
    expect(await mockCount(id(config))).to.equal(1);
  });
});

describe('sanitize', () => {
  it('keeps only <em> from highlights, as parts', () => {
    expect(highlightParts('<em>Head</em>phones <b>x</b>')).to.deep.equal([{ text: 'Head', em: true }, { text: 'phones <b>x</b>', em: false }]);
  });

  it('drops a stray <em> or </em> (nested, unclosed) instead of showing it', () => {
    expect(highlightParts('<em>a <em>b</em> c</em> <em>d')).to.deep.equal([{ text: 'a b', em: true }, { text: ' c d', em: false }]);
  });

  it('builds text nodes and em elements, never markup', () => {
    const host = document.createElement('div');
    host.append(highlightFragment('<img src=x onerror="window.__pwned=1"> <em>Speaker</em>'));
    expect(host.querySelector('img')).to.equal(null);
    expect(host.querySelector('em')!.textContent).to.equal('Speaker');
    expect(host.textContent).to.equal('<img src=x onerror="window.__pwned=1"> Speaker');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('lets http, https and relative URLs through, nothing else', () => {
    expect(safeUrl('/demo/help.html', 'https://shop.example/a')).to.equal('https://shop.example/demo/help.html');
    expect(safeUrl('https://x.example/y')).to.equal('https://x.example/y');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>', 'vbscript:x', '', null, 42]) {
      expect(safeUrl(bad), String(bad)).to.equal(undefined);
    }
  });
});
