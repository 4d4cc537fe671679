/**
 * One site's catalog: the stored objects plus a full-text index over them.
 *
 * Retrieval and ranking come from FlexSearch (one index per text field: prefix
 * tokenisation on short fields, whole words on long ones), chosen over MiniSearch by
 * measurement on our own catalog (bench/engines.md): MiniSearch scores every matching
 * document, which costs 10-100 ms per keystroke at 100k objects, while FlexSearch keeps
 * its postings pre-ranked. The per-field rankings are fused with reciprocal rank fusion
 * and field weights, then multiplied by a popularity boost.
 *
 * A vocabulary (MiniSearch's SearchableMap, a radix tree: term -> document frequency)
 * corrects typos *before* the query runs: a swapped pair of letters first, then the
 * most frequent term within an edit distance of 1 or 2. The correction is what
 * `corrected_query` reports.
 *
 * Very short input (one or two characters) is answered from a popularity-ordered table
 * of documents per 1- and 2-letter title-word prefix.
 */
import FlexSearch from 'flexsearch';
import type { IndexObject } from '../../core/types.js';
import { extraText, normalize, textOf, words } from './text.js';
import { FieldValues } from './values.js';
import { Vocabulary } from './vocabulary.js';
import type { Doc } from './doc.js';
import { PopularityOrder } from './popularity.js';

export { normalize, words } from './text.js';
export type { Doc } from './doc.js';

/** Object types one site may hold (a type is a byte per object in the type column). */
export const MAX_TYPES = 255;

export interface TextQuery {
  q: string;
  /** Treat the last word as a prefix (search-as-you-type). Default true. */
  prefix?: boolean;
  /** Correct typos (use_fixits). Default true. */
  fixits?: boolean;
  /** Which text fields to search; default all. */
  fields?: TextField[];
}

export interface TextMatch {
  /**
   * Every matching document id, in relevance order: the best ranked ones (top of each
   * field's ranking) by fused score, then the rest in retrieval order.
   */
  ordered: number[];
  /** True when typo correction or dropping words was needed (partial match). */
  partial: boolean;
  /** Words replaced by typo correction. */
  corrections: Array<{ from: string; to: string }>;
  /** Normalised query words after correction. */
  terms: string[];
  /** The last word when it was matched as a prefix. */
  prefixTerm?: string;
  /** `ordered` split by type, filled by SiteIndex.ofType. */
  byType?: Map<string, number[]>;
}

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
const SHORT_PREFIX = 2;

const parseTime = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined);

type FieldIndex = InstanceType<typeof FlexSearch.Index>;

export class SiteIndex {
  private readonly byId = new Map<number, Doc>();
  /** Same as byId, as an array: the lookup on every hot loop. */
  private readonly slots: Array<Doc | undefined> = [];
  /** Value index and columns per field, built on first use and kept up to date. */
  private readonly values = new FieldValues();
  private readonly byIdentity = new Map<string, number>();
  private readonly typeCounts = new Map<string, number>();
  private readonly vocabulary = new Vocabulary();
  private readonly fields = new Map<TextField, FieldIndex>();
  private nextId = 1;
  private shortTable: Map<string, number[]> | undefined;
  private readonly popular = new PopularityOrder();
  /** Counts catalog changes (upsert, remove): caches derived from the catalog compare it. */
  version = 0;
  /** Type of each id as a small number (typeNames[code]), for partitioning matches. */
  private typeCodes = new Uint8Array(1024);
  private readonly typeNames: string[] = [];
  private counts = new Uint8Array(0);
  private stamps = new Uint32Array(0);
  private scoreStamps = new Uint32Array(0);
  private scores = new Float64Array(0);
  private stampCounter = 0;

  constructor() {
    for (const field of TEXT_FIELDS) {
      this.fields.set(field, new FlexSearch.Index({
        tokenize: FIELD[field].prefix ? 'forward' : 'strict',
        // Text arrives normalised (see normalize); split on spaces only.
        encoder: { split: ' ', normalize: false, dedupe: false },
        resolution: 9,
        fastupdate: true,
        cache: false,
      }));
    }
  }

  get size(): number {
    return this.byId.size;
  }

  /** Number of stored objects per type. */
  types(): Map<string, number> {
    return this.typeCounts;
  }

  get(identity: string): Doc | undefined {
    const id = this.byIdentity.get(identity);
    return id === undefined ? undefined : this.byId.get(id);
  }

  doc(id: number): Doc | undefined {
    return this.slots[id];
  }

  /**
   * Ids of the objects having this value key in a field (on the object or a variant).
   * Keys: `s:<text>` for strings and booleans, `n:<number>` for numbers; path fields
   * (`||` steps) also under every ancestor path. See values.ts.
   */
  idsFor(field: string, key: string): ReadonlySet<number> {
    return this.values.idsFor(field, key, () => this.byId.values());
  }

