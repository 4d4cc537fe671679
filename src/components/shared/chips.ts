/**
 * The chip rows above the results: one removable chip per value the shopper chose, with
 * "Clear all", and the facet the service suggests (`suggested_facet`) as chips that choose
 * a value. A part of its own (results-parts.ts): loaded once the shopper has chosen a filter
 * (with the page's first request when its URL has one) or an answer suggests a facet.
 */
import { html, nothing } from 'lit';
import type { Facet } from '../../core/types.js';
import { facetLabel, valueLabel, PATH, PATH_FIELDS, type FacetContext } from './facets.js';
export { RESULTS_CHIPS as english } from '../../i18n/en/results-chips.js';

/**
 * A chip pressed goes away with the answer it asks for: focus goes first to the results'
 * heading (as after a page change), not to the page's body with the removed button.
 */
const pressed = (e: Event, then: () => void) => {
  ((e.currentTarget as Element).getRootNode() as ParentNode).querySelector<HTMLElement>('.heading')?.focus();
  then();
};

/** One removable chip per chosen value and "Clear all", then the suggested facet's chips. */
export function renderChips(c: FacetContext, clearAll: () => void, suggested: Facet | undefined): unknown {
  return html`${chosen(c, clearAll)}${renderSuggested(c, suggested)}`;
}

function chosen(c: FacetContext, clearAll: () => void): unknown {
  const chips = Object.entries(c.filters).flatMap(([field, values]) => values.map((value) => [field, value] as const));
  if (!chips.length) return nothing;
  return html`<ul part="chips" class="chips" aria-label=${c.text('active-filters')}>
    ${chips.map(([field, value]) => {
      const label = `${facetLabel(c, field)}: ${PATH_FIELDS.has(field) ? value.split(PATH).join(' › ') : valueLabel(c, field, value)}`;
      return html`<li><button part="chip" class="chip" type="button" aria-label=${c.text('remove-filter', { label })}
        @click=${(e: Event) => pressed(e, () => (PATH_FIELDS.has(field) ? c.set(field, undefined) : c.toggle(field, value)))}>${label} <span aria-hidden="true">×</span></button></li>`;
    })}
    <li><button part="clear-all" class="link" type="button" @click=${(e: Event) => pressed(e, clearAll)}>${c.text('clear-all')}</button></li>
  </ul>`;
}

/** The facet the service suggests, its first values as chips; nothing for a path facet or one the shopper has chosen from. */
function renderSuggested(c: FacetContext, facet: Facet | undefined): unknown {
  if (!facet?.values?.length || PATH_FIELDS.has(facet.name) || c.filters[facet.name]) return nothing;
  return html`<div part="suggested-facet" class="suggested">${c.text('suggested-facet', { facet: facetLabel(c, facet.name) })}
    ${facet.values.slice(0, 5).map((v) => html`<button class="chip" type="button" @click=${(e: Event) => pressed(e, () => c.toggle(facet.name, v.value))}>${valueLabel(c, facet.name, v.value)}</button>`)}</div>`;
}
