/** Registers <ss-autocomplete>. Importing this file is the one side effect. */
import { SsAutocomplete } from './autocomplete.component.js';

export { SsAutocomplete } from './autocomplete.component.js';
export type { ResultsDetail, SelectDetail, Renderer } from './events.js';

if (!customElements.get('ss-autocomplete')) customElements.define('ss-autocomplete', SsAutocomplete);

declare global {
  interface HTMLElementTagNameMap {
    'ss-autocomplete': SsAutocomplete;
  }
  interface GlobalEventHandlersEventMap {
    'ss-results': CustomEvent<import('./events.js').ResultsDetail>;
    'ss-popular': CustomEvent<{ hits: import('../../core/types.js').Hit[] }>;
    'ss-select': CustomEvent<import('./events.js').SelectDetail>;
    'ss-add-to-cart': CustomEvent<{ hit: import('../../core/types.js').Hit; identity: string }>;
    'ss-error': CustomEvent<{ error: import('../../core/errors.js').SearchApiError }>;
  }
}
