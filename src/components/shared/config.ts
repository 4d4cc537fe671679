/**
 * Page-wide configuration, set once and read by every element: from a
 * `<script type="application/json" data-ss-config>` block (no JavaScript of the shop's
 * own) or from `configure()`. An element's own attributes win over it.
 */

export interface PageConfig {
  trackerId?: string;
  baseUrl?: string;
  /** Where the v2 recommender lives, when not at baseUrl. */
  altBaseUrl?: string;
  locale?: string;
  currency?: string;
}

let fromScript: PageConfig | undefined;
let fromCode: PageConfig = {};

export function configure(config: PageConfig): void {
  fromCode = { ...fromCode, ...config };
}

export function pageConfig(): PageConfig {
  if (fromScript === undefined) {
    fromScript = {};
    const node = globalThis.document?.querySelector('script[type="application/json"][data-ss-config]');
    if (node?.textContent) {
      try {
        fromScript = JSON.parse(node.textContent) as PageConfig;
      } catch {
        console.warn('site-search-elements: the data-ss-config block is not valid JSON; it is ignored.');
      }
    }
  }
  return { ...fromScript, ...fromCode };
}
