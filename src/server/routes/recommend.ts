/**
 * Recommender v1 (POST /v1/recommend) and v2 (POST /v2/recommend), query-api.md 4.10
 * and 4.11. A request body is an array; the answer is an array in the same order.
 *
 * Models of the local service (docs/server.md): what shoppers did first (learned from the
 * Events API, analytics/learned.ts), then a content rule, so that a new catalog or an item
 * nobody touched still answers:
 * - `bestsellers`, `trending`: most popular items (catalog popularity plus events).
 * - `new_arrivals`: most recent `release_date` first.
 * - `item_detail_alternatives`: items viewed in the same sessions as the base items; then
 *   the same category, closest price first.
 * - `item_detail_complements`, `basket`: items bought (or put in a cart) together with the
 *   base items; then popular items of sibling categories under half the base price.
 * - `personalized`: partners of the user's history (the most recent counts most), then
 *   popular items of the categories they visited; never what they already saw.
 * When a model finds fewer items than asked, bestsellers fill the rest; with
 * `mark_fallback_results` each hit says which it is in `is_fallback`.
 */
import type { RecommendationV1, RecommendationV2 } from '../../core/types.js';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fieldValues, parseFilter, predicate, type FilterContext, type Predicate } from '../engine/filters.js';
import type { Doc } from '../engine/doc.js';
import { HttpError, readBody } from '../http.js';
import type { RouteContext } from './context.js';
import { buildHit } from './hits.js';
import type { Site } from '../sites.js';
import type { SiteIndex } from '../engine/site-index.js';
import type { PairModel } from '../analytics/learned.js';
import { MAX_BASE_ITEMS, MAX_RECOMMEND_SIZE } from '../../core/spec.js';
import { parseJson } from '../json.js';
import { MAX_BODY_BYTES, MAX_RECOMMEND_BATCH } from '../limits.js';

export const MODELS = ['bestsellers', 'trending', 'new_arrivals', 'item_detail_alternatives', 'item_detail_complements', 'basket', 'personalized'] as const;

interface Normalized {
  model: string;
  widget?: string;
  base: string[];
  size: number;
  hitFields?: string[];
  exclude: Set<string>;
  context: Predicate[];
  /** Where the context filters read values (the site's columns, set once the site is known). */
  filterContext: FilterContext;
  availabilityField: string;
  markFallback: boolean;
  /** Who asks, for personalized models: v1 user_id; v2 auth_user_id, then device_user_id. */
  users: string[];
}

type Version = 1 | 2;

export async function recommend(ctx: RouteContext, url: URL, req: IncomingMessage, version: Version): Promise<unknown> {
  const fail = (status: number, reason: string) => new HttpError(status, version === 1 ? [{ reason }] : { type: 'error', message: reason });
  if (req.method !== 'POST') {
    throw version === 1 ? new HttpError(405, 'Method not allowed: use POST.', { allow: 'POST' }) : new HttpError(405, { type: 'error', message: 'Method not allowed: use POST.' }, { allow: 'POST' });
  }
  const trackerId = url.searchParams.get('tracker_id');
  if (!trackerId) throw fail(400, 'tracker_id is required');
  if (!/^application\/json\b/i.test(String(req.headers['content-type'] ?? ''))) throw fail(400, 'Content-Type must be application/json; charset=utf-8');
  const tooLarge = `the body is larger than ${MAX_BODY_BYTES} bytes`;
  const raw = await readBody(req, MAX_BODY_BYTES, version === 1 ? [{ reason: tooLarge }] : { type: 'error', message: tooLarge });
  let body: unknown;
  try {
    body = parseJson(raw);
  } catch (error) {
    throw fail(400, (error as Error).message);
  }
  if (!Array.isArray(body)) throw fail(400, 'the body must be a JSON array of recommendation requests');
  if (body.length > MAX_RECOMMEND_BATCH) throw fail(400, `at most ${MAX_RECOMMEND_BATCH} recommendation requests per batch, got ${body.length}`);
  const site = ctx.sites.get(trackerId);
  if (!site) throw fail(404, `tracker_id ${JSON.stringify(trackerId)} not found`);
  const requests = body.map((entry, i) => normalize(entry, i, version, fail));
  return requests.map((r) => answer(site, r, version));
}

