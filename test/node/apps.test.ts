/**
 * The elements in the apps developers build, from the packed package as an app installs it:
 * a React 19 + TypeScript app built with Vite and a Vue 3 + TypeScript app (test/apps/react,
 * test/apps/vue). Each type-checks with the package's generated types (and every mistake in
 * its wrong/ folder fails that check on its own line), builds, and in Chromium shows the
 * local service's results and receives a typed `ss-select` from `<ss-search>` and
 * `<ss-autocomplete>`. Preact's and Solid's JSX types are type-checked the same way.
 *
 * The frameworks come from the npm registry into one temporary folder that both apps share
 * (test/apps/package-lock.json; npm's own cache makes a second run quick), never into the
 * repository's node_modules. Needs `npm run build` first (npm test builds before the Node tests).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { answerShown, pageRig } from './pages.js';

const root = resolve(import.meta.dirname, '..', '..');
const fixtures = join(root, 'test', 'apps');
const work = mkdtempSync(join(tmpdir(), 'ss-apps-'));
const bin = (path: string) => join(work, 'node_modules', path);

function run(command: string, args: string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function ok(command: string, args: string[], cwd: string): string {
  const { status, output } = run(command, args, cwd);
  assert.equal(status, 0, `${command} ${args.join(' ')} failed in ${cwd}:\n${output}`);
  return output;
}

/** The type checker of an app: vue-tsc for Vue (it reads templates), tsc for the others. */
function typeCheck(app: string, config: string): { status: number | null; output: string } {
  const checker = app === 'vue' ? bin('vue-tsc/bin/vue-tsc.js') : bin('typescript/bin/tsc');
  return run(process.execPath, [checker, '-p', config, '--pretty', 'false'], join(work, app));
}

/** `file:line` of every line of an app's wrong/ folder marked `wrong:` (the mistakes its fixture makes). */
function markedLines(app: string): string[] {
  const dir = join(fixtures, app, 'wrong');
  return readdirSync(dir).flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n')
    .flatMap((line, i) => (/wrong:/.test(line) && !/marked "wrong:"/.test(line) ? [`wrong/${file}:${i + 1}`] : [])));
}

/** `file:line` of every error in a type checker's output. */
function errorLines(output: string): string[] {
  return [...new Set([...output.matchAll(/^(\S+)\((\d+),\d+\): error TS\d+/gm)].map((m) => `${m[1]}:${m[2]}`))];
}

