/** The results' toolbar (count and sort) and, on narrow screens, the "Filters (n)" button above it (the dialog it opens: filter-dialog.ts). */
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
