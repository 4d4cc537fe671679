/** What ./drawing.ts loads on the box's first focus or input: the panel's rows, banners and placement. */
export { renderSections, rowContext } from './rows.js';
export { renderBanners } from '../shared/banner.js';
export { PanelPlacement } from './place.js';
