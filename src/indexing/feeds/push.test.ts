/**
 * Shops' catalogs as they are, pushed with `ss-index` into the local service over real
 * HTTP, then read back through the query API: identities, variants nested under their
 * product, numbers, availability, the category hierarchy and links; what was left out
 * and what failed, with its place in the file. Fixtures: ../testdata/feeds/ (written by
 * the project; no real shop's data).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../server/server.js';
import { FEEDS, items as itemsAt, runIndex, siteKeys, type Hit } from '../testing/shop.js';

const SITES = ['google', 'tsv', 'shopify', 'woo', 'json', 'mapfile', 'dry', 'decimal'];
let s: RunningServer;
before(async () => {
  s = await startServer({ sites: SITES.map(siteKeys), objects: [] });
});
after(() => s.close());

const run = (site: string | undefined, args: string[]) => runIndex(s.url, site, args);
const items = (site: string, filter?: string) => itemsAt(s.url, site, filter);
const feed = (name: string) => join(FEEDS, name);
const attributes = (hit: Hit | undefined, ...names: string[]) => Object.fromEntries(names.map((n) => [n, hit?.attributes[n]]));

describe('shop feeds pushed into the local service', () => {
  it('a Google Merchant feed (XML): groups nested under item_group_id, singles, prices, availability, categories, links', async () => {
    const r = await run('google', ['push', feed('google.xml'), '--json']);
    assert.equal(r.code, 1, 'one item failed');
    const summary = r.json();
    assert.deepEqual([summary.format, summary.ok, summary.failed], ['a Google Merchant feed (XML)', 3, 1]);
    assert.deepEqual(summary.failures.map((f: { identity: string; reason: string }) => [f.identity, f.reason]), [
      ['HL-BAD', 'item 6 (line 79): price "twelve dollars" is not an amount with a currency, e.g. 19.99 USD'],
    ]);
    const hits = await items('google');
    assert.deepEqual([...hits.keys()].sort(), ['HL-LANTERN', 'HL-MUG-01', 'HL-TEE']);
    const tee = hits.get('HL-TEE')!;
    assert.deepEqual(attributes(tee, 'title', 'price', 'list_price', 'currency', 'availability', 'color', 'size', 'category_path', 'brand'), {
      title: 'Harbor Tee', price: 19, list_price: 24, currency: 'USD', availability: 1, color: ['Red', 'Navy'], size: ['M', 'L'],
      category_path: 'Apparel||Tops||T-Shirts', brand: 'Harbor Lane',
    });
    assert.equal(tee.attributes.description, 'Soft organic cotton tee.\nRegular fit\nMade in Portugal', 'HTML as text');
    assert.deepEqual(tee.nested!.map((v) => [v.identity, v.fields.color, v.fields.size, v.fields.price, v.fields.availability]), [
      ['HL-TEE-RED-M', 'Red', 'M', 19, 1], ['HL-TEE-RED-L', 'Red', 'L', 24, 0], ['HL-TEE-NAVY-M', 'Navy', 'M', 26, 1],
    ]);
    assert.equal(tee.nested![0].fields.url, 'https://harbor-lane.example/products/harbor-tee?variant=101');
    assert.deepEqual(attributes(hits.get('HL-MUG-01'), 'title', 'price', 'availability', 'url', 'image_link', 'description'), {
      title: 'Enamel Camp Mug & Lid', price: 12.5, availability: 1, url: 'https://harbor-lane.example/products/enamel-camp-mug',
      image_link: 'https://harbor-lane.example/images/mug.jpg', description: 'Keeps coffee hot at the campsite – 350\u00a0ml.',
    });
    assert.deepEqual(attributes(hits.get('HL-LANTERN'), 'price', 'availability', 'categories'), { price: 1049, availability: 0, categories: ['Home & Garden', 'Lighting', 'Lamps'] });
    assert.deepEqual([...(await items('google', 'category_path:Apparel||Tops||T-Shirts')).keys()], ['HL-TEE'], 'the hierarchy filters');
  });

  it('a Google feed in its tab-separated form', async () => {
    const r = await run('tsv', ['push', feed('google.tsv'), '--json']);
    assert.deepEqual([r.json().format, r.json().ok, r.json().failures], ['a Google Merchant feed (tab-separated)', 2, [
      { identity: 'HL-NOPRICE', type: 'item', reason: 'line 5: availability "sometimes" is none of in stock, out of stock, preorder, backorder' },
    ]]);
    const hits = await items('tsv');
    assert.deepEqual(attributes(hits.get('HL-CAP'), 'title', 'price', 'list_price', 'color', 'category_path'), { title: 'Dock Cap', price: 15, list_price: 18, color: ['Olive', 'Sand'], category_path: 'Apparel||Hats' });
    assert.deepEqual(hits.get('HL-CAP')!.nested!.map((v) => v.identity), ['HL-CAP-OLV', 'HL-CAP-SND']);
    assert.equal(hits.get('HL-TOWEL')!.attributes.title, 'Beach Towel "Stripes"');
  });

  it('a Shopify export: variants under their handle, drafts and archived left out and said, a bad row reported by line', async () => {
    const r = await run('shopify', ['push', feed('shopify.csv'), '--site-url', 'https://northpeak.example', '--currency', 'USD']);
    assert.equal(r.code, 1);
    assert.match(r.err, /^ {2}failed LW-RS-NVY: line 16 \(handle rain-shell\): Variant Price "eighty" is not a number$/m);
    assert.match(r.err, /^push: a Shopify product export \(CSV\): ok 4, failed 1, left out 2 \(draft 1, archived 1\) in [\d.]+ s$/m);
    const hits = await items('shopify');
    assert.deepEqual([...hits.keys()].sort(), ['basecamp-boot', 'merino-socks', 'rain-shell', 'ridge-runner']);
    const shoe = hits.get('ridge-runner')!;
    assert.deepEqual(attributes(shoe, 'title', 'brand', 'price', 'list_price', 'currency', 'availability', 'color', 'size', 'category_path', 'url', 'image_link', 'tags'), {
      title: 'Ridge Runner Trail Shoe', brand: 'Northpeak', price: 119, list_price: 149, currency: 'USD', availability: 1, color: ['Ember', 'Slate'],
      size: ['9', '10'], category_path: 'Shoes||Trail Running', url: 'https://northpeak.example/products/ridge-runner',
      image_link: 'https://cdn.northpeak.example/files/ridge-runner-ember.jpg', tags: ['trail', 'running', 'waterproof'],
    });
    assert.deepEqual(shoe.nested!.map((v) => [v.identity, v.fields.title, v.fields.price, v.fields.stock, v.fields.availability]), [
      ['NP-RR-EMB-9', 'Ridge Runner Trail Shoe Ember / 9', 119, 4, 1], ['NP-RR-EMB-10', 'Ridge Runner Trail Shoe Ember / 10', 119, 0, 0],
      ['NP-RR-SLT-9', 'Ridge Runner Trail Shoe Slate / 9', 129, 7, 1], ['NP-RR-SLT-10', 'Ridge Runner Trail Shoe Slate / 10', 129, 2, 1],
    ]);
    // Sold out but sold on ("continue"): available. Untracked stock: available.
    assert.deepEqual(hits.get('basecamp-boot')!.nested!.map((v) => v.fields.availability), [1, 1, 0]);
    assert.equal(hits.get('rain-shell')!.attributes.availability, 1);
    // Shopify's one "Default Title" variant is the product itself.
    assert.deepEqual(attributes(hits.get('merino-socks'), 'price', 'stock', 'sku', 'description'), { price: 14, stock: 30, sku: 'LW-MS-1', description: 'Soft merino & nylon blend.' });
    assert.equal(hits.get('merino-socks')!.nested?.length ?? 0, 0);
  });

  it('a WooCommerce export: variations under their variable product (by SKU or id:N), sale prices, several categories', async () => {
    const r = await run('woo', ['push', feed('woocommerce.csv'), '--json']);
    const summary = r.json();
    assert.deepEqual([summary.ok, summary.failed, summary.left_out], [3, 1, { draft: 1, private: 1, hidden: 1, 'disabled variation': 1 }]);
    assert.deepEqual(summary.failures.map((f: { identity: string; reason: string }) => [f.identity, f.reason]), [['114', 'line 12: Regular price "12,5O" is not a number']]);
    const hits = await items('woo');
    assert.deepEqual([...hits.keys()].sort(), ['101', '110', '113']);
    const hoodie = hits.get('101')!;
    assert.deepEqual(attributes(hoodie, 'title', 'price', 'list_price', 'availability', 'color', 'size', 'category_path', 'all_categories_path', 'brand', 'url'), {
      title: 'Ridge Hoodie', price: 45, list_price: 55, availability: 1, color: ['Moss', 'Charcoal'], size: ['S', 'M'],
      category_path: 'Clothing||Hoodies', all_categories_path: ['Clothing||Hoodies', 'Clothing'], brand: 'Fernhill', url: '/?p=101',
    });
    assert.deepEqual(hoodie.nested!.map((v) => [v.identity, v.fields.color, v.fields.size, v.fields.price, v.fields.availability]), [
      ['102', 'Moss', 'S', 45, 1], ['103', 'Charcoal', 'M', 55, 0], ['104', 'Moss', 'M', 49, 1],
    ]);
    assert.deepEqual(attributes(hits.get('110'), 'availability', 'material', 'tags'), { availability: 1, material: 'Cotton canvas', tags: ['canvas', 'eco'] });
    assert.equal(hits.get('113')!.attributes.url, 'https://partner.example/fernhill-gift-card');
  });

  it('any JSON list through a mapping, given as flags or as a file', async () => {
    const flags = await run('json', ['push', feed('products.json'), '--identity', 'sku', '--type', 'item', '--map', 'title=name,image_link=image,url=link,availability=in_stock', '--site-url', 'https://lumen-house.example', '--json']);
    assert.deepEqual(flags.json().failures.map((f: { identity: string; reason: string }) => [f.identity, f.reason]), [
      ['#2', 'element 3: no sku for the identity'], ['4711', 'element 4: price "a lot" is not a number'],
    ]);
    const hits = await items('json');
    assert.deepEqual(attributes(hits.get('LMP-ALDER'), 'title', 'price', 'currency', 'availability', 'category_path', 'image_link', 'url', 'description'), {
      title: 'Alder Desk Lamp', price: 49.9, currency: 'EUR', availability: 1, category_path: 'Lighting||Desk Lamps',
      image_link: 'https://lumen-house.example/img/alder-desk-lamp.jpg', url: 'https://lumen-house.example/p/alder-desk-lamp',
      description: 'Warm, dimmable light & a solid oak base.',
    });
    assert.deepEqual(attributes(hits.get('LMP-BIRCH'), 'availability', 'category_path', 'all_categories_path'), {
      availability: 0, category_path: 'Lighting||Floor Lamps', all_categories_path: ['Lighting||Floor Lamps', 'Living Room||Lamps'],
    });
    const file = await run('mapfile', ['push', feed('products.json'), '--mapping', feed('products.mapping.json'), '--json']);
    assert.deepEqual([file.json().ok, file.json().failed], [2, 2]);
    assert.deepEqual(attributes((await items('mapfile')).get('LMP-ALDER'), 'brand', 'list_price', 'image_link'), { brand: 'Oakline', list_price: 59.9, image_link: '/img/alder-desk-lamp.jpg' });
  });

  it('a dry run needs no keys, prints the first objects, the failures and every field not placed, and sends nothing', async () => {
    const r = await run(undefined, ['push', feed('products.json'), '--identity', 'sku', '--map', 'title=name,brand=maker.name', '--dry-run']);
    assert.equal(r.code, 1, 'two records would fail');
    assert.equal(r.out.split('\n}\n').filter(Boolean).length, 2, 'the objects that would be sent, as JSON');
    assert.equal(JSON.parse(r.out.split('\n}\n')[0] + '\n}').identity, 'LMP-ALDER');
    assert.match(r.err, /^dry run of push: a JSON array, through a mapping: 2 objects ok, 2 failed; nothing sent$/m);
    assert.match(r.err, /^ {2}failed 4711: element 4: price "a lot" is not a number$/m);
    assert.match(r.err, /^ {2}not placed: maker\.country \(not mapped\) \(in 1 record\)$/m);
    assert.match(r.err, /^ {2}not placed: variants \(a list of objects or lists\) \(in 1 record\)$/m);
    const shop = await run(undefined, ['push', feed('shopify.csv'), '--dry-run', '--json']);
    assert.deepEqual([shop.json().ok, shop.json().left_out, shop.json().objects.length, shop.json().not_placed['Variant Grams']], [4, { draft: 1, archived: 1 }, 4, 4]);
    assert.equal((await items('dry')).size, 0);
  });

  it('a shop\'s own CSV whose prices read two ways is read as given, with a warning naming the field and the flag; --decimal reads it the shop\'s way', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ss-decimal-')), 'lampen.csv');
    writeFileSync(file, 'sku;name;price;list_price\nL-1;Stehlampe Birke;1.299;1.499,00\nL-2;Tischlampe;49,90;\nL-3;Deckenleuchte;2.450;\n');
    const dry = await run(undefined, ['push', file, '--identity', 'sku', '--map', 'title=name', '--dry-run']);
    assert.equal(dry.code, 0);
    assert.match(dry.err, /^ {2}warning: price "1\.299" \(line 2; 1 more like it\) was read as 1\.299; if "\." groups thousands in this input, give --decimal , \(--decimal \. keeps this reading and this warning away\)$/m);
    assert.doesNotMatch(dry.err, /warning: list_price/, '1.499,00 reads one way only');
    const pushed = await run('decimal', ['push', file, '--identity', 'sku', '--map', 'title=name', '--decimal', ',', '--json']);
    assert.equal(pushed.code, 0, pushed.err);
    assert.equal(pushed.json().ambiguous, undefined);
    const hits = await items('decimal');
    assert.deepEqual(['L-1', 'L-2', 'L-3'].map((id) => attributes(hits.get(id), 'price', 'list_price')), [
      { price: 1299, list_price: 1499 }, { price: 49.9, list_price: undefined }, { price: 2450, list_price: undefined },
    ]);
    const plain = await run(undefined, ['push', file, '--identity', 'sku', '--map', 'title=name', '--dry-run', '--json']);
    assert.deepEqual(plain.json().ambiguous, { price: { count: 2, text: '1.299', where: 'line 2', read: 1.299 } });
    assert.match((await run(undefined, ['push', file, '--identity', 'sku', '--decimal', ';', '--dry-run'])).err, /--decimal takes , or \./);
  });

  it('a CSV of index-objects reads its numbers as a mapped CSV does (thousands grouped, --decimal, the same warning), a decimal comma only with --decimal ,', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ss-grouped-'));
    const prices = ['"1,299.50"', '"1,299"', '"1.299,50"', '"49,90"', '1.299'];
    const own = join(dir, 'objects.csv');
    writeFileSync(own, `identity,type,title,price\n${prices.map((p, i) => `P${i},item,Lamp ${i},${p}`).join('\n')}\n`);
    const theirs = join(dir, 'records.csv');
    writeFileSync(theirs, `sku,name,price\n${prices.map((p, i) => `P${i},Lamp ${i},${p}`).join('\n')}\n`);
    const read = async (file: string, flags: string[]) => {
      const mapping = file === theirs ? ['--identity', 'sku', '--map', 'title=name'] : [];
      const r = (await run(undefined, ['push', file, ...mapping, ...flags, '--dry-run', '--json'])).json();
      const price = Object.fromEntries(r.objects.map((o: { identity: string; fields: { price: number } }) => [o.identity, o.fields.price]));
      return { price, failed: r.failures.map((f: { identity: string }) => f.identity), ambiguous: r.ambiguous };
    };
    const expected = {
      '': { price: { P0: 1299.5, P1: 1299, P2: 1299.5, P3: 49.9, P4: 1.299 }, failed: [], ambiguous: { price: { count: 2, text: '1,299', where: 'line 3', read: 1299 } } },
      '.': { price: { P0: 1299.5, P1: 1299, P4: 1.299 }, failed: ['P2', 'P3'], ambiguous: {} },
      ',': { price: { P1: 1.299, P2: 1299.5, P3: 49.9, P4: 1299 }, failed: ['P0'], ambiguous: {} },
    };
    for (const [mark, wanted] of Object.entries(expected)) {
      const flags = mark ? ['--decimal', mark] : [];
      // Without --decimal, a decimal comma is a number only in a field known to be one (a mapped price): in a CSV of
      // index-objects any column may hold it, and `38,40` may be a list of sizes, so it stays text (a price then fails, saying so).
      const own_ = mark ? wanted : { ...wanted, price: { P0: 1299.5, P1: 1299, P4: 1.299 }, failed: ['P2', 'P3'] };
      assert.deepEqual(await read(own, flags), own_, `index-objects, --decimal ${mark || 'not given'}`);
      assert.deepEqual(await read(theirs, flags), wanted, `mapped, --decimal ${mark || 'not given'}`);
    }
    const plain = await run(undefined, ['push', own, '--dry-run']);
    assert.match(plain.err, /^ {2}warning: price "1,299" \(line 3; 1 more like it\) was read as 1299; if "," is the decimal mark in this input, give --decimal , /m);
    // A column that is no price keeps such a cell as written.
    writeFileSync(own, 'identity,type,title,sizes\nS1,item,Boot,"38,40"\n');
    assert.deepEqual((await run(undefined, ['push', own, '--dry-run', '--json'])).json().objects[0].fields.sizes, '38,40');
  });

  it('a feed of another shape than the one named fails at once, with what it is, and sends nothing', async () => {
    const r = await run('dry', ['push', feed('google.xml'), '--format', 'shopify']);
    assert.equal(r.code, 1);
    assert.equal(r.err, 'ss-index push: the input is a Google Merchant feed (XML), not a Shopify product export\n');
    const unmapped = await run('dry', ['push', feed('products.json')]);
    assert.match(unmapped.err, /^ss-index push: the records are not index-objects \(no identity, no fields\); the first has sku, name, description/);
    assert.equal((await items('dry')).size, 0);
  });
});
