/**
 * The words of a site's catalog with their document frequencies, in a radix tree
 * (MiniSearch's SearchableMap), for prefix checks and typo correction before a query runs.
 */
import SearchableMap from 'minisearch/SearchableMap';

export class Vocabulary {
  private readonly terms = new SearchableMap<number>();

  /** Counts the words of one field's normalised text (words separated by spaces). */
  add(text: string): void {
    for (const term of text.split(' ')) if (term) this.terms.update(term, (n = 0) => n + 1);
  }

  remove(text: string): void {
    for (const term of text.split(' ')) {
      if (!term) continue;
      const n = (this.terms.get(term) ?? 1) - 1;
      if (n > 0) this.terms.set(term, n);
      else this.terms.delete(term);
    }
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  hasPrefix(term: string): boolean {
    for (const _ of this.terms.atPrefix(term).keys()) return true;
    return false;
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
      if (distance < bestDistance || (distance === bestDistance && freq > bestFreq)) {
        [best, bestFreq, bestDistance] = [candidate, freq, distance];
      }
    }
    return best;
  }
}
