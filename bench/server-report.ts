/** The tables of bench/results/server.md from the runs of bench:server (server.bench.ts). */

type Summary = { n: number; p50: number; p90: number; p99: number; max: number };
type Kinds = 'search' | 'autocomplete' | 'listing';

interface Start {
  objects: number;
  readySeconds: number;
  /** A hash of the answers to every query kind (src/server/testing/query-kinds.ts). */
  answers: string;
  first: Record<Kinds, number>;
  /** The same queries as the first ones, 60 runs each, in the same process (right after them for a start, after the query load for the last restart). */
  warm: Record<Kinds, Summary>;
  saveSeconds?: number;
  snapshotMb?: number;
  peakMb: number;
}

interface Serve extends Start {
  queries: Record<'autocomplete' | 'search' | 'listing' | 'topItems' | 'bareAutocomplete' | 'bareSearch' | 'personalAutocomplete' | 'personalSearch', Summary>;
  memory: { rssMb: number; heapMb: number; externalMb: number };
  /** One- and two-letter keystrokes, quiet and with a click before each; the clicks' own times. */
  events?: { quiet: Summary; keystrokes: Summary; listingsQuiet?: Summary; listings?: Summary; clicks: Summary };
  writes: { replaceMs: Summary; deleteMs: Summary; caughtUpSeconds: number; longestWaitMs: number; searchDuring: Summary };
}

export interface SizeRow {
  items: number;
  /** When, and by which command, the row was measured (rows of one file may come from different runs). */
  date: string;
  command: string;
  /** The machine's 5-minute load average when the row's runs ended (2 cores: above 2, other work competed). */
  load?: number;
  objects: number;
  catalogMb: number;
  floorSeconds: number;
  cold: Start;
  /** Two more first starts, each into an empty data dir (their first queries, with the cold one's). */
  builds?: Start[];
  restarts: [Start, Start, Serve];
}

/** The build this issue started from (bench/results/server.md before it): 14.1 s at 100k. */
const BUILD_BEFORE_100K = 14.1;
const KINDS: Kinds[] = ['search', 'autocomplete', 'listing'];

const n = (x: number) => x.toLocaleString('en');
const s1 = (x: number) => x.toFixed(1);
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const pair = (x: Summary) => `${ms(x.p50)} / ${ms(x.p99)}`;
const met = (ok: boolean) => (ok ? 'met' : '**NOT met**');

/** The median of three. */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const restartOf = (r: SizeRow) => Math.min(...r.restarts.map((x) => x.readySeconds));
/** Whether every restart answered every query kind as the first start (the build) did. */
const sameAnswers = (r: SizeRow) => r.restarts.every((x) => x.answers === r.cold.answers);
/** A first query after a restore: the median of the three restarts. */
const firstOf = (r: SizeRow, kind: Kinds) => median(r.restarts.map((x) => x.first[kind]));
/** Every first start (a build) of a row. */
const buildsOf = (r: SizeRow) => [...(r.builds ?? []), r.cold];
/** Each first query against its reference: after the build, that process's warm p99; after a restore, the warm p99 after the query load. */
const firstChecks = (r: SizeRow) => KINDS.flatMap((k) => [
  { start: 'build', kind: k, first: median(buildsOf(r).map((b) => b.first[k])), p99: median(buildsOf(r).map((b) => b.warm[k].p99)) },
  { start: 'restore', kind: k, first: firstOf(r, k), p99: r.restarts[2].warm[k].p99 },
]);
const firstMet = (r: SizeRow) => firstChecks(r).every((c) => c.first <= c.p99);

/** Which run measured which rows: "10,000 and 100,000 by `npm run bench:server`, 2026-11-26 05:32". */
function runsOf(rows: SizeRow[]): string {
  const runs = new Map<string, number[]>();
  for (const r of rows) {
    const key = `\`${r.command}\`, ${r.date.slice(0, 16).replace('T', ' ')} UTC${r.load === undefined ? '' : `, load average ${r.load}`}`;
    runs.set(key, [...(runs.get(key) ?? []), r.items]);
  }
  return [...runs].map(([run, items]) => `${items.map(n).join(' and ')} by ${run}`).join('; ');
}

