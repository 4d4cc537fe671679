import { html, nothing, type PropertyDeclarations } from 'lit';
import type { ListDetail } from '../../core/events.js';
import { cardStyles } from '../shared/card.styles.js';
import { hostBoxes } from '../shared/reserve.js';
import { PATH, pathTree } from '../shared/facets.js';
import { formatNumber } from '../shared/format.js';
import type { BaseParams } from '../shared/results.js';
import type { ResultsState } from '../shared/url-state.js';
import { ResultsElement } from '../shared/results-element.js';
import { resultsStyles } from '../shared/results.styles.js';
import { parts } from '../shared/results-parts.js';
import { listingStyles } from './listing.styles.js';
import { LISTING } from '../../i18n/en/listing.js';

/**
 * A category (or brand) page: the products of one category as cards, with breadcrumbs,
 * links to its subcategories, facets, chips, sort and pagination; the service's listing
 * pins apply (`plp`). The shopper's state lives in the URL as on `<ss-search>`.
 *
 * @summary The category page: `category="Audio||Headphones"` (or `?category=`) in, its products out.
 *
 * @event ss-list - Products shown (each page; with appending only those added; none on an empty page): the Product Listing list with its scopes. `detail: ListDetail`.
 * @event ss-select - A product's link followed (cancelable). `detail: SelectDetail`.
 * @event ss-add-to-cart - A card's add-to-cart button. `detail: CartDetail`.
 * @event ss-identity - Asked (bubbling, composed) before each request of an element with `personalize`: a listener (the page's tracker, once consent is granted) fills in its `clientId` and `customerId`; unanswered, the request is anonymous. `detail: IdentityDetail`.
 * @event ss-error - A request failed (the error state shows, with its retry); a refused one (4xx) is also a console warning. `detail: ErrorDetail`.
 *
 * @slot - Content shown until the first answer replaces it (a CMS's own server-drawn products), and `<template data-type="item">` cards.
 * @slot empty - Shown below the message when no product matched (e.g. `<ss-recs slot="empty" model="trending">`, which asks only then).
 *
 * @csspart breadcrumbs - The breadcrumb `nav`.
 * @csspart subcategories - The links to the categories below this one.
 * @csspart layout - The grid of facets and results.
 * @csspart facets - The facets column.
 * @csspart facet - One facet (a fieldset).
 * @csspart facet-legend - A facet's heading, the button that folds it.
 * @csspart facet-value - One value of a facet: its checkbox (or radio) and label.
 * @csspart facet-count - A value's number of products.
 * @csspart facet-find - The box that finds a value in a long facet.
 * @csspart facet-more - "Show more" / "Show less" of a long facet.
 * @csspart facet-range - A range facet's min and max form.
 * @csspart facet-apply - The button that applies a range's min and max.
 * @csspart results - The results region.
 * @csspart heading - The results heading (focused after a page change).
 * @csspart toolbar - Count and sort.
 * @csspart count - The number of results.
 * @csspart sort - The sort control.
 * @csspart filters-button - The "Filters (n)" button of narrow screens, above the toolbar; it stays in view while the results scroll.
 * @csspart chips - The chosen filters.
 * @csspart chip - One chosen filter (removes it).
 * @csspart clear-all - "Clear all" of the chosen filters.
 * @csspart suggested-facet - The facet the service suggests, above the results.
 * @csspart grid - The list of hits.
 * @csspart hit - One hit: its card and add-to-cart button.
 * @csspart card - A card.
 * @csspart card-image - A card's image.
 * @csspart card-note - A pinned product's note.
 * @csspart card-link - The link around a card's title.
 * @csspart card-title - A card's title.
 * @csspart card-brand - A card's brand.
 * @csspart card-price - A card's price.
 * @csspart card-list-price - A card's struck-through list price.
 * @csspart card-rating - A card's rating.
 * @csspart card-availability - A card's stock.
 * @csspart add-to-cart - A card's add-to-cart button.
 * @csspart pagination - The page links.
 * @csspart page - A page link; the current one is also `current`.
 * @csspart current - The current page's link.
 * @csspart page-previous - The previous page link.
 * @csspart page-next - The next page link.
 * @csspart more - "Show more results" (pagination more and infinite).
 * @csspart more-link - The link of "Show more results".
 * @csspart status - Loading and error messages.
 * @csspart error - The error message (with `status`).
 * @csspart retry - The error's "Try again" button.
 * @csspart dialog - The filter dialog of narrow screens.
 * @csspart dialog-close - The dialog's close button.
 * @csspart dialog-done - The dialog's "Show results (n)" button.
 * @csspart grid-banner - The grid's tile (`grid-banner-slot`, before card `grid-banner-at`) holding a campaign banner.
 * @csspart banner - The campaign banner of the grid's tile.
 * @csspart empty - What shows when no product matches the filters.
 *
 * @cssproperty --ss-results-accent - Links, chosen page, focus (falls back to --ss-color-accent).
 * @cssproperty --ss-results-background - Cards and controls (falls back to --ss-color-surface).
 * @cssproperty --ss-results-text - Text (falls back to --ss-color-text).
 * @cssproperty --ss-results-muted - Counts and secondary text (falls back to --ss-color-muted).
 * @cssproperty --ss-results-border - Borders (falls back to --ss-color-border).
 * @cssproperty --ss-results-radius - Corner radius (falls back to --ss-radius).
 * @cssproperty --ss-results-facets-width - Width of the facets column (default 15em).
 * @cssproperty --ss-results-card-min-width - Narrowest card of the grid (default 9.5em).
 * @cssproperty --ss-color-danger - Errors and "Out of stock" (default a red for light and dark schemes); a page-wide token, like --ss-color-accent.
 * @cssproperty --ss-results-min-height - Height held until the first answer (default 100vh), so that nothing below moves when it arrives.
 */
