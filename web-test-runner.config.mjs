// Browser tests: real Chromium (Debian's, through Playwright), TypeScript served by
// esbuild, and the real local service started once for the whole run on its own origin
// (so every cross-origin request is a real CORS request). Tests read its URL from
// /__ss/service.json. Needs `npm run build` first (npm test does it).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { startServer } from './dist/node/server.js';
import { TABLES, endpointOf } from './test/browser/odd-answers.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH.');

/** The local service of the run (localService), which oddAnswers() asks for the real answers. */
let service;

/** Starts the local service with the demo catalog and tells the tests where it is. */
function localService() {
  return {
    name: 'ss-local-service',
    async serverStart() {
      service = await startServer({ port: 0, testControl: true });
    },
    async serverStop() {
      await service?.close();
    },
    serve(context) {
      if (context.path === '/__ss/service.json') {
        return { body: JSON.stringify({ url: service.url, trackerId: 'demo' }), type: 'json' };
      }
    },
  };
}

/**
 * Precise server behaviours the real service should not have (STYLE rule 21): each
 * request to /__mock/<id>~<plan>~<delay>/... answers the next status of the plan
 * (comma separated, the last one repeats) after <delay> ms;
 * /__mock/<id>/__count tells how many arrived, when (ms) and the ids of POSTed events.
 * A 429 carries Retry-After: <retry> (mode "retry<seconds>", default 1; "retrydate<seconds>"
 * as an HTTP date that many seconds ahead; "noretry": none).
 * A 200 answers a search-shaped body, or for a POST an array of one object per element.
 */
function mockMiddleware() {
  const scenarios = new Map();
  return async (ctx, next) => {
    const m = /^\/__mock\/([^/]+)(\/.*)?$/.exec(ctx.path);
    if (!m) return next();
    // Tests reach the mock on another host name than the page (a pool of its own) and
    // every answer closes its connection: Chromium itself resends a request that got a
    // 408 on a reused keep-alive socket, which would hide what our client does.
    ctx.set('connection', 'close');
    ctx.set('access-control-allow-origin', '*');
    ctx.set('access-control-expose-headers', 'Retry-After');
    if (ctx.method === 'OPTIONS') {
      ctx.set('access-control-allow-methods', 'GET, POST');
      ctx.set('access-control-allow-headers', 'Content-Type, Accept');
      ctx.status = 204;
      return;
    }
    const [id, planText = '200', delayText = '0', mode = ''] = m[1].split('~');
    const rest = m[2] ?? '/';
    const state = scenarios.get(id) ?? { count: 0, times: [], ids: [] };
    scenarios.set(id, state);
    if (rest === '/__count') {
      ctx.body = { count: state.count, times: state.times, ids: state.ids };
      return;
    }
    state.times.push(Date.now());
    const plan = planText.split(',').map(Number);
    const status = plan[Math.min(state.count, plan.length - 1)];
    state.count++;
    let body = '';
    for await (const chunk of ctx.req) body += chunk;
    if (ctx.method === 'POST' && body.startsWith('{')) state.ids.push(JSON.parse(body).id);
    // mode "slowfirst": only the first request waits.
    const delay = mode === 'slowfirst' && state.count > 1 ? 0 : Number(delayText);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    ctx.status = status;
    const retry = /^retry(date)?(\d+)$/.exec(mode);
    if (status === 429 && mode !== 'noretry') ctx.set('retry-after', retry?.[1] ? new Date(Date.now() + retry[2] * 1000).toUTCString() : retry?.[2] ?? '1');
    if (status === 200) {
      if (rest.endsWith('autocomplete') || rest.endsWith('autocomplete/v2')) {
        ctx.body = autocompleteBody(String(ctx.query.q ?? ''), mode);
        return;
      }
      if (rest.endsWith('top_items')) {
        ctx.body = { hits: [{ url: 'top-1', type: 'item', attributes: { title: 'Top one', price: 5 } }] };
        return;
      }
      if (rest.endsWith('trending_queries')) {
        ctx.body = [{ title: 'trending one' }];
        return;
      }
      if (rest.endsWith('/search') && mode) {
        ctx.body = searchBody(String(ctx.query.q ?? ''), mode, state.count);
        return;
      }
      ctx.body = ctx.method === 'POST' && body.startsWith('[')
        ? JSON.parse(body).map((r, i) => ({ recommendation_id: `r${i}`, model: r.model, recommendation_type: r.recommendation_type, hits: mode === 'xss' ? hostileHits() : [], generated_at: new Date().toISOString() }))
        : { results: { query: String(ctx.query.q ?? ''), total_hits: 0, hits: [], facets: [], filters: [], quicksearch_hits: [], campaigns: [], offset: '0', guid: `g${state.count}` } };
    } else if (status === 504) ctx.body = 'Gateway timeout';
    else ctx.body = { message: `planned ${status}` };
  };
}

