/** <ss-listing>'s English: what every results page says (results.ts) and its own (locales/en.ts says what a table is). */
import { RESULTS_COMMON } from './results.js';

export const LISTING = {
  ...RESULTS_COMMON,
  breadcrumbs: 'Breadcrumb', home: 'All products', subcategories: 'Subcategories',
};
