/**
 * Top items (/v1/top_items), personalized top items (/v1/personalized_top_items) and
 * trending queries (/v2/trending_queries), query-api.md 4.7 to 4.9. Popularity is the
 * catalog's `popularity` field plus what the Events API adds, of the `ctx[]` context
 * when its events named it.
 */
import type { PersonalizedQueriesResponse, TopItemsResponse, UrlHit } from '../../core/types.js';
import { runQuery } from '../engine/query.js';
import type { Doc } from '../engine/doc.js';
import { HttpError, notFoundTracker, Params } from '../http.js';
import type { RouteContext } from './context.js';
import { buildHit } from './hits.js';
import { fieldList, filterContext, filterFamilies, parseTypeCounts } from './params.js';
import { rankingParams, rankingPlan } from './ranking.js';

export const TRENDING_COUNT = 10;

export function topItems(ctx: RouteContext, url: URL): unknown {
  const p = new Params(url.searchParams);
  const trackerId = p.required('tracker_id');
  const types = parseTypeCounts(p);
  const geo = filterContext(p);
  const perType = new Map(types.map(({ type }) => [type, filterFamilies(p, geo, { f: `f_${type}[]` })]));
  const hitFields = fieldList(p.str('hit_fields'));
  const ranking = rankingParams(p, 'none');
  if (p.errors.any) throw new HttpError(400, p.errors.errors);
  const site = ctx.sites.get(trackerId!);
  if (!site) throw notFoundTracker(trackerId!);
  geo.index = site.index;
  const popularity = site.index.popularity(ranking.contexts);
  const hits = types.flatMap(({ type, count }) => {
    const families = perType.get(type)!;
    const { docs } = runQuery(site.index, { types: new Set([type]), groups: families.groups, required: families.required, limit: count, popularity });
    return docs.slice(0, count).map((doc) => buildHit(doc, { idKey: 'url', highlightFields: [], hitFields }) as UrlHit);
  });
  return { hits } satisfies TopItemsResponse;
}

/**
 * `type=item:<count>`: the user's items (from their history once events arrive), then the
 * most popular items (of the `ctx[]` context) as the user's taste re-ranks them.
 * `type=queries`: the user's last queries as
 * `{ hits: [{ type: 'query', url: <query>, attributes: { title: <query> } }] }`.
 */
export function personalizedTopItems(ctx: RouteContext, url: URL): unknown {
  const p = new Params(url.searchParams);
  const trackerId = p.required('tracker_id');
  p.required('user_id');
  const raw = p.str('type');
  const types = raw === 'queries' ? [] : parseTypeCounts(p);
  const ranking = rankingParams(p, 'search');
  if (p.errors.any) throw new HttpError(400, p.errors.errors);
  const site = ctx.sites.get(trackerId!);
  if (!site) throw notFoundTracker(trackerId!);
  const history = site.analytics.users.get(p.str('user_id')!);
  if (raw === 'queries') {
    return { hits: (history?.queries ?? []).map((q) => ({ type: 'query', url: q, attributes: { title: q } })) } satisfies PersonalizedQueriesResponse;
  }
  const hits = types.flatMap(({ type, count }) => {
    // The user's own objects first (newest first), then the most popular ones.
    const own = (history?.items ?? []).map((id) => site.index.get(id)).filter((d): d is Doc => !!d && d.type === type && site.index.isActive(d));
    const { docs } = runQuery(site.index, { types: new Set([type]), limit: count + own.length, ...rankingPlan(site, ranking) });
    return [...new Set([...own, ...docs])].slice(0, count).map((doc) => buildHit(doc, { idKey: 'url', highlightFields: [] }) as UrlHit);
  });
  return { hits } satisfies TopItemsResponse;
}

export function trendingQueries(ctx: RouteContext, url: URL): unknown {
  const trackerId = url.searchParams.get('tracker_id');
  if (!trackerId) throw new HttpError(400, 'tracker_id is required');
  const p = new Params(url.searchParams);
  const { contexts } = rankingParams(p, 'none');
  if (p.errors.any) throw new HttpError(400, p.errors.first());
  const site = ctx.sites.get(trackerId);
  if (!site) throw notFoundTracker(trackerId);
  // What shoppers (of the context) searched (Events API) first, then the catalog's popular queries.
  const { docs } = runQuery(site.index, { types: new Set(['query']), limit: TRENDING_COUNT, popularity: site.index.popularity(contexts) });
  const titles = [...site.analytics.trending(contexts), ...docs.map((doc) => String(doc.fields.title))];
  const seen = new Set<string>();
  return titles.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase())).slice(0, TRENDING_COUNT).map((title) => ({ title }));
}
