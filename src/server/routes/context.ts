/** What every route handler gets (the sites, the Events API, the indexing API), and the shape of a route table. */
import type { IncomingMessage } from 'node:http';
import type { EventsApi } from '../analytics/events.js';
import type { IndexingApi } from '../indexing/api.js';
import type { Inspector } from '../inspect/inspector.js';
import type { Site } from '../sites.js';

export interface RouteContext {
  sites: Map<string, Site>;
  /** The Events API (absent in handler-only uses such as benchmarks). */
  events?: EventsApi;
  /** The signed indexing API. */
  indexing?: IndexingApi;
  /** The events inspector under /inspect/. */
  inspector?: Inspector;
  /** The query API requests received, newest last (test control only: `/__test/queries`). */
  queries?: LoggedQuery[];
}

export interface LoggedQuery {
  method: string;
  path: string;
  /** The query string, with its `?`. */
  query: string;
  /** A POST's body, as sent. */
  body?: string;
}

/** One endpoint's answer for a method: the JSON body of a 200, or a thrown HttpError. */
export type Handler = (ctx: RouteContext, url: URL, req: IncomingMessage) => unknown;

/** Path -> method (`*` for every method) -> handler. */
export type Routes = Record<string, Partial<Record<string, Handler>>>;
