/**
 * What the feed tests share: `ss-index` run as a shop runs it against a local service,
 * and the items the query API then answers. Test-only module.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { main } from '../cli.js';

export const FEEDS = join(import.meta.dirname, '..', 'testdata', 'feeds');

/** Keys of a test site named `site`: `<site>-public`, `<site>-private`. */
export const siteKeys = (site: string) => ({ trackerId: site, publicKey: `${site}-public`, privateKey: `${site}-private` });

/** ss-index with `site`'s keys (none without a site) against the service at `base`. */
export async function runIndex(base: string, site: string | undefined, args: string[], isTTY = false) {
  let out = '';
  let err = '';
  const keys = site ? { SS_PUBLIC_KEY: siteKeys(site).publicKey, SS_PRIVATE_KEY: siteKeys(site).privateKey } : {};
  const code = await main(args, { out: (t) => void (out += t), err: (t) => void (err += t), isTTY, env: { SS_BASE_URL: base, ...keys } });
  return { code, out, err, json: () => JSON.parse(out) };
}

export interface Hit { url: string; attributes: Record<string, any>; nested?: Array<{ identity: string; fields: Record<string, any> }> }

/** The items the query API answers for a site (through a filter), by identity. */
export async function items(base: string, site: string, filter = 'type:item'): Promise<Map<string, Hit>> {
  const res = await fetch(`${base}/search?tracker_id=${site}&f[]=${encodeURIComponent(filter)}&size=100`);
  assert.equal(res.status, 200);
  const body = await res.json() as { results: { hits: Hit[] } };
  return new Map(body.results.hits.map((h) => [h.url, h]));
}
