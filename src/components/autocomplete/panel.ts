/** What ./drawing.ts loads on the box's first focus or input: the panel's rows, banners, placement and styles. */
export { drawPanel } from './popup.js';
export { PanelPlacement } from './place.js';
export { panelStyles } from './panel.styles.js';
