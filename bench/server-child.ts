/**
 * One measured run of the local service for bench:server, in a process of its own (so that
 * each start is a real start and resident memory is the service's alone). bench:server
 * bundles this file with esbuild and runs it with plain Node; it prints one JSON line.
 *
 *   floor FILE                 read FILE and JSON.parse every line (the floor of a start)
 *   start CATALOG DATA_DIR     start the service (a build or a restore), time the first
 *                              queries, write the snapshot, stop
 *   serve CATALOG DATA_DIR     start it from the data dir, then first queries, every query
 *                              kind warm (and personalized), resident memory, writes and the
 *                              snapshot catching up
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { autocomplete } from '../src/server/routes/autocomplete.js';
import { topItems } from '../src/server/routes/popular.js';
import { getSearch } from '../src/server/routes/search.js';
import type { RouteContext } from '../src/server/routes/context.js';
import { startServer } from '../src/server/server.js';
import type { Site } from '../src/server/sites.js';
import { answersOf, queryKinds } from '../src/server/testing/query-kinds.js';
import type { IndexObject } from '../src/core/types.js';
import { keystrokes, summarize, time } from './lib.js';

const [mode, file, dataDir] = process.argv.slice(2);
const TRACKER = 'bench';
const ROUNDS = 3;
const base = 'http://bench.local';
const mb = (bytes: number) => Math.round(bytes / 1e6);

/** Peak resident memory of this process so far (VmHWM), in MB. */
function peakMb(): number {
  const line = readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1000) : 0;
}

function floor(): unknown {
  const started = performance.now();
  const bytes = readFileSync(file);
  let objects = 0;
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    if (end > start) {
      JSON.parse(bytes.toString('utf8', start, end));
      objects++;
    }
    start = end + 1;
  }
  return { objects, seconds: (performance.now() - started) / 1000 };
}

/** The workloads of bench:server, from the catalog's own words: its 20 most popular queries, and every category. */
function workloads(site: Site) {
  const queries: string[] = [];
  const categories: string[] = [];
  for (const doc of site.index.byPopularity()) {
    if (doc.type === 'query' && queries.length < 20) queries.push(String(doc.fields.title));
    if (doc.type === 'category') categories.push(String(doc.fields.category_path));
  }
  return {
    queries,
    autocomplete: keystrokes(queries).map((k) => new URL(`${base}/v3/autocomplete?tracker_id=${TRACKER}&q=${encodeURIComponent(k)}&type=item:6,category:3,brand:3,query:4`)),
    search: queries.map((q) => new URL(`${base}/search?tracker_id=${TRACKER}&q=${encodeURIComponent(q)}&f[]=type:item&f[]=availability:1&f[]=price:|1000&facets=brand,price,color&size=24`)),
    listing: categories.map((c) => new URL(`${base}/search?tracker_id=${TRACKER}&f[]=type:item&f[]=${encodeURIComponent(`category_path:${c}`)}&plp=category_path&facets=brand,price,color&size=24`)),
    top: [new URL(`${base}/v1/top_items?tracker_id=${TRACKER}&type=item:10,category:5,brand:5`)],
  };
}

