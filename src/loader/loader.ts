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
 *   imports preloaded in parallel (one round trip, not a waterfall). While the page is
 *   parsed, an element loads once the parser is past it (scan), not when the whole page is.
 * - With no `<ss-autocomplete>` on the page, it wraps the CMS's own search form in
 *   `<ss-search-box>`; the form keeps its place, its look and its action.
 * - The page's language (a `data-ss-config` block's `locale`, else its own `data-locale`, else
 *   `<html lang>`) has its dictionary fetched with the first element's files, when it has one
 *   (English is in the elements): the elements find it there (docs/languages.md).
 * - With a site id and consent not denied, it loads the tracking chunk (track.ts).
 * - Before anything else, each `ss-*` tag gets the box its element will take (reserve.ts),
 *   so that nothing on the page moves when the elements and their answers arrive.
 * - Every mistake is one console warning that names the fix (its words are in check.ts, a
 *   chunk loaded only then); the page keeps working.
 */
import { RESERVE_CSS } from '../components/shared/reserve.js';
import type { Consent } from '../tracker/tracker.js';
import type { Problem, explain } from './check.js';
import type { LoaderConfig, Tracking, start } from './track.js';

/**
 * Every file name relative to the loader, then per tag (and `track`) the indexes of its
 * entry file and of the chunks it imports, then the dictionaries' folder and their languages
 * (space separated). Written by the build (scripts/rollup-cdn.mjs).
 */
declare const __SS_FILES__: [string[], Record<string, number[]>, string, string];

type Command = [string, ...unknown[]];

const OPTIONS = ['trackerId', 'baseUrl', 'altBaseUrl', 'eventsUrl', 'locale', 'currency', 'consent', 'searchInput', 'action', 'param', 'enhance', 'ctx', 'variant'];
/** The CMS search boxes we know (WordPress `s`; Shopify and Magento `q`; a search form's), and any search box; those in a form (enhance). */
const BOXES = 'form[role=search] input,input:is([name=s],[name=q],[type=search])';

