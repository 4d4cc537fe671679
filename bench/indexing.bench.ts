/**
 * Indexing throughput and memory.
 *
 *   npm run bench:indexing            (100k push at concurrency 1/4/8, 1M-line RSS, 100k-product Google feed; several minutes)
 *   npm run bench:indexing -- --quick (20k push, 200k-line RSS, 20k-product feed)
 *
 * 1. Objects per second pushing the generated catalog (JSON Lines on disk) into the
 *    local service (its own process) with IndexingClient at concurrency 1, 4 and 8,
 *    next to an upper bound measured in the same run: the same bytes, already in
 *    batches of 100 (the fewest requests the spec allows), signed and POSTed 8 at a
 *    time with nothing else done.
 * 2. Peak RSS of `ss-index push` streaming a 1M-line JSON Lines file to a sink that
 *    answers every batch at once (target <= 200 MB): the client's memory, not the service's.
 * 3. The same products as a Google Merchant feed (XML, written from the generator at
 *    bench time): read alone against JSON Lines, pushed at concurrency 4 against the JSON
 *    Lines push of (1), and the peak RSS of `ss-index sync URL` streaming it from a local
 *    HTTP server to the sink, at two feed sizes (bounded memory: the larger feed needs no more).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generateCatalog } from '../src/server/catalog/generator.js';
import { IndexingClient } from '../src/indexing/client.js';
import { readCatalog, readObjects } from '../src/indexing/read.js';
import { signedHeaders } from '../src/indexing/signer.js';
import { writeGoogleFeed } from './google-feed.js';
import { machine, writeResults } from './lib.js';

const quick = process.argv.includes('--quick');
const PUSH_N = quick ? 20_000 : 100_000;
const RSS_N = quick ? 200_000 : 1_000_000;
/** Products of the smaller Google feed of the memory comparison. */
const FEED_SMALL = quick ? 5_000 : 20_000;
const dir = join(import.meta.dirname, 'tmp', 'indexing');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const KEYS = { publicKey: 'bench-public', privateKey: 'bench-private' };

async function writeCatalog(path: string, items: number): Promise<number> {
  const out = createWriteStream(path);
  let n = 0;
  for (const o of generateCatalog({ items })) {
    if (o.type !== 'item') continue;
    if (!out.write(JSON.stringify(o) + '\n')) await once(out, 'drain');
    n++;
  }
  out.end();
  await once(out, 'finish');
  return n;
}

