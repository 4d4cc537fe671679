/**
 * A site index as snapshot sections (snapshot.ts), and back. What a snapshot keeps is
 * what a build computes: the objects' envelope (identity, type, catalog popularity,
 * activity window, write time), each text field's postings, the vocabulary (its counts by
 * type), the short-prefix lists and the columns. The records themselves are the lines of the data dir's
 * catalog.jsonl, written beside it in the same order (`catalogParts`): the snapshot keeps
 * where each line starts, and a restore reads the catalog file whole and points into it.
 *
 * Ids are compacted on the way out (ids left by removed objects disappear; the order is
 * kept, so every ranking is too). Events are not in a snapshot: the event log is replayed
 * on start, on a restored index as on a built one.
 */
import { crc32 } from 'node:zlib';
import { Column, type ColumnImage } from './column.js';
import { Doc } from './doc.js';
import { ID_MASK, itemsOf, sizeOf } from './postings.js';
import { SiteIndex, TEXT_FIELDS } from './site-index.js';
import { arrayOf, bytesOf, jsonArray, jsonOf, PAUSE, SLICE, type Section, type SnapshotFile } from './snapshot.js';
import type { TypeCounts } from './vocabulary.js';

const PART = 1 << 16;

/** Numbers gathered into parts of `size` numbers (256 KB), for a section made of many small lists. */
export class U32Parts {
  private ready: Buffer[] = [];
  private chunk: Uint32Array;
  private n = 0;

  constructor(private readonly size = PART) {
    this.chunk = new Uint32Array(size);
  }

  push(value: number): void {
    if (this.n === this.size) this.seal();
    this.chunk[this.n++] = value;
  }

  /** The full parts so far (taken: each is given once). */
  take(): Buffer[] {
    const parts = this.ready;
    this.ready = [];
    return parts;
  }

  /** Every part left, the last one partly full. */
  end(): Buffer[] {
    if (this.n) this.seal();
    return this.take();
  }

  private seal(): void {
    this.ready.push(bytesOf(this.chunk.subarray(0, this.n)));
    this.chunk = new Uint32Array(this.size);
    this.n = 0;
  }
}

const json = (value: unknown): Section['parts'] => [Buffer.from(JSON.stringify(value))];

/** The catalog as JSON Lines, in id order: what catalog.jsonl holds beside a snapshot. */
export function* catalogParts(index: SiteIndex): Generator<Buffer> {
  const size = 4 * PART;
  let part = Buffer.allocUnsafeSlow(size);
  let used = 0;
  for (let id = 1, end = index.capacity; id < end; id++) {
    const doc = index.doc(id);
    if (!doc) continue;
    const length = index.records.length(doc.id) + 1;
    if (used + length > part.length) {
      if (used) yield part.subarray(0, used);
      part = Buffer.allocUnsafeSlow(Math.max(size, length));
      used = 0;
    }
    used += index.records.copyTo(doc.id, part, used);
    part[used++] = 10;
  }
  if (used) yield part.subarray(0, used);
}

/**
 * The sections of a snapshot of `index`, computed as they are written, a slice at a time
 * (PAUSE between slices): at a million objects no step holds the service for long.
 */
