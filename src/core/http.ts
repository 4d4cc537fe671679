/**
 * One HTTP exchange of the fetch core, with its time limit and retry rule, and the GET
 * every endpoint of the query API uses: cached (LRU with a time to live), identical GETs
 * in flight sharing one request, the answer turned into a model by the boundary
 * (answers.ts) before the cache sees it.
 */
import { LruCache } from './cache.js';
import { SearchApiError, toApiError } from './errors.js';
import { encodeParams } from './params.js';

export interface ClientConfig {
  /** Origin (and optional path prefix) of the query API, e.g. `https://live.example.com`. */
  baseUrl: string;
  /** Where the v2 recommender lives; defaults to `baseUrl`. */
  altBaseUrl?: string;
  /** Time limit of one attempt in ms; default 8000. */
  timeout?: number;
  /** Cache for GET answers; `false` turns caching off. Default: one shared LRU (100 entries, 60 s). */
  cache?: LruCache | false;
  /** The fetch to use (tests, service workers); default the global one. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the config's time limit for this call. */
  timeout?: number;
}


const sharedCache = new LruCache();
/** The error of a call its caller aborted. */
export const aborted = () => new SearchApiError('The request was aborted', 'aborted');
const inFlight = new Map<string, { promise: Promise<unknown>; controller: AbortController; users: number }>();

/** A rejected promise when a client-side limit is passed (the call is not sent). */
export function overLimit(name: string, value: number | undefined, max: number): Promise<never> | undefined {
  if (value !== undefined && value > max) {
    return Promise.reject(new SearchApiError(`${name} ${value} is above the limit of ${max}; ask for more pages instead`, 'limit'));
  }
  return undefined;
}

export const join = (base: string, path: string) => base.replace(/\/+$/, '') + path;

/** One HTTP exchange with the retry rule; resolves to the parsed JSON body. */
export async function exchange(config: ClientConfig, url: string, init: RequestInit, options: CallOptions, retry408: boolean): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    const timer = setTimeout(() => controller.abort('timeout'), options.timeout ?? config.timeout ?? 8000);
    let res: Response;
    try {
      res = await (config.fetch ?? fetch)(url, { ...init, signal: controller.signal });
      // A 200 that is no JSON (a proxy's or a CDN's page): an answer that cannot be read, not a network failure.
      if (res.ok) return await res.json().catch(() => Promise.reject(new SearchApiError(`${url.split('?')[0]} answered with something that is not JSON`, 'answer', res.status)));
    } catch (error) {
      if (error instanceof SearchApiError) throw error;
      if (options.signal?.aborted) throw aborted();
      if (controller.signal.aborted) throw new SearchApiError('The service did not answer in time', 'timeout');
      throw new SearchApiError(`The service could not be reached (${(error as Error).message})`, 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
    const text = await res.text();
    if (attempt === 0 && (res.status === 504 || (retry408 && res.status === 408))) continue;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain-text error bodies stay text
    }
    throw toApiError(res.status, body);
  }
}

/** A GET with cache and in-flight sharing, its answer turned into a model by `shape`. A caller's abort never cancels another caller. */
export function get<T>(config: ClientConfig, path: string, params: object, shape: (body: unknown) => T, options: CallOptions = {}, retry408 = false): Promise<T> {
  const url = `${join(config.baseUrl, path)}?${encodeParams(params)}`;
  const cache = config.cache ?? sharedCache;
  // A model is an object or a list: never falsy.
  const cached = cache && cache.get(url);
  if (cached) return Promise.resolve(cached as T);
  if (options.signal?.aborted) return Promise.reject(aborted());
  let entry = inFlight.get(url)!;
  // An aborted request leaves the map at once: a later identical call asks again rather than share its abort.
  const drop = () => inFlight.get(url) === entry && inFlight.delete(url);
  if (!entry) {
    const controller = new AbortController();
    const promise = exchange(config, url, { headers: { Accept: 'application/json' } }, { signal: controller.signal, timeout: options.timeout }, retry408)
      .then((body) => {
        const model = shape(body);
        if (cache) cache.set(url, model);
        return model;
      })
      .finally(drop);
    inFlight.set(url, (entry = { promise, controller, users: 0 }));
  }
  entry.users++;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(aborted());
      if (--entry.users === 0) {
        entry.controller.abort();
        drop();
      }
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    (entry.promise as Promise<T>).then(resolve, reject).finally(() => options.signal?.removeEventListener('abort', onAbort));
  });
}

