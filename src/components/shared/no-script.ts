/**
 * A page drawn by a server (site-search-elements/render) whose shopper runs no script: each
 * facet's box is a field of one form the browser submits by GET to the page's own URL (its
 * name the filter parameter, its value `field:value`), so filters and sort still refine.
 * Only a server's drawing uses this: every use is behind lit's `isServer`, and no browser
 * bundle carries it. render/no-script.ts draws the form and its buttons around the drawing.
 */
import { html, nothing, type TemplateResult } from 'lit';

export const NO_SCRIPT_FORM = 'ss-no-script';

/** The drawing under way: the filter parameter's name, the value the next box submits (set by its caller) and whether it is past "Show more", the values drawn as boxes. */
export const noScript = { filter: 'f', next: '', more: false, drawn: new Set<string>() };

/**
 * The next box drawn submits `field:value` (a box without a value submits nothing). A radio
 * button of a single-choice facet submits its value under `<filter>.<field>` (one group per
 * facet; '' for "Any"), which the server turns into the filter (render/no-script.ts). `more`:
 * a value past "Show more", drawn for a browser without script only (its box is marked
 * `data-more`; render/no-script.ts marks its label and hides it from any other).
 */
export function submits(field: string, value: string, more = false): void {
  Object.assign(noScript, { next: `${field}:${value}`, more });
}

/** A facet's box as a server draws it: its state as the attribute, and the field it is of the form. */
export function servedBox(type: string, radio: string | undefined, checked: boolean): TemplateResult {
  const { next, more } = noScript;
  Object.assign(noScript, { next: '', more: false });
  if (radio && next) {
    const at = next.indexOf(':');
    return html`<input type=${type} name=${`${noScript.filter}.${next.slice(0, at)}`} value=${next.slice(at + 1)} form=${NO_SCRIPT_FORM} ?data-more=${more} ?checked=${checked} />`;
  }
  if (next && checked) noScript.drawn.add(next);
  return html`<input type=${type} name=${radio ?? (next ? noScript.filter : nothing)} value=${next || nothing} form=${next ? NO_SCRIPT_FORM : nothing} ?data-more=${more} ?checked=${checked} />`;
}
