/**
 * The visible strings of <ss-search> and <ss-listing>, in English; each is replaced by a
 * `text-<key>` attribute on the element. `{name}` placeholders are filled in; a key with
 * `-one` / `-other` (Intl.PluralRules categories) forms is chosen by its `count`.
 */
import { CARD_TEXT } from './card.js';
import { formatNumber } from './format.js';

export const RESULTS_TEXT: Record<string, string> = {
  ...CARD_TEXT,
  'count-one': '{count} result', 'count-other': '{count} results',
  'count-for-one': '{count} result for “{query}”', 'count-for-other': '{count} results for “{query}”',
  heading: 'Results', 'heading-for': 'Results for “{query}”', loading: 'Loading results…',
  error: 'Results could not be loaded.', retry: 'Try again',
  'no-results': 'No results for “{query}”.', 'no-results-filters': 'No products match these filters.',
  'no-results-hint': 'Check the spelling, use fewer words, or remove a filter.',
  'did-you-mean': 'Did you mean:', 'showing-for': 'Showing results for', 'search-instead': 'Search instead for',
  trending: 'Trending searches', popular: 'Popular products', quicksearch: 'Matching categories and brands',
  filters: 'Filters', 'filters-count': 'Filters ({count})', 'clear-all': 'Clear all', 'remove-filter': 'Remove filter {label}',
  'active-filters': 'Active filters', sort: 'Sort by', relevance: 'Best match', 'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low', 'rating-desc': 'Top rated',
  'show-more': 'Show more', 'show-less': 'Show less', 'filter-within': 'Find a {facet}', min: 'Min', max: 'Max', from: 'From', to: 'To', any: 'Any', apply: 'Apply',
  range: '{from} – {to}', 'range-from': '{from} and above', 'range-to': 'Up to {to}', yes: 'Yes', no: 'No',
  'value-availability-1': 'In stock', 'value-availability-0': 'Out of stock',
  'facet-category_path': 'Category', 'facet-all_categories_path': 'Category',
  pages: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}', 'more-results': 'Show more results',
  'shown-of': 'Showing {shown} of {total}', close: 'Close', 'show-results-one': 'Show {count} result',
  'show-results-other': 'Show {count} results', 'suggested-facet': 'Narrow by {facet}:',
  banner: 'Promotion', breadcrumbs: 'Breadcrumb', home: 'All products', subcategories: 'Subcategories', 'add-to-cart': 'Add to cart',
};

const plurals = new Map<string, Intl.PluralRules>();

/** The string for `key`: the host's `text-<key>` attribute, else `table`, else the key itself. */
export function textOf(host: Element, table: Record<string, string>, key: string, values: Record<string, string | number> = {}, locale?: string): string {
  let chosen = key;
  if (typeof values.count === 'number') {
    let rules = plurals.get(locale ?? '');
    if (!rules) plurals.set(locale ?? '', (rules = new Intl.PluralRules(locale)));
    const form = `${key}-${rules.select(values.count)}`;
    const other = `${key}-other`;
    chosen = host.hasAttribute(`text-${form}`) || form in table ? form : host.hasAttribute(`text-${other}`) || other in table ? other : key;
  }
  const raw = host.getAttribute(`text-${chosen}`) ?? table[chosen] ?? chosen;
  return raw.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = values[k];
    return typeof v === 'number' ? formatNumber(v, locale) : String(v ?? '');
  });
}

/** A heading's `aria-level` from a `heading-level` attribute: 1 to 6, default 2. */
export const ariaLevel = (level: number | undefined) => Math.min(Math.max(1, level || 2), 6);
