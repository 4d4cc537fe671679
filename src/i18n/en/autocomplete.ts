/**
 * <ss-autocomplete>'s and <ss-search-box>'s English (locales/en.ts says what a table is): section
 * headings by type, states, the live region, its own box. A module of its own, so that the
 * build puts it with the autocomplete's code alone: with its panel's code, which adds it to the
 * box's words, what a page loads first (./autocomplete-box.ts).
 */
import { AUTOCOMPLETE_BOX as box } from './autocomplete-box.js';

export const AUTOCOMPLETE = {
  trending: 'Trending searches', popular: 'Popular products', 'no-results': 'No results for “{query}”.',
  error: 'Results could not be loaded.', retry: 'Try again', close: 'Close', 'add-to-cart': 'Add to cart', banner: 'Promotion',
  item: 'Products', category: 'Categories', brand: 'Brands', query: 'Suggestions', store: 'Stores', recent: 'Recent searches',
  listbox: box.listbox, loading: box.loading, 'suggestions-one': '{count} suggestion', 'suggestions-other': '{count} suggestions',
  search: box.search, 'cart-hint': 'Shift+Enter adds to cart', gone: 'The highlighted suggestion is gone.',
};
