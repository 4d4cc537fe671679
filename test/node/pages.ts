/**
 * What the whole-page tests of test/node share: the local service over real HTTP and one
 * Chromium, started before a file's tests and stopped after them. Needs `npm run build`
 * (the pages load dist/) and a Chromium (npm test does both first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

// Page-side code (page.evaluate) sees the browser's globals; this file is type-checked for Node.
declare const document: any, window: any;

export interface PageRig {
  service: RunningServer;
  browser: Browser;
}

/**
 * The service (`service` options; `dataDir: true` for a fresh data dir, deleted after, or a
 * function that fills that fresh dir before the service starts)
 * and Chromium (`launch` options on top of the project's flags) for this test file. The
 * returned object's fields are set once the file's `before` has run.
 */
export function pageRig(o: { service?: Omit<ServerOptions, 'dataDir'> & { dataDir?: true | ((dir: string) => void) }; launch?: LaunchOptions } = {}): PageRig {
  const rig = {} as PageRig;
  let dir: string | undefined;
  before(async () => {
    if (o.service?.dataDir) dir = mkdtempSync(join(tmpdir(), 'ss-pages-'));
    if (typeof o.service?.dataDir === 'function') o.service.dataDir(dir!);
    rig.service = await startServer({ port: 0, ...o.service, dataDir: dir });
    rig.browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, ...o.launch });
  });
  after(async () => {
    await rig.browser?.close();
    await rig.service?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return rig;
}

/**
 * Call before typing `query`: the returned wait resolves once an element has shown its answer
 * for the whole `query` (`ss-results`), not an answer for a prefix typed on the way.
 */
export async function answerShown(page: Page, query: string): Promise<() => Promise<void>> {
  await page.evaluate(() => document.addEventListener('ss-results', (e: { detail: { query: string } }) => (window.ssShown = e.detail.query)));
  return async () => void (await page.waitForFunction((q) => window.ssShown === q, query));
}

/**
 * Waits until results element `tag` has drawn its cards itself: a served page's cards are
 * there from the first byte, before the element takes the page over (docs/ssr.md).
 */
export async function resultsDrawn(page: Page, tag: 'ss-search' | 'ss-listing'): Promise<void> {
  await page.waitForFunction((t) => document.querySelector(t)?.hasUpdated && document.querySelector(t).shadowRoot.querySelectorAll('.hit').length > 0, tag);
}
