/**
 * What <ss-autocomplete> asks the API for: suggestions in the chosen API version (each
 * with its own parameter names) and the empty-box panel (top items, trending queries,
 * the user's recent queries), the latter at most once per session.
 */
import {
  autocompleteV1, autocompleteV2, autocompleteV3, personalizedTopItems, topItems, trendingQueries, type ClientConfig,
} from '../../core/client.js';
import { hitOf, list, text } from '../../core/answers.js';
import type { IdentityDetail } from '../../core/events.js';
import type { AutocompleteResponse, AutocompleteV3Params, Hit, PersonalizedQueriesResponse } from '../../core/types.js';
import type { PopularPanel } from './options.js';

export type ApiVersion = '1' | '2' | '3';

export interface SuggestOptions extends IdentityDetail, Pick<AutocompleteV3Params, 'ctx[]' | 'context' | 'hit_fields' | 'non_collapsed_variants'> {
  trackerId: string;
  types: string;
  /** `f_<type>[]` filters by type. */
  filters: Record<string, string[]>;
  prefer: string[];
  personalize: boolean;
}

/** `item=availability:1; item=price:|500` -> { item: ['availability:1', 'price:|500'] } */
export function parseTypeFilters(value: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (value ?? '').split(';').map((s) => s.trim()).filter(Boolean)) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    (out[part.slice(0, at).trim()] ??= []).push(part.slice(at + 1).trim());
  }
  return out;
}

export function suggest(config: ClientConfig, version: ApiVersion, q: string, o: SuggestOptions, signal: AbortSignal): Promise<AutocompleteResponse<Hit>> {
  const perType: Record<string, string[]> = {};
  for (const [type, list] of Object.entries(o.filters)) perType[`f_${type}[]`] = list;
  const common = { tracker_id: o.trackerId, q, type: o.types, 'prefer[]': o.prefer, 'ctx[]': o['ctx[]'], context: o.context, hit_fields: o.hit_fields, ...perType };
  const [user, collapse] = [o.customerId ?? o.clientId, { non_collapsed_variants: o.non_collapsed_variants }];
  if (version === '1') return autocompleteV1(config, { ...common, user_id: user }, { signal });
  if (version === '2') return autocompleteV2(config, { ...common, ...collapse, user_id: user, client_id: o.clientId }, { signal });
  return autocompleteV3(config, { ...common, ...collapse, auth_user_id: o.customerId, device_user_id: o.clientId, personalize: o.personalize || undefined }, { signal });
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

/** What identifies a hit in events and analytics: its `identity`, else its `url`. */
export const identity = (hit: Hit) => ('identity' in hit ? hit.identity : hit.url);

// The options in display order are the panel's code's (./options.ts); named here too, where a test of the shared modules reads them.
export { optionsFor } from './options.js';