/**
 * Odd answers (test/browser/odd-answers.mjs): `/__odd/<table>/<case>[~fix<id>]/<endpoint path>`
 * answers 200 with the case's body for that endpoint, or what its function makes of the real
 * service's answer to the same request, or the real answer where the case says nothing of
 * that endpoint. With `~fix<id>`, only the first request of that id to each endpoint the case
 * names gets the case.
 */
function oddAnswers() {
  const fixed = new Set();
  return async (ctx, next) => {
    const m = /^\/__odd\/([^/]+)\/([^/]+)(\/.*)$/.exec(ctx.path);
    if (!m) return next();
    ctx.set('access-control-allow-origin', '*');
    if (ctx.method === 'OPTIONS') {
      ctx.set('access-control-allow-methods', 'GET, POST');
      ctx.set('access-control-allow-headers', 'Content-Type, Accept');
      ctx.status = 204;
      return;
    }
    const [name, fix] = decodeURIComponent(m[2]).split('~fix');
    const odd = TABLES[m[1]]?.[name];
    if (!odd) throw new Error(`no odd answer ${m[1]}/${name}`);
    let body = '';
    for await (const chunk of ctx.req) body += chunk;
    const real = await fetch(`${service.url}${m[3]}${ctx.querystring ? `?${ctx.querystring}` : ''}`, ctx.method === 'POST' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body } : {});
    const answer = await real.json();
    const key = endpointOf(m[3]);
    const once = fix !== undefined && fixed.has(fix + key);
    if (fix !== undefined && key in odd) fixed.add(fix + key);
    const planned = once || !(key in odd) ? answer : typeof odd[key] === 'function' ? odd[key](answer) : odd[key];
    ctx.status = 200;
    if (planned && typeof planned === 'object' && 'raw' in planned) {
      ctx.type = 'text/html';
      ctx.body = planned.raw;
    } else {
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(planned);
    }
  };
}

/**
 * Autocomplete answers of the mock; modes: xss (hostile text and URLs), redirect
 * (javascript: suggested_url), stable (two products answer every query, first for a
 * one-letter query and second and third for longer ones, below a product of that query alone).
 */
function autocompleteBody(q, mode) {
  const hostile = '<img src=x onerror="window.__pwned=1"> Speaker';
  const item = (identity, title) => ({ identity, type: 'item', attributes: { title, price: 1 } });
  const kept = [item('keep-1', 'Kept one'), item('keep-2', 'Kept two')];
  const hits = mode === 'xss'
    ? [{ identity: 'x1', type: 'item', attributes: { title: `${hostile.slice(0, -7)} <em>Spe</em>aker`, 'title.untouched': hostile, url: 'javascript:window.__pwned=2', image_link: 'javascript:window.__pwned=3', price: 10 } }]
    : mode === 'long' ? [item('long-1', 'W'.repeat(5000)), item('long-2', 'word '.repeat(1000))]
    : mode === 'untitled' ? [{ identity: 'u-1', type: 'item', attributes: { title: { en: 'Object title' }, 'title.untouched': 'Aurora Speaker', price: 1 } }]
    : mode === 'stable' ? (q.length > 1 ? [item(`only-${q}`, `Only for ${q}`), ...kept] : [...kept, item(`only-${q}`, `Only for ${q}`)])
    : [{ identity: `r-${q}`, type: 'item', attributes: { title: `Result for ${q}`, price: 1 } }, { identity: `q-${q}`, type: 'query', attributes: { title: `${q} more` } }];
  return { exact_match_hits_count: hits.length, partial_match_hits_count: 0, partial_match_terms: [], hits, campaigns: [], suggested_url: mode === 'redirect' ? 'javascript:window.__pwned=4' : null };
}

