/**
 * What <ss-search> and <ss-listing> share: a results page over ResultsController. The attributes, facets, chips, sort,
 * pagination, cards, the live region, the mobile filter dialog, the error state and the analytics announcement live
 * here; each element adds only its request (`baseParams`), its heading, what it shows above the results and when nothing matched.
 */
import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Facet, SearchResponse, UrlHit } from '../../core/types.js';
import { emit, reportFailure, type ListDetail } from '../../core/events.js';
import { cardImage, preloadImages, renderCard, shownHit } from './card.js';
import { bannerImage, renderBanners, withBanner } from './banner.js';
import { clientConfig } from './config.js';
import { renderFacet, type FacetContext } from './facets.js';
import { formatMoney, formatNumber, plainValue } from './format.js';
import { paintMatches } from './highlight.js';
import { ResultsBox } from './hold.js';
import { renderPages, type PaginationContext } from './pagination.js';
import { load, parts, words, type Part } from './results-parts.js';
import { ResultsController } from './results.js';
import { pairsOf, reported, who } from './asks.js';
import { ResultsAttributes, TEMPLATES } from './results-attributes.js';
import { ariaLevel } from './heading.js';
import { renderToolbar } from './toolbar.js';
import { toggleFilter, withFilter, type ResultsState } from './url-state.js';
import { Language } from '../../i18n/i18n.js';
let ids = 0;

export abstract class ResultsElement extends ResultsAttributes {
  /** The element's English words (its table under src/i18n/en/). */
  static english: Record<string, string>;
  protected readonly results = new ResultsController(this, {
    config: () => clientConfig(this),
    base: (state) => this.baseParams(state),
    names: () => this.names(),
    takes: (field) => (this.dynamicFacets || this.facetFields().includes(field)) && this.showsFacet(field),
    appends: () => this.pagination !== 'pages',
    // The query when the URL has none: <ss-search>'s `query` attribute.
    query: () => (this as { query?: string }).query,
    sort: () => this.sort,
    who: () => {
      const { clientId, customerId } = who(this);
      return { user_id: customerId ?? clientId, client_id: clientId };
    },
    answered: () => isServer || this.answered(),
  });
  /** Holds the page's place until the first answer, and which cards are in the first row. */
  private readonly box = new ResultsBox(this, {
    answer: () => this.results.response ?? (this.results.status === 'error' || undefined),
    grid: () => this.renderRoot.querySelector('.grid'),
  });
  // Its table over the English of the parts loaded (results-parts.ts).
  private readonly language = new Language(this, Object.setPrototypeOf((this.constructor as typeof ResultsElement).english, words));
  /** A visible string in the element's language by key, `{placeholders}` filled from `values` (docs/languages.md). */
  readonly text = this.language.text;
  protected readonly uid = `ss-r-${++ids}`;
  /** Facets folded, facets showing every value, text typed in a facet's find box: kept with each history entry. */
  protected folded = new Set<string>();
  protected expanded = new Set<string>();
  protected find = new Map<string, string>();
  private marks: StaticRange[] = [];
  private announced?: unknown;
  private failed?: unknown;
  private lists = 0;
  private media?: MediaQueryList;
  private observer?: IntersectionObserver;
  /** Where focus goes after the next answer is drawn: the heading (a new page) or the first added card (show more). */
  protected focusAfter?: 'heading' | 'added';
  /** The shop's card templates by type, looked up before each update once what draws them is in (template.ts). */
  private templates = new Map<string, HTMLTemplateElement>();

  /** Settles once the latest request has been answered and drawn, in the element's language, with the parts it needs (or failed, or been superseded). */
  get requestComplete(): Promise<unknown> {
    return this.updateComplete.then(() => this.results.complete).then(() => this.language.arrived).then(() => load(this.partsFor())).then(() => this.updateComplete);
  }

  /** Locale and currency (the page configuration read once per update: every string and price reads them). */
  protected get page(): { locale?: string; currency: string } {
    return this.language.formats;
  }

