/**
 * ss-index: the indexing client on the command line. Keys come from the environment
 * (SS_PUBLIC_KEY, SS_PRIVATE_KEY); the private key is never taken as a flag (it would
 * land in shell history and process lists) and never printed.
 */
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { HELP } from './cli-help.js';
import { readOptions } from './cli-read.js';
import { IndexingClient, JobWaitTimeout, type BulkResult, type Progress } from './client.js';
import { counts, dryRun, twoWays } from './dry-run.js';
import { newReport } from './feeds/feed.js';
import { readCatalog, type ReadProgress } from './read.js';

interface Output {
  /** Standard output; resolves once the stream can take more (export streams a lot). */
  out: (text: string) => void | Promise<void>;
  err: (text: string) => void;
  isTTY: boolean;
  env: Record<string, string | undefined>;
}

const defaultOutput = (): Output => ({
  out: (t) => (process.stdout.write(t) ? undefined : once(process.stdout, 'drain').then(() => undefined)),
  err: (t) => process.stderr.write(t),
  isTTY: !!process.stderr.isTTY,
  env: process.env,
});

export async function main(argv: string[], io: Output = defaultOutput()): Promise<number> {
  const command = argv[0] && !argv[0].startsWith('-') ? argv[0] : '';
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: command ? argv.slice(1) : argv,
      allowPositionals: true,
      options: {
        'base-url': { type: 'string' }, 'public-key': { type: 'string' }, concurrency: { type: 'string' }, compress: { type: 'boolean' },
        json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, format: { type: 'string' }, 'api-version': { type: 'string' },
        types: { type: 'string' }, fields: { type: 'string' }, size: { type: 'string' }, search: { type: 'string' }, update: { type: 'string' },
        wait: { type: 'boolean' }, timeout: { type: 'string' }, generation: { type: 'string' }, threshold: { type: 'string' },
        identity: { type: 'string' }, type: { type: 'string' }, map: { type: 'string' }, mapping: { type: 'string' },
        'site-url': { type: 'string' }, currency: { type: 'string' }, decimal: { type: 'string' }, 'dry-run': { type: 'boolean' },
      },
    }));
  } catch (error) {
    io.err(`ss-index: ${(error as Error).message}\n\n${HELP[command] ?? HELP['']}\n`);
    return 2;
  }
  if (values.help || !command) {
    (values.help ? io.out : io.err)(`${HELP[command] ?? HELP['']}\n`);
    return values.help ? 0 : 2;
  }
  if (!(command in HELP)) {
    io.err(`ss-index: unknown command ${JSON.stringify(command)}\n\n${HELP['']}`);
    return 2;
  }
  const usage = (message: string) => {
    io.err(`ss-index ${command}: ${message}\n\n${HELP[command]}\n`);
    return 2;
  };
  const reading = readOptions(values);
  if (typeof reading === 'string') return usage(reading);
  const source = positionals[0];
  const report = (reading.report = newReport());
  if (values['dry-run']) {
    if (!['push', 'patch', 'delete', 'sync'].includes(command)) return usage('--dry-run is for push, patch, delete and sync');
    if (!source) return usage('give a file, a URL, or - for standard input');
    try {
      return await dryRun(command, readCatalog(source, reading), report, io, !!values.json);
    } catch (error) {
      io.err(`ss-index ${command}: ${(error as Error).message}\n`);
      if (values.json) await io.out(`${JSON.stringify({ command, dry_run: true, error: (error as Error).message })}\n`);
      return 1;
    }
  }
  const publicKey = (values['public-key'] as string | undefined) ?? io.env.SS_PUBLIC_KEY;
  const privateKey = io.env.SS_PRIVATE_KEY;
  if (!publicKey || !privateKey) return usage('set SS_PUBLIC_KEY (or --public-key) and SS_PRIVATE_KEY in the environment');
  const concurrency = values.concurrency === undefined ? 4 : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) return usage('--concurrency takes a whole number of at least 1');
  const version = values['api-version'] === undefined ? 1 : Number(values['api-version']);
  if (version !== 1 && version !== 2) return usage('--api-version is 1 or 2');
  // patch, delete and export have one path each in the spec (PATCH /v2/content, DELETE /v1/content, /v1/content_export).
  if (values['api-version'] !== undefined && !['push', 'sync', 'update-by-query'].includes(command)) return usage(`--api-version applies to push, sync and update-by-query; ${command} has one path`);
  const size = values.size === undefined ? undefined : Number(values.size);
  if (size !== undefined && !(Number.isInteger(size) && size >= 1 && size <= 500)) return usage('--size takes a whole number from 1 to 500 (records per page)');
  const timeout = values.timeout === undefined ? 600 : Number(values.timeout);
  if (!(timeout > 0)) return usage('--timeout takes a number of seconds above 0');

  const baseUrl = (values['base-url'] as string | undefined) ?? io.env.SS_BASE_URL ?? 'http://127.0.0.1:8787';
  const exposed = exposedTransport(baseUrl);
  if (exposed) io.err(`ss-index: warning: ${exposed}\n`);
  const bar = progressBar(command, io);
  let saidRetry = 0;
  const client = new IndexingClient({
    baseUrl,
    publicKey, privateKey, concurrency, compress: !!values.compress, onProgress: bar.update,
    // A retry is said at once, then at most every 5 s: a service that is down is not minutes of silence.
    onRetry: (r) => {
      if (Date.now() - saidRetry < 5000) return;
      saidRetry = Date.now();
      io.err(`${io.isTTY ? '\n' : ''}ss-index ${command}: ${r.reason}; retrying (attempt ${r.attempt} of ${r.of}, in ${(r.waitMs / 1000).toFixed(1)} s)\n`);
    },
  });
  const started = Date.now();
  const finish = (summary: Record<string, unknown>, failed: number) => {
    bar.done();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!values.json) for (const line of twoWays(report)) io.err(line);
    const full = { command, ...summary, elapsed_ms: Date.now() - started, requests: client.stats.requests, retried: client.stats.retried };
    if (values.json) (command === 'export' ? io.err : io.out)(`${JSON.stringify(full)}\n`);
    else {
      const { format, left_out: leftOut, ...rest } = summary as { format?: string; left_out?: Record<string, number> };
      const left = leftOut && Object.keys(leftOut).length ? [`left out ${Object.values(leftOut).reduce((a, b) => a + b, 0)} (${counts(leftOut)})`] : [];
      const parts = [...Object.entries(rest).filter(([, v]) => typeof v !== 'object').map(([k, v]) => `${k} ${v}`), ...left];
      io.err(`${command}: ${format ? `${format}: ` : ''}${parts.join(', ')} in ${seconds} s\n`);
    }
    return failed ? 1 : 0;
  };

  try {
    if (command === 'export') {
      let count = 0;
      for await (const object of client.export({ size, types: list(values.types), fields: list(values.fields) })) {
        await io.out(`${JSON.stringify({ identity: object.url, type: object.type, fields: object.attributes, ...(object.nested?.length ? { nested: object.nested } : {}) })}\n`);
        bar.update({ done: ++count, ok: count, failed: 0, retried: 0, bytes: 0, elapsedMs: Date.now() - started, perSecond: count / Math.max((Date.now() - started) / 1000, 0.001) });
      }
      return finish({ exported: count }, 0);
    }
    if (command === 'update-by-query') {
      if (!values.search || !values.update) return usage('--search and --update are required');
      let search: unknown;
      let update: unknown;
      try {
        search = JSON.parse(values.search as string);
        update = JSON.parse(values.update as string);
      } catch (error) {
        return usage(`--search and --update take JSON (${(error as Error).message})`);
      }
      const job = await client.updateByQuery({ search, update } as Parameters<IndexingClient['updateByQuery']>[0], version);
      if (!values.wait) return finish({ job_id: job.id, status_url: job.statusUrl }, 0);
      try {
        const status = await client.waitForJob(job, { timeoutMs: timeout * 1000 });
        // The job's failures keyed by identity (the spec's shape), listed as a push lists its own.
        const failed = Object.entries(status.failures ?? {});
        for (const [identity, f] of failed.slice(0, values.json ? 0 : 10)) io.err(`  failed ${identity}: ${(f as { reason?: string }).reason ?? JSON.stringify(f)}\n`);
        if (!values.json && failed.length > 10) io.err(`  ... and ${failed.length - 10} more (--json lists them all)\n`);
        return finish({ job_id: job.id, status: status.status, updates: status.updates_count, failures: status.failures_count, failure_details: status.failures }, status.failures_count + (status.status === 'failed' ? 1 : 0));
      } catch (error) {
        if (error instanceof JobWaitTimeout) {
          io.err(`${error.message}\n`);
          return finish({ job_id: job.id, status: error.last?.status ?? 'unknown', waited: 'timed out' }, 1);
        }
        throw error;
      }
    }
    if (!source) return usage('give a file, a URL, or - for standard input');
    const threshold = values.threshold === undefined ? 0.95 : Number(values.threshold);
    if (!(threshold >= 0 && threshold <= 1)) return usage('--threshold is a ratio from 0 to 1');
    const generation = (values.generation as string | undefined) ?? new Date(started).toISOString();
    const progress: ReadProgress = { bytesRead: 0 };
    bar.source(progress);
    const objects = readCatalog(source, { ...reading, progress });
    let result: BulkResult & { commits?: unknown; skipped?: unknown };
    if (command === 'push') result = await client.push(objects, { version: version as 1 | 2 });
    else if (command === 'patch') result = await client.patch(objects);
    else if (command === 'delete') result = await client.remove(objects);
    else result = await client.sync(objects, { generation, threshold, version: version as 1 | 2 });
    const failures = result.failures.slice(0, 100);
    for (const f of failures.slice(0, values.json ? 0 : 10)) io.err(`  failed ${f.identity}: ${f.reason}\n`);
    if (!values.json && result.failed > 10) io.err(`  ... and ${result.failed - 10} more (--json lists up to 100)\n`);
    for (const r of result.repeats.slice(0, values.json ? 0 : 10)) io.err(`  repeated ${r.identity}: a later object of the input has this identity too and replaced it\n`);
    const repeated = result.repeated ? { repeated: result.repeated, repeats: result.repeats } : {};
    const synced = result.commits ? { generation, commits: result.commits, skipped: result.skipped } : {};
    return finish({ format: report.format, ok: result.ok, failed: result.failed, ...repeated, left_out: report.leftOut, failures, ...synced, ...(Object.keys(report.ambiguous).length ? { ambiguous: report.ambiguous } : {}) }, result.failed);
  } catch (error) {
    bar.done();
    const message = (error as Error).message;
    const partial = (error as { partial?: BulkResult }).partial;
    // What was sent before the input stopped is reported as a whole run's is: its failures
    // listed, and with --json a summary a script can read, the reason in `error`.
    for (const f of partial?.failures.slice(0, values.json ? 0 : 10) ?? []) io.err(`  failed ${f.identity}: ${f.reason}\n`);
    if (partial && partial.ok + partial.failed) io.err(`${command}: ok ${partial.ok}, failed ${partial.failed} before the input stopped\n`);
    io.err(`ss-index ${command}: ${message}\n`);
    if (values.json) {
      const sent = partial ? { format: report.format, ok: partial.ok, failed: partial.failed, left_out: report.leftOut, failures: partial.failures.slice(0, 100) } : {};
      const summary = { command, ...sent, error: message, elapsed_ms: Date.now() - started, requests: client.stats.requests, retried: client.stats.retried };
      (command === 'export' ? io.err : io.out)(`${JSON.stringify(summary)}\n`);
    }
    return 1;
  }
}

