/**
 * The attributes of <ss-search> and <ss-listing>, declared and documented once
 * (results-element.ts draws with them; custom-elements.json lists them from here), and what
 * the page size, the facets, the request's own parameters and the URL parameters they name come to.
 */
import { isServer, type PropertyDeclarations } from 'lit';
import { AskingElement } from './asking-element.js';
import { CARD_FIELDS, ctxOf, hitFields, listOf, pairsOf, templateFields } from './asks.js';
import type { BaseParams } from './results.js';
import type { PaginationMode } from './pagination.js';
import type { PriceLookup } from './prices.js';
import type { Served } from './served.js';
import type { Renderer } from './template.js';
import type { ResultsState, StateNames } from './url-state.js';

/** The shop's card templates in the element. */
export const TEMPLATES = 'template[data-type]';

export abstract class ResultsAttributes extends AskingElement {
  static override properties: PropertyDeclarations = {
    trackerId: { attribute: 'tracker-id' }, baseUrl: { attribute: 'base-url' }, locale: {}, currency: {},
    facets: {}, dynamicFacets: { attribute: 'dynamic-facets', type: Number }, sortOptions: { attribute: 'sort-options' }, sort: {},
    size: { type: Number }, pagination: {}, type: {}, facetLimit: { attribute: 'facet-limit', type: Number },
    dialogBelow: { attribute: 'dialog-below', type: Number }, headingLevel: { attribute: 'heading-level', type: Number }, addToCart: { attribute: 'add-to-cart', type: Boolean },
    param: {}, filterParam: { attribute: 'filter-param' }, sortParam: { attribute: 'sort-param' }, pageParam: { attribute: 'page-param' },
    narrow: { type: Boolean, reflect: true }, loading: { type: Boolean, reflect: true }, pricing: { type: Boolean, reflect: true }, renderers: { attribute: false }, served: { attribute: false },
    context: {}, filters: {}, exclude: {}, singleChoice: { attribute: 'single-choice' }, facetOrder: { attribute: 'facet-order' },
    gridBannerSlot: { attribute: 'grid-banner-slot' }, gridBannerAt: { attribute: 'grid-banner-at', type: Number }, prices: { attribute: false },
  };

  /** Site id (tracker_id); falls back to the page configuration. */
  trackerId?: string;
  /** Query API origin; falls back to the page configuration, then this page's origin. */
  baseUrl?: string;
  /** Locale of numbers, prices and plurals; default the page's language. */
  locale?: string;
  /** Currency of prices without their own `currency` attribute; default USD. */
  currency?: string;
  /** Facets to show, in order, as the API's `facets` parameter: `brand:12, price, category_path, color, availability`. */
  facets = 'brand, price, color, availability';
  /** Extra facets the service chooses for the results (`dynamic_facets_size`); its first is offered above the results. */
  dynamicFacets = 0;
  /** Sort choices, `value=Label` separated by `;`; an empty value is the service's ranking. */
  sortOptions?: string;
  /** The sort when the URL has none (`distance:asc` for a store finder); default the service's ranking. */
  sort?: string;
  /** Hits per page (at most 200). */
  size = 24;
  /** `pages` (numbered), `more` (a "Show more results" link) or `infinite` (the same link, followed as it scrolls into view). */
  pagination: PaginationMode = 'pages';
  /** Catalog type of the results. */
  type = 'item';
  /** Values of a facet shown before "Show more". */
  facetLimit = 6;
  /** Below this viewport width (px) facets move into a dialog opened from a "Filters" button; 0 never. */
  dialogBelow = 760;
  /** The results heading's level (1 to 6): 1 where it is the page's main heading. */
  headingLevel = 2;
  /** Show an add-to-cart button on each card. */
  addToCart = false;
  /** URL parameter of the query. */ param = 'q';
  /** URL parameter of a filter (repeated, `field:value`). */ filterParam = 'f';
  /** URL parameter of the sort. */ sortParam = 'sort';
  /** URL parameter of the page number. */ pageParam = 'page';
  /** Whether facets are in the dialog (below dialog-below; reflected for styling). */
  narrow = false;
  /** Whether a request is pending while results are shown (reflected for styling). */
  loading = false;
  /** Whether the shop's prices (`prices`) are being asked for the cards shown (reflected; the cards' prices wait hidden). */
  pricing = false;
  /** The shop's own prices by hit `url`, from JavaScript: called with each answer's new hits (prices.ts). */
  prices?: PriceLookup;
  /** Card renderers by hit type, from JavaScript: `(hit, { query, element }) => TemplateResult | Node | string`. */
  renderers: Record<string, Renderer> = {};
  /** The answer the page was served with (site-search-elements/render sets it; in a page, the embedded one is read): taken over by the first request. */
  served?: Served;
  /** The shop's own filters (`f[]`, `availability:1; brand:Nordby`): always sent, never shown as chips nor written to the URL. */
  filters?: string;
  /** Exclusions (`neg_f[]`, `brand:Kovax; price:|10`). */
  exclude?: string;
  /** Facets that take one value, comma separated (radio buttons with "Any"). */
  singleChoice?: string;
  /** Value order by facet, `brand:alpha; screen_size:numeric`; default the answer's (by count). */
  facetOrder?: string;
  /** The campaign banner slot drawn as a tile among the cards, before card `grid-banner-at` of the first page (0: none). */
  gridBannerSlot = 'search_grid';
  /** The card the `grid-banner-slot` tile goes before (1-based, first page). */
  gridBannerAt = 5;
  /** `context[<key>]` parameters: `geo_location:48.15,17.11; availability_field:stock_berlin`. */
  context?: string;