  /**
   * The values of a field for every object, by id: undefined, one value, or an array of
   * the distinct values of the object and its variants. Facets, ranges and sorting read
   * this instead of each object's own fields.
   */
  column(field: string): readonly unknown[] {
    return this.values.column(field, () => this.byId.values());
  }

  /** The ids of a match that have a given type, in match order (computed once per match). */
  ofType(match: TextMatch, type: string): number[] {
    if (!match.byType) {
      const lists = this.typeNames.map((): number[] => []);
      for (const id of match.ordered) lists[this.typeCodes[id]].push(id);
      match.byType = new Map(this.typeNames.map((name, code) => [name, lists[code]]));
    }
    return match.byType.get(type) ?? [];
  }

  all(): IterableIterator<Doc> {
    return this.byId.values();
  }

  /** Every object, most popular first (popularity.ts: kept up to date as events arrive). */
  byPopularity(): readonly Doc[] {
    return this.popular.get(() => this.byId.values());
  }

  /**
   * Adds many objects; the most popular first, so that FlexSearch's insertion order
   * breaks ties in favour of popular objects.
   */
  load(objects: Iterable<IndexObject>): void {
    const list = [...objects].sort((a, b) => (Number(b.fields.popularity) || 0) - (Number(a.fields.popularity) || 0));
    for (const object of list) this.upsert(object);
    this.shortTable = this.buildShortTable();
  }

  /** Whether an object of `type` fits: a site holds at most MAX_TYPES types. */
  hasRoomFor(type: string): boolean {
    return this.typeNames.length < MAX_TYPES || this.typeNames.includes(type);
  }

  /** Adds or fully replaces an object (content update semantics); refuses, changing nothing, a type past MAX_TYPES. */
  upsert(object: IndexObject, updatedAt = new Date().toISOString()): Doc {
    if (!this.hasRoomFor(object.type)) throw new Error(`a site holds at most ${MAX_TYPES} object types`);
    this.remove(object.identity);
    const id = this.nextId++;
    const popularity = Number(object.fields.popularity);
    const doc: Doc = {
      id,
      identity: object.identity,
      type: object.type,
      fields: object.fields,
      nested: object.nested,
      generation: object.generation,
      activeFrom: parseTime(object.active_from),
      activeTo: parseTime(object.active_to),
      popularity: Number.isFinite(popularity) ? popularity : 0,
      updatedAt,
      source: object,
    };
    this.byId.set(id, doc);
    this.slots[id] = doc;
    this.setTypeCode(id, doc.type);
    this.byIdentity.set(doc.identity, id);
    this.values.add(doc);
    this.typeCounts.set(doc.type, (this.typeCounts.get(doc.type) ?? 0) + 1);
    for (const [field, text] of this.fieldTexts(doc)) {
      if (text) this.fields.get(field)!.add(id, text);
      this.vocabulary.add(text);
    }
    this.shortTable = undefined;
    this.popular.drop();
    this.version++;
    return doc;
  }

  remove(identity: string): boolean {
    const id = this.byIdentity.get(identity);
    if (id === undefined) return false;
    const doc = this.byId.get(id)!;
    for (const [field, text] of this.fieldTexts(doc)) {
      if (text) this.fields.get(field)!.remove(id);
      this.vocabulary.remove(text);
    }
    this.byId.delete(id);
    this.slots[id] = undefined;
    this.byIdentity.delete(identity);
    this.values.remove(doc);
    const left = (this.typeCounts.get(doc.type) ?? 1) - 1;
    if (left > 0) this.typeCounts.set(doc.type, left);
    else this.typeCounts.delete(doc.type);
    this.shortTable = undefined;
    this.popular.drop();
    this.version++;
    return true;
  }

  /** Adds to an object's popularity (what events tell); rankings follow on the next query. */
  bump(identity: string, delta: number): void {
    const doc = this.get(identity);
    if (!doc) return;
    doc.popularity += delta;
    this.shortTable = undefined;
    this.popular.moved(doc, delta);
  }

  /** Whether the object is searchable now (active_from / active_to). */
  isActive(doc: Doc, now = Date.now()): boolean {
    return (doc.activeFrom === undefined || doc.activeFrom <= now) && (doc.activeTo === undefined || doc.activeTo > now);
  }

