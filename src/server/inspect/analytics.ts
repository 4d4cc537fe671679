/**
 * Search analytics over a site's stored events (docs/inspect.md): searches, searches
 * without results and their queries, top queries, click-through by position, and the
 * share of searches followed by a click, an add-to-cart or a purchase, overall and per
 * A/B variant. Which search an action belongs to: src/inspect/model/attribution.ts.
 */
import { TOP, type Analytics, type Funnel } from '../../inspect/model/analytics.js';
import { SearchAttribution, SESSION_GAP_MS, type Search } from '../../inspect/model/attribution.js';

/** Bucket sizes of the time series, smallest first: the first that needs at most MAX_POINTS buckets is used. */
const BUCKETS_MS = [60_000, 5 * 60_000, 15 * 60_000, 3_600_000, 6 * 3_600_000, 86_400_000, 7 * 86_400_000];
const MAX_POINTS = 48;

/** The row of a position: 1 to 10 each, then 11-20 and 21+. */
export const positionRow = (p: number): string => (p <= 10 ? String(p) : p <= 20 ? '11-20' : '21+');
const POSITION_ROWS = [...Array.from({ length: 10 }, (_, i) => String(i + 1)), '11-20', '21+'];

/**
 * The figures of one site, kept up to date as events are read (each event is read once:
 * the page asks again every second while events arrive, and a log can be long).
 */
export class SearchFigures {
  /** Events read so far. */
  read = 0;
  private readonly walk = new SearchAttribution();
  private readonly searches: Search[] = [];
  /** Items shown and clicked, by the variant of their search, then by position row. */
  private readonly shown = new Map<string, Map<string, number>>();
  private readonly clicks = new Map<string, Map<string, number>>();
  private newest = -Infinity;

  /** Reads the next event (in the order received, at `t` ms). */
  add(event: Record<string, unknown>, t: number): void {
    this.read++;
    this.newest = Math.max(this.newest, t);
    // Shoppers whose session has ended are forgotten: memory follows the open sessions.
    if (this.read % 1000 === 0) this.walk.forget(this.newest - SESSION_GAP_MS);
    for (const step of this.walk.add(event, t)) {
      if (step.kind === 'search' || step.kind === 'page') {
        if (step.kind === 'search') this.searches.push(step.search);
        for (const p of step.positions) bump(this.shown, step.search.variant, p);
      } else if (step.kind === 'click' && step.from) bump(this.clicks, step.from.search.variant, step.from.position);
    }
  }

  /** The figures so far; with `variant`, over that variant's searches only. */
  figures(variant?: string): Analytics {
    const all = this.searches;
    const searches = variant === undefined ? all : all.filter((s) => s.variant === variant);
    const variants = all.some((s) => s.variant)
      ? [...groupBy(all, (s) => s.variant)].sort(([a], [b]) => (!a ? 1 : !b ? -1 : a.localeCompare(b))).map(([v, list]) => ({ variant: v, ...funnel(list) }))
      : [];
    const count = (counts: Map<string, Map<string, number>>, row: string) =>
      [...counts].reduce((sum, [v, rows]) => sum + (variant === undefined || v === variant ? rows.get(row) ?? 0 : 0), 0);
    return {
      events: this.read,
      ...(variant === undefined ? {} : { variant }),
      variants,
      totals: funnel(searches),
      topQueries: top(groupBy(searches, (s) => s.query)).map(([query, list]) => ({ query, ...funnel(list) })),
      noResultQueries: top(groupBy(searches.filter((s) => !s.results), (s) => s.query)).map(([query, list]) => ({ query, searches: list.length })),
      positions: POSITION_ROWS.map((position) => ({ position, impressions: count(this.shown, position), clicks: count(this.clicks, position) })),
      series: series(searches),
    };
  }
}

/** Positions are 1-based (spec 6.3); anything else is not a place in a list. */
function bump(counts: Map<string, Map<string, number>>, variant: string, position: number): void {
  if (!Number.isInteger(position) || position < 1) return;
  const rows = counts.get(variant) ?? new Map<string, number>();
  counts.set(variant, rows);
  rows.set(positionRow(position), (rows.get(positionRow(position)) ?? 0) + 1);
}

function funnel(searches: Search[]): Funnel {
  const count = (test: (s: Search) => boolean) => searches.filter(test).length;
  return { searches: searches.length, noResults: count((s) => !s.results), clicked: count((s) => s.clicked), carted: count((s) => s.carted), purchased: count((s) => s.purchased) };
}

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The TOP groups, largest first, then by name. */
function top<T>(groups: Map<string, T[]>): Array<[string, T[]]> {
  return [...groups].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : a > b ? 1 : 0)).slice(0, TOP);
}

function series(searches: Search[]): Analytics['series'] {
  if (!searches.length) return { bucketMs: BUCKETS_MS[0], points: [] };
  let first = Infinity;
  let last = -Infinity;
  for (const s of searches) [first, last] = [Math.min(first, s.t), Math.max(last, s.t)];
  const bucketMs = BUCKETS_MS.find((size) => Math.floor(last / size) - Math.floor(first / size) < MAX_POINTS) ?? BUCKETS_MS.at(-1)!;
  const start = Math.floor(first / bucketMs);
  const points = Array.from({ length: Math.floor(last / bucketMs) - start + 1 }, (_, i) => ({ t: (start + i) * bucketMs, searches: 0, noResults: 0 }));
  for (const s of searches) {
    const point = points[Math.floor(s.t / bucketMs) - start];
    point.searches++;
    if (!s.results) point.noResults++;
  }
  return { bucketMs, points };
}