before(() => {
  assert.ok(existsSync(join(root, 'dist', 'frameworks', 'react-jsx.d.ts')), 'dist/ is missing or old: run npm run build first');
  ok('npm', ['pack', '--silent', '--pack-destination', work], root);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(fixtures, file), join(work, file));
  ok('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], work);
  ok('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`], work);
  for (const app of ['react', 'vue', 'preact', 'solid']) cpSync(join(fixtures, app), join(work, app), { recursive: true });
});
// The built apps are served by the local service as its demo folder: /demo/react/dist/, /demo/vue/dist/.
const rig = pageRig({ service: { demoDir: work } });
after(() => rmSync(work, { recursive: true, force: true }));

function typeChecks(app: string): void {
  it('type-checks with the package\'s types', () => {
    const { status, output } = typeCheck(app, 'tsconfig.json');
    assert.equal(status, 0, output);
  });

  it('fails the type check on each mistake of its wrong/ fixture, and on nothing else', () => {
    const marked = markedLines(app);
    assert.ok(marked.length >= 3, `wrong/ marks ${marked.length} mistakes`);
    const { status, output } = typeCheck(app, 'tsconfig.wrong.json');
    assert.notEqual(status, 0, 'the wrong fixture passed the type check');
    assert.deepEqual(errorLines(output).sort(), marked.sort(), output);
  });
}

function buildsAndRuns(app: string): void {
  it('builds with Vite', () => {
    ok(process.execPath, [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'], join(work, app));
    assert.ok(existsSync(join(work, app, 'dist', 'index.html')));
  });

  it('speaks the page\'s language from its lazy dictionary (built with the Vite settings of docs/frameworks.md)', async () => {
    const page = await rig.browser.newPage();
    const missing: string[] = [];
    page.on('response', (response) => { if (response.status() >= 400 && response.url().endsWith('.js')) missing.push(response.url()); });
    // The app's own page, as a Slovak shop serves it: <html lang="sk">.
    await page.route(`**/demo/${app}/dist/`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<html lang="en">', '<html lang="sk">') });
    });
    try {
      await page.goto(`${rig.service.url}/demo/${app}/dist/`);
      const legend = page.locator('ss-search [part~="facet-legend"]').first();
      await legend.waitFor({ timeout: 15_000 });
      assert.equal((await legend.textContent())?.trim(), 'Značka', `the elements spoke English; not found: ${missing.join(', ')}`);
      assert.deepEqual(missing, []);
    } finally {
      await page.close();
    }
  });

  it('shows the local service\'s results in Chromium and receives a typed ss-select from both elements', async () => {
    const page = await rig.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${rig.service.url}/demo/${app}/dist/`);
      const cards = page.locator('ss-search [part~="card"]');
      await cards.first().waitFor({ timeout: 15_000 });
      const search = await (await fetch(`${rig.service.url}/search?tracker_id=demo&q=headphones&f[]=type:item&size=8`)).json() as { results: { hits: Array<{ url: string }> } };
      // size (a number) and add-to-cart (a boolean) reached the element.
      assert.equal(await cards.count(), search.results.hits.length);
      assert.equal(await page.locator('ss-search [part~="add-to-cart"]').count(), search.results.hits.length);
      // The app's ss-list handler (typed: event.detail.hits) put the count in the title.
      assert.equal(await page.title(), `${search.results.hits.length} results`);

      // A result chosen: the app's handler cancels the navigation and lists the typed detail.
      await page.locator('ss-search [part~="card-link"]').first().click();
      const picked = page.locator('#picked li');
      await picked.first().waitFor();
      assert.equal(await picked.first().textContent(), `search|${search.results.hits[0].url}|1|headphones`);
      assert.match(page.url(), new RegExp(`/demo/${app}/dist/$`), 'the app kept the page');

      // A suggestion chosen in the search box.
      const shown = await answerShown(page, 'head');
      await page.locator('ss-autocomplete input').fill('head');
      await shown();
      // The element's default types, products first: the first option is the service's first product.
      const suggestions = await (await fetch(`${rig.service.url}/v3/autocomplete?tracker_id=demo&q=head&type=item:6,category:3,brand:3,query:4`)).json() as { hits: Array<{ identity: string; type: string }> };
      const first = suggestions.hits.find((h) => h.type === 'item')!;
      await page.locator('ss-autocomplete [role="option"]').first().click();
      await picked.nth(1).waitFor();
      assert.equal(await picked.nth(1).textContent(), `autocomplete|${first.identity}|1|head`);
      assert.match(page.url(), new RegExp(`/demo/${app}/dist/$`), 'the app kept the page');

      // The app turns add-to-cart off (its state to false, bound as docs/frameworks.md binds it).
      await page.locator('#no-cart').click();
      await page.locator('ss-search [part~="add-to-cart"]').first().waitFor({ state: 'detached', timeout: 5_000 })
        .catch(async () => assert.fail(`add-to-cart stayed on: add-to-cart="${await page.locator('ss-search').getAttribute('add-to-cart')}"`));
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}

describe('a React 19 + TypeScript app (Vite) with site-search-elements/react-jsx', { timeout: 120_000 }, () => {
  typeChecks('react');
  buildsAndRuns('react');

  it('hears ss-list on an element its server rendered, after hydration, as docs/frameworks.md says', async () => {
    const dir = join(work, 'react');
    ok(process.execPath, [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--ssr', 'src/server.tsx', '--outDir', 'dist-server'], dir);
    const { render } = await import(pathToFileURL(join(dir, 'dist-server', 'server.js')).href) as { render: () => string };
    const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8').replace('<div id="root"></div>', () => `<div id="served">${render()}</div>`);
    writeFileSync(join(dir, 'dist', 'served.html'), html);
    const page = await rig.browser.newPage();
    try {
      await page.goto(`${rig.service.url}/demo/react/dist/served.html`);
      await page.locator('ss-search [part~="card"]').first().waitFor({ timeout: 15_000 });
      await page.locator('#served-count', { hasText: '8' }).waitFor({ timeout: 5_000 })
        .catch(() => assert.fail('the app never heard ss-list from the hydrated <ss-search>'));
    } finally {
      await page.close();
    }
  });
});

describe('a Vue 3 + TypeScript app (Vite, vue-tsc) with site-search-elements/vue-templates', { timeout: 120_000 }, () => {
  typeChecks('vue');
  buildsAndRuns('vue');
});

describe('Preact JSX types (site-search-elements/preact-jsx)', { timeout: 60_000 }, () => typeChecks('preact'));
describe('Solid JSX types (site-search-elements/solid-jsx)', { timeout: 60_000 }, () => typeChecks('solid'));