/** The local service in its own process, with an empty catalog for the bench site. */
async function startService(): Promise<{ url: string; stop: () => void }> {
  writeFileSync(join(dir, 'empty.json'), '[]');
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'server', 'bin.ts'), '--port', '0', '--catalog', join(dir, 'empty.json'), '--site', `bench:${KEYS.publicKey}:${KEYS.privateKey}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const url = await new Promise<string>((resolve) => child.stdout.on('data', (d) => {
    out += d;
    const m = /base-url (http:\/\/[^)\s]+)/.exec(out);
    if (m) resolve(m[1]);
  }));
  return { url, stop: () => child.kill('SIGTERM') };
}

console.log(`writing ${PUSH_N} objects...`);
const pushFile = join(dir, 'push.jsonl');
const objects = await writeCatalog(pushFile, PUSH_N);
const throughput: Array<{ concurrency: number | string; seconds: number; perSecond: number; requests: number }> = [];
// Each run gets a fresh service, so every run inserts into an empty index.
for (const concurrency of [1, 4, 8]) {
  const service = await startService();
  const client = new IndexingClient({ baseUrl: service.url, ...KEYS, concurrency });
  const t = performance.now();
  const result = await client.push(readObjects(pushFile));
  const seconds = (performance.now() - t) / 1000;
  if (result.ok !== objects) throw new Error(`push lost objects: ${result.ok} of ${objects}`);
  throughput.push({ concurrency, seconds: Math.round(seconds * 10) / 10, perSecond: Math.round(objects / seconds), requests: client.stats.requests });
  console.log(throughput[throughput.length - 1]);
  service.stop();
}
{
  const service = await startService();
  // Upper bound: the same bytes, pre-batched, pre-serialised, 8 requests in flight.
  const lines = readFileSync(pushFile, 'utf8').trim().split('\n');
  const bodies: string[] = [];
  for (let i = 0; i < lines.length; i += 100) bodies.push(`{"objects":[${lines.slice(i, i + 100).join(',')}]}`);
  const t = performance.now();
  let nextBody = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (nextBody < bodies.length) {
      const body = bodies[nextBody++];
      const res = await fetch(`${service.url}/v1/content`, { method: 'POST', headers: { ...signedHeaders(KEYS, 'POST', '/v1/content') }, body });
      if (!res.ok) throw new Error(`upper bound request failed: ${res.status}`);
      await res.arrayBuffer();
    }
  }));
  const boundSeconds = (performance.now() - t) / 1000;
  throughput.push({ concurrency: 'upper bound (8, pre-batched)', seconds: Math.round(boundSeconds * 10) / 10, perSecond: Math.round(objects / boundSeconds), requests: bodies.length });
  console.log(throughput[throughput.length - 1]);
  service.stop();
}

// Peak RSS of the CLI streaming a large file to a sink.
const sink = createServer(async (req, res) => {
  let n = 0;
  for await (const chunk of req) n += (chunk as Buffer).length;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok_count: 100, errors_count: 0, errors: {}, bytes: n }));
});
await new Promise<void>((r) => sink.listen(0, '127.0.0.1', () => r()));
const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
// The built CLI when there is one (what users run); else the source through tsx, whose loader adds memory.
const built = join(import.meta.dirname, '..', 'dist', 'node', 'ss-index.js');
const cliArgs = existsSync(built) ? [built] : ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'indexing', 'bin.ts')];

/** Runs ss-index to the sink; its --json summary, peak RSS (MB) and seconds. */
async function peakRss(args: string[]): Promise<{ summary: { ok: number; failed: number }; peakMb: number; seconds: number }> {
  const started = performance.now();
  const cli = spawn(process.execPath, [...cliArgs, ...args, '--json', '--base-url', sinkUrl], {
    env: { ...process.env, SS_PUBLIC_KEY: KEYS.publicKey, SS_PRIVATE_KEY: KEYS.privateKey }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${cli.pid}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // the process has ended
    }
  }, 100);
  let out = '';
  cli.stdout.on('data', (d) => (out += d));
  await once(cli, 'exit');
  clearInterval(sampler);
  return { summary: JSON.parse(out), peakMb: Math.round(peak), seconds: (performance.now() - started) / 1000 };
}

console.log(`writing ${RSS_N} lines...`);
const bigFile = join(dir, 'big.jsonl');
const lineCount = await writeCatalog(bigFile, RSS_N);
const { summary: streamed, peakMb: peak, seconds: streamSeconds } = await peakRss(['push', bigFile]);
console.log({ lineCount, peakRssMb: peak, streamed, streamSeconds });
rmSync(bigFile);

// 3. The same products as a Google Merchant feed.
console.log(`writing a Google feed of ${PUSH_N} products...`);
const feedFile = join(dir, 'google.xml');
const feed = { ...(await writeGoogleFeed(feedFile, PUSH_N)), megabytes: Math.round(statSync(feedFile).size / 1e6) };
/** Objects per second of the reader alone, best of three. */
async function readRate(path: string): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    let n = 0;
    for await (const o of readCatalog(path)) if (o) n++;
    if (n !== objects) throw new Error(`${path}: read ${n} objects of ${objects}`);
    best = Math.min(best, performance.now() - t);
  }
  return Math.round(objects / (best / 1000));
}
const reading = { jsonl: await readRate(pushFile), google: await readRate(feedFile) };
console.log({ feed, reading });
const googleService = await startService();
const googleClient = new IndexingClient({ baseUrl: googleService.url, ...KEYS, concurrency: 4 });
const tg = performance.now();
const googlePush = await googleClient.push(readCatalog(feedFile));
const googleSeconds = (performance.now() - tg) / 1000;
googleService.stop();
if (googlePush.ok !== objects) throw new Error(`Google push lost objects: ${googlePush.ok} of ${objects} (${JSON.stringify(googlePush.failures.slice(0, 3))})`);
const jsonl4 = throughput.find((r) => r.concurrency === 4)!;
const google4 = { seconds: Math.round(googleSeconds * 10) / 10, perSecond: Math.round(objects / googleSeconds), requests: googleClient.stats.requests };
console.log({ google4, jsonl4 });

// Memory of `ss-index sync URL`: the feed streamed from a local HTTP server, at two sizes.
const smallFile = join(dir, 'google-small.xml');
const small = await writeGoogleFeed(smallFile, FEED_SMALL);
const feeds = createServer((req, res) => {
  const path = req.url === '/small.xml' ? smallFile : feedFile;
  res.writeHead(200, { 'content-type': 'application/xml', 'content-length': statSync(path).size });
  createReadStream(path).pipe(res);
});
await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', () => r()));
const feedsUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
const syncSmall = await peakRss(['sync', `${feedsUrl}/small.xml`]);
const syncLarge = await peakRss(['sync', `${feedsUrl}/google.xml`]);
feeds.close();
// What stays on the heap after a full GC, every 10,000 objects of the large feed pushed in this process to the sink.
setFlagsFromString('--expose-gc');
const fullGc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  fullGc();
  return process.memoryUsage().heapUsed / 1e6;
};
const baseline = heapAfterGc();
const retained: number[] = [];
let checked = 0;
const heapClient = new IndexingClient({ baseUrl: sinkUrl, ...KEYS, onProgress: (p) => {
  if (p.done - checked < 10_000) return;
  checked = p.done;
  retained.push(Math.round(heapAfterGc() - baseline));
} });
await heapClient.push(readCatalog(feedFile));
sink.close();
console.log({ syncSmall, syncLarge, retained });

const ratio = (a: number, b: number) => (a / b).toFixed(2);
const mb = (n: number) => `${n} MB`;
const md = `# Indexing client: throughput and memory

