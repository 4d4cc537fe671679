/**
 * What the tracker tests share: shop pages as same-origin iframes
 * (test/browser/fixtures/tracker.html) that a test can reload and navigate away, the
 * events the real local service stored, and the test server's mock scenarios.
 */
import type { Tracker, TrackerOptions } from '../../src/tracker/tracker.js';
import { until } from './harness.js';
import { service } from './service.js';

export type FixtureWindow = Window & { Tracker: typeof Tracker; fixtureReady?: boolean };
export interface ServerEvent { id: string; type: string; client_id: string; [key: string]: unknown }
export interface Stats { accepted: number; duplicates: number; rateLimited: number; injected5xx: number; injected429: number; log: Array<{ t: number; status: number; id?: string; limited?: true }> }

/** The local service's origin. */
export const serviceUrl = async () => (await service()).url;

/** What the service stored for a client_id of the demo site, and its request statistics. */
export async function serverEvents(client: string): Promise<{ events: ServerEvent[]; stats: Stats }> {
  return (await fetch(`${await serviceUrl()}/__test/events?tracker_id=demo&client_id=${encodeURIComponent(client)}`)).json();
}

/** Sets the Events API's limits and injected faults. */
export async function configure(body: unknown): Promise<void> {
  await fetch(`${await serviceUrl()}/__test/events/config`, { method: 'POST', body: JSON.stringify(body) });
}

/** A fresh shop page in an iframe (or `frame` navigated to a new one); resolves with its window once the tracker loaded. */
export async function page(frame?: HTMLIFrameElement): Promise<[HTMLIFrameElement, FixtureWindow]> {
  const iframe = frame ?? document.body.appendChild(document.createElement('iframe'));
  await new Promise<void>((resolve) => {
    iframe.onload = () => resolve();
    iframe.src = `/test/browser/fixtures/tracker.html?${Math.random()}`;
  });
  const win = iframe.contentWindow as FixtureWindow;
  await until(() => win.fixtureReady, Boolean, 10_000);
  return [iframe, win];
}

let n = 0;
/** Tracker options for the demo site on the local service, with a cookie of the test's own. */
export async function options(extra: Partial<TrackerOptions> = {}): Promise<TrackerOptions> {
  return { trackerId: 'demo', eventsUrl: `${await serviceUrl()}/events`, cookieName: `ss_test_${Date.now()}_${n++}`, ...extra };
}

/** A mock Events API of the test server (web-test-runner.config.mjs): statuses by plan, delay, mode. */
export function mockEvents(plan = '200', delay = 0, mode = ''): { url: string; arrivals: () => Promise<{ count: number; times: number[]; ids: string[] }> } {
  const id = `ev${Date.now()}-${n++}`;
  const root = `http://localhost:${location.port}/__mock/${id}`;
  return { url: `${root}~${plan}~${delay}~${mode}/events`, arrivals: async () => (await fetch(`${root}/__count`)).json() };
}
