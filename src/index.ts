/**
 * Browser entry for bundler users: the fetch core and the tracker (elements follow).
 * Importing it runs nothing.
 */
export * from './core/index.js';
export * from './tracker/index.js';
