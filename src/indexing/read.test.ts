/**
 * Streaming readers: JSON Lines, JSON arrays scanned element by element, CSV; the format
 * recognized from the content, and a named format the content does not have refused at once.
 */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { FeedError, newReport } from './feeds/feed.js';
import { jsonArray, jsonLines } from './feeds/json.js';
import { readFeed, readStream, type Format } from './read.js';

/** The text in small chunks, so elements straddle chunk borders. */
const chunked = (text: string, chunk = 7) => Readable.from(Array.from({ length: Math.ceil(text.length / chunk) }, (_, i) => text.slice(i * chunk, (i + 1) * chunk)));

async function read(text: string, format?: Format, chunk = 7): Promise<unknown[]> {
  const out = [];
  for await (const o of readStream(chunked(text, chunk), format)) out.push(o);
  return out;
}

async function all<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out = [];
  for await (const o of source) out.push(o);
  return out;
}

describe('readers', () => {
  it('reads JSON Lines with line numbers, skipping blank lines and marking bad ones', async () => {
    const out = await all(jsonLines(chunked('{"a":1}\n\n{"b":"x\\ny"}\r\n{bad\n{"c":3}')));
    assert.deepEqual(out.slice(0, 2), [{ where: 'line 1', value: { a: 1 } }, { where: 'line 3', value: { b: 'x\ny' } }]);
    assert.match(out[2].problem!, /^line 4: not valid JSON/);
    assert.deepEqual(out[3], { where: 'line 5', value: { c: 3 } });
  });

  it('scans a JSON array element by element, whatever the strings hold; one not closed was cut short', async () => {
    const text = ' [ {"t":"a, ]} [\\"quoted\\"]","n":[1,[2]]} , {"x":{"y":"}"}} ,"s" ]';
    assert.deepEqual((await all(jsonArray(chunked(text, 3)))).map((r) => r.value), [{ t: 'a, ]} ["quoted"]', n: [1, [2]] }, { x: { y: '}' } }, 's']);
    assert.deepEqual(await all(jsonArray(chunked('[]'))), []);
    await assert.rejects(all(jsonArray(chunked('{"objects":[]}'))), /must be an array/);
    await assert.rejects(all(jsonArray(chunked('[{"a":1},{"b":'))), /not closed after element 1 \(cut short\?\)/);
  });

  it('maps CSV rows to index-objects: own columns, numbers, lists, text, quotes and line breaks', async () => {
    const csv = 'identity,type,title,price,zip,tags[],sku:text,description\r\n'
      + 'p1,item,"Lamp, ""Nordic""",19.99,02134,a|b,007,"two\nlines"\r\n'
      + 'p2,item,Desk,,55425,,12,\n'
      + 'p3,item,short\n';
    const out = await read(csv, 'csv', 5);
    assert.deepEqual(out[0], { identity: 'p1', type: 'item', fields: { title: 'Lamp, "Nordic"', price: 19.99, zip: '02134', tags: ['a', 'b'], sku: '007', description: 'two\nlines' } });
    assert.deepEqual(out[1], { identity: 'p2', type: 'item', fields: { title: 'Desk', zip: 55425, sku: '12' } });
    assert.match((out[2] as { __invalid: string }).__invalid, /line 5: 3 cells for 8 columns/);
  });

  it('keeps a mapped CSV\'s identity as written, though it looks like a number', async () => {
    const csv = 'sku,name,price\n"1,234",Lamp,"1,299.50"\n1.50,Desk,12\n0042,Chair,3\n';
    const report = newReport();
    const out = await all(readFeed(chunked(csv), { mapping: { identity: 'sku', map: { title: 'name' } }, report }));
    assert.deepEqual(out.map((o) => [(o as { identity: string }).identity, (o as { fields: { price: number } }).fields.price]), [['1,234', 1299.5], ['1.50', 12], ['0042', 3]]);
    assert.deepEqual(report.ambiguous, {}, 'no warning that the identity "1,234" was read as 1234');
  });

  it('recognizes the format from the content, gzipped or not, and refuses a named format the content does not have', async () => {
    const jsonl = '{"identity":"a","type":"item","fields":{"title":"A"}}\n';
    assert.deepEqual(await read(jsonl), [{ identity: 'a', type: 'item', fields: { title: 'A' } }]);
    assert.deepEqual(await read(`[${jsonl}]`), [{ identity: 'a', type: 'item', fields: { title: 'A' } }]);
    assert.deepEqual(await all(readFeed(Readable.from([gzipSync(jsonl)]))), [{ identity: 'a', type: 'item', fields: { title: 'A' } }]);
    const latin1 = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>1</g:id><title>Caf\xe9 cr\xe8me</title></item></channel></rss>', 'latin1');
    assert.deepEqual(await all(readFeed(Readable.from([latin1]))), [{ identity: '1', type: 'item', fields: { title: 'Café crème' } }], 'the encoding its declaration names');
    // A file saved as Latin-1 with nothing to say so: refused at the line of the first byte that is not UTF-8, never indexed as "Caf\ufffd".
    const undeclared = Buffer.from('identity,type,title\n1,item,Tea\n2,item,Caf\xe9 cr\xe8me\n', 'latin1');
    await assert.rejects(all(readFeed(Readable.from([undeclared.subarray(0, 20), undeclared.subarray(20)]))), /^FeedError: line 3: bytes that are not utf-8 text .*save it as UTF-8/);
    await assert.rejects(read(jsonl, 'json'), (e: Error) => e instanceof FeedError && e.message === 'the input is JSON Lines, not a JSON array');
    await assert.rejects(read('Handle,Title,Option1 Name,Variant Price\nx,X,,1\n', 'google'), /the input is a Shopify product export \(CSV\), not a Google Merchant feed/);
    await assert.rejects(read('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>'), /cannot read XML whose root is <urlset>/);
    await assert.rejects(read('<!DOCTYPE html><html><body>Sign in</body></html>'), /an HTML page, not a feed/);
    await assert.rejects(read(''), /the input is empty/);
  });

  it('stops at once, before any object, on records that need a mapping', async () => {
    await assert.rejects(read('[{"sku":"1","name":"Lamp"}]'), /not index-objects \(no identity, no fields\); the first has sku, name: give a mapping/);
    await assert.rejects(read('sku,name,price\n1,Lamp,5\n'), /CSV with the columns sku, name, price: no identity column, and not a Google, Shopify or WooCommerce export; give a mapping/);
  });
});
