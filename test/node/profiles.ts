/**
 * The two visitors the page tests and `npm run bench:pages` load pages as, and how a page's
 * layout shift (CLS) and largest paint (LCP) are read while it loads: Chromium's own
 * PerformanceObserver entries, as Lighthouse and the Core Web Vitals read them.
 *
 * - desktop: 1350x940 with classic scrollbars (the browser must be launched without
 *   `--hide-scrollbars`, which Playwright adds by default);
 * - phone: 412x823 at 2.625x, touch, 4x CPU slowdown and slow 4G (150 ms, 1.6 Mbit/s down,
 *   750 kbit/s up), Lighthouse's mobile profile applied to the real browser.
 */
import type { Page } from 'playwright';
import type { PageRig } from './pages.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const window: any;

export interface Profile {
  name: string;
  context: { viewport: { width: number; height: number }; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean };
  cpu: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

export const DESKTOP: Profile = { name: 'desktop', context: { viewport: { width: 1350, height: 940 } }, cpu: 1 };
export const PHONE: Profile = {
  name: 'phone', context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true }, cpu: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

/** Every page of /demo/ and /demo/cms/, with the query or item each is opened with. */
export const PAGES = [
  '/demo/', '/demo/search.html?q=headphones', '/demo/search.html?q=tv', '/demo/search.html?q=qqqzzzxx', '/demo/listing.html?category=Audio',
  '/demo/product.html?id=item-12', '/demo/cart.html', '/demo/stores.html', '/demo/help.html',
  '/demo/cms/', '/demo/cms/csp.html',
  ...['wordpress', 'shopify', 'magento'].flatMap((cms) => [`/demo/cms/${cms}/index.html`, `/demo/cms/${cms}/product.html`,
    `/demo/cms/${cms}/search.html?${cms === 'wordpress' ? 's' : 'q'}=${cms === 'magento' ? 'laptop' : 'headphones'}`, `/demo/cms/${cms}/order.html`]),
];

/** Applies a profile's CPU and network slowdown to a page. */
export async function throttle(page: Page, profile: Profile): Promise<void> {
  if (profile.cpu === 1 && !profile.network) return;
  const cdp = await page.context().newCDPSession(page);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
}

/** Starts recording layout shifts and largest paints in every page of the context, from its first byte. */
export const RECORD = `window.__shifts = []; window.__lcp = [];
const name = (n) => !n ? '?' : n.nodeName.toLowerCase() + (n.id ? '#' + n.id : '') + (typeof n.className === 'string' && n.className ? '.' + n.className.split(' ')[0] : '');
const moved = (s) => name(s.node) + ' y ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y) + ', x ' + Math.round(s.previousRect.x) + '->' + Math.round(s.currentRect.x);
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__shifts.push({ at: e.startTime, value: e.value, input: e.hadRecentInput, moved: e.sources.map(moved) });
}).observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__lcp.push({ at: e.startTime, element: name(e.element), url: e.url });
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

interface Shift { at: number; value: number; input: boolean; moved: string[] }

/**
 * CLS as Chromium defines it: the shifts without recent input grouped in session windows (a
 * gap of under 1 s, at most 5 s long), the largest window's sum.
 */
export function cumulativeShift(shifts: Shift[]): number {
  let worst = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts.filter((x) => !x.input)) {
    if (s.at - last > 1000 || s.at - start > 5000) [sum, start] = [0, s.at];
    sum += s.value;
    last = s.at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

export interface Loaded {
  cls: number;
  /** Time of the largest paint (ms from navigation), and what it was. */
  lcp: number;
  lcpElement: string;
  /** The shifts, for a message: when, how much, what moved. */
  shifts: string[];
}

/**
 * Opens `path` in a new context as `profile` sees it, waits until the page is loaded and
 * quiet (no request for half a second, then half a second more), and reads its CLS and LCP.
 */
export async function loadPage(rig: PageRig, profile: Profile, path: string): Promise<Loaded> {
  const context = await rig.browser.newContext(profile.context);
  try {
    await context.addInitScript({ content: RECORD });
    const page = await context.newPage();
    await throttle(page, profile);
    await page.goto(`${rig.service.url}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const { shifts, lcp } = await page.evaluate(() => ({ shifts: window.__shifts as Shift[], lcp: window.__lcp as Array<{ at: number; element: string; url: string }> }));
    const last = lcp[lcp.length - 1];
    return {
      // Nothing is clicked or typed here: a shift flagged as after recent input (Chromium flags some on an emulated
      // touch screen) is counted as any other, so the figure is never lower than the page's own.
      cls: cumulativeShift(shifts.map((s) => ({ ...s, input: false }))), lcp: last?.at ?? NaN, lcpElement: last ? `${last.element}${last.url ? ` ${last.url.replace(/^.*\//, '')}` : ''}` : '',
      shifts: shifts.map((s) => `${Math.round(s.at)} ms ${s.value.toFixed(4)}${s.input ? ' (input)' : ''}: ${s.moved.join(', ')}`),
    };
  } finally {
    await context.close();
  }
}
