/**
 * The ways to the next results: numbered pages (a `nav` of real links, the current one
 * `aria-current="page"`), or one "Show more results" link that the element turns into
 * appending (and, for infinite scroll, follows when it scrolls into view: more.ts, loaded
 * by the pages that have it). Every link is a real URL of that page, so crawlers and a page
 * without JavaScript can follow it.
 */
import { html, nothing } from 'lit';

export type PaginationMode = 'pages' | 'more' | 'infinite';

export interface PaginationContext {
  page: number;
  pages: number;
  href(page: number): string;
  go(page: number, e: MouseEvent): void;
  text(key: string, values?: Record<string, string | number>): string;
}

/**
 * The page numbers to show: first, last, and two either side of the current one; 0 is a gap.
 * Worked out from those seven, not by counting every page: an answer's `total_hits` may be
 * any number (1e18 pages counted one by one froze the tab).
 */
export function pageWindow(page: number, pages: number): number[] {
  const out: number[] = [];
  let last = 0;
  for (const n of [1, page - 2, page - 1, page, page + 1, page + 2, pages]) {
    if (n <= last || n > pages) continue;
    if (n > last + 1) out.push(0);
    out.push((last = n));
  }
  return out;
}

export function renderPages(c: PaginationContext): unknown {
  if (c.pages <= 1) return nothing;
  // The current page's link too goes to its page (go() asks nothing for the state shown).
  const link = (n: number, label: unknown, part: string, rel?: string) => html`<a part=${part} href=${c.href(n)} rel=${rel ?? nothing}
    aria-current=${part === 'page current' ? 'page' : nothing} aria-label=${label === n ? c.text('page', { page: n }) : nothing} @click=${(e: MouseEvent) => c.go(n, e)}>${label}</a>`;
  return html`<nav part="pagination" class="pagination" aria-label=${c.text('pages')}><ul>
    ${c.page > 1 ? html`<li>${link(c.page - 1, c.text('previous'), 'page-previous', 'prev')}</li>` : nothing}
    ${pageWindow(c.page, c.pages).map((n) => html`<li>${n === 0 ? html`<span aria-hidden="true">…</span>` : link(n, n, n === c.page ? 'page current' : 'page')}</li>`)}
    ${c.page < c.pages ? html`<li>${link(c.page + 1, c.text('next'), 'page-next', 'next')}</li>` : nothing}
  </ul></nav>`;
}
