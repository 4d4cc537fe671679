// Types of odd-answers.mjs (plain JavaScript: the test runner's Node config imports it too).
export type Outcome = 'results' | 'partial' | 'empty' | 'error' | 'hidden';
/** A case: the outcome expected, and per endpoint a body, or a function of the real answer. */
export interface OddCase {
  expect: Outcome;
  [endpoint: string]: unknown;
}
export const SEARCH_CASES: Record<string, OddCase>;
export const AUTOCOMPLETE_CASES: Record<string, OddCase>;
export const RECS_CASES: Record<string, OddCase>;
export const TABLES: Record<'search' | 'autocomplete' | 'recs', Record<string, OddCase>>;
export function endpointOf(path: string): string | undefined;
export function oddBase(origin: string, table: 'search' | 'autocomplete' | 'recs', name: string, fix?: boolean): string;