export function* indexSections(index: SiteIndex): Generator<Section> {
  const [n, capacity] = [index.size, index.capacity];
  // Old id -> compacted id (1 to n in id order; 0 for ids no longer used), and each object's
  // envelope, filled by the pass the identities are written in.
  const newId = new Int32Array(capacity);
  const typeOf = new Map<string, number>();
  const timeOf = new Map<string, number>();
  const codeOf = (map: Map<string, number>, key: string) => map.get(key) ?? map.set(key, map.size).size - 1;
  const type = new Uint8Array(n);
  const time = new Uint32Array(n);
  const popularity = new Float64Array(n);
  const window = new Float64Array(2 * n);
  const offsets = new Float64Array(n + 1);
  const generations: Record<number, string> = {};
  // Identities as JSON arrays of a slice each, one per line: no single string of a million of them.
  yield { name: 'docs.identities', parts: (function* () {
    let i = 0;
    for (let from = 1; from < capacity; from += SLICE) {
      const identities: string[] = [];
      for (let id = from; id < Math.min(capacity, from + SLICE); id++) {
        const d = index.doc(id);
        if (!d) continue;
        identities.push(d.identity);
        newId[id] = i + 1;
        type[i] = codeOf(typeOf, d.type);
        time[i] = codeOf(timeOf, d.updatedAt);
        popularity[i] = d.basePopularity;
        window[2 * i] = d.activeFrom ?? NaN;
        window[2 * i + 1] = d.activeTo ?? NaN;
        offsets[i + 1] = offsets[i] + index.records.length(d.id) + 1;
        if (d.generation !== undefined) generations[i] = d.generation;
        i++;
      }
      yield identities.length ? Buffer.from(`${JSON.stringify(identities)}\n`) : PAUSE;
    }
  })() };
  yield { name: 'docs', parts: json({ types: [...typeOf.keys()], times: [...timeOf.keys()], generations }) };
  yield { name: 'docs.type', parts: [bytesOf(type)] };
  yield { name: 'docs.time', parts: [bytesOf(time)] };
  yield { name: 'docs.popularity', parts: [bytesOf(popularity)] };
  yield { name: 'docs.window', parts: [bytesOf(window)] };
  yield { name: 'records', parts: [bytesOf(offsets)] };
  yield { name: 'vocabulary.types', parts: json(index.vocabulary.types()) };
  yield { name: 'vocabulary', parts: jsonArray(index.vocabulary.entries()) };
  for (const field of TEXT_FIELDS) {
    const lists = [...index.postings(field).lists];
    yield { name: `postings.${field}`, parts: jsonArray(lists.map(([term]) => term)) };
    yield { name: `postings.${field}.sizes`, parts: [bytesOf(Uint32Array.from(lists, ([, list]) => sizeOf(list)))] };
    yield { name: `postings.${field}.values`, parts: (function* () {
      const out = new U32Parts();
      for (const [, list] of lists) {
        const a = itemsOf(list);
        for (let i = 0, n = sizeOf(list); i < n; i++) out.push((a[i] & ~ID_MASK) | newId[a[i] & ID_MASK]);
        yield* out.take();
      }
      yield* out.end();
    })() };
  }
  // Each short-prefix list as its live ids, ascending (the order a restore sorts from); a
  // part per list, and the sizes after them, as they come.
  const short = [...index.short.lists].map(([prefix, entry]) => [prefix, entry.ids] as const);
  const shortSizes = new Uint32Array(short.length);
  yield { name: 'short', parts: jsonArray(short.map(([prefix]) => prefix)) };
  yield { name: 'short.ids', parts: (function* () {
    for (const [i, [, ids]] of short.entries()) {
      const live: number[] = [];
      for (let start = 0; start < ids.length; start += SLICE) {
        for (let k = start; k < Math.min(ids.length, start + SLICE); k++) if (index.doc(ids[k])) live.push(newId[ids[k]]);
        yield PAUSE;
      }
      shortSizes[i] = live.length;
      yield bytesOf(Uint32Array.from(live).sort());
    }
  })() };
  yield { name: 'short.sizes', parts: [bytesOf(shortSizes)] };
  const columns = [...index.columns.columns.values()];
  yield { name: 'columns', parts: json({ fields: columns.map((c) => c.field), unshared: columns.map((c) => c.unshared), dropped: [...index.columns.dropped], wanted: index.columns.wantedFields }) };
  for (const [i, column] of columns.entries()) {
    let image: ColumnImage | undefined;
    yield { name: `column.${i}.values`, parts: (function* () {
      const making = column.image(newId, SLICE);
      for (let step = making.next(); ; step = making.next()) {
        if (step.done) {
          image = step.value;
          break;
        }
        yield PAUSE;
      }
      yield* jsonArray(image.values);
    })() };
    for (const key of ['counts', 'ids', 'entries', 'pool'] as const) yield { name: `column.${i}.${key}`, parts: [bytesOf(image![key])] };
  }
}

/** The number of objects and the catalog stamp a snapshot records, to check it against catalog.jsonl. */
export interface CatalogStamp {
  bytes: number;
  crc: number;
}

