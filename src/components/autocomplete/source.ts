/**
 * What <ss-autocomplete> asks the API for as the shopper types: suggestions in the chosen API
 * version (each with its own parameter names). The empty-box panel comes with the panel's
 * code (./popular.ts).
 */
import { autocompleteV1, autocompleteV2, autocompleteV3 } from '../../core/client.js';
import { askIdentity } from '../../core/events.js';
import type { AutocompleteResponse, Hit } from '../../core/types.js';
import { CARD_FIELDS, ctxOf, hitFields, listOf, templateFields, type Asks } from '../shared/asks.js';
import { clientConfig } from '../shared/config.js';
import { templatesOf, type Renderer } from '../shared/template.js';

export type ApiVersion = '1' | '2' | '3';

/** The element's attributes a suggestion request is made of (./autocomplete.component.ts documents them). */
export interface SuggestHost extends Asks, HTMLElement {
  trackerId?: string;
  baseUrl?: string;
  apiVersion: ApiVersion;
  types: string;
  /** Per-type filters (`f_<type>[]`): parseTypeFilters. */
  filters?: string;
  context?: string;
  renderers: Record<string, Renderer>;
}

/** `item=availability:1; item=price:|500` -> { item: ['availability:1', 'price:|500'] } */
export function parseTypeFilters(value: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of listOf(value)) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    (out[part.slice(0, at).trim()] ??= []).push(part.slice(at + 1).trim());
  }
  return out;
}

/** Asks for `host`'s suggestions for `q`, in its API version (each with its own parameter names). */
export function suggest(host: SuggestHost, q: string, signal: AbortSignal): Promise<AutocompleteResponse<Hit>> {
  const { trackerId, ...config } = clientConfig(host);
  const { clientId, customerId } = askIdentity(host);
  const perType: Record<string, string[]> = {};
  for (const [type, list] of Object.entries(parseTypeFilters(host.filters))) perType[`f_${type}[]`] = list;
  const common = {
    tracker_id: trackerId, q, type: host.types, 'prefer[]': listOf(host.prefer), 'ctx[]': ctxOf(host), context: host.context,
    // The fields the rows draw (the card's and the shop's templates'), unless a JS renderer draws them.
    hit_fields: hitFields(host, Object.keys(host.renderers).length ? undefined : [...CARD_FIELDS, ...templateFields(templatesOf(host).values())]),
    ...perType,
  };
  const [user, collapse] = [customerId ?? clientId, { non_collapsed_variants: host.nonCollapsedVariants || undefined }];
  if (host.apiVersion === '1') return autocompleteV1(config, { ...common, user_id: user }, { signal });
  if (host.apiVersion === '2') return autocompleteV2(config, { ...common, ...collapse, user_id: user, client_id: clientId }, { signal });
  return autocompleteV3(config, { ...common, ...collapse, auth_user_id: customerId, device_user_id: clientId, personalize: host.personalize || undefined }, { signal });
}

/** What identifies a hit in events and analytics: its `identity`, else its `url`. */
export const identity = (hit: Hit) => ('identity' in hit ? hit.identity : hit.url);

