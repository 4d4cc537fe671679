/**
 * One field's values for every object, for filters, facets and sorting: the distinct
 * values of the object's own field and of its variants' (flattened, without empty ones),
 * dictionary-coded. Each distinct value is stored once (`values[code]`); each object holds
 * one 32-bit entry: 0 (no value), a single code, or an offset into a pool of code lists.
 *
 * A filter is a mask over the codes (its test runs once per distinct value), so testing
 * an object is an array read; counting a facet is counting codes.
 */
import type { Doc } from './doc.js';

/** A column as a snapshot keeps it: the objects with a value (ascending) and their entries, the pool compacted. */
export interface ColumnImage {
  values: unknown[];
  counts: Int32Array;
  ids: Int32Array;
  entries: Int32Array;
  pool: Int32Array;
  unshared: number;
}

/** A single code whose value came only from a variant (the object's own field is empty). */
const VARIANT_ONLY = 1 << 30;
const CODE = VARIANT_ONLY - 1;

export class Column {
  /** Distinct values by code. */
  readonly values: unknown[] = [];
  /** Objects having each code. */
  readonly objectCounts: number[] = [];
  private readonly codes = new Map<unknown, number>();
  private lastValue: unknown;
  private lastCode = -1;
  /** Entry per id: dense once the field is common, sparse before. */
  private dense: Int32Array | undefined;
  private sparse: Map<number, number> | undefined = new Map();
  /** Code lists of objects with several values: [count, own count, ...codes]. */
  private pool: Int32Array = new Int32Array(256);
  private poolUsed = 0;
  private poolGarbage = 0;
  /** Objects with a value; distinct values that are text or objects (what the cardinality cap counts). */
  entries = 0;
  unshared = 0;

  constructor(readonly field: string) {}

  /** Sets object `id`'s values: its own field's value and its variants' values of the field. */
  set(id: number, own: unknown, variants: readonly unknown[]): void {
    this.remove(id);
    if (!variants.length && (typeof own === 'string' || typeof own === 'number' || typeof own === 'boolean') && own !== '') {
      // The common case, one plain value of the object's own: no list to make.
      const code = this.codeOf(own);
      this.objectCounts[code]++;
      this.entries++;
      this.setEntry(id, code + 1);
      return;
    }
    const codes: number[] = [];
    this.collect(own, codes);
    const ownCount = codes.length;
    for (const v of variants) this.collect(v, codes);
    if (!codes.length) return;
    for (const c of codes) this.objectCounts[c]++;
    this.entries++;
    if (codes.length === 1) {
      this.setEntry(id, (codes[0] + 1) | (ownCount ? 0 : VARIANT_ONLY));
      return;
    }
    if (this.poolUsed + codes.length + 2 > this.pool.length) {
      const grown = new Int32Array(Math.max(this.pool.length * 2, this.poolUsed + codes.length + 2));
      grown.set(this.pool.subarray(0, this.poolUsed));
      this.pool = grown;
    }
    const at = this.poolUsed;
    this.pool[at] = codes.length;
    this.pool[at + 1] = ownCount;
    this.pool.set(codes, at + 2);
    this.poolUsed += codes.length + 2;
    this.setEntry(id, -(at + 1));
  }

  /** Adds the codes of a value (arrays flattened, empty values left out) to `codes`, once each. */
  private collect(value: unknown, codes: number[]): void {
    if (Array.isArray(value)) {
      for (const v of value) this.collect(v, codes);
      return;
    }
    if (value === undefined || value === null || value === '') return;
    const code = this.codeOf(value);
    if (!codes.includes(code)) codes.push(code);
  }

  remove(id: number): void {
    const entry = this.entry(id);
    if (!entry) return;
    this.setEntry(id, 0);
    this.drop(entry);
  }

  has(id: number): boolean {
    return this.entry(id) !== 0;
  }

  /** Calls back with each value of object `id`. */
  each(id: number, callback: (value: unknown, code: number) => void): void {
    const entry = this.entry(id);
    if (entry > 0) {
      const code = (entry & CODE) - 1;
      callback(this.values[code], code);
    } else if (entry < 0) {
      const pool = this.pool;
      for (let i = -entry + 1, end = i + pool[-entry - 1]; i < end; i++) callback(this.values[pool[i]], pool[i]);
    }
  }

