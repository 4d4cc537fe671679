import { css } from '../shared/sheet.js';

/** What only <ss-search> draws (before the results' styles, shared/results.styles.ts): query feedback, the banner above the results. */
export const searchStyles = css`
  .feedback { margin: 0 0 0.75em; }
  .ss-banner { display: block; margin: 0 0 1em; }
  .ss-banner img { display: block; width: 100%; aspect-ratio: var(--ss-results-banner-ratio, 20 / 3); object-fit: contain; border-radius: var(--_radius); }
  @media (max-width: 600px) { .ss-banner img { aspect-ratio: var(--ss-results-banner-mobile-ratio, 10 / 3); } }
`;