async function start(): Promise<unknown> {
  // The first search, autocomplete and listing after ready, each a query a shopper would send
  // first (the most popular query, its third keystroke, the fourth category), sent the moment
  // the service is ready (bench/server.bench.ts reads them from the catalog).
  const given = JSON.parse(process.env.BENCH_PROBES!) as Record<'search' | 'autocomplete' | 'listing', string>;
  const probes = {
    search: new URL(`${base}/search?tracker_id=${TRACKER}&${given.search}`),
    autocomplete: new URL(`${base}/v3/autocomplete?tracker_id=${TRACKER}&${given.autocomplete}`),
    listing: new URL(`${base}/search?tracker_id=${TRACKER}&${given.listing}`),
  };
  const service = await startServer({ catalog: file, dataDir, sites: [{ trackerId: TRACKER, publicKey: 'p', privateKey: 'k' }], merchandising: {}, status: (line) => process.stderr.write(`${line}\n`) });
  const readySeconds = performance.now() / 1000;
  const ctx: RouteContext = { sites: service.sites };
  const run = (kind: keyof typeof probes, url: URL) => (kind === 'autocomplete' ? autocomplete(ctx, url, 3) : getSearch(ctx, url));
  const first = Object.fromEntries((Object.keys(probes) as Array<keyof typeof probes>).map((kind) => [kind, time(() => run(kind, probes[kind]))[1]]));
  const site = service.sites.get(TRACKER)!;
  const work = workloads(site);
  // The probes are the workloads' own first ones: the same queries warm.
  for (const [kind, url] of [['search', work.search[0]], ['autocomplete', work.autocomplete[2]], ['listing', work.listing[3]]] as const) {
    if (url.href !== probes[kind].href) throw new Error(`the ${kind} probe ${probes[kind].href} is not the workload's ${url.href}`);
  }
  const out: Record<string, unknown> = { objects: site.index.size, readySeconds, first };
  // Every query kind over HTTP, hashed: a restore must answer as the build did.
  out.answers = createHash('sha1').update(JSON.stringify(await answersOf(service.url, queryKinds(TRACKER)))).digest('hex');
  // Warm, the same single queries as the first ones: the reference of each start's first queries.
  const warm = () => Object.fromEntries((Object.keys(probes) as Array<keyof typeof probes>).map((kind) => [kind, summarize(Array.from({ length: 60 }, () => time(() => run(kind, probes[kind]))[1]))]));
  if (mode === 'start') {
    out.warm = warm();
    const closing = performance.now();
    await service.close();
    out.saveSeconds = (performance.now() - closing) / 1000;
    out.snapshotMb = mb(existsSync(join(dataDir, TRACKER, 'index.snapshot')) ? readFileSync(join(dataDir, TRACKER, 'index.snapshot')).length : 0);
    out.peakMb = peakMb();
    return out;
  }
  const measure = (urls: URL[], handle: (u: URL) => unknown) => {
    for (const u of urls) handle(u);
    const samples: number[] = [];
    for (let r = 0; r < ROUNDS; r++) for (const u of urls) samples.push(time(() => handle(u))[1]);
    return summarize(samples);
  };
  const bare = (qs: string[], prefix: boolean) => qs.map((q) => () => site.index.match({ q, prefix }));
  out.queries = {
    autocomplete: measure(work.autocomplete, (u) => autocomplete(ctx, u, 3)),
    search: measure(work.search, (u) => getSearch(ctx, u)),
    listing: measure(work.listing, (u) => getSearch(ctx, u)),
    topItems: measure(work.top, (u) => topItems(ctx, u)),
    // The engine's text lookup alone, for the same keystrokes and queries: what the handlers add on top.
    bareAutocomplete: summarize([0, 1, 2, 3].flatMap(() => bare(keystrokes(work.queries), true).map((f) => time(f)[1]))),
    bareSearch: summarize([0, 1, 2, 3].flatMap(() => bare(work.queries, true).map((f) => time(f)[1]))),
  };
  // Warm, the same single queries as the first ones (before any event changes popularity).
  out.warm = warm();
  // The same keystrokes and searches for a shopper whose taste re-ranks them.
  const shopper = seedShopper(site);
  const as = (urls: URL[], ids: string) => urls.map((u) => new URL(`${u}&${ids}`));
  Object.assign(out.queries as object, {
    personalAutocomplete: measure(as(work.autocomplete, `personalize=true&device_user_id=${shopper}`), (u) => autocomplete(ctx, u, 3)),
    personalSearch: measure(as(work.search, `user_id=${shopper}&client_id=${shopper}`), (u) => getSearch(ctx, u)),
  });
  out.events = underEvents(site, ctx, work.autocomplete.filter((u) => u.searchParams.get('q')!.length <= 2), work.listing);
  const memory = process.memoryUsage();
  out.memory = { rssMb: mb(memory.rss), heapMb: mb(memory.heapUsed), externalMb: mb(memory.external), records: site.index.records.usage };
  // The highest resident memory of the queries alone, before the writes and the data dir's catching up.
  out.peakBeforeWritesMb = peakMb();
  out.writes = await writes(service.sites.get(TRACKER)!, ctx, work.search);
  out.peakMb = peakMb();
  await service.close();
  return out;
}

