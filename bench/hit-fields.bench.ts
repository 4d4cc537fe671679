/**
 * What automatic `hit_fields` saves a results page, in one run:
 *
 *   npm run build && npm run bench:hit-fields
 *
 * In Chromium, on the local service with the demo catalog: a 24-card `<ss-search>` (and an
 * `<ss-listing>`) as a shop writes it, which asks for the fields its cards draw and those the
 * shopper filters on (none here), without the title's raw copy (`remove_fields=title.untouched`:
 * the card unhighlights the title), against the same element with `hit-fields="*"` (every
 * field of every hit, what it asked before). The answer each really received (the response body of its request), in bytes as
 * sent and gzipped (level 6, a server's usual). Target (issue 40): a results page's answer at
 * least 40 % smaller. The listing is reported beside it, with its facets' share of the answer.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { boxPage, bundle, root } from './autocomplete-paint.js';
import { machine, writeResults } from './lib.js';

const FACETS = 'brand:12, price, color:12, availability';
/** `results`: a search results page, what the target is set for; the listing is reported beside them. */
const CASES: Array<{ name: string; tag: string; results: boolean }> = [
  ...['laptop', 'headphones', 'tv', 'camera'].map((q) => ({ name: `search "${q}"`, tag: `<ss-search query="${q}" size="24" facets="${FACETS}"`, results: true })),
  { name: 'listing, all products', tag: `<ss-listing category="" size="24" facets="${FACETS}"`, results: false },
];

await bundle(`import '${root}/src/components/search/search.ts';
import '${root}/src/components/listing/listing.ts';`, 'hit-fields-page');
const service = await startServer({ port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const base = service.url;
declare const document: any, performance: any;

/** The search the element asked (from the page's resource timing) and its answer: bytes as received, gzipped, the hit_fields sent. */
async function answer(tag: string, attrs: string): Promise<{ bytes: number; gzip: number; fields: string; removed: string; hits: number; hitBytes: number; facetBytes: number }> {
  const name = tag.slice(1, tag.indexOf(' '));
  const page = await boxPage(browser, base, `${tag} tracker-id="demo" base-url="${base}" ${attrs}></${name}>`, { url: `${base}/dist/bench/hit-fields-page.js`, type: 'module' });
  await page.waitForFunction((n) => (document.querySelector(n)?.shadowRoot?.querySelectorAll('.hit').length ?? 0) > 0, name);
  const entry = await page.evaluate(() => performance.getEntriesByType('resource').map((e: any) => e.toJSON()).find((e: any) => new URL(e.name).pathname === '/search'));
  await page.close();
  // The same request again, for its body (the service answers it the same): its hits and gzipped size.
  const body = Buffer.from(await (await fetch(entry.name)).arrayBuffer());
  if (body.length !== entry.decodedBodySize) throw new Error(`${entry.name}: ${body.length} B now, ${entry.decodedBodySize} B in the page`);
  const { results } = JSON.parse(body.toString()) as { results: { hits: unknown[]; facets?: unknown[] } };
  return { bytes: body.length, gzip: gzipSync(body, { level: 6 }).length, fields: new URL(entry.name).searchParams.get('hit_fields') ?? '(every field)', removed: new URL(entry.name).searchParams.get('remove_fields') ?? '',
    hits: results.hits.length, hitBytes: JSON.stringify(results.hits).length, facetBytes: JSON.stringify(results.facets ?? []).length };
}

const rows = [];
for (const c of CASES) {
  const auto = await answer(c.tag, '');
  const all = await answer(c.tag, 'hit-fields="*"');
  if (auto.hits !== all.hits) throw new Error(`${c.name}: ${auto.hits} hits against ${all.hits}: not the same answer`);
  rows.push({ ...c, auto, all, saved: 1 - auto.bytes / all.bytes, savedGzip: 1 - auto.gzip / all.gzip, savedHits: 1 - auto.hitBytes / all.hitBytes });
}
await browser.close();
await service.close();

const pages = rows.filter((r) => r.results);
const least = Math.min(...pages.map((r) => r.saved));
const leastGzip = Math.min(...pages.map((r) => r.savedGzip));
const listing = rows.find((r) => !r.results)!;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const m = machine();
console.table(rows.map((r) => ({ case: r.name, auto: r.auto.bytes, all: r.all.bytes, saved: pct(r.saved), savedGzip: pct(r.savedGzip) })));
writeResults('hit-fields', { machine: m, rows, least, leastGzip }, `# What automatic hit_fields saves a results page

Command: \`npm run build && npm run bench:hit-fields\` (Node ${m.node}, Chromium headless, ${String(m.date).slice(0, 10)}).
The local service with the demo catalog; each element as a shop writes it (24 cards, facets
\`${FACETS}\`), which asks for the fields its cards draw and those the shopper filters on (none here: a
facet's field is asked once it is filtered on, since it chooses the variant a card shows), without the title's
raw copy (the card unhighlights the title itself), against the same element with \`hit-fields="*"\` (every
field). Bytes of the answer each received, as sent and gzipped (level 6).

| Page | hits | answer, fields drawn (B) | answer, every field (B) | smaller | gzipped: drawn / every (B) | smaller, gzipped | the hits alone, smaller | facets (B, in both) |
|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${r.auto.hits} | ${r.auto.bytes} | ${r.all.bytes} | **${pct(r.saved)}** | ${r.auto.gzip} / ${r.all.gzip} | ${pct(r.savedGzip)} | ${pct(r.savedHits)} | ${r.auto.facetBytes} |`).join('\n')}

Asked: \`hit_fields=${rows[0].auto.fields}\`, \`remove_fields=${rows[0].auto.removed}\`.

Target (issue 40): a 24-card results page's answer at least 40 % smaller. The least saving over the search
results pages is ${pct(least)} as sent (${pct(leastGzip)} gzipped): **${least >= 0.4 ? 'met' : 'NOT met'}**.

The all-products listing, a category page rather than a results page, saves ${pct(listing.saved)}: ${pct(listing.savedHits)} of its hits'
bytes like the results pages, but ${listing.auto.facetBytes} B of its answer are facets, the same in both answers, most of them
the category facet (every category path: the listing draws its categories' links from it), which no field list trims.
`);
