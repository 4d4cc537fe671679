/**
 * The empty-box panel of <ss-autocomplete>: the shopper's recent searches, trending ones and
 * top items, asked for at most once per session. Part of the panel's code (./panel.ts): it is
 * asked for on the box's first focus, once that code is in, and drawn with it.
 */
import { personalizedTopItems, topItems, trendingQueries } from '../../core/client.js';
import { hitOf, list, text } from '../../core/answers.js';
import { askIdentity } from '../../core/events.js';
import type { Hit, PersonalizedQueriesResponse } from '../../core/types.js';
import { ctxOf, type Asks } from '../shared/asks.js';
import { clientConfig } from '../shared/config.js';

export interface PopularPanel {
  recent: string[];
  trending: string[];
  items: Hit[];
}

/**
 * The empty-box panel of `host`, fetched at most once per session (sessionStorage): the shopper's
 * recent searches (for the user the page's tracker names), trending ones, top items; asked in the
 * element's model context (`ctx[]`) on its site and service (or the page's).
 */
export async function popular(host: Asks & HTMLElement & { baseUrl?: string; trackerId?: string }): Promise<PopularPanel> {
  const { trackerId, ...config } = clientConfig(host);
  const [userId, ctx] = [askIdentity(host).clientId, ctxOf(host)];
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
    topItems(config, { tracker_id: trackerId, type: 'item:4', 'ctx[]': ctx }),
    trendingQueries(config, { tracker_id: trackerId, 'ctx[]': ctx }).catch(() => []),
    userId
      ? personalizedTopItems(config, { tracker_id: trackerId, user_id: userId, type: 'queries', 'ctx[]': ctx }).catch(() => ({ hits: [] }))
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