  /**
   * The request's own parameters besides the shopper's state (type, facets, a listing's
   * category): its attributes'. With `state`, the fields drawn include those the shopper
   * filters on (a variant is chosen by them).
   */
  protected baseParams(state?: ResultsState): BaseParams {
    const auto = !Object.keys(this.renderers).length && !this.hitFields;
    return {
      'f[]': [`type:${this.type}`, ...listOf(this.filters)], size: this.pageSize(),
      facets: this.facets.split(',').map((s) => s.trim()).filter(Boolean).join(',') || undefined,
      dynamic_facets_size: this.dynamicFacets || undefined,
      'neg_f[]': listOf(this.exclude), 'prefer[]': listOf(this.prefer), 'ctx[]': ctxOf(this), context: pairsOf(this.context),
      // The fields drawn: the card's, the shop's templates', the filtered ones; unknown with a renderer. The
      // card unhighlights the title itself: its raw copy is left out.
      hit_fields: hitFields(this, auto ? [...CARD_FIELDS, ...templateFields(isServer ? [] : this.querySelectorAll(TEMPLATES)), ...Object.keys(state?.filters ?? {})] : undefined),
      remove_fields: auto ? 'title.untouched' : undefined,
      non_collapsed_variants: this.nonCollapsedVariants || undefined,
    };
  }

  /** Hits per page, 1 to 200. */
  protected pageSize(): number {
    return Math.min(Math.max(1, this.size || 24), 200);
  }

  /**
   * A URL of this page with `set` in it: the shopper's state (query, filters, sort, page)
   * and the `drop` parameters left out, every other parameter kept.
   */
  protected linkTo(set: Record<string, string>, drop: string[] = []): string {
    const params = new URLSearchParams(location.search);
    for (const name of [...Object.values(this.names()), ...drop]) params.delete(name);
    for (const [name, value] of Object.entries(set)) params.set(name, value);
    return `${location.pathname}?${params}`;
  }

  /** Facet field names, from the `facets` attribute. */
  protected facetFields(): string[] {
    return this.facets.split(',').map((s) => s.trim().split(':')[0]).filter(Boolean);
  }

  protected names(): StateNames {
    return { q: this.param, filter: this.filterParam, sort: this.sortParam, page: this.pageParam };
  }
}