  /** Full-text match with typo correction; undefined when the query has no words. */
  match(query: TextQuery): TextMatch | undefined {
    const prefix = query.prefix ?? true;
    const fixits = query.fixits ?? true;
    const terms = words(query.q).map(normalize);
    if (!terms.length) return undefined;
    const corrections: TextMatch['corrections'] = [];
    for (let i = 0; i < terms.length; i++) {
      const isLast = prefix && i === terms.length - 1;
      if (this.vocabulary.has(terms[i]) || (isLast && this.vocabulary.hasPrefix(terms[i]))) continue;
      const fix = fixits ? this.vocabulary.correct(terms[i]) : undefined;
      if (fix) {
        corrections.push({ from: terms[i], to: fix });
        terms[i] = fix;
      }
    }
    const fields = query.fields ?? TEXT_FIELDS;
    if (terms.length === 1 && prefix && terms[0].length <= SHORT_PREFIX) {
      // One or two letters: the short table is already the answer, most popular first.
      this.shortTable ??= this.buildShortTable();
      return { ordered: this.shortTable.get(terms[0]) ?? [], partial: false, corrections, terms, prefixTerm: terms[0] };
    }
    // Membership of every match is counted in typed arrays (cheap even for 50k
    // matches); only the top of each field's ranking is scored.
    const counts = this.scratch();
    const touched: number[] = [];
    const scored: number[] = [];
    const scores = this.scores;
    const scoreStamp = ++this.stampCounter;
    terms.forEach((term, i) => {
      const stamp = ++this.stampCounter;
      const asPrefix = prefix && i === terms.length - 1;
      for (const [field, ids] of this.retrieve(term, fields, asPrefix)) {
        const weight = FIELD[field].weight;
        for (let rank = 0; rank < ids.length; rank++) {
          const id = ids[rank];
          if (this.stamps[id] === stamp) continue;
          this.stamps[id] = stamp;
          if (counts[id]++ === 0) touched.push(id);
          if (rank >= SCORED_RANKS) continue;
          if (this.scoreStamps[id] !== scoreStamp) {
            this.scoreStamps[id] = scoreStamp;
            scores[id] = 0;
            scored.push(id);
          }
          scores[id] += weight / (RRF_K + rank);
        }
      }
    });
    // Every word must match; when no document has them all, keep those with most of them.
    const all = terms.length;
    let matched = touched.filter((id) => counts[id] === all);
    let partial = corrections.length > 0;
    if (!matched.length && terms.length > 1) {
      matched = touched.sort((a, b) => counts[b] - counts[a]);
      partial = true;
    }
    const head = scored.filter((id) => counts[id] === all || (partial && counts[id] > 0));
    for (const id of head) scores[id] *= this.popularityBoost(id);
    head.sort((a, b) => scores[b] - scores[a]);
    for (const id of touched) counts[id] = 0;
    const ordered = head.concat(matched.filter((id) => this.scoreStamps[id] !== scoreStamp));
    return { ordered, partial, corrections, terms, prefixTerm: prefix ? terms[terms.length - 1] : undefined };
  }

  /** Each field's ranked ids for one word (1-2 letter prefixes from the short table). */
  private retrieve(term: string, fields: readonly TextField[], asPrefix: boolean): Array<[TextField, number[]]> {
    if (asPrefix && term.length <= SHORT_PREFIX) {
      this.shortTable ??= this.buildShortTable();
      return [['title', this.shortTable.get(term) ?? []]];
    }
    const out: Array<[TextField, number[]]> = [];
    for (const field of fields) {
      // A whole-word field cannot match a partly typed word.
      if (asPrefix && !FIELD[field].prefix && !this.vocabulary.has(term)) continue;
      out.push([field, this.fields.get(field)!.search(term, { limit: this.byId.size || 1 }) as number[]]);
    }
    return out;
  }

  private setTypeCode(id: number, type: string): void {
    let code = this.typeNames.indexOf(type);
    if (code < 0) {
      code = this.typeNames.push(type) - 1;
    }
    if (id >= this.typeCodes.length) {
      const grown = new Uint8Array(Math.max(id + 1, this.typeCodes.length * 2));
      grown.set(this.typeCodes);
      this.typeCodes = grown;
    }
    this.typeCodes[id] = code;
  }

  private scratch(): Uint8Array {
    if (this.counts.length < this.nextId) {
      const size = Math.max(1024, this.nextId * 2);
      this.counts = new Uint8Array(size);
      const stamps = new Uint32Array(size);
      stamps.set(this.stamps);
      this.stamps = stamps;
      const scoreStamps = new Uint32Array(size);
      scoreStamps.set(this.scoreStamps);
      this.scoreStamps = scoreStamps;
      this.scores = new Float64Array(size);
    }
    return this.counts;
  }

  private popularityBoost(id: number): number {
    const doc = this.slots[id];
    return doc ? 1 + Math.log10(1 + Math.max(0, doc.popularity)) / 4 : 1;
  }

  private buildShortTable(): Map<string, number[]> {
    const table = new Map<string, number[]>();
    for (const doc of this.byPopularity()) {
      const seen = new Set<string>();
      for (const word of words(textOf(doc.fields.title)).map(normalize)) {
        for (let n = 1; n <= SHORT_PREFIX && n <= word.length; n++) seen.add(word.slice(0, n));
      }
      for (const p of seen) {
        let list = table.get(p);
        if (!list) table.set(p, (list = []));
        list.push(doc.id);
      }
    }
    return table;
  }

  /** The normalised text of each field, words joined by single spaces. */
  private fieldTexts(doc: Doc): Array<[TextField, string]> {
    return TEXT_FIELDS.map((field) => {
      const raw = field === 'extra' ? extraText(doc) : textOf(doc.fields[field]);
      return [field, words(raw).map(normalize).join(' ')];
    });
  }
}
