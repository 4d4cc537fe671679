/**
 * Bytes each element costs a page (lit, the core it uses, the element, its CSS; one
 * bundle, minified, gzip -9), against its budget: the quick check to run after a change.
 * The full benchmarks (bench/results/*.md) measure the same way.
 *   npm run bench:sizes
 */
import { join } from 'node:path';
import { bundle, pageEntry } from './autocomplete-paint.js';

const BUDGETS: Record<string, [string[], number]> = {
  '<ss-autocomplete>': [['src/components/autocomplete/autocomplete.ts'], 14 * 1024],
  // A page's bytes: lit and the shared code counted once.
  'page with <ss-search>': [['src/components/search/search.ts'], 20 * 1024],
  'page with <ss-listing>': [['src/components/listing/listing.ts'], 20 * 1024],
  'page with <ss-search>, <ss-autocomplete> and the tracker': [
    ['src/components/search/search.ts', 'src/components/autocomplete/autocomplete.ts', 'src/tracker/index.ts'], 25 * 1024],
};
let over = 0;
for (const [name, [files, budget]] of Object.entries(BUDGETS)) {
  const size = await bundle(pageEntry(files), `size-${name.replace(/\W/g, '')}`);
  const ok = size.gzip <= budget;
  if (!ok) over++;
  console.log(`${name}: ${size.min} B min, ${size.gzip} B min+gzip of ${budget} (${ok ? `${budget - size.gzip} B left` : 'OVER BUDGET'})`);
}

// <ss-recs>: what it adds to a page that already has lit and the whole core (as bench:recs measures it).
const base = `import * as lit from 'lit';\nimport * as core from '${join(import.meta.dirname, '../src/core/index.ts')}';\n(globalThis as any).keep = [lit, core];\n`;
const before = await bundle(base, 'size-recs-base');
const after = await bundle(base + pageEntry(['src/components/recs/recs.ts']), 'size-recs-page');
const added = after.gzip - before.gzip;
if (added > 5 * 1024) over++;
console.log(`<ss-recs> added to lit and the core: ${added} B min+gzip of ${5 * 1024} (${added <= 5 * 1024 ? `${5 * 1024 - added} B left` : 'OVER BUDGET'})`);
process.exit(over ? 1 : 0);
