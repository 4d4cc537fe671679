/**
 * The events inspector page of the local service (dist/inspect/inspect.js, served at
 * /inspect/inspect.js): registers its elements. Not part of any bundle a shop downloads.
 */
import { SsInspectAnalytics } from './analytics.component.js';
import { SsInspect } from './app.component.js';
import { SsInspectEvents } from './events.component.js';

const ELEMENTS: Array<[string, CustomElementConstructor]> = [['ss-inspect', SsInspect], ['ss-inspect-events', SsInspectEvents], ['ss-inspect-analytics', SsInspectAnalytics]];
for (const [tag, element] of ELEMENTS) if (!customElements.get(tag)) customElements.define(tag, element);

declare global {
  interface HTMLElementTagNameMap {
    'ss-inspect': SsInspect;
    'ss-inspect-events': SsInspectEvents;
    'ss-inspect-analytics': SsInspectAnalytics;
  }
}
