/**
 * Types of the hosted query API (spec: query-api.md sections 2 and 4), shared by the
 * browser code and the local service. Type-only module: importing it runs nothing.
 */

/** Stored catalog attributes of a hit. String values may carry `<em>` highlights. */
export type Attributes = Record<string, unknown>;

/** A hit with its identity under `url` (GET search, autocomplete v2, top items, recommender v1). */
export interface UrlHit {
  url: string;
  type: string;
  attributes: Attributes;
  nested?: NestedObject[];
  pinned?: boolean;
  promoted?: boolean;
  pin_note?: string;
  updated_at?: string;
  exact?: boolean;
}

/** A hit with its identity under `identity` (POST search, autocomplete v3, recommender v2). */
export interface IdentityHit extends Omit<UrlHit, 'url'> {
  identity: string;
}

/** Autocomplete v1 hits carry both names. */
export type BothHit = UrlHit & { identity: string };

export type Hit = UrlHit | IdentityHit | BothHit;

export interface NestedObject {
  type: string;
  identity: string;
  fields: Attributes;
}

export interface FacetValue {
  /** Option value; numeric ranges are written `<from>|<to>`. */
  value: string;
  hits_count: number;
  /** `hits_count` divided by the largest `hits_count` of the facet (0..1). */
  normalized_hits_count: number;
}

export interface Facet {
  name: string;
  /** `text`, `float`, `date` or `boolean` on the local service. */
  type: string;
  values: FacetValue[];
}

export interface Banner {
  desktop_url?: string;
  mobile_url?: string;
}

export interface Campaign {
  id: number;
  target_url: string;
  /** What the banner says, for its image's alt text: the local service's addition (the spec's samples show none). */
  title?: string;
  /** Keyed by slot name, e.g. `autocomplete_top`, `search_header`. */
  banners: Record<string, Banner>;
}

export interface QueryRewrite {
  original_query: string;
  rewritten_query: string;
}

export interface SearchResults<H extends Hit = UrlHit> {
  query: string;
  corrected_query?: string;
  total_hits: number;
  hits: H[];
  facets: Facet[];
  filters: string[];
  quicksearch_hits: H[];
  suggested_facet?: Facet;
  suggested_url?: string;
  campaigns: Campaign[];
  query_rewrite?: QueryRewrite;
  /** Offset of the first hit of this page, as a string. */
  offset: string;
  guid: string;
}

export interface SearchResponse<H extends Hit = UrlHit> {
  results: SearchResults<H>;
  next_page?: string;
}

export interface AutocompleteResponse<H extends Hit = IdentityHit> {
  exact_match_hits_count: number;
  partial_match_hits_count: number;
  partial_match_terms: string[];
  hits: H[];
  campaigns?: Campaign[];
  suggested_url: string | null;
  query_rewrite?: QueryRewrite;
}

export interface TopItemsResponse {
  hits: UrlHit[];
}

export type TrendingQueriesResponse = Array<{ title: string }>;

export interface RecommendationV1 {
  recommendation_id: string;
  recommendation_type: string;
  recommender_client_identifier?: string;
  hits: Array<UrlHit & { is_fallback?: boolean }>;
  generated_at: string;
}

export interface RecommendationV2 {
  recommendation_id: string;
  model: string;
  widget_id?: string;
  hits: Array<IdentityHit & { is_fallback?: boolean }>;
  generated_at: string;
}

/** Boolean filter tree of POST search. */
export type FilterNode = { and: FilterNode[] } | { or: FilterNode[] } | { not: FilterNode[] } | { filter: string };

/** An index-object of the indexing API (indexing-events-api.md 2.1). */
export interface IndexObject {
  identity: string;
  type: string;
  generation?: string;
  active_from?: string;
  active_to?: string;
  fields: Attributes & { title: string };
  nested?: NestedObject[];
}

/* ---------- Request parameters, with the spec's names (query-api.md section 4) ---------- */

