/**
 * The loader's tracking chunk: what a shop gets with no JavaScript of its own.
 *
 * - The tracker on the page's element events (core/events.ts) and a page view: a
 *   product page's is the product's identity (the JSON-LD `Product`'s `sku` or
 *   `productID`, else `<body data-ss-item>`), any other page's its path.
 * - Clicks and conversions from markup: a click on `[data-ss-conversion="add-to-cart"]`
 *   (any action type, `click` included) for the item of its own or nearest
 *   `data-ss-item`, else the page's product. The add-to-cart forms of WordPress
 *   (WooCommerce), Shopify and Magento count as well when they hold no such attribute.
 * - A purchase on the order-confirmation page, read from the JSON-LD `Order`
 *   (`acceptedOffer` offers or `orderedItem` order items), once per order number.
 * - Consent: `data-consent` and `siteSearch.push(['consent', state])`.
 * - One console warning when events do not get through, naming the fix.
 */
import { jsonLd, nodes, productId, type JsonLdNode } from '../components/shared/jsonld.js';
import type { PurchasedLine } from '../tracker/events.js';
import { Tracker, type Consent } from '../tracker/tracker.js';
import { pageConfig, type PageConfig } from '../components/shared/config.js';
import { pairsOf } from '../components/shared/asks.js';

/** The loader tag's options (src/loader/loader.ts), as the page configuration's lowest layer. */
export interface LoaderConfig extends PageConfig {
  eventsUrl?: string;
  consent?: Consent;
  /** CSS selector of the search box to enhance. */
  searchInput?: string;
  /** Results page and query parameter of the enhanced box (else the form's own). */
  action?: string;
  param?: string;
  /** `off`: leave the CMS's search box alone. */
  enhance?: string;
}

export interface Tracking {
  tracker: Tracker;
  consent(state: Consent): void;
}

/** The add-to-cart forms the CMS themes print (WooCommerce, Shopify, Magento). */
const CART_FORMS = 'form.cart,form[action*="/cart/add"],form#product_addtocart_form';

/** Starts tracking; `warn` says something once per page (the loader's, shared with its elements' errors). */
export function start(config: LoaderConfig, warn: (message: string) => void): Tracking {
  const eventsUrl = config.eventsUrl ?? `${config.baseUrl}/events`;
  // The page's model context and A/B variant, as its elements read them (the tag, a data-ss-config block, configure()).
  const { ctx, variant } = { ...config, ...pageConfig() };
  const tracker = new Tracker({
    trackerId: config.trackerId!, eventsUrl, consent: config.consent ?? 'granted', context: pairsOf(ctx), abTestVariant: variant,
    onReport: (report) => report.kind !== 'sent' && warn(`events do not get through to ${eventsUrl} (${report.reason}); they are ${report.kind == 'dropped' ? 'dropped' : 'kept and sent again'}. `
      + 'Check data-tracker-id, and data-events-url (or data-base-url) and that the service is up.'),
  });
  tracker.connect(document);
  const product = productId(jsonLd('Product')) ?? document.body.dataset.ssItem;
  tracker.pageView(product);

  const itemOf = (el: Element) => el.closest('[data-ss-item]')?.getAttribute('data-ss-item') || product;
  // Capture: a theme that stops the click's propagation does not hide it.
  addEventListener('click', (e) => {
    const el = (e.target as Element | null)?.closest?.('[data-ss-conversion]');
    const item = el && itemOf(el);
    if (item) tracker.conversion(el.getAttribute('data-ss-conversion') || 'add-to-cart', item);
  }, true);
  addEventListener('submit', (e) => {
    const form = e.target as HTMLFormElement;
    const item = form.matches(CART_FORMS) && !form.querySelector('[data-ss-conversion]') && itemOf(form);
    if (item) tracker.conversion('add-to-cart', item);
  }, true);

  // The order in a task of its own: a big one (a block to read, lines to queue) never makes one long task with the page view.
  setTimeout(() => {
    const order = jsonLd('Order');
    if (order) purchase(tracker, order);
  });
  return { tracker, consent: (state) => tracker.setConsent(state) };
}

/** The order's lines as a transaction, unless this order number was reported from this tab already (a reload). */
function purchase(tracker: Tracker, order: JsonLdNode): void {
  const id = order.orderNumber ?? order.identifier;
  const number = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  const key = 'ss_orders';
  let seen: unknown = [];
  try {
    seen = JSON.parse(sessionStorage.getItem(key) ?? '[]');
  } catch {
    // no storage: report it
  }
  const reported = Array.isArray(seen) ? seen.map(String) : [];
  if (number && reported.includes(number)) return;
  // Whatever a plugin prints: null lines, one offer or a list of them, numbers as strings; a line it cannot read is skipped.
  const lines: PurchasedLine[] = [];
  const amount = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN);
  for (const line of nodes(order.acceptedOffer ?? order.orderedItem)) {
    const [item] = nodes(line.itemOffered ?? line.orderedItem);
    const id = productId(item);
    const quantity = amount(nodes(line.eligibleQuantity)[0]?.value ?? line.orderQuantity ?? 1);
    const count = quantity > 0 ? Math.round(quantity) : 1;
    const price = amount(line.price ?? nodes(item?.offers)[0]?.price ?? 0);
    if (id) lines.push({ url: id, count, total_price: Number.isFinite(price) ? Math.round(price * count * 100) / 100 : 0, ...(typeof item?.name === 'string' ? { title: item.name.slice(0, 500) } : {}) });
  }
  if (!lines.length) return;
  tracker.transaction(lines);
  try {
    if (number) sessionStorage.setItem(key, JSON.stringify([...reported, number].slice(-20)));
  } catch {
    // no storage: a reload may report it again
  }
}
