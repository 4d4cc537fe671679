/** The English of the card of the results and recommendation elements (locales/en.ts says what a table is). */
export const CARD = {
  'in-stock': 'In stock', 'out-of-stock': 'Out of stock', was: 'Was',
  rating: 'Rated {rating} out of 5, {reviews}', 'reviews-one': '{count} review', 'reviews-other': '{count} reviews',
};
