/** Highlighted API text as lit template parts: `<em>` rebuilt, everything else text. */
import { html, nothing, type TemplateResult } from 'lit';
import { highlightParts } from '../../core/sanitize.js';

export function highlighted(value: unknown): TemplateResult | typeof nothing {
  if (value === undefined || value === null || value === '') return nothing;
  return html`${highlightParts(value).map((p) => (p.em ? html`<em>${p.text}</em>` : p.text))}`;
}
