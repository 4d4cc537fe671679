/**
 * The recommender learns from what shoppers do: a seeded synthetic shopper stream is fed
 * to the service's event store, and the recommender is asked over real HTTP.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import type { IndexObject } from '../../core/types.js';
import { generateCatalog } from '../catalog/generator.js';
import { rng } from '../random.js';
import { startServer, type RunningServer } from '../server.js';
import { postJson } from '../testing/fixture.js';
import { LearnedModels, MIN_SUPPORT } from './learned.js';

const SITE = { trackerId: 'learn', publicKey: 'learn-public', privateKey: 'learn-private' };
const catalog: IndexObject[] = [...generateCatalog({ items: 1500, seed: 11 })].filter((o) => o.type === 'item');
/** What the stream is made of: items a recommender may show (in stock, active). */
const shown = catalog.filter((o) => Number(o.fields.availability) !== 0 && !o.active_from && !o.active_to);
const categoryOf = (identity: string) => catalog.find((o) => o.identity === identity)!.fields.category_path;

/**
 * The stream: 30 "looks" of three items each, every item from a different category (so
 * no content rule would put them together), and 10 "kits" of two items bought together.
 * 600 shoppers each view one look's items with two random items between them; a third of
 * them buy a kit.
 */
function stream(seed: number) {
  const random = rng(seed);
  const pick = () => shown[Math.floor(random() * shown.length)].identity;
  const looks: string[][] = [];
  while (looks.length < 30) {
    const look = [pick(), pick(), pick()];
    if (new Set(look.map(categoryOf)).size === 3 && !looks.flat().some((id) => look.includes(id))) looks.push(look);
  }
  const used = new Set(looks.flat());
  const kits: string[][] = [];
  while (kits.length < 10) {
    const kit = [pick(), pick()];
    if (categoryOf(kit[0]) !== categoryOf(kit[1]) && !kit.some((id) => used.has(id))) {
      kits.push(kit);
      kit.forEach((id) => used.add(id));
    }
  }
  const events: Array<Record<string, unknown>> = [];
  let t = Date.parse('2026-11-01T08:00:00Z');
  for (let shopper = 0; shopper < 600; shopper++) {
    const client = `shopper-${shopper}`;
    const event = (body: Record<string, unknown>) => events.push({ ...body, id: randomUUID(), tracker_id: SITE.trackerId, client_id: client, local_timestamp: Math.floor(t / 1000), t: (t += 20_000) });
    const look = looks[shopper % looks.length];
    for (const identity of [look[0], pick(), look[1], pick(), look[2]]) event({ type: 'pv', url: identity });
    if (shopper % 3 === 0) {
      const kit = kits[shopper % kits.length];
      event({ type: 'click', action: { type: 'add-to-cart', resource_identifier: kit[0] } });
      event({ type: 'click', action: { type: 'add-to-cart', resource_identifier: kit[1] } });
      event({ type: 'transaction', items: kit.map((url) => ({ url, count: 1, total_price: 10 })) });
    }
    t += 3_600_000; // the next shopper comes an hour later: sessions never run into each other
  }
  return { looks, kits, events };
}

