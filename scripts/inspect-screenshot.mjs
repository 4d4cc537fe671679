#!/usr/bin/env node
// The screenshots of docs/inspect.md: the events inspector beside a shopper on the demo
// (a search, a click on the third result, add to cart, an order) and one refused event,
// on a service whose log already holds three hours of made-up shoppers (seeded, so the
// pictures repeat). Run after `npm run build`:  node scripts/inspect-screenshot.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { startServer } from '../dist/node/server.js';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/** 120 shoppers over the last three hours: searches (some finding nothing), clicks, carts, orders; half of them in an A/B test. */
function pastShoppers() {
  let seed = 45;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const queries = ['headphones', 'headphones', 'tv', 'tv', 'laptop', 'usb cable', 'phone case', 'speaker', 'hdmi 2.1 cabel', 'ipod nano'];
  const lines = [];
  for (let c = 0; c < 120; c++) {
    const variant = pick(['A', 'B', '', '']);
    let t = Date.now() - 3 * 3_600_000 + random() * 2.8 * 3_600_000;
    const add = (event) => {
      t += 5000 + random() * 60_000;
      lines.push({ received_at: new Date(t).toISOString(), from: '', event: { id: `past-${lines.length}`, tracker_id: 'demo', client_id: `past-${c}`, ...(variant && { ab_test_variant: variant }), ...event } });
    };
    const query = pick(queries);
    const found = !/cabel|ipod/.test(query);
    const items = found ? Array.from({ length: 24 }, (_, i) => ({ title: 'x', type: 'item', url: `item-${Math.floor(random() * 2000)}`, position: i + 1 })) : [];
    add({ type: 'event', lists: { 'Search Results': { items, query: { string: query } } } });
    if (!found || random() < 0.35) continue;
    const item = items[Math.min(23, Math.floor(random() * random() * 12))].url;
    add({ type: 'click', action: { type: 'click', resource_identifier: item } });
    if (random() < (variant === 'B' ? 0.55 : 0.35)) add({ type: 'click', action: { type: 'add-to-cart', resource_identifier: item } });
    else continue;
    if (random() < 0.5) add({ type: 'transaction', items: [{ url: item, count: 1, total_price: 49.99 }] });
  }
  return lines.sort((a, b) => a.received_at.localeCompare(b.received_at));
}

const dir = mkdtempSync(join(tmpdir(), 'ss-inspect-shot-'));
mkdirSync(join(dir, 'demo'));
writeFileSync(join(dir, 'demo', 'events.jsonl'), pastShoppers().map((l) => JSON.stringify(l) + '\n').join(''));
const service = await startServer({ port: 0, dataDir: dir });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const inspector = await browser.newPage({ viewport: { width: 1200, height: 600 } });
  await inspector.goto(`${service.url}/inspect/`);
  const shop = await (await browser.newContext()).newPage();
  await shop.goto(`${service.url}/demo/search.html?q=headphones`);
  await shop.locator('ss-search .hit a.card-link').nth(2).click();
  await shop.waitForURL(/product\.html/);
  await shop.click('#product button.primary');
  await shop.goto(`${service.url}/demo/cart.html`);
  await shop.click('text=Place order');
  await shop.evaluate(() => window.ssTracker.flush());
  await fetch(`${service.url}/events`, {
    method: 'POST', headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ type: 'event', id: 'a-plugin-1', tracker_id: 'demo', client_id: 'plugin-7f3a9c', lists: { 'search results': { items: [] } } }),
  });
  await inspector.locator('ss-inspect-events li[data-id=a-plugin-1]').waitFor();
  await inspector.locator('ss-inspect-events li[data-type=transaction]').waitFor();
  await inspector.screenshot({ path: 'docs/inspect-events.png' });
  await inspector.locator('ss-inspect nav a', { hasText: 'Analytics' }).click();
  await inspector.locator('ss-inspect-analytics .note').waitFor();
  await inspector.setViewportSize({ width: 1200, height: 780 });
  await inspector.screenshot({ path: 'docs/inspect-analytics.png' });
  console.log('docs/inspect-events.png, docs/inspect-analytics.png');
} finally {
  await browser.close();
  await service.close();
  rmSync(dir, { recursive: true, force: true });
}
