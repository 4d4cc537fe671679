/**
 * The item-to-item models the local recommender learns from accepted events
 * (docs/server.md, "Recommendation models"):
 *
 * - viewed together: items a shopper viewed (a page view or a click) in the same session;
 * - bought together: items of one transaction, and items added to the cart in one session.
 *
 * Learning is incremental: an event updates the pairs it makes and nothing else. Each
 * item keeps at most NEIGHBORS partners per model, so memory stays bounded however many
 * events arrive: a new partner of a full list takes the place of the weakest one, if that
 * one is no stronger than the newcomer. Partners that keep coming back stay; one-off
 * co-views churn among themselves in the weak places.
 */

/** Partners kept per item and model. */
const NEIGHBORS = 32;
/** A session ends after this long without an event of its shopper. */
export const SESSION_GAP_MS = 30 * 60_000;
/** Items of a session that a new view is paired with (the most recent ones). */
const SESSION_ITEMS = 12;
/** Pair counts below this are noise: one shopper's wandering is not a pattern. */
export const MIN_SUPPORT = 2;

class Partners {
  readonly ids = new Int32Array(NEIGHBORS);
  readonly counts = new Float32Array(NEIGHBORS);
  size = 0;

  add(id: number, delta: number): void {
    const { ids, counts } = this;
    let weakest = 0;
    for (let i = 0; i < this.size; i++) {
      if (ids[i] === id) {
        counts[i] += delta;
        return;
      }
      if (counts[i] < counts[weakest]) weakest = i;
    }
    if (this.size < NEIGHBORS) {
      ids[this.size] = id;
      counts[this.size++] = delta;
      return;
    }
    // A full list: the newcomer takes the weakest place with its own count. Partners that
    // keep coming back stay; one-off co-views churn in the weakest place among themselves.
    if (counts[weakest] > delta) return;
    ids[weakest] = id;
    counts[weakest] = delta;
  }
}

interface Session {
  last: number;
  views: number[];
  cart: number[];
}

export type PairModel = 'viewed' | 'bought';

export class LearnedModels {
  private readonly codes = new Map<string, number>();
  private readonly identities: string[] = [];
  /** Sessions each item was viewed in (for normalising: a bestseller is viewed with everything). */
  private readonly views: number[] = [];
  private readonly partners: Record<PairModel, Array<Partners | undefined>> = { viewed: [], bought: [] };
  private readonly sessions = new Map<string, Session>();
  /** Pair updates made, for the benchmark and the tests. */
  pairs = 0;

  private code(identity: string): number {
    let code = this.codes.get(identity);
    if (code === undefined) {
      code = this.identities.push(identity) - 1;
      this.codes.set(identity, code);
      this.views.push(0);
    }
    return code;
  }

  private session(user: string, now: number): Session {
    let s = this.sessions.get(user);
    if (!s || now - s.last > SESSION_GAP_MS) {
      s = { last: now, views: [], cart: [] };
      this.sessions.set(user, s);
    }
    s.last = now;
    return s;
  }

  private pair(model: PairModel, a: number, b: number, delta = 1): void {
    if (a === b) return;
    const lists = this.partners[model];
    (lists[a] ??= new Partners()).add(b, delta);
    (lists[b] ??= new Partners()).add(a, delta);
    this.pairs++;
  }

  /** A view (page view or click) of an item by a shopper: paired with the session's earlier views. */
  view(user: string, identity: string, now: number): void {
    const s = this.session(user, now);
    const item = this.code(identity);
    if (s.views.includes(item)) return;
    this.views[item]++;
    for (const other of s.views) this.pair('viewed', item, other);
    s.views.push(item);
    if (s.views.length > SESSION_ITEMS) s.views.shift();
  }

  /** An add-to-cart: paired with what the session already put in its cart. */
  cart(user: string, identity: string, now: number): void {
    const s = this.session(user, now);
    const item = this.code(identity);
    if (s.cart.includes(item)) return;
    for (const other of s.cart) this.pair('bought', item, other);
    s.cart.push(item);
    if (s.cart.length > SESSION_ITEMS) s.cart.shift();
  }

  /** A transaction: every two items of it are bought together (twice the weight of a shared cart). */
  purchase(user: string, identities: string[], now: number): void {
    this.session(user, now);
    const items = [...new Set(identities.map((id) => this.code(id)))].slice(0, SESSION_ITEMS * 2);
    for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) this.pair('bought', items[i], items[j], 2);
  }

  /**
   * Partners of the base items by score, best first: the pair count over the square root
   * of the partner's own view sessions (so that a bestseller does not top every list),
   * summed over the base items, each weighted (the most recent of a history counts most).
   */
  related(model: PairModel, base: Array<{ identity: string; weight: number }>, minSupport = MIN_SUPPORT): Array<[string, number]> {
    const scores = new Map<number, number>();
    for (const { identity, weight } of base) {
      const code = this.codes.get(identity);
      const list = code === undefined ? undefined : this.partners[model][code];
      if (!list) continue;
      for (let i = 0; i < list.size; i++) {
        const count = list.counts[i];
        if (count < minSupport) continue;
        const id = list.ids[i];
        scores.set(id, (scores.get(id) ?? 0) + (weight * count) / Math.sqrt(1 + this.views[id]));
      }
    }
    return [...scores].sort((a, b) => b[1] - a[1]).map(([id, score]) => [this.identities[id], score]);
  }

  /** How many items have partners, and how many partner entries are kept (memory). */
  size(): { items: number; entries: number } {
    let entries = 0;
    let items = 0;
    for (const model of ['viewed', 'bought'] as const) {
      for (const list of this.partners[model]) {
        if (!list) continue;
        items++;
        entries += list.size;
      }
    }
    return { items, entries };
  }
}
