/** The streaming XML item reader: CDATA, references, namespaces, Atom links, comments and DOCTYPE, broken items, cut-short feeds, any chunking. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rng } from '../../server/random.js';
import { FeedError } from './feed.js';
import { xmlItems, type XmlRecord } from './xml.js';

async function* pieces(text: string, size: number | (() => number)) {
  for (let i = 0; i < text.length;) {
    const n = typeof size === 'number' ? size : size();
    yield text.slice(i, i + n);
    i += n;
  }
}

async function items(text: string, size: number | (() => number) = 5) {
  const out = [];
  for await (const item of xmlItems(pieces(text, size))) out.push(item);
  return out;
}

const RSS = (body: string) => `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0" xmlns:c="urn:custom"><channel><title>Shop</title>\n${body}\n</channel></rss>\n`;

describe('xml items', () => {
  it('reads text, CDATA, character references and HTML entity names, trimmed', async () => {
    const text = RSS(`<item>
      <g:id> A-1 </g:id>
      <title>Tom &amp; Jerry&#8217;s &#x1F642; &eacute;t&eacute; &nbsp;x</title>
      <description><![CDATA[<p>Bold & <b>brave</b> ]] ></p>]]> and after</description>
      <g:price>5.00 USD</g:price><!-- a comment <g:price>9</g:price> -->
    </item>`);
    for (const size of [1, 3, 8, 4096]) {
      assert.deepEqual(await items(text, size), [{
        where: 'item 1 (line 3)',
        value: { id: 'A-1', title: 'Tom & Jerry’s 🙂 été \u00a0x', description: '<p>Bold & <b>brave</b> ]] ></p> and after', price: '5.00 USD' },
      }], `pieces of ${size}`);
    }
  });

  it('names Google elements by their local name whatever the prefix; other namespaces keep theirs', async () => {
    const text = `<rss xmlns:google="http://base.google.com/ns/1.0" xmlns:g="urn:not-google"><channel><item>
      <google:id>B-2</google:id><g:id>other</g:id><c:label>x</c:label></item></channel></rss>`;
    assert.deepEqual((await items(text))[0].value, { id: 'B-2', 'g:id': 'other', 'c:label': 'x' });
  });

  it('reads Atom entries: the href of an empty <link>, repeated elements as lists, children as objects', async () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE feed [ <!ENTITY x "y"> <!-- > --> ]>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
<entry>
  <g:id>C-3</g:id><title type="text">Lamp</title>
  <link rel="alternate" type="text/html" href="https://shop.example/lamp?a=1&amp;b=2"/>
  <g:additional_image_link>https://shop.example/1.jpg</g:additional_image_link>
  <g:additional_image_link>https://shop.example/2.jpg</g:additional_image_link>
  <g:shipping><g:country>US</g:country><g:price>4.95 USD</g:price></g:shipping>
  <g:shipping><g:country>CA</g:country><g:price>6.95 USD</g:price></g:shipping>
  <g:note attr="a > b">ok</g:note>
</entry></feed>`;
    const [entry] = await items(text, 2);
    assert.deepEqual(entry.value, {
      id: 'C-3', title: 'Lamp', link: 'https://shop.example/lamp?a=1&b=2',
      additional_image_link: ['https://shop.example/1.jpg', 'https://shop.example/2.jpg'],
      shipping: [{ country: 'US', price: '4.95 USD' }, { country: 'CA', price: '6.95 USD' }],
      note: 'ok',
    });
    assert.equal(entry.where, 'item 1 (line 4)');
  });

  it('reports an item whose tags do not match with its number and line, and reads on', async () => {
    const text = RSS(`<item><g:id>ok-1</g:id><title>One</title></item>
<item><g:id>bad</g:id>
<title>Two</g:price>
</item>
<item><g:id>bad-2</g:id><title>Three</item>
<item><g:id>ok-2</g:id><title>Four</title></item>`);
    const out = await items(text, 4);
    assert.deepEqual(out.map((i) => [i.value?.id, i.problem]), [
      ['ok-1', undefined],
      ['bad', 'item 2 (line 4): line 5: </g:price> closes no open element'],
      ['bad-2', 'item 3 (line 7): line 7: <title> is not closed before </item>'],
      ['ok-2', undefined],
    ]);
  });

  it('stops with a FeedError when the feed is cut short, after the items before', async () => {
    const whole = RSS('<item><g:id>1</g:id></item><item><g:id>2</g:id></item>');
    const seen: XmlRecord[] = [];
    const cut = whole.indexOf('<g:id>2');
    await assert.rejects(async () => {
      for await (const i of xmlItems(pieces(whole.slice(0, cut), 6))) seen.push(i.value!);
    }, (e: Error) => e instanceof FeedError && /item 2 \(line 3\): the feed ends inside this item/.test(e.message));
    assert.deepEqual(seen, [{ id: '1' }]);
    await assert.rejects(items(whole.slice(0, whole.indexOf('</channel>'))), /ends before <\/rss> closes/);
    await assert.rejects(items(RSS('<item><g:id>3</g:id><title><![CDATA[never closed</title></item>')), /ends inside a tag/);
  });

  it('reads back any record written with escapes or CDATA, whatever the pieces (fuzzed)', async () => {
    const random = rng(4343);
    const alphabet = ['a', 'Z', ' ', '<', '>', '&', '"', "'", ']]', ']]>', '\n', 'é', '🙂', '&amp;', '<b>', '-->'];
    const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const cdata = (t: string) => `<![CDATA[${t.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
    for (let round = 0; round < 200; round++) {
      const records = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, n) => {
        const r: Record<string, string> = { id: `id-${n}` };
        for (const name of ['title', 'description']) {
          r[name] = Array.from({ length: 1 + Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('').trim() || 'x';
        }
        return r;
      });
      const body = records.map((r) => `<item>${Object.entries(r).map(([k, v]) => `<g:${k}>${random() < 0.5 ? escape(v) : cdata(v)}</g:${k}>`).join('\n')}</item>`).join('\n');
      const read = await items(RSS(body), () => 1 + Math.floor(random() * 12));
      assert.deepEqual(read.map((i) => i.value), records, body);
    }
  });
});
