// Finds a Chromium for the browser tests: $CHROME_PATH, then Debian's /usr/bin/chromium,
// then other usual places. Playwright cannot download its own browsers here.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
  }
  return CANDIDATES.find((path) => existsSync(path));
}

/** Flags for a headless Chromium on a machine without network or GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-quic', '--no-first-run',
];
