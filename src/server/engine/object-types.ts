/**
 * The type of every object as a byte by id (for splitting a match by type), how many
 * objects each type has, and whether an object has an activity window (a bit beside the
 * type, so that the objects without one, most of them, are known active by one read).
 */
import type { Doc } from './doc.js';

/** Object types one site may hold (a type is a byte per object). */
export const MAX_TYPES = 255;
const WINDOW = 0x100;
const TYPE = 0xff;

export class ObjectTypes {
  readonly counts = new Map<string, number>();
  private readonly names: string[] = [];
  private codes = new Uint16Array(1024);
  /** Objects with an activity window. */
  private windows = 0;

  /** Whether an object of `type` fits: a site holds at most MAX_TYPES types. */
  hasRoomFor(type: string): boolean {
    return this.names.length < MAX_TYPES || this.names.includes(type);
  }

  get hasWindows(): boolean {
    return this.windows > 0;
  }

  /** Whether object `id` may be inactive (it has an activity window). */
  hasWindow(id: number): boolean {
    return this.codes[id] >= WINDOW;
  }

  add(doc: Doc): void {
    let code = this.names.indexOf(doc.type);
    if (code < 0) code = this.names.push(doc.type) - 1;
    if (doc.id >= this.codes.length) {
      const grown = new Uint16Array(Math.max(doc.id + 1, this.codes.length * 2));
      grown.set(this.codes);
      this.codes = grown;
    }
    const windowed = doc.activeFrom !== undefined || doc.activeTo !== undefined;
    this.codes[doc.id] = code | (windowed ? WINDOW : 0);
    if (windowed) this.windows++;
    this.counts.set(doc.type, (this.counts.get(doc.type) ?? 0) + 1);
  }

  remove(doc: Doc): void {
    if (this.codes[doc.id] & WINDOW) this.windows--;
    this.codes[doc.id] = 0;
    const left = (this.counts.get(doc.type) ?? 1) - 1;
    if (left > 0) this.counts.set(doc.type, left);
    else this.counts.delete(doc.type);
  }

  /** Moves every object to its new id (`newId[old]`; -1 for the gone). */
  renumber(newId: Int32Array, size: number): void {
    const codes = new Uint16Array(Math.max(1024, size));
    for (let old = 0; old < newId.length && old < this.codes.length; old++) if (newId[old] >= 0) codes[newId[old]] = this.codes[old];
    this.codes = codes;
  }

  /** Ids split by type, each list in the order given (typed arrays of their exact length: a match can hold most of a catalog). */
  split(ids: ArrayLike<number>): Map<string, Int32Array> {
    const sizes = new Int32Array(this.names.length);
    this.count(ids, sizes);
    const lists = this.names.map((_, code) => new Int32Array(sizes[code]));
    this.fill(ids, lists, sizes.fill(0));
    return new Map(this.names.map((name, code) => [name, lists[code]]));
  }

  /*
   * The long loops of split(), alone: V8 optimizes a loop while it runs (on-stack
   * replacement), before the code after it ever ran, and that code then deoptimized on a
   * service's first queries, every start.
   */
  private count(ids: ArrayLike<number>, sizes: Int32Array): void {
    for (let i = 0; i < ids.length; i++) sizes[this.codes[ids[i]] & TYPE]++;
  }

  private fill(ids: ArrayLike<number>, lists: Int32Array[], at: Int32Array): void {
    for (let i = 0; i < ids.length; i++) {
      const code = this.codes[ids[i]] & TYPE;
      lists[code][at[code]++] = ids[i];
    }
  }
}
