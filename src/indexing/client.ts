/**
 * IndexingClient: the catalog-writing half of the API (indexing-events-api.md), Node
 * only. Batches within the spec's limits, a bounded number of requests in flight,
 * retries with backoff, Retry-After on 429, a 413 split in halves; every input object
 * ends as ok or failed with a reason (`ok + failed == input`).
 */
import { gzipSync } from 'node:zlib';
import { DEFAULT_CONTENT_TYPE, signedHeaders } from './signer.js';
import { NUMBER_FIELDS, validateIndexObject, validatePartial, validateRemoval, type ObjectProblem } from './validate.js';
import { own } from './feeds/group.js';

import type { IndexingClientOptions, Failure, BulkResult, Progress, ClientStats, JobHandle, JobStatus, ExportedObject } from './client-types.js';

export type { IndexingClientOptions, Failure, BulkResult, Progress, ClientStats, JobHandle, JobStatus, ExportedObject };

/** Waiting for a job took longer than asked: the job itself may still succeed. */
export class JobWaitTimeout extends Error {
  override name = 'JobWaitTimeout';
  constructor(readonly job: JobHandle, readonly last: JobStatus | undefined) {
    super(`Job ${job.id} was still ${last?.status ?? 'unknown'} when waiting timed out; it may still finish (check ${job.statusUrl}).`);
  }
}

export class IndexingError extends Error {
  override name = 'IndexingError';
  constructor(message: string, readonly status: number, readonly body?: unknown) {
    super(message);
  }
}

interface Item {
  json: string;
  identity: string;
  type: string;
}

