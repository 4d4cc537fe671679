/**
 * Browser entry for bundler users: the fetch core, the tracker and the page-wide
 * configuration of the elements. Elements register from their own entries
 * (`site-search-elements/autocomplete`). Importing this file runs nothing.
 */
export * from './core/index.js';
export * from './tracker/index.js';
export { configure, type PageConfig } from './components/shared/config.js';