export function render(rows: SizeRow[], machine: Record<string, unknown>): string {
  const serve = (r: SizeRow) => r.restarts[2];
  const lines = [
    '# The local service at shop sizes',
    '',
    `Command: \`npm run bench:server\` (${machine.cpu}, ${machine.cores} cores, Node ${machine.node}); \`--sizes 10000,100000\` runs chosen sizes only,`,
    `\`--sizes 100000 --update\` re-measures those rows of this file. Rows: ${runsOf(rows)}.`,
    'Each start is a process of its own running the service (bench/server-child.ts, bundled, plain Node), on a',
    'catalog from the project\'s generator (items plus categories, brands, queries and 1,565 stores) in JSON Lines.',
    'Times of queries are the route handlers in process, in milliseconds.',
    '',
    '## Start and memory',
    '',
    '| items | objects | catalog.jsonl (MB) | read + parse floor (s) | first start, build (s) | restart from the data dir (s) | restart / floor | restored answers as built | snapshot (MB) | snapshot written (s) | resident after mixed load (MB) | peak resident (MB) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${n(r.items)} | ${n(r.objects)} | ${r.catalogMb} | ${s1(r.floorSeconds)} | ${s1(r.cold.readySeconds)} | ${s1(restartOf(r))} | ${(restartOf(r) / r.floorSeconds).toFixed(2)} | ${sameAnswers(r) ? 'yes' : '**no**'} | ${r.cold.snapshotMb} | ${s1(r.cold.saveSeconds ?? 0)} | ${serve(r).memory.rssMb} | ${Math.max(r.cold.peakMb, ...r.restarts.map((x) => x.peakMb))} |`),
    '',
    'Ready times count from the process start (module loading included). The floor is the best of three runs, the',
    'restart the best of three; "snapshot written" is the first start\'s close, which writes what the background',
    'save had not (catalog.jsonl and index.snapshot). Resident memory: after every query below ran; peak: the',
    'highest of the processes (VmHWM). "Restored answers as built": the 59 requests of every query kind',
    '(src/server/testing/query-kinds.ts) answered alike by the first start and each restart.',
    '',
    '## First query after ready, against the warm p99 of the same query (ms)',
    '',
    '| items | search: after build / its warm p99 | after restore / warm p99 | autocomplete: after build / its warm p99 | after restore / warm p99 | listing: after build / its warm p99 | after restore / warm p99 |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${n(r.items)} | ${firstChecks(r).map((c) => `${ms(c.first)} / ${ms(c.p99)}`).join(' | ')} |`),
    '',
    'After a build: the median of three first starts (each from the JSON Lines file into an empty data dir), against the median',
    'of their warm p99s (60 runs of the same query in each process, right after the first ones). After a restore: the median',
    'of the three restarts, against the warm p99 of 60 runs after the query load. The first queries go the moment the service',
    'is ready (bench:server reads them from the catalog beforehand).',
    '',
    '## Queries, warm, after a restart (ms, p50 / p99)',
    '',
    '| items | autocomplete v3, per keystroke | its bare text lookup | ratio of p50 | search, 3 facets + 2 filters | its bare text lookup | ratio of p50 | product listing, 3 facets | top items |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const q = serve(r).queries;
      return `| ${n(r.items)} | ${pair(q.autocomplete)} | ${pair(q.bareAutocomplete)} | ${(q.autocomplete.p50 / q.bareAutocomplete.p50).toFixed(1)} | ${pair(q.search)} | ${pair(q.bareSearch)} | ${(q.search.p50 / q.bareSearch.p50).toFixed(1)} | ${pair(q.listing)} | ${pair(q.topItems)} |`;
    }),
    '',
    'Autocomplete: every keystroke of the 20 most popular queries, `type=item:6,category:3,brand:3,query:4`. Search: those',
    'queries with `f[]=availability:1&f[]=price:|1000&facets=brand,price,color`. Listing: every category (plp, 24 per page).',
    'The bare lookup is `SiteIndex.match` alone on the same words: the ratio (of the medians, which noise moves least) is',
    'what filters, facets, pins and hits add.',
    '',
    '## Personalized, warm (ms, p50 / p99)',
    '',
    '| items | autocomplete v3, per keystroke, personalized | the same, anonymous | search, 3 facets + 2 filters, personalized | the same, anonymous |',
    '|---|---|---|---|---|',
    ...rows.map((r) => {
      const q = serve(r).queries;
      return `| ${n(r.items)} | ${pair(q.personalAutocomplete)} | ${pair(q.autocomplete)} | ${pair(q.personalSearch)} | ${pair(q.search)} |`;
    }),
    '',
    'The same keystrokes and searches for a shopper who viewed, clicked, carted and bought four items of one brand',
    '(`personalize=true&device_user_id=`, `user_id=`): their taste re-ranks the head of each answer (docs/server.md, Personalization).',
    '',
    '## Under a stream of events (ms, p50 / p99)',
    '',
    '| items | one- and two-letter keystrokes, quiet | the same, a click on an item before each | product listing, quiet | the same, a click before each | the click itself |',
    '|---|---|---|---|---|---|',
    ...rows.filter((r) => serve(r).events).map((r) => { const e = serve(r).events!; return `| ${n(r.items)} | ${pair(e.quiet)} | ${pair(e.keystrokes)} | ${e.listingsQuiet ? pair(e.listingsQuiet) : '-'} | ${e.listings ? pair(e.listings) : '-'} | ${pair(e.clicks)} |`; }),
    '',
    'The 40 one- and two-letter keystrokes of the 20 most popular queries, and the listing of every category, three times',
    "each; then the same with another shopper's click (`site.analytics.accept`, what the Events API runs) before each. An",
    'event moves the object it names in the short-prefix lists of its title words (src/server/engine/short-table.ts) and in',
    'the popularity order listings read (src/server/engine/popularity.ts).',
    '',
    '## Writes, and the snapshot catching up',
    '',
    '| items | replace one object (ms, p50 / max) | remove one (ms, p50 / max) | caught up after the last write (s) | longest a query waited meanwhile (ms) | search meanwhile (ms, p50 / p99) |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const w = serve(r).writes;
      return `| ${n(r.items)} | ${ms(w.replaceMs.p50)} / ${ms(w.replaceMs.max)} | ${ms(w.deleteMs.p50)} / ${ms(w.deleteMs.max)} | ${s1(w.caughtUpSeconds)} | ${w.longestWaitMs} | ${pair(w.searchDuring)} |`;
    }),
    '',
    'A write is searchable when it returns; the data dir catches up 2 s after the writes stop (catalog.jsonl and',
    'index.snapshot rewritten a slice at a time between queries). Meanwhile a search every 20 ms; "waited" is how late its',
    "timer fired: the longest the catch-up (or a GC) held the service between two queries, the queries' own time apart.",
    '',
    ...targets(rows),
  ];
  return lines.join('\n') + '\n';
}

