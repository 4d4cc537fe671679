/**
 * The local API-compatible service: every query endpoint of query-api.md section 4 at
 * its exact path on one origin, the demo pages under /demo/ and the built dist/.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { IndexObject } from '../core/types.js';
import { GENERATOR_VERSION } from './catalog/generator.js';
import { demoCatalog, readCatalog } from './catalog/load.js';
import { EventsApi, SPEC_LIMITS, type EventFaults, type EventLimits } from './analytics/events.js';
import { BODIES, CORS, HttpError, send, type Replacer } from './http.js';
import { IndexingApi, type IndexingOptions } from './indexing/api.js';
import { Inspector } from './inspect/inspector.js';
import { parseMerchandising, type MerchandisingFile } from './merchandising.js';
import { autocomplete } from './routes/autocomplete.js';
import { personalizedTopItems, topItems, trendingQueries } from './routes/popular.js';
import { recommend } from './routes/recommend.js';
import { getSearch, postSearch } from './routes/search.js';
import type { LoggedQuery, RouteContext, Routes } from './routes/context.js';
import { DEMO_SITE, Site, type SiteKeys } from './sites.js';
import { packageRoot } from './paths.js';
import { withHeader } from './demo-header.js';
import { withLanguage } from './html.js';
import { serverDrawn } from './ssr.js';
import { demoLanguage, LANGUAGE_COOKIE, withoutScript } from './demo-pages.js';
import { withModulePreloads } from './preload.js';
import { serveFile } from './static.js';
import { TEST_ROUTES } from './test-control.js';
import { warmUp } from './warm-up.js';

export interface ServerOptions {
  /** Port; 0 (default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Sites (tracker_id and keys). Default: the demo site. */
  sites?: SiteKeys[];
  /** Catalog file (JSON array, `{objects}` or JSON Lines) for the first site; default the demo catalog. */
  catalog?: string;
  /** Objects to serve for the first site instead of a file (tests). */
  objects?: IndexObject[];
  /** Where catalogs persist; without it everything lives in memory. */
  dataDir?: string;
  /** Merchandising rules keyed by tracker_id; default `merchandising.json` of the demo folder, when there is one. */
  merchandising?: string | MerchandisingFile;
  /** Folder served under /demo/; default the package's own demo/ (it ships in the package). */
  demoDir?: string;
  /** Folder served under /dist/; default the package's own dist/. */
  distDir?: string;
  /** Log one line per request to stderr. */
  log?: boolean;
  /**
   * Where status lines go: a data dir's index snapshot restored, or rebuilt and why, and
   * the progress of a long catalog load. Default: stderr.
   */
  status?: (line: string) => void;
  /**
   * The origin absolute URLs in answers start with (`next_page`), e.g. behind a proxy
   * `https://search.example.com`. Default: the address the service listens on. The
   * request's Host header is never used for them.
   */
  publicUrl?: string;
  /** Indexing API limits, fault injection and timings (docs/server.md). */
  indexing?: IndexingOptions;
  /** Events API limits (default: the spec's 30 per 15 s and 400 per session) and fault injection. */
  events?: { limits?: Partial<EventLimits>; faults?: EventFaults };
  /**
   * Test control endpoints: POST /__test/events/config ({ limits, faults }),
   * GET /__test/events (stored events and request statistics; `client_id` narrows the log).
   * For test suites only; never on by default.
   */
  testControl?: boolean;
}

export interface RunningServer {
  /** Origin of the service, e.g. http://127.0.0.1:8787 */
  url: string;
  sites: Map<string, Site>;
  server: Server;
  close(): Promise<void>;
}

