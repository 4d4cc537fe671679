/**
 * The Events API of the local service (`POST <origin>/events`): validation, the per
 * client rate limits, de-duplication by event id, an append-only log per site, and the
 * feeds (popularity, per context too, trending queries, user histories and tastes) that
 * the query API reads.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { rng } from '../random.js';
import { HttpError, readBody } from '../http.js';
import { EVENT_LIMITS } from '../../core/spec.js';
import { waitForSlot } from '../../core/rate.js';
import type { SiteIndex } from '../engine/site-index.js';
import { validateEvent } from './validate.js';
import { LearnedModels } from './learned.js';
import { Taste } from './taste.js';
import { TrendingQueries } from './trending.js';
import type { Affinities } from '../engine/rank-factors.js';
import { parseJson } from '../json.js';
import { EVENTS_PER_ADDRESS } from '../limits.js';
import type { Verdict } from '../../inspect/model/record.js';

/** The Events API's limits: the spec's (core/spec.ts) and events per source address; tests may change them. */
export type EventLimits = { -readonly [K in keyof typeof EVENT_LIMITS]: number } & { perAddress: number };

export const SPEC_LIMITS: EventLimits = { ...EVENT_LIMITS, perAddress: EVENTS_PER_ADDRESS };

/** What SiteAnalytics needs of its site: where to keep the log, and the index that events make popular. */
export interface AnalyticsSite {
  readonly dir?: string;
  readonly index: Pick<SiteIndex, 'get' | 'bump' | 'column' | 'replaying'>;
}

/** Fault injection for tests of the tracker's delivery (never on by default). */
export interface EventFaults {
  /** Share of event POSTs answered with a 5xx before anything is stored (0..1). */
  errorRate?: number;
  /** Every `every` requests, `length` of them are answered 429 with Retry-After `retryAfter` s. */
  burst429?: { every: number; length: number; retryAfter?: number };
  seed?: number;
  /** Only events whose client_id starts with this are affected (tests running side by side). */
  clientPrefix?: string;
  /**
   * Limits for the affected clients' events only (the window also bounds the per-address
   * count those events are checked against); everyone else keeps the service's.
   */
  limits?: Partial<Pick<EventLimits, 'perClient' | 'windowMs' | 'perSession' | 'sessionMs' | 'perAddress'>>;
}

/**
 * What became of one POST /events, for an observer (the events inspector,
 * src/server/inspect/): told of every request, accepted or not, as it is decided.
 */
export interface EventOutcome {
  /** When it was received (ms). */
  t: number;
  status: number;
  verdict: Verdict;
  /** The answer's message, when it was not simply accepted. */
  message?: string;
  /** The field at fault, when one is. */
  field?: string;
  /** The body, when it was a JSON object. */
  event?: Record<string, unknown>;
  /** The body as received; absent when it was too large to be read. */
  raw?: Buffer;
  bytes: number;
  /** The tracker_id it names, when that is one of the service's sites. */
  site?: string;
  /** The request's Referer: the page that sent it. */
  page?: string;
}

const tooLarge = (max: number) => `Request too large: at most ${max} bytes, one event per request.`;

/** How long a local_timestamp may lie in the future or the past before the event is dropped. */
const FUTURE_SLACK_S = 5 * 60;
const MAX_AGE_S = 7 * 24 * 3600;
const WEIGHTS: Record<string, number> = { pv: 1, click: 3, conversion: 5, transaction: 10 };
const HISTORY = 50;

interface Received {
  received_at: string;
  /** The source address it came from ('' in logs written before addresses were kept). */
  from?: string;
  event: Record<string, unknown>;
}

/** What the service knows of one user (`customer_id`, else `client_id`). */
interface User {
  /** Search Results queries that found something, newest first. */
  queries: string[];
  /** Identities viewed, clicked, converted or bought, newest first. */
  items: string[];
  /** Made at the first object the user touches. */
  taste?: Taste;
}

/** The `key:value` pairs of an event's `context` (the form `ctx[]` names them in). */
function contextPairs(context: unknown): string[] {
  if (!context || typeof context !== 'object') return [];
  return Object.entries(context).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)).map(([k, v]) => `${k}:${String(v)}`);
}

export interface EventStats {
  requests: number;
  accepted: number;
  duplicates: number;
  dropped: number;
  invalid: number;
  rateLimited: number;
  injected5xx: number;
  injected429: number;
  /**
   * Every POST with its client_id, status and time (ms), for pacing checks; `limited` marks a
   * 429 of the real rate limit (not an injected one). Tests read it for their own client_id:
   * the counters above are the whole service's, which test files running side by side share.
   */
  log: Array<{ t: number; client: string; status: number; id?: string; limited?: true }>;
}

