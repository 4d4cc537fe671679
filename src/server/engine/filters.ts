/**
 * Filter strings `<field>:<value>` and their predicates (query-api.md 4.1 to 4.3).
 *
 * - Equality is exact, letter case included. Numbers compare as numbers, booleans as
 *   `true`/`false`.
 * - `a|b` is an inclusive range; either side may be empty (`10|`, `|100`). Numbers and
 *   ISO 8601 dates range; anything else is compared as text.
 * - `value_missing` matches objects without the field (absent, null, empty string or
 *   empty array).
 * - `category_path` and `all_categories_path` hold `||`-joined steps; a filter matches
 *   its own category and every category below it.
 * - `geo_range:<fromKm>|<toKm>` (as `<geo field>:geo_range:...` or plain `geo_range:...`)
 *   keeps objects within that distance of `context[geo_location]`.
 * - On objects with variants (`nested`), a filter matches when the object or any of its
 *   variants matches.
 */
import type { Column } from './column.js';
import type { Doc } from './doc.js';
import { distanceKm, parseGeo, type GeoPoint } from './geo.js';

/**
 * A test of one object. Exact-value filters also say which ids can pass (`select`), so a
 * query can start from those ids instead of scanning the catalog.
 */
export type Predicate = ((doc: Doc) => boolean) & { select?: () => Selection | undefined };

/** The ids a filter can pass: how many at most (to pick the narrowest filter), and the ids. */
export interface Selection {
  weight: number;
  ids(): Iterable<number>;
}

export interface FilterContext {
  geo?: GeoPoint;
  geoField: string;
  /** The site's columns, once the site is known: filters then test dictionary codes. */
  index?: ValueSource;
}

/** What the filters, facets and sorting read values from (a SiteIndex). */
export interface ValueSource {
  column(field: string): Column;
  /** The geo point of an object's field (not its variants'). */
  point(field: string, doc: Doc): GeoPoint | undefined;
}

export interface ParsedFilter {
  raw: string;
  field: string;
  kind: 'eq' | 'range' | 'missing' | 'geo';
  value: string;
  from?: string;
  to?: string;
}

export class FilterError extends Error {}

const PATH_FIELDS = new Set(['category_path', 'all_categories_path']);
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}/;

export function parseFilter(raw: string): ParsedFilter {
  const colon = raw.indexOf(':');
  if (colon <= 0) throw new FilterError(`"${raw}" is not <field>:<value>`);
  let field = raw.slice(0, colon);
  let value = raw.slice(colon + 1);
  if (field === 'geo_range') {
    field = '';
    value = `geo_range:${value}`;
  }
  if (value.startsWith('geo_range:')) {
    const [from, to] = splitRange(value.slice('geo_range:'.length).replace(/km/g, ''));
    if (from === undefined || (from && !NUMBER.test(from)) || (to && !NUMBER.test(to)) || (!from && !to)) {
      throw new FilterError(`"${raw}": geo_range takes <fromKm>|<toKm>, e.g. geo_range:|50`);
    }
    return { raw, field, kind: 'geo', value, from, to };
  }
  if (value === 'value_missing') return { raw, field, kind: 'missing', value };
  if (!PATH_FIELDS.has(field)) {
    const [from, to] = splitRange(value);
    if (from !== undefined && (from || to) && isBound(from) && isBound(to!)) {
      return { raw, field, kind: 'range', value, from, to };
    }
  }
  return { raw, field, kind: 'eq', value };
}

function splitRange(value: string): [string | undefined, string | undefined] {
  const bar = value.indexOf('|');
  if (bar < 0 || value.indexOf('|', bar + 1) >= 0) return [undefined, undefined];
  return [value.slice(0, bar), value.slice(bar + 1)];
}

function isBound(side: string): boolean {
  return side === '' || NUMBER.test(side) || DATE.test(side);
}

/**
 * Whether any value of a field, on the object or on one of its variants, passes the
 * test. Allocation-free: this runs for every object of a listing.
 */
export function anyValue(doc: Doc, field: string, test: (value: unknown) => boolean): boolean {
  if (field === 'type') return test(doc.type);
  if (field === 'identity') return test(doc.identity);
  if (someOf(doc.fields[field], test)) return true;
  if (doc.nested) for (const variant of doc.nested) if (variant.fields && someOf(variant.fields[field], test)) return true;
  return false;
}

/** Calls back with every value of a field on the object and its variants. */
export function eachValue(doc: Doc, field: string, callback: (value: unknown) => void): void {
  anyValue(doc, field, (value) => {
    callback(value);
    return false;
  });
}

/**
 * A value test through the field's column when the site is known: the test runs once per
 * distinct value (a mask of the column's codes), each object is then an array read.
 * Without a site, the object's own fields (slow: the record is decoded).
 */
function columnTest(ctx: FilterContext, field: string, test: (value: unknown) => boolean): Predicate {
  let column: Column | undefined;
  let mask: Uint8Array | undefined;
  const predicate: Predicate = (doc) => {
    column ??= ctx.index?.column(field);
    if (!column) return anyValue(doc, field, test);
    mask = column.mask(test, mask);
    return column.some(doc.id, mask);
  };
  predicate.select = () => {
    column ??= ctx.index?.column(field);
    if (!column) return undefined;
    const selected = (mask = column.mask(test, mask));
    return { weight: column.weight(selected), ids: () => column!.ids(selected) };
  };
  return predicate;
}

/** The values of a field on an object and its variants, flattened. */
export function fieldValues(doc: Doc, field: string): unknown[] {
  const out: unknown[] = [];
  eachValue(doc, field, (value) => out.push(value));
  return out;
}

