/** Registers <ss-search>. Importing this file is the one side effect. */
import { SsSearch } from './search.component.js';

export { SsSearch } from './search.component.js';
export type { ListDetail, SelectDetail, CartDetail, SubmitDetail, ErrorDetail, SsEventMap } from '../../core/events.js';
export type { Renderer } from '../shared/template.js';

if (!customElements.get('ss-search')) customElements.define('ss-search', SsSearch);

declare global {
  interface HTMLElementTagNameMap {
    'ss-search': SsSearch;
  }
}