/** Per-site analytics state: what the Events API stored and what the query API reads. */
export class SiteAnalytics {
  readonly events: Received[] = [];
  readonly seen = new Set<string>();
  /** Trending queries of everyone, and of each context pair. */
  private readonly searched = new TrendingQueries();
  private readonly searchedIn = new Map<string, TrendingQueries>();
  readonly users = new Map<string, User>();
  /** Viewed-together and bought-together pairs, learned as events arrive (learned.ts). */
  readonly learned = new LearnedModels();
  private readonly windows = new Map<string, number[]>();
  private readonly sessions = new Map<string, { last: number; count: number }>();

  constructor(private readonly site: AnalyticsSite) {
    const file = this.file;
    if (!file || !existsSync(file)) return;
    site.index.replaying(() => {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          const record = JSON.parse(line) as Received;
          this.seen.add(String(record.event.id));
          this.events.push(record);
          this.feed(record.event, Date.parse(record.received_at), record.from ?? '');
        } catch {
          // A torn last line (a crash mid-write) is skipped; everything before it counts.
        }
      }
    });
  }

  private get file(): string | undefined {
    return this.site.dir ? join(this.site.dir, 'events.jsonl') : undefined;
  }

  /** Rate and session limits for one more event of this client; the wait in seconds when over. */
  overLimit(client: string, now: number, limits: EventLimits): number | undefined {
    const window = (this.windows.get(client) ?? []).filter((t) => t > now - limits.windowMs);
    this.windows.set(client, window);
    const wait = waitForSlot(window, now, limits.perClient, limits.windowMs);
    if (wait > 0) return Math.max(1, Math.ceil(wait / 1000));
    const session = this.sessions.get(client);
    if (session && now - session.last < limits.sessionMs && session.count >= limits.perSession) {
      return Math.ceil((session.last + limits.sessionMs - now) / 1000);
    }
    return undefined;
  }

  /** Stores an accepted event: written to the log first, so an event is counted seen only once it is kept. */
  accept(event: Record<string, unknown>, now: number, from = ''): void {
    const record: Received = { received_at: new Date(now).toISOString(), from, event };
    const file = this.file;
    if (file) {
      mkdirSync(this.site.dir!, { recursive: true });
      appendFileSync(file, JSON.stringify(record) + '\n');
    }
    const client = String(event.client_id);
    const window = this.windows.get(client);
    if (window) window.push(now);
    else this.windows.set(client, [now]);
    const session = this.sessions.get(client);
    if (session && now - session.last < EVENT_LIMITS.sessionMs) {
      session.count++;
      session.last = now;
    } else this.sessions.set(client, { last: now, count: 1 });
    this.seen.add(String(event.id));
    this.events.push(record);
    this.feed(event, now, from);
  }

  /** Popularity, trending queries, user histories and tastes from one accepted event. */
  private feed(event: Record<string, unknown>, now: number, from: string): void {
    const user = String(event.customer_id ?? event.client_id);
    let history = this.users.get(user);
    if (!history) this.users.set(user, (history = { queries: [], items: [] }));
    const pairs = contextPairs(event.context);
    const index = this.site.index;
    // The object's popularity (everyone's and its context's) and the user's taste; a purchase line tells taste once, whatever the count.
    const touch = (identity: unknown, weight: number, tasteWeight = weight): identity is string => {
      const doc = typeof identity === 'string' ? index.get(identity) : undefined;
      if (!doc) return false;
      index.bump(doc.identity, weight, pairs);
      (history.taste ??= new Taste()).add((field) => {
        const values: string[] = [];
        index.column(field).each(doc.id, (value) => values.push(String(value)));
        return values;
      }, tasteWeight, now);
      remember(history.items, doc.identity);
      return true;
    };
    if (event.type === 'pv' && touch(event.url, WEIGHTS.pv)) this.learned.view(user, event.url, now);
    if (event.type === 'click') {
      const action = event.action as { type: string; resource_identifier: string };
      const identity = action.resource_identifier;
      if (touch(identity, action.type === 'click' ? WEIGHTS.click : WEIGHTS.conversion)) {
        if (action.type === 'click') this.learned.view(user, identity, now);
        else if (action.type === 'add-to-cart' || action.type === 'buy') this.learned.cart(user, identity, now);
      }
    }
    if (event.type === 'transaction') {
      const items = (event.items as Array<{ url: string; count: number }>).filter((item) => touch(item.url, WEIGHTS.transaction * item.count, WEIGHTS.transaction));
      this.learned.purchase(user, items.map((item) => item.url), now);
    }
    if (event.type === 'event') {
      const search = (event.lists as Record<string, { items?: unknown[]; query?: { string?: string } }>)['Search Results'];
      const text = search?.query?.string?.trim();
      // A search that found nothing is no suggestion for anyone.
      if (text && search!.items?.length) {
        this.searched.add(text, user, from, now);
        for (const pair of pairs) {
          let list = this.searchedIn.get(pair);
          if (!list) this.searchedIn.set(pair, (list = new TrendingQueries()));
          list.add(text, user, from, now);
        }
        remember(history.queries, text);
      }
    }
  }

  /**
   * Queries that found something for enough people (trending.ts), most searched first: of
   * the context pairs given (`ctx[]`) when their events searched any, else of everyone.
   */
  trending(contexts: readonly string[] = []): string[] {
    const lists = contexts.map((pair) => this.searchedIn.get(pair)).filter((list): list is TrendingQueries => !!list);
    const ofContext = lists.length ? TrendingQueries.top(lists) : [];
    return ofContext.length ? ofContext : TrendingQueries.top([this.searched]);
  }

  /** The taste of the users named (a customer's and a device's, say) at `now`; undefined when they have none. */
  taste(users: readonly string[], now = Date.now()): Affinities | undefined {
    const tastes = [...new Set(users)].map((user) => this.users.get(user)?.taste).filter((t): t is Taste => !!t);
    return tastes.length ? Taste.affinities(tastes, now) : undefined;
  }
}

