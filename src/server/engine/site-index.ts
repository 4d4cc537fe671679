/**
 * One site's catalog: the stored objects and everything queries read of them.
 *
 * - Objects are kept as compact JSON records (records.ts), with a small Doc per object
 *   for what every query reads (identity, type, popularity, activity window).
 * - Text: one postings map per text field (postings.ts), matched by match.ts, with a
 *   vocabulary for completions and typo correction and a table for 1-2 letter prefixes.
 * - Filters, facets and sorting read dictionary-coded columns (columns.ts).
 *
 * Internal ids rank objects by popularity at load (ties: catalog order): they order each word's
 * postings, as insertion order did in FlexSearch, which this replaced (a posting per word, not per
 * prefix: a tenth of the memory; bench/results/server.md). A catalog loads in one pass with postings
 * appended, then ids are assigned and every list is sorted once; writes then insert and remove in place.
 */
import type { IndexObject } from '../../core/types.js';
import { BulkText } from './bulk-text.js';
import { ColumnStore } from './columns.js';
import { Doc } from './doc.js';
import { parseGeo, type GeoPoint } from './geo.js';
import { MAX_TYPES, ObjectTypes } from './object-types.js';
import { Matcher, TEXT_FIELDS, type MatchSource, type TextField, type TextMatch, type TextQuery } from './match.js';
import { before, boostOf, PopularityOrder, type Popularity } from './popularity.js';
import { ContextPopularity, type ContextSource } from './context-popularity.js';
import { FieldPostings, ID_MASK, itemsOf, MAX_ID, sizeOf } from './postings.js';
import { RecordStore } from './records.js';
import { shortPrefixes, ShortTable } from './short-table.js';
import { extraText, terms, textOf } from './text.js';
import { Vocabulary } from './vocabulary.js';
import type { Column } from './column.js';

export { normalize, words } from './text.js';
export { Doc } from './doc.js';
export { TEXT_FIELDS, type TextField, type TextMatch, type TextQuery } from './match.js';
export { MAX_TYPES } from './object-types.js';


/** An object to load, and where its JSON lies when it was read from a file (kept as its record, no copy). */
export interface CatalogEntry {
  object: IndexObject;
  bytes?: { buffer: Buffer; start: number; length: number };
}

export interface LoadOptions {
  /** Called every 1,000 objects with how many are in. */
  progress?: (done: number) => void;
}

const parseTime = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined);
const TITLE = TEXT_FIELDS.indexOf('title');

/** The normalised words of each text field of an object, in TEXT_FIELDS order. */
function fieldTerms(object: IndexObject): string[][] {
  const fields = object.fields as Record<string, unknown>;
  return TEXT_FIELDS.map((field) => terms(field === 'extra' ? extraText(fields) : textOf(fields[field])));
}

export class SiteIndex implements MatchSource, ContextSource {
  readonly records = new RecordStore();
  readonly vocabulary = new Vocabulary();
  readonly columns = new ColumnStore((field) => this.fieldValues(field));
  readonly short = new ShortTable();
  /** Objects by id (undefined: an id no longer used). */
  private slots: Array<Doc | undefined> = [undefined];
  private readonly byIdentity = new Map<string, Doc>();
  private readonly typeIndex = new ObjectTypes();
  private readonly fields = new Map<TextField, FieldPostings>(TEXT_FIELDS.map((f) => [f, new FieldPostings()]));
  private readonly popular = new PopularityOrder();
  /** Popularity per context (`ctx[]`), learned from the events that name one. */
  private readonly contexts = new ContextPopularity(this);
  /** Everyone's popularity, what a request without `ctx[]` ranks by. */
  readonly global: Popularity = {
    of: (doc) => doc.popularity,
    order: () => this.byPopularity(),
    inOrder: (ids) => {
      this.byPopularity();
      return this.popular.docsOf(ids);
    },
    shortList: (prefix) => this.shortList(prefix),
    boost: (id) => this.boost(id),
  };
  private readonly matcher = new Matcher(this);
  private nextId = 1;
  /** The words of a catalog being loaded (bulk-text.ts); undefined otherwise. */
  private bulk: BulkText | undefined;
  /** Counts catalog changes (upsert, remove): caches derived from the catalog compare it. */
  version = 0;
  /** Geo points by field, for the fields queries asked about. */
  private readonly points = new Map<string, Map<number, GeoPoint>>();

