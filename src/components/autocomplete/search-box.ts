/** Registers <ss-search-box>. Importing this file is the one side effect. */
import { SsSearchBox } from './search-box.component.js';

export { SsSearchBox } from './search-box.component.js';

if (!customElements.get('ss-search-box')) customElements.define('ss-search-box', SsSearchBox);

declare global {
  interface HTMLElementTagNameMap {
    'ss-search-box': SsSearchBox;
  }
}
