/**
 * Every object of a site, most popular first (ties: lower id first), kept up to date as
 * objects come and go and as events add popularity: a write inserts or takes out one
 * object, an event moves one object to its new place (found by bisection), instead of
 * sorting the catalog again: at 100k products, a listing after each click took 9 ms at the
 * median when a long move dropped the order (the next reader sorted the catalog) against
 * 1.6 ms without clicks. Only while a log is replayed (a restart) does a long move drop the
 * order: the first reader then sorts once, rather than every replayed event paying for the
 * distance it travels.
 */
import type { Doc } from './doc.js';

/** While a log is replayed: how far one event may move an object before the order is rebuilt instead. */
const MAX_REPLAYED_MOVE = 64;
/** Objects after a write's place whose places it rewrites at once; past it, the next reader rewrites all (PopularityOrder.stale). */
const MAX_SHIFT = 4096;

/**
 * How popular objects are for one request: everyone's (the default), or the popularity of
 * a context (`ctx[]`, context-popularity.ts). Ranking reads it wherever popularity counts.
 */
export interface Popularity {
  /** An object's popularity. */
  of(doc: Doc): number;
  /** Every object, most popular first (ties: lower id first). */
  order(): readonly Doc[];
  /** The objects of some ids, in this order (those of no live object left out). */
  inOrder(ids: Iterable<number>): Doc[];
  /** Ids whose title has a word starting with a 1-2 letter prefix, most popular first. */
  shortList(prefix: string): number[];
  /** The factor popularity gives an id's text-match score. */
  boost(id: number): number;
}

/** The text-match factor of a popularity: 1 for none, +0.25 per tenfold. */
export const boostOf = (popularity: number): number => 1 + Math.log10(1 + Math.max(0, popularity)) / 4;

