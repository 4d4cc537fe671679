/**
 * What <ss-autocomplete> asks the API for as the shopper types: suggestions in the chosen API
 * version (each with its own parameter names). The empty-box panel comes with the panel's
 * code (./popular.ts).
 */
import { autocompleteV1, autocompleteV2, autocompleteV3, type ClientConfig } from '../../core/client.js';
import type { IdentityDetail } from '../../core/events.js';
import type { AutocompleteResponse, AutocompleteV3Params, Hit } from '../../core/types.js';

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

/** What identifies a hit in events and analytics: its `identity`, else its `url`. */
export const identity = (hit: Hit) => ('identity' in hit ? hit.identity : hit.url);

// The options in display order are the panel's code's (./options.ts); named here too, where a test of the shared modules reads them.
export { optionsFor } from './options.js';
