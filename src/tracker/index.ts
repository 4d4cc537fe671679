/** The analytics tracker: plain modules, no lit and no Node; importing it runs nothing. */
export { Tracker, type Consent, type Report, type TrackerOptions, type TrackerStats } from './tracker.js';
export * from './events.js';
export { readCookie, uuid, SESSION_MS } from './identity.js';
