/**
 * Full-text matching of a query against a site's postings (postings.ts): typo correction
 * against the vocabulary (the words of the types asked for), then each word's ranked
 * objects per text field, fused.
 *
 * - A word matches in the short fields as a prefix of their words (the lists of its
 *   completions, merged in rank order), in the description as a whole word; a 1-2 letter
 *   last word comes from the short-prefix table (short-table.ts).
 * - Every word must match; when no object has them all, those with most of them follow.
 * - Membership is counted in typed arrays (cheap even for 50k matches); only the top
 *   SCORED_RANKS of each field's ranking get a score: reciprocal rank fusion with field
 *   weights (an object scores in the first field that has the word), times a popularity
 *   boost. Scored objects come first, by score; the rest follow in retrieval order.
 */
import { ID_MASK, itemsOf, sizeOf, type FieldPostings, type List } from './postings.js';
import { SHORT_PREFIX } from './short-table.js';
import { isPair, terms as termsOf, words } from './text.js';
import type { Vocabulary } from './vocabulary.js';

export const TEXT_FIELDS = ['title', 'brand', 'categories', 'extra', 'description'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
/** Field weights in the rank fusion, and whether a field matches word prefixes. */
const FIELD: Record<TextField, { weight: number; prefix: boolean }> = {
  title: { weight: 3, prefix: true },
  brand: { weight: 2, prefix: true },
  categories: { weight: 1.5, prefix: true },
  extra: { weight: 1, prefix: true },
  description: { weight: 0.4, prefix: false },
};
/** Reciprocal rank fusion constant (the usual 60). */
const RRF_K = 60;
/** How deep into each field's ranking documents get a fused score. */
const SCORED_RANKS = 400;

export interface TextQuery {
  q: string;
  /** Treat the last word as a prefix (search-as-you-type). Default true. */
  prefix?: boolean;
  /** Correct typos (use_fixits). Default true. */
  fixits?: boolean;
  /** Which text fields to search; default all. */
  fields?: readonly TextField[];
  /** The types the request returns: a typo is corrected to a word of their objects only. Default any type. */
  types?: { has(type: string): boolean };
  /** The popularity that orders short prefixes and boosts scores (`ctx[]`); default the source's own. */
  popularity?: Pick<MatchSource, 'shortList' | 'boost'>;
}

export interface TextMatch {
  /** Every matching document id, in relevance order (see above): a typed array, off the JS heap (a match can hold most of a catalog). */
  ordered: ArrayLike<number>;
  /** True when typo correction or dropping words was needed (partial match). */
  partial: boolean;
  /** Words replaced by typo correction. */
  corrections: Array<{ from: string; to: string }>;
  /** Normalised query words after correction. */
  terms: string[];
  /** The last word when it was matched as a prefix. */
  prefixTerm?: string;
  /** `ordered` split by type, filled by SiteIndex.ofType. */
  byType?: Map<string, ArrayLike<number>>;
}

/** What matching reads of a site index. */
export interface MatchSource {
  readonly vocabulary: Vocabulary;
  postings(field: TextField): FieldPostings;
  /** Ids whose title has a word starting with a 1-2 letter prefix, most popular first. */
  shortList(prefix: string): number[];
  /** The popularity boost of an id's score. */
  boost(id: number): number;
  /** One more than the largest id. */
  readonly capacity: number;
}

export class Matcher {
  private counts = new Uint8Array(0);
  private stamps = new Uint32Array(0);
  private fieldStamps = new Uint32Array(0);
  private scoreStamps = new Uint32Array(0);
  private scores = new Float64Array(0);
  private stamp = 0;
  /** The ids a match has counted, in retrieval order: scratch for every match, sized with the others. */
  private touched = new Int32Array(0);
  private touchedCount = 0;
  private scored: number[] = [];

  constructor(private readonly source: MatchSource) {}

  /** Sizes the scratch arrays for every id of the source (done at load, so that no query pays for it). */
  reserve(): void {
    const capacity = this.source.capacity;
    if (this.counts.length >= capacity) return;
    const size = Math.max(1024, capacity * 2);
    this.counts = new Uint8Array(size);
    const grow = (old: Uint32Array) => {
      const next = new Uint32Array(size);
      next.set(old);
      return next;
    };
    this.stamps = grow(this.stamps);
    this.fieldStamps = grow(this.fieldStamps);
    this.scoreStamps = grow(this.scoreStamps);
    this.scores = new Float64Array(size);
    this.touched = new Int32Array(size);
  }

  /** Full-text match with typo correction; undefined when the query has no words. */
  match(query: TextQuery): TextMatch | undefined {
    const { vocabulary } = this.source;
    const popularity = query.popularity ?? this.source;
    const prefix = query.prefix ?? true;
    const fixits = query.fixits ?? true;
    // Each word once, at most 255 (the counts are bytes): a pasted paragraph of Japanese is hundreds of pairs.
    const terms = [...new Set(termsOf(query.q))].slice(0, 255);
    if (!terms.length) return undefined;
    const corrections: TextMatch['corrections'] = [];
    for (let i = 0; i < terms.length; i++) {
      const isLast = prefix && i === terms.length - 1;
      if (vocabulary.has(terms[i]) || (isLast && vocabulary.hasPrefix(terms[i]))) continue;
      const fix = fixits ? vocabulary.correct(terms[i], query.types) : undefined;
      if (fix) {
        corrections.push({ from: terms[i], to: fix });
        terms[i] = fix;
      }
    }
    const prefixTerm = prefix ? terms[terms.length - 1] : undefined;
    // (A pair of Chinese or Japanese letters is a whole word of the index, whatever comes after it: looked up in every field.)
    const asPrefix = (i: number) => prefix && i === terms.length - 1 && !isPair(terms[i]);
    if (terms.length === 1 && asPrefix(0) && terms[0].length <= SHORT_PREFIX) {
      // One or two letters: the short table is already the answer, most popular first.
      return { ordered: popularity.shortList(terms[0]), partial: false, corrections, terms, prefixTerm };
    }
    this.reserve();
    if (this.stamp > 0x7fff0000) {
      // The stamps would wrap around: start them again.
      for (const stamps of [this.stamps, this.fieldStamps, this.scoreStamps]) stamps.fill(0);
      this.stamp = 0;
    }
    const { counts, scoreStamps, scores } = this;
    this.touchedCount = 0;
    this.scored = [];
    const scoreStamp = ++this.stamp;
    const fields = query.fields ?? TEXT_FIELDS;
    terms.forEach((term, i) => this.scanTerm(term, fields, asPrefix(i), scoreStamp, popularity));
    const { touched, touchedCount: n, scored } = this;
    // Every word must match; when no document has them all, keep those with most of them.
    const all = terms.length;
    let full = 0;
    for (let i = 0; i < n; i++) if (counts[touched[i]] === all) full++;
    const most = full === 0 && terms.length > 1;
    const partial = corrections.length > 0 || most;
    // One word of Chinese or Japanese ("ソニーヘッドホン", typed without a space) has a pair
    // across the words it holds (ーヘ) that the object may lack: without all, three quarters of
    // its pairs, not any one of them (ソニ alone would bring パナソニック). Words typed with
    // spaces keep the usual fallback.
    const least = most && words(query.q).length === 1 && terms.some(isPair) ? Math.ceil(all * 0.75) : 1;
    const head = scored.filter((id) => counts[id] === all || (partial && counts[id] >= least));
    for (const id of head) scores[id] *= popularity.boost(id);
    head.sort((a, b) => scores[b] - scores[a]);
    // The rest after the scored head, in retrieval order (those with most words first when
    // none has them all), written once into an array of their exact length: at a million
    // objects a match can hold hundreds of thousands, and growing arrays were most of what
    // a keystroke allocated.
    const rest = (id: number) => scoreStamps[id] !== scoreStamp;
    let length = head.length;
    for (let i = 0; i < n; i++) if (rest(touched[i]) && (most ? counts[touched[i]] >= least : counts[touched[i]] === all)) length++;
    const ordered = new Int32Array(length);
    ordered.set(head);
    let at = head.length;
    for (let words = most ? all - 1 : all; words >= least && at < length; words--) {
      for (let i = 0; i < n; i++) if (counts[touched[i]] === words && rest(touched[i])) ordered[at++] = touched[i];
    }
    for (let i = 0; i < n; i++) counts[touched[i]] = 0;
    return { ordered, partial, corrections, terms, prefixTerm };
  }

  /** Counts and scores one word's objects in each field. */
  private scanTerm(term: string, fields: readonly TextField[], asPrefix: boolean, scoreStamp: number, popularity: Pick<MatchSource, 'shortList'>): void {
    const stamp = ++this.stamp;
    if (asPrefix && term.length <= SHORT_PREFIX) {
      const ids = popularity.shortList(term);
      for (let rank = 0; rank < ids.length; rank++) this.visit(ids[rank], rank, stamp, scoreStamp, FIELD.title.weight);
      return;
    }
    let completions: string[] | undefined;
    for (const field of fields) {
      const postings = this.source.postings(field).lists;
      const weight = FIELD[field].weight;
      if (!FIELD[field].prefix) {
        // A whole-word field cannot match a partly typed word.
        if (asPrefix && !this.source.vocabulary.has(term)) continue;
        const list = postings.get(term);
        if (list) this.scanList(list, stamp, scoreStamp, weight);
        continue;
      }
      completions ??= this.source.vocabulary.completions(term);
      const lists: List[] = [];
      for (const word of completions) {
        const list = postings.get(word);
        if (list) lists.push(list);
      }
      if (lists.length === 1) this.scanList(lists[0], stamp, scoreStamp, weight);
      else if (lists.length > 1) this.scanMerged(lists, stamp, scoreStamp, weight);
    }
  }

  private scanList(list: List, stamp: number, scoreStamp: number, weight: number): void {
    const a = itemsOf(list);
    for (let rank = 0, n = sizeOf(list); rank < n; rank++) this.visit(a[rank] & ID_MASK, rank, stamp, scoreStamp, weight);
  }

  /**
   * The lists of several completions as one ranking: merged in posting order (an object
   * ranks at its best posting) for the scored top, then the rest list by list.
   */
  private scanMerged(lists: List[], stamp: number, scoreStamp: number, weight: number): void {
    const fieldStamp = ++this.stamp;
    const k = lists.length;
    const at = new Int32Array(k);
    const sizes = lists.map(sizeOf);
    const items = lists.map(itemsOf);
    for (let rank = 0; rank < SCORED_RANKS;) {
      let best = -1;
      let bestValue = Infinity;
      for (let j = 0; j < k; j++) {
        if (at[j] < sizes[j] && items[j][at[j]] < bestValue) [best, bestValue] = [j, items[j][at[j]]];
      }
      if (best < 0) return;
      at[best]++;
      const id = bestValue & ID_MASK;
      if (this.fieldStamps[id] === fieldStamp) continue;
      this.fieldStamps[id] = fieldStamp;
      this.visit(id, rank++, stamp, scoreStamp, weight);
    }
    for (let j = 0; j < k; j++) {
      const a = items[j];
      for (let i = at[j]; i < sizes[j]; i++) this.visit(a[i] & ID_MASK, SCORED_RANKS, stamp, scoreStamp, weight);
    }
  }

  private visit(id: number, rank: number, stamp: number, scoreStamp: number, weight: number): void {
    if (this.stamps[id] === stamp) return;
    this.stamps[id] = stamp;
    if (this.counts[id]++ === 0) this.touched[this.touchedCount++] = id;
    if (rank >= SCORED_RANKS) return;
    if (this.scoreStamps[id] !== scoreStamp) {
      this.scoreStamps[id] = scoreStamp;
      this.scores[id] = 0;
      this.scored.push(id);
    }
    this.scores[id] += weight / (RRF_K + rank);
  }
}
