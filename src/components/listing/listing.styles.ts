import { css } from '../shared/sheet.js';

/** What only <ss-listing> draws (before the results' styles, shared/results.styles.ts): the breadcrumbs. */
export const listingStyles = css`
  .crumbs ol { display: flex; flex-wrap: wrap; gap: 0.25em; list-style: none; margin: 0 0 0.5em; padding: 0; }
  .crumbs li:not(:last-child)::after { content: '›' / ''; margin-inline-start: 0.25em; color: var(--_muted); }
  .crumbs a { color: var(--_accent); }
`;
