/**
 * What a server-rendered results page adds to its `<head>` for crawlers:
 *
 * - a canonical link: the page itself (its query, its page number: page 2 is its own page,
 *   never pointed at page 1); a filtered or sorted variant points at the same page without
 *   its filters, its sort and its page number, so one URL per listing is indexed;
 * - for a search results page, `noindex, follow` unless the shop asks otherwise (search
 *   engines ask sites not to have internal search results indexed; their links are followed);
 * - JSON-LD: the products shown as an `ItemList` (name, URL, image, price), and on a
 *   category listing its trail as a `BreadcrumbList`.
 *
 * Every text from the answer goes into JSON with `<` written `\u003c`: nothing can close the
 * script it is in.
 */
import { safeUrl } from '../core/sanitize.js';
import type { SearchResponse, UrlHit } from '../core/types.js';
import type { ResultsElement } from '../components/shared/results-element.js';
import type { SsListing } from '../components/listing/listing.component.js';
import { plainValue } from '../components/shared/format.js';
import { readState } from '../components/shared/url-state.js';

/** Text for an attribute value or an element's content in HTML the renderer writes itself. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const script = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** Parameters that say where a visitor came from, never what the page is. */
const TRACKING = /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga)$/;

/**
 * The canonical URL of the page at `url` for `el`: without filters, sort and page when it
 * has filters or a sort; a page number only above 1, as the element writes it (not `page=0`,
 * `page=abc`); without campaign tags. The page's other parameters stay (a CMS's `?page_id=`
 * names the page).
 */
function canonical(el: ResultsElement, url: URL): string {
  const names = el['names']();
  const state = readState(url.searchParams, names);
  const out = new URL(url.href);
  out.hash = '';
  for (const name of [...out.searchParams.keys()]) if (TRACKING.test(name)) out.searchParams.delete(name);
  const refined = Object.keys(state.filters).length || state.sort;
  if (refined) for (const name of [names.filter, names.sort]) out.searchParams.delete(name);
  if (refined || state.page <= 1) out.searchParams.delete(names.page);
  else out.searchParams.set(names.page, String(state.page));
  return out.href;
}

/** The listing's trail: its home, then each step of its category path, as links of the same page. */
function breadcrumbs(el: SsListing, url: URL): Array<{ name: string; url: string }> {
  const path = (el.category ?? url.searchParams.get(el.categoryParam) ?? '').trim();
  if (el.brand || !path) return [];
  const steps = path.split('||');
  const home = el.homeUrl ? [{ name: el.text('home'), url: new URL(el.homeUrl, url).href }] : [];
  return [...home, ...steps.map((step, i) => {
    const link = new URL(url.pathname, url);
    link.searchParams.set(el.categoryParam, steps.slice(0, i + 1).join('||'));
    return { name: step, url: link.href };
  })];
}

/** `notFound`: a listing that is gone (render/index.ts), not to be indexed either. */
export function headFor(el: ResultsElement, options: { tag: string; indexSearch?: boolean; notFound?: boolean }, url: URL, answer: SearchResponse<UrlHit>): string {
  const parts = [`<link rel="canonical" href="${escapeAttribute(canonical(el, url))}">`];
  if ((options.tag === 'ss-search' && !options.indexSearch) || options.notFound) parts.push('<meta name="robots" content="noindex, follow">');
  const currency = el.currency ?? 'USD';
  const offset = Number(answer.results.offset) || 0;
  parts.push(script({
    '@context': 'https://schema.org', '@type': 'ItemList',
    itemListElement: answer.results.hits.map((hit, i) => {
      const price = hit.attributes.price;
      return {
        '@type': 'ListItem', position: offset + i + 1,
        item: {
          '@type': 'Product', name: plainValue(hit, 'title'), url: safeUrl(plainValue(hit, 'url'), url.href), image: safeUrl(plainValue(hit, 'image_link'), url.href),
          offers: typeof price === 'number' ? { '@type': 'Offer', price, priceCurrency: plainValue(hit, 'currency') || currency } : undefined,
        },
      };
    }),
  }));
  const trail = options.tag === 'ss-listing' ? breadcrumbs(el as SsListing, url) : [];
  if (trail.length) {
    parts.push(script({
      '@context': 'https://schema.org', '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
    }));
  }
  return parts.join('\n');
}
