/** What a Tracker is configured with, and what it tells of its sending (tracker.ts). */

export type Consent = 'pending' | 'granted' | 'denied';

export interface TrackerOptions {
  /** The site (tracker_id). */
  trackerId: string;
  /** Events API address, e.g. `https://events.example.com/` or `<local service>/events`. */
  eventsUrl: string;
  /** `granted` (default) tracks; `pending` buffers in memory only; `denied` writes and sends nothing. */
  consent?: Consent;
  /** Logged-in user id (customer_id). */
  customerId?: string;
  /** Cookie holding client_id; default `ss_cid`. */
  cookieName?: string;
  cookieDomain?: string;
  platform?: string | [string, string];
  abTestVariant?: string;
  /** Catalog context, e.g. `{ warehouse: 'north' }`. */
  context?: Record<string, string>;
  /** Most events kept waiting; default 500. */
  maxQueue?: number;
  /** Pacing: `count` sends per `windowMs` per client_id, `perSession` per session (default 30 / 15 s / 400). */
  rate?: { count: number; windowMs: number; perSession: number };
  /** Wait after the last keystroke before reporting the Autocomplete list; default 500 ms. */
  autocompleteDelay?: number;
  /** Told of every send, retry and drop. */
  onReport?: (report: Report) => void;
}

export interface Report {
  kind: 'sent' | 'retried' | 'dropped';
  id: string;
  type: string;
  reason?: string;
}

export interface TrackerStats {
  sent: number;
  retried: number;
  /** Dropped events by reason. */
  dropped: Record<string, number>;
}
