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
