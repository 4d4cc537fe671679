/**
 * GET /search (search and product listing) and POST /v2/search (boolean filter tree),
 * query-api.md 4.1 to 4.3.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Hit, SearchResponse, SearchResults } from '../../core/types.js';
import { parseFacets } from '../engine/facets.js';
import { treePredicate, type Predicate } from '../engine/filters.js';
import { runQuery, type QueryPlan } from '../engine/query.js';
import type { Doc } from '../engine/doc.js';
import { HttpError, notFoundTracker, Params, readBody } from '../http.js';
import type { PinRule } from '../merchandising.js';
import type { RouteContext } from './context.js';
import { buildHit, correctedQuery, type IdKey } from './hits.js';
import { fieldList, filterContext, filterFamilies, parseSort, passesFilters, safely, variantPasses, type FilterFamilies } from './params.js';
import { rankingParams, rankingPlan } from './ranking.js';
import { MAX_SEARCH_SIZE } from '../../core/spec.js';
import { parseJson, shapeOf } from '../json.js';
import { MAX_BODY_BYTES, MAX_FACETS, MAX_FILTER_NODES, MAX_FILTER_PARAMS } from '../limits.js';

const QUICKSEARCH_DEFAULT = 5;

interface Row {
  doc: Doc;
  variant?: NonNullable<Doc['nested']>[number];
  pin?: PinRule;
}

/** GET /search */
export function getSearch(ctx: RouteContext, url: URL): unknown {
  const p = new Params(url.searchParams);
  const response = search(ctx, p, url, 'url');
  if (p.errors.any) throw new HttpError(400, p.errors.errors);
  return response();
}

/** POST /v2/search */
export async function postSearch(ctx: RouteContext, url: URL, req: IncomingMessage): Promise<unknown> {
  const malformed = (reason: string) => new HttpError(400, { type: 'malformed_input', reason });
  const p = new Params(url.searchParams);
  const contentType = String(req.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(contentType)) throw malformed('Content-Type must be application/json');
  const raw = await readBody(req, MAX_BODY_BYTES, { type: 'malformed_input', reason: `the body is larger than ${MAX_BODY_BYTES} bytes` });
  let body: unknown;
  try {
    body = parseJson(raw);
  } catch (error) {
    throw malformed((error as Error).message);
  }
  const filters = (body as { filters?: unknown } | null)?.filters;
  if (shapeOf(filters).nodes > MAX_FILTER_NODES) throw malformed(`the filter trees hold more than ${MAX_FILTER_NODES} nodes; combine values into fewer filters`);
  if (!filters || typeof filters !== 'object' || Array.isArray(filters)) {
    throw malformed('the body needs "filters": an object keyed by content type, e.g. { "item": { "and": [...] } }');
  }
  const geo = filterContext(p);
  const trees = new Map<string, Predicate>();
  for (const [type, tree] of Object.entries(filters)) {
    const predicate = safely(p, `filters.${type}`, () => treePredicate(tree, geo, `filters.${type}`), undefined);
    if (predicate) trees.set(type, predicate);
  }
  if (p.errors.any) throw malformed(p.errors.first());
  const typeFilters = p.list('f[]').filter((f) => f.startsWith('type:'));
  if (!typeFilters.length && !trees.size) throw malformed('f[]=type:<type> is required');
  const extraTypes = trees.size && !typeFilters.length ? [...trees.keys()].map((t) => `type:${t}`) : [];
  const tree: Predicate = (doc) => trees.get(doc.type)?.(doc) ?? true;
  const response = search(ctx, p, url, 'identity', { tree, extraF: extraTypes });
  if (p.errors.any) throw malformed(p.errors.first());
  return response();
}

/**
 * Validates everything first (errors land in `p.errors`) and returns a function that
 * computes the response, so that callers can pick their error shape.
 */
