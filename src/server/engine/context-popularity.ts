/**
 * Popularity per context (`ctx[]`, query-api.md 4.1): events carry a `context` object
 * (`{ "warehouse": "berlin" }`), and each of its `key:value` pairs learns a popularity of
 * its own: the catalog's `popularity` plus what the events of that context added. A request
 * with `ctx[]=warehouse:berlin` ranks by it; a context no event has named yet falls back to
 * everyone's popularity. Several pairs (`ctx[]=warehouse:berlin&ctx[]=segment:b2b`) add up.
 *
 * What events add is kept per pair and object id (sparse: only objects the context's events
 * touched). The orders a context ranks by (every object, and the 1-2 letter prefix lists)
 * are made when a request first asks for that context and then kept up to date as its
 * events arrive, as the global ones are (popularity.ts); at most MAX_VIEWS contexts keep
 * them, the least recently asked for giving way.
 */
import type { Doc } from './doc.js';
import { boostOf, PopularityOrder, type Popularity } from './popularity.js';

/** Contexts (combinations of pairs) whose orders are kept. */
const MAX_VIEWS = 16;

/** What the contextual orders read of the index. */
export interface ContextSource {
  /** Every object (the order of a new context is sorted from them). */
  all(): Doc[];
  doc(id: number): Doc | undefined;
  /** Everyone's popularity: its prefix lists are the ones a context sorts a copy of. */
  readonly global: Popularity;
}

class ContextView implements Popularity {
  /** Counts the events of the view's pairs: its prefix lists sort again after one. */
  version = 0;
  readonly ranking: PopularityOrder;
  private readonly short = new Map<string, { source: number[]; version: number; ids: number[] }>();

  constructor(readonly pairs: readonly string[], private readonly added: ReadonlyArray<Map<number, number>>, private readonly source: ContextSource) {
    this.ranking = new PopularityOrder((doc) => this.of(doc));
  }

  of(doc: Doc): number {
    let popularity = doc.basePopularity;
    for (const added of this.added) popularity += added.get(doc.id) ?? 0;
    return popularity;
  }

  order(): readonly Doc[] {
    return this.ranking.get(() => this.source.all());
  }

  inOrder(ids: Iterable<number>): Doc[] {
    this.order();
    return this.ranking.docsOf(ids);
  }

  shortList(prefix: string): number[] {
    // A copy of everyone's list (live ids, up to date with writes), sorted by this context.
    const source = this.source.global.shortList(prefix);
    let entry = this.short.get(prefix);
    if (entry?.source !== source || entry.version !== this.version) {
      const popularity = (id: number) => this.of(this.source.doc(id)!);
      const keys = new Map(source.map((id) => [id, popularity(id)]));
      entry = { source, version: this.version, ids: [...source].sort((a, b) => keys.get(b)! - keys.get(a)! || a - b) };
      this.short.set(prefix, entry);
    }
    return entry.ids;
  }

  boost(id: number): number {
    const doc = this.source.doc(id);
    return doc ? boostOf(this.of(doc)) : 1;
  }
}

export class ContextPopularity {
  /** What events added, per pair, by object id. */
  private readonly byPair = new Map<string, Map<number, number>>();
  /** Views by their pairs (sorted, joined), least recently asked for first. */
  private readonly views = new Map<string, ContextView>();

  constructor(private readonly source: ContextSource) {}

  /** An event of these context pairs added `delta` to an object's popularity. */
  bump(doc: Doc, delta: number, pairs: readonly string[]): void {
    for (const pair of pairs) {
      let added = this.byPair.get(pair);
      if (!added) this.byPair.set(pair, (added = new Map()));
      added.set(doc.id, (added.get(doc.id) ?? 0) + delta);
    }
    for (const view of this.views.values()) {
      if (!view.pairs.some((pair) => pairs.includes(pair))) continue;
      view.version++;
      view.ranking.moved(doc, delta);
    }
  }

  /** A new object takes its place in the contexts' orders. */
  added(doc: Doc): void {
    for (const view of this.views.values()) view.ranking.added(doc);
  }

  /** An object gone leaves the contexts' orders. */
  removed(doc: Doc): void {
    for (const view of this.views.values()) view.ranking.removed(doc);
  }

  /** The popularity of these pairs (`key:value`); undefined when no event named any of them (then everyone's counts). */
  view(pairs: readonly string[]): Popularity | undefined {
    const known = [...new Set(pairs)].filter((pair) => this.byPair.has(pair)).sort();
    if (!known.length) return undefined;
    const key = known.join('\n');
    let view = this.views.get(key);
    if (view) this.views.delete(key);
    else {
      view = new ContextView(known, known.map((pair) => this.byPair.get(pair)!), this.source);
      if (this.views.size >= MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    }
    this.views.set(key, view);
    return view;
  }
}
