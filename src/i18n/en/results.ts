/**
 * The English of the results pages (locales/en.ts says what a table is): what <ss-search>
 * and <ss-listing> both say, with the card's (RESULTS_COMMON), and <ss-search>'s table
 * (RESULTS: those and its own; <ss-listing>'s is listing.ts). Some of the first lines are the
 * autocomplete's too, written in both tables. What only a part of the page says (results-parts.ts:
 * the chips, "Show more results", the filter dialog, what shows when nothing matched) is in
 * that part's table (results-chips.ts, results-more.ts, results-dialog.ts, results-empty.ts),
 * which joins the element's when the part arrives.
 */
import { CARD } from './card.js';

export const RESULTS_COMMON = {
  error: 'Results could not be loaded.', retry: 'Try again', 'add-to-cart': 'Add to cart', banner: 'Promotion',
  ...CARD,
  'count-one': '{count} result', 'count-other': '{count} results', 'count-for': '{results} for “{query}”',
  filters: 'Filters', 'filters-count': 'Filters ({count})',
  sort: 'Sort by', relevance: 'Best match', 'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low', 'rating-desc': 'Top rated', 'show-more': 'Show more', 'show-less': 'Show less',
  'filter-within': 'Search {facet}', min: 'Min', max: 'Max', from: 'From', to: 'To', any: 'Any', apply: 'Apply',
  range: '{from} – {to}', 'range-from': '{from} and above', 'range-to': 'Up to {to}', yes: 'Yes', no: 'No',
  'facet-category_path': 'Category', pages: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}',
};

export const RESULTS = {
  ...RESULTS_COMMON,
  heading: 'Results', 'heading-for': 'Results for “{query}”',
  'showing-for': 'Showing results for', 'search-instead': 'Search instead for', quicksearch: 'Matching categories and brands',
};
