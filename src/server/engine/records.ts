/**
 * The stored objects of a site as UTF-8 JSON records in large buffers, by internal id.
 * A record costs its JSON bytes and ten bytes of bookkeeping, outside the JavaScript
 * heap; it is decoded only when a hit, an export or a write needs the object. A catalog
 * read from JSON Lines keeps its file's own bytes (no copy).
 *
 * Replaced and removed records leave garbage in their chunk; once the garbage outweighs
 * the live records (and 64 MB), the live ones are copied into fresh chunks.
 */
import type { IndexObject } from '../../core/types.js';

const CHUNK_BYTES = 16 << 20;
const MIN_GARBAGE = 64 << 20;

export class RecordStore {
  private chunks: Buffer[] = [];
  /** Per id: chunk index + 1 (0: no record), start and length in the chunk. */
  private chunkOf = new Uint16Array(1024);
  private startOf = new Uint32Array(1024);
  private lengthOf = new Uint32Array(1024);
  /** The chunk new records are appended to, and how much of it is used. */
  private tail = -1;
  private tailUsed = 0;
  private liveBytes = 0;
  private totalBytes = 0;
  private cachedId = -1;
  private cached: IndexObject | undefined;

  /** Stores an object's JSON for `id` (replacing what it had). */
  set(id: number, json: string): void {
    const length = Buffer.byteLength(json);
    if (this.tail < 0 || this.tailUsed + length > this.chunks[this.tail].length) {
      this.tail = this.chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, length))) - 1;
      this.tailUsed = 0;
    }
    this.chunks[this.tail].write(json, this.tailUsed);
    this.place(id, this.tail, this.tailUsed, length);
    this.totalBytes += length;
    this.tailUsed += length;
    this.collect();
  }

  /** Makes `buffer` a chunk of its own (a file read whole); records then point into it with `setAt`. */
  adopt(buffer: Buffer): number {
    if (this.chunks.length >= 0xffff) throw new Error('too many record chunks');
    this.totalBytes += buffer.length;
    return this.chunks.push(buffer) - 1;
  }

  /** The record of `id` is bytes `start` to `start + length` of an adopted chunk. */
  setAt(id: number, chunk: number, start: number, length: number): void {
    this.place(id, chunk, start, length);
  }

  delete(id: number): void {
    if (id < this.chunkOf.length && this.chunkOf[id]) {
      this.liveBytes -= this.lengthOf[id];
      this.chunkOf[id] = 0;
    }
    if (id === this.cachedId) this.cachedId = -1;
    this.collect();
  }

  /** The record's length in bytes. */
  length(id: number): number {
    return this.chunkOf[id] ? this.lengthOf[id] : 0;
  }

  /** Copies the record into `target` at `at` (no view made: a million of those is a lot of garbage); returns its length. */
  copyTo(id: number, target: Buffer, at: number): number {
    const chunk = this.chunkOf[id];
    if (!chunk) throw new Error(`no record for id ${id}`);
    const start = this.startOf[id];
    return this.chunks[chunk - 1].copy(target, at, start, start + this.lengthOf[id]);
  }

  /** The decoded object (the last one decoded is kept: hits read it twice). */
  object(id: number): IndexObject {
    if (id !== this.cachedId) {
      const chunk = this.chunkOf[id];
      if (!chunk) throw new Error(`no record for id ${id}`);
      const start = this.startOf[id];
      this.cached = JSON.parse(this.chunks[chunk - 1].toString('utf8', start, start + this.lengthOf[id])) as IndexObject;
      this.cachedId = id;
    }
    return this.cached!;
  }

  /** Bytes of live records, and of all chunks (live plus garbage). */
  get usage(): { live: number; total: number } {
    return { live: this.liveBytes, total: this.totalBytes };
  }

  /** Moves every record to its new id (`newId[old]`; -1 drops it). */
  renumber(newId: Int32Array, size: number): void {
    const chunkOf = new Uint16Array(size);
    const startOf = new Uint32Array(size);
    const lengthOf = new Uint32Array(size);
    for (let old = 0; old < newId.length && old < this.chunkOf.length; old++) {
      const id = newId[old];
      if (!this.chunkOf[old]) continue;
      if (id < 0) {
        this.liveBytes -= this.lengthOf[old];
        continue;
      }
      chunkOf[id] = this.chunkOf[old];
      startOf[id] = this.startOf[old];
      lengthOf[id] = this.lengthOf[old];
    }
    [this.chunkOf, this.startOf, this.lengthOf] = [chunkOf, startOf, lengthOf];
    this.cachedId = -1;
  }

  private place(id: number, chunk: number, start: number, length: number): void {
    if (id >= this.chunkOf.length) this.grow(id + 1);
    if (this.chunkOf[id]) this.liveBytes -= this.lengthOf[id];
    this.chunkOf[id] = chunk + 1;
    this.startOf[id] = start;
    this.lengthOf[id] = length;
    this.liveBytes += length;
    if (id === this.cachedId) this.cachedId = -1;
  }

  private grow(size: number): void {
    const n = Math.max(size, this.chunkOf.length * 2);
    const chunkOf = new Uint16Array(n);
    chunkOf.set(this.chunkOf);
    const startOf = new Uint32Array(n);
    startOf.set(this.startOf);
    const lengthOf = new Uint32Array(n);
    lengthOf.set(this.lengthOf);
    [this.chunkOf, this.startOf, this.lengthOf] = [chunkOf, startOf, lengthOf];
  }

  /** Copies the live records into fresh chunks, dropping the garbage, once there is more garbage than records. */
  private collect(): void {
    if (this.totalBytes - this.liveBytes <= Math.max(MIN_GARBAGE, this.liveBytes)) return;
    const old = this.chunks;
    const { chunkOf, startOf, lengthOf } = this;
    this.chunks = [];
    this.tail = -1;
    this.liveBytes = 0;
    this.totalBytes = 0;
    for (let id = 0; id < chunkOf.length; id++) {
      if (!chunkOf[id]) continue;
      const length = lengthOf[id];
      if (this.tail < 0 || this.tailUsed + length > this.chunks[this.tail].length) {
        this.tail = this.chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, length))) - 1;
        this.tailUsed = 0;
      }
      old[chunkOf[id] - 1].copy(this.chunks[this.tail], this.tailUsed, startOf[id], startOf[id] + length);
      chunkOf[id] = this.tail + 1;
      startOf[id] = this.tailUsed;
      this.tailUsed += length;
      this.liveBytes += length;
      this.totalBytes += length;
    }
  }
}