/** Recommended hits of the mock's xss mode: hostile text and URLs in every field a card shows. */
function hostileHits() {
  const hostile = '<img src=x onerror="window.__pwned=1">';
  return [{ identity: 'x1', url: 'x1', type: 'item', attributes: { title: `${hostile} Speaker`, brand: hostile, url: 'javascript:window.__pwned=2', image_link: 'javascript:window.__pwned=3', price: 10 } }];
}

/**
 * Search answers of the mock; modes: xss (hostile text and URLs everywhere a response
 * carries them), go (a same-origin suggested_url), hits (three plain hits of the query).
 */
function searchBody(q, mode, count) {
  const hostile = '<img src=x onerror="window.__pwned=1">';
  const hit = (url, title, extra = {}) => ({ url, type: 'item', attributes: { title, price: 10, ...extra } });
  const results = { query: q, total_hits: 0, hits: [], facets: [], filters: [], quicksearch_hits: [], campaigns: [], offset: '0', guid: `g${count}` };
  if (mode === 'go') return { results: { ...results, suggested_url: '/test/browser/fixtures/blank.html?redirected=1' } };
  if (mode === 'hits') return { results: { ...results, total_hits: 3, hits: [hit(`${q}-1`, `${q} one`), hit(`${q}-2`, `${q} two`), hit(`${q}-3`, `${q} three`)] } };
  // Words longer than any box: a title, a brand and a category link of thousands of letters.
  if (mode === 'long') {
    const word = 'W'.repeat(5000);
    return { results: { ...results, total_hits: 2, hits: [hit(`${q}-1`, word, { brand: word }), hit(`${q}-2`, `${q} two`)], quicksearch_hits: [{ url: 'c1', type: 'category', attributes: { title: word, url: '/c1' } }] } };
  }
  // A Japanese catalog's titles: words without spaces between them.
  if (mode === 'ja') return { results: { ...results, total_hits: 1, hits: [hit(`${q}-1`, 'ソニーの4K液晶テレビと高音質なワイヤレスヘッドホンのお得なセットです')] } };
  // A facet of 3,000 values (a marketplace's brands, asked for without a limit).
  if (mode === 'manyvalues') {
    const values = Array.from({ length: 3000 }, (_, i) => ({ value: `Brand ${String(i + 1).padStart(4, '0')}`, hits_count: 3000 - i }));
    return { results: { ...results, total_hits: 1, hits: [hit(`${q}-1`, `${q} one`)], facets: [{ name: 'brand', type: 'text', values }] } };
  }
  // Facet values without their hits_count (a broken service): a category tree sums them.
  if (mode === 'nocounts') {
    return { results: { ...results, total_hits: 1, hits: [hit(`${q}-1`, `${q} one`)], facets: [
      { name: 'category_path', type: 'text', values: [{ value: 'Audio' }, { value: 'Audio||Headphones' }] },
      { name: 'brand', type: 'text', values: [{ value: 'Auralis' }, { value: 'Nordby', hits_count: 2 }] },
    ] } };
  }
  return {
    results: {
      ...results, total_hits: 1, corrected_query: `${hostile}<em>fixed</em>`,
      suggested_url: 'javascript:window.__pwned=2',
      hits: [hit('x1', `${hostile} <em>Spe</em>aker`, { 'title.untouched': `${hostile} Speaker`, url: 'javascript:window.__pwned=3', image_link: 'javascript:window.__pwned=4', brand: hostile })],
      facets: [{ name: 'brand', type: 'text', values: [{ value: hostile, hits_count: 1, normalized_hits_count: 1 }] }],
      quicksearch_hits: [{ url: 'c1', type: 'category', attributes: { title: hostile, url: 'javascript:window.__pwned=5' } }],
      campaigns: [{ id: 1, target_url: 'javascript:window.__pwned=6', banners: { search_header: { desktop_url: 'javascript:window.__pwned=7' } } }],
      query_rewrite: { original_query: q, rewritten_query: hostile },
    },
  };
}

