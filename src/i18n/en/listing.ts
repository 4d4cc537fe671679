/** <ss-listing>'s English: <ss-search>'s and its own (locales/en.ts says what a table is). */
import { RESULTS } from './results.js';

export const LISTING = {
  ...RESULTS,
  breadcrumbs: 'Breadcrumb', home: 'All products', subcategories: 'Subcategories', 'no-products': 'There are no products in “{name}”.',
};