function search(ctx: RouteContext, p: Params, url: URL, idKey: IdKey, post?: { tree: Predicate; extraF: string[] }): () => unknown {
  const trackerId = p.required('tracker_id');
  const q = p.str('q');
  const size = p.int('size', { min: 0, max: MAX_SEARCH_SIZE, maxMessage: `must be at most ${MAX_SEARCH_SIZE}; request further results page by page with page or from` }) ?? 10;
  const page = p.int('page', { min: 1 }) ?? 1;
  const from = p.int('from', { min: 0 });
  const geo = filterContext(p);
  const filterParams = [...p.search.keys()].filter((key) => /^(f|f_must|neg_f|prefer)(_[^[]+)?\[\]$/.test(key)).length;
  if (filterParams > MAX_FILTER_PARAMS) p.errors.add('f[]', `at most ${MAX_FILTER_PARAMS} filter parameters per search, got ${filterParams}`);
  const families = filterFamilies(p, geo, { f: 'f[]', must: 'f_must[]', neg: 'neg_f[]' }, post ? { f: [...p.list('f[]'), ...post.extraF] } : undefined);
  const sort = parseSort(p, 'sort', p.str('sort'));
  const typeSorts = new Map([...p.byType('sort_', '', ['type'])].map(([type, values]) => [type, parseSort(p, `sort_${type}`, values[0])]));
  let facets: ReturnType<typeof parseFacets> = [];
  try {
    facets = parseFacets(p.str('facets') ?? null);
    if (facets.length > MAX_FACETS) p.errors.add('facets', `at most ${MAX_FACETS} facets per search, got ${facets.length}`);
  } catch (error) {
    p.errors.add('facets', (error as Error).message);
  }
  const dynamicFacets = p.int('dynamic_facets_size', { min: 0, max: 50 }) ?? 0;
  const fixits = p.bool('use_fixits') ?? true;
  const nonCollapsed = p.bool('non_collapsed_variants') ?? false;
  const prefer = filterFamilies(p, geo, { f: 'prefer[]' });
  const quicksearch = (p.str('quicksearch_types') ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((entry) => {
    const [type, n] = entry.split(':');
    const count = n === undefined ? QUICKSEARCH_DEFAULT : Number(n);
    if (!Number.isInteger(count) || count < 0 || count > MAX_SEARCH_SIZE) p.errors.add('quicksearch_types', `"${entry}" is not <type> or <type>:<count>`);
    return { type, count };
  });
  const plp = p.str('plp');
  const allFilters = [...p.list('f[]'), ...p.list('f_must[]')];
  if (plp !== undefined && !allFilters.some((f) => f.startsWith(`${plp}:`))) {
    p.errors.add('plp', `names the filter key that identifies the listing, so f[] or f_must[] must contain a ${plp}:<value> filter`);
  }
  if ((q === undefined || q === '') && !allFilters.length && !post) {
    p.errors.add('q', 'is required unless f[] or f_must[] filters select a listing');
  }
  const sortRequested = (sort ?? []).concat(...[...typeSorts.values()].map((s) => s ?? []));
  if (sortRequested.some((s) => s.field === 'distance') && !geo.geo) p.errors.add('sort', 'sorting by distance needs context[geo_location]');
  const hitFields = fieldList(p.str('hit_fields'));
  const removeFields = fieldList(p.str('remove_fields'));
  const availabilityField = p.str('context[availability_field]') || 'availability';
  const ranking = rankingParams(p, post ? 'post-search' : 'search', true);

  return () => {
    const site = ctx.sites.get(trackerId!);
    if (!site) throw notFoundTracker(trackerId!);
    geo.index = site.index;
    const merch = site.merchandising;
    const rewrite = q ? merch.rewrite(q) : undefined;
    const text = rewrite?.rewritten_query ?? q;
    const required = post ? [...families.required, post.tree] : families.required;
    const mainSort = sort ?? (families.types?.size === 1 ? typeSorts.get([...families.types][0]) : undefined);
    const plpKey = plp === undefined ? undefined : allFilters.find((f) => f.startsWith(`${plp}:`));
    // Pins shape the default ranking; an explicit sort order wins over them.
    const pins = mainSort?.length ? [] : plpKey ? merch.pinsForListing(plpKey) : text ? merch.pinsForQuery(text) : [];
    const offset = from ?? (page - 1) * size;
    const ranked = rankingPlan(site, ranking);
    const plan: QueryPlan = {
      q: text, fixits, types: families.types, groups: families.groups, required,
      prefer: [...prefer.groups.values()].map((g) => g.test), sort: mainSort, facets, dynamicFacets,
      geo: geo.geo, geoField: geo.geoField, availabilityField, ...ranked,
      // Variants and pins change the count, so they need the whole list.
      limit: offset + size + 1, collectAll: nonCollapsed || pins.length > 0,
    };
    const result = runQuery(site.index, plan);
    // Without pins or variants, rows past the page are only counted (result.total).
    const whole = plan.collectAll;
    let rows: Row[] = (whole ? result.docs : result.docs.slice(0, offset + size)).map((doc) => ({ doc }));
    if (nonCollapsed) rows = expandVariants(rows, families);
    const typeOk = (doc: Doc) => (plan.types ? plan.types.has(doc.type) : doc.type !== 'query');
    rows = applyPins(rows, pins, site.index, (doc) => site.index.isActive(doc) && typeOk(doc) && passesFilters(doc, { groups: families.groups, required }));
    const total = whole ? rows.length : result.total;
    const pageRows = rows.slice(offset, offset + size);
    const match = result.match;
    const hitOptions = { idKey, terms: match?.terms, prefixTerm: match?.prefixTerm, highlightFields: ['title'], hitFields, removeFields };
    const quicksearchHits = quicksearch.flatMap(({ type, count }) => {
      if (!text) return [];
      const docs = runQuery(site.index, { q: text, fixits, match, types: new Set([type]), sort: typeSorts.get(type), limit: count, ...ranked }).docs;
      return docs.slice(0, count).map((doc) => buildHit(doc, hitOptions));
    });
    // Absent fields are left undefined: JSON leaves them out, as the spec's answers do.
    const results = {
      query: q ?? '',
      corrected_query: fixits && match ? correctedQuery(text ?? '', match.corrections) : undefined,
      total_hits: total,
      hits: pageRows.map((row) => buildHit(row.doc, { ...hitOptions, pin: row.pin }, row.variant)),
      facets: result.facets.slice(0, facets.length + dynamicFacets),
      filters: families.applied,
      quicksearch_hits: quicksearchHits,
      suggested_facet: dynamicFacets ? result.facets[facets.length] : undefined,
      suggested_url: (fixits && q && merch.redirect(q)) || undefined,
      campaigns: q ? merch.campaigns(q) : [],
      query_rewrite: rewrite,
      offset: String(offset),
      guid: randomUUID(),
    } satisfies SearchResults<Hit>;
    const response: SearchResponse<Hit> = { results };
    if (offset + size < total && size > 0) {
      const next = new URL(url);
      next.searchParams.delete('from');
      next.searchParams.set('page', String(Math.floor((offset + size) / size) + 1));
      if (from !== undefined) {
        next.searchParams.delete('page');
        next.searchParams.set('from', String(offset + size));
      }
      response.next_page = next.toString();
    }
    return response;
  };
}

/** Each object with variants becomes one row per variant that passes the filters. */
export function expandVariants(rows: Row[], families: FilterFamilies): Row[] {
  return rows.flatMap((row) => {
    const variants = row.doc.nested?.filter((v) => variantPasses(v, families.groups));
    return variants?.length ? variants.map((variant) => ({ doc: row.doc, variant })) : [row];
  });
}

/**
 * Puts pinned objects at their positions. A pinned object that the query did not match
 * is added, as long as it is active and passes the filters.
 */
export function applyPins(rows: Row[], pins: PinRule[], index: { get(identity: string): Doc | undefined }, eligible: (doc: Doc) => boolean): Row[] {
  if (!pins.length) return rows;
  const out = [...rows];
  const ordered = [...pins].sort((a, b) => (a.position ?? 1) - (b.position ?? 1));
  for (const pin of ordered) {
    const doc = index.get(pin.identity);
    if (!doc || !eligible(doc)) continue;
    const at = out.findIndex((r) => r.doc === doc && !r.variant);
    if (at >= 0) out.splice(at, 1);
    out.splice(Math.min(out.length, Math.max(0, (pin.position ?? 1) - 1)), 0, { doc, pin });
  }
  return out;
}
