import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('requestfailed', (r) => console.log('failed', r.url()));
page.on('response', (r) => r.status() >= 400 && console.log('status', r.status(), r.url()));
page.on('pageerror', (e) => console.log('pageerror', e));
await page.addInitScript(() => { window.__shifts = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__shifts.push([e.value, e.sources.map((s) => s.node?.outerHTML?.slice(0, 80))]))).observe({ type: 'layout-shift', buffered: true }); });
for (const cms of ['wordpress', 'magento', 'csp']) {
  const url = cms === 'csp' ? 'http://127.0.0.1:8799/demo/cms/csp.html' : `http://127.0.0.1:8799/demo/cms/${cms}/index.html`;
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('ss-search-box') && document.querySelector('ss-search-box input[role=combobox]'));
  const input = page.locator('ss-search-box input');
  await input.click();
  await input.pressSequentially('head');
  await page.waitForSelector('ss-search-box [role=option]');
  console.log(cms, await page.locator('ss-search-box [role=option]').count(), JSON.stringify(await page.evaluate(() => window.__shifts)));
  const box = await page.evaluate(() => { const p = document.querySelector('ss-search-box .popup').getBoundingClientRect(); const f = document.querySelector('ss-search-box form').getBoundingClientRect(); return [p.top, p.left, p.width, f.bottom, f.left, f.width]; });
  console.log(box);
  await page.screenshot({ path: `/tmp/${cms}.png` });
}
await browser.close();
