/**
 * Test control routes of the local service (ServerOptions.testControl, never on by
 * default): the stored events and request statistics of the Events API, its limits and
 * injected faults, and the log of query requests (`/__test/queries?has=<marker>`). No reset of the statistics: test files run side by side on one service,
 * and each reads its own client_id's lines of the request log; `/config {}` restores the
 * spec's limits and no faults.
 */
import { SPEC_LIMITS, type EventFaults, type EventLimits } from './analytics/events.js';
import { readBody } from './http.js';
import { parseJson } from './json.js';
import type { Routes } from './routes/context.js';

export const TEST_ROUTES: Routes = {
  '/__test/events': {
    GET: (ctx, url) => {
      const trackerId = url.searchParams.get('tracker_id') ?? 'demo';
      const client = url.searchParams.get('client_id');
      const events = (ctx.sites.get(trackerId)?.analytics.events ?? []).map((r) => r.event).filter((e) => client === null || String(e.client_id) === client);
      const stats = ctx.events!.stats;
      return { events, stats: { ...stats, log: client === null ? stats.log : stats.log.filter((l) => l.client === client) } };
    },
  },
  /** The query requests whose query string or body holds `has` (a test's own marker), oldest first. */
  '/__test/queries': {
    GET: (ctx, url) => {
      const has = url.searchParams.get('has') ?? '';
      return (ctx.queries ?? []).filter((q) => decodeURIComponent(q.query.replace(/\+/g, ' ')).includes(has) || q.body?.includes(has));
    },
  },
  '/__test/events/config': {
    POST: async (ctx, _url, req) => {
      const body = parseJson((await readBody(req)).toString('utf8') || '{}') as { limits?: Partial<EventLimits>; faults?: EventFaults };
      ctx.events!.limits = { ...SPEC_LIMITS, ...body.limits };
      ctx.events!.setFaults(body.faults ?? {});
      return { limits: ctx.events!.limits, faults: body.faults ?? {} };
    },
  },
};
