/**
 * Facet counting (query-api.md 2.4). A facet whose field is being filtered is counted
 * over the documents that pass every *other* filter group, so that all its options stay
 * selectable (multi-select); every other facet is counted over the current results.
 * Numeric facets come as `<from>|<to>` ranges with round bounds (a value counts in
 * the range where from <= value < to; range filters themselves are inclusive).
 */
import type { Facet } from '../../core/types.js';
import { eachValue, type ValueSource } from './filters.js';
import type { Doc } from './doc.js';

export interface FacetRequest {
  name: string;
  limit?: number;
}

export const DEFAULT_FACET_VALUES = 30;
const DATE = /^\d{4}-\d{2}-\d{2}T/;
/** Fields never offered as automatic (dynamic) facets. */
const NOT_DYNAMIC = new Set([
  'title', 'description', 'url', 'image_link', 'sku', 'identity', 'categories', 'all_categories_path',
  'category_path', 'currency', 'popularity', 'reviews_count', 'list_price', 'geo_location', 'hours', 'address',
  'zip', 'release_date',
]);

/** `facets=brand,price:5` */
export function parseFacets(param: string | null): FacetRequest[] {
  if (!param) return [];
  return param.split(',').map((s) => s.trim()).filter(Boolean).map((entry) => {
    const [name, count] = entry.split(':');
    const limit = count === undefined ? undefined : Number(count);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) throw new Error(`"${entry}": the value count must be a positive integer`);
    return { name, limit };
  });
}

/** Calls back once per distinct value of the field on each object. */
function forValues(docs: Iterable<Doc>, name: string, source: ValueSource | undefined, callback: (value: unknown, doc: Doc) => void): void {
  if (!source) {
    for (const doc of docs) {
      const seen = new Set<unknown>();
      eachValue(doc, name, (v) => {
        if (!seen.has(v)) callback(v, doc);
        seen.add(v);
      });
    }
    return;
  }
  const column = source.column(name);
  let current: Doc;
  const visit = (value: unknown) => callback(value, current);
  for (const doc of docs) {
    current = doc;
    column.each(doc.id, visit);
  }
}

export function countFacet(name: string, docs: Iterable<Doc>, limit = DEFAULT_FACET_VALUES, source?: ValueSource): Facet {
  const counts = new Map<string | number | boolean, number>();
  let kind: 'text' | 'float' | 'date' | 'boolean' | undefined;
  const count = (value: unknown, n: number) => {
    if (typeof value === 'object') return;
    kind ??= typeof value === 'number' ? 'float' : typeof value === 'boolean' ? 'boolean' : DATE.test(String(value)) ? 'date' : 'text';
    const key = value as string | number | boolean;
    counts.set(key, (counts.get(key) ?? 0) + n);
  };
  if (source) {
    // Count codes in a typed array, then read each counted value once (in the order first seen).
    const column = source.column(name);
    const byCode = new Int32Array(column.values.length);
    const seen: number[] = [];
    column.count([Array.isArray(docs) ? docs : [...docs]], byCode, seen);
    for (const code of seen) count(column.values[code], byCode[code]);
  } else forValues(docs, name, undefined, (value) => count(value, 1));
  const numbers = [...counts.keys()].filter((k): k is number => typeof k === 'number');
  // A 0/1 flag (availability, on_sale) is a yes/no choice, not a range: values "1" and "0".
  if (kind === 'float' && numbers.every((n) => n === 0 || n === 1)) {
    const flags = numbers.sort((a, b) => b - a).map((n) => [String(n), counts.get(n)!] as [string, number]);
    return { name, type: 'boolean', values: normalized(flags) };
  }
  if (kind === 'float') return rangeFacet(name, docs, numbers, source);
  const values: Array<[string, number]> = [];
  for (const [k, n] of counts) if (typeof k !== 'number') values.push([String(k), n]);
  // Not sorted when there is nothing to order: an empty list is an array of another kind to
  // V8, and the optimized code, fed only full lists before, would be thrown away for it.
  if (values.length > 1) values.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (values.length > limit) values.length = limit;
  return { name, type: kind ?? 'text', values: normalized(values) };
}

