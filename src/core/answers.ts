/**
 * The one boundary where an answer enters: each endpoint's body is checked once, as it
 * arrives, and turned into the model its type describes (core/types.ts). Everything past
 * this file (the elements, the tracker, a shop's own code through the core) reads models:
 *
 * - text fields a card, a row or a message shows (`title`, `brand`, `url`, `image_link`,
 *   `corrected_query`, a rewrite, facet values, ...) are strings: a number becomes its
 *   digits, a list its items joined, anything else is left out; each is at most 1,000
 *   characters (a 25 KB title is a catalog's mistake, not a page's to draw);
 * - numbers (`price`, `rating`, counts, `total_hits`, `offset`) are finite, counts not
 *   negative; a number sent as a numeric string is read as the number, anything else left out;
 * - lists are lists: an object where a list belongs (`{"0": ...}`, as PHP writes a list
 *   with gaps) gives its values; `null` or anything else gives an empty list;
 * - every valid hit and facet is kept; a hit with no identity, or no name to show, and a
 *   facet value that is no value, are dropped. A hit's identity is under both `url` and
 *   `identity`, whichever the version sent.
 *
 * The parsed body is the core's own (nobody else holds it): it is put right in place, so a
 * well-formed answer, the usual one, is only looked at, never copied.
 *
 * A body that cannot yield an answer at all (not an object, no `results`) is an error of
 * kind `answer` (SearchApiError): the element shows its error state with its retry, as for
 * a 500, and it is told once to the console with the endpoint and what was wrong.
 */
import { SearchApiError } from './errors.js';
import type {
  Attributes, AutocompleteResponse, Campaign, Facet, FacetValue, Hit, NestedObject, PersonalizedQueriesResponse, QueryRewrite,
  RecommendationV1, RecommendationV2, SearchResponse, TopItemsResponse, TrendingQueriesResponse, UrlHit,
} from './types.js';

const MAX_TEXT = 1000;
/** Attributes a card, a row or a template shows as text (with their `.untouched`), and those read as numbers. */
const TEXT_FIELDS = ['title', 'brand', 'url', 'image_link', 'currency', 'description', 'category_path'].flatMap((f) => [f, `${f}.untouched`]);
const NUMBER_FIELDS = ['price', 'list_price', 'rating', 'reviews_count', 'availability'];

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list: a list, an object's values (a list written with gaps), else empty. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
}

/** Text: a string, a number's digits, a list's items joined; at most 1,000 characters; else undefined. */
export function text(value: unknown): string | undefined {
  const s = typeof value === 'string' ? value
    : typeof value === 'number' && Number.isFinite(value) ? String(value)
      : Array.isArray(value) && value.length && value.every((v) => typeof v === 'string' || typeof v === 'number') ? value.join(', ') : undefined;
  return s === undefined ? undefined : s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s;
}

/** A finite number (a numeric string read as one; true and false as 1 and 0), else undefined. */
export function number(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A count: a finite number, not negative, whole. */
const count = (value: unknown): number | undefined => {
  const n = number(value);
  return n === undefined || n < 0 ? undefined : Math.floor(n);
};

/** Sets `key` of `o` to `value`, or deletes it when `value` is undefined. */
function put(o: Raw, key: string, value: unknown): void {
  if (value === undefined) delete o[key];
  else o[key] = value;
}

/**
 * The attributes with their shown fields as text and numbers, other fields as sent (a
 * template reads them as text). The parsed body is the core's own: it is put right in
 * place, and a well-formed answer, the usual one, is only looked at.
 */
function attributesOf(raw: unknown): Attributes {
  if (!isObject(raw)) return {};
  for (const key of TEXT_FIELDS) {
    const v = raw[key];
    if (v !== undefined && (typeof v !== 'string' || v.length > MAX_TEXT)) put(raw, key, text(v));
  }
  for (const key of NUMBER_FIELDS) {
    const v = raw[key];
    if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v))) put(raw, key, number(v));
  }
  return raw;
}