interface Answer {
  status: number;
  body: unknown;
  retryAfter?: number;
}

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class IndexingClient {
  readonly stats: ClientStats = { requests: 0, retried: 0, splits: 0, bytes: 0 };
  readonly #privateKey: string;
  private readonly options: Omit<IndexingClientOptions, 'privateKey'>;
  /** Why the service refused this run's keys (401, 403): the batches after it are not sent. */
  private refused?: string;

  constructor(options: IndexingClientOptions) {
    const { privateKey, ...rest } = options;
    if (!options.baseUrl || !options.publicKey || !privateKey) throw new Error('IndexingClient needs baseUrl, publicKey and privateKey');
    this.#privateKey = privateKey;
    this.options = rest;
  }

  /** Content update (full replace): batches of at most 100 objects and 5 MB. */
  push(objects: Iterable<unknown> | AsyncIterable<unknown>, options: { version?: 1 | 2 } = {}): Promise<BulkResult> {
    const numbers = this.options.numberFields ?? NUMBER_FIELDS;
    return this.bulk(objects, 'POST', `/v${options.version ?? 1}/content`, 100, (o) => validateIndexObject(o, numbers), true);
  }

  /** Partial update: only the sent fields change; batches of at most 300. */
  patch(objects: Iterable<unknown> | AsyncIterable<unknown>): Promise<BulkResult> {
    const numbers = this.options.numberFields ?? NUMBER_FIELDS;
    return this.bulk(objects, 'PATCH', '/v2/content', 300, (o) => validatePartial(o, numbers));
  }

  /** Removal by identity and type. */
  remove(objects: Iterable<unknown> | AsyncIterable<unknown>): Promise<BulkResult> {
    return this.bulk(objects, 'DELETE', '/v1/content', 100, validateRemoval);
  }

  /**
   * Full synchronisation by generation: stamps every object with `generation`, uploads,
   * then for each type whose success ratio reaches `threshold` removes the objects of
   * older generations (commit). A type below the threshold is left as it was.
   */
  async sync(objects: Iterable<unknown> | AsyncIterable<unknown>, options: { generation: string; threshold?: number; version?: 1 | 2 }): Promise<BulkResult & { commits: Record<string, unknown>; skipped: Record<string, number> }> {
    const { generation } = options;
    async function* stamped() {
      for await (const o of objects) yield o && typeof o === 'object' && !Array.isArray(o) ? { ...o, generation } : o;
    }
    const result = await this.push(stamped(), options);
    const commits: Record<string, unknown> = {};
    const skipped: Record<string, number> = {};
    for (const [type, { ok, failed }] of Object.entries(result.byType)) {
      const ratio = ok / Math.max(1, ok + failed);
      if (ratio < (options.threshold ?? 0.95)) {
        skipped[type] = ratio;
        continue;
      }
      const path = `/v1/content/commit?type=${encodeURIComponent(type)}&generation=${encodeURIComponent(generation)}`;
      commits[type] = (await this.call('POST', path, '{}', true)).body;
    }
    return { ...result, commits, skipped };
  }

  /** Starts an update-by-query job. */
  async updateByQuery(body: { search: { types: string[]; partial: { fields: Record<string, unknown> } }; update: { fields: Record<string, unknown> } }, version: 1 | 2 = 1): Promise<JobHandle> {
    const answer = await this.call('PATCH', `/v${version}/update_by_query`, JSON.stringify(body), true);
    const statusUrl = (answer.body as { status_url: string }).status_url;
    return { id: new URL(statusUrl, 'http://x').searchParams.get('job_id') ?? '', statusUrl, version };
  }

  async jobStatus(job: JobHandle): Promise<JobStatus> {
    return (await this.call('GET', job.statusUrl, undefined, true)).body as JobStatus;
  }

  /**
   * Polls until the job leaves `in_progress`, with growing intervals. Throws
   * JobWaitTimeout (not a job failure) when it takes longer than `timeoutMs`.
   */
  async waitForJob(job: JobHandle, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<JobStatus> {
    const end = Date.now() + (options.timeoutMs ?? 10 * 60_000);
    let interval = options.intervalMs ?? 200;
    let last: JobStatus | undefined;
    for (;;) {
      last = await this.jobStatus(job);
      if (last.status !== 'in_progress') return last;
      if (Date.now() + interval > end) throw new JobWaitTimeout(job, last);
      await sleep(interval);
      interval = Math.min(interval * 1.5, 5000);
    }
  }

  /**
   * Every exported object, following each `next` link exactly as returned. An expired
   * cursor restarts the export from the beginning; no identity is yielded twice.
   */
  async *export(options: { size?: number; fields?: string[]; types?: string[]; maxRestarts?: number } = {}): AsyncGenerator<ExportedObject> {
    const seen = new Set<string>();
    const query = new URLSearchParams();
    if (options.size) query.set('size', String(options.size));
    if (options.fields?.length) query.set('hit_fields', options.fields.join(','));
    if (options.types?.length) query.set('requested_types', options.types.join(','));
    const first = `/v1/content_export${query.size ? `?${query}` : ''}`;
    let restarts = 0;
    let path: string | undefined = first;
    while (path) {
      let page: Answer;
      try {
        page = await this.call('GET', path, undefined, true);
      } catch (error) {
        const expired = error instanceof IndexingError && error.status === 400 && path !== first;
        if (!expired || restarts++ >= (options.maxRestarts ?? 3)) throw error;
        path = first;
        continue;
      }
      const body = page.body as { objects: ExportedObject[]; links?: Array<{ rel: string; href: string }> };
      for (const object of body.objects) {
        if (seen.has(object.url)) continue;
        seen.add(object.url);
        yield object;
      }
      path = body.links?.find((l) => l.rel === 'next')?.href;
    }
  }

  /** One signed request with the retry rules; throws IndexingError when it cannot succeed. */
  private async call(method: string, path: string, body: string | undefined, retry: boolean): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await this.request(method, path, body);
      if (answer.status >= 200 && answer.status < 300) return answer;
      if (!retry || !retryable(answer.status) || attempt >= (this.options.retries ?? 8)) {
        throw new IndexingError(describe(answer), answer.status, answer.body);
      }
      await this.retryAfter(answer, attempt);
    }
  }

  /** Counts a retry, says it (onRetry: why, which attempt, how long until it), and waits. */
  private retryAfter(answer: Answer, attempt: number): Promise<unknown> {
    const waitMs = this.wait(answer, attempt);
    this.stats.retried++;
    this.options.onRetry?.({ reason: describe(answer, false), attempt: attempt + 1, of: this.options.retries ?? 8, waitMs });
    return sleep(waitMs);
  }

  private wait(answer: Answer, attempt: number): number {
    if (answer.status === 429) return (answer.retryAfter ?? 1) * 1000;
    const base = this.options.backoffMs ?? 500;
    // Doubled each retry, times 0.5-1.5, and never above 30 s (docs/indexing.md): capped after
    // the jitter, which took a capped step to 45 s.
    return Math.min(30_000, Math.min(30_000, base * 2 ** attempt) * (0.5 + Math.random()));
  }

  private async request(method: string, path: string, body?: string): Promise<Answer> {
    const headers: Record<string, string> = { ...signedHeaders({ publicKey: this.options.publicKey, privateKey: this.#privateKey }, method, path, DEFAULT_CONTENT_TYPE), 'Accept-Encoding': 'gzip, deflate' };
    let payload: string | Blob | undefined = body;
    if (body !== undefined && this.options.compress) {
      payload = new Blob([gzipSync(body)]);
      headers['Content-Encoding'] = 'gzip';
    }
    this.stats.requests++;
    this.stats.bytes += payload === undefined ? 0 : typeof payload === 'string' ? Buffer.byteLength(payload) : payload.size;
    try {
      const res = await (this.options.fetch ?? fetch)(this.options.baseUrl.replace(/\/+$/, '') + path, {
        method, headers, body: payload, signal: AbortSignal.timeout(this.options.timeout ?? 60_000),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // plain-text bodies stay text
      }
      const retryAfter = Number(res.headers.get('retry-after'));
      return { status: res.status, body: parsed, retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined };
    } catch (error) {
      // Node's "fetch failed" holds its reason in `cause` (ECONNREFUSED, ENOTFOUND, a timeout).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { status: 0, body: `${this.options.baseUrl}: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}` };
    }
  }

  /** Validates, batches and sends a stream of objects with at most `concurrency` batches in flight. */
  private async bulk(source: Iterable<unknown> | AsyncIterable<unknown>, method: string, path: string, maxCount: number, validate: (o: unknown) => ObjectProblem | { type: string; reason: string } | undefined, replaces = false): Promise<BulkResult> {
    const result: BulkResult = { ok: 0, failed: 0, failures: [], byType: {}, repeated: 0, repeats: [] };
    // Identities met so far (a full replace: a repeat is an object the input replaces itself).
    const seen = new Set<string>();
    this.refused = undefined;
    const started = Date.now();
    const maxBytes = (this.options.compress ? 20 : 5) * MB - 64;
    const tally = (item: Pick<Item, 'identity' | 'type'>, failure?: Omit<Failure, 'identity' | 'type'>) => {
      const t = (result.byType[item.type || '(none)'] ??= { ok: 0, failed: 0 });
      if (failure) {
        result.failed++;
        t.failed++;
        result.failures.push({ identity: item.identity, type: item.type, ...failure });
      } else {
        result.ok++;
        t.ok++;
      }
    };
    const report = () => {
      const elapsedMs = Date.now() - started;
      const done = result.ok + result.failed;
      this.options.onProgress?.({ done, ok: result.ok, failed: result.failed, retried: this.stats.retried, bytes: this.stats.bytes, elapsedMs, perSecond: done / Math.max(elapsedMs / 1000, 0.001) });
    };
    const running = new Set<Promise<void>>();
    const launch = async (batch: Item[]) => {
      while (running.size >= (this.options.concurrency ?? 4)) await Promise.race(running);
      const p: Promise<void> = this.sendBatch(method, path, batch, tally).then(report, (error) => {
        for (const item of batch) tally(item, { reason: `unexpected: ${(error as Error).message}` });
      }).finally(() => running.delete(p));
      running.add(p);
    };
    let batch: Item[] = [];
    let bytes = 0;
    let index = 0;
    let stopped: { error: unknown } | undefined;
    try {
      for await (const o of source) {
        const at = index++;
        const obj = o as { identity?: unknown; type?: unknown; __invalid?: string };
        const item = { identity: typeof obj?.identity === 'string' ? obj.identity : `#${at}`, type: typeof obj?.type === 'string' ? obj.type : '' };
        const problem = obj?.__invalid ? { type: 'malformed_input', reason: obj.__invalid } : validate(o);
        if (problem) {
          tally(item, { reason: problem.reason, caused_by: (problem as ObjectProblem).caused_by });
          continue;
        }
        if (replaces) {
          const key = own(`${item.type}\u0000${item.identity}`);
          if (seen.has(key) && result.repeated++ < 100) result.repeats.push(item);
          seen.add(key);
        }
        const json = JSON.stringify(o);
        if (batch.length && (batch.length >= maxCount || bytes + json.length + 1 > maxBytes)) {
          await launch(batch);
          batch = [];
          bytes = 0;
        }
        batch.push({ ...item, json });
        bytes += json.length + 1;
      }
    } catch (error) {
      // The input broke off (a feed cut short): what was read is still sent and counted.
      stopped = { error };
    }
    if (batch.length) await launch(batch);
    await Promise.all(running);
    report();
    if (stopped) {
      if (stopped.error && typeof stopped.error === 'object') (stopped.error as { partial?: BulkResult }).partial = result;
      throw stopped.error;
    }
    return result;
  }

  /** Sends one batch: retries, 413 splits, per-object results from a 400 bulk body. */
  private async sendBatch(method: string, path: string, batch: Item[], tally: (item: Item, failure?: Omit<Failure, 'identity' | 'type'>) => void): Promise<void> {
    // The service refused the keys: every later batch would be refused alike, so none is sent.
    if (this.refused) {
      for (const item of batch) tally(item, { reason: this.refused });
      return;
    }
    const body = `{"objects":[${batch.map((i) => i.json).join(',')}]}`;
    let answer: Answer;
    for (let attempt = 0; ; attempt++) {
      answer = await this.request(method, path, body);
      if (!retryable(answer.status) || attempt >= (this.options.retries ?? 8)) break;
      await this.retryAfter(answer, attempt);
    }
    const { status } = answer;
    if (status >= 200 && status < 300) {
      for (const item of batch) tally(item);
      return;
    }
    if (status === 401 || status === 403) this.refused = describe(answer);
    if (status === 413) {
      if (batch.length === 1) {
        tally(batch[0], { reason: `too large: the object alone is ${(batch[0].json.length / MB).toFixed(1)} MB, and the service refused it (HTTP 413; requests carry at most ${this.options.compress ? 20 : 5} MB)` });
        return;
      }
      this.stats.splits++;
      const half = Math.ceil(batch.length / 2);
      await this.sendBatch(method, path, batch.slice(0, half), tally);
      await this.sendBatch(method, path, batch.slice(half), tally);
      return;
    }
    const errors = (answer.body as { errors?: Record<string, { type?: string; reason?: string; caused_by?: unknown }> })?.errors;
    if (status === 400 && errors && !errors._request) {
      batch.forEach((item, i) => {
        const e = errors[item.identity] ?? errors[`#${i}`];
        if (e) tally(item, { reason: `${e.type ?? 'error'}: ${e.reason ?? 'refused'}`, caused_by: e.caused_by });
        else tally(item);
      });
      return;
    }
    for (const item of batch) tally(item, { reason: describe(answer) });
  }
}

function retryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** One sentence for a failed request (`final`: it failed for good, not about to be tried again); never includes a key. */
function describe(answer: Answer, final = true): string {
  const body = answer.body as { message?: string; errors?: { _request?: { reason?: string } } } | string;
  const detail = typeof body === 'string' ? body : body?.message ?? body?.errors?._request?.reason ?? '';
  if (answer.status === 0) return `network: ${detail || 'no answer'}${final ? ', after every retry' : ''}`;
  // Which key to look at (ss-index reads them from SS_PUBLIC_KEY and SS_PRIVATE_KEY).
  const key = answer.status === 401 ? ' (check the private key)' : answer.status === 403 ? ' (check the public key)' : '';
  return `HTTP ${answer.status}${detail ? `: ${String(detail).slice(0, 300)}` : ''}${key}`;
}