function rangeFacet(name: string, docs: Iterable<Doc>, numbers: number[], source?: ValueSource): Facet {
  if (!numbers.length) return { name, type: 'float', values: [] };
  let min = Infinity;
  let max = -Infinity;
  for (const n of numbers) {
    if (n < min) min = n;
    if (n > max) max = n;
  }
  const step = niceStep((max - min) / 5 || 1);
  const start = Math.floor(min / step) * step;
  // The highest value closes the last range (a rating of 5 is in "4.5|5", not a "5|5.5" of its own).
  const buckets = Math.max(1, Math.ceil((max - start) / step - 1e-9));
  const counts = new Array<number>(buckets).fill(0);
  // Ranges, and the filters a shopper makes of them, are inclusive: a value on a bound counts in
  // both ranges that share it, so each count is what choosing that range returns. An object
  // counts once per range even when its variants hold several values: the ranges it counted
  // in are bits of `mask` (a nice step over the spread leaves at most 6 ranges).
  let last: Doc | undefined;
  let mask = 0;
  const add = (b: number) => {
    if (mask & (1 << b)) return;
    mask |= 1 << b;
    counts[b]++;
  };
  forValues(docs, name, source, (v, doc) => {
    if (typeof v !== 'number') return;
    if (doc !== last) {
      last = doc;
      mask = 0;
    }
    const q = (v - start) / step;
    const b = Math.floor(q + 1e-9);
    add(Math.min(buckets - 1, b));
    if (q - b < 1e-9 && b >= 1 && b < buckets) add(b - 1);
  });
  const values: Array<[string, number]> = [];
  counts.forEach((count, i) => {
    if (count) values.push([`${round(start + i * step)}|${round(start + (i + 1) * step)}`, count]);
  });
  return { name, type: 'float', values: normalized(values) };
}

function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const f = raw / magnitude;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * magnitude;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function normalized(values: Array<[string, number]>): Facet['values'] {
  const max = Math.max(1, ...values.map((v) => v[1]));
  return values.map(([value, hits_count]) => ({ value, hits_count, normalized_hits_count: round(hits_count / max) }));
}

/**
 * Fields worth offering as facets for these results, best first: present on most of
 * them, with between 2 and 40 distinct values, the most evenly spread first.
 */
export function dynamicFacetFields(docs: Doc[], exclude: Set<string>): string[] {
  const sample = docs.slice(0, 300);
  if (sample.length < 2) return [];
  const stats = new Map<string, Map<string, number>>();
  for (const doc of sample) {
    for (const [key, value] of Object.entries(doc.fields)) {
      if (NOT_DYNAMIC.has(key) || exclude.has(key) || key.includes('.')) continue;
      const list = Array.isArray(value) ? value : [value];
      let m = stats.get(key);
      if (!m) stats.set(key, (m = new Map()));
      for (const v of list) {
        if (v === null || typeof v === 'object') continue;
        const k = typeof v === 'number' ? 'n' : String(v);
        m.set(k, (m.get(k) ?? 0) + 1);
      }
    }
  }
  const scored: Array<[string, number]> = [];
  for (const [field, values] of stats) {
    const total = [...values.values()].reduce((a, b) => a + b, 0);
    const numeric = values.has('n') && values.size === 1;
    if (total < sample.length * 0.5) continue;
    if (numeric) {
      scored.push([field, 1]);
      continue;
    }
    if (values.size < 2 || values.size > 40) continue;
    let entropy = 0;
    for (const count of values.values()) entropy -= (count / total) * Math.log2(count / total);
    scored.push([field, entropy]);
  }
  return scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([field]) => field);
}
