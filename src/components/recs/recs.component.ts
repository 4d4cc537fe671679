import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { recommendV1, recommendV2 } from '../../core/client.js';
import type { SearchApiError } from '../../core/errors.js';
import type { Hit, RecommendRequestV2 } from '../../core/types.js';
import { askIdentity, emit, reportFailure } from '../../core/events.js';
import { renderCard, type CardContext } from '../shared/card.js';
import { plainValue } from '../shared/format.js';
import { cardStyles } from '../shared/card.styles.js';
import { clientConfig } from '../shared/config.js';
import { ariaLevel } from '../shared/heading.js';
import { holdHeight } from '../shared/hold.js';
import { hostBoxes } from '../shared/reserve.js';
import { renderShopHit, templatesOf, type Renderer } from '../shared/template.js';
import { recsStyles } from './recs.styles.js';
import { CARD_FIELDS, hitFields, reported, templateFields } from '../shared/asks.js';
import { Language } from '../../i18n/i18n.js';
import { RECS } from '../../i18n/en/recs.js';
import { pageItems, parseContext } from './page-items.js';

export { pageItems, parseContext };

/** The built-in English strings of <ss-recs> (src/i18n/en/recs.ts). */
export const RECS_TEXT: Record<string, string> = RECS;

type Answer = { recommendation_id: string; hits: Array<Hit & { is_fallback?: boolean }> };

let ids = 0;
/** Properties that make the request: a change asks again. */
const ASKED = ['model', 'itemIds', 'size', 'context', 'exclude', 'api', 'widgetId', 'fallback', 'trackerId', 'baseUrl', 'altBaseUrl'];
let dueObserver: IntersectionObserver | undefined;
let seenObserver: IntersectionObserver | undefined;
/** Watches rows with nothing to show that still hold their place in view: hidden once below the fold. */
let vacantObserver: IntersectionObserver | undefined;

/**
 * A recommendation widget: a model's items for this page as a carousel or a grid of
 * cards. Widgets that need data in the same task share one POST; a widget far below the
 * fold asks only when it comes within about a viewport of being seen. Until its answer it
 * holds the height of a row of cards (`--ss-recs-min-height`), so the page does not move
 * when the row arrives. With no items, or when the request fails, it hides itself (one
 * console warning, the loader's where the loader is on the page) and the page goes on;
 * a row in view keeps its place, blank, until it is below the fold.
 *
 * @summary Recommendations (alternatives, complements, basket, bestsellers, personalized) as a carousel or grid.
 *
 * @event ss-recommendation - The widget was seen (half of it in view), once per answer: the Recommendation list. `detail: RecommendationDetail`.
 * @event ss-select - A card's link followed (cancelable), with the answer's `recommendationId`. `detail: SelectDetail`.
 * @event ss-add-to-cart - A card's add-to-cart button, with the answer's `recommendationId`. `detail: CartDetail`.
 * @event ss-error - The request failed; the widget is hidden. `detail: ErrorDetail`.
 * @event ss-identity - Asked (bubbling, composed) before each request: a listener (the page's tracker, once consent is granted) fills in its `clientId` and `customerId` for the shopper's recommendations; unanswered, the request is anonymous. `detail: IdentityDetail`.
 *
 * @slot - `<template data-type="item">` cards.
 *
 * @csspart recs - The widget (a carousel region, or a plain section for the grid).
 * @csspart heading - The heading.
 * @csspart controls - The previous and next buttons of the carousel; each is `previous` or `next`.
 * @csspart previous - The carousel's previous button.
 * @csspart next - The carousel's next button.
 * @csspart list - The scrolling track of the carousel, or the grid.
 * @csspart item - One recommended item (a carousel slide or a grid cell) holding a card (card, card-image, card-title, ...).
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
 * @csspart fallback - The label of an item the model did not choose itself (with `fallback="label"`).
 * @csspart add-to-cart - A card's add-to-cart button.
 *
 * @cssproperty --ss-recs-accent - Focus, buttons (falls back to --ss-color-accent).
 * @cssproperty --ss-recs-background - Cards and buttons (falls back to --ss-color-surface).
 * @cssproperty --ss-recs-text - Text (falls back to --ss-color-text).
 * @cssproperty --ss-recs-muted - Secondary text (falls back to --ss-color-muted).
 * @cssproperty --ss-recs-border - Borders (falls back to --ss-color-border).
 * @cssproperty --ss-recs-radius - Corner radius (falls back to --ss-radius).
 * @cssproperty --ss-recs-card-width - Width of a carousel card, narrowest grid card (default 12em / 10em).
 * @cssproperty --ss-recs-gap - Space between cards (default 1em).
 * @cssproperty --ss-color-danger - "Out of stock" on a card (default a red for light and dark schemes); a page-wide token, like --ss-color-accent.
 * @cssproperty --ss-recs-min-height - Height held until the answer (default: one row of default cards at their tallest, with the heading and the add-to-cart button when there are any).
 */
