/**
 * The words of a site's catalog with how often they occur (every occurrence in every
 * text field), in a radix tree (MiniSearch's SearchableMap), for prefix checks, prefix
 * completion and typo correction before a query runs.
 *
 * Answers never depend on the tree's insertion history (a restored vocabulary is built
 * in another order than a live one): completions are sorted, and ties in correction go
 * to the alphabetically first word.
 */
import SearchableMap from 'minisearch/SearchableMap';

export class Vocabulary {
  private terms = new SearchableMap<number>();
  add(words: readonly string[]): void {
    for (const word of words) this.terms.update(word, (n = 0) => n + 1);
  }

  remove(words: readonly string[]): void {
    for (const word of words) {
      const n = this.terms.get(word) ?? 0;
      if (n > 1) this.terms.set(word, n - 1);
      else this.terms.delete(word);
    }
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  hasPrefix(term: string): boolean {
    for (const _ of this.terms.atPrefix(term).keys()) return true;
    return false;
  }

  /** The words starting with `prefix` (itself included), in alphabetical order. */
  completions(prefix: string): string[] {
    return [...this.terms.atPrefix(prefix).keys()].sort();
  }

  /** Every word with its count, for a snapshot. */
  entries(): IterableIterator<[string, number]> {
    return this.terms.entries();
  }

  /** Replaces the vocabulary with `entries` (from a snapshot, or counted by a load). */
  restore(entries: Iterable<[string, number]>): void {
    this.terms = SearchableMap.from(entries);
  }

  /** Best replacement for an unknown word: a swapped letter pair first, then edit distance. */
  correct(term: string): string | undefined {
    if (term.length < 3 || /^\d+$/.test(term)) return undefined;
    let best: string | undefined;
    let bestFreq = 0;
    for (let i = 0; i < term.length - 1; i++) {
      const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
      const freq = this.terms.get(swapped) ?? 0;
      if (freq > bestFreq) [best, bestFreq] = [swapped, freq];
    }
    if (best) return best;
    const maxDistance = term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
    if (!maxDistance) return undefined;
    let bestDistance = Infinity;
    for (const [candidate, [freq, distance]] of this.terms.fuzzyGet(term, maxDistance)) {
      const better = distance < bestDistance || (distance === bestDistance && (freq > bestFreq || (freq === bestFreq && candidate < best!)));
      if (better) [best, bestFreq, bestDistance] = [candidate, freq, distance];
    }
    return best;
  }
}