function list(value: unknown): string[] | undefined {
  return typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
}

/** A one-line progress bar on a terminal (objects/s, ETA from the bytes read); nothing otherwise. */
function progressBar(command: string, io: Output) {
  let source: ReadProgress | undefined;
  let last = 0;
  let shown = false;
  return {
    source(p: ReadProgress) {
      source = p;
    },
    update: (p: Progress) => {
      if (!io.isTTY || Date.now() - last < 200) return;
      last = Date.now();
      shown = true;
      let eta = '';
      if (source?.totalBytes && source.bytesRead) {
        const share = Math.min(1, source.bytesRead / source.totalBytes);
        const left = (p.elapsedMs / share - p.elapsedMs) / 1000;
        eta = ` · ${Math.round(share * 100)}% · ETA ${Math.floor(left / 60)}:${String(Math.round(left % 60)).padStart(2, '0')}`;
      }
      io.err(`\r${command}: ${p.done.toLocaleString('en')} objects · ${Math.round(p.perSecond).toLocaleString('en')}/s${eta} · ${p.failed} failed   `);
    },
    done() {
      if (shown) io.err('\n');
    },
  };
}

/**
 * Why sending signed requests to `baseUrl` exposes them, or undefined when it does not
 * (https, or this machine). The signature covers method, content type, date and path,
 * not the query or body: a request read on the way can be replayed for minutes with
 * another body (docs/indexing.md, Security).
 */
export function exposedTransport(baseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return undefined; // the client reports a bad URL itself
  }
  const loopback = /^(localhost|127(\.\d+){3}|\[::1\])$/i.test(url.hostname);
  if (url.protocol === 'https:' || loopback) return undefined;
  return `${baseUrl} is not https: anyone on the way can read these signed requests and replay them with another body for about 10 minutes. Use https.`;
}
