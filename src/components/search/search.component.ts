import { html, isServer, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { safeUrl, unhighlight } from '../../core/sanitize.js';
import type { EmptyHelp } from './empty-help.js';
import { parts } from '../shared/results-parts.js';
import { emit, type ListDetail, type SubmitDetail } from '../../core/events.js';
import { clientConfig } from '../shared/config.js';
import { isThisPage } from '../shared/form.js';
import { highlighted } from '../shared/highlight.js';
import type { BaseParams } from '../shared/results.js';
import type { ResultsState } from '../shared/url-state.js';
import { ResultsElement } from '../shared/results-element.js';
import { resultsStyles } from '../shared/results.styles.js';
import { searchStyles } from './search.styles.js';
import { plainValue } from '../shared/format.js';
import { cardStyles } from '../shared/card.styles.js';
import { hostBoxes } from '../shared/reserve.js';
import { ctxOf } from '../shared/asks.js';
import { RESULTS } from '../../i18n/en/results.js';

/** The URL parameter of "search instead for": the query exactly as typed, no correction. */
const EXACT = 'fixits';

/**
 * A search results page: results of the page URL's query as cards, with facets, chips,
 * sort, pagination, query feedback and help when nothing matched. Its state lives in
 * the URL; Back and Forward restore it without a page load.
 *
 * @summary The search results page: `?q=` in, results, facets, sort and pages out.
 *
 * @event ss-list - Results shown (each page; with appending only the hits added; none for a search that found nothing): the Search Results list. `detail: ListDetail`.
 * @event ss-select - A result's link followed (cancelable). `detail: SelectDetail`.
 * @event ss-add-to-cart - A card's add-to-cart button. `detail: CartDetail`.
 * @event ss-error - A request failed (the error state shows, with its retry); a refused one (4xx) is also a console warning. `detail: ErrorDetail`.
 * @event ss-identity - Asked (bubbling, composed) before each request of an element with `personalize`: a listener (the page's tracker, once consent is granted) fills in its `clientId` and `customerId`; unanswered, the request is anonymous. `detail: IdentityDetail`.
 * @event ss-query - The query shown changed (the URL's at load, a submitted one, "did you mean", Back): an `<ss-autocomplete>` on the page shows it in its box. `detail: QueryDetail`.
 *
 * @slot - Content shown until the first answer replaces it (a CMS's own server-drawn results), and `<template data-type="item">` cards.
 * @slot empty - Shown when nothing matched, in place of the built-in popular products (e.g. `<ss-recs slot="empty" model="trending">`, which asks only then).
 *
 * @csspart feedback - "Showing results for …" and "Search instead for …".
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
 * @csspart banner - A campaign banner (above the results, and the grid's tile).
 * @csspart quicksearch - Links to matching categories and brands.
 * @csspart empty - What shows when nothing matched.
 *
 * @cssproperty --ss-results-accent - Links, chosen page, focus (falls back to --ss-color-accent).
 * @cssproperty --ss-results-background - Cards and controls (falls back to --ss-color-surface).
 * @cssproperty --ss-results-text - Text (falls back to --ss-color-text).
 * @cssproperty --ss-results-muted - Counts and secondary text (falls back to --ss-color-muted).
 * @cssproperty --ss-results-border - Borders (falls back to --ss-color-border).
 * @cssproperty --ss-results-radius - Corner radius (falls back to --ss-radius).
 * @cssproperty --ss-results-facets-width - Width of the facets column (default 15em).
 * @cssproperty --ss-results-card-min-width - Narrowest card of the grid (default 9.5em).
 * @cssproperty --ss-results-min-height - Height held until the first answer (default 100vh), so that nothing below moves when it arrives.
 * @cssproperty --ss-results-banner-ratio - Aspect ratio of the campaign banner (default 20 / 3).
 * @cssproperty --ss-results-banner-mobile-ratio - Aspect ratio of the campaign banner below 600 px (default 10 / 3).
 * @cssproperty --ss-color-danger - Errors and "Out of stock" (default a red for light and dark schemes); a page-wide token, like --ss-color-accent.
 */
export class SsSearch extends ResultsElement {
  static override styles = [searchStyles, resultsStyles, cardStyles, hostBoxes('ss-search')];
  static override english = RESULTS;
  static override properties: PropertyDeclarations = {
    query: {}, quicksearchTypes: { attribute: 'quicksearch-types' }, bannerSlot: { attribute: 'banner-slot' },
    help: { state: true },
  };

  /** The query when the URL has none. */
  query?: string;
  /** Other types shown as links above the results, `<type>:<count>` comma separated (`quicksearch_types`); '' for none. */
  quicksearchTypes = 'category:3,brand:3';
  /** The campaign banner slot shown above the results. */
  public override bannerSlot = 'search_header';
  private help?: EmptyHelp;
  private helped?: string;
  /** The query last told to the page's search box (ss-query). */
  private told?: string;

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('ss-submit', this.onSubmit);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('ss-submit', this.onSubmit);
  }

  protected override baseParams(state?: ResultsState): BaseParams {
    const exact = new URLSearchParams(location.search).get(EXACT) === '0';
    return { ...super.baseParams(state), quicksearch_types: this.quicksearchTypes || undefined, use_fixits: exact ? false : undefined };
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const r = this.results;
    if (this.told !== r.state.q) emit(this, 'ss-query', { query: (this.told = r.state.q) });
    // Drawn on a server (site-search-elements/render): the renderer answers a redirect; the help of no results is asked in the browser.
    if (r.status !== 'complete' || !r.response || isServer) return;
    // A redirect of the service (help pages, a brand's page): followed at once, replacing this entry so Back skips it.
    const redirect = safeUrl(r.response.results.suggested_url);
    if (redirect && !r.restored) location.replace(redirect);
    if (!r.response.results.total_hits && this.helped !== r.state.q) void this.loadHelp(r.state.q);
  }

  /** `<ss-autocomplete>` submitting to this page: answered here, without a page load (a new query: no filters, the sort kept). */
  private readonly onSubmit = (e: CustomEvent<SubmitDetail>): void => {
    if (e.defaultPrevented || !isThisPage(e.detail.action)) return;
    e.preventDefault();
    this.refine({ ...this.results.state, q: e.detail.query.trim(), filters: {} });
  };

  /** When nothing matched: the spellings the service suggests, trending queries and top items (empty-help.ts, loaded then). */
  private async loadHelp(q: string): Promise<void> {
    this.helped = q;
    this.help = undefined;
    const { trackerId, ...config } = clientConfig(this);
    // (Its chunk not loading, as its requests failing, leaves the message and the shop's own content.)
    const help = await import('./empty-help.js').then((m) => m.askHelp(config, trackerId, ctxOf(this), q, this.type, !this.ownEmpty()), () => undefined);
    if (this.helped === q) this.help = help;
  }

  /** Whether the shop gave its own content for "nothing matched" (then no built-in popular products are asked for). */
  private ownEmpty(): boolean {
    return !!this.querySelector(':scope > [slot=empty]');
  }

  /** What the results are for: the service's correction ("headphones" for "headphnoes") or rewrite, else what was typed. */
  protected override shownQuery(): string {
    const { q } = this.results.state;
    const r = this.results.response?.results;
    return (r?.query === q && (unhighlight(r.corrected_query ?? '') || r.query_rewrite?.rewritten_query)) || q;
  }

  protected headingText(): string {
    const q = this.shownQuery();
    return q ? this.text('heading-for', { query: q }) : this.text('heading');
  }

  protected listKind(): Pick<ListDetail, 'list'> {
    return { list: 'Search Results' };
  }

  /** A link to this page searching `q` (every filter dropped); `exact` asks for no correction. */
  private searchLink(q: string, exact = false): unknown {
    const url = this.linkTo(exact ? { [this.param]: q, [EXACT]: '0' } : { [this.param]: q }, [EXACT]);
    // The link goes with the answer it asks for: focus then goes to the results' heading, as after a page change.
    return html`<a href=${url} dir="auto" @click=${(e: MouseEvent) => { e.preventDefault(); this.focusAfter = 'heading'; void this.results.navigate(url); }}>${q}</a>`;
  }

  protected renderHeader(): unknown {
    const results = this.results.response?.results;
    if (!results) return nothing;
    return html`
      ${results.corrected_query ? html`<p part="feedback" class="feedback">${this.text('showing-for')} <strong class="title" dir="auto" .match=${results.corrected_query}>${highlighted(results.corrected_query)}</strong><br>
        ${this.text('search-instead')} ${this.searchLink(results.query, true)}</p>` : nothing}
      ${results.query_rewrite ? html`<p part="feedback" class="feedback">${this.text('showing-for')} <strong>${results.query_rewrite.rewritten_query}</strong></p>` : nothing}
      ${this.banners(this.bannerSlot, true)}
      ${results.quicksearch_hits.length ? html`<nav part="quicksearch" class="quick" aria-label=${this.text('quicksearch')}>
        ${results.quicksearch_hits.map((h) => {
          const url = safeUrl(plainValue(h, 'url'));
          return url ? html`<a href=${url}><span class="title" .match=${h.attributes.title}>${highlighted(h.attributes.title)}</span></a>` : nothing;
        })}</nav>` : nothing}`;
  }

  protected renderEmpty(): unknown {
    return parts.empty?.renderEmpty({
      text: this.text, state: this.results.state, clear: this.clearFilters,
      search: { help: this.help, link: (s) => this.searchLink(s), level: this.headingLevel, page: this.page, own: !!this.help && this.ownEmpty() },
    });
  }
}