function remember(list: string[], value: string): void {
  const at = list.indexOf(value);
  if (at >= 0) list.splice(at, 1);
  list.unshift(value);
  if (list.length > HISTORY) list.pop();
}

/** The Events API endpoint for every site of a service, with optional fault injection. */
export class EventsApi {
  readonly stats: EventStats = { requests: 0, accepted: 0, duplicates: 0, dropped: 0, invalid: 0, rateLimited: 0, injected5xx: 0, injected429: 0, log: [] };
  /** Told of every request's outcome as it is decided (the events inspector). */
  observer?: (outcome: EventOutcome) => void;
  private random: () => number;
  /** Accepted events per source address in the current window. */
  private readonly addresses = new Map<string, number[]>();

  constructor(
    private readonly sites: Map<string, { readonly analytics: SiteAnalytics }>,
    public limits: EventLimits = SPEC_LIMITS,
    private faults: EventFaults = {},
  ) {
    this.random = rng(faults.seed ?? 1);
  }

  setFaults(faults: EventFaults): void {
    this.faults = faults;
    this.random = rng(faults.seed ?? 1);
  }

  /** Reads one POST /events (the body within the size limit) and handles it: the JSON answer, or the HttpError to send. */
  async request(req: IncomingMessage): Promise<Record<string, unknown>> {
    const page = typeof req.headers.referer === 'string' ? req.headers.referer : undefined;
    const message = tooLarge(this.limits.maxBytes);
    let raw: Buffer;
    try {
      raw = await readBody(req, this.limits.maxBytes, { message });
    } catch (error) {
      // Its size as announced; a body sent in chunks says none: 0, "over the limit" (read up to it only).
      const bytes = Number(req.headers['content-length']) || 0;
      if (error instanceof HttpError && error.status === 413) this.observer?.({ t: Date.now(), status: 413, verdict: 'rejected', message, bytes, page });
      throw error;
    }
    return this.receive(raw, String(req.headers['content-type'] ?? ''), Date.now(), req.socket.remoteAddress ?? '', page);
  }

