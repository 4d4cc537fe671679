/**
 * A shopper's taste, for personalized ranking (docs/server.md, "Personalization"): what
 * their events (views, clicks, add-to-carts, purchases) say they like, per brand and per
 * primary category (`category_path`) of the objects they touched.
 *
 * - Each event adds its weight (the popularity weights: view 1, click 3, other conversions
 *   5, purchase 10 per line) to the values of the object it names.
 * - Interest decays: it halves every TASTE_HALF_LIFE_DAYS since the event.
 * - An interest of weight w is an affinity of w / (w + TASTE_HALF_SATURATION): one view
 *   0.09, a view, a click, an add-to-cart and a purchase 0.66, four such products 0.88.
 * - Each shopper keeps at most MAX_INTERESTS values per field: a new value takes the place
 *   of the weakest one when that one is weaker, so memory stays bounded.
 *
 * A request's taste merges the shoppers its identities name (a customer's and a device's),
 * adding their interests; the ranking factor it gives is in engine/rank-factors.ts.
 */
import type { Affinities } from '../engine/rank-factors.js';

export const TASTE_HALF_LIFE_DAYS = 30;
export const TASTE_HALF_SATURATION = 10;
const MAX_INTERESTS = 32;
const HALF_LIFE_MS = TASTE_HALF_LIFE_DAYS * 24 * 3600_000;

/** The fields a taste learns, and what each weighs in the ranking factor (together at most ×3). */
export const TASTE_FIELDS = [
  { field: 'brand', weight: 1.4 },
  { field: 'category_path', weight: 0.6 },
] as const;

/** A weight, given at `at`, decayed to `now`. */
const decayed = (score: number, at: number, now: number) => score * Math.pow(2, -Math.max(0, now - at) / HALF_LIFE_MS);

interface Interest {
  /** Index in TASTE_FIELDS. */
  field: number;
  value: string;
  /** The weight as of `at`. */
  score: number;
  at: number;
}

export class Taste {
  private readonly interests: Interest[] = [];

  /** An event of `weight` on an object; `valuesOf(field)` gives the object's values of a field. */
  add(valuesOf: (field: string) => readonly string[], weight: number, now: number): void {
    TASTE_FIELDS.forEach(({ field }, f) => {
      for (const value of valuesOf(field)) this.addOne(f, value, weight, now);
    });
  }

  private addOne(field: number, value: string, weight: number, now: number): void {
    const mine = this.interests.filter((i) => i.field === field);
    const known = mine.find((i) => i.value === value);
    if (known) {
      known.score = decayed(known.score, known.at, now) + weight;
      known.at = now;
      return;
    }
    if (mine.length < MAX_INTERESTS) {
      this.interests.push({ field, value, score: weight, at: now });
      return;
    }
    const strength = (i: Interest) => decayed(i.score, i.at, now);
    const weakest = mine.reduce((a, b) => (strength(b) < strength(a) ? b : a));
    if (strength(weakest) > weight) return;
    Object.assign(weakest, { value, score: weight, at: now });
  }

  /** The affinities of several shoppers' tastes together, at `now`; undefined when they hold nothing. */
  static affinities(tastes: readonly Taste[], now: number): Affinities | undefined {
    const sums = TASTE_FIELDS.map(() => new Map<string, number>());
    for (const taste of tastes) {
      for (const { field, value, score, at } of taste.interests) sums[field].set(value, (sums[field].get(value) ?? 0) + decayed(score, at, now));
    }
    if (sums.every((m) => !m.size)) return undefined;
    return TASTE_FIELDS.map(({ field, weight }, f) => ({
      field, weight, values: new Map([...sums[f]].map(([value, score]) => [value, score / (score + TASTE_HALF_SATURATION)])),
    }));
  }
}
