/** The English of the filter dialog of narrow screens (components/shared/filter-dialog.ts): its part brings it (locales/en.ts says what a table is). */
export const RESULTS_DIALOG = { 'show-results': 'Show results ({count})', close: 'Close' };
