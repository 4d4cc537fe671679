/**
 * What a results page shows when nothing matched: what happened, and a way on (clearing the
 * shopper's filters; on a search the help of empty-help.ts; on a category page the shop's
 * home; on both the shop's `empty` slot). A part (results-parts.ts): loaded with an answer without
 * results, which is drawn once it is in.
 */
import { html, nothing } from 'lit';
import type { EmptyHelp, HelpContext } from '../search/empty-help.js';
import { css } from './sheet.js';
import type { ResultsState } from './url-state.js';
export { RESULTS_EMPTY_ALL as english } from '../../i18n/en/results-empty.js';

/** The help's headings ("Trending searches", "Popular products"). */
export const styles = css`
  .empty [role=heading] { margin: 1em 0 0.5em; font-weight: 700; }
`;

export interface EmptyContext {
  text(key: string, values?: Record<string, string | number>): string;
  /** The state asked: its query and filters. */
  state: ResultsState;
  /** Clears the shopper's filters. */
  clear(): void;
  /** <ss-search>'s: the help once it is in, and what it is drawn with (empty-help.ts). */
  search?: { help?: EmptyHelp } & Omit<HelpContext, 'text' | 'slot'>;
  /** <ss-listing>'s: the category's name, and the shop's home ('' for no link). */
  listing?: { name: string; home: string };
}

export function renderEmpty(c: EmptyContext): unknown {
  const { q, filters } = c.state;
  const chosen = Object.keys(filters).length > 0;
  const { search, listing } = c;
  const slot = html`<slot name="empty"></slot>`;
  // A search says what was searched, unless filters left nothing (the words alone find products: the way on is Clear all); a category page with nothing chosen has no products itself (or is gone: an old link), and the way on is the rest of the shop.
  const message = q && !chosen ? c.text('no-results', { query: q }) : chosen || !listing ? c.text('no-results-filters') : c.text('no-products', { name: listing.name });
  return html`<div part="empty" class="empty"><p><strong>${message}</strong>${search ? ` ${c.text('no-results-hint')}` : ''}</p>
    ${chosen ? html`<button class="button" type="button" @click=${c.clear}>${c.text('clear-all')}</button>`
      : listing?.home ? html`<p><a href=${listing.home}>${c.text('home')}</a></p>` : nothing}
    ${search?.help ? search.help.render({ ...search, text: c.text, slot }) : slot}</div>`;
}
