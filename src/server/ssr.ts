/**
 * The demo's results and category pages served as a shop's own server would serve them:
 * drawn where the HTML is made (site-search-elements/render, the built dist/render/), the
 * answer embedded for the element to take over, the head for crawlers. The service answers
 * the element's first search itself, in process, with the absolute URLs of its files as the
 * query API answers them. `?ssr=0` serves the page as written (the elements draw in the
 * browser), to compare the two.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { encodeParams } from '../core/params.js';
import type { SearchParams } from '../core/types.js';
import type { Replacer } from './http.js';
import { LOCALES } from '../i18n/all-locales.js';
import { RESULTS_COMMON } from '../i18n/en/results.js';
import { escapeHtml } from './html.js';
import type { PageWithStatus } from './static.js';

/** The render entry's own types, as far as the service uses them (it loads the built file). */
interface Renderer {
  renderResults(o: {
    tag: 'ss-search' | 'ss-listing'; attributes: Record<string, string | true>; url: string; content: string; lang: string;
    search(params: SearchParams): Promise<unknown>;
  }): Promise<{ html: string; head: string; redirect?: string; notFound?: boolean }>;
}

let renderer: Promise<Renderer | undefined> | undefined;

/** The attributes of a start tag's attribute text (`a="b" c`), as a parser reads them. */
export function attributesOf(text: string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const m of text.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) out[m[1].toLowerCase()] ??= m[2] ?? m[3] ?? m[4] ?? true;
  return out;
}

/**
 * `html` with its `<ss-search>` or `<ss-listing>` drawn for `url`, or a redirect the answer
 * asks for. `ask` answers a search as the service's `GET /search` does; `own` turns the
 * service's own paths into absolute URLs (server.ts).
 */
export async function serverDrawn(html: string, url: URL, distDir: string, ask: (url: URL) => unknown, own: Replacer): Promise<string | { redirect: string } | PageWithStatus> {
  const found = /<(ss-search|ss-listing)(\s[^>]*)?>([\s\S]*?)<\/\1>/.exec(html);
  if (!found || url.searchParams.get('ssr') === '0') return html;
  const file = join(distDir, 'render', 'index.js');
  renderer ??= existsSync(file) ? (import(pathToFileURL(file).href) as Promise<Renderer>) : Promise.resolve(undefined);
  const render = await renderer;
  if (!render) return html;
  // The page's language, as its <html lang> says (a demo page's is the demo's choice: server.ts).
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  let drawn: Awaited<ReturnType<Renderer['renderResults']>>;
  try {
    drawn = await render.renderResults({
      tag: found[1] as 'ss-search' | 'ss-listing', attributes: attributesOf(found[2] ?? ''), url: url.href, content: found[3], lang,
      search: async (params) => JSON.parse(JSON.stringify(ask(new URL(`/search?${encodeParams(params)}`, url.origin)), own)),
    });
  } catch (error) {
    // The search failed (an unknown site, a bad parameter, the service down): the page as written, the element asks in the browser and
    // shows its own error; without script the element's own words say so, in the page's language, with the same URL to try again.
    process.stderr.write(`ss-serve: ${url.pathname} served as written, not drawn: ${(error as Error).message}\n`);
    const words: Record<string, string> = { ...RESULTS_COMMON, ...(Object.hasOwn(LOCALES, lang) ? LOCALES[lang] : {}) };
    const note = `<noscript><p role="alert">${escapeHtml(words.error)} <a href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(words.retry)}</a></p></noscript>`;
    return html.replace(found[0], (element) => element.replace(/<\/ss-(search|listing)>$/, (end) => note + end));
  }
  if (drawn.redirect) return { redirect: drawn.redirect };
  const before = html.slice(0, found.index);
  // (A function: a string replacement would read `$'` or `$&` in the catalog's text as a pattern and copy the page into it.)
  // The title names what the page shows, as its heading does ("Results for “tv” – Search – Demo store"): a tab, a bookmark, a search engine's link.
  // (Without the bidi isolates a right-to-left dictionary puts around the query: a title is read by tabs, bookmarks and analytics as text.)
  const heading = /part="heading"[^>]*>([\s\S]*?)<\/(?:h\d|div)>/.exec(drawn.html)?.[1].replace(/<[^>]*>|[\u2066-\u2069]/g, '').trim();
  const titled = heading ? before.replace(/<title>([^<]*)<\/title>/, (_, title: string) => `<title>${heading} – ${title}</title>`) : before;
  // The header's box holds the query searched, as the element shows it there with script (a shopper without script sees what they searched).
  const q = found[1] === 'ss-search' ? url.searchParams.get('q') : null;
  const boxed = q ? titled.replace(/<input type="search" name="q"(?![^>]*\svalue=)/, (input) => `${input} value="${escapeHtml(q)}"`) : titled;
  const page = boxed.replace('</head>', (end) => `${drawn.head}\n${end}`) + drawn.html + html.slice(found.index + found[0].length);
  // A category that is gone, or never was: 404, so that search engines drop it (the page still shows the way on).
  return drawn.notFound ? { status: 404, html: page } : page;
}
