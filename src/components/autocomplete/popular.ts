/**
 * The empty-box panel of <ss-autocomplete>: the shopper's recent searches, trending ones and
 * top items, asked for at most once per session. Part of the panel's code (./panel.ts): it is
 * asked for on the box's first focus, once that code is in, and drawn with it.
 */
import { personalizedTopItems, topItems, trendingQueries, type ClientConfig } from '../../core/client.js';
import { hitOf, list, text } from '../../core/answers.js';
import type { Hit, PersonalizedQueriesResponse } from '../../core/types.js';

export interface PopularPanel {
  recent: string[];
  trending: string[];
  items: Hit[];
}

/** The empty-box panel, fetched at most once per session (sessionStorage): the shopper's recent searches, trending ones, top items; asked in the element's model context (`ctx[]`). */
export async function popular(config: ClientConfig, trackerId: string, userId: string | undefined, ctx: string[], signal: AbortSignal): Promise<PopularPanel> {
  const key = `ss-ac-popular:${trackerId}:${ctx}`;
  try {
    const kept = sessionStorage.getItem(key);
    // What another version (or another script) left there is read as any answer is.
    const p = kept ? (JSON.parse(kept) as Record<string, unknown> | null) : undefined;
    if (p && typeof p === 'object') {
      const texts = (v: unknown) => list(v).map(text).filter((t): t is string => Boolean(t));
      return { recent: texts(p.recent), trending: texts(p.trending), items: list(p.items).map((h) => hitOf<Hit>(h)).filter((h): h is Hit => h !== undefined) };
    }
  } catch {
    // storage blocked: fetch every time
  }
  const [items, trending, recent] = await Promise.all([
    topItems(config, { tracker_id: trackerId, type: 'item:4', 'ctx[]': ctx }, { signal }),
    trendingQueries(config, { tracker_id: trackerId, 'ctx[]': ctx }, { signal }).catch(() => []),
    userId
      ? personalizedTopItems(config, { tracker_id: trackerId, user_id: userId, type: 'queries', 'ctx[]': ctx }, { signal }).catch(() => ({ hits: [] }))
      : Promise.resolve({ hits: [] }),
  ]);
  const panel: PopularPanel = {
    recent: (recent as PersonalizedQueriesResponse).hits.map((h) => h.attributes.title).slice(0, 3),
    trending: trending.map((t) => t.title).slice(0, 5),
    items: items.hits,
  };
  try {
    sessionStorage.setItem(key, JSON.stringify(panel));
  } catch {
    // not kept: fine
  }
  return panel;
}

