/**
 * Every object of a site, most popular first, kept up to date as events add popularity:
 * an event moves one object past those it now outranks (or that now outrank it), instead
 * of sorting the catalog again. A long move (a burst of events, a replayed log) drops the
 * order instead: the next reader sorts once, rather than every event paying for the
 * distance it travels.
 */
import type { Doc } from './doc.js';

/** How far one event may move an object before the order is rebuilt instead. */
const MAX_MOVE = 64;

export class PopularityOrder {
  private order: Doc[] | undefined;
  /** Where each id stands in the order. */
  private at = new Map<number, number>();

  /** The order, sorted from `docs` when there is none. */
  get(docs: () => Iterable<Doc>): readonly Doc[] {
    if (!this.order) {
      this.order = [...docs()].sort((a, b) => b.popularity - a.popularity);
      this.at = new Map(this.order.map((doc, i) => [doc.id, i]));
    }
    return this.order;
  }

  /** The catalog changed: sort again on the next read. */
  drop(): void {
    this.order = undefined;
  }

  /** `doc.popularity` has just changed by `delta`. */
  moved(doc: Doc, delta: number): void {
    const order = this.order;
    let at = order ? this.at.get(doc.id) : undefined;
    if (!order || at === undefined) return;
    const step = delta > 0 ? -1 : 1;
    const from = at;
    for (let next = at + step; next >= 0 && next < order.length && (step < 0 ? order[next].popularity < doc.popularity : order[next].popularity > doc.popularity); next += step) {
      if (Math.abs(next - from) > MAX_MOVE) {
        this.order = undefined;
        return;
      }
      order[at] = order[next];
      this.at.set(order[at].id, at);
      at = next;
    }
    order[at] = doc;
    this.at.set(doc.id, at);
  }
}
