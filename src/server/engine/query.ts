/**
 * Runs one query over a site index: text match, type and activity, the three filter
 * families and the POST filter tree, facets, the popularity of a context, availability
 * tiers, per-request rank factors (rerank.ts), soft `prefer[]` boosts and sorting.
 * Merchandising (pins), paging and the response shapes are the routes' business.
 */
import type { Facet } from '../../core/types.js';
import { countFacet, DEFAULT_FACET_VALUES, dynamicFacetFields, type FacetRequest } from './facets.js';
import type { Predicate, Selection } from './filters.js';
import { distanceKm, type GeoPoint } from './geo.js';
import type { Popularity } from './popularity.js';
import { rerank, rerankWindow, type RankFactor } from './rerank.js';
import type { Doc, SiteIndex, TextField, TextMatch } from './site-index.js';

export interface SortSpec {
  field: string;
  direction: 'asc' | 'desc';
}

export interface QueryPlan {
  q?: string;
  /** A text match computed already (autocomplete shares one across types). */
  match?: TextMatch;
  fixits?: boolean;
  prefix?: boolean;
  fields?: TextField[];
  /** Types to return; undefined means every type but `query`. */
  types?: ReadonlySet<string>;
  /** `f[]` groups keyed by field: OR inside a group, AND across groups. */
  groups?: Map<string, { test: Predicate }>;
  /** `f_must[]`, negated `neg_f[]` and the POST tree, all ANDed. */
  required?: Predicate[];
  prefer?: Predicate[];
  sort?: SortSpec[];
  facets?: FacetRequest[];
  dynamicFacets?: number;
  geo?: GeoPoint;
  geoField?: string;
  /** Objects whose value of this field is 0 or false rank after the others (relevance order only). */
  availabilityField?: string;
  /**
   * `context[availability_rank_field]`: objects rank in tiers by this field's value, 1 (first)
   * to 15, before the availability field's unavailable ones (relevance order only).
   */
  availabilityRankField?: string;
  /** The popularity to rank by (`ctx[]`); default everyone's. */
  popularity?: Popularity;
  /** Per-request factors on the relevance order (a shopper's taste, boost and freshness fields); not with `sort`. */
  factors?: RankFactor[];
  now?: number;
  /**
   * Only the first `limit` objects of the order are shown (autocomplete, a first page):
   * without sort or prefer, the rest is only counted, not collected.
   */
  limit?: number;
  /** Every object is needed, not only counted (the route changes the count: variants, pins); the order still serves `limit`. */
  collectAll?: boolean;
}

export interface QueryResult {
  /** Objects in order; only the first `limit` when the plan set one and could use it. */
  docs: Doc[];
  /** How many objects passed, whatever the limit. */
  total: number;
  facets: Facet[];
  match?: TextMatch;
}

/** What a query without types returns: every type but `query` (so its typos are not corrected to words only query objects have). */
const RETURNED = { has: (type: string) => type !== 'query' };

export function runQuery(index: SiteIndex, plan: QueryPlan): QueryResult {
  const popularity = plan.popularity ?? index.global;
  const match = plan.match ?? (plan.q ? index.match({ q: plan.q, fixits: plan.fixits, prefix: plan.prefix, fields: plan.fields, types: plan.types ?? RETURNED, popularity }) : undefined);
  const now = plan.now ?? Date.now();
  const groups = [...(plan.groups ?? new Map())];
  const required = plan.required ?? [];
  const requested = plan.facets ?? [];
  const sorted = !!plan.sort?.length;
  const factors = sorted ? [] : plan.factors ?? [];
  const needsAll = requested.length > 0 || !!plan.dynamicFacets || sorted || !!plan.prefer?.length || plan.limit === undefined || !!plan.collectAll;
  const shown = plan.limit ?? Infinity;
  // Rank factors can lift an object from a little further down: the objects that may end up shown.
  const limit = needsAll ? Infinity : factors.length ? rerankWindow(shown, factors) : shown;
  const tierOf = sorted ? undefined : tiers(index, plan.availabilityField, plan.availabilityRankField);
  // Objects of the first tier (available) first, in order; the others kept aside by tier to follow them.
  const results: Doc[] = [];
  const later: Doc[][] = [];
  let total = 0;
  const nearMisses = new Map<string, Doc[]>(groups.map(([key]) => [key, []]));
  // A match split by type has the right type already; without activity windows, everything is active.
  const typed = match !== undefined && plan.types?.size === 1;
  const windows = index.hasActivityWindows;
  const groupKeys = groups.map(([key]) => key);
  const groupTests = groups.map(([, group]) => group.test);
  const consider = (doc: Doc) => {
    if (!typed && (plan.types ? !plan.types.has(doc.type) : doc.type === 'query')) return;
    if (windows && !index.isActiveId(doc.id, now)) return;
    for (let r = 0; r < required.length; r++) if (!required[r](doc)) return;
    let failed: string | undefined;
    for (let g = 0; g < groupTests.length; g++) {
      if (groupTests[g](doc)) continue;
      if (failed !== undefined) return;
      failed = groupKeys[g];
    }
    if (failed !== undefined) {
      if (needsAll) nearMisses.get(failed)!.push(doc);
      return;
    }
    total++;
    if (results.length >= limit) return;
    const tier = tierOf ? tierOf(doc) : 0;
    const out = tier === 0 ? results : (later[tier] ??= []);
    if (out.length < limit) out.push(doc);
  };
  if (match) {
    const ids = typed ? index.ofType(match, [...plan.types!][0]) : match.ordered;
    // No filter to test: once the first objects are in, the rest only count (if active).
    const counts = typed && !required.length && !groups.length;
    for (let i = 0; i < ids.length; i++) {
      if (counts && results.length >= limit) {
        if (!windows) {
          total += ids.length - i;
          break;
        }
        if (index.isActiveId(ids[i], now)) total++;
        continue;
      }
      consider(index.doc(ids[i])!);
    }
  } else if (plan.q === undefined || !plan.q.trim()) {
    // A group whose field is faceted must not narrow the scan: its near misses count.
    const faceted = new Set(requested.map((f) => f.name));
    const narrowing = [...groups.filter(([key]) => !faceted.has(key)).map(([, g]) => g.test), ...required];
    for (const doc of candidates(index, narrowing, popularity)) consider(doc);
  }
  rerank(results, factors, shown);
  // Indexed loops: the code V8 optimizes for the long loop above (on stack, mid-query) reaches
  // these only when a query has later tiers, and an iterator's first use there threw it away
  // on every such query (traced with --trace-deopt).
  for (let t = 0; t < later.length; t++) {
    const tier = later[t];
    if (!tier) continue;
    rerank(tier, factors, shown);
    for (let i = 0; i < tier.length && results.length < limit; i++) results.push(tier[i]);
  }

  const facets: Facet[] = [];
  const facetDocs = (name: string): Iterable<Doc> => {
    const misses = nearMisses.get(name);
    return misses?.length ? results.concat(misses) : results;
  };
  for (const f of requested) facets.push(countFacet(f.name, facetDocs(f.name), f.limit ?? DEFAULT_FACET_VALUES, index));
  if (plan.dynamicFacets && results.length) {
    const exclude = new Set([...requested.map((f) => f.name), ...groups.map(([key]) => key)]);
    // A category tree already asked for holds the leaf categories: no second "Category" facet of them.
    if (exclude.has('category_path') || exclude.has('all_categories_path')) exclude.add('category');
    for (const name of dynamicFacetFields(results, exclude).slice(0, plan.dynamicFacets)) {
      facets.push(countFacet(name, facetDocs(name), DEFAULT_FACET_VALUES, index));
    }
  }

  let docs = results;
  if (plan.prefer?.length && !plan.sort?.length) docs = preferBoost(docs, plan.prefer);
  if (plan.sort?.length) docs = sortDocs(docs, plan.sort, plan.geo, plan.geoField ?? 'geo_location', index);
  return { docs, total, facets, match };
}

