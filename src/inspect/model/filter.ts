/**
 * The inspector's filters, one meaning for the page's list and the service's JSON Lines
 * export: the same query parameters (`type`, `verdict`, `client`, `q`) select the same
 * records in both.
 */
import { bodyText, clientOf, typeOf, type InspectRecord, type Verdict } from './record.js';

export interface RecordFilter {
  /** An outer event type (`pv`, `event`, `click`, `transaction`); '' for every type. */
  type: string;
  /** A verdict, `problems` (everything not accepted), or '' for all. */
  verdict: '' | 'problems' | Verdict;
  /** Part of the client_id. */
  client: string;
  /** Part of the body, the reason or the page, any letter case. */
  q: string;
}

export const NO_FILTER: RecordFilter = { type: '', verdict: '', client: '', q: '' };

/** The filter of query parameters (unknown values are kept: they then select nothing). */
export function filterFrom(params: URLSearchParams): RecordFilter {
  return {
    type: params.get('type') ?? '',
    verdict: (params.get('verdict') ?? '') as RecordFilter['verdict'],
    client: params.get('client') ?? '',
    q: params.get('q') ?? '',
  };
}

/** The query parameters of a filter, without the empty ones. */
export function filterParams(filter: RecordFilter): URLSearchParams {
  return new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== ''));
}

export function matches(r: InspectRecord, f: RecordFilter, body = bodyText(r)): boolean {
  if (f.type && typeOf(r) !== f.type) return false;
  if (f.verdict === 'problems' ? r.verdict === 'accepted' : f.verdict && r.verdict !== f.verdict) return false;
  if (f.client && !(clientOf(r) ?? '').includes(f.client)) return false;
  if (f.q) {
    const q = f.q.toLowerCase();
    return [body, r.reason ?? '', r.page ?? ''].some((s) => s.toLowerCase().includes(q));
  }
  return true;
}
