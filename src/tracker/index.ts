/** The analytics tracker: plain modules, no lit and no Node; importing it runs nothing. */
export { Tracker, type Consent, type Report, type TrackerOptions, type TrackerStats } from './tracker.js';
export {
  actionEvent, autocompleteList, autocompletePopupList, listEvent, listItems, pageView, productListingList, recommendationList,
  searchResultsList, transactionEvent, transactionParts,
  type ActionType, type ListBody, type ListContext, type ListItem, type ListingScope, type ListName, type Lists, type PurchasedLine,
  type RecommendationContext,
} from './events.js';
export { readCookie, uuid, SESSION_MS } from './identity.js';
