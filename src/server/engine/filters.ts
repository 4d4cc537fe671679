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
import type { Doc } from './site-index.js';
import { distanceKm, parseGeo, type GeoPoint } from './geo.js';

export type Predicate = (doc: Doc) => boolean;

export interface FilterContext {
  geo?: GeoPoint;
  geoField: string;
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

/** The values of a field on an object and its variants, flattened. */
export function fieldValues(doc: Doc, field: string): unknown[] {
  if (field === 'type') return [doc.type];
  if (field === 'identity') return [doc.identity];
  const out: unknown[] = [];
  push(out, doc.fields[field]);
  if (doc.nested) for (const variant of doc.nested) push(out, variant.fields?.[field]);
  return out;
}

function push(out: unknown[], value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    for (const v of value) if (v !== undefined && v !== null && v !== '') out.push(v);
  } else {
    out.push(value);
  }
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
  if (f.kind === 'missing') return (doc) => fieldValues(doc, f.field).length === 0;
  if (f.kind === 'geo') {
    if (!ctx.geo) throw new FilterError(`"${f.raw}" needs context[geo_location]`);
    const origin = ctx.geo;
    const field = f.field || ctx.geoField;
    const lo = f.from ? Number(f.from) : 0;
    const hi = f.to ? Number(f.to) : Infinity;
    return (doc) => {
      const point = parseGeo(doc.fields[field]);
      if (!point) return false;
      const d = distanceKm(origin, point);
      return d >= lo && d <= hi;
    };
  }
  return (doc) => fieldValues(doc, f.field).some((v) => matchesValue(v, f));
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
    out.set(key, { filters, test: tests.length === 1 ? tests[0] : (doc) => tests.some((t) => t(doc)) });
  }
  return out;
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
