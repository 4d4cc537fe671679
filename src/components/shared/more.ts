/**
 * Appending pages (`pagination="more"` or `"infinite"`): "Showing 24 of 130" and one "Show
 * more results" link, a real URL of the next page that the element turns into appending;
 * with infinite scroll the element follows it as it comes near the viewport. A part of its
 * own (results-parts.ts), with its styles: numbered pages never download it.
 */
import { html, nothing } from 'lit';
import type { PaginationContext } from './pagination.js';
import { css } from './sheet.js';
export { RESULTS_MORE as english } from '../../i18n/en/results-more.js';

export const styles = css`
  .more { display: grid; justify-items: center; gap: 0.5em; margin-top: 1.5em; }
`;

/** "Showing 24 of 130" and the link to the next page, as the button that loads it. */
export function renderMore(c: PaginationContext, shown: number, total: number, loading: boolean): unknown {
  if (!total) return nothing;
  return html`<div part="more" class="more">
    <p class="shown">${c.text('shown-of', { shown, total })}</p>
    ${c.page < c.pages ? html`<a part="more-link" class="button" href=${c.href(c.page + 1)} rel="next" aria-disabled=${loading}
      @click=${(e: MouseEvent) => c.go(c.page + 1, e)}>${c.text('more-results')}</a>` : nothing}
  </div>`;
}

/** Infinite scroll: `more` called whenever `link` comes within 400 px of the viewport; disconnect the observer to stop. */
export function follow(link: Element, more: () => void): IntersectionObserver {
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), { rootMargin: '400px 0px' });
  observer.observe(link);
  return observer;
}