  /** Whether any object has an activity window (active_from, active_to); queries skip the check otherwise. */
  get hasActivityWindows(): boolean {
    return this.typeIndex.hasWindows;
  }

  /** Whether object `id` is searchable now: a byte read for the objects without an activity window. */
  isActiveId(id: number, now = Date.now()): boolean {
    return !this.typeIndex.hasWindow(id) || this.isActive(this.slots[id]!, now);
  }

  get size(): number {
    return this.byIdentity.size;
  }

  /** One more than the largest id. */
  get capacity(): number {
    return this.nextId;
  }

  /** Number of stored objects per type. */
  types(): Map<string, number> {
    return this.typeIndex.counts;
  }

  get(identity: string): Doc | undefined {
    return this.byIdentity.get(identity);
  }

  doc(id: number): Doc | undefined {
    return this.slots[id];
  }

  /** A field's values for every object (on the object or a variant): filters, facets and sorting read these. */
  column(field: string): Column {
    return this.columns.column(field);
  }

  /** The geo point of an object's own field (parsed once per field, then kept up to date). */
  point(field: string, doc: Doc): GeoPoint | undefined {
    let points = this.points.get(field);
    if (!points) {
      this.points.set(field, (points = new Map()));
      for (const id of this.column(field).allIds()) {
        const point = parseGeo((this.records.object(id).fields as Record<string, unknown>)[field]);
        if (point) points.set(id, point);
      }
    }
    return points.get(doc.id);
  }

  postings(field: TextField): FieldPostings {
    return this.fields.get(field)!;
  }

  /** The ids of a match that have a given type, in match order (computed once per match). */
  ofType(match: TextMatch, type: string): ArrayLike<number> {
    match.byType ??= this.typeIndex.split(match.ordered);
    return match.byType.get(type) ?? [];
  }

  /** Every object, by id (a new array). */
  all(): Doc[] {
    return this.slots.filter((doc): doc is Doc => doc !== undefined);
  }

  /** Every object, most popular first (popularity.ts: kept up to date as events arrive). */
  byPopularity(): readonly Doc[] {
    return this.popular.get(() => this.all());
  }

  /**
   * Adds a catalog. Into an empty index in one pass (postings appended, sorted once at
   * the end); a later object with the identity of an earlier one replaces it.
   */
  load(entries: Iterable<IndexObject | CatalogEntry>, options: LoadOptions = {}): void {
    const entryOf = (e: IndexObject | CatalogEntry): CatalogEntry => ('fields' in e ? { object: e } : e);
    if (this.nextId > 1) {
      for (const e of entries) this.upsert(entryOf(e).object);
      return;
    }
    this.bulk = new BulkText(TEXT_FIELDS.length);
    const updatedAt = new Date().toISOString();
    const chunks = new Map<Buffer, number>();
    let done = 0;
    for (const e of entries) {
      const { object, bytes } = entryOf(e);
      if (!this.hasRoomFor(object.type)) throw new Error(`a site holds at most ${MAX_TYPES} object types`);
      const old = this.byIdentity.get(object.identity);
      if (old) this.unlink(old);
      const id = this.takeId();
      if (bytes) {
        let chunk = chunks.get(bytes.buffer);
        if (chunk === undefined) chunks.set(bytes.buffer, (chunk = this.records.adopt(bytes.buffer)));
        this.records.setAt(id, chunk, bytes.start, bytes.length);
      } else this.records.set(id, JSON.stringify(object));
      this.link(id, object, updatedAt);
      if (++done % 1000 === 0) options.progress?.(done);
    }
    this.rankByPopularity();
  }

  /** Whether an object of `type` fits: a site holds at most MAX_TYPES types. */
  hasRoomFor(type: string): boolean {
    return this.typeIndex.hasRoomFor(type);
  }

  /** Adds or fully replaces an object (content update semantics); refuses, changing nothing, a type past MAX_TYPES. */
  upsert(object: IndexObject, updatedAt = new Date().toISOString()): Doc {
    if (!this.hasRoomFor(object.type)) throw new Error(`a site holds at most ${MAX_TYPES} object types`);
    this.remove(object.identity);
    const id = this.takeId();
    this.records.set(id, JSON.stringify(object));
    const [doc, titleWords] = this.link(id, object, updatedAt);
    this.short.add(id, titleWords);
    this.popular.added(doc);
    this.contexts.added(doc);
    return doc;
  }

