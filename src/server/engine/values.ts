/**
 * Per-field value structures of a site index, built on first use of a field and kept up
 * to date on every write: a value index (value key -> ids) for exact filters and a
 * column (id -> values) for facets, ranges and sorting.
 */
import type { Doc } from './doc.js';

const EMPTY: ReadonlySet<number> = new Set();
const PATH_FIELDS = new Set(['category_path', 'all_categories_path']);

/** The value keys of one object for one field (see SiteIndex.idsFor). */
export function valueKeys(doc: Doc, field: string): Set<string> {
  const keys = new Set<string>();
  const add = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(add);
      return;
    }
    if (typeof value === 'number') keys.add(`n:${value}`);
    else if (typeof value === 'boolean') keys.add(`s:${value}`);
    else if (typeof value === 'string' && value !== '') {
      keys.add(`s:${value}`);
      if (PATH_FIELDS.has(field)) {
        for (let i = value.indexOf('||'); i > 0; i = value.indexOf('||', i + 2)) keys.add(`s:${value.slice(0, i)}`);
      }
    }
  };
  if (field === 'type') add(doc.type);
  else if (field === 'identity') add(doc.identity);
  else {
    add(doc.fields[field]);
    for (const variant of doc.nested ?? []) add(variant.fields?.[field]);
  }
  return keys;
}

/** One object's entry of a column: undefined, a value, or its distinct values. */
export function columnValue(doc: Doc, field: string): unknown {
  if (field === 'type') return doc.type;
  if (field === 'identity') return doc.identity;
  const values: unknown[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (value !== undefined && value !== null && value !== '' && !values.includes(value)) values.push(value);
  };
  add(doc.fields[field]);
  for (const variant of doc.nested ?? []) add(variant.fields?.[field]);
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}

function addValueKeys(index: Map<string, Set<number>>, doc: Doc, field: string): void {
  for (const key of valueKeys(doc, field)) {
    let ids = index.get(key);
    if (!ids) index.set(key, (ids = new Set()));
    ids.add(doc.id);
  }
}

export class FieldValues {
  private readonly indexes = new Map<string, Map<string, Set<number>>>();
  private readonly columns = new Map<string, unknown[]>();

  idsFor(field: string, key: string, all: () => Iterable<Doc>): ReadonlySet<number> {
    let index = this.indexes.get(field);
    if (!index) {
      index = new Map();
      this.indexes.set(field, index);
      for (const doc of all()) addValueKeys(index, doc, field);
    }
    return index.get(key) ?? EMPTY;
  }

  column(field: string, all: () => Iterable<Doc>): readonly unknown[] {
    let column = this.columns.get(field);
    if (!column) {
      column = [];
      for (const doc of all()) column[doc.id] = columnValue(doc, field);
      this.columns.set(field, column);
    }
    return column;
  }

  add(doc: Doc): void {
    for (const [field, index] of this.indexes) addValueKeys(index, doc, field);
    for (const [field, column] of this.columns) column[doc.id] = columnValue(doc, field);
  }

  remove(doc: Doc): void {
    for (const column of this.columns.values()) column[doc.id] = undefined;
    for (const [field, index] of this.indexes) {
      for (const key of valueKeys(doc, field)) {
        const ids = index.get(key);
        ids?.delete(doc.id);
        if (ids && !ids.size) index.delete(key);
      }
    }
  }
}
