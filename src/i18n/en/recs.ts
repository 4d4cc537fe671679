/** <ss-recs>'s English, with the card's: a heading per model, the carousel's words (locales/en.ts says what a table is). */
import { CARD } from './card.js';

export const RECS = {
  ...CARD,
  'heading-bestsellers': 'Bestsellers', 'heading-trending': 'Trending now', 'heading-new_arrivals': 'New arrivals',
  'heading-item_detail_alternatives': 'You may also like', 'heading-item_detail_complements': 'Goes well with',
  'heading-basket': 'Complete your order', 'heading-personalized': 'Recommended for you', recommended: 'Recommended',
  carousel: 'carousel', slide: 'slide', 'slide-label': '{position} of {count}', previous: 'Previous', next: 'Next',
  fallback: 'Popular', 'add-to-cart': 'Add to cart',
};
