/**
 * What the events inspector shows of one Events API request, as the service sends it to
 * the page (docs/inspect.md). A plain module: the service (src/server/inspect/) builds
 * these records and the page (src/inspect/) draws them.
 */

/** What the Events API did with a request. */
export const VERDICTS = ['accepted', 'duplicate', 'dropped', 'rejected', 'rate-limited', 'fault'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface InspectRecord {
  /** Order of arrival at the service; the stream's event id. */
  seq: number;
  /** When the service received it (ms since the epoch). */
  t: number;
  /** The site it names, when that is one of the service's; null when it names none (or could not be read). */
  site: string | null;
  /** The HTTP status answered. */
  status: number;
  verdict: Verdict;
  /** Why it was not accepted: the message the Events API answered. */
  reason?: string;
  /** The field at fault, when one is (`lists["Search Results"].items[0].position`, `tracker_id`). */
  field?: string;
  /** The page that sent it (the request's Referer), when the browser said. */
  page?: string;
  /** The body when it was a JSON object. */
  event?: Record<string, unknown>;
  /** The body as text when it was not a JSON object (its first RAW_LIMIT bytes). */
  raw?: string;
  /** Size of the body in bytes (0: one over the size limit that did not say its size). */
  bytes: number;
}

/** Bytes of a body that is no JSON object kept for the inspector. */
export const RAW_LIMIT = 16 * 1024;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? String(v) : undefined);

/** One list of an `event`, with its items' positions. */
export interface ListSummary {
  name: string;
  /** `query.string` of a Search Results or Autocomplete list. */
  query?: string;
  items: Array<{ url: string; position: number }>;
}

/** The outer type as sent (`pv`, `event`, `click`, `transaction`), if the body has one. */
export const typeOf = (r: InspectRecord): string | undefined => text(r.event?.type);
export const clientOf = (r: InspectRecord): string | undefined => text(r.event?.client_id);

/** The lists of an `event` (whatever their shape, as far as it can be read). */
export function listsOf(event: Obj | undefined): ListSummary[] {
  const lists = obj(event?.lists);
  if (!lists) return [];
  return Object.entries(lists).map(([name, value]) => {
    const list = obj(value);
    const items = Array.isArray(list?.items) ? list.items : [];
    return {
      name,
      query: text(obj(list?.query)?.string),
      items: items.map((item) => ({ url: text(obj(item)?.url) ?? '?', position: Number(obj(item)?.position) })),
    };
  });
}

/** The body as the page shows it: the event's JSON, or the text as sent. */
export function bodyText(r: InspectRecord, indent?: number): string {
  return r.event ? JSON.stringify(r.event, null, indent) : (r.raw ?? '');
}
