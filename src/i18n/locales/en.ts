/**
 * English, the language built into the elements: every key of every element, each with its
 * English text. A key means one string on every element that shows it (`retry` is "Try again"
 * in the autocomplete and in the results: src/i18n/locales.test.ts holds the tables to it).
 * `{name}` placeholders are filled in; a key with plural forms (`count-one`, `count-other`,
 * ...) is chosen by its `{count}` through Intl.PluralRules. Two keys hold another's words:
 * `count-for`'s `{results}` is `count`, and `rating`'s `{reviews}` is `reviews` (each language
 * says the counted noun once).
 *
 * Each element bundles only its own table, a module of its own under src/i18n/en/ (so that a
 * page with the autocomplete alone downloads none of the results' words); what only a part of
 * a results page says comes with that part (src/components/shared/results-parts.ts). The few words two
 * tables share are written in each: a module of them would be a chunk of its own on the CDN,
 * one more request and more bytes than the copy. The default export is the whole of English,
 * the reference every other dictionary is tested against and docs/languages.md's key table is
 * made from.
 */
import { AUTOCOMPLETE } from '../en/autocomplete.js';
import { CARD } from '../en/card.js';
import { LISTING } from '../en/listing.js';
import { RECS } from '../en/recs.js';
import { RESULTS } from '../en/results.js';
import { RESULTS_CHIPS } from '../en/results-chips.js';
import { RESULTS_DIALOG } from '../en/results-dialog.js';
import { LISTING_EMPTY, RESULTS_EMPTY, SEARCH_EMPTY } from '../en/results-empty.js';
import { RESULTS_MORE } from '../en/results-more.js';

/**
 * The common facets' headings: English's are the field names in words (what an element shows
 * for any facet), so no element carries them; each language words them.
 */
export const FACETS = {
  'facet-brand': 'Brand', 'facet-price': 'Price', 'facet-color': 'Color', 'facet-availability': 'Availability', 'facet-rating': 'Rating',
};

export { AUTOCOMPLETE, CARD, LISTING, LISTING_EMPTY, RECS, RESULTS, RESULTS_CHIPS, RESULTS_DIALOG, RESULTS_EMPTY, RESULTS_MORE, SEARCH_EMPTY };
export default { ...AUTOCOMPLETE, ...RESULTS, ...RESULTS_CHIPS, ...RESULTS_DIALOG, ...RESULTS_EMPTY, ...SEARCH_EMPTY, ...RESULTS_MORE, ...LISTING, ...LISTING_EMPTY, ...FACETS, ...RECS };