function nestedOf(raw: unknown): NestedObject | undefined {
  if (!isObject(raw)) return undefined;
  const identity = text(raw.identity);
  if (!identity) return undefined;
  return Object.assign(raw, { type: text(raw.type) ?? 'item', identity, fields: attributesOf(raw.fields) }) as unknown as NestedObject;
}

/** A list of what `of` makes of each entry, the entries it makes nothing of left out. */
function keep<T>(value: unknown, of: (raw: unknown) => T | undefined): T[] {
  const out: T[] = [];
  for (const raw of list(value)) {
    const made = of(raw);
    if (made !== undefined) out.push(made);
  }
  return out;
}

/** A hit, or undefined when it has no identity (a query suggestion may go without) or no name. */
export function hitOf<H extends Hit = UrlHit>(raw: unknown): H | undefined {
  if (!isObject(raw)) return undefined;
  const type = typeof raw.type === 'string' ? raw.type : text(raw.type) ?? 'item';
  const attributes = attributesOf(raw.attributes);
  const id = text(raw.identity) ?? text(raw.url) ?? (type === 'query' ? text(attributes.title) : undefined);
  if (!id || (attributes.title === undefined && attributes['title.untouched'] === undefined)) return undefined;
  Object.assign(raw, { url: id, identity: id, type, attributes });
  if (raw.nested !== undefined) raw.nested = keep(raw.nested, nestedOf);
  for (const key of ['pinned', 'promoted', 'exact', 'is_fallback']) if (key in raw && typeof raw[key] !== 'boolean') delete raw[key];
  for (const key of ['pin_note', 'updated_at']) if (key in raw && typeof raw[key] !== 'string') put(raw, key, text(raw[key]));
  return raw as unknown as H;
}

const hitsOf = <H extends Hit>(value: unknown): H[] => keep(value, (h) => hitOf<H>(h));

function valueOf(v: unknown): FacetValue | undefined {
  if (!isObject(v)) return undefined;
  const value = typeof v.value === 'string' ? v.value : text(v.value);
  if (!value) return undefined;
  v.value = value;
  if (typeof v.hits_count !== 'number' || !(v.hits_count >= 0)) v.hits_count = count(v.hits_count) ?? 0;
  if (typeof v.normalized_hits_count !== 'number' || !Number.isFinite(v.normalized_hits_count)) v.normalized_hits_count = number(v.normalized_hits_count) ?? 0;
  return v as unknown as FacetValue;
}

function facetOf(raw: unknown): Facet | undefined {
  if (!isObject(raw)) return undefined;
  const name = text(raw.name);
  return name ? { name, type: text(raw.type) ?? 'text', values: keep(raw.values, valueOf) } : undefined;
}

function campaignOf(raw: unknown): Campaign | undefined {
  if (!isObject(raw)) return undefined;
  const banners: Campaign['banners'] = {};
  for (const [slot, banner] of Object.entries(isObject(raw.banners) ? raw.banners : {})) {
    if (isObject(banner)) banners[slot] = { desktop_url: text(banner.desktop_url), mobile_url: text(banner.mobile_url) };
  }
  return { id: number(raw.id) ?? 0, target_url: text(raw.target_url) ?? '', title: text(raw.title), banners };
}

function rewriteOf(raw: unknown): QueryRewrite | undefined {
  const original = isObject(raw) ? text(raw.original_query) : undefined;
  const rewritten = isObject(raw) ? text(raw.rewritten_query) : undefined;
  return original !== undefined && rewritten !== undefined ? { original_query: original, rewritten_query: rewritten } : undefined;
}

/** The error of a body that cannot yield an answer at all. */
function unusable(endpoint: string, what: string, body: unknown): SearchApiError {
  const got = body === null ? 'null' : Array.isArray(body) ? 'a list' : typeof body;
  return new SearchApiError(`${endpoint} answered ${what} (got ${got}); nothing could be shown`, 'answer', 200, {}, body);
}