(() => {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(RESERVE_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // No constructable stylesheets: the elements cannot run here either, and reserve nothing.
  }
  const warn = (message: string) => console.warn(`site-search loader: ${message}`);
  const me = document.currentScript as HTMLScriptElement | null;
  if (!me?.src) return warn('load me from a classic <script src=".../loader.js"> tag (not type="module", not inline).');
  const root = new URL('.', me.src).href;

  const loaded: Record<string, Promise<void | Record<string, unknown>>> = {};
  /**
   * The page's dictionary file, fetched beside each element's own files (once: the browser
   * keeps one copy per URL), as the page says when the element is found (a `data-ss-config`
   * block after it is read by the elements, which then fetch the file themselves).
   */
  const words = () => {
    let locale = config.locale;
    try {
      locale = JSON.parse(document.querySelector('[data-ss-config]')!.textContent!).locale || locale;
    } catch {
      // No block, or not JSON (the elements say so).
    }
    // A region falls back to its language (de-AT: de); a language the elements find otherwise (de_AT, DE) they fetch themselves.
    const lang = (locale || document.documentElement.lang).split('-')[0];
    return __SS_FILES__[3].split(' ').includes(lang) && `${__SS_FILES__[2]}${lang}.js`;
  };
  const load = (name: string) => (loaded[name] ??= (() => {
    const [entry, ...imports] = [...__SS_FILES__[1][name].map((i) => __SS_FILES__[0][i]), name[2] === '-' && words()];
    for (const file of imports) if (file) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: root + file }));
    return import(root + entry).catch(() => warn(`could not load ${root}${entry}: serve (or copy) the whole folder the loader is in.`));
  })());
  // A mistake's warning, in the order found (one chunk, loaded once).
  const say = (...problem: Problem) => void load('check').then((m) => m && warn((m.explain as typeof explain)(problem)));

  const config: LoaderConfig & Record<string, string | undefined> = { baseUrl: new URL(me.src).origin };
  for (const [key, value] of Object.entries(me.dataset)) {
    if (OPTIONS.includes(key)) config[key] = value;
    else say('option', key, OPTIONS);
  }
  for (const key of ['baseUrl', 'altBaseUrl', 'eventsUrl']) {
    if (!config[key] || /^https?:\/\/[^/]/.test(config[key]!)) continue;
    say('url', key, config[key]!);
    config[key] = key === 'baseUrl' ? new URL(me.src).origin : undefined;
  }
  if (config.consent && !['granted', 'pending', 'denied'].includes(config.consent)) {
    say('consent', config.consent);
    config.consent = 'pending';
  }
  if (!config.trackerId) say('tracker');

  // One warning for the first failed request, of an element or of tracking: what to fix (a missing site id was told already).
  let told = !config.trackerId;
  const once = (message: string) => told || ((told = true), warn(message));
  let tracking: Tracking | undefined;
  const queued = (window as { siteSearch?: unknown }).siteSearch;
  const api = {
    config,
    /** `['consent', 'granted' | 'pending' | 'denied']`: the visitor's choice, at any time (also before the loader ran, as a queued array). */
    push(command: Command) {
      if (command[0] !== 'consent') return say('command', command[0]);
      config.consent = command[1] as Consent;
      if (tracking) tracking.consent(config.consent);
      else track();
    },
    consent: (state: Consent) => api.push(['consent', state]),
  };
  (window as { siteSearch?: unknown }).siteSearch = api;

  /** The elements, in the order they load when several are found at once (scripts/rollup-cdn.mjs). */
  const tags = Object.keys(__SS_FILES__[1]).filter((name) => name.startsWith('ss-'));
  /**
   * Loads the elements the page has. While the page is still being parsed, an element loads
   * as soon as the parser is past it (something follows it, or one of its ancestors): its
   * content (a theme's card templates, a server's drawing) is then all in. Its answer is
   * asked for at once, not after every other script of the page has run.
   */
  let whole: true | undefined;
  const parsed = (node: Node | null): unknown => whole || (node && (node.nextSibling || parsed(node.parentNode)));
  const scan = () => tags.forEach((tag) => loaded[tag] || ![...document.querySelectorAll(tag)].some(parsed) || load(tag));

  const track = () => {
    if (config.trackerId && config.consent !== 'denied' && !loaded.track) {
      void load('track').then((m) => (tracking = (m as { start?: typeof start } | void)?.start?.(config, once)));
    }
  };

  document.addEventListener('ss-error', (e) => {
    const { kind, message } = (e as CustomEvent<{ error: { kind: string; message: string } }>).detail.error;
    // What to fix for the two a tag can cause is in check.ts, as the tag's own mistakes are.
    if (kind !== 'network' && kind !== 'not_found') once(message);
    else if (!told) {
      told = true;
      say(kind, config.baseUrl!, config.trackerId!);
    }
  });

  const enhance = () => {
    if (config.enhance === 'off' || !config.trackerId || document.querySelector('ss-autocomplete,ss-search-box')) return;
    let inputs: NodeListOf<HTMLInputElement>;
    try {
      inputs = document.querySelectorAll(config.searchInput || BOXES);
    } catch {
      return say('selector', config.searchInput!);
    }
    let found;
    // Each form with a match gets its own (a theme may have one per screen size: Storefront's header box, hidden on a phone, and its handheld bar's).
    for (const { form } of inputs) {
      if (!form || form.closest('ss-search-box')) continue;
      const box = (found = document.createElement('ss-search-box'));
      // No box of its own before the element's styles arrive either: nothing moves.
      box.style.display = 'contents';
      for (const name of ['action', 'param']) if (config[name]) box.setAttribute(name, config[name]!);
      const focused = document.activeElement as HTMLElement;
      form.replaceWith(box);
      box.append(form);
      if (form.contains(focused)) focused.focus();
    }
    if (!found && config.searchInput) say('match', config.searchInput);
  };
  // Once the page is parsed, in order of need: the CMS's box is wrapped; then the elements not
  // loaded yet, in the build's order (a results element first, as its answer is one more round
  // trip before the largest paint; then the search box's, the shopper may be about to type); then tracking.
  const ready = () => {
    enhance();
    whole = true;
    scan();
    // With a data-ss-config block, those started before the page was parsed look at it again (it may have come after them).
    if (document.querySelector('[data-ss-config]')) document.querySelectorAll<HTMLElement & { requestUpdate?(): void }>(tags.join()).forEach((el) => el.requestUpdate?.());
    if (Array.isArray(queued)) queued.forEach((command) => api.push(command as Command));
    track();
  };
  // Elements are looked for from now on, as the page is parsed (scan), and all of them once it is.
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
  scan();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