/** Whether `a` comes before `b`: more popular, or as popular with a lower id. */
/** The first index in [lo, hi) of a list for which `ahead` is false (it is true for those first), else hi: a bisection. */
export function firstNot(lo: number, hi: number, ahead: (i: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ahead(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export const before = (a: Doc, b: Doc): boolean => a.popularity > b.popularity || (a.popularity === b.popularity && a.id < b.id);

export class PopularityOrder {
  private order: Doc[] | undefined;
  /** Where each id stands in the order; out of date while `stale` (see positions()). */
  private at = new Int32Array(0);
  /**
   * An object came or went far from the end of the order: every place after it moved by one.
   * Rewriting them all is 2-5 ms at 1M objects, per write; the places are rewritten once, by
   * the next reader, and a write finds the place of the object it removes by bisection.
   */
  private stale = false;

  /** `popularity`: what the order ranks by (default, everyone's: `doc.popularity`). */
  constructor(private readonly popularity: (doc: Doc) => number = (doc) => doc.popularity) {}

  /** Whether `a` comes before `b` in this order. */
  private before(a: Doc, b: Doc): boolean {
    const x = this.popularity(a);
    const y = this.popularity(b);
    return x > y || (x === y && a.id < b.id);
  }

  /** The order, sorted from `docs` when there is none. */
  get(docs: () => Iterable<Doc>): readonly Doc[] {
    if (!this.order) {
      const pop = this.popularity;
      this.set([...docs()].sort((a, b) => pop(b) - pop(a) || a.id - b.id));
    }
    return this.order!;
  }

  /** Whether the order is built (`get` would not sort). */
  get built(): boolean {
    return this.order !== undefined;
  }

  /**
   * The places in the order (after `get`) of those ids that are in it, ascending: the ids
   * in this order, sorted as numbers instead of by comparing objects (a selection can hold
   * a tenth of a catalog, and sorts again after every event).
   */
  private places(ids: Iterable<number>): Int32Array {
    const order = this.order!;
    const positions = this.positions();
    const places: number[] = [];
    for (const id of ids) {
      const at = positions[id];
      if (at !== undefined && order[at]?.id === id) places.push(at);
    }
    return Int32Array.from(places).sort();
  }

  /** The objects of some ids, in the order (after `get`). */
  docsOf(ids: Iterable<number>): Doc[] {
    const places = this.places(ids);
    const docs = new Array<Doc>(places.length);
    for (let i = 0; i < places.length; i++) docs[i] = this.order![places[i]];
    return docs;
  }

  /** Some ids, in the order (after `get`). */
  idsOf(ids: Iterable<number>): number[] {
    return this.docsOf(ids).map((doc) => doc.id);
  }

  /** Takes `order` (sorted already) as the order. */
  set(order: Doc[]): void {
    this.order = order;
    const size = order.reduce((max, doc) => Math.max(max, doc.id + 1), 0);
    this.at = new Int32Array(Math.max(size, 1024));
    order.forEach((doc, i) => (this.at[doc.id] = i));
    this.stale = false;
  }

  /** Where each id stands, rewritten first when objects came or went since. */
  private positions(): Int32Array {
    const order = this.order!;
    if (this.stale) for (let i = 0; i < order.length; i++) this.at[order[i].id] = i;
    this.stale = false;
    return this.at;
  }

  /** After objects from `from` on moved by one place: their places rewritten when they are few, else left to the next reader. */
  private shifted(from: number): void {
    const order = this.order!;
    if (this.stale || order.length - from > MAX_SHIFT) this.stale = true;
    else for (let i = from; i < order.length; i++) this.at[order[i].id] = i;
  }

  /** Forgets the order: the next reader sorts. */
  drop(): void {
    this.order = undefined;
  }

  /** A new object: put in its place. */
  added(doc: Doc): void {
    const order = this.order;
    if (!order) return;
    const lo = this.placeIn(doc, 0, order.length);
    if (doc.id >= this.at.length) {
      const grown = new Int32Array(Math.max(doc.id + 1, this.at.length * 2));
      grown.set(this.at);
      this.at = grown;
    }
    order.splice(lo, 0, doc);
    this.shifted(lo);
  }

  /** An object gone: taken out. */
  removed(doc: Doc): void {
    const from = this.where(doc);
    if (from === undefined) return;
    this.order!.splice(from, 1);
    this.shifted(from);
  }

  /** Whether a log of events is being replayed (long moves then drop the order). */
  replaying = false;

  /** `doc.popularity` has just changed by `delta`: it moves to its place, those it passes shift by one. */
  moved(doc: Doc, delta: number): void {
    if (this.order) this.positions();
    const from = this.where(doc);
    if (from === undefined) return;
    const order = this.order!;
    const at = this.at;
    // Its place among those it may have passed: those before it when it gained, after it when it lost.
    const to = delta > 0 ? this.placeIn(doc, 0, from) : this.placeIn(doc, from + 1, order.length) - 1;
    if (this.replaying && Math.abs(to - from) > MAX_REPLAYED_MOVE) {
      this.order = undefined;
      return;
    }
    for (let i = from; i > to; i--) at[(order[i] = order[i - 1]).id] = i;
    for (let i = from; i < to; i++) at[(order[i] = order[i + 1]).id] = i;
    order[to] = doc;
    at[doc.id] = to;
  }

  /** The first place in [lo, hi) of the order whose object `doc` comes before (those before it come first), else hi. */
  private placeIn(doc: Doc, lo: number, hi: number): number {
    const order = this.order!;
    return firstNot(lo, hi, (i) => this.before(order[i], doc));
  }

  /**
   * Where `doc` stands (its popularity as the order placed it): its place, or by bisection
   * while the places are stale. Undefined when there is no order, or it is not where it
   * should be (then the order is dropped, and the next reader sorts).
   */
  private where(doc: Doc): number | undefined {
    const order = this.order;
    if (!order) return undefined;
    const at = this.stale ? this.placeIn(doc, 0, order.length) : this.at[doc.id];
    if (order[at] === doc) return at;
    this.order = undefined;
    return undefined;
  }
}
