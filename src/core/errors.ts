/**
 * One error type for every failure of a query API call. The service answers errors in
 * five body shapes (query-api.md section 7); `toApiError` reads all of them.
 */

export type ErrorKind =
  | 'params' // 400 keyed by parameter name
  | 'malformed' // other 400s: {type, reason}, {type, message}, [{reason}], {type:'error', message}, text
  | 'not_found' // 404: unknown tracker_id or model
  | 'timeout' // 408, 504 or our own time limit
  | 'server' // other 5xx
  | 'http' // any other status
  | 'network' // no answer at all
  | 'aborted' // the caller aborted
  | 'limit' // refused before sending: a client-side limit
  | 'answer'; // a 200 whose body cannot yield an answer (core/answers.ts)

export class SearchApiError extends Error {
  override name = 'SearchApiError';
  constructor(
    message: string,
    readonly kind: ErrorKind,
    readonly status = 0,
    /** Messages per parameter (400 keyed by parameter name), else empty. */
    readonly params: Record<string, string[]> = {},
    /** The parsed error body, as sent. */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** Whether trying again later may succeed (timeouts, 5xx, network). */
  get retryable(): boolean {
    return this.kind === 'timeout' || this.kind === 'server' || this.kind === 'network';
  }
}

/** Normalises an error response (status and parsed body) into a SearchApiError. */
export function toApiError(status: number, body: unknown): SearchApiError {
  let message = `HTTP ${status}`;
  let params: Record<string, string[]> | undefined;
  if (typeof body === 'string') message = body.trim() || message;
  else if (Array.isArray(body)) message = body.map((e) => e?.reason ?? e?.message ?? String(e)).join('; ');
  else if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    if (typeof o.reason === 'string') message = o.reason;
    else if (typeof o.message === 'string') message = o.message;
    else if (Object.values(o).every(Array.isArray)) {
      params = o as Record<string, string[]>;
      message = Object.entries(params).map(([k, v]) => `${k}: ${v.join(', ')}`).join('; ');
    }
  }
  const kind: ErrorKind = status === 400 ? (params ? 'params' : 'malformed') : status === 404 ? 'not_found'
    : status === 408 || status === 504 ? 'timeout' : status >= 500 ? 'server' : 'http';
  return new SearchApiError(message, kind, status, params, body);
}
