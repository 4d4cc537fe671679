/**
 * The analytics tracker: builds Events API events with their envelope, keeps them in a
 * persistent queue, and sends them paced beneath the per-client rate limit, one tab at
 * a time, without losing any: failures back off and retry with the same event id, a
 * 429 pauses every tab for its Retry-After, a page that leaves sends what it may with
 * keepalive and leaves the rest for the next page.
 */
import {
  actionEvent, autocompleteList, listEvent, pageView, transactionEvent, transactionParts,
  type ActionType, type ListContext, type Lists, type PurchasedLine,
} from './events.js';
import { readCookie, uuid, writeCookie, SESSION_MS } from './identity.js';
import { backoff, memoryStore, next, push, type Entry, type Store } from './queue.js';
import type { Hit } from '../core/types.js';
import { connectElements } from './connect.js';
import { send, type Answer } from './transport.js';
import { waitForSlot } from '../core/rate.js';
import { EVENT_LIMITS } from '../core/spec.js';

export type { Consent, Report, TrackerOptions, TrackerStats } from './options.js';
import type { Consent, Report, TrackerOptions, TrackerStats } from './options.js';

type Body = Record<string, unknown> & { type: string };
/** Lists waiting to be sent, and the model context they were asked in (an element's `ctx`) when not the tracker's own. */
type Pending = [lists: Lists, ctx?: Record<string, string>];
/** The analytics session (stored): whose it is, its last event and the events sent in it (ms). */
interface Session {
  client: string;
  last: number;
  sent: number;
}

/** A page that left mid-send may have delivered; after this long, send again (the service de-duplicates). */
const IN_FLIGHT_MS = 10_000;
/**
 * Added to the pacing window: the service counts arrival times, which network jitter
 * can bring closer together than our send times.
 */
const SLACK_MS = 250;

export class Tracker {
  readonly stats: TrackerStats = { sent: 0, retried: 0, dropped: {} };
  private store: Store = memoryStore();
  private state: Consent = 'pending';
  private client: string;
  private customer?: string;
  private readonly prefix: string;
  private readonly rate: { count: number; windowMs: number; perSession: number };
  /** The lists reported in this task (sent merged at its end), and the Autocomplete list (sent once typing stops). */
  private lists?: Pending;
  private typed?: Pending;
  private typedTimer?: ReturnType<typeof setTimeout>;
  private timer?: ReturnType<typeof setTimeout>;
  /** The run sending now (pump), which whoever asks to send waits for: it takes what is queued meanwhile too. */
  private pumping?: Promise<void>;
  /** 429s in a row without a Retry-After: each pauses twice as long as the one before. */
  private limited = 0;
  /** The page is being left (pagehide, until a pageshow from the back/forward cache). */
  private left?: boolean;
  /** Ends the page's listeners (destroy). */
  private readonly listening = new AbortController();

