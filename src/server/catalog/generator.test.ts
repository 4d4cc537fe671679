/** The seeded demo catalog: deterministic, valid per spec 2.1, and with what the demo needs. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { generateCatalog } from './generator.js';
import { checkObject, demoCatalog } from './load.js';
import { DEMO_STORES } from './stores.js';

const digest = (objects: unknown[]) => createHash('sha256').update(JSON.stringify(objects)).digest('hex');

describe('catalog generator', () => {
  it('gives the same catalog for the same seed, and another for another seed', () => {
    const a = [...generateCatalog({ items: 300, seed: 7 })];
    const b = [...generateCatalog({ items: 300, seed: 7 })];
    const c = [...generateCatalog({ items: 300, seed: 8 })];
    assert.equal(digest(a), digest(b));
    assert.notEqual(digest(a), digest(c));
  });

  it('makes valid index-objects with unique identities', () => {
    const objects = demoCatalog();
    for (const o of objects) assert.equal(checkObject(o), undefined, o.identity);
    assert.equal(new Set(objects.map((o) => o.identity)).size, objects.length);
    for (const o of objects) {
      for (const [key, value] of Object.entries(o.fields)) {
        if (['price', 'rating', 'popularity', 'reviews_count', 'availability', 'list_price'].includes(key)) assert.equal(typeof value, 'number', `${o.identity}.${key}`);
      }
      for (const v of o.nested ?? []) assert.ok(!('nested' in v), 'one level of nesting only');
    }
  });

  it('has what the demo shows: types, deep categories, variants, schedules and geo stores', () => {
    const objects = demoCatalog();
    const count = (type: string) => objects.filter((o) => o.type === type).length;
    assert.equal(count('item'), 2000);
    assert.equal(count('store'), DEMO_STORES.length);
    assert.ok(count('category') > 20 && count('brand') > 10 && count('query') > 100);
    const items = objects.filter((o) => o.type === 'item');
    const depths = new Set(items.map((o) => String(o.fields.category_path).split('||').length));
    assert.ok(depths.has(3) && [...depths].every((d) => d >= 2 && d <= 4));
    assert.ok(items.filter((o) => o.nested?.length).length > 500);
    assert.ok(items.some((o) => o.active_from) && items.some((o) => o.active_to));
    const store = objects.find((o) => o.type === 'store')!;
    assert.equal(typeof (store.fields.geo_location as { lat: number }).lat, 'number');
    assert.ok(items.every((o) => /^\/demo\/images\/[a-z-]+\.svg$/.test(String(o.fields.image_link))));
  });

  it('streams large catalogs without building them in memory', () => {
    let n = 0;
    for (const o of generateCatalog({ items: 20000 })) if (o.type === 'item') n++;
    assert.equal(n, 20000);
  });
});
