/** What ./drawing.ts loads on the box's first focus or input: the panel's options, rows, banners, placement, styles and English, and the empty-box panel's requests. */
import { AUTOCOMPLETE_BOX } from '../../i18n/en/autocomplete-box.js';
import { AUTOCOMPLETE } from '../../i18n/en/autocomplete.js';

export { choose, drawPanel } from './popup.js';
export { optionsFor } from './options.js';
export { popular } from './popular.js';
export { PanelPlacement } from './place.js';
export { panelStyles } from './panel.styles.js';

// The panel's words join the box's, the English every <ss-autocomplete> reads (its Language's own table).
Object.assign(AUTOCOMPLETE_BOX, AUTOCOMPLETE);