describe('the learning recommender', () => {
  let server: RunningServer;
  let base: string;
  let dir: string;
  const { looks, kits, events } = stream(2026);
  type Answer = { hits: Array<{ identity: string; is_fallback?: boolean }> };
  /** Asks in batches of the service's largest (25). */
  const recommend = async (requests: object[]): Promise<Answer[]> => {
    const answers: Answer[] = [];
    for (let i = 0; i < requests.length; i += 25) {
      const res = await postJson(base, `/v2/recommend?tracker_id=${SITE.trackerId}`, requests.slice(i, i + 25));
      assert.equal(res.status, 200, JSON.stringify(res.body));
      answers.push(...(res.body as Answer[]));
    }
    return answers;
  };
  const ids = (answer: { hits: Array<{ identity: string }> }) => answer.hits.map((h) => h.identity);

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ss-learn-'));
    server = await startServer({ port: 0, sites: [SITE], objects: catalog, dataDir: dir });
    base = server.url;
    const analytics = server.sites.get(SITE.trackerId)!.analytics;
    for (const { t, ...event } of events) analytics.accept(event, t as number);
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ranks items viewed together first for each other (item_detail_alternatives)', async () => {
    const answers = await recommend(looks.flatMap((look) => look.map((identity) => ({ widget_id: 'pdp', model: 'item_detail_alternatives', identities: [identity], size: 6 }))));
    looks.forEach((look, i) => look.forEach((identity, j) => {
      const top = ids(answers[i * 3 + j]).slice(0, 2);
      assert.deepEqual(new Set(top), new Set(look.filter((id) => id !== identity)), `look ${i}, item ${identity}: ${top}`);
    }));
  });

  it('ranks items bought together first for each other (complements and basket)', async () => {
    const answers = await recommend(kits.flatMap((kit) => [
      { widget_id: 'pdp', model: 'item_detail_complements', identities: [kit[0]], size: 4 },
      { widget_id: 'cart', model: 'basket', identities: [kit[1]], size: 4 },
    ]));
    kits.forEach((kit, i) => {
      assert.equal(ids(answers[i * 2])[0], kit[1], `kit ${i} complements`);
      assert.equal(ids(answers[i * 2 + 1])[0], kit[0], `kit ${i} basket`);
    });
  });

  it('answers an item nobody touched from its content (same category, not fallback)', async () => {
    const touched = new Set(events.flatMap((e) => [e.url, (e.action as { resource_identifier?: string })?.resource_identifier]));
    const cold = shown.find((o) => !touched.has(o.identity) && catalog.filter((x) => x.fields.category_path === o.fields.category_path).length > 6)!;
    const [answer] = await recommend([{ widget_id: 'pdp', model: 'item_detail_alternatives', identities: [cold.identity], size: 5, mark_fallback_results: true }]);
    assert.equal(answer.hits.length, 5);
    for (const hit of answer.hits) {
      assert.equal(hit.is_fallback, false);
      assert.equal(categoryOf(hit.identity), cold.fields.category_path);
    }
  });

  it('changes personalized answers after the user\'s own events (sent to the Events API)', async () => {
    const user = 'new-shopper';
    const ask = () => recommend([{ widget_id: 'home', model: 'personalized', device_user_id: user, size: 6, mark_fallback_results: true }]);
    const [before] = await ask();
    assert.equal(before.hits.length, 6);
    assert.ok(before.hits.every((h) => h.is_fallback), 'no history: bestsellers, marked fallback');
    const look = looks[4];
    const res = await postJson(base, '/events', { id: randomUUID(), type: 'pv', url: look[0], tracker_id: SITE.trackerId, client_id: user, local_timestamp: Math.floor(Date.now() / 1000) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [after] = await ask();
    assert.notDeepEqual(ids(after), ids(before));
    assert.deepEqual(new Set(ids(after).slice(0, 2)), new Set(look.slice(1)), 'what shoppers viewed with it comes first');
    assert.ok(!ids(after).includes(look[0]), 'not what the user already saw');
    assert.ok(after.hits.slice(0, 2).every((h) => h.is_fallback === false));
  });

  it('learns incrementally and comes back the same after a restart (the event log is replayed)', async () => {
    const asked = [{ widget_id: 'pdp', model: 'item_detail_alternatives', identities: [looks[0][0]], size: 6 }];
    const [first] = await recommend(asked);
    await server.close();
    server = await startServer({ port: 0, sites: [SITE], objects: catalog, dataDir: dir });
    base = server.url;
    const [again] = await recommend(asked);
    assert.deepEqual(ids(again).slice(0, 2), ids(first).slice(0, 2));
  });
});

describe('LearnedModels', () => {
  it('makes at most one pair per earlier item of the session for a view, and none for a repeated view', () => {
    const m = new LearnedModels();
    for (const id of ['a', 'b', 'c', 'd']) m.view('u', id, 0);
    assert.equal(m.pairs, 0 + 1 + 2 + 3);
    m.view('u', 'b', 1);
    assert.equal(m.pairs, 6);
  });

  it('starts a new session after 30 minutes without an event', () => {
    const m = new LearnedModels();
    m.view('u', 'a', 0);
    m.view('u', 'b', 31 * 60_000);
    assert.equal(m.pairs, 0);
  });

  it('keeps a bounded number of partners per item and keeps the strong ones', () => {
    const m = new LearnedModels();
    for (let s = 0; s < 5; s++) {
      m.view(`strong-${s}`, 'hub', 0);
      m.view(`strong-${s}`, 'partner', 0);
    }
    for (let i = 0; i < 500; i++) {
      m.view(`weak-${i}`, 'hub', 0);
      m.view(`weak-${i}`, `noise-${i}`, 0);
    }
    assert.ok(m.size().entries < 600, `entries ${m.size().entries}`);
    const related = m.related('viewed', [{ identity: 'hub', weight: 1 }], MIN_SUPPORT);
    assert.equal(related[0][0], 'partner');
  });
});
