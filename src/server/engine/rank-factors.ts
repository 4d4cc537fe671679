/**
 * The factors that adjust a request's relevance order (rerank.ts), each read from the
 * index's columns for the objects of the window only:
 *
 * - a shopper's affinities (analytics/taste.ts): 1 + the affinities, each (0 to 1) times
 *   its field's weight;
 * - `context[boost_field]`: the field's number, 0 to 3, gives ×1 to ×2;
 * - `context[freshness_field]`: an ISO 8601 date; today gives ×2, a month ago ×1.5, and the
 *   bonus halves every further FRESHNESS_HALF_LIFE_DAYS (a date in the future counts as today).
 *
 * An object without the field (or with a value of the wrong kind) keeps ×1. With several
 * values (an array, variants), the one that gives most counts.
 */
import type { Doc } from './doc.js';
import type { ValueSource } from './filters.js';
import type { RankFactor } from './rerank.js';

/** Days after which a date's freshness bonus has halved. */
export const FRESHNESS_HALF_LIFE_DAYS = 30;
/** The range of `context[boost_field]` values. */
export const MAX_BOOST_VALUE = 3;
const DAY_MS = 24 * 3600_000;

/** Affinities (0 to 1) per value of some fields, and what each field weighs. */
export type Affinities = ReadonlyArray<{ field: string; weight: number; values: ReadonlyMap<string, number> }>;

/** The largest `score(value)` over an object's values of a field (0 when it has none). */
function best(index: ValueSource, field: string, score: (value: unknown) => number): (doc: Doc) => number {
  const column = index.column(field);
  return (doc) => {
    let top = 0;
    column.each(doc.id, (value) => {
      const s = score(value);
      if (s > top) top = s;
    });
    return top;
  };
}

/** A shopper's taste: 1 + the weighted affinities of the object's values. */
export function affinityFactor(index: ValueSource, affinities: Affinities): RankFactor {
  const parts = affinities.map(({ field, weight, values }) => ({ weight, of: best(index, field, (v) => values.get(String(v)) ?? 0) }));
  return {
    max: 1 + affinities.reduce((sum, a) => sum + a.weight, 0),
    of: (doc) => parts.reduce((factor, part) => factor + part.weight * part.of(doc), 1),
  };
}

/** `context[boost_field]`: 1 + value / 3, the value clamped to 0..3. */
export function boostFieldFactor(index: ValueSource, field: string): RankFactor {
  const of = best(index, field, (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) ? Math.min(MAX_BOOST_VALUE, Math.max(0, n)) / MAX_BOOST_VALUE : 0;
  });
  return { max: 2, of: (doc) => 1 + of(doc) };
}

/** `context[freshness_field]`: 1 + 2^(-age in days / FRESHNESS_HALF_LIFE_DAYS). */
export function freshnessFactor(index: ValueSource, field: string, now: number): RankFactor {
  const of = best(index, field, (v) => {
    const t = typeof v === 'string' ? Date.parse(v) : NaN;
    if (Number.isNaN(t)) return 0;
    return Math.pow(2, -Math.max(0, now - t) / DAY_MS / FRESHNESS_HALF_LIFE_DAYS);
  });
  return { max: 2, of: (doc) => 1 + of(doc) };
}
