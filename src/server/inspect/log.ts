/**
 * The events inspector's memory: the latest Events API requests of each site, accepted or
 * not, and the pages watching them live. Kept in memory only (never written: rejected
 * bodies and page URLs are personal data), at most RECENT requests per site, and as many
 * again for the requests that name no site of the service.
 */
import type { EventOutcome } from '../analytics/events.js';
import { RAW_LIMIT, type InspectRecord } from '../../inspect/model/record.js';

/** Requests kept per site. */
export const RECENT = 500;

interface Watcher {
  site: string;
  send(seq: number, json: string): void;
}

/**
 * The first seq of a run: the start time in microseconds, so that a run's ids come after every
 * id the run before gave (unless it received over 1,000 requests per millisecond on average).
 * A page left open across a restart reconnects with the last id it saw and keeps only records
 * past it: ids that began again at 1 were never shown, under a state that said `Live`.
 */
const firstSeq = () => Date.now() * 1000;

export class InspectLog {
  private seq = firstSeq();
  /** Per site; null: requests that name no site (malformed, too large, an unknown tracker_id). */
  private readonly recent = new Map<string | null, InspectRecord[]>();
  private readonly watchers = new Set<Watcher>();

  /** The Events API's observer: keeps the request and tells the pages watching its site. */
  readonly observe = (o: EventOutcome): void => {
    const record: InspectRecord = { seq: ++this.seq, t: o.t, site: o.site ?? null, status: o.status, verdict: o.verdict, bytes: o.bytes };
    if (o.message !== undefined) record.reason = o.message;
    if (o.field) record.field = o.field;
    if (o.page) record.page = o.page;
    if (o.event) record.event = o.event;
    else if (o.raw) record.raw = o.raw.toString('utf8', 0, RAW_LIMIT);
    const list = this.recent.get(record.site) ?? [];
    this.recent.set(record.site, list);
    list.push(record);
    if (list.length > RECENT) list.shift();
    if (!this.watchers.size) return;
    const json = JSON.stringify(record);
    for (const w of this.watchers) if (record.site === null || record.site === w.site) w.send(record.seq, json);
  };

  /** What a page of `site` shows: its requests and those naming no site, after `after`, oldest first. */
  since(site: string, after = 0): InspectRecord[] {
    const mine = this.recent.get(site) ?? [];
    const none = this.recent.get(null) ?? [];
    return [...mine, ...none].filter((r) => r.seq > after).sort((a, b) => a.seq - b.seq);
  }

  /** Calls `send` with each new request of `site` (and each naming no site); returns the function that stops it. */
  watch(site: string, send: Watcher['send']): () => void {
    const watcher = { site, send };
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }
}
