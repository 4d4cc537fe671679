/**
 * Personalized ranking on the demo catalog, over real HTTP: a seeded stream of shoppers
 * browses the shop, and one shopper views, clicks, carts and buys four headphones of a brand
 * that the anonymous ranking of "headphones" keeps out of its top 10. Their search, listing
 * and autocomplete lift that brand; an anonymous request, a shopper never seen and a shopper
 * whose taste lies elsewhere get the non-personalized order exactly.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { rng } from '../random.js';
import { startServer, type RunningServer } from '../server.js';
import { get, postJson } from '../testing/fixture.js';

const T = 'demo';
const DAY = 24 * 3600_000;
let service: RunningServer;
let base: string;
type Hit = { url?: string; identity?: string; attributes: Record<string, unknown> };
const idOf = (h: Hit) => (h.url ?? h.identity)!;
const search = async (params: string): Promise<Hit[]> => {
  const res = await get(base, `/search?tracker_id=${T}&${params}&hit_fields=brand`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.results.hits;
};
const brands = (hits: Hit[]) => hits.map((h) => String(h.attributes.brand));
const HEADPHONES = 'q=headphones&f[]=type:item&size=10';
const LISTING = `f[]=type:item&f[]=${encodeURIComponent('category_path:Audio||Headphones')}&plp=category_path&size=24`;
const AUTOCOMPLETE = (extra: string) => `/v3/autocomplete?tracker_id=${T}&q=headph&type=item:6&hit_fields=brand${extra}`;

/** Sends one event to the Events API as the tracker would. */
async function send(client: string, body: Record<string, unknown>, customer?: string): Promise<void> {
  const res = await postJson(base, '/events', { id: randomUUID(), tracker_id: T, client_id: client, customer_id: customer, ...body });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

/** A view, a click, an add-to-cart and a purchase of each item. */
async function engage(client: string, items: string[], customer?: string): Promise<void> {
  for (const url of items) {
    await send(client, { type: 'pv', url }, customer);
    await send(client, { type: 'click', action: { type: 'click', resource_identifier: url } }, customer);
    await send(client, { type: 'click', action: { type: 'add-to-cart', resource_identifier: url } }, customer);
  }
  await send(client, { type: 'transaction', items: items.map((url) => ({ url, count: 1, total_price: 100 })) }, customer);
}

let brand: string;
let anonymousBefore: Hit[];

before(async () => {
  service = await startServer({ port: 0, status: () => {} });
  base = service.url;
  // The brand to like: among the headphones the anonymous top 50 shows, one absent from its top 10.
  anonymousBefore = await search(HEADPHONES);
  const top50 = await search(HEADPHONES.replace('size=10', 'size=50'));
  brand = brands(top50).find((b) => b !== 'undefined' && !brands(anonymousBefore).includes(b))!;
  assert.ok(brand, 'a brand of headphones outside the anonymous top 10');
  const liked = top50.filter((h) => h.attributes.brand === brand).slice(0, 4).map(idOf);
  assert.equal(liked.length, 4);

  // A seeded crowd browses items of every kind (through the store directly: 400 events).
  const analytics = service.sites.get(T)!.analytics;
  const items = service.sites.get(T)!.index.all().filter((d) => d.type === 'item').map((d) => d.identity);
  const random = rng(40);
  for (let shopper = 0; shopper < 80; shopper++) {
    for (let k = 0; k < 5; k++) {
      analytics.accept({ type: 'pv', id: randomUUID(), tracker_id: T, client_id: `crowd-${shopper}`, url: items[Math.floor(random() * items.length)] }, Date.now() - DAY);
    }
  }
  // The shopper, anonymous on one device, and signed in on another; a shopper who likes TVs; one whose interest is a year old.
  await engage('anna-phone', liked);
  await engage('anna-laptop', liked.slice(0, 2), 'anna');
  await engage('ben', ['item-1', 'item-2'].filter((id) => !liked.includes(id)));
  for (const url of liked) analytics.accept({ type: 'transaction', id: randomUUID(), tracker_id: T, client_id: 'carl', items: [{ url, count: 1, total_price: 1 }] }, Date.now() - 365 * DAY);
});
after(() => service.close());

describe('personalized ranking (user_id, client_id, auth_user_id, device_user_id)', () => {
  it('lifts the brand a shopper engaged with into their top 10 for "headphones", and nobody else\'s', async () => {
    const anonymous = await search(HEADPHONES);
    assert.equal(brands(anonymousBefore).filter((b) => b === brand).length, 0, 'not in the anonymous top 10 before');
    assert.equal(brands(anonymous).filter((b) => b === brand).length, 0, 'nor after the events (popularity learns a little from them)');
    const anna = await search(`${HEADPHONES}&user_id=anna-phone&client_id=anna-phone`);
    assert.ok(brands(anna).filter((b) => b === brand).length >= 2, `${brand} in anna's top 10: ${brands(anna)}`);
    assert.deepEqual(new Set(anna.map(idOf)).size, 10, 'a re-ranked page, no duplicates');
    for (const other of ['user_id=nobody&client_id=nobody', 'user_id=ben&client_id=ben', 'client_id=anna-phone', 'user_id=carl']) {
      assert.deepEqual((await search(`${HEADPHONES}&${other}`)).map(idOf), anonymous.map(idOf), other);
    }
  });

  it('re-orders the same hits: nothing added, nothing removed, and pages follow one order', async () => {
    const anonymous = (await search(`${HEADPHONES.replace('size=10', 'size=200')}`)).map(idOf);
    const anna = (await search(`${HEADPHONES.replace('size=10', 'size=200')}&user_id=anna-phone`)).map(idOf);
    assert.deepEqual([...anna].sort(), [...anonymous].sort());
    assert.notDeepEqual(anna, anonymous);
    // Page 2 continues page 1 of the same personalized order.
    const page2 = await search(`${HEADPHONES}&page=2&user_id=anna-phone`);
    assert.deepEqual(page2.map(idOf), anna.slice(10, 20));
  });

  it('a signed-in shopper gets their customer history and the device\'s together', async () => {
    const device = brands(await search(`${HEADPHONES}&user_id=anna-laptop`)).filter((b) => b === brand).length;
    const customer = brands(await search(`${HEADPHONES}&user_id=anna&client_id=anna-laptop`)).filter((b) => b === brand).length;
    const both = brands(await search(`${HEADPHONES}&user_id=anna&client_id=anna-phone`)).filter((b) => b === brand).length;
    assert.equal(device, 0, 'the laptop\'s events were signed in: they belong to the customer, not the device');
    assert.ok(customer >= 2 && both >= customer, `customer ${customer}, customer and phone ${both}`);
  });

  it('personalizes product listings and POST /v2/search (auth_user_id, device_user_id)', async () => {
    const anonymous = await search(LISTING);
    const anna = await search(`${LISTING}&user_id=anna-phone`);
    assert.ok(brands(anna.slice(0, 10)).filter((b) => b === brand).length > brands(anonymous.slice(0, 10)).filter((b) => b === brand).length);
    assert.deepEqual((await search(`${LISTING}&user_id=ben`)).map(idOf), anonymous.map(idOf));
    const post = async (ids: string) => (await postJson(base, `/v2/search?tracker_id=${T}&q=headphones&f[]=type:item&size=10&hit_fields=brand${ids}`, { filters: { item: { filter: 'availability:1' } } })).body.results.hits as Hit[];
    const posted = await post('');
    assert.ok(brands(await post('&device_user_id=anna-phone')).filter((b) => b === brand).length > brands(posted).filter((b) => b === brand).length);
    assert.ok(brands(await post('&auth_user_id=anna')).filter((b) => b === brand).length > brands(posted).filter((b) => b === brand).length);
    assert.deepEqual((await post('&auth_user_id=ben')).map(idOf), posted.map(idOf));
  });

  it('personalizes autocomplete: v3 with personalize=true, v2 and v1 with user_id', async () => {
    const hits = async (path: string) => (await get(base, path)).body.hits as Hit[];
    const anonymous = await hits(AUTOCOMPLETE(''));
    const count = (h: Hit[]) => brands(h).filter((b) => b === brand).length;
    assert.ok(count(await hits(AUTOCOMPLETE('&personalize=true&device_user_id=anna-phone'))) > count(anonymous));
    assert.deepEqual(await hits(AUTOCOMPLETE('&device_user_id=anna-phone')).then((h) => h.map(idOf)), anonymous.map(idOf), 'v3 personalizes only when asked');
    assert.deepEqual(await hits(AUTOCOMPLETE('&personalize=true&device_user_id=ben')).then((h) => h.map(idOf)), anonymous.map(idOf));
    const v2 = (user: string) => hits(`/autocomplete/v2?tracker_id=${T}&q=headph&type=item:6&hit_fields=brand${user}`);
    assert.ok(count(await v2('&user_id=anna-phone&client_id=anna-phone')) > count(await v2('')));
    const v1 = (user: string) => hits(`/autocomplete?tracker_id=${T}&q=headph&type=item:6&hit_fields=brand${user}`);
    assert.ok(count(await v1('&user_id=anna')) > count(await v1('')));
  });

  it('lets interest fade: a year-old purchase barely moves anything', async () => {
    const carl = brands(await search(`${HEADPHONES}&user_id=carl`)).filter((b) => b === brand).length;
    assert.equal(carl, 0);
  });
});
