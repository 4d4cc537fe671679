/**
 * Recommender v1 (POST /v1/recommend) and v2 (POST /v2/recommend), query-api.md 4.10
 * and 4.11. A request body is an array; the answer is an array in the same order.
 *
 * Models of the local service (docs/server.md):
 * - `bestsellers`, `trending`: most popular items.
 * - `new_arrivals`: most recent `release_date` first.
 * - `item_detail_alternatives`: same category as the base items, closest price first.
 * - `item_detail_complements` (alias `basket`): items of sibling categories under the
 *   same top category, cheaper than the base item (cases for a phone, say).
 * - `personalized`: the user's history once events arrive; until then bestsellers,
 *   marked as fallback.
 * When a contextual model finds fewer items than asked, bestsellers fill the rest; with
 * `mark_fallback_results` each hit says which it is in `is_fallback`.
 */
import type { RecommendationV1, RecommendationV2 } from '../../core/types.js';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fieldValues, parseFilter, predicate, type Predicate } from '../engine/filters.js';
import type { Doc } from '../engine/doc.js';
import { HttpError, readBody } from '../http.js';
import type { RouteContext } from './context.js';
import { buildHit } from './hits.js';
import type { Site } from '../sites.js';
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
  availabilityField: string;
  markFallback: boolean;
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
  try {
    context = contextPredicates(e.recommendation_context, version);
  } catch (error) {
    throw fail(400, `request ${i}: recommendation_context: ${(error as Error).message}`);
  }
  return {
    model, widget: typeof e[widgetKey] === 'string' ? (e[widgetKey] as string) : undefined, base, size: size as number,
    hitFields, exclude, context, markFallback: e.mark_fallback_results === true,
    availabilityField: typeof override.availability_field === 'string' ? override.availability_field : 'availability',
  };
}

/** v1: `{ field: { values, operator } }`; v2: `[{ attribute, values, operator }]`. */
function contextPredicates(raw: unknown, version: Version): Predicate[] {
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
    const tests = values.map((v) => predicate(parseFilter(`${field}:${String(v)}`), { geoField: 'geo_location' }));
    if (operator === 'and') return (doc: Doc) => tests.every((t) => t(doc));
    if (operator === 'not') return (doc: Doc) => !tests.some((t) => t(doc));
    return (doc: Doc) => tests.some((t) => t(doc));
  });
}

function answer(site: Site, r: Normalized, version: Version): Record<string, unknown> {
  const index = site.index;
  const now = Date.now();
  const baseDocs = r.base.map((id) => index.get(id)).filter((d): d is Doc => !!d);
  const baseIds = new Set(r.base);
  const eligible = (doc: Doc) => doc.type === 'item' && index.isActive(doc, now) && !baseIds.has(doc.identity) && !r.exclude.has(doc.identity)
    && doc.fields[r.availabilityField] !== 0 && doc.fields[r.availabilityField] !== false && r.context.every((t) => t(doc));
  const items = [...index.all()].filter(eligible);
  const popular = [...items].sort((a, b) => b.popularity - a.popularity);
  let primary: Doc[] = [];
  switch (r.model) {
    case 'bestsellers':
    case 'trending':
      primary = popular;
      break;
    case 'new_arrivals':
      primary = [...items].sort((a, b) => String(b.fields.release_date ?? '').localeCompare(String(a.fields.release_date ?? '')));
      break;
    case 'item_detail_alternatives':
      primary = alternatives(items, baseDocs);
      break;
    case 'item_detail_complements':
    case 'basket':
      primary = complements(items, baseDocs);
      break;
    case 'personalized':
      primary = [];
      break;
  }
  const rows = primary.slice(0, r.size).map((doc) => ({ doc, fallback: false }));
  const taken = new Set(rows.map((row) => row.doc));
  for (const doc of popular) {
    if (rows.length >= r.size) break;
    if (!taken.has(doc)) rows.push({ doc, fallback: true });
  }
  const hits = rows.map(({ doc, fallback }) => ({
    ...buildHit(doc, { idKey: version === 1 ? 'url' : 'identity', highlightFields: [], hitFields: r.hitFields }),
    is_fallback: r.markFallback ? fallback : undefined,
  }));
  return version === 1
    ? { recommendation_id: randomUUID(), recommendation_type: r.model, recommender_client_identifier: r.widget || undefined, hits: hits as RecommendationV1['hits'], generated_at: new Date().toISOString() } satisfies RecommendationV1
    : { recommendation_id: randomUUID(), model: r.model, widget_id: r.widget, hits: hits as RecommendationV2['hits'], generated_at: new Date().toISOString() } satisfies RecommendationV2;
}

function alternatives(items: Doc[], base: Doc[]): Doc[] {
  if (!base.length) return [];
  const paths = new Set(base.map((d) => d.fields.category_path));
  const price = average(base.map((d) => Number(d.fields.price)).filter(Number.isFinite));
  return items.filter((d) => paths.has(d.fields.category_path))
    .sort((a, b) => Math.abs(Number(a.fields.price) - price) - Math.abs(Number(b.fields.price) - price) || b.popularity - a.popularity);
}

function complements(items: Doc[], base: Doc[]): Doc[] {
  if (!base.length) return [];
  const tops = new Set(base.map((d) => topOf(d)));
  const own = new Set(base.map((d) => d.fields.category_path));
  const price = average(base.map((d) => Number(d.fields.price)).filter(Number.isFinite));
  return items.filter((d) => tops.has(topOf(d)) && !own.has(d.fields.category_path) && Number(d.fields.price) < price * 0.5)
    .sort((a, b) => b.popularity - a.popularity);
}

function topOf(doc: Doc): string {
  return String(fieldValues(doc, 'category_path')[0] ?? '').split('||')[0];
}

function average(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}
