/**
 * Per-request adjustments of the relevance order (a shopper's taste, `context[boost_field]`,
 * `context[freshness_field]`): each is a factor per object, from 1 (no change) to its `max`.
 *
 * The relevance order gives the object at rank i (from 0) the score 1 / (i + RANK_K); the
 * factors multiply it, and the objects are sorted again by the product. So an object with a
 * factor of 2 ranks as if it stood about half as far down (rank 12 moves to about rank 1,
 * rank 100 to about 45), ahead of objects no factor favours; relevance still decides most.
 *
 * Because every factor is bounded, an object can rise only so far: the first `shown` of the
 * new order lie within the first window(shown) of the old one. Only that window is read and
 * sorted, so the adjustment costs what a page shows, not what the query matched.
 */
import type { Doc } from './doc.js';

export interface RankFactor {
  /** The object's factor, from 1 to `max`. */
  of(doc: Doc): number;
  readonly max: number;
}

/** How far down the relevance order's head a score reaches (as rank fusion's k). */
const RANK_K = 10;

/** How many objects of the relevance order hold the first `shown` of the adjusted order. */
export function rerankWindow(shown: number, factors: readonly RankFactor[]): number {
  const max = factors.reduce((product, f) => product * f.max, 1);
  return Math.ceil(max * (shown + RANK_K)) - RANK_K;
}

/** Puts the first window(shown) of `docs` in adjusted order, in place (the rest stays as it was); ties keep the relevance order. */
export function rerank(docs: Doc[], factors: readonly RankFactor[], shown: number): void {
  if (!factors.length || docs.length < 2) return;
  const n = Math.min(docs.length, rerankWindow(shown, factors));
  const keys = new Float64Array(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    let factor = 1;
    for (const f of factors) factor *= f.of(docs[i]);
    keys[i] = (i + RANK_K) / factor;
    order.push(i);
  }
  order.sort((a, b) => keys[a] - keys[b] || a - b);
  const head = order.map((i) => docs[i]);
  for (let i = 0; i < n; i++) docs[i] = head[i];
}
