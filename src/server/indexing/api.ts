/**
 * The signed indexing API of the local service (indexing-events-api.md section 4):
 * content update (v1, v2), partial update, removal, update by query (v1, v2) with its
 * background jobs, paged export, and the generation commit. Writes are searchable when
 * the response is sent and are kept in the site's write log.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { IndexObject } from '../../core/types.js';
import { validateIndexObject, validatePartial, type ObjectProblem } from '../../indexing/validate.js';
import { rng } from '../random.js';
import { waitForSlot } from '../../core/rate.js';
import { HttpError, readBody } from '../http.js';
import { parseJson } from '../json.js';
import type { Site } from '../sites.js';
import { authenticate } from './auth.js';
import { runJob, type Job } from './jobs.js';
import { MAX_TYPES } from '../engine/site-index.js';

export interface IndexingOptions {
  /** Largest plain body in bytes (default 5 MB; a gzip body may be twice that). */
  maxBytes?: number;
  /** At most `count` requests per `windowMs` per site; past it, 429 with Retry-After. Default: no limit. */
  rate?: { count: number; windowMs: number };
  /** Fault injection for tests: a share of requests answered 503, or 429. */
  faults?: { errorRate?: number; rate429?: number; seed?: number };
  /** How long an export `next` link stays valid (default 10 minutes). */
  exportTtlMs?: number;
  /** Pause between job steps, so tests can watch `in_progress` (default 0). */
  jobStepDelayMs?: number;
}

export const MAX_PARTIAL_BATCH = 300;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

interface ExportSession {
  site: Site;
  ids: string[];
  offset: number;
  size: number;
  fields?: string[];
  expires: number;
}

export class IndexingApi {
  readonly jobs = new Map<string, Job>();
  private readonly exports = new Map<string, ExportSession>();
  private readonly windows = new Map<string, number[]>();
  private random: () => number;

  constructor(private readonly sites: Map<string, Site>, public options: IndexingOptions = {}) {
    this.random = rng(options.faults?.seed ?? 3);
  }

  configure(options: IndexingOptions): void {
    this.options = options;
    this.random = rng(options.faults?.seed ?? 3);
  }

