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
 *
 * Appending (show more, infinite scroll) asks for the next page and adds its hits to
 * those shown; the URL's page is replaced, not pushed, so Back leaves the results rather
 * than stepping through every load. A page opened (or come back to) at page N in that
 * mode asks for pages 1 to N at once.
 *
 * Each history entry keeps what the element saves with it (`saveView`: scroll position,
 * folded facets), handed back as `view` after a Back or Forward. Answers are kept by
 * request for the life of the page (the last 30), so Back never asks again.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { encodeParams } from '../../core/params.js';
import { search, type ClientConfig } from '../../core/client.js';
import { SearchApiError } from '../../core/errors.js';
import type { SearchParams, SearchResponse, UrlHit } from '../../core/types.js';
import { MAX_SEARCH_SIZE } from '../../core/spec.js';
import { emptyState, filterParams, readState, sameState, writeState, STATE_NAMES, type ResultsState, type StateNames } from './url-state.js';

export type ResultsStatus = 'idle' | 'pending' | 'complete' | 'error';

/** What every request of the page carries besides the state (size, facets, a listing's own filters, ...). */
export type BaseParams = Omit<SearchParams, 'tracker_id' | 'q' | 'sort' | 'page' | 'f[]'> & { 'f[]'?: string[] };

export interface ResultsOptions {
  /** Where to ask and for which site. */
  config(): ClientConfig & { trackerId: string };
  /** The page's own parameters (for `state` when given); its `f[]` come before the shopper's filters. */
  base(state?: ResultsState): BaseParams;
  /** URL parameter names; default STATE_NAMES. */
  names?(): StateNames;
  /** Whether a URL's filter on `field` is the shopper's (a facet the page shows): others are left out. */
  takes?(field: string): unknown;
  /** The query when the URL has none (an element's `query` attribute). */
  query?(): string | undefined;
  /** Pages append (show more, infinite scroll) instead of replacing. */
  appends?(): boolean;
  /** An answer is in, about to be drawn. */
  answered?(): void;
  /** The sort when the URL has none (an element's `sort` attribute). */
  sort?(): string | undefined;
  /** The shopper's ids of a personalized request (asked at each request: the tracker may come later). */
  who?(): Pick<SearchParams, 'user_id' | 'client_id'>;
}

/** Past this many characters of query string a search goes by POST /v2/search (its filters in the body; search-long.ts, loaded then). */
const LONGEST_URL = 2000;

/** What a history entry keeps for the element (history.state.ssView). */
export type SavedView = Record<string, unknown>;

