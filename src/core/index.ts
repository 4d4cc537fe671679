/** The fetch core: plain functions, no lit and no Node; importing it runs nothing. */
export * from './client.js';
export * from './spec.js';
export { LruCache } from './cache.js';
export { SearchApiError, toApiError, type ErrorKind } from './errors.js';
export { encodeParams, type ParamValue } from './params.js';
export { highlightFragment, highlightParts, safeUrl, type TextPart } from './sanitize.js';
export type * from './types.js';
export type * from './events.js';
