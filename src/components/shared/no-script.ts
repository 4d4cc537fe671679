/**
 * A page drawn by a server (site-search-elements/render) whose shopper runs no script: each
 * facet's box is a field of one form the browser submits by GET to the page's own URL (its
 * name the filter parameter, its value `field:value`), so filters and sort still refine.
 * Only a server's drawing uses this: every use is behind lit's `isServer`, and no browser
 * bundle carries it. render/no-script.ts draws the form and its buttons around the drawing.
 */
import { html, nothing, type TemplateResult } from 'lit';

export const NO_SCRIPT_FORM = 'ss-no-script';

/** The drawing under way: the filter parameter's name, the value the next box submits (set by its caller), the values drawn as boxes. */
export const noScript = { filter: 'f', next: '', drawn: new Set<string>() };

/** The next box drawn submits `field:value` (a radio button, or a box without a value, submits nothing). */
export function submits(field: string, value: string): void {
  noScript.next = `${field}:${value}`;
}

/** A facet's box as a server draws it: its state as the attribute, and the field it is of the form. */
export function servedBox(type: string, radio: string | undefined, checked: boolean): TemplateResult {
  const value = radio ? '' : noScript.next;
  noScript.next = '';
  if (value && checked) noScript.drawn.add(value);
  return html`<input type=${type} name=${radio ?? (value ? noScript.filter : nothing)} value=${value || nothing} form=${value ? NO_SCRIPT_FORM : nothing} ?checked=${checked} />`;
}
