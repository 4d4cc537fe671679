/**
 * The text side of a catalog load, where a build spends most of its time: every word
 * gets a number the first time it is seen (one Map lookup per occurrence serves both the
 * vocabulary's count and the postings), postings are appended per field and word, and
 * `finish` hands each field its lists, moved to the final ids and sorted, and the
 * vocabulary its counts (by object type). Writes after the load go to FieldPostings and
 * Vocabulary directly.
 */
import { append, ID_BITS, ID_MASK, itemsOf, sizeOf, slotOf, type FieldPostings, type List } from './postings.js';
import { withPair, type TypeCounts, type Vocabulary } from './vocabulary.js';

export class BulkText {
  private readonly numbers = new Map<string, number>();
  private readonly words: string[] = [];
  /** Object types by code, in the order first seen. */
  private readonly types: string[] = [];
  /** Per type code, per word number: how often the word occurs in objects of that type. */
  private counts: Int32Array[] = [];
  /** Per field, per word number: its postings so far (unsorted, load ids). */
  private readonly lists: Array<Array<List | undefined>>;
  /** Per word number: the last text it was seen in (to keep a word's first occurrence only). */
  private seen = new Int32Array(1024);
  private text = 0;
  private scratch = new Int32Array(256);

  constructor(fields: number) {
    this.lists = Array.from({ length: fields }, () => []);
  }

  /** Object `id`'s words, per field (texts[field] in order, repeats kept); the object is of `type`. */
  add(id: number, texts: readonly string[][], type: string): void {
    const code = this.codeOf(type);
    for (let f = 0; f < texts.length; f++) {
      const terms = texts[f];
      if (!terms.length) continue;
      if (terms.length > this.scratch.length) this.scratch = new Int32Array(terms.length * 2);
      const numbers = this.scratch;
      let distinct = 0;
      const first = ++this.text;
      for (let i = 0; i < terms.length; i++) {
        const n = this.numberOf(terms[i]);
        numbers[i] = n;
        this.counts[code][n]++;
        if (this.seen[n] !== first) {
          this.seen[n] = first;
          distinct++;
        }
      }
      const lists = this.lists[f];
      const placed = ++this.text;
      for (let i = 0, k = 0; i < terms.length; i++) {
        const n = numbers[i];
        if (this.seen[n] === placed) continue;
        this.seen[n] = placed;
        lists[n] = append(lists[n], slotOf(k++, distinct) << ID_BITS | id);
      }
    }
  }

  /** A replaced object's words leave the counts (its postings go at `finish`, with its id); the object is of `type`. */
  remove(texts: readonly string[][], type: string): void {
    const code = this.codeOf(type);
    for (const terms of texts) for (const term of terms) this.counts[code][this.numberOf(term)]--;
  }

  /** Gives every field its postings, ids moved to `newId[id]` (-1 drops one) and sorted, and the vocabulary its words. */
  finish(newId: Int32Array, fields: readonly FieldPostings[], vocabulary: Vocabulary): void {
    this.lists.forEach((lists, f) => {
      lists.forEach((list, n) => {
        if (!list) return;
        const a = itemsOf(list);
        const out = new Uint32Array(sizeOf(list));
        let m = 0;
        for (let i = 0; i < out.length; i++) {
          const id = newId[a[i] & ID_MASK];
          if (id >= 0) out[m++] = (a[i] & ~ID_MASK) | id;
        }
        if (m) fields[f].restore(this.words[n], out.subarray(0, m).sort());
      });
    });
    const entries: Array<[string, TypeCounts]> = [];
    this.words.forEach((word, n) => {
      let counts: TypeCounts | undefined;
      this.counts.forEach((byWord, code) => {
        if (byWord[n] > 0) counts = withPair(counts, code, byWord[n]);
      });
      if (counts) entries.push([word, counts]);
    });
    vocabulary.restore(this.types, entries);
  }

  private codeOf(type: string): number {
    let code = this.types.indexOf(type);
    if (code < 0) {
      code = this.types.push(type) - 1;
      this.counts.push(new Int32Array(this.seen.length));
    }
    return code;
  }

  private numberOf(word: string): number {
    let n = this.numbers.get(word);
    if (n === undefined) {
      n = this.words.push(word) - 1;
      this.numbers.set(word, n);
      if (n >= this.seen.length) {
        const grow = (old: Int32Array) => {
          const grown = new Int32Array(old.length * 2);
          grown.set(old);
          return grown;
        };
        this.seen = grow(this.seen);
        this.counts = this.counts.map(grow);
      }
    }
    return n;
  }
}
