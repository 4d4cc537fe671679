/**
 * Browser entry for bundler users. The fetch core, tracker and elements are added by
 * their own issues; for now this exposes the API types.
 */
export type * from './core/types.js';