  /** Authentication, rate limit and injected faults, shared by every endpoint. */
  private admit(req: IncomingMessage): Site {
    const site = authenticate(req, this.sites);
    const { faults, rate } = this.options;
    if (faults?.rate429 && this.random() < faults.rate429) throw new HttpError(429, { message: 'Rate limit exceeded (injected fault).' }, { 'retry-after': '1' });
    if (faults?.errorRate && this.random() < faults.errorRate) throw new HttpError(503, { message: 'Service unavailable (injected fault).' });
    if (rate) {
      const now = Date.now();
      const window = (this.windows.get(site.trackerId) ?? []).filter((t) => t > now - rate.windowMs);
      const wait = waitForSlot(window, now, rate.count, rate.windowMs);
      if (wait > 0) {
        throw new HttpError(429, { message: `Rate limit exceeded: at most ${rate.count} indexing requests per ${rate.windowMs / 1000} s.` }, { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) });
      }
      window.push(now);
      this.windows.set(site.trackerId, window);
    }
    return site;
  }

  /**
   * The JSON body. A gzip body (Content-Encoding: gzip) may be twice the plain limit, on
   * the wire and inflated: inflation stops there (413), so a small body cannot unpack
   * into gigabytes.
   */
  private async body(req: IncomingMessage): Promise<Record<string, unknown>> {
    const max = this.options.maxBytes ?? DEFAULT_MAX_BYTES;
    const gzip = /\bgzip\b/i.test(String(req.headers['content-encoding'] ?? ''));
    const tooLarge = { message: `Request too large: at most ${max} bytes, ${2 * max} bytes gzip-compressed. Send smaller batches.` };
    let raw = await readBody(req, gzip ? 2 * max : max, tooLarge);
    try {
      if (gzip) raw = gunzipSync(raw, { maxOutputLength: 2 * max });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new HttpError(413, tooLarge);
      throw malformed('the body is marked gzip but is not valid gzip');
    }
    let body: unknown;
    try {
      body = parseJson(raw);
    } catch (error) {
      throw malformed((error as Error).message);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed('the body must be a JSON object');
    return body as Record<string, unknown>;
  }

  private async objects(req: IncomingMessage): Promise<[Site, unknown[]]> {
    const site = this.admit(req);
    const body = await this.body(req);
    if (!Array.isArray(body.objects)) throw malformed('the body must be { "objects": [...] }');
    return [site, body.objects];
  }

  /** POST /v1/content, /v2/content: create or fully replace. */
  async contentUpdate(req: IncomingMessage): Promise<Bulk> {
    const [site, objects] = await this.objects(req);
    return bulk(objects, (o) => {
      const problem = validateIndexObject(o) ?? roomFor(site, (o as IndexObject).type);
      if (problem) return problem;
      site.put(o as IndexObject);
      return undefined;
    });
  }

  /** PATCH /v2/content: merge fields into existing objects; nested replaced whole. */
  async partialUpdate(req: IncomingMessage): Promise<Bulk> {
    const [site, objects] = await this.objects(req);
    if (objects.length > MAX_PARTIAL_BATCH) throw malformed(`at most ${MAX_PARTIAL_BATCH} objects per partial update`);
    return bulk(objects, (o) => {
      const problem = validatePartial(o);
      if (problem) return { ...problem, v2_details: { suggested_action: 'Fix the object and send it again.' } };
      const patch = o as { identity: string; type?: string; fields: Record<string, unknown>; nested?: IndexObject['nested'] };
      const doc = site.index.get(patch.identity);
      if (!doc) return { type: 'not_found', reason: `no object with identity ${JSON.stringify(patch.identity)}; partial updates cannot create objects`, v2_details: { suggested_action: 'Create it with a content update (POST /v1/content) first.' } };
      if (patch.type !== undefined && patch.type !== doc.type) return { type: 'malformed_input', reason: `the type of an object cannot change (${doc.type} -> ${patch.type})`, caused_by: { type: ['cannot change'] }, v2_details: { suggested_action: 'Remove the object and create it again with the new type.' } };
      const merged: IndexObject = { ...doc.source, fields: { ...doc.source.fields, ...patch.fields } as IndexObject['fields'] };
      if (patch.nested !== undefined) merged.nested = patch.nested;
      site.put(merged);
      return undefined;
    });
  }

  /** DELETE /v1/content: remove by identity and type. */
  async remove(req: IncomingMessage): Promise<Bulk> {
    const [site, objects] = await this.objects(req);
    return bulk(objects, (o) => {
      const r = o as { identity?: unknown; type?: unknown };
      if (typeof r?.identity !== 'string' || typeof r.type !== 'string') return { type: 'malformed_input', reason: 'each object needs identity and type' };
      const doc = site.index.get(r.identity);
      if (!doc || doc.type !== r.type) return { type: 'not_found', reason: `no object with identity ${JSON.stringify(r.identity)} and type ${JSON.stringify(r.type)}` };
      site.delete(r.identity);
      return undefined;
    });
  }

  /** PATCH /v{1,2}/update_by_query: starts a background job. */
  async updateByQuery(req: IncomingMessage, version: 1 | 2): Promise<unknown> {
    const site = this.admit(req);
    const body = await this.body(req);
    const search = body.search as { types?: unknown; partial?: { fields?: unknown } } | undefined;
    const update = body.update as { fields?: unknown } | undefined;
    if (!search || !Array.isArray(search.types) || !search.types.length || search.types.some((t) => typeof t !== 'string')) throw malformed('search.types is required: an array of object types');
    if (!search.partial || typeof search.partial !== 'object' || !isObj(search.partial.fields)) throw malformed('search.partial.fields is required: the fields to match');
    const extra = Object.keys(search.partial).filter((k) => k !== 'fields');
    if (extra.length) throw malformed(`search.partial supports only fields (not ${extra.join(', ')})`);
    if (!update || !isObj(update.fields) || !Object.keys(update.fields).length) throw malformed('update.fields is required: the fields to set');
    const job: Job = {
      id: randomUUID(), version, trackerId: site.trackerId, status: 'in_progress', updates_count: 0, failures_count: 0, failures: {},
      started: Date.now(), matched: 0,
    };
    this.jobs.set(job.id, job);
    // A job that throws ends failed, with the reason: never an unhandled rejection.
    runJob(job, site, search.types as string[], search.partial.fields as Record<string, unknown>, update.fields as Record<string, unknown>, this.options.jobStepDelayMs ?? 0)
      .catch((error: unknown) => failJob(job, error));
    const status_url = `/v${version}/update_by_query?job_id=${job.id}`;
    return version === 1 ? { status_url } : { status_url, v2_features: { progress_tracking: true, estimated_duration: 'PT1S' } };
  }

  /** GET /v{1,2}/update_by_query?job_id= */
  jobStatus(req: IncomingMessage, url: URL, version: 1 | 2): unknown {
    const site = this.admit(req);
    const job = this.jobs.get(url.searchParams.get('job_id') ?? '');
    if (!job || job.trackerId !== site.trackerId) throw new HttpError(404, { message: 'No such job for this site.' });
    return jobView(job, version);
  }

  /** GET /v1/content_export: first page, or the page a `next` link points to. */
  exportPage(req: IncomingMessage, url: URL): unknown {
    const site = this.admit(req);
    const cursor = url.searchParams.get('cursor');
    let session: ExportSession;
    if (cursor !== null) {
      const found = this.exports.get(cursor);
      this.exports.delete(cursor);
      if (!found || found.site !== site) throw new HttpError(400, { message: 'Unknown export cursor; restart the export from the beginning.' });
      if (found.expires < Date.now()) throw new HttpError(400, { message: 'The export cursor has expired (links are valid for 10 minutes); restart the export from the beginning.' });
      session = found;
    } else {
      const sizeText = url.searchParams.get('size');
      const size = sizeText === null ? 300 : Number(sizeText);
      if (!Number.isInteger(size) || size < 1) throw new HttpError(400, { message: 'size must be a positive integer' });
      const types = url.searchParams.get('requested_types')?.split(',').map((s) => s.trim()).filter(Boolean);
      const fields = url.searchParams.get('hit_fields')?.split(',').map((s) => s.trim()).filter(Boolean);
      const ids = [...site.index.all()].filter((d) => d.type !== 'query' && (!types || types.includes(d.type))).map((d) => d.identity);
      session = { site, ids, offset: 0, size: Math.min(size, 500), fields, expires: 0 };
    }
    const slice = session.ids.slice(session.offset, session.offset + session.size);
    const objects = slice.map((id) => site.index.get(id)).filter((d) => !!d).map((d) => {
      const attributes = session.fields ? Object.fromEntries(Object.entries(d.fields).filter(([k]) => session.fields!.includes(k))) : d.fields;
      return { url: d.identity, attributes, nested: d.nested ?? [], type: d.type, exact: false };
    });
    const links: Array<{ rel: string; href: string }> = [];
    const offset = session.offset + session.size;
    if (offset < session.ids.length) {
      const token = randomBytes(18).toString('base64url');
      this.exports.set(token, { ...session, offset, expires: Date.now() + (this.options.exportTtlMs ?? 10 * 60_000) });
      links.push({ rel: 'next', href: `/v1/content_export?cursor=${token}` });
    }
    return { total: session.ids.length, objects, links };
  }

  /** POST /v1/content/commit?type=&generation=: removes objects of the type from other generations. */
  commit(req: IncomingMessage, url: URL): unknown {
    const site = this.admit(req);
    const type = url.searchParams.get('type');
    const generation = url.searchParams.get('generation');
    if (!type || !generation) throw new HttpError(400, { message: 'type and generation are required query parameters' });
    const stale = [...site.index.all()].filter((d) => d.type === type && d.generation !== generation).map((d) => d.identity);
    for (const id of stale) site.delete(id);
    return { type, generation, removed_count: stale.length, kept_count: site.index.types().get(type) ?? 0 };
  }
}

