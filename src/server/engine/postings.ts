/**
 * The postings of one text field: for each word, the ids of the objects whose text has
 * it, ranked. A posting is one 32-bit number, `slot << ID_BITS | id`, and a list is kept
 * sorted by it: objects where the word comes early in the text first (the slot, 0-8, the
 * word's position scaled to the text's length), then by id (ids follow popularity at
 * load). That is the order FlexSearch ranked by (resolution 9) before this replaced it,
 * at a tenth of the memory: one entry per word instead of one per prefix of it. Prefix
 * matching merges the lists of a prefix's completions (site-index.ts).
 *
 * Lists under SMALL entries are plain arrays (a typed array costs some 200 bytes even
 * when empty); longer ones are typed arrays with room to grow.
 */

export const ID_BITS = 27;
export const ID_MASK = (1 << ID_BITS) - 1;
/** Ids must stay below this (the index refuses more). */
export const MAX_ID = ID_MASK;
const RESOLUTION = 9;
const SMALL = 32;

export interface BigList {
  a: Uint32Array;
  n: number;
}
export type List = number[] | BigList;

export const sizeOf = (list: List): number => (Array.isArray(list) ? list.length : list.n);
export const itemsOf = (list: List): ArrayLike<number> => (Array.isArray(list) ? list : list.a);

/** The slot of the `i`-th distinct word of a text of `count` distinct words (FlexSearch's get_score). */
export function slotOf(i: number, count: number): number {
  if (!i) return 0;
  return count <= RESOLUTION ? i : (((RESOLUTION - 1) / count) * i + 1) | 0;
}

/** Each distinct word of a text with its posting's slot, in order of first appearance. */
function slotted(terms: readonly string[]): Array<[string, number]> {
  const distinct = [...new Set(terms)];
  return distinct.map((term, i) => [term, slotOf(i, distinct.length)]);
}

function lowerBound(a: ArrayLike<number>, n: number, value: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds `value` at the end of a list (a load's lists are sorted once, at its end). */
export function append(list: List | undefined, value: number): List {
  if (!list) return [value];
  if (Array.isArray(list)) {
    if (list.length < SMALL) {
      list.push(value);
      return list;
    }
    const big: BigList = { a: new Uint32Array(SMALL * 2), n: list.length };
    big.a.set(list);
    list = big;
  }
  if (list.n === list.a.length) {
    const grown = new Uint32Array(list.a.length * 2);
    grown.set(list.a);
    list.a = grown;
  }
  list.a[list.n++] = value;
  return list;
}

/** Adds `value` at its place in a sorted list. */
function insert(list: List | undefined, value: number): List {
  if (!list) return [value];
  const n = sizeOf(list);
  const at = lowerBound(itemsOf(list), n, value);
  if (Array.isArray(list) && n < SMALL) {
    list.splice(at, 0, value);
    return list;
  }
  list = append(list, value) as BigList;
  list.a.copyWithin(at + 1, at, list.n - 1);
  list.a[at] = value;
  return list;
}

/** Removes `value` from a sorted list; undefined when the list is left empty. */
function removeFrom(list: List, value: number): List | undefined {
  const n = sizeOf(list);
  const a = itemsOf(list);
  const at = lowerBound(a, n, value);
  if (at >= n || a[at] !== value) return list;
  if (n === 1) return undefined;
  if (Array.isArray(list)) list.splice(at, 1);
  else {
    list.a.copyWithin(at, at + 1, list.n);
    list.n--;
  }
  return list;
}

export class FieldPostings {
  readonly lists = new Map<string, List>();
  /** Indexes the words of object `id`'s text. */
  add(id: number, terms: readonly string[]): void {
    const distinct = terms.length > 1 ? [...new Set(terms)] : terms;
    for (let i = 0; i < distinct.length; i++) {
      const term = distinct[i];
      const value = slotOf(i, distinct.length) << ID_BITS | id;
      const list = this.lists.get(term);
      const next = insert(list, value);
      if (next !== list) this.lists.set(term, next);
    }
  }

  /** Removes object `id`, whose text had these words. */
  remove(id: number, terms: readonly string[]): void {
    for (const [term, slot] of slotted(terms)) {
      const list = this.lists.get(term);
      if (!list) continue;
      const next = removeFrom(list, slot << ID_BITS | id);
      if (!next) this.lists.delete(term);
      else if (next !== list) this.lists.set(term, next);
    }
  }

  /** Sets a word's list, sorted already (read from a snapshot, or made by a load: bulk-text.ts). */
  restore(term: string, values: Uint32Array): void {
    this.lists.set(term, values.length < SMALL ? Array.from(values) : { a: values, n: values.length });
  }
}
