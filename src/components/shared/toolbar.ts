/** The results' toolbar (count and sort) and, on narrow screens, the "Filters (n)" button above it and the dialog it opens. */
import { html, nothing, type TemplateResult } from 'lit';
import { parseSortOptions } from './url-state.js';

export interface ToolbarContext {
  total: number;
  /** Whether facets are in the dialog (the button opens it); `css`: a server's page, the button drawn hidden for its CSS to show on a narrow screen. */
  narrow: boolean | 'css';
  /** Filters chosen, counted on the button. */
  chosen: number;
  sort: string;
  /** The element's `sort-options`, or the built-in choices. */
  sortOptions?: string;
  text(key: string, values?: Record<string, string | number>): string;
  sortBy(sort: string): void;
  open(): void;
}

export function renderToolbar(c: ToolbarContext): TemplateResult {
  const options = c.sortOptions ? parseSortOptions(c.sortOptions)
    : [['', c.text('relevance')], ['price:asc', c.text('price-asc')], ['price:desc', c.text('price-desc')], ['rating:desc', c.text('rating-desc')]];
  // The filter button is out of the toolbar: sticky within the whole results section, it stays in reach down the list.
  return html`${c.narrow ? html`<button part="filters-button" class="filters-button" type="button" aria-haspopup="dialog" ?hidden=${c.narrow === 'css'}
      @click=${c.open}>${c.chosen ? c.text('filters-count', { count: c.chosen }) : c.text('filters')}</button>` : nothing}
    <div part="toolbar" class="toolbar"><p part="count" class="count-text">${c.text('count', { count: c.total })}</p>
    <label part="sort" class="sort">${c.text('sort')}
      <select @change=${(e: Event) => c.sortBy((e.target as HTMLSelectElement).value)}>
        ${options.map(([value, label]) => html`<option value=${value} ?selected=${value === c.sort}>${label}</option>`)}
      </select></label>
  </div>`;
}

export interface DialogContext {
  uid: string;
  /** The element's shadow root (the dialog and its button are in it). */
  root: ParentNode;
  total: number;
  facets: unknown;
  text(key: string, values?: Record<string, string | number>): string;
}

/** The filter dialog of narrow screens: the facets, and a button that shows the results (closing it gives focus back to "Filters"). */
export function renderDialog(c: DialogContext): TemplateResult {
  const close = () => c.root.querySelector('dialog')?.close();
  return html`<dialog part="dialog" class="dialog" aria-labelledby="${c.uid}-dialog-title"
    @close=${() => c.root.querySelector<HTMLElement>('.filters-button')?.focus()}>
    <div class="dialog-head"><h2 id="${c.uid}-dialog-title">${c.text('filters')}</h2>
      <button part="dialog-close" class="link" type="button" @click=${close}>${c.text('close')}</button></div>
    ${c.facets}
    <button part="dialog-done" class="button" type="button" @click=${close}>${c.text('show-results', { count: c.total })}</button>
  </dialog>`;
}