const KEPT_ANSWERS = 30;

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
  /** The hits shown: the answer's, or with appending every page loaded so far. */
  hits: UrlHit[] = [];
  /** Offset of hits[0] in the whole result set. */
  offset = 0;
  /** The hits the latest answer added (all of them unless it appended a page). */
  added: UrlHit[] = [];
  /** Whether the latest answer came from a history move (Back, Forward). */
  restored = false;
  /** What the history entry moved to had saved (scroll, folded facets), after a Back or Forward. */
  view?: SavedView;
  private controller?: AbortController;
  /** When go() last wrote a history entry (0: the shopper has moved in the history since). */
  private wrote?: number;
  /** What the latest request was asked with besides the state (see refresh()). */
  private asked?: string;
  private readonly kept = new Map<string, SearchResponse<UrlHit>>();
  /** The served answer (serve()), until the first request. */
  private served?: [string, SearchResponse<UrlHit>];

  constructor(private readonly host: ReactiveControllerHost, private readonly o: ResultsOptions) {
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('popstate', this.onPopState);
  }

  hostDisconnected(): void {
    removeEventListener('popstate', this.onPopState);
    this.controller?.abort();
    // Put back (a framework moving the element), it asks again for the URL's state: a kept answer costs no request.
    this.asked = undefined;
  }

  /** The state in the page's URL now. */
  fromUrl(): ResultsState {
    const state = readState(new URLSearchParams(location.search), this.names(), this.o.takes);
    if (!state.q) state.q = this.o.query?.()?.trim() ?? '';
    return state;
  }

  /**
   * Asks for the URL's state at the element's first update after it is connected, and
   * again when what the page asks with has changed since the latest request: an attribute
   * set later by a framework or the shop's script (another category shown in place,
   * another query, other facets), configure() called after the imports. The element calls
   * it before each render; nothing changed asks nothing.
   */
  refresh(): void {
    if (this.asked !== this.askedWith(this.o.config(), this.o.base())) void this.load();
  }

  private askedWith(config: ClientConfig, base: BaseParams): string {
    return JSON.stringify([config, base, this.names(), this.o.query?.()]);
  }

  /** A page URL of this page (a "search instead" link): a history entry, then its results. */
  navigate(href: string): Promise<void> {
    history.pushState(null, '', href);
    return this.load();
  }

  /** Asks for the state in the page's URL (the first answer of the page). */
  load(): Promise<void> {
    return this.run(this.fromUrl());
  }

  /**
   * A refinement: a new history entry, then its results. The same state again asks nothing.
   * One made within a second of the last (a sort chosen with the arrow keys, filters ticked in
   * a row) takes that entry's place: Back goes to where the shopper was before them.
   */
  go(state: ResultsState, view?: SavedView): Promise<void> {
    if (sameState(state, this.state) && this.status !== 'error') return this.complete;
    const now = Date.now();
    if (view) this.saveView(view);
    history[now - this.wrote! < 1e3 ? 'replaceState' : 'pushState'](null, '', this.href(state));
    this.wrote = now;
    return this.run(state);
  }

  /** The next page added to the hits shown (show more, infinite scroll); the URL's page is replaced. */
  more(): Promise<void> {
    if (this.status === 'pending') return this.complete;
    const state = { ...this.state, page: this.state.page + 1 };
    history.replaceState(history.state, '', this.href(state));
    return this.run(state, true);
  }

  /** The page URL of a state (links of pagination, the next page for crawlers). */
  href(state: ResultsState): string {
    const query = writeState(new URLSearchParams(location.search), state, this.names()).toString();
    return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  }

  /** Keeps `view` with the current history entry (scroll position, folded facets). */
  saveView(view: SavedView): void {
    history.replaceState({ ...(history.state as object | null), ssView: view }, '');
  }

  /** The same state asked for again (the retry of an error state). */
  retry(): Promise<void> {
    return this.run(this.state);
  }

  private names(): StateNames {
    return this.o.names?.() ?? STATE_NAMES;
  }

  /** Back or Forward; a history move that changed nothing of the state (a hash link) asks nothing. */
  private readonly onPopState = (e: PopStateEvent): void => {
    this.wrote = 0;
    const state = this.fromUrl();
    if (sameState(state, this.state) && this.status !== 'error') return;
    void this.run(state, false, ((e.state as { ssView?: SavedView } | null)?.ssView) ?? {});
  };

  /**
   * The search a state asks for: the page's own parameters and the state's (query,
   * filters, sort, page). Opened at page N with appending: pages 1 to N in one answer (at
   * most MAX_SEARCH_SIZE hits: whole pages).
   */
  paramsFor(state: ResultsState, append = false): SearchParams {
    const base = this.o.base(state);
    const size = base.size ?? 10;
    // Whole pages only, as many as one request may ask (MAX_SEARCH_SIZE hits).
    const span = !append && this.o.appends?.() && state.page > 1 ? Math.min(state.page, MAX_SEARCH_SIZE / size | 0) * size : 0;
    return {
      ...base, tracker_id: this.o.config().trackerId, q: state.q || undefined, 'f[]': [...(base['f[]'] ?? []), ...filterParams(state)],
      sort: state.sort || this.o.sort?.() || undefined, page: !span && state.page > 1 ? state.page : undefined, size: span || base.size, ...this.o.who?.(),
    };
  }

  /**
   * An answer served with the page (server-rendered: site-search-elements/render), for the
   * first request if it asks exactly what it answered; another request (the URL's state
   * changed since, other attributes) asks as usual.
   */
  serve(params: SearchParams, response: SearchResponse<UrlHit>): void {
    this.served = [JSON.stringify(params), response];
  }

  private run(state: ResultsState, append = false, view?: SavedView): Promise<void> {
    this.controller?.abort();
    this.controller = undefined;
    this.state = state;
    const full = this.o.config();
    const base = this.o.base();
    this.asked = this.askedWith(full, base);
    const { trackerId, ...config } = full;
    const size = base.size ?? 10;
    const params = this.paramsFor(state, append);
    const key = JSON.stringify([config.baseUrl, params]);
    const served = this.served;
    this.served = undefined;
    if (served?.[0] === JSON.stringify(params)) this.kept.set(key, served[1]);
    const show = (response: SearchResponse<UrlHit>): void => {
      this.kept.delete(key);
      this.kept.set(key, response);
      if (this.kept.size > KEPT_ANSWERS) this.kept.delete(this.kept.keys().next().value!);
      // Never more cards than asked for, whatever the answer holds.
      const hits = response.results.hits.slice(0, params.size ?? 10);
      // Opened at page N with appending (an answer kept or served too): the pages that came are the URL's page (fewer when N is past the end or more than one request holds).
      const came = Math.max(1, Math.ceil(hits.length / size));
      if (!params.page && came < state.page) {
        this.state = { ...state, page: came };
        // (A server draws the next page's link from it; the browser's URL says it too.)
        if (!isServer) history.replaceState(history.state, '', this.href(this.state));
      }
      this.added = hits;
      this.hits = append ? [...this.hits, ...hits] : hits;
      if (!append) this.offset = Number(response.results.offset) || 0;
      this.response = response;
      this.error = undefined;
      this.restored = view !== undefined;
      this.view = view;
      this.status = 'complete';
      this.o.answered?.();
    };
    const kept = this.kept.get(key);
    if (kept) {
      // Drawn in the same update as the click that asked: no busy state, no second render.
      show(kept);
      this.host.requestUpdate();
      return (this.complete = Promise.resolve());
    }
    const controller = (this.controller = new AbortController());
    this.status = 'pending';
    this.host.requestUpdate();
    const run = (encodeParams(params).length > LONGEST_URL ? import('./search-long.js').then((m) => m.searchLong(config, params, filterParams(state), controller.signal), (e: Error) => Promise.reject(new SearchApiError(`The service could not be reached (${e.message})`, 'network'))) : search(config, params, { signal: controller.signal })).then(
      (response) => {
        if (controller.signal.aborted) return;
        // A page past the end (an old link; fewer results since): the last page takes its place.
        const last = Math.ceil(response.results.total_hits / size);
        if (!response.results.hits.length && state.page > last && last) {
          const to = { ...state, page: last };
          history.replaceState(history.state, '', this.href(to));
          return this.run(to, false, view);
        }
        show(response);
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
