/**
 * The one boundary where an answer enters: each endpoint's body is checked once, as it
 * arrives, and turned into the model its type describes (core/types.ts). Everything past
 * this file (the elements, the tracker, a shop's own code through the core) reads models:
 *
 * - text fields a card, a row or a message shows (`title`, `brand`, `url`, `image_link`,
 *   `corrected_query`, a rewrite, facet values, ...) are strings: a number becomes its
 *   digits, a list of texts its items joined, anything else is left out; each is at most
 *   1,000 characters (a 25 KB title is a catalog's mistake, not a page's to draw);
 * - numbers (`price`, `rating`, counts, `total_hits`, `offset`) are finite, counts not
 *   negative; a numeric string is read as its number, `true`/`false` as 1/0;
 * - lists are lists: an object where a list belongs (`{"0": ...}`, as PHP writes a list
 *   with gaps) gives its values; `null` or anything else gives an empty list;
 * - every valid hit and facet is kept; a hit with no identity, or no name to show, and a
 *   facet value that is no value, are dropped. A hit's identity is under both `url` and
 *   `identity`, whichever the version sent.
 *
 * The suggestion endpoints' answers (autocomplete, top items, trending queries) are checked
 * the same way in answers-suggest.ts, so that a page without suggestions carries none of it.
 *
 * Each endpoint's shape is a small schema (a kind per field, a list of, an object of) that
 * one function reads. The parsed body is the core's own (nobody else holds it): it is put
 * right in place, so a well-formed answer, the usual one, is only looked at, never copied.
 *
 * A body that cannot yield an answer at all (not an object, no `results`, results counted
 * but none sent, hits sent of which none can be shown) is an error of kind `answer`
 * (SearchApiError): the element shows its error state with its retry, as for a 500, and it
 * is told once to the console with the endpoint and what was wrong.
 */
import { SearchApiError } from './errors.js';
import type { Hit, RecommendationV1, RecommendationV2, SearchResponse, UrlHit } from './types.js';

/**
 * A field's kind: `s` text, `S` text the object cannot go without (no such text: the object
 * is dropped), `n` number, `c` count, `b` boolean, `h` a hit (kept only with an identity and
 * a name), an object of fields, or `[kind]` a list of them.
 */
export type Schema = 's' | 'S' | 'n' | 'c' | 'b' | 'h' | { [field: string]: Schema } | [Schema];
type Raw = Record<string, unknown>;

export const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list: a list, an object's values (a list written with gaps), else empty. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : isObject(value) ? Object.values(value) : []);

/** Text: a string, a number's digits, a list of texts joined; at most 1,000 characters; else undefined. */
export function text(value: unknown): string | undefined {
  const s = typeof value === 'string' ? value : typeof value === 'number' ? number(value)
    : Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number') ? value.join(', ') : undefined;
  return s === undefined ? s : String(s).slice(0, 1000);
}

