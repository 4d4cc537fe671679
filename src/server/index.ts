/** Public entry of the local service (`site-search-elements/server`). Node only. */
export { startServer, type ServerOptions, type RunningServer } from './server.js';
export { DEMO_SITE, Site, type SiteKeys } from './sites.js';
export { generateCatalog, type GeneratorOptions } from './catalog/generator.js';
export { readCatalogFile } from './catalog/load.js';
export type { MerchandisingFile, SiteMerchandising, PinRule } from './merchandising.js';
