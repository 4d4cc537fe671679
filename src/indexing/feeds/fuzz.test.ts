/**
 * Damaged feeds: every fixture with random bytes dropped, doubled or replaced by markup
 * characters, read in random pieces. A reader may report records as failed or stop with
 * a FeedError; it must never throw anything else, hang, or yield something that is
 * neither an object nor a failure.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { rng } from '../../server/random.js';
import { readFeed } from '../read.js';
import { FEEDS } from '../testing/shop.js';
import { FeedError } from './feed.js';

const NOISE = ['<', '>', '&', '"', "'", ',', '\t', '\n', '\r\n', ']]>', '<![CDATA[', '</item>', '<item>', '&amp', '\ufeff', 'é', ''];

function damage(text: string, random: () => number): string {
  let out = text;
  for (let n = 1 + Math.floor(random() * 6); n > 0; n--) {
    const at = Math.floor(random() * out.length);
    const len = Math.floor(random() * 20);
    const kind = random();
    if (kind < 0.4) out = out.slice(0, at) + out.slice(at + len);
    else if (kind < 0.7) out = out.slice(0, at) + NOISE[Math.floor(random() * NOISE.length)] + out.slice(at);
    else out = out.slice(0, at) + out.slice(at, at + len) + out.slice(at);
  }
  return out;
}

async function* pieces(text: string, random: () => number) {
  for (let i = 0; i < text.length;) {
    const n = 1 + Math.floor(random() * 200);
    yield text.slice(i, i + n);
    i += n;
  }
}

describe('damaged feeds', () => {
  for (const name of ['google.xml', 'google.tsv', 'shopify.csv', 'woocommerce.csv', 'products.json']) {
    it(`${name}: failures and FeedErrors only`, async () => {
      const original = readFileSync(join(FEEDS, name), 'utf8');
      const random = rng(name.length * 7919);
      const mapping = name.endsWith('.json') ? { identity: 'sku', map: { title: 'name' } } : undefined;
      let stopped = 0;
      for (let round = 0; round < 150; round++) {
        const text = damage(original, random);
        try {
          for await (const o of readFeed(pieces(text, random), { mapping })) {
            const r = o as { __invalid?: string; identity?: unknown; fields?: unknown };
            assert.ok(typeof r.__invalid === 'string' || (typeof r.identity === 'string' && typeof r.fields === 'object'), JSON.stringify(o));
          }
        } catch (error) {
          assert.ok(error instanceof FeedError, `round ${round}: ${(error as Error).stack}\n${JSON.stringify(text)}`);
          stopped++;
        }
      }
      assert.ok(stopped < 150, 'most damaged feeds are still read');
    });
  }
});