  constructor(readonly options: TrackerOptions) {
    // A queue belongs to one client: trackers of one site under different cookie names
    // (two shops on one origin, parallel test pages) keep theirs apart.
    this.prefix = `ss:${options.trackerId}:${options.cookieName ? `${options.cookieName}:` : ''}`;
    this.rate = options.rate ?? { count: EVENT_LIMITS.perClient, windowMs: EVENT_LIMITS.windowMs, perSession: EVENT_LIMITS.perSession };
    this.customer = options.customerId;
    this.client = readCookie(this.cookie) ?? uuid();
    const { signal } = this.listening;
    addEventListener('pagehide', () => this.leave(true), { signal });
    addEventListener('pageshow', (e) => e.persisted && ((this.left = false), this.pump()), { signal });
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && this.leave(), { signal });
    addEventListener('online', () => this.pump(), { signal });
    this.setConsent(options.consent ?? 'granted');
  }

  /** The anonymous id sent as client_id (and kept in the cookie once consent is granted). */
  get clientId(): string {
    return this.client;
  }

  get consent(): Consent {
    return this.state;
  }

  /** The logged-in user's id (customer_id), if the shop set one. */
  get customerId(): string | undefined {
    return this.customer;
  }

  /** Events waiting to be sent. */
  get pending(): number {
    return this.queue().length;
  }

  private get cookie(): string {
    return this.options.cookieName ?? 'ss_cid';
  }

  /**
   * Grants, withholds or denies consent. Granting moves what was buffered in memory to
   * the persistent queue; denying removes the cookie and everything stored and drops
   * what was buffered.
   */
  setConsent(state: Consent): void {
    const was = this.state;
    const buffered = was === 'pending' ? this.queue() : [];
    this.state = state;
    if (state === 'granted') {
      try {
        localStorage.getItem(this.prefix);
        this.store = localStorage;
      } catch {
        this.store = memoryStore(); // storage blocked: track for this page only
      }
      writeCookie(this.cookie, this.client, this.options.cookieDomain);
      // What was buffered goes with the consent now given (only a granted tracker sends).
      for (const entry of buffered) entry.e.consent_granted = true;
      if (buffered.length) this.save([...this.queue(), ...buffered]);
      this.pump();
    } else if (state === 'denied') {
      this.forget();
      this.store = memoryStore();
    } else if (was === 'granted') this.store = memoryStore(); // pending again: nothing more is stored until granted
  }

  /** Sets (or, with undefined, clears) the logged-in user's customer_id; client_id stays. */
  setCustomer(id: string | undefined): void {
    this.customer = id;
  }

  /** A page view: the object identity on a detail page, else the page path. */
  pageView(url = location.pathname + location.search, title: string | undefined = document.title): void {
    this.track(pageView(url, title), { referer: document.referrer || undefined });
  }

  /**
   * List impressions; lists reported in the same task go out merged as one event. `ctx`: the
   * model context the lists were asked in, when not the tracker's own (an element's `ctx`).
   */
  list(lists: Lists, ctx?: Record<string, string>): void {
    const pending = this.lists;
    if (pending && (JSON.stringify(ctx) !== JSON.stringify(pending[1]) || Object.keys(lists).some((name) => name in pending[0]))) this.flushLists();
    if (!this.lists) queueMicrotask(() => this.flushLists());
    this.lists = [{ ...this.lists?.[0], ...lists }, ctx];
  }

  /** What the autocomplete showed; only the last query of a burst is sent, once typing stops. */
  autocomplete(query: string, hits: readonly Hit[], context?: ListContext, ctx?: Record<string, string>): void {
    this.typed = [autocompleteList(query, hits, context), ctx];
    this.typing();
  }

  /** The user is still typing: the pending Autocomplete list waits for a new quiet period. */
  typing(): void {
    if (!this.typed) return;
    clearTimeout(this.typedTimer);
    this.typedTimer = setTimeout(() => this.flushTyped(), this.options.autocompleteDelay ?? 500);
  }

  /** A click on a result (for a `query` result pass its title); with the recommendation_id of a recommended one. */
  click(identity: string, recommendationId?: string): void {
    this.conversion('click', identity, recommendationId);
  }

  /** A micro-conversion where it happens: `add-to-cart`, `add-to-wishlist`, `buy`, ...; with the recommendation_id of a recommended item. */
  conversion(action: ActionType, identity: string, recommendationId?: string): void {
    this.track(actionEvent(identity, action), { recommendation_id: recommendationId });
  }

  /** A purchase: its lines, as one transaction event, or several when they are too many for one request (transactionParts). */
  transaction(items: PurchasedLine[]): void {
    this.queueAll(transactionParts(items, EVENT_LIMITS.maxBytes).map(transactionEvent));
  }

  /** Adds the envelope to an event body and queues it; returns the event id. */
  track(body: Body, envelope?: Record<string, unknown>): string | undefined {
    return this.queueAll([body], envelope)[0];
  }

  /** Adds the envelope to each body and queues them (the stored queue read and written once); returns their ids. */
  private queueAll(bodies: Body[], envelope?: Record<string, unknown>): string[] {
    if (this.state === 'denied' || !bodies.length) return [];
    const now = Date.now();
    const session = this.session(now);
    session.last = now;
    this.put('s', session);
    const o = this.options;
    const common = {
      tracker_id: o.trackerId, client_id: this.client, customer_id: this.customer, local_timestamp: Math.floor(now / 1000), platform: o.platform,
      user_agent: navigator.userAgent, context: o.context, ab_test_variant: o.abTestVariant, consent_granted: this.state === 'granted', ...envelope,
    };
    const queue = this.queue();
    const ids = bodies.map((body) => {
      // Through JSON at once: a body that cannot be stored (a cycle) throws here, to the caller, rather than go unsaved.
      const event = JSON.parse(JSON.stringify({ ...body, id: uuid(), ...common })) as Entry['e'];
      const out = push(queue, { e: event, a: 0, n: 0 }, o.maxQueue ?? 500);
      if (out) this.report('dropped', out.e, 'queue full');
      return event.id;
    });
    this.save(queue);
    this.pump();
    return ids;
  }

  /**
   * Sends what the pacing allows now; resolves when the queue is empty or has to wait, or after
   * 2 s at most (another tab's sends, a service that does not answer): what is left goes later.
   */
  async flush(): Promise<void> {
    this.flushLists();
    this.flushTyped();
    await Promise.race([this.pump(), new Promise((done) => setTimeout(done, 2e3))]);
  }

  /**
   * Reports what the site-search elements announce under `root` (core/events.ts)
   * and answers their `ss-identity` requests. Returns a disconnect function.
   */
  connect(root: EventTarget = document): () => void {
    return connectElements(this, root);
  }

  /** Stops listening to the page (events stay queued for the next page). */
  destroy(): void {
    clearTimeout(this.timer);
    clearTimeout(this.typedTimer);
    this.listening.abort();
  }

  private flushLists(): void {
    this.queueLists(this.lists);
    this.lists = undefined;
  }

  private flushTyped(): void {
    clearTimeout(this.typedTimer);
    this.queueLists(this.typed);
    this.typed = undefined;
  }

  private queueLists(pending?: Pending): void {
    if (pending) this.track(listEvent(pending[0]), pending[1] && { context: pending[1] });
  }

  /** A stored value of this tracker's (`fallback` when there is none, or it cannot be read). */
  private get<T>(key: string, fallback: T): T {
    try {
      return (JSON.parse(this.store.getItem(this.prefix + key) ?? 'null') as T) ?? fallback;
    } catch {
      return fallback;
    }
  }

  private put(key: string, value: unknown): void {
    try {
      this.store.setItem(this.prefix + key, JSON.stringify(value));
    } catch {
      // quota or privacy mode: what is in memory stays
    }
  }

  private queue(): Entry[] {
    return this.get('q', []);
  }

  private save(queue: Entry[]): void {
    this.put('q', queue);
  }

  /** The current session, or a new one when it expired or client_id changed. */
  private session(now: number): Session {
    const s = this.get<Session | undefined>('s', undefined);
    return s && s.client === this.client && now - s.last < SESSION_MS ? s : { client: this.client, last: now, sent: 0 };
  }

  private forget(): void {
    writeCookie(this.cookie, '', this.options.cookieDomain, 0);
    clearTimeout(this.typedTimer);
    this.lists = this.typed = undefined;
    try {
      for (const key of Object.keys(localStorage)) if (key.startsWith(this.prefix)) localStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  }

  private report(kind: Report['kind'], event: Entry['e'], reason?: string): void {
    if (kind === 'dropped') this.stats.dropped[reason!] = (this.stats.dropped[reason!] ?? 0) + 1;
    else this.stats[kind]++;
    this.options.onReport?.({ kind, id: event.id, type: event.type, reason });
  }

  /**
   * The next entry to send, its send slot taken and marked in flight; else how long until
   * one may go (Infinity: nothing waits). The send times are shared by the tabs and by
   * whatever client_id this browser had: one browser never outpaces the limit.
   */
  private take(): Entry | number {
    const now = Date.now();
    const queue = this.queue();
    const entry = next(queue, now, IN_FLIGHT_MS);
    if (!entry) return Math.min(...queue.map((q) => Math.max(q.n, (q.f ?? 0) + IN_FLIGHT_MS))) - now;
    const { count, windowMs, perSession } = this.rate;
    const times = this.get<number[]>('r', []).filter((t) => t > now - windowMs - SLACK_MS);
    const session = this.session(now);
    const wait = Math.max(this.get('p', 0) - now, waitForSlot(times, now, count, windowMs + SLACK_MS), session.sent < perSession ? 0 : session.last + SESSION_MS - now);
    if (wait > 0) return wait;
    this.put('r', [...times, now]);
    session.sent++;
    this.put('s', session);
    entry.f = now;
    entry.a++;
    this.save(queue);
    return entry;
  }

  /** Sends entries one by one while the pacing allows; one tab at a time. */
  private pump(): Promise<void> {
    if (this.state !== 'granted') return Promise.resolve();
    if (this.pumping) return this.pumping;
    clearTimeout(this.timer);
    const run = async () => {
      let entry: Entry | number;
      while (typeof (entry = this.take()) !== 'number') this.settle(entry, await send(this.options.eventsUrl, entry.e, true));
      if (entry < Infinity) this.timer = setTimeout(() => this.pump(), Math.max(10, entry));
    };
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    const done = (locks ? locks.request(`${this.prefix}send`, run) : run()) as Promise<void>;
    return (this.pumping = done.finally(() => (this.pumping = undefined)));
  }

  /** Books the answer to one send in the (re-read) queue. */
  private settle(sent: Entry, { status, retryAfter, message }: Answer): void {
    // Leaving the page ends its pending requests without an answer (Chromium rejects the
    // keepalive ones), though they may have arrived: no network failure, so the entry stays
    // in flight and the next page sends it again only after IN_FLIGHT_MS, not after a backoff.
    if (!status && this.left) return;
    const now = Date.now();
    const queue = this.queue();
    const at = queue.findIndex((q) => q.e.id === sent.e.id);
    const entry = queue[at] ?? sent;
    const ok = status >= 200 && status < 300;
    if (status !== 429) this.limited = 0;
    if (ok || status === 400 || status === 413) {
      if (at >= 0) queue.splice(at, 1);
      this.report(ok ? 'sent' : 'dropped', entry.e, ok ? undefined : `${status}: ${message ?? 'refused by the service'}`);
    } else {
      entry.f = undefined;
      if (status === 429) {
        // Every tab pauses for as long as the service asks (without Retry-After: 1 s, 2 s, 4 s…
        // while 429s follow each other). Pacing is no failure of this event: it does not
        // lengthen the event's backoff from a later 5xx.
        this.put('p', now + (retryAfter ? retryAfter * 1000 : backoff(++this.limited)));
        entry.a--;
      } else entry.n = now + backoff(entry.a);
      this.report('retried', entry.e, status ? `HTTP ${status}` : 'network');
    }
    this.save(queue);
  }

  /** The page is going away (`unloading`: pagehide, not only hidden): queue what is pending and send what the pacing allows, right now. */
  private leave(unloading = false): void {
    this.left ||= unloading;
    this.flushLists();
    this.flushTyped();
    if (this.state !== 'granted') return;
    // keepalive lets each request outlive the page; if the page stays, settle as usual.
    for (let entry = this.take(); typeof entry !== 'number'; entry = this.take()) {
      const sent = entry;
      void send(this.options.eventsUrl, sent.e, true).then((answer) => this.settle(sent, answer));
    }
  }
}
