/**
 * Writes a generated catalog as JSON Lines, in constant memory:
 *   npm run catalog -- --items 100000 --out catalog-100k.jsonl [--seed N] [--no-stores]
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { generateCatalog } from './generator.js';
import { DEMO_STORES } from './stores.js';

const { values } = parseArgs({
  options: { items: { type: 'string', default: '2000' }, out: { type: 'string' }, seed: { type: 'string' }, 'no-stores': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || !values.out) {
  console.log('Usage: npm run catalog -- --items N --out FILE.jsonl [--seed N] [--no-stores]');
  process.exit(values.help ? 0 : 2);
}
const items = Number(values.items);
if (!Number.isInteger(items) || items < 1) {
  console.error(`--items ${values.items}: expected a positive integer`);
  process.exit(2);
}
const out = createWriteStream(values.out);
let n = 0;
for (const object of generateCatalog({ items, seed: values.seed ? Number(values.seed) : undefined, stores: values['no-stores'] ? [] : DEMO_STORES })) {
  if (!out.write(JSON.stringify(object) + '\n')) await once(out, 'drain');
  n++;
}
out.end();
await once(out, 'finish');
console.log(`Wrote ${n} objects to ${values.out}`);
