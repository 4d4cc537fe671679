/**
 * The English of the results pages (locales/en.ts says what a table is): what <ss-search>
 * and <ss-listing> both say, with the card's (RESULTS_COMMON), and <ss-search>'s table
 * (RESULTS: those and its own; <ss-listing>'s is listing.ts). Some of the first lines are the
 * autocomplete's too, written in both tables.
 */
import { CARD } from './card.js';

export const RESULTS_COMMON = {
  'no-results': 'No results for “{query}”.',
  error: 'Results could not be loaded.', retry: 'Try again', close: 'Close', 'add-to-cart': 'Add to cart', banner: 'Promotion',
  ...CARD,
  'count-one': '{count} result', 'count-other': '{count} results', 'count-for': '{results} for “{query}”',
  'no-results-filters': 'No products match these filters.',
  filters: 'Filters', 'filters-count': 'Filters ({count})', 'clear-all': 'Clear all', 'remove-filter': 'Remove filter {label}',
  'active-filters': 'Active filters', sort: 'Sort by', relevance: 'Best match', 'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low', 'rating-desc': 'Top rated', 'show-more': 'Show more', 'show-less': 'Show less',
  'filter-within': 'Search {facet}', min: 'Min', max: 'Max', from: 'From', to: 'To', any: 'Any', apply: 'Apply',
  range: '{from} – {to}', 'range-from': '{from} and above', 'range-to': 'Up to {to}', yes: 'Yes', no: 'No',
  'facet-category_path': 'Category', pages: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}', 'more-results': 'Show more results',
  'shown-of': 'Showing {shown} of {total}', 'show-results': 'Show results ({count})', 'suggested-facet': 'Narrow by {facet}:',
};

export const RESULTS = {
  trending: 'Trending searches', popular: 'Popular products',
  ...RESULTS_COMMON,
  heading: 'Results', 'heading-for': 'Results for “{query}”',
  'no-results-hint': 'Check the spelling, use fewer words, or remove a filter.', 'did-you-mean': 'Did you mean:',
  'showing-for': 'Showing results for', 'search-instead': 'Search instead for', quicksearch: 'Matching categories and brands',
};