/** Query endpoints: path -> method -> handler. */
const ROUTES = {
  '/search': { GET: (ctx, url) => getSearch(ctx, url) },
  '/v2/search': { POST: (ctx, url, req) => postSearch(ctx, url, req) },
  '/v3/autocomplete': { GET: (ctx, url) => autocomplete(ctx, url, 3) },
  '/autocomplete/v2': { GET: (ctx, url) => autocomplete(ctx, url, 2) },
  '/autocomplete': { GET: (ctx, url) => autocomplete(ctx, url, 1) },
  '/v1/top_items': { GET: (ctx, url) => topItems(ctx, url) },
  '/v1/personalized_top_items': { GET: (ctx, url) => personalizedTopItems(ctx, url) },
  '/v2/trending_queries': { GET: (ctx, url) => trendingQueries(ctx, url) },
  // The recommender answers every method itself: anything but POST is a 405 in its own shape.
  '/v1/recommend': { '*': (ctx, url, req) => recommend(ctx, url, req, 1) },
  '/v2/recommend': { '*': (ctx, url, req) => recommend(ctx, url, req, 2) },
  // Indexing API, signed (src/server/indexing/). PATCH /v1/content: the v1 partial update
  // the spec does not describe, served like the v2 one (docs/server.md).
  '/v1/content': {
    POST: (ctx, _url, req) => ctx.indexing!.contentUpdate(req),
    PATCH: (ctx, _url, req) => ctx.indexing!.partialUpdate(req),
    DELETE: (ctx, _url, req) => ctx.indexing!.remove(req),
  },
  '/v2/content': {
    POST: (ctx, _url, req) => ctx.indexing!.contentUpdate(req),
    PATCH: (ctx, _url, req) => ctx.indexing!.partialUpdate(req),
  },
  '/v1/update_by_query': {
    PATCH: (ctx, _url, req) => ctx.indexing!.updateByQuery(req, 1),
    GET: (ctx, url, req) => ctx.indexing!.jobStatus(req, url, 1),
  },
  '/v2/update_by_query': {
    PATCH: (ctx, _url, req) => ctx.indexing!.updateByQuery(req, 2),
    GET: (ctx, url, req) => ctx.indexing!.jobStatus(req, url, 2),
  },
  '/v1/content_export': { GET: (ctx, url, req) => ctx.indexing!.exportPage(req, url) },
  '/v1/content/commit': { POST: (ctx, url, req) => ctx.indexing!.commit(req, url) },
  // Events API: {events_url} is <origin>/events. text/plain bodies need no preflight.
  '/events': { POST: (ctx, _url, req) => ctx.events!.request(req) },
} satisfies Routes;

/** The query endpoints: their answers name the service's own files by absolute URL (ownFiles). */
const QUERY_PATHS = new Set(['/search', '/v2/search', '/v3/autocomplete', '/autocomplete/v2', '/autocomplete', '/v1/top_items',
  '/v1/personalized_top_items', '/v2/trending_queries', '/v1/recommend', '/v2/recommend']);

/**
 * Paths of the files the service serves itself (`/demo/...`: the demo catalog's product pages
 * and images, its banners and redirects) become absolute URLs on its public origin, so that a
 * page of any origin that shows the answer can follow them. Other paths (a shop's own site)
 * are answered as they are stored.
 */
