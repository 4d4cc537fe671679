/** Streaming readers: JSON Lines, JSON arrays scanned element by element, CSV. */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { readStream, type Format } from './read.js';

/** Feeds the text in small chunks, so elements straddle chunk borders. */
async function read(text: string, format: Format, chunk = 7): Promise<unknown[]> {
  const parts = Array.from({ length: Math.ceil(text.length / chunk) }, (_, i) => text.slice(i * chunk, (i + 1) * chunk));
  const out = [];
  for await (const o of readStream(Readable.from(parts), format)) out.push(o);
  return out;
}

describe('readers', () => {
  it('reads JSON Lines, skipping blank lines and marking bad ones', async () => {
    const out = await read('{"a":1}\n\n{"b":"x\\ny"}\r\n{bad\n{"c":3}', 'jsonl');
    assert.deepEqual(out.slice(0, 2), [{ a: 1 }, { b: 'x\ny' }]);
    assert.match((out[2] as { __invalid: string }).__invalid, /^line 4: not valid JSON/);
    assert.deepEqual(out[3], { c: 3 });
  });

  it('scans a JSON array element by element, whatever the strings hold', async () => {
    const text = ' [ {"t":"a, ]} [\\"quoted\\"]","n":[1,[2]]} , {"x":{"y":"}"}} ,"s" ]';
    assert.deepEqual(await read(text, 'json', 3), [{ t: 'a, ]} ["quoted"]', n: [1, [2]] }, { x: { y: '}' } }, 's']);
    assert.deepEqual(await read('[]', 'json'), []);
    assert.match(((await read('{"objects":[]}', 'json'))[0] as { __invalid: string }).__invalid, /array/);
  });

  it('maps CSV rows to index-objects: own columns, numbers, lists, text, quotes and line breaks', async () => {
    const csv = 'identity,type,title,price,zip,tags[],sku:text,description\r\n'
      + 'p1,item,"Lamp, ""Nordic""",19.99,02134,a|b,007,"two\nlines"\r\n'
      + 'p2,item,Desk,,55425,,12,\n'
      + 'p3,item,short\n';
    const out = await read(csv, 'csv', 5);
    assert.deepEqual(out[0], { identity: 'p1', type: 'item', fields: { title: 'Lamp, "Nordic"', price: 19.99, zip: '02134', tags: ['a', 'b'], sku: '007', description: 'two\nlines' } });
    assert.deepEqual(out[1], { identity: 'p2', type: 'item', fields: { title: 'Desk', zip: 55425, sku: '12' } });
    assert.match((out[2] as { __invalid: string }).__invalid, /row 4: 3 cells for 8 columns/);
  });
});