/**
 * Test command `ss-lose-answers` { count, url }: the next `count` requests whose URL
 * contains `url` reach the server, but their answers are lost on the way back (the
 * browser sees a network error), as when a connection drops after the server stored.
 */
function loseAnswers() {
  return {
    name: 'ss-lose-answers',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ss-lose-answers') return undefined;
      const page = session.browser.getPage(session.id);
      let left = payload.count;
      const matcher = (url) => url.href.includes(payload.url);
      // Once the answers are lost the route goes: a page with a route pauses every request
      // until Playwright lets it go, and a keepalive request of a frame that navigated away
      // (the tracker's pagehide path, tested next in the same page) can stay paused for good.
      const handler = async (route) => {
        if (left <= 0) return route.continue();
        left--;
        await route.fetch();
        await route.abort('connectionreset');
        if (left === 0) await page.unroute(matcher, handler);
      };
      await page.route(matcher, handler);
      return true;
    },
  };
}

/**
 * Test commands `ss-hold` { url } and `ss-release` { url }: this page's requests whose URL
 * contains `url` wait unanswered from `ss-hold` until `ss-release`, as on a slow network
 * (the page's own route: other test files' pages are not held).
 */
function holdRequests() {
  const held = new Map();
  return {
    name: 'ss-hold',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ss-hold' && command !== 'ss-release') return undefined;
      const page = session.browser.getPage(session.id);
      const key = `${session.id} ${payload.url}`;
      if (command === 'ss-release') {
        const { release, matcher, handler, routes } = held.get(key);
        held.delete(key);
        release();
        // Let go before the route goes (unroute would answer them itself).
        await Promise.all(routes);
        await page.unroute(matcher, handler);
        return true;
      }
      let release;
      const gate = new Promise((resolve) => (release = resolve));
      const matcher = (url) => url.href.includes(payload.url);
      const routes = [];
      const handler = (route) => routes.push(gate.then(() => route.continue()));
      await page.route(matcher, handler);
      held.set(key, { release, matcher, handler, routes });
      return true;
    },
  };
}

/**
 * The elements fetch a dictionary as `<folder of the i18n runtime>/locales/<lang>.js`, the
 * name the build gives it (scripts/rollup-locales.mjs); the tests run the source, so that name
 * is answered with the source's `.ts`, which esbuild serves as JavaScript.
 */
function sourceDictionaries() {
  return (ctx, next) => {
    const m = /^\/src\/i18n\/locales\/([a-z]+)\.js$/.exec(ctx.path);
    if (m) ctx.path = `/src/i18n/locales/${m[1]}.ts`;
    return next();
  };
}

export default {
  hostname: '127.0.0.1',
  middleware: [mockMiddleware(), oddAnswers(), sourceDictionaries()],
  files: ['src/{core,tracker,i18n,components,loader}/**/*.test.ts', 'test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 2,
  plugins: [esbuildPlugin({ ts: true, target: 'es2021', tsconfig: './tsconfig.base.json' }), localService(), loseAnswers(), holdRequests()],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } })],
  testFramework: { config: { timeout: 10000 } },
};
