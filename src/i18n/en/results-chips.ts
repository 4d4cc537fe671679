/** The English of a results page's filter chips (components/shared/chips.ts): its part brings it (locales/en.ts says what a table is). */
export const RESULTS_CHIPS = {
  'clear-all': 'Clear all', 'remove-filter': 'Remove filter {label}', 'active-filters': 'Active filters', 'suggested-facet': 'Narrow by {facet}:',
};
