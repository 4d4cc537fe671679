/** Registers <ss-listing>. Importing this file is the one side effect. */
import { SsListing } from './listing.component.js';

export { SsListing } from './listing.component.js';
export type { ListDetail, SelectDetail, CartDetail, ErrorDetail, SsEventMap } from '../../core/events.js';
export type { Renderer } from '../shared/template.js';

if (!customElements.get('ss-listing')) customElements.define('ss-listing', SsListing);

declare global {
  interface HTMLElementTagNameMap {
    'ss-listing': SsListing;
  }
}
