/**
 * Bytes each element costs a page (lit, the core it uses, the element, its CSS; one
 * bundle, minified, gzip -9), against its budget: the quick check to run after a change.
 * The full benchmarks (bench/results/*.md) measure the same way.
 *   npm run bench:sizes
 */
import { bundle, LIT_AND_CORE, pageEntry } from './autocomplete-paint.js';

/** Name: the files a page loads, the budget (B, min+gzip), and the page they are added to (none: counted whole). */
const BUDGETS: Record<string, [string[], number, string?]> = {
  '<ss-autocomplete>': [['src/components/autocomplete/autocomplete.ts'], 14 * 1024],
  // A page's bytes: lit and the shared code counted once.
  'page with <ss-search>': [['src/components/search/search.ts'], 20 * 1024],
  'page with <ss-listing>': [['src/components/listing/listing.ts'], 20 * 1024],
  'page with <ss-search>, <ss-autocomplete> and the tracker': [
    ['src/components/search/search.ts', 'src/components/autocomplete/autocomplete.ts', 'src/tracker/index.ts'], 25 * 1024],
  // What it adds to a page that already has lit and the whole core, as bench:recs measures it.
  '<ss-recs> added to lit and the core': [['src/components/recs/recs.ts'], 5 * 1024, LIT_AND_CORE],
};
let over = 0;
const before = await bundle(LIT_AND_CORE, 'size-lit-core');
for (const [name, [files, budget, base]] of Object.entries(BUDGETS)) {
  const whole = await bundle((base ?? '') + pageEntry(files), `size-${name.replace(/\W/g, '')}`);
  const size = base ? { min: whole.min - before.min, gzip: whole.gzip - before.gzip } : whole;
  const ok = size.gzip <= budget;
  if (!ok) over++;
  console.log(`${name}: ${size.min} B min, ${size.gzip} B min+gzip of ${budget} (${ok ? `${budget - size.gzip} B left` : 'OVER BUDGET'})`);
}
process.exit(over ? 1 : 0);
