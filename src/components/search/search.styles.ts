import { css } from '../shared/sheet.js';

/**
 * What only <ss-search> draws (before the results' styles, shared/results.styles.ts): query
 * feedback, and the box its banner above the results holds until the banners' part is in
 * (the same size as the banner: results-banners.ts).
 */
export const searchStyles = css`
  .feedback { margin: 0 0 0.75rem; }
  .hold { margin-bottom: 1rem; aspect-ratio: var(--ss-results-banner-ratio, 20 / 3); }
  @media (max-width: 600px) { .hold { aspect-ratio: var(--ss-results-banner-mobile-ratio, 10 / 3); } }
`;
