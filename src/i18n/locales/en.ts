/**
 * English, the language built into the elements: every key of every element, each with its
 * English text. A key means one string on every element that shows it (`retry` is "Try again"
 * in the autocomplete and in the results). `{name}` placeholders are filled in; a key with
 * plural forms (`count-one`, `count-other`, ...) is chosen by its `{count}` through
 * Intl.PluralRules. Two keys hold another's words: `count-for`'s `{results}` is `count`, and
 * `rating`'s `{reviews}` is `reviews` (each language says the counted noun once).
 *
 * Each element bundles only its own table (the named exports); the default export is the whole
 * of English, the reference every other dictionary is tested against (src/i18n/locales.test.ts)
 * and docs/languages.md's key table is made from.
 */

/** Words of both the autocomplete and the results. */
const BOTH = {
  trending: 'Trending searches', popular: 'Popular products', 'no-results': 'No results for “{query}”.',
  error: 'Results could not be loaded.', retry: 'Try again', close: 'Close', 'add-to-cart': 'Add to cart', banner: 'Promotion',
};

/** <ss-autocomplete> and <ss-search-box>: section headings by type, states, the live region, its own box. */
export const AUTOCOMPLETE = {
  ...BOTH,
  item: 'Products', category: 'Categories', brand: 'Brands', query: 'Suggestions', store: 'Stores', recent: 'Recent searches',
  listbox: 'Search suggestions', loading: 'Loading suggestions…', 'suggestions-one': '{count} suggestion', 'suggestions-other': '{count} suggestions',
  search: 'Search', 'cart-hint': 'Shift+Enter adds to cart', gone: 'The highlighted suggestion is gone.',
};

/** The card of the results and recommendation elements. */
export const CARD = {
  'in-stock': 'In stock', 'out-of-stock': 'Out of stock', was: 'Was',
  rating: 'Rated {rating} out of 5, {reviews}', 'reviews-one': '{count} review', 'reviews-other': '{count} reviews',
};

/** <ss-search> (and <ss-listing>), with the card's. */
export const RESULTS = {
  ...BOTH,
  ...CARD,
  'count-one': '{count} result', 'count-other': '{count} results', 'count-for': '{results} for “{query}”',
  heading: 'Results', 'heading-for': 'Results for “{query}”', 'no-results-filters': 'No products match these filters.',
  'no-results-hint': 'Check the spelling, use fewer words, or remove a filter.', 'did-you-mean': 'Did you mean:',
  'showing-for': 'Showing results for', 'search-instead': 'Search instead for', quicksearch: 'Matching categories and brands',
  filters: 'Filters', 'filters-count': 'Filters ({count})', 'clear-all': 'Clear all', 'remove-filter': 'Remove filter {label}',
  'active-filters': 'Active filters', sort: 'Sort by', relevance: 'Best match', 'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low', 'rating-desc': 'Top rated', 'show-more': 'Show more', 'show-less': 'Show less',
  'filter-within': 'Search {facet}', min: 'Min', max: 'Max', apply: 'Apply',
  range: '{from} – {to}', 'range-from': '{from} and above', 'range-to': 'Up to {to}', yes: 'Yes', no: 'No',
  'facet-category_path': 'Category', pages: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}', 'more-results': 'Show more results',
  'shown-of': 'Showing {shown} of {total}', 'show-results': 'Show results ({count})', 'suggested-facet': 'Narrow by {facet}:',
};

/** <ss-listing>'s own. */
export const LISTING = {
  ...RESULTS,
  breadcrumbs: 'Breadcrumb', home: 'All products', subcategories: 'Subcategories', 'no-products': 'There are no products in “{name}”.',
};

/**
 * The common facets' headings: English's are the field names in words (what an element shows
 * for any facet), so no element carries them; each language words them.
 */
export const FACETS = {
  'facet-brand': 'Brand', 'facet-price': 'Price', 'facet-color': 'Color', 'facet-availability': 'Availability', 'facet-rating': 'Rating',
};

/** <ss-recs>, with the card's: a heading per model, the carousel's words. */
export const RECS = {
  ...CARD,
  'heading-bestsellers': 'Bestsellers', 'heading-trending': 'Trending now', 'heading-new_arrivals': 'New arrivals',
  'heading-item_detail_alternatives': 'You may also like', 'heading-item_detail_complements': 'Goes well with',
  'heading-basket': 'Complete your order', 'heading-personalized': 'Recommended for you', recommended: 'Recommended',
  carousel: 'carousel', slide: 'slide', 'slide-label': '{position} of {count}', previous: 'Previous', next: 'Next',
  fallback: 'Popular', 'add-to-cart': 'Add to cart',
};

export default { ...AUTOCOMPLETE, ...LISTING, ...FACETS, ...RECS };
