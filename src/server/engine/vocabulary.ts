/**
 * The words of a site's catalog with how often they occur in the objects of each type
 * (every occurrence in every text field), in a radix tree (MiniSearch's SearchableMap), for
 * prefix checks, prefix completion and typo correction before a query runs.
 *
 * The counts are kept by type so that a correction can be a word of the types a request
 * returns: a search for items is not "corrected" to a word only stores have (the demo's
 * stores name streets and towns). A word's counts are pairs of a type code and a count,
 * `[code, count, code, count, …]`: most words have one type, so most hold one pair (an
 * array of 2 is 72 bytes; withPair makes them at their exact size, where V8 gives an array
 * pushed to room for 16 more, twice that).
 *
 * Answers never depend on the tree's insertion history (a restored vocabulary is built
 * in another order than a live one): completions are sorted, and ties in correction go
 * to the alphabetically first word.
 */
import SearchableMap from 'minisearch/SearchableMap';

/** A word's counts by type: type code, count, type code, count, … (a count is never 0). */
export type TypeCounts = number[];

export class Vocabulary {
  private terms = new SearchableMap<TypeCounts>();
  /** Type names by code, in the order first seen (a site holds at most 255 types). */
  private names: string[] = [];
  private readonly codes = new Map<string, number>();

  /** Counts `words`, the words of a text of an object of `type`. */
  add(words: readonly string[], type: string): void {
    const code = this.codeOf(type);
    for (const word of words) {
      this.terms.update(word, (counts) => {
        const at = counts ? pairOf(counts, code) : -1;
        if (at < 0) return withPair(counts, code, 1);
        counts![at + 1]++;
        return counts!;
      });
    }
  }

  remove(words: readonly string[], type: string): void {
    const code = this.codes.get(type);
    if (code === undefined) return;
    for (const word of words) {
      const counts = this.terms.get(word);
      const at = counts ? pairOf(counts, code) : -1;
      if (at < 0) continue;
      if (counts![at + 1] > 1) counts![at + 1]--;
      else if (counts!.length > 2) counts!.splice(at, 2);
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

  /** The type names the codes of `entries()` stand for, for a snapshot. */
  types(): readonly string[] {
    return this.names;
  }

  /** Every word with its counts by type code (`types()`), for a snapshot. */
  entries(): IterableIterator<[string, TypeCounts]> {
    return this.terms.entries();
  }

  /** Replaces the vocabulary with `entries`, their codes standing for `types` (from a snapshot, or counted by a load). */
  restore(types: readonly string[], entries: Iterable<[string, TypeCounts]>): void {
    this.names = [...types];
    this.codes.clear();
    this.names.forEach((name, code) => this.codes.set(name, code));
    this.terms = SearchableMap.from(entries);
  }

  /**
   * Best replacement for an unknown word: a swapped letter pair first, then edit distance,
   * then the most frequent. Only words that objects of `types` have (default: any type)
   * are candidates, counted in those objects only.
   */
  correct(term: string, types?: { has(type: string): boolean }): string | undefined {
    if (term.length < 3 || /^\d+$/.test(term)) return undefined;
    let allowed: Uint8Array | undefined;
    if (types) {
      allowed = new Uint8Array(this.names.length);
      this.names.forEach((name, code) => (allowed![code] = types.has(name) ? 1 : 0));
    }
    const frequency = (counts: TypeCounts | undefined) => {
      let n = 0;
      if (counts) for (let i = 0; i < counts.length; i += 2) if (!allowed || allowed[counts[i]]) n += counts[i + 1];
      return n;
    };
    let best: string | undefined;
    let bestFreq = 0;
    for (let i = 0; i < term.length - 1; i++) {
      const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
      const freq = frequency(this.terms.get(swapped));
      if (freq > bestFreq) [best, bestFreq] = [swapped, freq];
    }
    if (best) return best;
    const maxDistance = term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
    if (!maxDistance) return undefined;
    let bestDistance = Infinity;
    for (const [candidate, [counts, distance]] of this.terms.fuzzyGet(term, maxDistance)) {
      const freq = frequency(counts);
      if (!freq) continue;
      const better = distance < bestDistance || (distance === bestDistance && (freq > bestFreq || (freq === bestFreq && candidate < best!)));
      if (better) [best, bestFreq, bestDistance] = [candidate, freq, distance];
    }
    return best;
  }

  private codeOf(type: string): number {
    let code = this.codes.get(type);
    if (code === undefined) this.codes.set(type, (code = this.names.push(type) - 1));
    return code;
  }
}

/** `counts` and a pair more, in an array of its exact size. */
export function withPair(counts: TypeCounts | undefined, code: number, count: number): TypeCounts {
  return counts ? counts.concat(code, count) : [code, count];
}

/** Where the pair of type `code` starts in `counts`; -1 when it has none. */
function pairOf(counts: TypeCounts, code: number): number {
  for (let i = 0; i < counts.length; i += 2) if (counts[i] === code) return i;
  return -1;
}