export class SsListing extends ResultsElement {
  static override styles = [listingStyles, resultsStyles, cardStyles, hostBoxes('ss-listing')];
  static override english = LISTING;
  static override properties: PropertyDeclarations = {
    category: {}, brand: {}, categoryParam: { attribute: 'category-param' }, categoryIdentity: { attribute: 'category-identity' },
    categoryField: { attribute: 'category-field' }, homeUrl: { attribute: 'home-url' },
  };

  /** The category path, steps joined by `||`; default the URL's `category-param`. */
  category?: string;
  /** A brand listing: the brand's name (instead of a category). */
  brand?: string;
  /** URL parameter of the category (and of the subcategory and breadcrumb links). */
  categoryParam = 'category';
  /** The category's identity in analytics (`_category_identity`); default its path. */
  categoryIdentity?: string;
  /** The filter key of the category: `category_path` (primary category) or `all_categories_path` (any of them). */
  categoryField = 'category_path';
  /** The first breadcrumb's link; '' for none. */
  homeUrl = '/';

  /** The listing's category path ('' for a brand listing). */
  protected path(): string {
    if (this.brand) return '';
    return (this.category ?? new URLSearchParams(location.search).get(this.categoryParam) ?? '').trim();
  }

  /** No category and no brand: the shop's all-products page. */
  private allProducts(): boolean {
    return !this.brand && !this.path();
  }

  protected override baseParams(state?: ResultsState): BaseParams {
    const base = super.baseParams(state);
    const path = this.path();
    const key = this.brand ? 'brand' : this.categoryField;
    const value = this.brand ?? path;
    // The category's own facet gives the subcategory links.
    const facets = this.brand ? base.facets : [base.facets, `${this.categoryField}:200`].filter(Boolean).join(',');
    // The all-products page browses the catalog: the spec's listing needs a filter and plp.
    if (this.allProducts()) return { ...base, facets };
    return { ...base, 'f[]': [...base['f[]']!, `${key}:${value}`], plp: key, facets };
  }

  protected override facetFields(): string[] {
    return super.facetFields().filter((name) => name !== this.categoryField);
  }

  protected override showsFacet(name: string): boolean {
    return super.showsFacet(name) && name !== (this.brand ? 'brand' : this.categoryField);
  }

  protected headingText(): string {
    return this.brand ?? (this.path().split(PATH).pop() || this.text('home'));
  }

  protected listKind(): Pick<ListDetail, 'list' | 'scopes'> {
    const path = this.path();
    // The all-products page has no scope to report: it is a search with an empty query (the Events API's query string).
    if (this.allProducts()) return { list: 'Search Results' };
    return {
      list: 'Product Listing',
      scopes: this.brand ? { _brand_label: this.brand, _brand_identity: this.brand } : { _category_label: path, _category_identity: this.categoryIdentity ?? path },
    };
  }

  private link(path: string): string {
    return this.linkTo({ [this.categoryParam]: path });
  }

  protected renderHeader(): unknown {
    const path = this.path();
    const steps = path ? path.split(PATH) : [];
    const facet = this.results.response?.results.facets.find((f) => f.name === this.categoryField);
    const below = facet && !this.brand ? [...pathTree(facet.values, path).children.values()] : [];
    return html`
      ${this.allProducts() ? nothing : html`<nav part="breadcrumbs" class="crumbs" aria-label=${this.text('breadcrumbs')}><ol>
        ${this.homeUrl ? html`<li><a href=${this.homeUrl}>${this.text('home')}</a></li>` : nothing}
        ${this.brand ? html`<li><a aria-current="page" href=${location.pathname + location.search}>${this.brand}</a></li>`
          : steps.map((step, i) => html`<li><a href=${this.link(steps.slice(0, i + 1).join(PATH))} aria-current=${i === steps.length - 1 ? 'page' : nothing}>${step}</a></li>`)}
      </ol></nav>`}
      ${below.length ? html`<nav part="subcategories" class="quick" aria-label=${this.text('subcategories')}>
        ${below.map((node) => html`<a href=${this.link(node.path)}>${node.path.split(PATH).pop()} ${node.count >= 0 ? html`<span class="count" aria-hidden="true">${formatNumber(node.count, this.page.locale)}</span><span class="sr">, ${this.text('count', { count: node.count })}</span>` : nothing}</a>`)}</nav>` : nothing}`;
  }

  protected renderEmpty(): unknown {
    return parts.empty?.renderEmpty({ text: this.text, state: this.results.state, clear: this.clearFilters, listing: { name: this.headingText(), home: this.allProducts() ? '' : this.homeUrl } });
  }
}
