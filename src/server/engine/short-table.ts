/**
 * Very short input (one or two characters) is answered from a table of objects per 1- and
 * 2-letter prefix of their title words, most popular first: matching so short a prefix
 * would otherwise merge most of the catalog's postings. Writes add an object to its
 * prefixes' lists; on its next read a list drops the objects gone since, sorts those added
 * and merges them into the part that was in order. A change of one object's popularity (an
 * event) moves that object within its own prefixes' lists, and no other list changes order:
 * the lists stay in order under a stream of events. At 100k products, with an event before each keystroke,
 * sorting a list again on its next read took 1- and 2-letter keystrokes from 0.65 to 2.5 ms
 * at the median; moving the object keeps them at 0.55 ms, for about 0.1 ms more per event.
 */

import { firstNot } from './popularity.js';

export const SHORT_PREFIX = 2;

interface Entry {
  ids: number[];
  /** Whether the ids are in popularity order, every one live; false after the members changed. */
  sorted: boolean;
  /**
   * While not sorted: how many of the first ids are still in order (objects gone among them),
   * the others added since. The next read then sorts only those and merges (at 1M a list
   * holds up to 300k ids: sorting it all again took up to 90 ms); 0 sorts it all.
   */
  head: number;
}

/** Two lists in order merged into one (`first(a, b)`: a comes before b). */
function merged(a: number[], b: number[], first: (a: number, b: number) => boolean): number[] {
  const out = new Array<number>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = first(b[j], a[i]) ? b[j++] : a[i++];
  while (i < a.length) out[k++] = a[i++];
  while (j < b.length) out[k++] = b[j++];
  return out;
}

/** A list no longer in order at all: its next read sorts it whole. */
function unordered(entry: Entry): void {
  entry.sorted = false;
  entry.head = 0;
}

/** The distinct 1- and 2-letter prefixes of some words. */
export function shortPrefixes(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const word of words) for (let n = 1; n <= SHORT_PREFIX && n <= word.length; n++) out.add(word.slice(0, n));
  return out;
}

export class ShortTable {
  readonly lists = new Map<string, Entry>();
  /** While a log of events is replayed: whether one moved an object (the lists then sort on their next read). */
  private deferred?: boolean;

  /** Object `id`, whose title has these words, joins its prefixes' lists. */
  add(id: number, titleWords: readonly string[]): void {
    for (const prefix of shortPrefixes(titleWords)) {
      const entry = this.lists.get(prefix);
      if (!entry) this.lists.set(prefix, { ids: [id], sorted: true, head: 0 });
      else {
        this.changing(entry);
        entry.ids.push(id);
      }
    }
  }

  /** Object `id` is gone: its lists drop it when next read. */
  removed(titleWords: readonly string[]): void {
    for (const prefix of shortPrefixes(titleWords)) {
      const entry = this.lists.get(prefix);
      if (entry) this.changing(entry);
    }
  }

  /** A list's members are about to change: one in order stays the head of it. */
  private changing(entry: Entry): void {
    if (!entry.sorted) return;
    entry.sorted = false;
    entry.head = entry.ids.length;
  }

  /** Sets a list, in popularity order or not. */
  set(prefix: string, ids: number[], sorted: boolean): void {
    this.lists.set(prefix, { ids, sorted, head: 0 });
  }

  /** Declares every list in popularity order (their ids ascending are, right after a load). */
  markSorted(): void {
    for (const entry of this.lists.values()) entry.sorted = true;
  }

  /**
   * Runs `replay`, a log of events, without moving objects in the lists on each: once it is
   * done, a list sorts on its next read if an event moved anything (the log of a busy
   * shop's data dir holds many events; a restart would pay each move).
   */
  replaying(replay: () => void): void {
    this.deferred = false;
    try {
      replay();
    } finally {
      if (this.deferred) for (const entry of this.lists.values()) unordered(entry);
      this.deferred = undefined;
    }
  }

  /**
   * Object `id`, whose title has these words, went from popularity `old` to its
   * `popularity(id)` now: it moves to its new place in each of its prefixes' lists that are
   * in order (found by bisection; the list shifts in place, by a loop: V8's copyWithin took
   * twice as long). `popularity` is asked only of live ids. About 0.1 ms an event at 100k.
   */
  moved(id: number, titleWords: () => readonly string[], popularity: (id: number) => number, old: number): void {
    const now = popularity(id);
    if (now === old) return;
    if (this.deferred !== undefined) {
      this.deferred = true;
      return;
    }
    for (const prefix of shortPrefixes(titleWords())) {
      const entry = this.lists.get(prefix);
      if (!entry) continue;
      if (!entry.sorted) {
        entry.head = 0; // it may have been in the head, which is then out of order
        continue;
      }
      const ids = entry.ids;
      // The object at place i is ahead of `id` at popularity p: another one, more popular, or as popular and of a lower id (added earlier).
      const ahead = (p: number) => (i: number) => ids[i] !== id && (popularity(ids[i]) > p || (popularity(ids[i]) === p && ids[i] < id));
      const from = firstNot(0, ids.length, ahead(old));
      if (ids[from] !== id) {
        unordered(entry); // not where its order puts it: the next read sorts the list
        continue;
      }
      if (now > old) {
        const to = firstNot(0, from, ahead(now));
        for (let i = from; i > to; i--) ids[i] = ids[i - 1];
        ids[to] = id;
      } else {
        const to = firstNot(from + 1, ids.length, ahead(now)) - 1;
        for (let i = from; i < to; i++) ids[i] = ids[i + 1];
        ids[to] = id;
      }
    }
  }

  /**
   * The list of a prefix in popularity order, after its members changed: the ids added since
   * sorted with `order` (which also drops ids gone) and merged into its head (`live` ones;
   * `first(a, b)`: a comes before b), or all of it sorted.
   */
  get(prefix: string, order: (ids: number[]) => number[], live: (id: number) => boolean, first: (a: number, b: number) => boolean): number[] | undefined {
    const entry = this.lists.get(prefix);
    if (!entry) return undefined;
    if (!entry.sorted) {
      const { ids, head } = entry;
      entry.ids = head ? merged(ids.slice(0, head).filter(live), order(ids.slice(head)), first) : order(ids);
      entry.sorted = true;
      if (!entry.ids.length) this.lists.delete(prefix);
    }
    return entry.ids;
  }
}
