/** Small HTTP helpers of the local service: typed errors, replies, bodies, parameters. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { MAX_BODY_BYTES } from './limits.js';

/** An error that becomes exactly this HTTP reply. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

/** The CORS headers of every API answer: any origin may call the query and Events APIs. */
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Accept',
  'access-control-max-age': '86400',
  // The tracker reads Retry-After of a 429 from another origin.
  'access-control-expose-headers': 'Retry-After',
};

export const notFoundTracker = (trackerId: string) => new HttpError(404, `Tracker ${JSON.stringify(trackerId)} not found: no catalog is served under this tracker_id.`);

const GZIP_MIN_BYTES = 1024;

/** A JSON.stringify replacer: what a value is answered as. */
export type Replacer = (key: string, value: unknown) => unknown;

export function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, replacer?: Replacer): void {
  const isText = typeof body === 'string' || Buffer.isBuffer(body);
  let payload: Buffer = Buffer.isBuffer(body) ? body : Buffer.from(isText ? (body as string) : JSON.stringify(body, replacer));
  const out: Record<string, string> = {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    ...headers,
  };
  if (payload.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    payload = gzipSync(payload, { level: 4 });
    out['content-encoding'] = 'gzip';
  }
  out.vary = 'Accept-Encoding';
  out['content-length'] = String(payload.length);
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Past its limit a body is still read, and dropped, up to this many bytes: a client that
 * sends too much then gets its 413 instead of a reset connection. Beyond it the
 * connection is closed.
 */
const DRAIN_BYTES = 32 * 1024 * 1024;

/** The whole body, or an HttpError 413 with `tooLarge` as its body past `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES, tooLarge: unknown = 'Request body too large.'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
    else if (size > limit + DRAIN_BYTES) break;
  }
  if (size > limit) throw new HttpError(413, tooLarge, size > limit + DRAIN_BYTES ? { connection: 'close' } : {});
  const body = Buffer.concat(chunks);
  BODIES.set(req, body);
  return body;
}

/** The body each request's handler read (readBody), for the request log of the test routes. */
export const BODIES = new WeakMap<IncomingMessage, Buffer>();

/** Collects messages per parameter, the 400 shape of GET search and autocomplete v2. */
export class ParamErrors {
  readonly errors: Record<string, string[]> = {};
  add(param: string, message: string): void {
    (this.errors[param] ??= []).push(message);
  }
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
  /** The first message, as one sentence, for the error shapes that carry one text. */
  first(): string {
    const [param, messages] = Object.entries(this.errors)[0];
    return `${param}: ${messages[0]}`;
  }
}

/** Reads query parameters with the spec's names and records what is wrong. */
export class Params {
  constructor(readonly search: URLSearchParams, readonly errors = new ParamErrors()) {}

  has(name: string): boolean {
    return this.search.has(name);
  }
  str(name: string): string | undefined {
    return this.search.get(name) ?? undefined;
  }
  list(name: string): string[] {
    return this.search.getAll(name);
  }
  required(name: string): string | undefined {
    const value = this.search.get(name);
    if (value === null || value === '') this.errors.add(name, 'is required');
    return value ?? undefined;
  }
  int(name: string, options: { min?: number; max?: number; maxMessage?: string } = {}): number | undefined {
    const raw = this.search.get(name);
    if (raw === null || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n)) {
      this.errors.add(name, `must be an integer, got ${JSON.stringify(raw)}`);
      return undefined;
    }
    if (options.min !== undefined && n < options.min) this.errors.add(name, `must be at least ${options.min}`);
    else if (options.max !== undefined && n > options.max) this.errors.add(name, options.maxMessage ?? `must be at most ${options.max}`);
    else return n;
    return undefined;
  }
  bool(name: string): boolean | undefined {
    const raw = this.search.get(name);
    if (raw === null || raw === '') return undefined;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    this.errors.add(name, `must be true or false, got ${JSON.stringify(raw)}`);
    return undefined;
  }
  /** Parameters of the form `<prefix><type><suffix>`, e.g. `f_item[]`, keyed by type. */
  byType(prefix: string, suffix: string, exclude: string[] = []): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const key of new Set(this.search.keys())) {
      if (!key.startsWith(prefix) || !key.endsWith(suffix)) continue;
      const type = key.slice(prefix.length, key.length - suffix.length);
      if (!type || exclude.includes(type)) continue;
      out.set(type, this.search.getAll(key));
    }
    return out;
  }
}
