/** The English of "Show more results" (components/shared/more.ts): its part brings it (locales/en.ts says what a table is). */
export const RESULTS_MORE = { 'more-results': 'Show more results', 'shown-of': 'Showing {shown} of {total}' };