type Many = readonly string[];

/** `f_<type>[]`, `neg_f_<type>[]` and `sort_<type>` families. */
export interface PerTypeParams {
  [filter: `f_${string}[]`]: Many | undefined;
  [exclude: `neg_f_${string}[]`]: Many | undefined;
  [sort: `sort_${string}`]: string | undefined;
}

export interface SearchParams extends PerTypeParams {
  tracker_id: string;
  q?: string;
  user_id?: string;
  client_id?: string;
  'f[]'?: Many;
  'neg_f[]'?: Many;
  'f_must[]'?: Many;
  size?: number;
  page?: number;
  from?: number;
  sort?: string;
  quicksearch_types?: string;
  facets?: string;
  dynamic_facets_size?: number;
  use_fixits?: boolean;
  'prefer[]'?: Many;
  'ctx[]'?: Many;
  qu?: boolean;
  hit_fields?: string;
  remove_fields?: string;
  non_collapsed_variants?: boolean;
  /** Product listing: the filter key that identifies the category. */
  plp?: string;
  context?: {
    geo_location?: string;
    geo_location_field?: string;
    availability_field?: string;
    availability_rank_field?: string;
    boost_field?: string;
    freshness_field?: string;
  };
}

/** POST /v2/search query string. */
export interface SearchPostParams extends SearchParams {
  auth_user_id?: string;
  device_user_id?: string;
}

export interface SearchPostBody {
  filters: Record<string, FilterNode>;
}

interface AutocompleteCommon extends PerTypeParams {
  tracker_id: string;
  q: string;
  /** `<type>:<count>` pairs, comma separated. */
  type: string;
  'prefer[]'?: Many;
  /** Placement label for analytics segmentation. */
  context?: string;
  'ctx[]'?: Many;
  hit_fields?: string;
}

export interface AutocompleteV3Params extends AutocompleteCommon {
  auth_user_id?: string;
  device_user_id?: string;
  personalize?: boolean;
  non_collapsed_variants?: boolean;
}

export interface AutocompleteV2Params extends AutocompleteCommon {
  user_id?: string;
  client_id?: string;
  non_collapsed_variants?: boolean;
}

export interface AutocompleteV1Params extends AutocompleteCommon {
  user_id?: string;
}

export interface TopItemsParams extends PerTypeParams {
  tracker_id: string;
  type: string;
  hit_fields?: string;
  'ctx[]'?: Many;
}

export interface PersonalizedTopItemsParams {
  tracker_id: string;
  user_id: string;
  /** `item:<count>` or `queries`. */
  type: string;
  'ctx[]'?: Many;
}

export interface TrendingQueriesParams {
  tracker_id: string;
  'ctx[]'?: Many;
}

export interface RecommendRequestV1 {
  recommendation_type: string;
  recommender_client_identifier?: string;
  user_id?: string;
  item_ids?: string[];
  size?: number;
  hit_fields?: string[];
  blacklisted_item_ids?: string[];
  recommendation_context?: Record<string, { values: Array<string | number>; operator?: 'or' | 'and' | 'not' }>;
  settings_override?: Record<string, unknown>;
  mark_fallback_results?: boolean;
}

export interface RecommendRequestV2 {
  widget_id: string;
  model: string;
  auth_user_id?: string;
  device_user_id?: string;
  identities?: string[];
  size?: number;
  hit_fields?: string[];
  blocklisted_identities?: string[];
  recommendation_context?: Array<{ attribute: string; values: Array<string | number>; operator?: 'or' | 'and' | 'not' }>;
  settings_override?: Record<string, unknown>;
  mark_fallback_results?: boolean;
}

/** Personalized top items with `type=queries` (local service decision, docs/server.md). */
export interface PersonalizedQueriesResponse {
  hits: Array<{ type: 'query'; url: string; attributes: { title: string } }>;
}