export class SsRecs extends LitElement {
  static override styles = [recsStyles, cardStyles, hostBoxes('ss-recs')];
  static override properties: PropertyDeclarations = {
    model: {}, itemIds: { attribute: 'item-ids' }, size: { type: Number }, context: {}, api: {}, widgetId: { attribute: 'widget-id' },
    heading: {}, headingLevel: { attribute: 'heading-level', type: Number }, layout: {}, fallback: {}, loading: {},
    trackerId: { attribute: 'tracker-id' }, baseUrl: { attribute: 'base-url' }, altBaseUrl: { attribute: 'alt-base-url' },
    locale: {}, currency: {}, addToCart: { attribute: 'add-to-cart', type: Boolean }, timeout: { type: Number },
    empty: { type: Boolean, reflect: true }, renderers: { attribute: false }, answer: { state: true }, edges: { state: true },
    hitFields: { attribute: 'hit-fields' }, variant: {}, exclude: {},
  };
  private readonly language = new Language(this, RECS);

  /** The model (recommendation type): `bestsellers`, `trending`, `new_arrivals`, `item_detail_alternatives`, `item_detail_complements`, `basket`, `personalized`, or one of the shop's own. */
  model = 'bestsellers';
  /** Base items, comma separated; default the page's own (`data-ss-item` attributes, else the JSON-LD Product's sku). */
  itemIds?: string;
  /** Items to show (1 to 50). */
  size = 10;
  /** Filters (`recommendation_context`): `field:value,value` entries separated by `;`, `!field:value` to exclude. */
  context?: string;
  /** `v2` (POST {alt-base-url}/v2/recommend, the default) or `v1` (POST {base-url}/v1/recommend). */
  api: 'v1' | 'v2' = 'v2';
  /** The placement id (widget_id / recommender_client_identifier, the analytics' RecommenderClientId); default the element's id, else the model. */
  widgetId?: string;
  /** The heading; default a model's own ("You may also like"); '' for none (the region is then named by `text-recommended`). */
  heading?: string;
  /** The heading's level (1 to 6). */
  headingLevel = 2;
  /** `carousel` (one scrolling row, the default) or `grid`. */
  layout: 'carousel' | 'grid' = 'carousel';
  /** Items the model did not choose itself (bestsellers filling in): `show` (default), `label` or `hide`. */
  fallback: 'show' | 'label' | 'hide' = 'show';
  /** `lazy` (default: ask when within about a viewport of being seen) or `eager` (ask at once). */
  loading: 'lazy' | 'eager' = 'lazy';
  /** Site id (tracker_id); falls back to the page configuration. */
  trackerId?: string;
  /** Query API origin (v1); falls back to the page configuration, then this page's origin. */
  baseUrl?: string;
  /** Origin of the v2 recommender; falls back to alt-base-url of the page configuration, then base-url. */
  altBaseUrl?: string;
  /** Locale of words, numbers and prices; default the page configuration's, else `<html lang>` (docs/languages.md). */
  locale?: string;
  /** Currency of prices without their own `currency` attribute; default USD. */
  currency?: string;
  /** Show an add-to-cart button on each card. */
  addToCart = false;
  /** Milliseconds to wait for the answer before the row gives up (hidden); default the core's 8000. */
  timeout?: number;
  /** `hit_fields`, comma separated; by default the fields the cards draw (`*`: every field). */
  hitFields?: string;
  /** The A/B variant of the Recommendation list (`_Variant`); default the page's. */
  variant?: string;
  /** Items never to show, comma separated (`blocklisted_identities`, v1 `blacklisted_item_ids`): the cart's, those shown elsewhere on the page. */
  exclude?: string;
  /**
   * Whether the answer had nothing to show (no items, or the request failed); reflected, and
   * the widget is then hidden, once it is below the fold: in view it keeps its place, blank.
   * False until then: a widget waiting for its turn holds its row's height.
   */
  empty = false;
  /** Card renderers by hit type, from JavaScript: `(hit, { query, element }) => TemplateResult | Node | string`. */
  renderers: Record<string, Renderer> = {};
  /** A visible string in the element's language by key, `{placeholders}` filled from `values` (docs/languages.md). */
  readonly text = this.language.text;