  protected abstract headingText(): string;
  /** What the element shows above the results (query feedback, breadcrumbs). */
  protected abstract renderHeader(): unknown;
  /** What the element shows when nothing matched. */
  protected abstract renderEmpty(): unknown;
  /** <ss-search>'s slot of the banner above its results (its attribute `banner-slot`, documented there). @ignore */
  declare protected bannerSlot?: string;
  /** Which Events API list the results are, and a listing's scope. */
  protected abstract listKind(): Pick<ListDetail, 'list'> & Partial<Pick<ListDetail, 'scopes'>>;

  override connectedCallback(): void {
    super.connectedCallback();
    // Its first update asks (results.refresh) with what it has by then; put back after a move, it follows the screen width and the infinite-scroll link again.
    this.requestUpdate('dialogBelow');
    void this.updateComplete.then(() => this.observe());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.media?.removeEventListener('change', this.onMedia);
    this.observer?.disconnect();
    this.marks = paintMatches([], this.marks);
  }

  /** A server-drawn shadow root stays as it came, its own styles too, until the first update draws the same again (update()). */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return this.shadowRoot ?? super.createRenderRoot();
  }

  protected override update(changed: PropertyValues): void {
    const root = this.renderRoot as ShadowRoot;
    // A server's drawing taken over goes (its styles too) in the same task as the element draws the same again. The first number
    // format (a phone's 40-100 ms: the locale's data; later ones reuse it) is made in the task that sent the first request.
    if (!this.hasUpdated) {
      root.replaceChildren();
      formatNumber(1, this.page.locale);
    }
    // The element's styles, and its parts' once they are in (results-parts.ts; a server draws with them all: render/index.ts).
    const sheets = [...(this.constructor as typeof ResultsElement).elementStyles, ...(Object.values(parts) as Part[]).map((part) => part.styles)].filter(Boolean) as CSSStyleSheet[];
    if (sheets.length > root.adoptedStyleSheets.length) root.adoptedStyleSheets = sheets;
    super.update(changed);
  }

  protected override willUpdate(changed: PropertyValues): void {
    // lit's server renderer skips the controllers' hostUpdate: the language is worked out here there.
    if (isServer) {
      this.language.hostUpdate();
      this.takeOver();
    }
    this.results.refresh();
    if (changed.has('dialogBelow') && !isServer) {
      this.media?.removeEventListener('change', this.onMedia);
      this.media = this.dialogBelow > 0 ? matchMedia(`(max-width: ${this.dialogBelow - 0.02}px)`) : undefined;
      this.media?.addEventListener('change', this.onMedia);
      this.narrow = Boolean(this.media?.matches);
    }
    this.loading = this.results.status === 'pending' && Boolean(this.results.response);
  }

  /**
   * Before each update in a browser: the shop's card templates (once what draws them is in), and the parts
   * what it draws needs (results-parts.ts), asked for at once: those of its attributes and URL with the first
   * request. An update waits for them, except the first when it sends the first request (it draws no answer
   * yet). A first that takes a server's drawing (or a `served` answer) over waits for what takes it over
   * (served.ts) and the parts of that answer, the drawing shown meanwhile, and a tenth of a second at least.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    this.templates = parts.shop?.templatesOf(this) ?? this.templates;
    // A server's drawing is on screen a moment before it is drawn again: Chromium leaves an element gone before its paint is presented out of the largest paint.
    if (!this.hasUpdated && (this.served || this.renderRoot.firstChild)) {
      return Promise.all([load(['served', ...this.partsFor()]), new Promise((shown) => setTimeout(shown, 99))])
        .then(() => load(this.partsFor(this.takeOver())))
        .then(() => super.scheduleUpdate());
    }
    const waiting = load(this.partsFor());
    return waiting && this.hasUpdated ? waiting.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  /** The answer the page was served with (site-search-elements/render), handed to the controller for its first request. */
  private takeOver(): SearchResponse<UrlHit> | undefined {
    const served = parts.served?.servedTo(this);
    if (served) this.results.serve(...served);
    return served?.[1];
  }

  /** The parts (results-parts.ts) drawing `answer` needs: appending pages, the shop's own cards, chips (of the URL's filters, of a suggested facet), what shows when nothing matched. */
  protected partsFor(answer = this.results.response): Array<keyof typeof parts> {
    const needs = {
      more: this.pagination !== 'pages', shop: this.querySelector(TEMPLATES) || Object.keys(this.renderers).length,
      chips: Object.keys(this.results.fromUrl().filters).length || answer?.results.suggested_facet, empty: answer && !answer.results.total_hits,
    };
    return (Object.keys(needs) as Array<keyof typeof needs>).filter((part) => needs[part]);
  }

  protected override updated(changed: PropertyValues): void; // (lit's signature, for a subclass; no parameter at run time)
  protected override updated(): void {
    const r = this.results;
    this.marks = paintMatches(this.renderRoot.querySelectorAll('.title'), this.marks);
    if (r.error && this.failed !== r.error) reportFailure(this, (this.failed = r.error));
    // Reported once the shop's prices are in (prices): the list carries the prices shown. What came in, or a page with
    // nothing to show: a search that found nothing is reported too, its list without items (the analytics' "no results").
    if (r.status !== 'complete' || this.announced === r.response || this.pricing || !this.language.ready) return;
    this.announced = r.response;
    const added = r.hits.length - r.added.length;
    if (r.added[0] || !added) {
      const { q, filters, sort } = r.state;
      emit(this, 'ss-list', {
        ...this.listKind(), query: q, hits: r.added, offset: r.offset + added, guid: r.response!.results.guid, filters, sort, navigated: this.lists++ > 0,
        ...reported(this),
      });
    }
    if (r.view) this.restoreView(r.view);
    else if (this.focusAfter === 'heading') this.renderRoot.querySelector<HTMLElement>('.heading')?.focus();
    else if (this.focusAfter === 'added') this.renderRoot.querySelectorAll<HTMLElement>('.hit')[added]?.querySelector<HTMLElement>('a[href], button')?.focus();
    this.focusAfter = undefined;
    this.observe();
  }

  /** Clears the shopper's filters (a new history entry). */
  protected readonly clearFilters = (): void => this.refine({ ...this.results.state, filters: {} });

  /** A refinement: page 1 of the new state, as a new history entry. */
  protected refine(state: ResultsState): void {
    void this.results.go({ ...state, page: 1 }, this.savedView());
  }

  protected savedView() {
    return { scroll: scrollY, folded: [...this.folded], expanded: [...this.expanded] };
  }

  private restoreView(view: Record<string, unknown>): void {
    this.folded = new Set(view.folded as string[] | undefined);
    this.expanded = new Set(view.expanded as string[] | undefined);
    this.requestUpdate();
    if (typeof view.scroll === 'number') void this.updateComplete.then(() => scrollTo(0, view.scroll as number));
  }

  /**
   * An answer is in: the images the page paints first fetched before it is drawn (the first row's, of default cards only; the
   * banner above the results and the grid's tile in that row, often the largest paint), the shop's prices asked (prices.ts).
   */
  private answered(): void {
    const r = this.results;
    const campaigns = r.response!.results.campaigns;
    const tile = this.tileAt();
    preloadImages(r.hits.filter((h, i) => this.firstRow(i) && !this.renderers[h.type] && !this.templates.has(h.type)).map((h) => cardImage(shownHit(h, r.state.filters, this.shownQuery()))));
    preloadImages([bannerImage(campaigns, this.bannerSlot), tile >= 0 && tile < this.box.columns && bannerImage(campaigns, this.gridBannerSlot)], true);
    const hits = r.added;
    if (!this.prices || !hits.length) return;
    this.pricing = true;
    const lookup = this.prices;
    // (Its chunk not loading, as a lookup failing, leaves the catalog's prices.)
    void import('./prices.js').then((m) => m.askPrices(hits, lookup, this.localName), () => {}).then(() => r.added === hits && (this.pricing = false));
  }

  /** Infinite scroll: the "Show more results" link is followed when it scrolls into view. */
  private observe(): void {
    this.observer?.disconnect();
    const link = this.pagination === 'infinite' && this.renderRoot.querySelector('[part=more-link]');
    if (link) this.observer = parts.more!.follow(link, () => this.results.status === 'complete' && void this.results.more());
  }

  private readonly onMedia = (): void => {
    this.narrow = Boolean(this.media?.matches);
  };

  protected facetContext(): FacetContext {
    const state = this.results.state;
    const { locale, currency } = this.page;
    return {
      filters: state.filters, uid: this.uid, limit: this.facetLimit || 6, folded: this.folded, expanded: this.expanded, find: this.find,
      text: this.text,
      number: (field, n) => (/price/.test(field) ? formatMoney(n, locale, currency, Number.isInteger(n) ? 0 : undefined) : formatNumber(n, locale)),
      toggle: (field, value) => this.refine(toggleFilter(state, field, value)),
      set: (field, value) => this.refine(withFilter(state, field, value === undefined ? [] : [value])),
      changed: () => this.requestUpdate(),
      single: new Set(this.singleChoice?.split(',').map((f) => f.trim())), order: pairsOf(this.facetOrder),
    };
  }

  /** The facets of the answer in the order asked for, then the service's own (dynamic) ones; a field answered twice (a faulty answer) once. */
  protected shownFacets(): Facet[] {
    const all = this.results.response?.results.facets ?? [];
    const order = this.facetFields();
    return all.filter((f, i) => this.showsFacet(f.name) && all.findIndex((g) => g.name === f.name) === i).sort((a, b) => (order.indexOf(a.name) + 1 || 99) - (order.indexOf(b.name) + 1 || 99));
  }

  /** Not `type`, nor a field the shop's own `filters` fix: values ticked there would widen them (one field's values are ORed). */
  protected showsFacet(name: string): boolean {
    return name !== 'type' && !pairsOf(this.filters)?.[name];
  }

  protected renderFacets(shown = this.shownFacets()): unknown {
    const c = this.facetContext();
    return shown.map((f) => renderFacet(c, f));
  }

  protected chosenCount(): number {
    return Object.values(this.results.state.filters).reduce((n, v) => n + v.length, 0);
  }

  protected renderHit(hit: UrlHit, position: number): TemplateResult {
    const { locale, currency } = this.page;
    const own = () => renderCard(hit, { locale, currency, shown: (h) => shownHit(h, this.results.state.filters, this.shownQuery()), text: this.text }, this.firstRow(position - this.results.offset - 1));
    const body = parts.shop ? parts.shop.renderShopHit(hit, { element: this, query: this.results.state.q, renderers: this.renderers, templates: this.templates, locale, currency }, own) : own();
    return html`<li part="hit" class="hit" @click=${(e: Event) => this.onHitClick(e, hit, position)}>${body}
      ${this.addToCart ? html`<button part="add-to-cart" class="cart" type="button" @click=${() => emit(this, 'ss-add-to-cart', { hit, identity: hit.url })}>${this.text('add-to-cart')}<span class="sr"> ${plainValue(hit, 'title')}</span></button>` : nothing}</li>`;
  }

  private onHitClick(e: Event, hit: UrlHit, position: number): void {
    const link = (e.target as Element).closest('a[href]');
    if (!link) return;
    if (!emit(this, 'ss-select', { hit, identity: hit.url, type: hit.type, position, query: this.results.state.q }, true)) e.preventDefault();
  }

  private pages(): PaginationContext {
    const r = this.results;
    const total = r.response?.results.total_hits ?? 0;
    return {
      page: r.state.page, pages: Math.ceil(total / this.pageSize()), text: this.text,
      href: (page) => r.href({ ...r.state, page }),
      go: (page, e) => {
        if (e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        if (this.pagination === 'pages') {
          this.focusAfter = 'heading';
          void r.go({ ...r.state, page }, this.savedView());
        } else {
          this.focusAfter = 'added';
          void r.more();
        }
      },
    };
  }

  private renderBody(): unknown {
    const r = this.results;
    // (No answer yet is the shop's own content: render() shows it.)
    if (!r.response) return this.renderError();
    const { results } = r.response;
    const tile = this.tileAt();
    return html`
      ${r.status === 'error' ? this.renderError() : nothing}
      ${results.total_hits ? html`<ul part="grid" class="grid">${r.hits.map((hit, i) => html`${i === tile ? html`<li part="grid-banner" class="tile">${this.banners(this.gridBannerSlot, i < this.box.columns)[0]}</li>` : nothing}${this.renderHit(hit, r.offset + i + 1)}`)}</ul>` : this.renderEmpty()}
      ${this.pagination === 'pages' ? renderPages(this.pages()) : parts.more?.renderMore(this.pages(), r.hits.length, results.total_hits, r.status === 'pending')}`;
  }

  /** The campaign banners of the answer for `slot` (banner.ts), drawn with the answer; `first`: in what the page paints first. */
  protected banners(slot: string, first?: boolean): unknown[] {
    return renderBanners(this.results.response?.results.campaigns, slot, this.text('banner'), first);
  }

  /** Where the grid banner's tile goes among the hits of the first page (-1: none: no campaign of its slot, a later page). */
  private tileAt(): number {
    const r = this.results;
    return !r.offset && this.gridBannerAt > 0 && withBanner(r.response?.results.campaigns, this.gridBannerSlot).length ? this.gridBannerAt - 1 : -1;
  }

  /** Whether the hit shown at `i` (from 0) is in the grid's first row, counting the banner's tile before it. */
  private firstRow(i: number): boolean {
    const tile = this.tileAt();
    return i + 1 + Number(tile >= 0 && i >= tile) <= this.box.columns;
  }

  /** "Filters" pressed: the dialog (a part, loaded the first time) drawn and opened. */
  private async openDialog(): Promise<void> {
    await load(['dialog']);
    this.requestUpdate();
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
  }

  private renderError(): TemplateResult {
    return html`<div part="status error" class="status error" role="alert">${this.text('error')}
      <button part="retry" type="button" @click=${() => void this.results.retry()}>${this.text('retry')}</button></div>`;
  }

  /** The query the results shown are for (a search's correction or rewrite of what was typed). */
  protected shownQuery(): string {
    return this.results.state.q;
  }

  /** The polite announcement after each answer: "24 results for “tv”" (". Page 2" past the first page: two sentences, no comma of one language). */
  protected announcement(): string {
    const r = this.results;
    if (r.status === 'error') return this.text('error');
    if (r.status !== 'complete' || !r.response) return '';
    const count = r.response.results.total_hits;
    const q = this.shownQuery();
    const results = this.text('count', { count });
    const said = q ? this.text('count-for', { results, query: q }) : results;
    // Another page of the same results: its number, or the announcement would read the same and not be spoken again.
    return r.state.page > 1 ? `${said}. ${this.text('page', { page: r.state.page })}` : said;
  }

  override render() {
    const r = this.results;
    const total = r.response?.results.total_hits ?? 0;
    // The shop's own content holds the place until the first answer and the language's words are here.
    if ((!r.response && r.status !== 'error') || !this.language.ready) return html`<slot></slot><div class="live sr" role="status" aria-live="polite"></div>`;
    // Nothing to filter (no results, no facets): no empty column beside the results.
    const shown = this.shownFacets();
    const facets = this.narrow || !shown.some((f) => f.values?.length) ? nothing : html`<aside part="facets" class="facets" aria-label=${this.text('filters')}>${this.renderFacets(shown)}</aside>`;
    return html`
      <div class="live sr" role="status" aria-live="polite">${this.announcement()}</div>
      ${this.renderHeader()}
      <div part="layout" class="layout ${facets === nothing ? 'bare' : ''}">
        ${facets}
        <section part="results" class="results" aria-labelledby="${this.uid}-heading" aria-busy=${r.status === 'pending'}>
          <div part="heading" class="heading" role="heading" aria-level=${ariaLevel(this.headingLevel)} id="${this.uid}-heading" tabindex="-1">${this.headingText()}</div>
          ${r.response && (total || this.chosenCount()) ? renderToolbar({
            total, narrow: this.narrow || (isServer && this.dialogBelow > 0 && 'css'), chosen: this.chosenCount(), sort: r.state.sort || this.sort || '', sortOptions: this.sortOptions, text: this.text,
            sortBy: (sort) => this.refine({ ...r.state, sort }), open: () => void this.openDialog() }) : nothing}
          ${parts.chips?.renderChips(this.facetContext(), this.clearFilters, r.response?.results.suggested_facet)}
          ${this.renderBody()}
        </section>
      </div>
      ${this.narrow && parts.dialog ? parts.dialog.renderDialog({ uid: this.uid, root: this.renderRoot, total, facets: this.renderFacets(), text: this.text }) : nothing}`;
  }
}
