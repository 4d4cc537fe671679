/** The search analytics the service computes over a site's stored events (docs/inspect.md) and the page draws. */

/** Searches, and how many of them were followed by each action. */
export interface Funnel {
  searches: number;
  /** Searches whose first page had no item. */
  noResults: number;
  /** Searches with at least one click on an item they showed. */
  clicked: number;
  /** ... with at least one add-to-cart of an item they showed. */
  carted: number;
  /** ... with at least one purchase (a transaction line or a `buy` conversion) of an item they showed. */
  purchased: number;
}

export interface Analytics {
  /** Stored (accepted) events read. */
  events: number;
  /** The variant the figures are narrowed to; absent: every search. */
  variant?: string;
  /** Each A/B variant the searches carry ('' for searches without one) with its funnel; empty when none has one. */
  variants: Array<Funnel & { variant: string }>;
  totals: Funnel;
  /** The most searched queries (at most TOP), most searched first. */
  topQueries: Array<Funnel & { query: string }>;
  /** Queries of searches without results (at most TOP), most frequent first. */
  noResultQueries: Array<{ query: string; searches: number }>;
  /** Items shown (impressions) and clicked at each position: 1 to 10, then 11-20 and 21+. */
  positions: Array<{ position: string; impressions: number; clicks: number }>;
  /** Searches per time bucket, every bucket from the first search to the last. */
  series: { bucketMs: number; points: Array<{ t: number; searches: number; noResults: number }> };
}

export const TOP = 20;

/** `part` of `whole` as a share (0 when there is no whole). */
export const share = (part: number, whole: number): number => (whole ? part / whole : 0);
