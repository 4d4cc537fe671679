/**
 * The events inspector of the local service, under /inspect/ (docs/inspect.md): the page,
 * its live stream of Events API requests (Server-Sent Events), the search analytics, and
 * the exports. Nothing here is cached by the browser (`Cache-Control: no-store`), and
 * every answer but the login form's needs the access InspectAccess grants.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Analytics } from '../../inspect/model/analytics.js';
import { filterFrom, matches } from '../../inspect/model/filter.js';
import type { EventsApi } from '../analytics/events.js';
import { HttpError, readBody, send } from '../http.js';
import type { Site } from '../sites.js';
import { InspectAccess } from './access.js';
import { SearchFigures } from './analytics.js';
import { analyticsCsv } from './csv.js';
import { InspectLog } from './log.js';
import { inspectorPage, loginPage } from './page.js';

const HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};
const HTML = { ...HEADERS, 'content-type': 'text/html; charset=utf-8' };
/** Bytes a slow page may leave unread on its stream before it is cut off (it reconnects and catches up). */
const STREAM_BACKLOG = 1024 * 1024;
const KEEPALIVE_MS = 20_000;

export class Inspector {
  readonly log = new InspectLog();
  private access?: InspectAccess;
  private readonly figures = new Map<string, SearchFigures>();

  constructor(private readonly sites: Map<string, Site>, events: EventsApi, private readonly distDir: string) {
    events.observer = this.log.observe;
  }

  /** Once the service listens: who may see the inspector depends on where it listens. */
  listening(address: string, publicUrl?: string): void {
    this.access = new InspectAccess(new Map([...this.sites].map(([id, site]) => [id, site.keys.privateKey])), address, publicUrl);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      await this.route(req, res, url);
    } catch (error) {
      if (!(error instanceof HttpError) || res.headersSent) throw error;
      send(req, res, error.status, error.body, { ...HEADERS, ...error.headers });
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    if (path === '/inspect') return redirect(res, '/inspect/');
    const access = this.access!;
    if (path === '/inspect/login') {
      if (req.method !== 'POST') throw new HttpError(405, 'POST the login form.', { allow: 'POST' });
      const form = new URLSearchParams((await readBody(req, 4096)).toString('utf8'));
      const site = form.get('tracker_id') ?? '';
      try {
        const cookie = access.login(req, site, form.get('key') ?? '');
        return redirect(res, `/inspect/?tracker_id=${encodeURIComponent(site)}`, { 'set-cookie': cookie });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return send(req, res, error.status, loginPage([...this.sites.keys()], site, String(error.body)), { ...HTML, ...error.headers });
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'The events inspector answers GET.', { allow: 'GET, HEAD' });
    const allowed = access.sitesOf(req);
    const asked = url.searchParams.get('tracker_id') ?? allowed[0] ?? [...this.sites.keys()][0];
    const site = this.sites.get(asked);
    if (!site) throw new HttpError(404, `No site ${JSON.stringify(asked)} on this service (tracker_id).`);
    if (!allowed.includes(asked)) {
      if (path === '/inspect/') return send(req, res, 401, loginPage([...this.sites.keys()], asked), HTML);
      throw new HttpError(401, { message: `Sign in with the private key of ${JSON.stringify(asked)} at /inspect/ first.` });
    }
    switch (path) {
      case '/inspect/':
        return send(req, res, 200, inspectorPage(asked, allowed), HTML);
      case '/inspect/inspect.js': {
        const file = join(this.distDir, 'inspect', 'inspect.js');
        if (!existsSync(file)) throw new HttpError(404, 'dist/inspect/inspect.js is missing: run `npm run build`.');
        return send(req, res, 200, readFileSync(file), { ...HEADERS, 'content-type': 'text/javascript; charset=utf-8' });
      }
      case '/inspect/api/stream':
        return this.stream(req, res, asked);
      case '/inspect/api/analytics':
        return send(req, res, 200, this.analytics(site, url.searchParams.get('variant') ?? undefined), HEADERS);
      case '/inspect/export/events.jsonl': {
        const filter = filterFrom(url.searchParams);
        const lines = this.log.since(asked).filter((r) => matches(r, filter)).map((r) => JSON.stringify(r) + '\n');
        return send(req, res, 200, lines.join(''), { ...HEADERS, 'content-type': 'application/x-ndjson; charset=utf-8', 'content-disposition': `attachment; filename="events-${fileName(asked)}.jsonl"` });
      }
      case '/inspect/export/analytics.csv': {
        const all = this.analytics(site);
        const scopes = [{ scope: 'all', figures: all }, ...all.variants.map((v) => ({ scope: `variant:${v.variant}`, figures: this.analytics(site, v.variant) }))];
        return send(req, res, 200, analyticsCsv(scopes), { ...HEADERS, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="analytics-${fileName(asked)}.csv"` });
      }
      default:
        throw new HttpError(404, `Nothing at ${path}. The events inspector is at /inspect/.`);
    }
  }

  /** The figures over the site's stored events (the Events API's log), reading only the events added since the last time. */
  private analytics(site: Site, variant?: string): Analytics {
    let figures = this.figures.get(site.trackerId);
    if (!figures) this.figures.set(site.trackerId, (figures = new SearchFigures()));
    const stored = site.analytics.events;
    for (let i = figures.read; i < stored.length; i++) figures.add(stored[i].event, Date.parse(stored[i].received_at));
    return figures.figures(variant);
  }

  /**
   * Server-Sent Events: first `history` (the site's kept requests after Last-Event-ID, as
   * one JSON array), then each new request as a message whose id is its `seq`.
   */
  private stream(req: IncomingMessage, res: ServerResponse, site: string): void {
    const after = Number(req.headers['last-event-id'] ?? 0) || 0;
    res.writeHead(200, { ...HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive' });
    const history = this.log.since(site, after);
    res.write(`retry: 1000\n${history.length ? `id: ${history.at(-1)!.seq}\n` : ''}event: history\ndata: ${JSON.stringify(history)}\n\n`);
    const stop = this.log.watch(site, (seq, json) => {
      if (res.writableLength > STREAM_BACKLOG) return void res.destroy();
      res.write(`id: ${seq}\ndata: ${json}\n\n`);
    });
    const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
    res.on('close', () => {
      stop();
      clearInterval(keepalive);
    });
  }
}

const fileName = (site: string) => site.replace(/[^\w.-]+/g, '_');

function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(303, { ...HEADERS, ...headers, location });
  res.end();
}