type Bulk = { ok_count: number; errors_count: number; errors: Record<string, unknown> };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function malformed(reason: string): HttpError {
  return new HttpError(400, { ok_count: 0, errors_count: 1, errors: { _request: { type: 'malformed_input', reason } } });
}

/** Applies each object; 200 when all went in, else 400 with the same bulk body (spec 7). */
/** A per-object error when the site cannot take one more object type. */
function roomFor(site: Site, type: string): ObjectProblem | undefined {
  if (site.index.hasRoomFor(type)) return undefined;
  const reason = `a site holds at most ${MAX_TYPES} object types; ${JSON.stringify(type)} would be one more`;
  return { type: 'malformed_input', reason, caused_by: { type: [reason] } };
}

function failJob(job: Job, error: unknown): void {
  job.status = 'failed';
  job.finished = Date.now();
  job.failures_count++;
  job.failures._job = {
    type: 'internal_error',
    reason: `the job stopped: ${(error as Error)?.message ?? String(error)}`,
    caused_by: { type: 'internal_error', reason: String(error) },
    v2_recovery: { suggested_action: 'Check update.fields and run the job again.', retry_recommended: false },
  };
}

function bulk(objects: unknown[], apply: (o: unknown) => (ObjectProblem | Record<string, unknown>) | undefined): Bulk {
  const out: Bulk = { ok_count: 0, errors_count: 0, errors: {} };
  objects.forEach((o, i) => {
    const problem = apply(o);
    if (!problem) {
      out.ok_count++;
      return;
    }
    out.errors_count++;
    const identity = (o as { identity?: unknown })?.identity;
    out.errors[typeof identity === 'string' && identity ? identity : `#${i}`] = problem;
  });
  if (out.errors_count) throw new HttpError(400, out);
  return out;
}

function jobView(job: Job, version: 1 | 2): Record<string, unknown> {
  const view: Record<string, unknown> = {
    tracker_id: job.trackerId, status: job.status, updates_count: job.updates_count, failures_count: job.failures_count,
    failures: version === 1 ? Object.fromEntries(Object.entries(job.failures).map(([k, { v2_recovery: _, ...f }]) => [k, f])) : job.failures,
  };
  if (version === 2) {
    const ms = (job.finished ?? Date.now()) - job.started;
    view.v2_metrics = {
      processing_time_ms: ms, objects_processed_per_second: Math.round((job.matched / Math.max(ms, 1)) * 1000),
      peak_memory_usage_mb: Math.round(process.memoryUsage().rss / 1e6), query_complexity_score: job.complexity ?? 1,
    };
    const kinds = Object.values(job.failures).map((f) => f.type);
    const common = kinds.sort((a, b) => kinds.filter((k) => k === b).length - kinds.filter((k) => k === a).length)[0];
    view.v2_error_summary = {
      total_categories: new Set(kinds).size, most_common_error: common ?? '',
      recovery_suggestions: common ? ['Send the named fields with the types the catalog uses (numbers as numbers, title as text).'] : [],
    };
  }
  return view;
}
