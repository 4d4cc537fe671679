import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { safeUrl } from '../../core/sanitize.js';
import type { AutocompleteResponse, Hit } from '../../core/types.js';
import { ComboboxController } from '../shared/combobox.js';
import type { Renderer } from '../shared/template.js';
import { reported } from '../shared/asks.js';
import { AskingElement } from '../shared/asking-element.js';
import { paintMatches } from '../shared/highlight.js';
import { styles } from './autocomplete.styles.js';
import { identity, suggest, type ApiVersion } from './source.js';
import type { Option } from './options.js';
import type { PopularPanel } from './popular.js';
import { SuggestionsController } from './suggestions.js';
import { PanelDrawing } from './drawing.js';
import { adoptSearchForm } from '../shared/form.js';
import { emit } from '../../core/events.js';
import { Language } from '../../i18n/i18n.js';
import { AUTOCOMPLETE_BOX } from '../../i18n/en/autocomplete-box.js';

let ids = 0;

/**
 * Search-as-you-type over the site-search API, as a WAI-ARIA combobox.
 *
 * @summary Autocomplete for a search box; enhances the shop's own `<form>` or renders one.
 *
 * @event ss-results - Suggestions shown for a query. `detail: ResultsDetail`.
 * @event ss-popular - The empty-box panel shown. `detail: PopularDetail`.
 * @event ss-select - An option chosen (cancelable: cancel to handle navigation yourself). `detail: SelectDetail`.
 * @event ss-add-to-cart - Add to cart from a product row (Shift+Enter or its button). `detail: CartDetail`.
 * @event ss-error - A request failed. `detail: ErrorDetail`.
 * @event ss-identity - Asked (bubbling, composed) before each suggestion request: a listener (the page's tracker, once consent is granted) fills in its `clientId` and `customerId`; unanswered, the request is anonymous. `detail: IdentityDetail`.
 * @event ss-submit - The form submits a query (cancelable: an `<ss-search>` on the form's page cancels it and answers in place). `detail: SubmitDetail`.
 * @event loadstart - A suggestion request started.
 * @event loadend - A suggestion request ended (answered, failed or superseded).
 *
 * @slot - A `<form>` with an `<input>` to enhance (it keeps working without JavaScript), and `<template data-type="...">` rows.
 *
 * @csspart form - The search form.
 * @csspart popup - The suggestions panel.
 * @csspart banner - A campaign banner.
 * @csspart listbox - The list of options.
 * @csspart section - A group of options of one type.
 * @csspart section-header - The heading of a group.
 * @csspart option - One suggestion.
 * @csspart image - A product image.
 * @csspart title - An option's title; its match is the `ss-match` highlight (`::part(title)::highlight(ss-match)`).
 * @csspart price - A product price.
 * @csspart brand - A product brand.
 * @csspart add-to-cart - The add-to-cart button of a product row.
 * @csspart status - Loading, empty and error messages.
 * @csspart retry - The retry button.
 * @csspart close - The close button of the full-screen mode.
 *
 * @cssproperty --ss-autocomplete-accent - Highlight and focus colour (falls back to --ss-color-accent).
 * @cssproperty --ss-autocomplete-background - Panel background (falls back to --ss-color-surface).
 * @cssproperty --ss-autocomplete-text - Text colour (falls back to --ss-color-text).
 * @cssproperty --ss-autocomplete-muted - Secondary text (falls back to --ss-color-muted).
 * @cssproperty --ss-autocomplete-border - Borders (falls back to --ss-color-border).
 * @cssproperty --ss-autocomplete-active - Background of the active option.
 * @cssproperty --ss-autocomplete-radius - Corner radius (falls back to --ss-radius).
 * @cssproperty --ss-autocomplete-shadow - Panel shadow.
 * @cssproperty --ss-autocomplete-max-height - Panel height limit (default 70vh); the panel never reaches below the visible viewport.
 * @cssproperty --ss-autocomplete-panel-width - The panel's least width where the viewport has room (default 28em: a product's price beside its title, the title in two lines at most); it is at least as wide as the form.
 * @cssproperty --ss-autocomplete-banner-ratio - Aspect ratio of a campaign banner (default 20 / 3).
 * @cssproperty --ss-autocomplete-banner-mobile-ratio - Aspect ratio of a campaign banner below 600 px (default 10 / 3).
 * @cssproperty --ss-autocomplete-z-index - Stacking of the full-screen panel, and of the open panel where the browser has no popovers (elsewhere it is in the top layer); default 1000.
 * @cssproperty --ss-autocomplete-on-accent - Text on accent-coloured buttons (default the panel background, so it contrasts in dark mode too).
 */
