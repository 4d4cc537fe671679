/**
 * Typo correction by type on the demo catalog, over real HTTP. The demo's stores name
 * streets, towns and services that no product has: a search or autocomplete for items
 * is corrected to a word of items ("sevices" to devices, "steet" to steel), not to a
 * store's ("services", "street"), which would show "Showing results for services" over
 * nothing. A request of every type corrects as before.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../server.js';
import { get } from '../testing/fixture.js';

let service: RunningServer;
const search = async (params: string) => (await get(service.url, `/search?tracker_id=demo&${params}`)).body.results;
const autocomplete = async (params: string) => (await get(service.url, `/v3/autocomplete?tracker_id=demo&${params}`)).body;

before(async () => {
  service = await startServer({ port: 0, status: () => {} });
});
after(() => service.close());

describe('typo correction by type (demo catalog)', () => {
  it('corrects a search for items to a word items have, not to a word of the stores', async () => {
    for (const [typo, word] of [['sevices', 'devices'], ['steet', 'steel'], ['stoe', 'stone']]) {
      const results = await search(`q=${typo}&f[]=type:item&size=5`);
      assert.equal(results.corrected_query, `<em>${word}</em>`, typo);
      assert.ok(results.total_hits > 0, `${typo}: the corrected search finds items`);
    }
    const two = await search('q=stainless%20steet&f[]=type:item');
    assert.equal(two.corrected_query, 'stainless <em>steel</em>');
  });

  it('corrects a search for stores, or of every type, to the most frequent word of those types, as before', async () => {
    assert.equal((await search('q=sevices&f[]=type:store')).corrected_query, '<em>services</em>');
    assert.equal((await search('q=sevices')).corrected_query, '<em>services</em>');
  });

  it('corrects autocomplete to a word of the requested types', async () => {
    assert.deepEqual((await autocomplete('q=sevices&type=item:5,category:3')).partial_match_terms, ['devices']);
    assert.deepEqual((await autocomplete('q=sevices&type=item:5,store:3')).partial_match_terms, ['services']);
  });
});
