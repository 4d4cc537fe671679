/**
 * The campaign banners of a results page (banner.ts draws them): above the results
 * (`<ss-search>`'s `banner-slot`) and as a tile in place of a card (`grid-banner-slot`), with
 * their styles. A part (results-parts.ts): loaded for an answer with campaigns.
 */
import { css } from './sheet.js';

export { renderBanners } from './banner.js';

export const styles = css`
  .banner { display: block; margin-bottom: 1rem; }
  .banner img { display: block; width: 100%; height: auto; aspect-ratio: var(--ss-results-banner-ratio, 20 / 3); object-fit: contain; border-radius: var(--_radius); }
  @media (max-width: 600px) { .banner img { aspect-ratio: var(--ss-results-banner-mobile-ratio, 10 / 3); } }
  .tile, .tile .banner, .tile picture, .tile img { display: block; margin: 0; height: 100%; aspect-ratio: auto; object-fit: cover; }
`;