function someOf(value: unknown, test: (value: unknown) => boolean): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (!Array.isArray(value)) return test(value);
  for (const v of value) if (v !== undefined && v !== null && v !== '' && test(v)) return true;
  return false;
}

function push(out: unknown[], value: unknown): void {
  someOf(value, (v) => {
    out.push(v);
    return false;
  });
}

function matchesValue(value: unknown, f: ParsedFilter): boolean {
  if (f.kind === 'range') return inRange(value, f.from!, f.to!);
  if (typeof value === 'number') return NUMBER.test(f.value) && Number(f.value) === value;
  if (typeof value === 'boolean') return String(value) === f.value;
  if (typeof value !== 'string') return false;
  if (PATH_FIELDS.has(f.field)) return value === f.value || value.startsWith(`${f.value}||`);
  return value === f.value;
}

function inRange(value: unknown, from: string, to: string): boolean {
  let v: number;
  let lo: number;
  let hi: number;
  if (typeof value === 'number') {
    v = value;
    lo = from === '' ? -Infinity : Number(from);
    hi = to === '' ? Infinity : Number(to);
  } else if (typeof value === 'string' && DATE.test(value)) {
    v = Date.parse(value);
    lo = from === '' ? -Infinity : Date.parse(from);
    hi = to === '' ? Infinity : Date.parse(to);
  } else {
    return false;
  }
  return v >= lo && v <= hi;
}

export function predicate(f: ParsedFilter, ctx: FilterContext): Predicate {
  if (f.kind === 'missing') {
    let column: Column | undefined;
    return (doc) => {
      column ??= ctx.index?.column(f.field);
      return column ? !column.has(doc.id) : !anyValue(doc, f.field, () => true);
    };
  }
  if (f.kind === 'geo') {
    if (!ctx.geo) throw new FilterError(`"${f.raw}" needs context[geo_location]`);
    const origin = ctx.geo;
    const field = f.field || ctx.geoField;
    const lo = f.from ? Number(f.from) : 0;
    const hi = f.to ? Number(f.to) : Infinity;
    return (doc) => {
      const point = ctx.index ? ctx.index.point(field, doc) : parseGeo(doc.fields[field]);
      if (!point) return false;
      const d = distanceKm(origin, point);
      return d >= lo && d <= hi;
    };
  }
  // Exact values (and category paths with their ancestors) and ranges: a mask of the column's codes.
  return columnTest(ctx, f.field, (v) => matchesValue(v, f));
}

/** A value of a single variant, for non-collapsed variants. */
export function matchesFields(fields: Record<string, unknown>, f: ParsedFilter): boolean | undefined {
  if (f.kind === 'geo' || f.field === 'type' || !(f.field in fields)) return undefined;
  const values: unknown[] = [];
  push(values, fields[f.field]);
  if (f.kind === 'missing') return values.length === 0;
  return values.some((v) => matchesValue(v, f));
}

/** `f[]`: OR within a field, AND across fields. Returns one predicate per field group. */
export function groupFilters(raws: string[], ctx: FilterContext): Map<string, { filters: ParsedFilter[]; test: Predicate }> {
  const groups = new Map<string, ParsedFilter[]>();
  for (const raw of raws) {
    const f = parseFilter(raw);
    const key = f.kind === 'geo' ? 'geo_range' : f.field;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const out = new Map<string, { filters: ParsedFilter[]; test: Predicate }>();
  for (const [key, filters] of groups) {
    const tests = filters.map((f) => predicate(f, ctx));
    const test: Predicate = tests.length === 1 ? tests[0] : (doc) => tests.some((t) => t(doc));
    if (tests.length > 1 && tests.every((t) => t.select)) test.select = () => union(tests.map((t) => t.select!()));
    out.set(key, { filters, test });
  }
  return out;
}

/** The ids any of several selections can pass. */
function union(selections: Array<Selection | undefined>): Selection | undefined {
  if (selections.some((s) => !s)) return undefined;
  return {
    weight: selections.reduce((n, s) => n + s!.weight, 0),
    ids: () => new Set(selections.flatMap((s) => [...s!.ids()])),
  };
}

/** `f_must[]`: every filter must hold. */
export function mustFilters(raws: string[], ctx: FilterContext): Predicate[] {
  return raws.map((raw) => predicate(parseFilter(raw), ctx));
}

/** `neg_f[]`: an object matching any of them is excluded. */
export function negativeFilters(raws: string[], ctx: FilterContext): Predicate[] {
  return raws.map((raw) => {
    const test = predicate(parseFilter(raw), ctx);
    return (doc: Doc) => !test(doc);
  });
}

/** The POST search boolean tree: `{and|or|not: [...]}` nodes, `{filter}` leaves. */
export function treePredicate(node: unknown, ctx: FilterContext, path = 'filters'): Predicate {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    throw new FilterError(`${path} must be an object with one of and, or, not, filter`);
  }
  const entries = Object.entries(node);
  if (entries.length !== 1) throw new FilterError(`${path} must have exactly one key of and, or, not, filter`);
  const [key, value] = entries[0];
  if (key === 'filter') {
    if (typeof value !== 'string') throw new FilterError(`${path}.filter must be a string "<field>:<value>"`);
    return predicate(parseFilter(value), ctx);
  }
  if (key !== 'and' && key !== 'or' && key !== 'not') throw new FilterError(`${path}: unknown operator "${key}"`);
  if (!Array.isArray(value)) throw new FilterError(`${path}.${key} must be an array`);
  const children = value.map((child, i) => treePredicate(child, ctx, `${path}.${key}[${i}]`));
  if (key === 'and') return (doc) => children.every((c) => c(doc));
  if (key === 'or') return (doc) => children.some((c) => c(doc));
  return (doc) => !children.some((c) => c(doc));
}