/** GET /search and POST /v2/search. */
export function searchAnswer(body: unknown, endpoint = 'GET /search'): SearchResponse<UrlHit> {
  const r = isObject(body) ? body.results : undefined;
  if (!isObject(r)) throw unusable(endpoint, 'without a results object', isObject(body) ? r : body);
  const sent = list(r.hits);
  const hits = hitsOf<UrlHit>(sent);
  const total = count(r.total_hits);
  const offset = count(r.offset) ?? 0;
  // Results it counts but does not send, or sends none of which can be shown: nothing to show, an error.
  if ((!sent.length && total && !offset) || (sent.length && !hits.length)) {
    throw unusable(endpoint, sent.length ? `${sent.length} hits, none with an identity and a title` : `${total} results without their hits`, r.hits);
  }
  const facets = keep(r.facets, facetOf);
  return {
    results: {
      query: text(r.query) ?? '', corrected_query: text(r.corrected_query),
      // A count that is no count, or fewer than the hits sent, is the hits sent.
      total_hits: Math.max(total ?? 0, offset + hits.length),
      hits, facets, filters: keep(r.filters, text),
      quicksearch_hits: hitsOf<UrlHit>(r.quicksearch_hits), suggested_facet: facetOf(r.suggested_facet), suggested_url: text(r.suggested_url) || undefined,
      campaigns: keep(r.campaigns, campaignOf),
      query_rewrite: rewriteOf(r.query_rewrite), offset: String(offset), guid: text(r.guid) ?? '',
    },
    next_page: text((body as Raw).next_page),
  };
}

/** Autocomplete v1, v2 and v3. */
export function autocompleteAnswer<H extends Hit>(body: unknown, endpoint: string): AutocompleteResponse<H> {
  if (!isObject(body)) throw unusable(endpoint, 'no object', body);
  return {
    exact_match_hits_count: count(body.exact_match_hits_count) ?? 0, partial_match_hits_count: count(body.partial_match_hits_count) ?? 0,
    partial_match_terms: keep(body.partial_match_terms, text),
    hits: hitsOf<H>(body.hits), campaigns: keep(body.campaigns, campaignOf),
    suggested_url: text(body.suggested_url) || null, query_rewrite: rewriteOf(body.query_rewrite),
  };
}

/** Top items and personalized top items of `type=item:<n>`. */
export function topItemsAnswer(body: unknown, endpoint = 'GET /v1/top_items'): TopItemsResponse {
  if (!isObject(body)) throw unusable(endpoint, 'no object', body);
  return { hits: hitsOf<UrlHit>(body.hits) };
}

/** Personalized top items of `type=queries`: the user's last queries, as query hits. */
export function queriesAnswer(body: unknown): PersonalizedQueriesResponse {
  if (!isObject(body)) throw unusable('GET /v1/personalized_top_items', 'no object', body);
  return { hits: hitsOf(list(body.hits).map((h) => (isObject(h) ? { type: 'query', ...h } : h))) } as PersonalizedQueriesResponse;
}

/** Trending queries: their titles. */
export function trendingAnswer(body: unknown): TrendingQueriesResponse {
  if (!Array.isArray(body) && !isObject(body)) throw unusable('GET /v2/trending_queries', 'no list', body);
  return list(body).map((q) => (isObject(q) ? text(q.title) : undefined)).filter((title) => title).map((title) => ({ title: title! }));
}

/** One widget's answer of the recommender (v1 or v2). */
export function recommendationAnswer(body: unknown, endpoint: string): RecommendationV1 & RecommendationV2 {
  if (!isObject(body)) throw unusable(endpoint, 'no answer for this widget', body);
  return {
    recommendation_id: text(body.recommendation_id) ?? '', model: text(body.model) ?? '', recommendation_type: text(body.recommendation_type) ?? '',
    widget_id: text(body.widget_id), recommender_client_identifier: text(body.recommender_client_identifier),
    hits: hitsOf(body.hits) as RecommendationV1['hits'] & RecommendationV2['hits'], generated_at: text(body.generated_at) ?? '',
  };
}

/** The recommender's whole answer: one entry per request (a single answer for one request, an object of entries). */
export function recommendAnswers(body: unknown): unknown[] {
  return isObject(body) && 'hits' in body ? [body] : list(body);
}