function normalize(entry: unknown, i: number, version: Version, fail: (status: number, reason: string) => HttpError): Normalized {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw fail(400, `request ${i}: must be an object`);
  const e = entry as Record<string, unknown>;
  const modelKey = version === 1 ? 'recommendation_type' : 'model';
  const model = e[modelKey];
  if (typeof model !== 'string' || !model) throw fail(400, `request ${i}: ${modelKey} is required`);
  if (!(MODELS as readonly string[]).includes(model)) throw fail(version === 1 ? 404 : 400, `request ${i}: unknown ${modelKey} ${JSON.stringify(model)}; known: ${MODELS.join(', ')}`);
  const widgetKey = version === 1 ? 'recommender_client_identifier' : 'widget_id';
  if (version === 2 && (typeof e.widget_id !== 'string' || !e.widget_id)) throw fail(400, `request ${i}: widget_id is required`);
  const size = e.size === undefined ? 10 : e.size;
  if (!Number.isInteger(size) || (size as number) < 1 || (size as number) > MAX_RECOMMEND_SIZE) {
    throw fail(400, `request ${i}: size must be an integer from 1 to ${MAX_RECOMMEND_SIZE}`);
  }
  const strings = (key: string): string[] => {
    const v = e[key];
    if (v === undefined) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw fail(400, `request ${i}: ${key} must be an array of strings`);
    return v as string[];
  };
  const base = strings(version === 1 ? 'item_ids' : 'identities').slice(0, MAX_BASE_ITEMS);
  const exclude = new Set(strings(version === 1 ? 'blacklisted_item_ids' : 'blocklisted_identities'));
  const hitFields = e.hit_fields === undefined ? undefined : strings('hit_fields');
  const override = (e.settings_override ?? {}) as Record<string, unknown>;
  let context: Predicate[];
  const filterContext: FilterContext = { geoField: 'geo_location' };
  try {
    context = contextPredicates(e.recommendation_context, version, filterContext);
  } catch (error) {
    throw fail(400, `request ${i}: recommendation_context: ${(error as Error).message}`);
  }
  return {
    model, widget: typeof e[widgetKey] === 'string' ? (e[widgetKey] as string) : undefined, base, size: size as number,
    hitFields, exclude, context, filterContext, markFallback: e.mark_fallback_results === true,
    users: (version === 1 ? [e.user_id] : [e.auth_user_id, e.device_user_id]).filter((u): u is string => typeof u === 'string' && u !== ''),
    availabilityField: typeof override.availability_field === 'string' ? override.availability_field : 'availability',
  };
}

/** v1: `{ field: { values, operator } }`; v2: `[{ attribute, values, operator }]`. */
function contextPredicates(raw: unknown, version: Version, ctx: FilterContext): Predicate[] {
  if (raw === undefined) return [];
  const entries: Array<[string, unknown]> = [];
  if (version === 1) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('must be an object keyed by field');
    for (const [field, spec] of Object.entries(raw)) entries.push([field, spec]);
  } else {
    if (!Array.isArray(raw)) throw new Error('must be an array of { attribute, values, operator }');
    for (const spec of raw) entries.push([(spec as { attribute?: string })?.attribute ?? '', spec]);
  }
  return entries.map(([field, spec]) => {
    const { values, operator } = (spec ?? {}) as { values?: unknown; operator?: unknown };
    if (!field) throw new Error('an entry has no attribute');
    if (!Array.isArray(values) || !values.length) throw new Error(`${field}: values must be a non-empty array`);
    if (operator !== undefined && operator !== 'or' && operator !== 'and' && operator !== 'not') throw new Error(`${field}: operator must be or, and or not`);
    const tests = values.map((v) => predicate(parseFilter(`${field}:${String(v)}`), ctx));
    if (operator === 'and') return (doc: Doc) => tests.every((t) => t(doc));
    if (operator === 'not') return (doc: Doc) => !tests.some((t) => t(doc));
    return (doc: Doc) => tests.some((t) => t(doc));
  });
}

function answer(site: Site, r: Normalized, version: Version): Record<string, unknown> {
  const index = site.index;
  r.filterContext.index = index;
  const now = Date.now();
  const availability = index.column(r.availabilityField);
  const learned = site.analytics.learned;
  const baseDocs = r.base.map((id) => index.get(id)).filter((d): d is Doc => !!d);
  const skip = new Set([...r.base, ...r.exclude]);
  const eligible = (doc: Doc) => doc.type === 'item' && !skip.has(doc.identity) && index.isActive(doc, now)
    && availability.own(doc.id) !== 0 && availability.own(doc.id) !== false && r.context.every((t) => t(doc));
  const rows: Array<{ doc: Doc; fallback: boolean }> = [];
  // Each source is walked lazily and only until the widget is full: an answer costs what it shows, not the catalog's size.
  const take = (docs: Iterable<Doc | undefined>, fallback = false) => {
    if (rows.length >= r.size) return;
    for (const doc of docs) {
      if (rows.length >= r.size) return;
      if (doc && eligible(doc)) {
        skip.add(doc.identity);
        rows.push({ doc, fallback });
      }
    }
  };
  const pairs = (model: PairModel, base: Array<{ identity: string; weight: number }>) => learned.related(model, base).map(([identity]) => index.get(identity));
  const bases = r.base.map((identity) => ({ identity, weight: 1 }));
  switch (r.model) {
    case 'bestsellers':
    case 'trending':
      take(index.byPopularity());
      break;
    case 'new_arrivals':
      take(newest(index));
      break;
    case 'item_detail_alternatives':
      take(pairs('viewed', bases));
      take(alternatives(index, baseDocs));
      break;
    case 'item_detail_complements':
    case 'basket':
      take(pairs('bought', bases));
      take(complements(index, baseDocs));
      break;
    case 'personalized': {
      // The user's history (most recent first) is what they already know: not offered again.
      const history = r.users.map((user) => site.analytics.users.get(user)?.items ?? []).find((items) => items.length) ?? [];
      for (const identity of history) skip.add(identity);
      const weighted = history.map((identity, i) => ({ identity, weight: 1 / (1 + i) }));
      take(pairs('bought', weighted));
      take(pairs('viewed', weighted));
      take(inCategories(index, history.map((id) => index.get(id)).filter((d): d is Doc => !!d)));
      break;
    }
  }
  take(index.byPopularity(), true);
  const hits = rows.map(({ doc, fallback }) => ({
    ...buildHit(doc, { idKey: version === 1 ? 'url' : 'identity', highlightFields: [], hitFields: r.hitFields }),
    is_fallback: r.markFallback ? fallback : undefined,
  }));
  return version === 1
    ? { recommendation_id: randomUUID(), recommendation_type: r.model, recommender_client_identifier: r.widget || undefined, hits: hits as RecommendationV1['hits'], generated_at: new Date().toISOString() } satisfies RecommendationV1
    : { recommendation_id: randomUUID(), model: r.model, widget_id: r.widget, hits: hits as RecommendationV2['hits'], generated_at: new Date().toISOString() } satisfies RecommendationV2;
}

