/**
 * Indexing throughput and memory.
 *
 *   npm run bench:indexing            (100k push at concurrency 1/4/8, 1M-line RSS; several minutes)
 *   npm run bench:indexing -- --quick (20k push, 200k-line RSS)
 *
 * 1. Objects per second pushing the generated catalog (JSON Lines on disk) into the
 *    local service (its own process) with IndexingClient at concurrency 1, 4 and 8,
 *    next to an upper bound measured in the same run: the same bytes, already in
 *    batches of 100 (the fewest requests the spec allows), signed and POSTed 8 at a
 *    time with nothing else done.
 * 2. Peak RSS of `ss-index push` streaming a 1M-line JSON Lines file to a sink that
 *    answers every batch at once (target <= 200 MB): the client's memory, not the service's.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { generateCatalog } from '../src/server/catalog/generator.js';
import { IndexingClient } from '../src/indexing/client.js';
import { readObjects } from '../src/indexing/read.js';
import { signedHeaders } from '../src/indexing/signer.js';
import { machine, writeResults } from './lib.js';

const quick = process.argv.includes('--quick');
const PUSH_N = quick ? 20_000 : 100_000;
const RSS_N = quick ? 200_000 : 1_000_000;
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

// Peak RSS of the CLI streaming a large file to a sink.
console.log(`writing ${RSS_N} lines...`);
const bigFile = join(dir, 'big.jsonl');
const lineCount = await writeCatalog(bigFile, RSS_N);
const sink = createServer(async (req, res) => {
  let n = 0;
  for await (const chunk of req) n += (chunk as Buffer).length;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok_count: 100, errors_count: 0, errors: {}, bytes: n }));
});
await new Promise<void>((r) => sink.listen(0, '127.0.0.1', () => r()));
const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
const started = performance.now();
// The built CLI when there is one (what users run); else the source through tsx, whose loader adds memory.
const built = join(import.meta.dirname, '..', 'dist', 'node', 'ss-index.js');
const cliArgs = existsSync(built) ? [built] : ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'indexing', 'bin.ts')];
const cli = spawn(process.execPath, [...cliArgs, 'push', bigFile, '--json', '--base-url', sinkUrl], {
  env: { ...process.env, SS_PUBLIC_KEY: KEYS.publicKey, SS_PRIVATE_KEY: KEYS.privateKey }, stdio: ['ignore', 'pipe', 'inherit'],
});
let peak = 0;
const sampler = setInterval(() => {
  try {
    const status = readFileSync(`/proc/${cli.pid}/status`, 'utf8');
    const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    peak = Math.max(peak, hwm);
  } catch {
    // the process has ended
  }
}, 100);
let summary = '';
cli.stdout.on('data', (d) => (summary += d));
await once(cli, 'exit');
clearInterval(sampler);
sink.close();
const streamSeconds = (performance.now() - started) / 1000;
const streamed = JSON.parse(summary) as { ok: number; failed: number };
console.log({ lineCount, peakRssMb: Math.round(peak), streamed, streamSeconds });
rmSync(dir, { recursive: true, force: true });

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
that answers at once (${existsSync(built) ? 'the built dist/node/ss-index.js' : 'the source through tsx'}): **peak RSS ${Math.round(peak)} MB** (target <= 200 MB: ${peak <= 200 ? 'met' : 'NOT met'}).
`;
if (!quick) writeResults('indexing', { machine: machine(), throughput, rss: { lines: lineCount, peakRssMb: Math.round(peak), seconds: streamSeconds } }, md);
console.log(md);