function ownFiles(origin: string): Replacer {
  return (_key, value) => (typeof value === 'string' && value.startsWith('/demo/') ? origin + value : value);
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const root = options.demoDir === undefined || options.distDir === undefined ? packageRoot() : '';
  const demoDir = resolve(options.demoDir ?? join(root, 'demo'));
  const distDir = resolve(options.distDir ?? join(root, 'dist'));
  const rules = loadRules(options.merchandising, demoDir);
  // The port before the catalogs: one in use fails at once, not after a catalog has been
  // indexed (35 s at a million products). The sites are built synchronously after it, so no
  // request is read before its listener is on; one that comes meanwhile waits for it.
  const server = createServer();
  server.keepAliveTimeout = 5000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => ok());
  });
  let sites: Map<string, Site>;
  try {
    sites = openSites(options, rules);
  } catch (error) {
    await new Promise((ok) => server.close(ok));
    throw error;
  }
  const events = new EventsApi(sites, { ...SPEC_LIMITS, ...options.events?.limits }, options.events?.faults);
  const ctx: RouteContext = { sites, events, indexing: new IndexingApi(sites, options.indexing), inspector: new Inspector(sites, events, distDir) };
  const routes: Routes = options.testControl ? { ...ROUTES, ...TEST_ROUTES } : ROUTES;
  if (options.testControl) ctx.queries = [];

  let origin = '';
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    handle(ctx, routes, req, res, requestUrl(req.url, origin), demoDir, distDir)
      .catch((error: unknown) => replyError(req, res, error))
      .finally(() => {
        if (options.log) process.stderr.write(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms\n`);
      });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  origin = options.publicUrl?.replace(/\/+$/, '') ?? url;
  ctx.inspector!.listening(address.address, options.publicUrl);
  return {
    url,
    sites,
    server,
    // Connections first, then whatever the data dirs have not written yet.
    close: () => new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }).then(() => Promise.all([...sites.values()].map((site) => site.close()))).then(() => undefined),
  };
}

/** The sites and their catalogs: the first site's from the options (the demo catalog by default), the others empty. */
function openSites(options: ServerOptions, rules: MerchandisingFile): Map<string, Site> {
  const keys = options.sites?.length ? options.sites : [DEMO_SITE];
  const say = options.status ?? ((line: string) => process.stderr.write(`${line}\n`));
  const sites = new Map<string, Site>();
  keys.forEach((k, i) => {
    const site = new Site(k, rules[k.trackerId], options.dataDir ? join(options.dataDir, k.trackerId) : undefined, say);
    if (i === 0) {
      if (options.objects) site.index.load(options.objects);
      else if (options.catalog) {
        const file = resolve(options.catalog);
        site.loadCatalog(`file:${file}:${statSync(file).mtimeMs}`, () => readCatalog(file));
      } else site.loadCatalog(`demo-generator:v${GENERATOR_VERSION}`, () => demoCatalog());
    } else {
      site.loadCatalog('empty', () => []);
    }
    // Replay the site's event log now, so rankings reflect past events from the start.
    void site.analytics;
    warmUp(site);
    sites.set(k.trackerId, site);
  });
  return sites;
}

function loadRules(option: ServerOptions['merchandising'], demoDir: string): MerchandisingFile {
  if (option && typeof option === 'object') return option;
  const file = option ?? join(demoDir, 'merchandising.json');
  if (!existsSync(file)) {
    if (option) throw new Error(`${file}: merchandising file not found`);
    return {};
  }
  return parseMerchandising(readFileSync(file, 'utf8'), file);
}

/**
 * The request's URL on the service's own origin: its path and query only (from an
 * origin-form or absolute-form target), whatever the Host header says.
 */
function requestUrl(target: string | undefined, origin: string): URL | undefined {
  try {
    const path = !target ? '/' : target.startsWith('/') ? target : ((u) => u.pathname + u.search)(new URL(target));
    return new URL(origin + path.replace(/^\/+/, '/'));
  } catch {
    return undefined;
  }
}

async function handle(ctx: RouteContext, routes: Routes, req: IncomingMessage, res: ServerResponse, url: URL | undefined, demoDir: string, distDir: string): Promise<void> {
  if (!url) throw new HttpError(400, 'Malformed request target.');
  const route = routes[url.pathname] ?? routes[url.pathname.replace(/\/$/, '')];
  if (route) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    const handler = route[req.method ?? 'GET'] ?? route['*'] ?? (req.method === 'HEAD' ? route.GET : undefined);
    if (!handler) throw new HttpError(405, `Method ${req.method} not allowed on ${url.pathname}.`, { allow: Object.keys(route).join(', ') });
    const body = await handler(ctx, url, req);
    const query = QUERY_PATHS.has(url.pathname.replace(/\/$/, ''));
    if (query && ctx.queries) logQuery(ctx.queries, { method: req.method ?? 'GET', path: url.pathname, query: url.search, body: BODIES.get(req)?.toString('utf8') });
    send(req, res, 200, body, CORS, query ? ownFiles(url.origin) : undefined);
    return;
  }
  if (url.pathname === '/' || url.pathname === '/demo') {
    res.writeHead(302, { location: '/demo/' });
    res.end();
    return;
  }
  if (ctx.inspector && /^\/inspect(\/|$)/.test(url.pathname)) return ctx.inspector.handle(req, res, url);
  if (url.pathname.startsWith('/demo/')) {
    // The results and category pages are drawn here, as a shop's server would (ssr.ts); the product and home pages hold what shows without script (demo-pages.ts).
    // The files the script a page needs first imports are listed in it, so they come with it (preload.ts).
    // The demo's language (?lang=, then the cookie a former ?lang= left): a page with its switch (lang.js, which sets it in the
    // browser) says it in its <html lang dir>, where the renderer and the pages without script read it, script off too.
    const { lang, chosen } = demoLanguage(url, req.headers.cookie);
    if (chosen) res.setHeader('set-cookie', `${LANGUAGE_COOKIE}=${chosen}; Path=/demo/; Max-Age=31536000; SameSite=Lax`);
    const preloaded = (html: string) => {
      const listed = withModulePreloads(html, { '/dist/': distDir, '/demo/': demoDir });
      return listed.includes('/demo/assets/lang.js') ? withHeader(withLanguage(listed, lang), url, lang, demoDir) : listed;
    };
    const page = /^\/demo\/(search|listing)\.html$/.test(url.pathname)
      ? (html: string) => serverDrawn(preloaded(html), url, distDir, (search) => getSearch(ctx, search), ownFiles(url.origin))
      : async (html: string) => withoutScript(preloaded(html), url, { search: (search) => getSearch(ctx, search), trending: (asked) => trendingQueries(ctx, asked) }, lang);
    return serveFile(req, res, demoDir, url.pathname.slice('/demo/'.length), page);
  }
  if (url.pathname.startsWith('/dist/')) return serveFile(req, res, distDir, url.pathname.slice('/dist/'.length));
  throw new HttpError(404, `Nothing at ${url.pathname}. The query API lives at ${Object.keys(ROUTES).join(', ')}; the demo at /demo/.`);
}

/** The request log of the test routes: the last 5,000 query requests answered. */
function logQuery(log: LoggedQuery[], entry: LoggedQuery): void {
  log.push(entry);
  if (log.length > 5000) log.splice(0, log.length - 5000);
}

function replyError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    send(req, res, error.status, error.body, { ...CORS, ...error.headers });
    return;
  }
  process.stderr.write(`ss-serve: internal error on ${req.method} ${req.url}: ${(error as Error)?.stack ?? String(error)}\n`);
  send(req, res, 500, { type: 'internal_error', message: 'Internal error; see the service log.' }, CORS);
}
