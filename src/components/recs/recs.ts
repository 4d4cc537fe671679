/** Registers <ss-recs>. Importing this file is the one side effect. */
import { SsRecs } from './recs.component.js';

export { SsRecs, pageItems, parseContext, RECS_TEXT } from './recs.component.js';
export type { RecommendationDetail, SelectDetail, CartDetail, ErrorDetail, SsEventMap } from '../../core/events.js';
export type { Renderer } from '../shared/template.js';

if (!customElements.get('ss-recs')) customElements.define('ss-recs', SsRecs);

declare global {
  interface HTMLElementTagNameMap {
    'ss-recs': SsRecs;
  }
}
