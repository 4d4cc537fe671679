import { css } from '../shared/sheet.js';

/**
 * What only <ss-search> draws (before the results' styles, shared/results.styles.ts): query
 * feedback, and its banner above the results until the banners' part is in: the image alone,
 * in the banner's box (the same size: results-banners.ts).
 */
export const searchStyles = css`
  .feedback { margin: 0 0 0.75rem; }
  .hold { display: block; width: 100%; margin-bottom: 1rem; aspect-ratio: var(--ss-results-banner-ratio, 20 / 3); object-fit: contain; border-radius: var(--_radius); }
  @media (max-width: 600px) { .hold { aspect-ratio: var(--ss-results-banner-mobile-ratio, 10 / 3); } }
`;
