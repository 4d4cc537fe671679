/**
 * Very short input (one or two characters) is answered from a table of objects per 1- and
 * 2-letter prefix of their title words, most popular first: matching so short a prefix
 * would otherwise merge most of the catalog's postings. Writes add an object to its
 * prefixes' lists; a list is sorted again (and objects gone since dropped from it) when
 * it is next read after a write or a change of popularity.
 */

export const SHORT_PREFIX = 2;

interface Entry {
  ids: number[];
  /** The popularity version the list was sorted at; -1 after its members changed. */
  sorted: number;
}

/** The distinct 1- and 2-letter prefixes of some words. */
export function shortPrefixes(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const word of words) for (let n = 1; n <= SHORT_PREFIX && n <= word.length; n++) out.add(word.slice(0, n));
  return out;
}

export class ShortTable {
  readonly lists = new Map<string, Entry>();

  /** Object `id`, whose title has these words, joins its prefixes' lists. */
  add(id: number, titleWords: readonly string[]): void {
    for (const prefix of shortPrefixes(titleWords)) {
      const entry = this.lists.get(prefix);
      if (entry) {
        entry.ids.push(id);
        entry.sorted = -1;
      } else this.lists.set(prefix, { ids: [id], sorted: -1 });
    }
  }

  /** Object `id` is gone: its lists drop it when next sorted. */
  removed(titleWords: readonly string[]): void {
    for (const prefix of shortPrefixes(titleWords)) {
      const entry = this.lists.get(prefix);
      if (entry) entry.sorted = -1;
    }
  }

  /** Sets a list whose ids are in order as of `version`. */
  set(prefix: string, ids: number[], version: number): void {
    this.lists.set(prefix, { ids, sorted: version });
  }

  /** Declares every list in order as of `version` (their ids ascending are popularity order). */
  markSorted(version: number): void {
    for (const entry of this.lists.values()) entry.sorted = version;
  }

  /**
   * The list of a prefix in popularity order, as of popularity `version`: sorted again
   * with `order` (which also drops ids gone) when out of date.
   */
  get(prefix: string, version: number, order: (ids: number[]) => number[]): number[] | undefined {
    const entry = this.lists.get(prefix);
    if (!entry) return undefined;
    if (entry.sorted !== version) {
      entry.ids = order(entry.ids);
      entry.sorted = version;
      if (!entry.ids.length) this.lists.delete(prefix);
    }
    return entry.ids;
  }
}