const newestCache = new WeakMap<SiteIndex, { version: number; docs: Doc[] }>();

/** Most recent `release_date` first (kept until the catalog changes). */
function newest(index: SiteIndex): Doc[] {
  let cached = newestCache.get(index);
  if (cached?.version !== index.version) {
    const released = index.column('release_date');
    const date = (doc: Doc) => String(released.own(doc.id) ?? '');
    cached = { version: index.version, docs: index.all().sort((a, b) => date(b).localeCompare(date(a))) };
    newestCache.set(index, cached);
  }
  return cached.docs;
}

/** Whether an object sits in one of these categories (or below one), by the category_path column. */
function inAny(index: SiteIndex, paths: unknown[]): Predicate {
  const ctx: FilterContext = { geoField: 'geo_location', index };
  const tests = [...new Set(paths.map(String))].map((path) => predicate(parseFilter(`category_path:${path}`), ctx));
  return (doc) => tests.some((test) => test(doc));
}

/** Content rule: items of the base items' categories, closest price first (computed only when pulled). */
function* alternatives(index: SiteIndex, base: Doc[]): Generator<Doc> {
  if (!base.length) return;
  const ctx: FilterContext = { geoField: 'geo_location', index };
  const ids = new Set<number>();
  for (const doc of base) {
    for (const path of fieldValues(doc, 'category_path')) for (const id of predicate(parseFilter(`category_path:${String(path)}`), ctx).select!()!.ids()) ids.add(id);
  }
  const prices = index.column('price');
  const price = average(base.map((d) => Number(d.fields.price)).filter(Number.isFinite));
  // Each item's distance computed once, then a numeric sort.
  const ranked: Array<[number, number, Doc]> = [];
  for (const id of ids) {
    const doc = index.doc(id);
    if (doc) ranked.push([Math.abs(Number(prices.own(id)) - price) || 0, -doc.popularity, doc]);
  }
  ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [, , doc] of ranked) yield doc;
}

/** How far down the popularity order the content rules look for "popular items of …" (they stop there; bestsellers fill in). */
const POPULAR_WALK = 5000;

/** Content rule: popular items of sibling categories under the same top category, under half the base price (a case for a phone). */
function* complements(index: SiteIndex, base: Doc[]): Generator<Doc> {
  if (!base.length) return;
  // The top categories' members by the category_path column (a filter on a path takes every path below it).
  const inTops = inAny(index, base.map((d) => topOf(d)).filter(Boolean));
  const paths = index.column('category_path');
  const prices = index.column('price');
  const own = new Set(base.map((d) => d.fields.category_path));
  const limit = average(base.map((d) => Number(d.fields.price)).filter(Number.isFinite)) * 0.5;
  const order = index.byPopularity();
  for (let i = 0; i < order.length && i < POPULAR_WALK; i++) {
    const d = order[i];
    if (inTops(d) && !own.has(paths.own(d.id)) && Number(prices.own(d.id)) < limit) yield d;
  }
}

/** Content rule of a history: popular items of the categories it visited. */
function* inCategories(index: SiteIndex, docs: Doc[]): Generator<Doc> {
  if (!docs.length) return;
  const visited = inAny(index, docs.map((d) => d.fields.category_path));
  const order = index.byPopularity();
  for (let i = 0; i < order.length && i < POPULAR_WALK; i++) if (visited(order[i])) yield order[i];
}

function topOf(doc: Doc): string {
  return String(fieldValues(doc, 'category_path')[0] ?? '').split('||')[0];
}

function average(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}