  remove(identity: string): boolean {
    const doc = this.byIdentity.get(identity);
    if (!doc) return false;
    this.unlink(doc);
    return true;
  }

  /** Adds to an object's popularity (what events tell), everyone's and that of the event's context pairs; rankings follow on the next query. */
  bump(identity: string, delta: number, contexts: readonly string[] = []): void {
    const doc = this.get(identity);
    if (!doc) return;
    const [old, slots] = [doc.popularity, this.slots];
    doc.popularity += delta;
    this.short.moved(doc.id, () => terms(textOf(doc.fields.title)), (id) => slots[id]!.popularity, old);
    this.popular.moved(doc, delta);
    if (contexts.length) this.contexts.bump(doc, delta, contexts);
  }

  /** Runs `replay`, a log of events, with long moves left to one sort of each order (ShortTable.replaying, PopularityOrder.replaying). */
  replaying(replay: () => void): void {
    this.popular.replaying = true;
    this.short.replaying(replay);
    this.popular.replaying = false;
  }

  /** The popularity a request ranks by: of its `ctx[]` pairs (`key:value`) when events named one, else everyone's. */
  popularity(contexts: readonly string[] = []): Popularity {
    return (contexts.length && this.contexts.view(contexts)) || this.global;
  }

  /** Whether the object is searchable now (active_from / active_to). */
  isActive(doc: Doc, now = Date.now()): boolean {
    return (doc.activeFrom === undefined || doc.activeFrom <= now) && (doc.activeTo === undefined || doc.activeTo > now);
  }

  /** Full-text match with typo correction (match.ts); undefined when the query has no words. */
  match(query: TextQuery): TextMatch | undefined {
    return this.matcher.match(query);
  }

  shortList(prefix: string): number[] {
    return this.short.get(prefix, (ids) => this.inPopularityOrder(ids), (id) => this.slots[id] !== undefined, (a, b) => before(this.slots[a]!, this.slots[b]!)) ?? [];
  }

  boost(id: number): number {
    const doc = this.slots[id];
    return doc ? boostOf(doc.popularity) : 1;
  }

  /** Takes the objects of a snapshot, ids 1 to n in order (index-image.ts restores the rest, then calls finishRestore). */
  restoreDocs(docs: Doc[]): void {
    if (this.nextId > 1) throw new Error('restore into an empty index only');
    this.slots = [undefined, ...docs];
    this.nextId = docs.length + 1;
    for (const doc of docs) {
      this.byIdentity.set(doc.identity, doc);
      this.typeIndex.add(doc);
    }
  }

  /** Ends a restore: the popularity order and the short-prefix lists in it, built now so that no first query pays. */
  finishRestore(): void {
    const docs = this.all();
    const inOrder = docs.every((doc, i) => i === 0 || before(docs[i - 1], doc));
    this.popular.set(inOrder ? docs : docs.sort((a, b) => b.popularity - a.popularity || a.id - b.id));
    // Lists come ascending by id: already in popularity order when the ids are.
    if (inOrder) this.short.markSorted();
    else for (const prefix of [...this.short.lists.keys()]) this.shortList(prefix);
    this.matcher.reserve();
    this.version++;
  }

  private takeId(): number {
    if (this.nextId > MAX_ID) throw new Error('the index has used up its internal ids; restart the service to renumber them');
    return this.nextId++;
  }

  /** Indexes an object whose record is stored under `id`; returns its Doc and its title's words. */
  private link(id: number, object: IndexObject, updatedAt: string): [Doc, string[]] {
    const popularity = Number(object.fields.popularity);
    const base = Number.isFinite(popularity) ? popularity : 0;
    const doc = new Doc(id, object.identity, object.type, base, base, updatedAt, this.records,
      parseTime(object.active_from), parseTime(object.active_to), object.generation);
    if (id >= this.slots.length) this.slots.length = id + 1;
    this.slots[id] = doc;
    this.byIdentity.set(doc.identity, doc);
    this.typeIndex.add(doc);
    const texts = fieldTerms(object);
    if (this.bulk) this.bulk.add(id, texts, object.type);
    else {
      TEXT_FIELDS.forEach((field, i) => {
        this.fields.get(field)!.add(id, texts[i]);
        this.vocabulary.add(texts[i], object.type);
      });
    }
    this.columns.add(id, object);
    for (const [field, points] of this.points) {
      const point = parseGeo((object.fields as Record<string, unknown>)[field]);
      if (point) points.set(id, point);
    }
    this.version++;
    return [doc, texts[TITLE]];
  }