export class SsAutocomplete extends AskingElement {
  static override styles = styles;
  // Reactive properties declared statically, not with decorators: the decorators' runtime
  // would add to every page's bytes. Documented on the fields below.
  static override properties: PropertyDeclarations = {
    trackerId: { attribute: 'tracker-id' }, baseUrl: { attribute: 'base-url' }, apiVersion: { attribute: 'api-version' },
    types: {}, action: {}, param: {}, placeholder: {}, locale: {}, currency: {}, filters: {},
    minChars: { attribute: 'min-chars', type: Number }, fullscreenBelow: { attribute: 'fullscreen-below', type: Number },
    context: {}, addToCart: { attribute: 'add-to-cart', type: Boolean },
    open: { type: Boolean, reflect: true }, loading: { type: Boolean, reflect: true }, fullscreen: { type: Boolean, reflect: true },
    phase: { state: true }, response: { state: true }, renderers: { attribute: false }, shownQuery: { state: true },
  };
  private readonly language = new Language(this, AUTOCOMPLETE_BOX);

  /** Site id (tracker_id); falls back to the page configuration. */
  trackerId?: string;
  /** Query API origin; falls back to the page configuration. */
  baseUrl?: string;
  /** Types and counts to suggest, `<type>:<count>` comma separated. */
  types = 'item:6,category:3,brand:3,query:4';
  /** Results page URL; default the form's action, else `/search`. */
  action?: string;
  /** Query parameter name; default the input's name, else `q`. */
  param?: string;
  /** Autocomplete API version: `3` (default), `2` or `1`. */
  apiVersion: ApiVersion = '3';
  /** Characters before suggestions are asked for. */
  minChars = 1;
  /** Input placeholder (own input only). */
  placeholder?: string;
  /** Locale of words and prices; default the page configuration's, else `<html lang>` (docs/languages.md). */
  locale?: string;
  /** Currency of prices without their own `currency` attribute; default USD. */
  currency?: string;
  /** The placement label (`context`), for the service's analytics segments. */
  context?: string;
  /** Per-type filters: `item=availability:1; item=price:|500`. */
  filters?: string;
  /** Below this viewport width (px) the open panel takes the whole screen; 0 never. */
  fullscreenBelow = 600;
  /** Show an add-to-cart button on product rows. */
  addToCart = false;
  /** Whether the panel is open (reflected for styling). */
  open = false;
  /** Whether a request has been waiting for more than 300 ms (reflected for styling). */
  loading = false;
  /** Custom row renderers by type, from JavaScript. */
  renderers: Record<string, Renderer> = {};
  /**
   * A visible string in the element's language by key, else the key (a heading of another type, set in capitals); docs/languages.md.
   * In English, the panel's words come with its code (the box's first focus or input).
   */
  readonly text = this.language.text;

  private phase: 'idle' | 'results' | 'popular' | 'error' = 'idle';
  /** Whether the open panel takes the whole screen (reflected for styling; see fullscreen-below). */
  fullscreen = false;
  private response?: AutocompleteResponse<Hit>;
  private shownQuery = '';
  /** The empty-box panel, once asked for (not reactive: the phase that shows it is). */
  private panel?: PopularPanel;
  private asking?: Promise<PopularPanel>;
  private input?: HTMLInputElement;
  protected form?: HTMLFormElement;
  private readonly uid = `ss-ac-${++ids}`;
  /** Ends the page's listeners (resize, ss-query) when the element leaves it. */
  private listening?: AbortController;
  /** Shows the placeholder again once script empties the box (see adoptSearchForm). */
  protected hint?: () => void;
  /** Words its own box (none for a shop's form). */
  private words?: (placeholder: string, label: string) => void;
  /** Closed by the shopper (Escape, Tab, a choice, leaving): no answer reopens it until they type or focus the box. */
  private dismissed = false;
  /** An answer that came while the pointer was over the list: shown once it leaves, so rows never move under it. */
  private held?: () => void;
  /** The active option's suggestion left the list with the last answer (announced). */
  private lost = false;
  private readonly combobox = new ComboboxController(this, {
    open: () => this.open,
    keys: () => this.options().map((o) => o.section + identity(o.hit)),
    optionId: (i) => `${this.uid}-opt-${i}`,
    reopen: () => (this.answered() ? this.reveal() : this.onInput()),
    choose: (i, e) => this.choose(i, e.shiftKey),
    dismiss: () => this.dismiss(),
    clear: () => {
      this.input!.value = '';
      this.hint!();
    },
  });
  private readonly drawing = new PanelDrawing(this, {
    open: () => this.open && !this.fullscreen,
    parts: () => {
      const [popup, gauge] = [this.renderRoot.querySelector<HTMLElement>('.ss-popup'), this.renderRoot.querySelector<HTMLElement>('.ss-gauge > *')];
      return popup && gauge && this.form ? { popup, gauge, form: this.form } : undefined;
    },
    adopt: (sheet) => this.adopt(sheet),
  });
  /** The ranges of the `ss-match` highlight this element painted (paintMatches). */
  private marks: StaticRange[] = [];
  private readonly suggestions = new SuggestionsController(this, {
    request: (q, signal) => suggest(this, q, signal),
    current: () => this.input!.value,
    answer: (q, response) => this.show(q, response),
    fail: (error) => this.drawing.when(() => {
      this.phase = 'error';
      this.open = true;
      emit(this, 'ss-error', { error });
    }),
    loading: (on) => (this.loading = on),
    lifecycle: (type) => this.dispatchEvent(new Event(type)),
  });

