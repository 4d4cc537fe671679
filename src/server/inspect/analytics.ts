/**
 * Search analytics over a site's stored events (docs/inspect.md): searches, searches
 * without results and their queries, top queries, click-through by position, and the
 * share of searches followed by a click, an add-to-cart or a purchase, overall and per
 * A/B variant. Which search an action belongs to: src/inspect/model/attribution.ts.
 */
import { TOP, type Analytics, type Funnel } from '../../inspect/model/analytics.js';
import { SearchAttribution, type Search } from '../../inspect/model/attribution.js';

/** One accepted event and when the service received it (ms). */
export interface StoredEvent {
  t: number;
  event: Record<string, unknown>;
}

/** Bucket sizes of the time series, smallest first: the first that needs at most MAX_POINTS buckets is used. */
const BUCKETS_MS = [60_000, 5 * 60_000, 15 * 60_000, 3_600_000, 6 * 3_600_000, 86_400_000, 7 * 86_400_000];
const MAX_POINTS = 48;

/** The row of a position: 1 to 10 each, then 11-20 and 21+. */
export const positionRow = (p: number): string => (p <= 10 ? String(p) : p <= 20 ? '11-20' : '21+');
const POSITION_ROWS = [...Array.from({ length: 10 }, (_, i) => String(i + 1)), '11-20', '21+'];

/** The figures over `events` (in the order received); with `variant`, over that variant's searches only. */
export function searchAnalytics(events: Iterable<StoredEvent>, variant?: string): Analytics {
  const walk = new SearchAttribution();
  const all: Search[] = [];
  const impressions = new Map<string, number>();
  const clicks = new Map<string, number>();
  const wanted = (s: Search) => variant === undefined || s.variant === variant;
  const bump = (counts: Map<string, number>, position: number) => {
    // Positions are 1-based (spec 6.3); anything else is not a place in a list.
    if (Number.isInteger(position) && position >= 1) counts.set(positionRow(position), (counts.get(positionRow(position)) ?? 0) + 1);
  };
  let read = 0;
  for (const { t, event } of events) {
    read++;
    for (const step of walk.add(event, t)) {
      if (step.kind === 'search' || step.kind === 'page') {
        if (step.kind === 'search') all.push(step.search);
        if (wanted(step.search)) step.positions.forEach((p) => bump(impressions, p));
      } else if (step.kind === 'click' && step.from && wanted(step.from.search)) bump(clicks, step.from.position);
    }
  }
  const searches = all.filter(wanted);
  const variants = all.some((s) => s.variant)
    ? [...groupBy(all, (s) => s.variant)].sort(([a], [b]) => (!a ? 1 : !b ? -1 : a.localeCompare(b))).map(([v, list]) => ({ variant: v, ...funnel(list) }))
    : [];
  return {
    events: read,
    ...(variant === undefined ? {} : { variant }),
    variants,
    totals: funnel(searches),
    topQueries: top(groupBy(searches, (s) => s.query), (list) => list.length).map(([query, list]) => ({ query, ...funnel(list) })),
    noResultQueries: top(groupBy(searches.filter((s) => !s.results), (s) => s.query), (list) => list.length).map(([query, list]) => ({ query, searches: list.length })),
    positions: POSITION_ROWS.map((position) => ({ position, impressions: impressions.get(position) ?? 0, clicks: clicks.get(position) ?? 0 })),
    series: series(searches),
  };
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

/** The TOP groups by size, largest first, then by name. */
function top<T>(groups: Map<string, T[]>, size: (list: T[]) => number): Array<[string, T[]]> {
  return [...groups].sort(([a, x], [b, y]) => size(y) - size(x) || (a < b ? -1 : a > b ? 1 : 0)).slice(0, TOP);
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
