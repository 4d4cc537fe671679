/**
 * The persistent, bounded event queue and the shared send pacing. Everything lives in
 * localStorage under one prefix, so it survives reloads and crashes and is shared by
 * every tab of the site; with consent pending it lives in memory only (see tracker.ts).
 */

/** Transactions first, then clicks and conversions, page views, list impressions. */
export const PRIORITY: Record<string, number> = { transaction: 3, click: 2, pv: 1, event: 0 };

export interface Entry {
  /** The event, envelope included; its id never changes between attempts. */
  e: Record<string, unknown> & { id: string; type: string };
  /** Attempts so far. */
  a: number;
  /** Not before this time (ms): backoff after a failure. */
  n: number;
  /** Sent at this time (ms) with no answer yet: a page that left mid-send. */
  f?: number;
}

/** A key-value store: localStorage, or a Map while consent is pending. */
export type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function memoryStore(): Store {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

/**
 * Adds an entry; when the queue is full the least important, oldest entry goes.
 * Returns the entry that was pushed out, if any.
 */
export function push(queue: Entry[], entry: Entry, max: number): Entry | undefined {
  queue.push(entry);
  if (queue.length <= max) return undefined;
  let worst = 0;
  queue.forEach((q, i) => {
    if ((PRIORITY[q.e.type] ?? 0) < (PRIORITY[queue[worst].e.type] ?? 0)) worst = i;
  });
  return queue.splice(worst, 1)[0];
}

/** The next entry to send now: most important first, then oldest. */
export function next(queue: Entry[], now: number, inFlightMs: number): Entry | undefined {
  let best: Entry | undefined;
  for (const q of queue) {
    if (q.n > now || (q.f && now - q.f < inFlightMs)) continue;
    if (!best || (PRIORITY[q.e.type] ?? 0) > (PRIORITY[best.e.type] ?? 0)) best = q;
  }
  return best;
}

/** Exponential backoff with jitter: about 1 s, 2 s, 4 s ... up to a minute, times 0.5 to 1.5. */
export function backoff(attempts: number, random = Math.random): number {
  return Math.min(60_000, 1000 * 2 ** (attempts - 1)) * (0.5 + random());
}