  /** Settles once the latest suggestion request has been answered and rendered, in the element's language (or failed). */
  get requestComplete(): Promise<unknown> {
    return this.suggestions.requestComplete.then(() => this.drawing.loading).then(() => this.language.arrived).then(() => this.updateComplete);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const signal = (this.listening = new AbortController()).signal;
    addEventListener('resize', () => this.open && this.setOpen(true), { signal });
    // The results on the page show another query: so does the box, unless the shopper is in it.
    document.addEventListener('ss-query', (e) => {
      if (this.input && !this.matches(':focus-within')) {
        this.input.value = e.detail.query;
        this.hint!();
      }
    }, { signal });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.listening!.abort();
    this.marks = paintMatches([], this.marks);
  }

  protected override firstUpdated(): void {
    // The shopper may be typing already (the element's script came late): the form's move into
    // the field keeps the focus and the caret, and what they typed is answered (not a query the
    // theme printed in a box it focuses).
    const active = document.activeElement as HTMLInputElement | null;
    const caret = [active?.selectionStart ?? null, active?.selectionEnd ?? null] as const;
    const typed = active?.value !== active?.defaultValue;
    const { form, input, hint, words } = adoptSearchForm(this, this.renderRoot.querySelector('.ss-field')!, { action: this.action, param: this.param, label: this.text('search') });
    this.combobox.attach(input, `${this.uid}-listbox`);
    input.addEventListener('input', this.onInput);
    input.addEventListener('focus', this.onFocus);
    form.addEventListener('submit', this.onSubmit);
    // Focus leaving the element (a click outside, Tab away) closes the panel.
    this.addEventListener('focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (!to || !this.contains(to) && !this.renderRoot.contains(to)) this.dismiss();
    });
    this.form = form;
    this.input = input;
    this.hint = hint;
    this.words = words;
    if (input === active) {
      input.focus();
      input.setSelectionRange(...caret);
      if (typed) this.onInput();
    }
  }

  protected override updated(changed: PropertyValues): void {
    // (Full screen, the element is a modal dialog: place.ts, with the panel's code.)
    const input = this.input;
    if (!input) return;
    // Its own box speaks the element's language (a shop's form keeps its own words).
    this.words?.(this.placeholder ?? this.text('search'), this.text('search'));
    // A move of the active option alone (no changed property) repaints no highlight.
    if ([...changed.keys()].some((key) => key !== 'loading')) {
      this.marks = paintMatches(this.renderRoot.querySelectorAll('.ss-title,.ss-brand'), this.marks);
    }
  }

  private readonly onInput = (): void => {
    this.drawing.load();
    this.dismissed = false;
    this.held = this.drawing.pending = undefined;
    const q = this.input!.value;
    if (q.trim().length >= this.minChars) {
      this.suggestions.changed(q);
      return;
    }
    this.suggestions.cancel();
    if (!q.trim()) void this.showPopular();
    else this.setOpen(false);
  };

  private show(q: string, response: AutocompleteResponse<Hit>): void {
    if (this.dismissed) return;
    const apply = () => {
      this.held = undefined;
      this.response = response;
      this.shownQuery = q;
      this.phase = 'results';
      // Nothing matches: the trending searches are offered (the empty-box panel's, asked for now if the box was never empty).
      if (!response.hits.length) this.loadPanel().then(() => this.requestUpdate(), () => {});
      this.lost = this.combobox.replaced();
      this.reveal();
      emit(this, 'ss-results', { query: q, hits: response.hits, response, ...reported(this) });
    };
    if (this.open && this.phase === 'results' && this.renderRoot.querySelector('.ss-listbox:hover')) this.held = apply;
    else this.drawing.when(apply);
  }

  /** Adds the panel's styles (they come with its code) to the element's. */
  protected adopt(sheet: CSSStyleSheet): void {
    const root = this.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  /** Whether the last answer shown is for what the box holds. */
  private answered(): boolean {
    return !!this.response && this.input!.value === this.shownQuery;
  }

  /** Opens the popup on what it holds. */
  private reveal(): void {
    this.dismissed = false;
    this.setOpen(true);
  }

  /** The empty-box panel's content, asked for once (with the panel's code, which the focus or input that got here is loading). */
  private loadPanel(): Promise<PopularPanel> {
    // One request at a time (answers with nothing in them can follow each other); a failed one is asked again next time.
    return (this.asking ??= Promise.resolve(this.drawing.loading).then(() => this.drawing.code!.popular(this)).then((panel) => (this.panel = panel), (error) => {
      this.asking = undefined;
      throw error;
    }));
  }

  private async showPopular(): Promise<void> {
    let panel: PopularPanel;
    try {
      panel = await this.loadPanel();
    } catch {
      return; // the empty-box panel is a nicety: no error state for it
    }
    // Nothing to offer (a new site, odd answers): no empty panel.
    const { recent, trending, items } = panel;
    if (this.dismissed || this.input!.value.trim() || !this.matches(':focus-within') || !(recent.length + trending.length + items.length)) return;
    this.drawing.when(() => {
      this.phase = 'popular';
      this.combobox.set(-1);
      this.setOpen(true);
      emit(this, 'ss-popular', { hits: this.panel!.items, ...reported(this) });
    });
  }

  private setOpen(open: boolean): void {
    this.open = open;
    this.fullscreen = open && this.fullscreenBelow > 0 && innerWidth < this.fullscreenBelow;
  }

  /** The shopper closed the popup (Escape, Tab, a choice, leaving, submitting): nothing pending may reopen it. */
  private dismiss(): void {
    this.suggestions.cancel();
    this.dismissed = true;
    this.held = this.drawing.pending = undefined;
    this.setOpen(false);
    this.combobox.set(-1);
  }

  /** The options in display order (the same order render() lays them out); none before the panel's code is in. */
  private options(): Option[] {
    return this.drawing.code?.optionsFor(this.phase, this.panel, this.response, this.types) ?? [];
  }

  private readonly onSubmit = (e: SubmitEvent): void => {
    const active = this.open ? this.combobox.active : -1;
    this.dismiss();
    if (active >= 0) {
      e.preventDefault();
      this.choose(active);
      return;
    }
    const redirect = this.answered() && safeUrl(this.response!.suggested_url);
    if (redirect) {
      e.preventDefault();
      location.assign(redirect);
    } else if (!emit(this, 'ss-submit', { query: this.input!.value, action: this.form!.action }, true)) e.preventDefault();
    // Otherwise the form submits natively: <action>?<param>=<query> (an <ss-search> of that page answers in place).
  };

  private readonly onFocus = (): void => {
    this.drawing.load();
    this.dismissed = false;
    if (!this.input!.value.trim()) void this.showPopular();
    else if (this.answered()) this.reveal();
  };

  /** Goes where the option at `index` leads, or with `cart` adds its product to the cart (the panel's code, which is in: the option is shown). */
  private choose(index: number, cart = false): void {
    this.drawing.code!.choose(this, this.options()[index], index, this.input!, this.form!, () => this.dismiss(), cart);
  }

  override render() {
    const drawn = this.drawing.code?.drawPanel(this.open ? this.options() : [], {
      element: this, phase: this.phase, campaigns: this.response?.campaigns, lost: this.lost, query: this.shownQuery, ...this.language.formats,
      uid: this.uid, active: this.combobox.active, hover: (i) => this.combobox.set(i), choose: (i) => this.choose(i), close: () => this.dismiss(),
      retry: () => {
        void this.suggestions.load(this.input!.value);
        this.input!.focus();
      },
    });
    return html`
      <div class="ss-field"></div>
      <div class="ss-live" role="status" aria-live="polite">${drawn?.live}</div>
      <div class="ss-gauge"><div></div></div>
      ${this.loading ? html`<div part="status" class="ss-spinner" aria-hidden="true" title=${this.text('loading')}></div>` : nothing}
      <!-- A scroll container must be reachable by keyboard (axe scrollable-region-focusable); Tab
           closes the panel first, so it never becomes a tab stop in practice. -->
      <div part="popup" class="ss-popup ${this.fullscreen ? 'ss-fullscreen' : ''}" ?hidden=${!this.open} tabindex="0"
        @mousedown=${(e: Event) => e.preventDefault()} @pointerleave=${() => this.held?.()}>
        ${drawn?.top}
        <div part="listbox" class="ss-listbox" role="listbox" id="${this.uid}-listbox" aria-label=${this.text('listbox')}>${drawn?.rows}</div>
        ${drawn?.bottom}
      </div>`;
  }
}
