// The demo's analytics: the tracker reports what the elements announce, plus a page view.
import { Tracker } from '/dist/tracker.js';

const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${location.origin}/events` });
tracker.connect(document);
tracker.pageView();
window.ssTracker = tracker;