  /**
   * Counts the codes of every object of `groups` into `counts` (indexed by code), and
   * lists in `seen` each code the first time it is counted: a facet's counting loop.
   */
  count(groups: ReadonlyArray<readonly Doc[]>, counts: Int32Array, seen: number[]): void {
    const pool = this.pool;
    for (const docs of groups) {
      for (let d = 0; d < docs.length; d++) {
        const entry = this.entry(docs[d].id);
        if (entry > 0) {
          const code = (entry & CODE) - 1;
          if (counts[code]++ === 0) seen.push(code);
        } else if (entry < 0) {
          for (let i = -entry + 1, end = i + pool[-entry - 1]; i < end; i++) if (counts[pool[i]]++ === 0) seen.push(pool[i]);
        }
      }
    }
  }

  /** Whether any value of object `id` has its code set in `mask`. */
  some(id: number, mask: Uint8Array): boolean {
    const entry = this.entry(id);
    if (entry > 0) return mask[(entry & CODE) - 1] === 1;
    if (entry === 0) return false;
    const at = -entry - 1;
    for (let i = at + 2, end = at + 2 + this.pool[at]; i < end; i++) if (mask[this.pool[i]] === 1) return true;
    return false;
  }

  /** undefined, the value, or the distinct values (a new array) of object `id`. */
  get(id: number): unknown {
    const entry = this.entry(id);
    if (entry === 0) return undefined;
    if (entry > 0) return this.values[(entry & CODE) - 1];
    const out: unknown[] = [];
    this.eachCode(entry, (c) => out.push(this.values[c]));
    return out;
  }

  /** The value of object `id` when it has exactly one (no array is made), else undefined. */
  single(id: number): unknown {
    const entry = this.entry(id);
    return entry > 0 ? this.values[(entry & CODE) - 1] : undefined;
  }

  /** The first value of the object's own field (not its variants'), as `fields[field]` would give it for a single value. */
  own(id: number): unknown {
    const entry = this.entry(id);
    if (entry > 0) return entry & VARIANT_ONLY ? undefined : this.values[(entry & CODE) - 1];
    if (entry === 0) return undefined;
    const at = -entry - 1;
    return this.pool[at + 1] ? this.values[this.pool[at + 2]] : undefined;
  }

  /** A mask of the codes whose value passes `test`, grown to the current dictionary (pass the last one to extend it). */
  mask(test: (value: unknown) => boolean, previous?: Uint8Array): Uint8Array {
    if (previous && previous.length === this.values.length) return previous;
    const mask = new Uint8Array(this.values.length);
    if (previous) mask.set(previous);
    for (let c = previous?.length ?? 0; c < this.values.length; c++) if (test(this.values[c])) mask[c] = 1;
    return mask;
  }

  /** How many objects hold a code of the mask (an upper bound of the objects it selects). */
  weight(mask: Uint8Array): number {
    let n = 0;
    for (let c = 0; c < mask.length; c++) if (mask[c]) n += this.objectCounts[c];
    return n;
  }

  /** Ids of the objects holding a code of the mask, ascending (a scan of the entries: no index to keep up to date). */
  ids(mask: Uint8Array): number[] {
    const out: number[] = [];
    const dense = this.dense;
    if (dense) {
      // some(), inlined for the common single code: this loop reads every object's entry.
      for (let id = 0; id < dense.length; id++) {
        const entry = dense[id];
        if (entry > 0 ? mask[(entry & CODE) - 1] === 1 : entry < 0 && this.some(id, mask)) out.push(id);
      }
    } else for (const id of this.allIds()) if (this.some(id, mask)) out.push(id);
    return out;
  }

  /** Every id with a value, ascending. */
  *allIds(): Generator<number> {
    if (this.dense) {
      for (let id = 0; id < this.dense.length; id++) if (this.dense[id]) yield id;
    } else yield* [...this.sparse!.keys()].sort((a, b) => a - b);
  }

  /** The column for a snapshot, ids moved to `newId[id]` (which keeps their order); a pause (yield) every `slice` objects, the image returned. */
  *image(newId: Int32Array, slice = Infinity): Generator<undefined, ColumnImage> {
    const ids = new Int32Array(this.entries);
    const entries = new Int32Array(this.entries);
    let pool = new Int32Array(Math.max(16, this.poolUsed - this.poolGarbage));
    let used = 0;
    let n = 0;
    const add = (id: number, entry: number) => {
      ids[n] = newId[id];
      if (entry > 0) entries[n++] = entry;
      else {
        const at = -entry - 1;
        const length = this.pool[at] + 2;
        if (used + length > pool.length) {
          const grown = new Int32Array(Math.max(pool.length * 2, used + length));
          grown.set(pool);
          pool = grown;
        }
        for (let k = 0; k < length; k++) pool[used + k] = this.pool[at + k];
        entries[n++] = -(used + 1);
        used += length;
      }
    };
    let left = slice;
    for (const id of this.allIds()) {
      add(id, this.entry(id));
      if (--left > 0) continue;
      left = slice;
      yield;
    }
    return { values: this.values, counts: Int32Array.from(this.objectCounts), ids, entries, pool: pool.slice(0, used), unshared: this.unshared };
  }

