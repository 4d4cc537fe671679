/** Registers <ss-autocomplete>. Importing this file is the one side effect. */
import { SsAutocomplete } from './autocomplete.component.js';

export { SsAutocomplete } from './autocomplete.component.js';
export type { ResultsDetail, SelectDetail, PopularDetail, CartDetail, ErrorDetail, IdentityDetail, SsEventMap } from '../../core/events.js';
export type { Renderer } from '../shared/template.js';

if (!customElements.get('ss-autocomplete')) customElements.define('ss-autocomplete', SsAutocomplete);

declare global {
  interface HTMLElementTagNameMap {
    'ss-autocomplete': SsAutocomplete;
  }
}