export function stampOf(catalog: Buffer): CatalogStamp {
  return { bytes: catalog.length, crc: crc32(catalog) };
}

/** The index a snapshot holds, its records pointing into `catalog` (the catalog.jsonl bytes it was written with). */
export function restoreIndex(file: SnapshotFile, catalog: Buffer): SiteIndex {
  const section = (name: string) => {
    const bytes = file.sections.get(name);
    if (!bytes) throw new Error(`the snapshot has no section ${name}`);
    return bytes;
  };
  const index = new SiteIndex();
  const meta = jsonOf<{ types: string[]; times: string[]; generations: Record<number, string> }>(section('docs'));
  const identities = section('docs.identities').toString('utf8').split('\n').filter(Boolean).flatMap((line) => JSON.parse(line) as string[]);
  const type = arrayOf(section('docs.type'), Uint8Array);
  const time = arrayOf(section('docs.time'), Uint32Array);
  const popularity = arrayOf(section('docs.popularity'), Float64Array);
  const window = arrayOf(section('docs.window'), Float64Array);
  const offsets = arrayOf(section('records'), Float64Array);
  const n = identities.length;
  if ([type.length, time.length, popularity.length, window.length / 2, offsets.length - 1].some((length) => length !== n)) throw new Error('the object sections do not agree');
  if (offsets[offsets.length - 1] !== catalog.length) throw new Error('the records do not cover the catalog');
  const chunk = index.records.adopt(catalog);
  const orUndefined = (n: number) => (Number.isNaN(n) ? undefined : n);
  const docs = identities.map((identity, i) => {
    index.records.setAt(i + 1, chunk, offsets[i], offsets[i + 1] - offsets[i] - 1);
    return new Doc(i + 1, identity, meta.types[type[i]], popularity[i], popularity[i], meta.times[time[i]], index.records,
      orUndefined(window[2 * i]), orUndefined(window[2 * i + 1]), meta.generations[i]);
  });
  index.restoreDocs(docs);
  index.vocabulary.restore(jsonOf<string[]>(section('vocabulary.types')), jsonOf<Array<[string, TypeCounts]>>(section('vocabulary')));
  for (const field of TEXT_FIELDS) {
    const terms = jsonOf<string[]>(section(`postings.${field}`));
    const sizes = arrayOf(section(`postings.${field}.sizes`), Uint32Array);
    const values = arrayOf(section(`postings.${field}.values`), Uint32Array);
    if (sizes.reduce((sum, size) => sum + size, 0) !== values.length) throw new Error(`the postings of ${field} do not add up`);
    const postings = index.postings(field);
    let at = 0;
    terms.forEach((term, i) => {
      postings.restore(term, values.subarray(at, at + sizes[i]));
      at += sizes[i];
    });
  }
  const prefixes = jsonOf<string[]>(section('short'));
  const shortSizes = arrayOf(section('short.sizes'), Uint32Array);
  const shortIds = arrayOf(section('short.ids'), Uint32Array);
  if (shortSizes.reduce((sum, size) => sum + size, 0) !== shortIds.length) throw new Error('the short-prefix lists do not add up');
  let at = 0;
  prefixes.forEach((prefix, i) => {
    index.short.set(prefix, Array.from(shortIds.subarray(at, at + shortSizes[i])), false);
    at += shortSizes[i];
  });
  const columns = jsonOf<{ fields: string[]; unshared: number[]; dropped: string[]; wanted: string[] }>(section('columns'));
  index.columns.restore(columns.fields.map((field, i) => Column.fromImage(field, {
    values: jsonOf<unknown[]>(section(`column.${i}.values`)),
    counts: arrayOf(section(`column.${i}.counts`), Int32Array),
    ids: arrayOf(section(`column.${i}.ids`), Int32Array),
    entries: arrayOf(section(`column.${i}.entries`), Int32Array),
    pool: arrayOf(section(`column.${i}.pool`), Int32Array),
    unshared: columns.unshared[i],
  } satisfies ColumnImage)), columns.dropped, columns.wanted);
  index.finishRestore();
  return index;
}
