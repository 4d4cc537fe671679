/**
 * Bytes each element costs a page (lit, the core it uses, the element, its CSS; one
 * bundle, minified, gzip -9), against its budget: the quick check to run after a change.
 * The full benchmarks (bench/results/*.md) measure the same way.
 *   npm run bench:sizes
 */
import { join } from 'node:path';
import { bundle } from './autocomplete-paint.js';

const root = join(import.meta.dirname, '..');
const BUDGETS: Record<string, [string, number]> = {
  '<ss-autocomplete>': ['src/components/autocomplete/autocomplete.ts', 14 * 1024],
};
let over = 0;
for (const [name, [file, budget]] of Object.entries(BUDGETS)) {
  const size = await bundle(`import '${join(root, file)}';`, `size-${name.replace(/\W/g, '')}`);
  const ok = size.gzip <= budget;
  if (!ok) over++;
  console.log(`${name}: ${size.min} B min, ${size.gzip} B min+gzip of ${budget} (${ok ? `${budget - size.gzip} B left` : 'OVER BUDGET'})`);
}
process.exit(over ? 1 : 0);
