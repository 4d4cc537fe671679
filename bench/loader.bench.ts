/**
 * The drop-in loader: its bytes, what each page of demo/cms/ downloads, the time from the
 * tag to a usable enhanced search box on a throttled connection against the same page with
 * the elements imported directly (the loader's cost as a ratio), and layout shift.
 *
 *   npm run build && npm run bench:loader      (RUNS=9 by default)
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { startServer } from '../src/server/server.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { machine, summarize, writeResults } from './lib.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any, window: any;

const RUNS = Number(process.env.RUNS ?? 9);
/** Chrome DevTools' "Slow 4G" preset. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8')) as { elements: Record<string, string[]> };
const loaderGz = gz(readFileSync('dist/cdn/loader.js'));

const dir = mkdtempSync(join(tmpdir(), 'ss-bench-loader-'));
const service = await startServer({ port: 0, dataDir: dir });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

// What each page downloads (first visit, nothing cached), by kind, gzip -9 of each body.
const PAGES = ['wordpress', 'shopify', 'magento'].flatMap((cms) => ['index', 'product', 'search', 'order'].map((p) => `${cms}/${p}.html`));
const downloads: Array<{ page: string; requests: number; ours: number; theme: number; api: number }> = [];
for (const path of PAGES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Array<{ url: string; size: number }> = [];
  page.on('response', async (r) => {
    try {
      bodies.push({ url: new URL(r.url()).pathname, size: gz(await r.body()) });
    } catch {
      // a redirect or aborted body
    }
  });
  await page.goto(`${service.url}/demo/cms/${path}${path.includes('search') ? '?q=headphones&s=headphones' : ''}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const sum = (f: (u: string) => boolean) => bodies.filter((b) => f(b.url)).reduce((a, b) => a + b.size, 0);
  downloads.push({
    page: path, requests: bodies.length,
    ours: sum((u) => u.startsWith('/dist/cdn/')),
    theme: sum((u) => u.startsWith('/demo/')),
    api: sum((u) => !u.startsWith('/dist/') && !u.startsWith('/demo/')),
  });
  await context.close();
}

// Tag to usable box: the WordPress home as printed (the loader), and the same page with the
// form already wrapped and the same modules imported directly (no loader), same server.
const direct = (html: string) => {
  const files = manifest.elements;
  return html
    .replace(/<script async src="\/dist\/cdn\/loader.js"[^>]*><\/script>/, [
      '<script type="application/json" data-ss-config>{ "trackerId": "demo" }</script>',
      `<script type="module" src="/dist/cdn/${files['ss-search-box'][0]}"></script>`,
      `<script type="module" src="/dist/cdn/${files['ss-recs'][0]}"></script>`,
      `<script type="module">import { start } from '/dist/cdn/${files.track[0]}'; start({ trackerId: 'demo', baseUrl: location.origin });</script>`,
    ].join('\n'))
    .replace(/(<form role="search"[\s\S]*?<\/form>)/, '<ss-search-box style="display: contents">$1</ss-search-box>');
};

async function usable(variant: 'loader' | 'direct'): Promise<{ ms: number; cls: number; headerCls: number }> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  if (variant === 'direct') {
    await page.route('**/demo/cms/wordpress/index.html', async (route) => route.fulfill({ body: direct(await (await route.fetch()).text()), contentType: 'text/html' }));
  }
  await page.addInitScript(() => {
    window.cls = 0;
    window.headerCls = 0;
    new window.PerformanceObserver((list: any) => list.getEntries().forEach((e: any) => {
      window.cls += e.value;
      if (e.sources.some((s: any) => s.node?.closest?.('header'))) window.headerCls += e.value;
    })).observe({ type: 'layout-shift', buffered: true });
    // Usable: the input is the combobox of a listbox in the page.
    new window.MutationObserver((_: unknown, observer: any) => {
      if (document.querySelector('ss-search-box input[role=combobox]')) {
        window.usableAt = window.performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.goto(`${service.url}/demo/cms/wordpress/index.html`);
  await page.waitForFunction(() => window.usableAt !== undefined, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const out = await page.evaluate(() => ({ ms: window.usableAt, cls: window.cls, headerCls: window.headerCls }));
  await context.close();
  return out;
}

const runs: Record<'loader' | 'direct', Array<{ ms: number; cls: number; headerCls: number }>> = { loader: [], direct: [] };
await usable('loader'); // warm the server's caches
for (let i = 0; i < RUNS; i++) {
  for (const v of (i % 2 ? ['direct', 'loader'] : ['loader', 'direct']) as Array<'loader' | 'direct'>) runs[v].push(await usable(v));
}
await browser.close();
await service.close();
rmSync(dir, { recursive: true, force: true });

const loader = summarize(runs.loader.map((r) => r.ms));
const directS = summarize(runs.direct.map((r) => r.ms));
const ratio = loader.p50 / directS.p50;
const maxOf = (xs: number[]) => Math.max(...xs);
const headerCls = maxOf(runs.loader.map((r) => r.headerCls));
const pageCls = maxOf(runs.loader.map((r) => r.cls));
const m = machine();

const md = `# The drop-in loader

Command: \`npm run build && npm run bench:loader\` (${m.cpu}, ${m.cores} cores, Node ${m.node}, Chromium headless, ${String(m.date).slice(0, 10)}).

## Bytes (min + gzip -9)

| file | bytes | target |
|---|---|---|
| dist/cdn/loader.js | **${loaderGz} B** | ≤ 2,048 B: **${loaderGz <= 2048 ? 'met' : 'missed'}** |

## What each page of demo/cms/ downloads (first visit, gzip -9 of each body)

Ours: the loader and the chunks it imported (elements, lit, core, tracking). Theme: the page,
its CSS and images. API: the answers of the query API and the Events API.

| page | requests | ours | theme | API |
|---|---|---|---|---|
${downloads.map((d) => `| ${d.page} | ${d.requests} | ${kb(d.ours)} | ${kb(d.theme)} | ${kb(d.api)} |`).join('\n')}

## From the tag to a usable search box, throttled (${NETWORK.latency} ms, 1.6 Mbit/s down: "Slow 4G")

The WordPress home (enhanced box, a bestsellers row, tracking) with the one tag, against the
same page with the form already wrapped in \`<ss-search-box>\` and the same modules imported by
\`<script type="module">\` tags (no loader). Usable: the theme's input is the combobox of the
panel. ${RUNS} runs each, alternating.

| page | p50 | p90 | max |
|---|---|---|---|
| the one tag (loader) | ${loader.p50.toFixed(0)} ms | ${loader.p90.toFixed(0)} ms | ${loader.max.toFixed(0)} ms |
| elements imported directly | ${directS.p50.toFixed(0)} ms | ${directS.p90.toFixed(0)} ms | ${directS.max.toFixed(0)} ms |
| **ratio (p50)** | **${ratio.toFixed(2)} x** (target ≤ 1.2 x: **${ratio <= 1.2 ? 'met' : 'missed'}**) | | |

## Layout shift (Chromium's layout-shift entries, worst of the loader runs)

| | shift | target |
|---|---|---|
| moved nodes in the header (the enhanced box) | **${headerCls.toFixed(2)}** | 0.00: **${headerCls === 0 ? 'met' : 'missed'}** |
| the whole page | ${pageCls.toFixed(3)} | |

The whole page's shift is the bestsellers row arriving above the footer: a row is drawn only
when it has items (an empty row removes itself), so the footer moves down once. A shop that
knows the row will fill reserves its height (\`ss-recs { min-height: ... }\`, docs/install.md).
`;

writeResults('loader', { machine: m, loaderGz, downloads, network: NETWORK, runs, loader, direct: directS, ratio, headerCls, pageCls }, md);
console.log(md);
