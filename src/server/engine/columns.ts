/**
 * The columns of a site (column.ts), one per field, kept up to date on every write.
 *
 * A field whose values are mostly distinct text (titles, descriptions, URLs, SKUs) would
 * cost as much as the records themselves and is seldom filtered or faceted: past
 * DISTINCT_TEXT distinct values, when more than half its objects have a value of their
 * own, it is dropped. A query that needs it anyway gets it built once from the records
 * (slow, about a second per 100k objects) and kept from then on.
 */
import type { IndexObject } from '../../core/types.js';
import { Column } from './column.js';

const DISTINCT_TEXT = 4096;
/** Pseudo-fields read from the object's envelope, not its fields. */
const ENVELOPE = new Set(['type', 'identity']);

/** Every object's values of a field: [id, own value, variants' values]. */
export type FieldSource = (field: string) => Iterable<[number, unknown, unknown[]]>;

const EMPTY = new Column('');
const NONE: unknown[] = [];

export class ColumnStore {
  readonly columns = new Map<string, Column>();
  /** Fields not kept as columns until a query asks for them. */
  readonly dropped = new Set<string>(['identity']);
  /** Fields built on demand: kept whatever their values. */
  private readonly wanted = new Set<string>();

  constructor(private readonly source: FieldSource) {}

  /** Adds object `id`'s values to every column. */
  add(id: number, object: IndexObject): void {
    this.set('type', id, object.type, []);
    if (this.columns.has('identity')) this.set('identity', id, object.identity, []);
    const fields = object.fields as Record<string, unknown>;
    const variants = object.nested ?? [];
    const valuesOf = (name: string) => (variants.length ? variants.map((v) => v.fields?.[name]) : NONE);
    for (const name in fields) if (!ENVELOPE.has(name)) this.set(name, id, fields[name], valuesOf(name));
    // Fields only the variants have.
    for (const variant of variants) {
      for (const name in variant.fields ?? {}) {
        if (!ENVELOPE.has(name) && !(name in fields) && !this.has(name, id)) this.set(name, id, undefined, valuesOf(name));
      }
    }
  }

  /** Whether object `id` has a value in the column of `field` already. */
  private has(field: string, id: number): boolean {
    return this.columns.get(field)?.has(id) ?? false;
  }

  remove(id: number): void {
    for (const column of this.columns.values()) column.remove(id);
  }

  /** The column of a field (an empty one when no object has the field). */
  column(field: string): Column {
    const column = this.columns.get(field);
    if (column) return column;
    if (!this.dropped.has(field)) return EMPTY;
    const built = new Column(field);
    for (const [id, own, variants] of this.source(field)) built.set(id, own, variants);
    this.wanted.add(field);
    this.dropped.delete(field);
    this.columns.set(field, built);
    return built;
  }

  /** Takes the columns of a snapshot. */
  restore(columns: Column[], dropped: string[], wanted: string[]): void {
    for (const column of columns) this.columns.set(column.field, column);
    for (const field of dropped) this.dropped.add(field);
    for (const field of wanted) this.wanted.add(field);
  }

  /** The fields built on demand (kept whatever their values). */
  get wantedFields(): string[] {
    return [...this.wanted];
  }

  renumber(newId: Int32Array, size: number): void {
    for (const column of this.columns.values()) column.renumber(newId, size);
  }

  private set(field: string, id: number, own: unknown, variants: unknown[]): void {
    let column = this.columns.get(field);
    if (!column) {
      if (this.dropped.has(field)) return;
      this.columns.set(field, (column = new Column(field)));
    }
    column.set(id, own, variants);
    if (column.unshared > DISTINCT_TEXT && column.unshared * 2 > column.entries && !this.wanted.has(field)) {
      this.columns.delete(field);
      this.dropped.add(field);
    }
  }
}