/**
 * The objects a query without text has to look at, most popular first: the ids of the
 * most selective exact-value filter when there is one, else the whole catalog.
 */
function candidates(index: SiteIndex, tests: Predicate[], popularity: Popularity): readonly Doc[] {
  let best: Selection | undefined;
  for (const test of tests) {
    const selection = test.select?.();
    if (selection && selection.weight < (best?.weight ?? Infinity)) best = selection;
  }
  if (!best || best.weight > index.size / 2) return popularity.order();
  return popularity.inOrder(best.ids());
}

/** The highest availability rank (`context[availability_rank_field]`). */
const MAX_AVAILABILITY_RANK = 15;

/**
 * An object's availability tier, 0 first: with a rank field, its value 1 to 15 gives tiers
 * 0 to 14 (no value, or not a number: tier 0; values outside clamped); an unavailable object
 * (availability field 0 or false) comes after all of them. Undefined when neither field is asked.
 */
function tiers(index: SiteIndex, availabilityField: string | undefined, rankField: string | undefined): ((doc: Doc) => number) | undefined {
  const availability = availabilityField ? index.column(availabilityField) : undefined;
  const rank = rankField ? index.column(rankField) : undefined;
  if (!availability && !rank) return undefined;
  return (doc) => {
    const value = availability?.single(doc.id);
    if (value === 0 || value === false) return MAX_AVAILABILITY_RANK;
    if (!rank) return 0;
    const r = Number(rank.single(doc.id));
    return Number.isFinite(r) ? Math.min(MAX_AVAILABILITY_RANK, Math.max(1, Math.round(r))) - 1 : 0;
  };
}

/** Soft boost: each satisfied preference counts like moving up a third of the list. */
function preferBoost(docs: Doc[], prefer: Predicate[]): Doc[] {
  const n = docs.length;
  const score = new Map<Doc, number>();
  docs.forEach((doc, i) => {
    const hits = prefer.reduce((sum, p) => sum + (p(doc) ? 1 : 0), 0);
    score.set(doc, (n - i) / n + hits / 3);
  });
  return [...docs].sort((a, b) => score.get(b)! - score.get(a)!);
}

export function sortDocs(docs: Doc[], specs: SortSpec[], geo: GeoPoint | undefined, geoField: string, index: SiteIndex): Doc[] {
  const keys = specs.map((spec) => {
    const isGeo = spec.field === 'distance' || spec.field === geoField;
    const key = new Map<Doc, number | string | undefined>();
    const column = isGeo ? undefined : index.column(spec.field);
    for (const doc of docs) {
      if (isGeo) {
        const p = index.point(geoField, doc);
        key.set(doc, p && geo ? distanceKm(geo, p) : undefined);
        continue;
      }
      const raw = column!.get(doc.id);
      const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((v) => typeof v === 'number' || typeof v === 'string') as Array<number | string>;
      if (!values.length) key.set(doc, undefined);
      else key.set(doc, values.reduce((a, b) => ((spec.direction === 'asc' ? b < a : b > a) ? b : a)));
    }
    return { key, sign: spec.direction === 'asc' ? 1 : -1 };
  });
  return [...docs].sort((a, b) => {
    for (const { key, sign } of keys) {
      const x = key.get(a);
      const y = key.get(b);
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return 0;
  });
}
