// The demo's analytics: the tracker reports what the elements announce, plus a page view.
import { Tracker } from '/dist/tracker.js';

const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${location.origin}/events` });
tracker.connect(document);
// A product page's view is the product's identity (that is what the recommender learns from).
const product = document.body.dataset.page === 'product' ? new URLSearchParams(location.search).get('id') : null;
if (product) tracker.pageView(product);
else tracker.pageView();
window.ssTracker = tracker;