/** A finite number (a numeric string read as one; true and false as 1 and 0), else undefined. */
export function number(value: unknown): number | undefined {
  const n = typeof value === 'string' ? (value.trim() ? Number(value) : NaN) : typeof value === 'boolean' ? +value : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

const ATTRIBUTES: Schema = {};
for (const f of ['title', 'brand', 'url', 'image_link', 'currency', 'description', 'category_path']) ATTRIBUTES[f] = ATTRIBUTES[`${f}.untouched`] = 's';
for (const f of ['price', 'list_price', 'rating', 'reviews_count', 'availability']) ATTRIBUTES[f] = 'n';
const HIT: Schema = {
  url: 's', identity: 's', type: 's', attributes: ATTRIBUTES, nested: [{ identity: 'S', type: 's', fields: ATTRIBUTES }],
  pinned: 'b', promoted: 'b', exact: 'b', is_fallback: 'b', pin_note: 's', updated_at: 's',
};
const FACET: Schema = { name: 'S', type: 's', values: [{ value: 'S', hits_count: 'c', normalized_hits_count: 'n' }] };
export const CAMPAIGN: Schema = { id: 'n', target_url: 's', title: 's', banners: {} };
export const REWRITE: Schema = { original_query: 's', rewritten_query: 's' };

/** `value` as `schema` says, put right in place; undefined when it cannot be. */
export function fix(value: unknown, schema: Schema): unknown {
  if (schema === 's' || schema === 'S') return text(value);
  if (schema === 'n' || schema === 'c') {
    const n = number(value);
    return schema === 'n' || n === undefined ? n : n < 0 ? undefined : Math.floor(n);
  }
  if (schema === 'b') return typeof value === 'boolean' ? value : undefined;
  if (Array.isArray(schema)) return list(value).map((v) => fix(v, schema[0])).filter((v) => v !== undefined);
  if (!isObject(value)) return undefined;
  if (schema === 'h') return hit(value);
  for (const key in schema) {
    const fixed = key in value ? fix(value[key], schema[key]) : undefined;
    if (schema[key] === 'S' && !fixed) return undefined;
    if (fixed === undefined) delete value[key];
    else if (fixed !== value[key]) value[key] = fixed;
  }
  if (schema === CAMPAIGN) for (const [slot, banner] of Object.entries(value.banners ?? {})) (value.banners as Raw)[slot] = fix(banner, { desktop_url: 's', mobile_url: 's' }) ?? {};
  return value;
}

/** A hit, or undefined when it has no identity (a query suggestion may use its title) or no name. */
function hit(raw: Raw): Hit | undefined {
  fix(raw, HIT);
  const a = (raw.attributes = isObject(raw.attributes) ? raw.attributes : {});
  const id = raw.identity ?? raw.url ?? (raw.type === 'query' ? a.title : undefined);
  raw.type ??= 'item';
  if (!id || !(a.title || a['title.untouched'])) return undefined;
  raw.url = raw.identity = id;
  return raw as unknown as Hit;
}

/** A hit as a model (exported for stored copies of answers, such as the empty box's). */
export const hitOf = <H extends Hit = UrlHit>(raw: unknown): H | undefined => fix(raw, 'h') as H | undefined;

/** The error of a body that cannot yield an answer at all. */
export function unusable(endpoint: string, what: string): SearchApiError {
  return new SearchApiError(`${endpoint} answered ${what}: nothing could be shown`, 'answer', 200);
}

/** GET /search and POST /v2/search. */
export function searchAnswer(body: unknown, endpoint = 'GET /search'): SearchResponse<UrlHit> {
  const r = isObject(body) ? body.results : undefined;
  if (!isObject(r)) throw unusable(endpoint, 'no results object');
  const sent = list(r.hits).length;
  fix(r, { query: 's', corrected_query: 's', total_hits: 'c', offset: 'c', hits: ['h'], facets: [FACET], filters: ['s'], quicksearch_hits: ['h'],
    suggested_facet: FACET, suggested_url: 's', campaigns: [CAMPAIGN], query_rewrite: REWRITE, guid: 's' });
  const hits = (r.hits ??= []) as unknown[];
  const offset = (r.offset as number | undefined) ?? 0;
  // Results it counts but does not send, or sends none of which can be shown: nothing to show.
  if ((!sent && r.total_hits && !offset) || (sent && !hits.length)) throw unusable(endpoint, sent ? 'hits none of which has an identity and a title' : 'results without their hits');
  // A count that is no count, or fewer than the hits sent (with those before them), is the hits sent.
  r.total_hits = Math.max((r.total_hits as number | undefined) ?? 0, hits.length && offset + hits.length);
  r.offset = String(offset);
  for (const key of ['facets', 'filters', 'quicksearch_hits', 'campaigns']) r[key] ??= [];
  r.query ??= '';
  r.guid ??= '';
  fix(body, { next_page: 's' });
  return body as unknown as SearchResponse<UrlHit>;
}

/** One widget's answer of the recommender (v1 or v2). */
export function recommendationAnswer(body: unknown, endpoint: string): RecommendationV1 & RecommendationV2 {
  if (!isObject(body)) throw unusable(endpoint, 'no answer for this widget');
  fix(body, { recommendation_id: 's', model: 's', recommendation_type: 's', widget_id: 's', recommender_client_identifier: 's', hits: ['h'], generated_at: 's' });
  body.hits ??= [];
  return body as unknown as RecommendationV1 & RecommendationV2;
}

/** The recommender's whole answer: one entry per request (a single answer for one request, an object of entries). */
export const recommendAnswers = (body: unknown): unknown[] => (isObject(body) && 'hits' in body ? [body] : list(body));