Command: \`npm run bench:indexing\` (${machine().cpu}, ${machine().cores} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).
Client and service share the machine's 2 cores, so the service's own indexing work is part of every figure.

## Pushing ${objects.toLocaleString('en')} generated items (JSON Lines on disk) into the local service

| Concurrency | Seconds | Objects/s | Requests |
|---|---|---|---|
${throughput.map((r) => `| ${r.concurrency} | ${r.seconds} | ${r.perSecond.toLocaleString('en')} | ${r.requests} |`).join('\n')}

The upper bound sends the same bytes already split into batches of 100 (the fewest
requests the spec allows), 8 at a time, with no reading, validation or accounting: the
client's own cost is the gap between it and the concurrency 8 row.

## Memory while streaming

\`ss-index push\` of a ${lineCount.toLocaleString('en')}-line JSON Lines file (${streamed.ok.toLocaleString('en')} ok, ${streamed.failed} failed, ${streamSeconds.toFixed(0)} s) to a sink
that answers at once (${existsSync(built) ? 'the built dist/node/ss-index.js' : 'the source through tsx'}): **peak RSS ${peak} MB** (target <= 200 MB: ${peak <= 200 ? 'met' : 'NOT met'}).

## The same ${objects.toLocaleString('en')} products as a Google Merchant feed

The generator's products written as an RSS 2.0 feed with the \`g:\` namespace
(bench/google-feed.ts): ${feed.items.toLocaleString('en')} items, the variants of a product grouped by
\`item_group_id\`, ${mb(feed.megabytes)}. ss-index recognizes it and reads it back into the
${objects.toLocaleString('en')} objects, variants nested.

| | JSON Lines | Google feed (XML) | Google / JSON Lines |
|---|---|---|---|
| reading alone, objects/s (best of 3) | ${reading.jsonl.toLocaleString('en')} | ${reading.google.toLocaleString('en')} | ${ratio(reading.google, reading.jsonl)} |
| pushed into the local service at concurrency 4, objects/s | ${jsonl4.perSecond.toLocaleString('en')} | ${google4.perSecond.toLocaleString('en')} | ${ratio(google4.perSecond, jsonl4.perSecond)} |

Reading XML costs more than \`JSON.parse\` per object; pushed into the service, which
indexes on the same 2 cores, the feed goes at the Google / JSON Lines ratio above.

\`ss-index sync URL\` streaming the feed from a local HTTP server to the sink:

| Feed | Items | Objects ok | Seconds | Peak RSS |
|---|---|---|---|---|
| ${FEED_SMALL.toLocaleString('en')} products | ${small.items.toLocaleString('en')} | ${syncSmall.summary.ok.toLocaleString('en')} | ${syncSmall.seconds.toFixed(0)} | ${mb(syncSmall.peakMb)} |
| ${objects.toLocaleString('en')} products (${mb(feed.megabytes)}) | ${feed.items.toLocaleString('en')} | ${syncLarge.summary.ok.toLocaleString('en')} | ${syncLarge.seconds.toFixed(0)} | ${mb(syncLarge.peakMb)} |

The feed is never held: what the push adds to the heap, after a full GC taken every
10,000 objects of the ${objects.toLocaleString('en')}-product feed pushed to the sink in the benchmark's
process, is **${Math.min(...retained)} to ${Math.max(...retained)} MB** (${retained.join(', ')}). It grows only by the ids of the
product groups already written, kept to report a variant that comes after its product
was written, and is let go at the end. Peak RSS is above that because V8 lets its heap
grow between collections, more on a longer run (target <= 200 MB: ${syncLarge.peakMb <= 200 ? 'met' : 'NOT met'}).
`;
if (!quick) {
  writeResults('indexing', {
    machine: machine(), throughput, rss: { lines: lineCount, peakRssMb: peak, seconds: streamSeconds },
    google: {
      feed, reading, push: { google: google4, jsonl: jsonl4 }, retainedHeapMb: retained,
      sync: { small: { products: FEED_SMALL, items: small.items, ...syncSmall }, large: { products: objects, items: feed.items, ...syncLarge } },
    },
  }, md);
}
rmSync(dir, { recursive: true, force: true });
console.log(md);
