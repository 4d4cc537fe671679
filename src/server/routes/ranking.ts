/**
 * The parameters that shape a default ranking (docs/server.md, "Ranking for a request"):
 * `ctx[]` (the popularity of a context), the shopper's identities (their taste), and on
 * search `context[boost_field]`, `context[freshness_field]` and
 * `context[availability_rank_field]`. An explicit sort order wins over all of them.
 */
import type { QueryPlan } from '../engine/query.js';
import { affinityFactor, boostFieldFactor, freshnessFactor } from '../engine/rank-factors.js';
import type { RankFactor } from '../engine/rerank.js';
import type { Params } from '../http.js';
import type { Site } from '../sites.js';

/** Which parameters name the shopper, by endpoint (query-api.md 4.1 to 4.5). */
export type Identities = 'search' | 'post-search' | 'autocomplete-v1' | 'autocomplete-v2' | 'autocomplete-v3' | 'none';

export interface Ranking {
  /** `ctx[]` pairs, `key:value`. */
  contexts: string[];
  /** The users whose taste re-ranks (a customer id, a device id); empty for an anonymous request. */
  users: string[];
  boostField?: string;
  freshnessField?: string;
  availabilityRankField?: string;
}

/** Reads and checks the ranking parameters (errors land in `p.errors`). */
export function rankingParams(p: Params, identities: Identities, withContextFields = false): Ranking {
  const contexts = p.list('ctx[]');
  for (const pair of contexts) if (pair.indexOf(':') <= 0) p.errors.add('ctx[]', `"${pair}" is not <key>:<value>, e.g. warehouse:berlin`);
  const ids = (...names: string[]) => names.map((name) => p.str(name)).filter((id): id is string => !!id);
  let users: string[] = [];
  // GET search and autocomplete v1/v2: user_id asks for personalization; client_id adds the device's own history.
  const byUserId = () => (p.str('user_id') ? ids('user_id', 'client_id') : []);
  if (identities === 'search' || identities === 'autocomplete-v2') users = byUserId();
  else if (identities === 'autocomplete-v1') users = ids('user_id');
  else if (identities === 'post-search') users = [...ids('auth_user_id', 'device_user_id'), ...byUserId()];
  else if (identities === 'autocomplete-v3' && p.bool('personalize') === true) users = ids('auth_user_id', 'device_user_id');
  const field = (name: string) => (withContextFields ? p.str(`context[${name}]`) || undefined : undefined);
  return {
    contexts: contexts.filter((pair) => pair.indexOf(':') > 0),
    users,
    boostField: field('boost_field'),
    freshnessField: field('freshness_field'),
    availabilityRankField: field('availability_rank_field'),
  };
}

/** What a query plan takes of the ranking parameters, for a site. */
export function rankingPlan(site: Site, r: Ranking, now = Date.now()): Pick<QueryPlan, 'popularity' | 'factors' | 'availabilityRankField'> {
  const index = site.index;
  const factors: RankFactor[] = [];
  const taste = r.users.length ? site.analytics.taste(r.users, now) : undefined;
  if (taste) factors.push(affinityFactor(index, taste));
  if (r.boostField) factors.push(boostFieldFactor(index, r.boostField));
  if (r.freshnessField) factors.push(freshnessFactor(index, r.freshnessField, now));
  return { popularity: index.popularity(r.contexts), factors, availabilityRankField: r.availabilityRankField };
}