  private answer?: Answer;
  private request?: AbortController;
  private due = false;
  /** The properties the latest request was asked with (ASKED). */
  private asked?: string;
  private seen?: Answer;
  private edges = { start: true, end: true };
  private readonly uid = `ss-recs-${++ids}`;
  private done: Promise<void> = Promise.resolve();
  private resize?: ResizeObserver;
  /** The box before the answer, measured to hold it once the answer is drawn (holdHeight). */
  private boxBefore?: DOMRect;

  /** Settles once the latest request has been answered and drawn, in the element's language (or failed). */
  get requestComplete(): Promise<void> {
    return this.updateComplete.then(() => this.done).then(() => this.language.arrived).then(() => this.updateComplete).then(() => undefined);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.loading === 'eager') this.ask();
    else (dueObserver ??= new IntersectionObserver((entries) => {
      for (const e of entries) if (e.isIntersecting) (e.target as SsRecs).ask();
    }, { rootMargin: '100% 0px' })).observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    dueObserver?.unobserve(this);
    seenObserver?.unobserve(this);
    vacantObserver?.unobserve(this);
    this.resize?.disconnect();
    // An answer still on its way is dropped with this place: put back (a framework moving the widget), it asks again.
    if (this.request) this.asked = undefined;
    this.request?.abort();
  }

  protected override willUpdate(): void {
    // A changed request (another product shown in place, a new filter, an attribute a framework set just after adding the widget) asks again.
    if (this.due && this.asked !== this.askedWith()) this.load();
  }

  private askedWith(): string {
    return JSON.stringify(ASKED.map((k) => this[k as keyof this]));
  }

  protected override updated(changed: PropertyValues): void {
    if (this.boxBefore) {
      holdHeight(this, this.boxBefore);
      this.boxBefore = undefined;
    }
    if (this.answer && this.answer !== this.seen) {
      (seenObserver ??= new IntersectionObserver((entries) => {
        for (const e of entries) {
          const viewport = e.rootBounds?.height ?? innerHeight;
          if (e.isIntersecting && (e.intersectionRatio >= 0.5 || e.intersectionRect.height >= viewport / 2)) (e.target as SsRecs).onSeen();
        }
      }, { threshold: [0, 0.25, 0.5, 0.75, 1] })).observe(this);
    }
    const track = this.track();
    if (track && this.layout === 'carousel') {
      if (changed.has('answer')) this.onScroll();
      // The track, not the host: the buttons appearing change the host's height, which
      // would notify again in the same frame (a "ResizeObserver loop" error). Observed
      // after every update, so also after a move (disconnecting stopped it).
      (this.resize ??= new ResizeObserver(this.onScroll)).observe(track);
    }
  }

  /** The widget is due (in range, or eager): it asks at its next update, with the attributes it has by then. */
  private ask(): void {
    dueObserver?.unobserve(this);
    this.due = true;
    this.requestUpdate();
  }

  private get placement(): string {
    return this.widgetId || this.id || this.model;
  }

  private baseItems(): string[] {
    // (As text: a framework may bind a number or a list to the property.)
    return this.itemIds != null ? String(this.itemIds).split(',').map((s) => s.trim()).filter(Boolean) : pageItems();
  }

  private load(): void {
    this.asked = this.askedWith();
    this.request?.abort();
    const controller = (this.request = new AbortController());
    const config = clientConfig(this);
    const who = askIdentity(this);
    const base = this.baseItems();
    const exclude = this.exclude?.split(',').map((s) => s.trim()).filter(Boolean);
    const context = parseContext(this.context);
    const size = Math.min(Math.max(1, this.size || 10), 50);
    const mark = this.fallback !== 'show' || undefined;
    const options = { signal: controller.signal, timeout: this.timeout || undefined };
    const fields = hitFields(this, Object.keys(this.renderers).length ? undefined : [...CARD_FIELDS, ...templateFields(templatesOf(this).values())])?.split(',');
    const v2: RecommendRequestV2 = {
      widget_id: this.placement, model: this.model, identities: base.length ? base : undefined, size,
      auth_user_id: who.customerId, device_user_id: who.clientId, mark_fallback_results: mark,
      recommendation_context: context.length ? context : undefined, hit_fields: fields, blocklisted_identities: exclude,
    };
    // v1 is the same request under its own names (and filters keyed by field).
    const asked: Promise<Answer> = this.api === 'v1'
      ? recommendV1(config, config.trackerId, {
        recommendation_type: v2.model, recommender_client_identifier: v2.widget_id, item_ids: v2.identities, size,
        user_id: who.customerId ?? who.clientId, mark_fallback_results: mark, hit_fields: fields, blacklisted_item_ids: exclude,
        recommendation_context: v2.recommendation_context && Object.fromEntries(context.map(({ attribute, ...rest }) => [attribute, rest])),
      }, options)
      : recommendV2(config, config.trackerId, v2, options);
    this.done = asked.then((answer) => {
      if (controller.signal.aborted) return;
      this.request = undefined;
      // Never more cards than asked for, whatever the answer holds.
      const hits = (this.fallback === 'hide' ? answer.hits.filter((h) => !h.is_fallback) : answer.hits).slice(0, size);
      this.settle(hits.length ? { ...answer, hits } : undefined);
    }, (error: SearchApiError) => {
      if (controller.signal.aborted || error.kind === 'aborted') return;
      this.request = undefined;
      this.settle(undefined);
      reportFailure(this, error, `"${this.placement}" (model ${this.model}) is hidden: ${error.message}`);
    });
  }

  /**
   * Draws an answer (none: nothing to show, `empty`), holding the height the row had until
   * then down to the fold (holdHeight). An empty row hides at once below the fold; in view it
   * stays blank (hiding it would move what the shopper sees) until it is below the fold.
   */
  private settle(answer: Answer | undefined): void {
    this.boxBefore = this.getBoundingClientRect();
    this.answer = answer;
    this.empty = !answer;
    this.requestUpdate();
    if (answer || this.boxBefore.top >= innerHeight || !this.isConnected) {
      vacantObserver?.unobserve(this);
      this.style.removeProperty('display');
      return;
    }
    this.style.display = 'flow-root';
    (vacantObserver ??= new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting || e.boundingClientRect.top < (e.rootBounds?.bottom ?? innerHeight)) continue;
        vacantObserver!.unobserve(e.target);
        (e.target as HTMLElement).style.removeProperty('display');
      }
    })).observe(this);
  }

  private onSeen(): void {
    seenObserver?.unobserve(this);
    const answer = this.answer;
    if (!answer || answer === this.seen) return;
    this.seen = answer;
    emit(this, 'ss-recommendation', { widgetId: this.placement, recommendationId: answer.recommendation_id, model: this.model, itemIds: this.baseItems(), hits: answer.hits, ...reported(this) });
  }

  private identityOf(hit: Hit): string {
    return 'identity' in hit ? hit.identity : hit.url;
  }

  private track(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.list');
  }

  /** Which ends of the carousel are reached (its buttons are aria-disabled there, not disabled: a focused one keeps focus; both hidden when everything fits). */
  private readonly onScroll = (): void => {
    const track = this.track();
    if (!track) return;
    const left = Math.abs(track.scrollLeft);
    const edges = { start: left <= 1, end: left + track.clientWidth >= track.scrollWidth - 1 };
    if (edges.start !== this.edges.start || edges.end !== this.edges.end) this.edges = edges;
  };

  private scrollPage(direction: 1 | -1): void {
    const track = this.track()!;
    const rtl = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollBy({ left: direction * rtl * Math.max(track.clientWidth * 0.9, 1) });
  }

  /** Arrow keys, Home and End, from anything in a card (its link, its add-to-cart button), move to a card's link (each brings its card into view). */
  private readonly onKey = (e: KeyboardEvent): void => {
    const items = [...this.renderRoot.querySelectorAll('.item')];
    const at = items.indexOf(this.renderRoot.querySelector(':focus')?.closest('.item') as Element);
    if (at < 0) return;
    const rtl = getComputedStyle(this.track()!).direction === 'rtl';
    const next = { ArrowRight: rtl ? at - 1 : at + 1, ArrowLeft: rtl ? at + 1 : at - 1, Home: 0, End: items.length - 1 }[e.key];
    const to = next === undefined ? undefined : items[next]?.querySelector<HTMLElement>('a[href], button');
    if (!to) return;
    e.preventDefault();
    to.focus();
  };

  private renderItem(hit: Answer['hits'][number], i: number, count: number, answer: Answer, templates: Map<string, HTMLTemplateElement>, card: CardContext, seen: boolean): TemplateResult {
    const identity = this.identityOf(hit);
    const body = renderShopHit(hit, { element: this, query: '', renderers: this.renderers, templates, locale: card.locale, currency: card.currency }, () => renderCard(hit, card, seen && i < 4));
    const inner = html`${body}
      ${this.fallback === 'label' && hit.is_fallback ? html`<span part="fallback" class="badge">${this.text('fallback')}</span>` : nothing}
      ${this.addToCart ? html`<button part="add-to-cart" class="cart" type="button"
        @click=${() => emit(this, 'ss-add-to-cart', { hit, identity, recommendationId: answer.recommendation_id })}>${this.text('add-to-cart')}<span class="sr"> ${plainValue(hit, 'title')}</span></button>` : nothing}`;
    const click = (e: Event) => {
      if (!(e.target as Element).closest('a[href]')) return;
      if (!emit(this, 'ss-select', { hit, identity, type: hit.type, position: i + 1, query: '', recommendationId: answer.recommendation_id }, true)) e.preventDefault();
    };
    return this.layout === 'grid'
      ? html`<li part="item" class="item" @click=${click}>${inner}</li>`
      : html`<div part="item" class="item" role="group" aria-roledescription=${this.text('slide')}
          aria-label=${this.text('slide-label', { position: i + 1, count })} @click=${click}>${inner}</div>`;
  }

  override render() {
    const answer = this.answer;
    if (!answer) return nothing;
    const templates = templatesOf(this);
    const own = `heading-${this.model}`;
    const heading = this.heading ?? this.text(this.language.lookup(own) ? own : 'recommended');
    const count = answer.hits.length;
    const card: CardContext = { ...this.language.formats, text: this.text };
    // A row in view as it is drawn (a cart's, a no-results page's: often the page's largest paint) fetches its first images at once.
    const seen = this.getBoundingClientRect().top < innerHeight;
    const items = answer.hits.map((hit, i) => this.renderItem(hit, i, count, answer, templates, card, seen));
    const head = heading ? html`<div part="heading" class="heading" role="heading" aria-level=${ariaLevel(this.headingLevel)} id="${this.uid}-h">${heading}</div>` : nothing;
    const label = heading ? { by: `${this.uid}-h`, text: nothing } : { by: nothing, text: this.text('recommended') };
    if (this.layout === 'grid') {
      return html`<section part="recs" class="recs" aria-labelledby=${label.by} aria-label=${label.text}>
        <div class="head">${head}</div><ul part="list" class="list grid">${items}</ul></section>`;
    }
    const both = this.edges.start && this.edges.end;
    return html`<section part="recs" class="recs" aria-roledescription=${this.text('carousel')} aria-labelledby=${label.by} aria-label=${label.text}>
      <div class="head">${head}
        <div part="controls" class="controls" ?hidden=${both}>
          <button part="previous" type="button" aria-controls="${this.uid}-list" aria-label=${this.text('previous')} aria-disabled=${this.edges.start} @click=${() => this.scrollPage(-1)}>‹</button>
          <button part="next" type="button" aria-controls="${this.uid}-list" aria-label=${this.text('next')} aria-disabled=${this.edges.end} @click=${() => this.scrollPage(1)}>›</button>
        </div></div>
      <div part="list" class="list carousel" id="${this.uid}-list" @scroll=${this.onScroll} @keydown=${this.onKey}>${items}</div>
    </section>`;
  }
}
