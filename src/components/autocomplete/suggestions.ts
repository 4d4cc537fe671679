/**
 * The request side of <ss-autocomplete>, as a reactive controller: adaptive debounce,
 * a small answer cache, one request in flight (a newer one aborts it), stale answers
 * dropped, the 300 ms loading signal and a promise tests can await.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SearchApiError } from '../../core/errors.js';
import type { AutocompleteResponse, Hit } from '../../core/types.js';
import { LruCache } from '../../core/cache.js';
import { debounceDelay } from '../shared/listbox.js';

export interface SuggestionsOptions {
  /** Sends the request for a query. */
  request(q: string, signal: AbortSignal): Promise<AutocompleteResponse<Hit>>;
  /** The text in the box now: answers for anything else are dropped. */
  current(): string;
  answer(q: string, response: AutocompleteResponse<Hit>): void;
  fail(error: SearchApiError): void;
  loading(on: boolean): void;
  /** Request lifecycle events (loadstart, loadend). */
  lifecycle(type: 'loadstart' | 'loadend'): void;
}

const LOADING_AFTER_MS = 300;

export class SuggestionsController implements ReactiveController {
  /** Settles once the latest request has been answered (or failed, or been superseded). */
  requestComplete: Promise<void> = Promise.resolve();
  /**
   * Answers by query, the least recently used dropped first: a prefix like "a", answered
   * once and used again by every later query that starts with it, stays while it is used.
   * 50 answers, each kept a minute, as the fetch core keeps its GET answers.
   */
  private readonly cache = new LruCache<AutocompleteResponse<Hit>>(50);
  private controller?: AbortController;
  private timer?: ReturnType<typeof setTimeout>;
  private lastKey = 0;
  private gaps: number[] = [];

  constructor(host: ReactiveControllerHost, private readonly o: SuggestionsOptions) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** The text changed: answer from the cache at once, or ask once the typist pauses. */
  changed(q: string): void {
    const now = performance.now();
    if (this.lastKey && now - this.lastKey < 2000) this.gaps = [...this.gaps.slice(-4), now - this.lastKey];
    this.lastKey = now;
    this.cancel();
    const cached = this.cache.get(q.trim());
    if (cached) this.o.answer(q, cached);
    else this.timer = setTimeout(() => void this.load(q), debounceDelay(this.gaps));
  }

  /** Drops the pending request, if any. */
  cancel(): void {
    clearTimeout(this.timer);
    this.controller?.abort();
  }

  load(q: string): Promise<void> {
    this.cancel();
    const controller = (this.controller = new AbortController());
    const slow = setTimeout(() => this.o.loading(true), LOADING_AFTER_MS);
    this.o.lifecycle('loadstart');
    const run = this.o.request(q, controller.signal).then(
      (response) => {
        this.cache.set(q.trim(), response);
        if (!controller.signal.aborted && this.o.current() === q) this.o.answer(q, response);
      },
      (error: SearchApiError) => {
        if (!controller.signal.aborted && error.kind !== 'aborted') this.o.fail(error);
      },
    ).finally(() => {
      clearTimeout(slow);
      // Settled: cancel() has nothing left to abort. Chromium builds an AbortError, stack and
      // all, on every abort() call, even of an aborted signal.
      if (this.controller === controller) {
        this.controller = undefined;
        this.o.loading(false);
      }
      this.o.lifecycle('loadend');
    });
    this.requestComplete = run;
    return run;
  }
}
