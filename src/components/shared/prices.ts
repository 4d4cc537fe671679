/**
 * The shop's own prices on the cards (B2B, contract, live prices): an element's `prices`
 * function, called with each answer's new hits, returns (or resolves to) prices by hit
 * `url`. They replace the catalog's in the hits themselves, so the cards, the `ss-select` /
 * `ss-add-to-cart` details and the Search Results / Product Listing list all carry the
 * price shown. The element reports its list only once they are in (`pricing` false), and
 * gives up on them after 3 s (the catalog's prices stay, one warning).
 */
import type { UrlHit } from '../../core/types.js';

export type PriceLookup = (hits: UrlHit[]) => Record<string, number> | Promise<Record<string, number>>;

/** Asks `lookup` for `hits`' prices and writes them in; settles when they are in or given up on. */
export function askPrices(hits: UrlHit[], lookup: PriceLookup, who: string): Promise<void> {
  return Promise.race([Promise.resolve(hits).then(lookup), new Promise<never>((_, fail) => setTimeout(fail, 3000, new Error('no answer in 3 s')))]).then(
    (prices) => hits.forEach((h) => Number.isFinite(prices?.[h.url]) && (h.attributes.price = prices[h.url])),
    (e: Error) => console.warn(`site-search-elements: <${who}> prices: ${e?.message}; the catalog's prices are shown.`),
  );
}