function targets(rows: SizeRow[]): string[] {
  const out = ['## Targets (issue 44)', ''];
  out.push(`- A restored index answers exactly as a freshly built one (every query kind, every size): ${rows.map((r) => `${n(r.items)} ${sameAnswers(r) ? 'yes' : 'no'}`).join(', ')}: ${met(rows.every(sameAnswers))}.`);
  const r = rows.find((x) => x.items === 100_000);
  if (r) {
    const serve = r.restarts[2];
    const restart = restartOf(r);
    const q = serve.queries;
    out.push(
      `- 100k, restart from the data dir <= 2x the read + parse floor: ${s1(restart)} s against 2 x ${s1(r.floorSeconds)} s: ${met(restart <= 2 * r.floorSeconds)}.`,
      `- 100k, first start from the JSON Lines file <= a third of ${BUILD_BEFORE_100K} s (${s1(BUILD_BEFORE_100K / 3)} s): ${s1(r.cold.readySeconds)} s: ${met(r.cold.readySeconds <= BUILD_BEFORE_100K / 3)}.`,
      `- 100k, resident memory after the mixed query load <= 400 MB: ${serve.memory.rssMb} MB: ${met(serve.memory.rssMb <= 400)}.`,
      `- 100k, first search, autocomplete and listing after ready no slower than their warm p99, after a build and after a restore: ${firstChecks(r).map((c) => `${c.kind} ${ms(c.first)} / ${ms(c.p99)} ms`).join(', ')}: ${met(firstMet(r))}.`,
      `- 100k, autocomplete p50 <= 2 ms: ${ms(q.autocomplete.p50)} ms (${(q.autocomplete.p50 / q.bareAutocomplete.p50).toFixed(1)}x the bare lookup's): ${met(q.autocomplete.p50 <= 2)}.`,
      `- 100k, search with 3 facets and 2 filters p99 <= 25 ms: ${ms(q.search.p99)} ms (p50 ${(q.search.p50 / q.bareSearch.p50).toFixed(1)}x the bare lookup's): ${met(q.search.p99 <= 25)}.`,
      `- 100k, personalized (issue 40), the same targets: autocomplete p50 ${ms(q.personalAutocomplete.p50)} ms, search p99 ${ms(q.personalSearch.p99)} ms: ${met(q.personalAutocomplete.p50 <= 2 && q.personalSearch.p99 <= 25)}.`,
    );
  }
  out.push(`- Every size, the same for the first queries after a build and after a restore: ${rows.map((x) => `${n(x.items)} ${firstMet(x) ? 'yes' : 'no'}`).join(', ')}: ${met(rows.every(firstMet))}.`);
  const big = rows.find((x) => x.items === 1_000_000);
  if (big) {
    const peak = Math.max(big.cold.peakMb, ...big.restarts.map((x) => x.peakMb));
    out.push(`- 1M, starts and answers within 3 GB: peak resident ${n(peak)} MB: ${met(peak <= 3000)}.`);
  }
  return out;
}