/**
 * The one- and two-letter keystrokes (the lists an event re-ranks) and the listings (the
 * popularity order they read) quiet, then each with another shopper's click on an item
 * before it, as a shop's live traffic sends them; and the clicks' own times (the Events
 * API's work for each).
 */
function underEvents(site: Site, ctx: RouteContext, keys: URL[], listings: URL[]): unknown {
  const items = site.index.byPopularity().filter((d) => d.type === 'item').map((d) => d.identity);
  const clicks: number[] = [];
  let n = 0;
  const click = () => {
    const event = { id: `stream-${n}`, tracker_id: TRACKER, client_id: `stream-${n % 50}`, type: 'click', action: { type: 'click', resource_identifier: items[(n++ * 7919) % items.length] } };
    clicks.push(time(() => site.analytics.accept(event, Date.now()))[1]);
  };
  const rounds = (urls: URL[], handle: (u: URL) => unknown, before?: () => void) => {
    const samples: number[] = [];
    for (let r = 0; r < ROUNDS; r++) for (const u of urls) {
      before?.();
      samples.push(time(() => handle(u))[1]);
    }
    return summarize(samples);
  };
  const suggest = (u: URL) => autocomplete(ctx, u, 3);
  const list = (u: URL) => getSearch(ctx, u);
  return {
    quiet: rounds(keys, suggest), keystrokes: rounds(keys, suggest, click),
    listingsQuiet: rounds(listings, list), listings: rounds(listings, list, click), clicks: summarize(clicks),
  };
}

/** A shopper who viewed, clicked, carted and bought the four most popular items of a brand (the 50th item's); their client id. */
function seedShopper(site: Site): string {
  const items = site.index.byPopularity().filter((d) => d.type === 'item');
  const brand = items[50].fields.brand;
  const liked = items.filter((d) => d.fields.brand === brand).slice(0, 4).map((d) => d.identity);
  const client = 'bench-shopper';
  let n = 0;
  const send = (event: Record<string, unknown>) => site.analytics.accept({ id: `${client}-${n++}`, tracker_id: TRACKER, client_id: client, ...event }, Date.now());
  for (const url of liked) {
    send({ type: 'pv', url });
    for (const type of ['click', 'add-to-cart']) send({ type: 'click', action: { type, resource_identifier: url } });
  }
  send({ type: 'transaction', items: liked.map((url) => ({ url, count: 1, total_price: 1 })) });
  return client;
}

/** Objects replaced and removed one at a time, then the snapshot catching up while queries keep coming. */
async function writes(site: Site, ctx: RouteContext, urls: URL[]): Promise<unknown> {
  const victims = site.index.byPopularity().filter((d) => d.type === 'item').slice(100, 140);
  const replace = victims.slice(0, 20).map((doc) => {
    const object: IndexObject = { ...doc.source, fields: { ...doc.source.fields, title: `${doc.source.fields.title} Renewed`, price: 1 } };
    return time(() => site.put(object))[1];
  });
  const remove = victims.slice(20).map((doc) => time(() => site.delete(doc.identity))[1]);
  const last = performance.now();
  const during: number[] = [];
  // How late each 20 ms timer fires: what held the service between two queries (a slice of
  // the catch-up, a GC), not the queries themselves (an event-loop delay monitor counts those too).
  let waited = 0;
  const log = join(dataDir, TRACKER, 'writes.jsonl');
  for (let i = 0; existsSync(log); i++) {
    const asked = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    waited = Math.max(waited, performance.now() - asked - 20);
    during.push(time(() => getSearch(ctx, urls[i % urls.length]))[1]);
  }
  return {
    replaceMs: summarize(replace), deleteMs: summarize(remove), caughtUpSeconds: (performance.now() - last) / 1000,
    longestWaitMs: Math.round(waited), searchDuring: summarize(during),
  };
}

const result = mode === 'floor' ? floor() : await start();
process.stdout.write(JSON.stringify(result) + '\n');
process.exit(0);
