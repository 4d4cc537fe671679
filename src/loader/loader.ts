/**
 * The drop-in loader: one classic `<script async src=".../loader.js" data-tracker-id=...>`
 * pasted into any CMS. It imports nothing of its own (the build inlines the file names of
 * the element chunks), so that it stays a few hundred bytes and works where a CMS allows
 * only plain script tags, in the head or the footer, `async`, `defer` or neither.
 *
 * - Options are the tag's `data-*` attributes, named as the elements' attributes. They
 *   become the lowest layer of the page configuration (`siteSearch.config`, read by
 *   components/shared/config.ts): an element's own attribute, then a `data-ss-config`
 *   block, then this tag.
 * - It loads only what the page uses: each `ss-*` element found now or later (a CMS's
 *   AJAX) imports its chunk, from the folder the loader came from, with the chunks it
 *   imports preloaded in parallel (one round trip, not a waterfall).
 * - With no `<ss-autocomplete>` on the page, it wraps the CMS's own search form in
 *   `<ss-search-box>`; the form keeps its place, its look and its action.
 * - With a site id and consent not denied, it loads the tracking chunk (track.ts).
 * - Every mistake is one console warning that names the fix; the page keeps working.
 */
import type { Consent } from '../tracker/tracker.js';
import type { LoaderConfig, Tracking, start } from './track.js';

/** Per tag (and `track`): its entry file, then the chunks it imports, relative to the loader. Written by the build. */
declare const __SS_FILES__: Record<string, string[]>;

type Command = [string, ...unknown[]];

const OPTIONS = ['trackerId', 'baseUrl', 'altBaseUrl', 'eventsUrl', 'locale', 'currency', 'consent', 'searchInput', 'action', 'param', 'enhance'];
/** The CMS search boxes we know (WordPress `s`; Shopify and Magento `q` in their forms), then any search box. */
const BOXES = 'form input[name=s],form[role=search] input,[role=search] input[type=search],form input[name=q],input[type=search]';

(() => {
  const warn = (message: string) => console.warn(`site-search loader: ${message}`);
  const kebab = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const me = document.currentScript as HTMLScriptElement | null;
  if (!me?.src) return warn('load me from a classic <script src=".../loader.js"> tag (not type="module", not inline).');
  const root = new URL('.', me.src).href;
  const config: LoaderConfig & Record<string, string | undefined> = { baseUrl: new URL(me.src).origin };
  for (const [key, value] of Object.entries(me.dataset)) {
    if (OPTIONS.includes(key)) config[key] = value;
    else warn(`unknown option ${kebab(key)}; the options are ${OPTIONS.map(kebab).join(', ')}.`);
  }
  for (const key of ['baseUrl', 'altBaseUrl', 'eventsUrl']) {
    if (!config[key] || /^https?:\/\/[^/]/.test(config[key]!)) continue;
    warn(`${kebab(key)}="${config[key]}" is not an http(s) address; it is ignored.`);
    config[key] = key === 'baseUrl' ? new URL(me.src).origin : undefined;
  }
  if (config.consent && !['granted', 'pending', 'denied'].includes(config.consent)) {
    warn(`data-consent="${config.consent}" is not granted, pending or denied; tracking waits (pending).`);
    config.consent = 'pending';
  }
  if (!config.trackerId) warn('data-tracker-id is missing: add your site id to the tag (data-tracker-id="<site id>"). Nothing is asked or tracked until then.');

  // One warning for the first failed request, of an element or of tracking: what to fix (a missing site id was told already).
  let told = !config.trackerId;
  const once = (message: string) => told || ((told = true), warn(message));
  let tracking: Tracking | undefined;
  const queued = (window as { siteSearch?: unknown }).siteSearch;
  const api = {
    config,
    /** `['consent', 'granted' | 'pending' | 'denied']`: the visitor's choice, at any time (also before the loader ran, as a queued array). */
    push(command: Command) {
      if (command[0] !== 'consent') return warn(`unknown command "${String(command[0])}"; the one command is ['consent', 'granted' | 'pending' | 'denied'].`);
      config.consent = command[1] as Consent;
      if (tracking) tracking.consent(config.consent);
      else track();
    },
    consent: (state: Consent) => api.push(['consent', state]),
  };
  (window as { siteSearch?: unknown }).siteSearch = api;

  const loaded: Record<string, Promise<void | Record<string, unknown>>> = {};
  const load = (name: string) => (loaded[name] ??= (() => {
    const [entry, ...imports] = __SS_FILES__[name];
    for (const file of imports) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: root + file }));
    return import(root + entry).catch(() => warn(`could not load ${root}${entry}: serve (or copy) the whole folder the loader is in.`));
  })());

  const tags = Object.keys(__SS_FILES__).filter((name) => name.startsWith('ss-'));
  const scan = () => tags.forEach((tag) => loaded[tag] || !document.querySelector(tag) || load(tag));

  const track = () => {
    if (config.trackerId && config.consent !== 'denied' && !loaded.track) {
      void load('track').then((m) => (tracking = (m as { start?: typeof start } | void)?.start?.(config, once)));
    }
  };

  document.addEventListener('ss-error', (e) => {
    const error = (e as CustomEvent<{ error: { kind: string; message: string } }>).detail.error;
    once(error.kind === 'network' ? `cannot reach ${config.baseUrl}: check data-base-url and that the service is up.`
      : error.kind === 'not_found' ? `${config.baseUrl} does not know the site "${config.trackerId}" (or a model asked for): check data-tracker-id.`
        : error.message);
  });

  const enhance = () => {
    if (config.enhance === 'off' || !config.trackerId || document.querySelector('ss-autocomplete,ss-search-box')) return;
    let input: HTMLInputElement | null;
    try {
      input = document.querySelector(config.searchInput || BOXES);
    } catch {
      return warn(`data-search-input="${config.searchInput}" is not a CSS selector.`);
    }
    const form = input?.form;
    if (!input || !form) return config.searchInput && warn(`no <input> inside a <form> matches data-search-input="${config.searchInput}".`);
    const box = document.createElement('ss-search-box');
    // No box of its own before the element's styles arrive either: nothing moves.
    box.style.display = 'contents';
    if (config.action) box.setAttribute('action', config.action);
    if (config.param) box.setAttribute('param', config.param);
    const focused = document.activeElement === input;
    form.replaceWith(box);
    box.append(form);
    if (focused) input.focus();
  };
  // Once the page is parsed, in order of need: the search box's chunks first (the shopper
  // may be about to type), then the other elements', then tracking.
  const ready = () => {
    enhance();
    scan();
    new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
    if (Array.isArray(queued)) queued.forEach((command) => api.push(command as Command));
    track();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
