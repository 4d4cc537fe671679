/**
 * Trending queries from the Search Results lists the Events API received (docs/server.md,
 * "Top items, personalized top items, trending queries"): a query counts the distinct
 * clients that searched it and found something, at most TRENDING_CLIENTS_PER_ADDRESS of
 * one source address, and trends once TRENDING_MIN_CLIENTS did.
 */
import { normalizeQuery } from '../merchandising.js';
import { TRENDING_CLIENTS_PER_ADDRESS, TRENDING_MIN_CLIENTS } from '../limits.js';

/** A query searched through the Events API: the distinct clients that searched it, by source address. */
interface QueryCount {
  text: string;
  clients: Map<string, Set<string>>;
  /** Distinct clients, at most TRENDING_CLIENTS_PER_ADDRESS of each address. */
  count: number;
  last: number;
}

export class TrendingQueries {
  private readonly counts = new Map<string, QueryCount>();

  /** A search for `text` by `user` from the address `from` that found something. */
  add(text: string, user: string, from: string, now: number): void {
    const key = normalizeQuery(text);
    // Trending counts people, not events: a client counts once, and one address
    // (a script with many client ids) only for a few.
    const entry = this.counts.get(key) ?? { text, clients: new Map(), count: 0, last: 0 };
    const clients = entry.clients.get(from) ?? new Set<string>();
    entry.clients.set(from, clients);
    if (clients.size < TRENDING_CLIENTS_PER_ADDRESS && !clients.has(user)) {
      clients.add(user);
      entry.count++;
    }
    entry.last = now;
    this.counts.set(key, entry);
  }

  /**
   * Queries that found something for at least TRENDING_MIN_CLIENTS people, most searched
   * first, over several counts (a query's clients of each added up).
   */
  static top(lists: readonly TrendingQueries[]): string[] {
    const merged = new Map<string, { text: string; count: number; last: number }>();
    for (const list of lists) {
      for (const [key, e] of list.counts) {
        const m = merged.get(key);
        if (m) {
          m.count += e.count;
          m.last = Math.max(m.last, e.last);
        } else merged.set(key, { text: e.text, count: e.count, last: e.last });
      }
    }
    return [...merged.values()].filter((e) => e.count >= TRENDING_MIN_CLIENTS)
      .sort((a, b) => b.count - a.count || b.last - a.last).map((e) => e.text);
  }
}
