/**
 * Did a change make <ss-autocomplete> draw a keystroke faster? Measures the working tree's
 * element against a git ref's, in one run, with the same loop as the benchmark:
 *
 *   npm run bench:autocomplete:ab -- [--ref HEAD] [--queries 8] [--rounds 2] [--attrs 'types=item:6']
 *
 * Five pages take turns, two queries at a time, in an order that reverses every round: the
 * ref's build twice (the spread between the two copies is this run's noise: an A/A test),
 * the working tree's build, the bare input and the hand-written list. On a shared 2-core
 * machine that spread is often 1 ms or more at p50; a difference smaller than it is not a
 * difference. Nothing is written to bench/results.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { demoCatalog } from '../src/server/catalog/load.js';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { boxPage, bundle, elementPage, fillIn, REFERENCES, root, takeTurns, typeEach, type Turn } from './autocomplete-paint.js';
import { summarize } from './lib.js';

const { values: args } = parseArgs({
  options: {
    ref: { type: 'string', default: 'HEAD' },
    queries: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    attrs: { type: 'string', default: '' },
  },
});

// The ref's sources, as committed, next to the working tree's.
const refDir = join(root, 'dist', 'bench', 'ab-ref');
rmSync(refDir, { recursive: true, force: true });
mkdirSync(refDir, { recursive: true });
execFileSync('sh', ['-c', `git archive "$0" src | tar -x -C "$1"`, args.ref, refDir], { cwd: root, stdio: 'inherit' });
const element = 'src/components/autocomplete/autocomplete.ts';
await bundle(`import '${join(refDir, element)}';`, 'ab-ref');
await bundle(`import '${join(root, element)}';`, 'ab-work');

const service = await startServer({ port: 0, sites: [{ trackerId: 'demo', publicKey: 'p', privateKey: 'k' }] });
const queries = demoCatalog().filter((o) => o.type === 'query').slice(0, Number(args.queries)).map((o) => String(o.fields.title));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

const pages: Array<Turn & { name: string }> = [];
for (const [name, file] of [[`${args.ref}`, 'ab-ref'], [`${args.ref} again`, 'ab-ref'], ['working tree', 'ab-work']]) {
  const page = await elementPage(browser, service.url, 'demo', file, args.attrs);
  pages.push({ name, page, ready: typeEach(page), samples: [] });
}
for (const [name, tag] of [['floor: bare input', 'x-floor'], ['reference: 16 rows by hand', 'x-list']]) {
  const page = await boxPage(browser, service.url, `<${tag}></${tag}>`, { content: REFERENCES });
  pages.push({ name, page, ready: fillIn(page), samples: [] });
}
await takeTurns(pages, queries, Number(args.rounds));
await browser.close();
await service.close();

const stats = new Map(pages.map(({ name, samples: s }) => [name, { ...summarize(s), mean: s.reduce((a, b) => a + b, 0) / s.length }]));
console.log(`\nKeystroke to painted results, 4x CPU throttling, ${queries.length} queries x ${args.rounds} rounds${args.attrs ? `, ${args.attrs}` : ''}\n`);
console.log('| Page | n | p50 | p90 | mean |\n|---|---|---|---|---|');
for (const [name, s] of stats) console.log(`| ${name} | ${s.n} | ${s.p50.toFixed(1)} ms | ${s.p90.toFixed(1)} ms | ${s.mean.toFixed(1)} ms |`);
const [a, b, work] = [...stats.values()];
const noise = Math.abs(a.p50 - b.p50);
const change = work.p50 - (a.p50 + b.p50) / 2;
console.log(`\nWorking tree against ${args.ref}: ${change >= 0 ? '+' : ''}${change.toFixed(1)} ms at p50; A/A spread ${noise.toFixed(1)} ms.`
  + (Math.abs(change) <= noise ? ' Within the noise: not a measurable difference.' : ''));
