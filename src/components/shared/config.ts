/**
 * Page-wide configuration, set once and read by every element: from `configure()`, a
 * `<script type="application/json" data-ss-config>` block (no JavaScript of the shop's
 * own) or the loader's tag (`siteSearch.config`, src/loader/loader.ts), in that order of
 * precedence. An element's own attributes win over all of them.
 */
import type { ClientConfig } from '../../core/client.js';

export interface PageConfig {
  trackerId?: string;
  baseUrl?: string;
  /** Where the v2 recommender lives, when not at baseUrl. */
  altBaseUrl?: string;
  /** Locale of the elements' words, numbers and prices (docs/languages.md). */
  locale?: string;
  currency?: string;
  /** Model-selection context of every request and event, `warehouse:berlin; segment:b2b` (an element's `ctx` wins). */
  ctx?: string;
  /** The page's A/B variant: `_Variant` of every list, the events' `ab_test_variant` (an element's `variant` wins for its lists). */
  variant?: string;
  /** The shop's wording for every element on the page, by key (docs/languages.md); an element's `text-<key>` attribute wins. */
  text?: Record<string, string>;
  /** Dictionaries the page brings itself (`import sk from 'site-search-elements/locales/sk'`), by language: none is fetched for them. */
  locales?: Record<string, Record<string, string>>;
}

let fromScript: PageConfig | undefined;
let fromCode: PageConfig = {};

export function configure(config: PageConfig): void {
  fromCode = { ...fromCode, ...config };
}

export function pageConfig(): PageConfig {
  // Until the page has a block it is looked for at every read: the loader may start an element before a block later in the page is parsed.
  if (!fromScript) {
    const node = globalThis.document?.querySelector('script[type="application/json"][data-ss-config]');
    if (node?.textContent) {
      fromScript = {};
      try {
        fromScript = JSON.parse(node.textContent) as PageConfig;
      } catch {
        console.warn('site-search-elements: the data-ss-config block is not valid JSON; it is ignored.');
      }
    }
  }
  return { ...(globalThis as { siteSearch?: { config?: PageConfig } }).siteSearch?.config, ...fromScript, ...fromCode };
}

/** Where an element asks, and for which site: its own attributes, then the page configuration, then this page's origin. */
export function clientConfig(own: { baseUrl?: string; altBaseUrl?: string; trackerId?: string }, page = pageConfig()): ClientConfig & { trackerId: string } {
  return { baseUrl: own.baseUrl ?? page.baseUrl ?? location.origin, altBaseUrl: own.altBaseUrl ?? page.altBaseUrl, trackerId: own.trackerId ?? page.trackerId ?? '' };
}