  /** Takes an object out of every structure (during a load, its postings go at the end of the load). */
  private unlink(doc: Doc): void {
    const texts = fieldTerms(this.records.object(doc.id));
    const bulk = this.bulk;
    if (bulk) bulk.remove(texts, doc.type);
    else {
      TEXT_FIELDS.forEach((field, i) => {
        this.fields.get(field)!.remove(doc.id, texts[i]);
        this.vocabulary.remove(texts[i], doc.type);
      });
    }
    this.columns.remove(doc.id);
    for (const points of this.points.values()) points.delete(doc.id);
    if (!bulk) {
      this.short.removed(texts[TITLE]);
      this.popular.removed(doc);
      this.contexts.removed(doc);
    }
    this.records.delete(doc.id);
    this.slots[doc.id] = undefined;
    this.byIdentity.delete(doc.identity);
    this.typeIndex.remove(doc);
    this.version++;
  }

  /**
   * Ends a bulk load: ids become ranks by popularity (ties: load order), postings are sorted,
   * the popularity order and short-prefix table are built (no first query pays for them), and
   * each Doc is made again in id order, to lie in memory in that order, as a restore's do.
   */
  private rankByPopularity(): void {
    const live = this.all().sort((a, b) => b.basePopularity - a.basePopularity || a.id - b.id);
    const newId = new Int32Array(this.nextId).fill(-1);
    live.forEach((doc, i) => (newId[doc.id] = i + 1));
    const size = live.length + 1;
    this.typeIndex.renumber(newId, size);
    this.records.renumber(newId, size);
    this.bulk!.finish(newId, TEXT_FIELDS.map((field) => this.postings(field)), this.vocabulary);
    this.bulk = undefined;
    this.columns.renumber(newId, size);
    for (const [i, doc] of live.entries()) this.byIdentity.set(doc.identity, (live[i] = doc.as(i + 1)));
    this.slots = [undefined, ...live];
    this.nextId = size;
    this.buildShortTable();
    this.popular.set(live);
    this.matcher.reserve();
    this.version++;
  }

  /** The short-prefix lists from the title postings (ids ascending are popularity order right after a load). */
  private buildShortTable(): void {
    const members = new Map<string, number[]>();
    for (const [word, list] of this.postings('title').lists) {
      const a = itemsOf(list);
      for (const prefix of shortPrefixes([word])) {
        let ids = members.get(prefix);
        if (!ids) members.set(prefix, (ids = []));
        for (let i = 0, n = sizeOf(list); i < n; i++) ids.push(a[i] & ID_MASK);
      }
    }
    for (const [prefix, ids] of members) {
      const sorted = Int32Array.from(ids).sort();
      this.short.set(prefix, Array.from(sorted.filter((id, i) => i === 0 || sorted[i - 1] !== id)), true);
    }
  }

  /** Live ids of a list, most popular first (ties: lower id first). */
  private inPopularityOrder(ids: number[]): number[] {
    // Without a built order (a long move dropped it), sorting this list costs less than the catalog.
    if (this.popular.built) return this.popular.idsOf(ids);
    const slots = this.slots;
    return ids.filter((id) => slots[id] !== undefined)
      .sort((a, b) => slots[b]!.popularity - slots[a]!.popularity || a - b);
  }

  /** Every object's values of a field, for a column built on demand (decodes each record). */
  private *fieldValues(field: string): Generator<[number, unknown, unknown[]]> {
    for (const doc of this.all()) {
      if (field === 'identity' || field === 'type') {
        yield [doc.id, field === 'type' ? doc.type : doc.identity, []];
        continue;
      }
      const object = this.records.object(doc.id);
      yield [doc.id, (object.fields as Record<string, unknown>)[field], (object.nested ?? []).map((v) => v.fields?.[field])];
    }
  }
}