  /** A column as a snapshot kept it. */
  static fromImage(field: string, image: ColumnImage): Column {
    const column = new Column(field);
    image.values.forEach((value) => column.codeOf(value));
    column.unshared = image.unshared;
    for (let c = 0; c < image.counts.length; c++) column.objectCounts[c] = image.counts[c];
    column.pool = image.pool.length ? image.pool : new Int32Array(256);
    column.poolUsed = image.pool.length;
    for (let i = 0; i < image.ids.length; i++) column.setEntry(image.ids[i], image.entries[i]);
    column.entries = image.ids.length;
    return column;
  }

  /** Moves every entry to its new id (`newId[old]`; -1 drops it). */
  renumber(newId: Int32Array, size: number): void {
    const ids = [...this.allIds()];
    const entries = ids.map((id) => this.entry(id));
    this.dense = size > 1024 && this.entries * 16 > size ? new Int32Array(size) : undefined;
    this.sparse = this.dense ? undefined : new Map();
    ids.forEach((id, i) => {
      const to = newId[id];
      if (to >= 0) this.setEntry(to, entries[i]);
      else this.drop(entries[i], false);
    });
    this.compactPool();
  }

  /** Forgets an entry no id holds any more. */
  private drop(entry: number, compact = true): void {
    this.eachCode(entry, (c) => this.objectCounts[c]--);
    this.entries--;
    if (entry < 0) this.poolGarbage += this.pool[-entry - 1] + 2;
    if (compact) this.compactPool();
  }

  /** Copies the code lists still held into a fresh pool, once half the pool is garbage. */
  private compactPool(): void {
    if (this.poolGarbage <= Math.max(4096, this.poolUsed / 2)) return;
    const old = this.pool;
    this.pool = new Int32Array(Math.max(256, (this.poolUsed - this.poolGarbage) * 2));
    this.poolUsed = 0;
    this.poolGarbage = 0;
    for (const id of [...this.allIds()]) {
      const entry = this.entry(id);
      if (entry >= 0) continue;
      const at = -entry - 1;
      const length = old[at] + 2;
      this.pool.set(old.subarray(at, at + length), this.poolUsed);
      this.setEntry(id, -(this.poolUsed + 1));
      this.poolUsed += length;
    }
  }

  private codeOf(value: unknown): number {
    // Neighbours in a catalog often share a value (a currency, a flag, a category): no lookup then.
    if (value === this.lastValue && typeof value !== 'object') return this.lastCode;
    const shared = typeof value !== 'object';
    let code = shared ? this.codes.get(value) : undefined;
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.objectCounts.push(0);
      if (shared) this.codes.set(value, code);
      if (typeof value !== 'number' && typeof value !== 'boolean') this.unshared++;
    }
    this.lastValue = value;
    this.lastCode = code;
    return code;
  }

  private entry(id: number): number {
    return this.dense ? (id < this.dense.length ? this.dense[id] : 0) : this.sparse!.get(id) ?? 0;
  }

  private eachCode(entry: number, callback: (code: number) => void): void {
    if (entry > 0) {
      callback((entry & CODE) - 1);
      return;
    }
    const at = -entry - 1;
    for (let i = at + 2, end = at + 2 + this.pool[at]; i < end; i++) callback(this.pool[i]);
  }

  private setEntry(id: number, entry: number): void {
    if (this.sparse) {
      if (entry) this.sparse.set(id, entry);
      else this.sparse.delete(id);
      if (this.sparse.size > 1024 && this.sparse.size * 16 > id) {
        this.dense = new Int32Array(Math.max(1024, id * 2));
        for (const [i, e] of this.sparse) this.dense[i] = e;
        this.sparse = undefined;
      }
      return;
    }
    if (id >= this.dense!.length) {
      const grown = new Int32Array(Math.max(id + 1, this.dense!.length * 2));
      grown.set(this.dense!);
      this.dense = grown;
    }
    this.dense![id] = entry;
  }
}
