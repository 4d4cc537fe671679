/**
 * Autocomplete v1 (/autocomplete), v2 (/autocomplete/v2) and v3 (/v3/autocomplete),
 * query-api.md 4.4 to 4.6. One text match serves every requested type.
 */
import type { AutocompleteResponse, Hit } from '../../core/types.js';
import { runQuery } from '../engine/query.js';
import { queryWords } from '../engine/text.js';
import type { Doc, TextField } from '../engine/site-index.js';
import { HttpError, notFoundTracker, Params } from '../http.js';
import { applyPins, expandVariants } from './search.js';
import type { RouteContext } from './context.js';
import { buildHit, type IdKey } from './hits.js';
import { fieldList, filterContext, filterFamilies, parseSort, parseTypeCounts, passesFilters } from './params.js';
import { rankingParams, rankingPlan } from './ranking.js';

export type AutocompleteVersion = 1 | 2 | 3;

const ID_KEY: Record<AutocompleteVersion, IdKey> = { 1: 'both', 2: 'url', 3: 'identity' };
/** Long descriptions make poor suggestions; autocomplete matches the short fields. */
const FIELDS: TextField[] = ['title', 'brand', 'categories', 'extra'];
const HIGHLIGHT = ['title', 'brand', 'category'];

export function autocomplete(ctx: RouteContext, url: URL, version: AutocompleteVersion): unknown {
  const p = new Params(url.searchParams);
  const trackerId = p.required('tracker_id');
  const q = p.str('q');
  if (q === undefined) p.errors.add('q', 'is required');
  const types = parseTypeCounts(p);
  const geo = filterContext(p);
  const perType = new Map(types.map(({ type }) => [type, filterFamilies(p, geo, {
    f: `f_${type}[]`, neg: version === 2 ? `neg_f_${type}[]` : undefined,
  })]));
  const sorts = new Map(types.map(({ type }) => [type, parseSort(p, `sort_${type}`, p.str(`sort_${type}`))]));
  const prefer = filterFamilies(p, geo, { f: 'prefer[]' });
  const hitFields = fieldList(p.str('hit_fields'));
  const nonCollapsed = p.bool('non_collapsed_variants') ?? false;
  const ranking = rankingParams(p, `autocomplete-v${version}`);
  if (p.errors.any) {
    if (version === 2) throw new HttpError(400, p.errors.errors);
    if (version === 3) throw new HttpError(400, { type: 'malformed_input', reason: p.errors.first() });
    throw new HttpError(400, { type: 'malformed_input', message: p.errors.first() });
  }

  const site = ctx.sites.get(trackerId!);
  if (!site) throw notFoundTracker(trackerId!);
  geo.index = site.index;
  const merch = site.merchandising;
  const rewrite = q ? merch.rewrite(q) : undefined;
  const text = rewrite?.rewritten_query ?? q!;
  const ranked = rankingPlan(site, ranking);
  // Corrected to words of the requested types only (a misspelt product is not "corrected" to a store's street).
  const match = site.index.match({ q: text, fields: FIELDS, types: new Set(types.map((t) => t.type)), popularity: ranked.popularity });
  const hits: Hit[] = [];
  let total = 0;
  for (const { type, count } of types) {
    const families = perType.get(type)!;
    const pins = text && !sorts.get(type)?.length ? merch.pinsForQuery(text) : [];
    const result = runQuery(site.index, {
      q: text, match, fields: FIELDS, types: new Set([type]), groups: families.groups, required: families.required,
      prefer: [...prefer.groups.values()].map((g) => g.test), sort: sorts.get(type), availabilityField: 'availability',
      limit: count + pins.length, ...ranked,
    });
    total += result.total;
    const eligible = (doc: Doc) => doc.type === type && site.index.isActive(doc) && passesFilters(doc, families);
    const docs = result.docs.slice(0, count + pins.length).map((doc) => ({ doc }));
    const rows = applyPins(nonCollapsed ? expandVariants(docs, families) : docs, pins, site.index, eligible);
    for (const row of rows.slice(0, count)) {
      hits.push(buildHit(row.doc, {
        idKey: ID_KEY[version], terms: match?.terms, prefixTerm: match?.prefixTerm, highlightFields: HIGHLIGHT,
        hitFields, updatedAt: true, pin: row.pin,
      }, row.variant));
    }
  }
  const partial = match?.partial ?? false;
  return {
    exact_match_hits_count: partial ? 0 : total,
    partial_match_hits_count: partial ? total : 0,
    // The query's words, not the matcher's terms (Chinese and Japanese are pairs of letters there).
    partial_match_terms: partial && match ? (match.corrections.length ? match.corrections.map((c) => c.to) : queryWords(text)) : [],
    hits,
    campaigns: version !== 1 ? (q ? merch.campaigns(q) : []) : undefined,
    suggested_url: (q && merch.redirect(q)) || null,
    query_rewrite: version === 2 ? rewrite : undefined,
  } satisfies AutocompleteResponse<Hit>;
}