  /** Handles one POST body; returns the JSON answer or throws the HttpError to send. `page`: the Referer, for the observer. */
  receive(raw: Buffer, contentType: string, now = Date.now(), from = '', page?: string): Record<string, unknown> {
    const n = this.stats.requests++;
    let event: Record<string, unknown> | undefined;
    let client = '';
    let id: string | undefined;
    let site: string | undefined;
    const logged = (status: number, verdict: Verdict, message?: string, field?: string, limited?: true) => {
      this.stats.log.push({ t: now, client, status, id, limited });
      this.observer?.({ t: now, status, verdict, message, field, event, raw, bytes: raw.length, site, page });
    };
    const refuse = (status: number, verdict: Verdict, message: string, field?: string, headers?: Record<string, string>, limited?: true) => {
      logged(status, verdict, message, field, limited);
      return new HttpError(status, field ? { message, field } : { message }, headers);
    };
    if (raw.length > this.limits.maxBytes) throw refuse(413, 'rejected', tooLarge(this.limits.maxBytes));
    // (None at all is refused too: the spec asks for one, and a browser's fetch of a string body sends text/plain.)
    let body: unknown;
    let unreadable: string | undefined;
    try {
      body = parseJson(raw);
    } catch (error) {
      unreadable = (error as Error).message;
    }
    if (body && typeof body === 'object' && !Array.isArray(body)) event = body as Record<string, unknown>;
    // A body that names a site is shown to that site's owner (the inspector), a refused one too, not to every site's.
    site = this.sites.has(String(event?.tracker_id)) ? String(event!.tracker_id) : undefined;
    if (!/^(application\/json|text\/plain)\b/i.test(contentType)) {
      this.stats.invalid++;
      throw refuse(400, 'rejected', 'Content-Type must be application/json or text/plain.', 'Content-Type');
    }
    if (unreadable !== undefined) {
      this.stats.invalid++;
      throw refuse(400, 'rejected', `${unreadable}.`);
    }
    client = String(event?.client_id ?? '');
    id = typeof event?.id === 'string' ? event.id : undefined;
    const faulty = !this.faults.clientPrefix || client.startsWith(this.faults.clientPrefix);
    const burst = faulty ? this.faults.burst429 : undefined;
    if (burst && n % burst.every < burst.length) {
      this.stats.injected429++;
      throw refuse(429, 'fault', 'Rate limit exceeded (injected fault).', undefined, { 'retry-after': String(burst.retryAfter ?? 1) });
    }
    if (faulty && this.faults.errorRate && this.random() < this.faults.errorRate) {
      this.stats.injected5xx++;
      throw refuse(503, 'fault', 'Service unavailable (injected fault).');
    }
    const problem = validateEvent(body) ?? (site ? undefined : { field: 'tracker_id', message: `unknown tracker_id ${JSON.stringify(event!.tracker_id)}` });
    if (problem || !event) {
      this.stats.invalid++;
      throw refuse(400, 'rejected', problem?.message ?? '', problem?.field);
    }
    const analytics = this.sites.get(site!)!.analytics;
    if (analytics.seen.has(id!)) {
      this.stats.duplicates++;
      logged(200, 'duplicate', 'this event id was received before; it is stored once', 'id');
      return { ok: true, duplicate: true };
    }
    const limits = faulty && this.faults.limits ? { ...this.limits, ...this.faults.limits } : this.limits;
    const wait = analytics.overLimit(client, now, limits);
    if (wait !== undefined) {
      this.stats.rateLimited++;
      throw refuse(429, 'rate-limited', `Rate limit exceeded for this client_id: at most ${limits.perClient} events per ${limits.windowMs / 1000} s and ${limits.perSession} per session.`, 'client_id', { 'retry-after': String(wait) }, true);
    }
    // Kept for the longer window (other clients of the address count with the service's own); waitForSlot counts this event's.
    const recent = (this.addresses.get(from) ?? []).filter((t) => t > now - Math.max(limits.windowMs, this.limits.windowMs));
    this.addresses.set(from, recent);
    const addressWait = waitForSlot(recent, now, limits.perAddress, limits.windowMs);
    if (addressWait > 0) {
      this.stats.rateLimited++;
      throw refuse(429, 'rate-limited', `Rate limit exceeded for this address: at most ${limits.perAddress} events per ${limits.windowMs / 1000} s from one address.`, undefined, { 'retry-after': String(Math.max(1, Math.ceil(addressWait / 1000))) }, true);
    }
    const ts = event.local_timestamp as number | undefined;
    if (ts !== undefined && (ts > now / 1000 + FUTURE_SLACK_S || ts < now / 1000 - MAX_AGE_S)) {
      analytics.seen.add(id!);
      this.stats.dropped++;
      const dropped = `local_timestamp ${ts} is ${ts > now / 1000 ? 'in the future (milliseconds instead of seconds?)' : 'too old'}; the event was not recorded`;
      logged(200, 'dropped', dropped, 'local_timestamp');
      return { ok: true, dropped };
    }
    analytics.accept(event, now, from);
    recent.push(now);
    this.stats.accepted++;
    logged(200, 'accepted');
    return { ok: true };
  }
}
