/**
 * The English of what a results page shows when nothing matched (components/shared/empty.ts,
 * <ss-search>'s help: search/empty-help.ts): its part brings all of it (RESULTS_EMPTY_ALL).
 * What both elements say, <ss-search>'s own and <ss-listing>'s own (locales/en.ts says what a
 * table is).
 */
export const RESULTS_EMPTY = { 'no-results': 'No results for “{query}”.', 'no-results-filters': 'No products match these filters.', 'clear-all': 'Clear all' };
export const SEARCH_EMPTY = {
  'no-results-hint': 'Check the spelling, use fewer words, or remove a filter.', 'did-you-mean': 'Did you mean:',
  trending: 'Trending searches', popular: 'Popular products',
};
export const LISTING_EMPTY = { 'no-products': 'There are no products in “{name}”.' };
export const RESULTS_EMPTY_ALL = { ...RESULTS_EMPTY, ...SEARCH_EMPTY, ...LISTING_EMPTY };
