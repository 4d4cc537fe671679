/**
 * The request side of a results page (<ss-search>, <ss-listing>) as a reactive
 * controller, in the shape of @lit/task: a state in, the search sent with an
 * AbortSignal, a superseded request aborted and its answer never shown, explicit
 * pending / complete / error, and a promise tests await.
 *
 * The state lives in the page's URL (url-state.ts): go() makes a refinement a history
 * entry; Back and Forward come back through popstate and are answered from the fetch
 * core's cache when the answer is still there. While a request is pending the previous
 * answer stays (the element marks it busy) so the page does not jump.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { search, type ClientConfig } from '../../core/client.js';
import type { SearchApiError } from '../../core/errors.js';
import type { SearchParams, SearchResponse, UrlHit } from '../../core/types.js';
import { emptyState, filterParams, readState, sameState, writeState, STATE_NAMES, type ResultsState, type StateNames } from './url-state.js';

export type ResultsStatus = 'idle' | 'pending' | 'complete' | 'error';

/** What every request of the page carries besides the state (size, facets, a listing's own filters, ...). */
export type BaseParams = Omit<SearchParams, 'tracker_id' | 'q' | 'sort' | 'page'>;

export interface ResultsOptions {
  /** Where to ask and for which site. */
  config(): ClientConfig & { trackerId: string };
  /** The page's own parameters; its `f[]` come before the shopper's filters. */
  base(): BaseParams;
  /** URL parameter names; default STATE_NAMES. */
  names?(): StateNames;
  /** The facet fields the page shows: filters on other fields in a URL are left out. */
  fields?(): ReadonlySet<string> | undefined;
}

export class ResultsController implements ReactiveController {
  /** The state the latest request asked for. */
  state: ResultsState = emptyState();
  status: ResultsStatus = 'idle';
  /** The latest answer; kept while the next request is pending. */
  response?: SearchResponse<UrlHit>;
  /** Why the latest request failed (status 'error'). */
  error?: SearchApiError;
  /** Settles once the latest request has been answered, has failed, or was superseded. */
  complete: Promise<void> = Promise.resolve();
  private controller?: AbortController;

  constructor(private readonly host: ReactiveControllerHost, private readonly o: ResultsOptions) {
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('popstate', this.onPopState);
  }

  hostDisconnected(): void {
    removeEventListener('popstate', this.onPopState);
    this.controller?.abort();
  }

  /** The state in the page's URL now. */
  fromUrl(): ResultsState {
    return readState(new URLSearchParams(location.search), this.names(), this.o.fields?.());
  }

  /** Asks for the state in the page's URL (the first answer of the page). */
  load(): Promise<void> {
    return this.run(this.fromUrl());
  }

  /** A refinement: a new history entry, then its results. The same state again asks nothing. */
  go(state: ResultsState): Promise<void> {
    if (sameState(state, this.state) && this.status !== 'error') return this.complete;
    const query = writeState(new URLSearchParams(location.search), state, this.names()).toString();
    history.pushState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    return this.run(state);
  }

  /** The same state asked for again (the retry of an error state). */
  retry(): Promise<void> {
    return this.run(this.state);
  }

  private names(): StateNames {
    return this.o.names?.() ?? STATE_NAMES;
  }

  /** Back or Forward; a history move that changed nothing of the state (a hash link) asks nothing. */
  private readonly onPopState = (): void => {
    const state = this.fromUrl();
    if (!sameState(state, this.state) || this.status === 'error') void this.run(state);
  };

  private run(state: ResultsState): Promise<void> {
    this.controller?.abort();
    const controller = (this.controller = new AbortController());
    this.state = state;
    this.status = 'pending';
    this.host.requestUpdate();
    const { trackerId, ...config } = this.o.config();
    const base = this.o.base();
    const own = base['f[]'] === undefined ? [] : Array.isArray(base['f[]']) ? base['f[]'] : [base['f[]']];
    const params: SearchParams = {
      ...base, tracker_id: trackerId, q: state.q || undefined, 'f[]': [...own, ...filterParams(state)],
      sort: state.sort || undefined, page: state.page > 1 ? state.page : undefined,
    };
    const run = search(config, params, { signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted) return;
        this.response = response;
        this.error = undefined;
        this.status = 'complete';
      },
      (error: SearchApiError) => {
        if (controller.signal.aborted || error.kind === 'aborted') return;
        this.error = error;
        this.status = 'error';
      },
    ).finally(() => {
      if (this.controller !== controller) return;
      this.controller = undefined;
      this.host.requestUpdate();
    });
    this.complete = run;
    return run;
  }
}
