/**
 * Merchandising rules of a site, read from a JSON file keyed by tracker_id
 * (see docs/server.md for the format): pinned hits, redirects, banner campaigns and
 * query rewrites. Queries are compared normalised: lower case, single spaces, trimmed.
 */
import type { Banner, Campaign, QueryRewrite } from '../core/types.js';

export interface PinRule {
  /** The query it applies to; or `plp`, `<key>:<value>` of a product listing. */
  query?: string;
  plp?: string;
  identity: string;
  /** 1-based position; default 1. */
  position?: number;
  promoted?: boolean;
  pin_note?: string;
}

export interface SiteMerchandising {
  pins?: PinRule[];
  redirects?: Array<{ query: string; url: string }>;
  campaigns?: Array<{ id: number; queries: string[]; target_url: string; title?: string; banners: Record<string, Banner> }>;
  rewrites?: Array<{ query: string; rewrite: string }>;
}

export type MerchandisingFile = Record<string, SiteMerchandising>;

export function normalizeQuery(q: string): string {
  return q.trim().toLowerCase().replace(/\s+/g, ' ');
}

export class Merchandising {
  constructor(private readonly rules: SiteMerchandising = {}) {}

  pinsForQuery(q: string): PinRule[] {
    const key = normalizeQuery(q);
    return (this.rules.pins ?? []).filter((p) => p.query !== undefined && normalizeQuery(p.query) === key);
  }

  pinsForListing(plpKey: string): PinRule[] {
    return (this.rules.pins ?? []).filter((p) => p.plp === plpKey);
  }

  redirect(q: string): string | undefined {
    const key = normalizeQuery(q);
    return this.rules.redirects?.find((r) => normalizeQuery(r.query) === key)?.url;
  }

  campaigns(q: string): Campaign[] {
    const key = normalizeQuery(q);
    return (this.rules.campaigns ?? [])
      .filter((c) => c.queries.some((cq) => normalizeQuery(cq) === key))
      .map(({ id, target_url, title, banners }) => ({ id, target_url, title, banners }));
  }

  rewrite(q: string): QueryRewrite | undefined {
    const key = normalizeQuery(q);
    const rule = this.rules.rewrites?.find((r) => normalizeQuery(r.query) === key);
    return rule ? { original_query: q, rewritten_query: rule.rewrite } : undefined;
  }
}

/** Validates a merchandising file enough to fail early with a clear message. */
export function parseMerchandising(text: string, source: string): MerchandisingFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${(error as Error).message})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`${source}: expected an object keyed by tracker_id`);
  for (const [tracker, rules] of Object.entries(data)) {
    if (!rules || typeof rules !== 'object') throw new Error(`${source}: rules of ${tracker} must be an object`);
    for (const key of Object.keys(rules)) {
      if (!['pins', 'redirects', 'campaigns', 'rewrites'].includes(key)) throw new Error(`${source}: ${tracker}.${key} is not pins, redirects, campaigns or rewrites`);
    }
  }
  return data as MerchandisingFile;
}
