/**
 * One indexed object as the engine holds it: what every query reads of every object
 * (identity, type, popularity, activity window) as plain properties, and the object
 * itself as a compact JSON record (records.ts), decoded only when read.
 *
 * `fields`, `nested` and `source` decode the record on each read (the last one is kept):
 * fine for the hits of a page, slow in a loop over the catalog. Loops read the index's
 * columns instead (SiteIndex.column). What they return must not be changed.
 */
import type { IndexObject, NestedObject } from '../../core/types.js';
import type { RecordStore } from './records.js';

export class Doc {
  constructor(
    /** Internal numeric id: the rank in the text index's postings; set by the index. */
    public id: number,
    readonly identity: string,
    readonly type: string,
    /** Catalog popularity plus what events add. */
    public popularity: number,
    /** The catalog's own popularity, without events (what a snapshot keeps). */
    readonly basePopularity: number,
    /** When the object was last written (ISO 8601). */
    readonly updatedAt: string,
    private readonly records: RecordStore,
    readonly activeFrom: number | undefined,
    readonly activeTo: number | undefined,
    readonly generation: string | undefined,
  ) {}

  /** The same object under another id: a new Doc (a load makes each again in id order, so that they lie in that order in memory). */
  as(id: number): Doc {
    return new Doc(id, this.identity, this.type, this.popularity, this.basePopularity, this.updatedAt, this.records, this.activeFrom, this.activeTo, this.generation);
  }

  /** The object as it was indexed, for export and persistence. */
  get source(): IndexObject {
    return this.records.object(this.id);
  }

  get fields(): Record<string, unknown> {
    return this.source.fields;
  }

  get nested(): NestedObject[] | undefined {
    return this.source.nested;
  }
}
