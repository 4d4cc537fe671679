/**
 * The query API is called from shop pages on other origins: every endpoint, its errors
 * included, must be readable cross-origin, and JSON POSTs must pass their preflight.
 * The test page runs on the test runner's origin; the service on its own.
 */
import { expect } from '@open-wc/testing';
import { service } from './service.js';

describe('local service from another origin (CORS)', () => {
  it('runs on a different origin than the page', async () => {
    const { url } = await service();
    expect(new URL(url).origin).not.to.equal(location.origin);
  });

  it('answers GET search with readable JSON', async () => {
    const { url, trackerId } = await service();
    const res = await fetch(`${url}/search?tracker_id=${trackerId}&q=headphones&f[]=type:item&size=3`);
    expect(res.status).to.equal(200);
    const body = await res.json();
    expect(body.results.hits).to.have.length(3);
    expect(body.results.total_hits).to.be.greaterThan(3);
  });

  it('passes the preflight of a JSON POST search', async () => {
    const { url, trackerId } = await service();
    const res = await fetch(`${url}/v2/search?tracker_id=${trackerId}&f[]=type:item&size=2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filters: { item: { and: [{ filter: 'brand:Auralis' }] } } }),
    });
    expect(res.status).to.equal(200);
    const body = await res.json();
    expect(body.results.hits.length).to.be.above(0);
    expect(body.results.hits.every((h: { attributes: { brand: string } }) => h.attributes.brand === 'Auralis')).to.equal(true);
    expect(body.results.hits[0]).to.have.property('identity');
  });

  it('passes the preflight of a recommender POST and keeps request order', async () => {
    const { url, trackerId } = await service();
    const res = await fetch(`${url}/v2/recommend?tracker_id=${trackerId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify([
        { widget_id: 'home', model: 'bestsellers', size: 2 },
        { widget_id: 'new', model: 'new_arrivals', size: 3 },
      ]),
    });
    expect(res.status).to.equal(200);
    const body = await res.json();
    expect(body.map((r: { widget_id: string; hits: unknown[] }) => [r.widget_id, r.hits.length])).to.deep.equal([['home', 2], ['new', 3]]);
  });

  it('lets the page read error bodies too', async () => {
    const { url } = await service();
    const res = await fetch(`${url}/search?tracker_id=demo&q=tv&size=999`);
    expect(res.status).to.equal(400);
    expect((await res.json()).size[0]).to.match(/at most 200/);
    const missing = await fetch(`${url}/v3/autocomplete?tracker_id=no-such-site&q=tv&type=item:3`);
    expect(missing.status).to.equal(404);
    expect(await missing.text()).to.contain('no-such-site');
  });

  it('serves large gzip-compressed responses that the browser decodes', async () => {
    const { url, trackerId } = await service();
    const res = await fetch(`${url}/search?tracker_id=${trackerId}&q=phone&f[]=type:item&size=50`);
    expect(res.status).to.equal(200);
    const body = await res.json();
    expect(body.results.hits).to.have.length(50);
  });
});
