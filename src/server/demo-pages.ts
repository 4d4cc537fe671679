/**
 * The demo's product, home and store finder pages for a browser that runs no script. demo.js
 * draws a product's details, the trending searches and the stores near a place in the browser;
 * without script a shopper got "Loading…" for ever and an empty list. The service prints them into the page as a shop's
 * own server would, inside `<noscript>`: with script on, demo.js draws them as before and
 * nothing of this is drawn or moves. (The results and category pages are drawn whole:
 * ssr.ts.) API text is escaped; links and images pass the allow-list; every replacement is
 * a function (a string would read `$&` or `$'` in a product's text as a pattern).
 */
import { LOCALES } from '../i18n/all-locales.js';
import { escapeHtml } from './html.js';
import type { PageWithStatus } from './static.js';

/** How the service answers a search and the trending queries, in process. */
export interface DemoAsk {
  search(url: URL): unknown;
  trending(url: URL): unknown;
}

const PLACEHOLDER = '/demo/images/placeholder.svg';

/** `value` as a URL of the web (http or https; a path is the page's), else undefined: the allow-list of core/sanitize.ts, without the DOM it also needs. */
function webUrl(value: unknown, page: URL): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), page);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie that keeps the demo's language from page to page (demo/assets/lang.js writes it too, with its localStorage). */
export const LANGUAGE_COOKIE = 'voltstore-lang';

/**
 * The demo's language for a request: its `?lang=` when the demo speaks it (English or a language
 * with a dictionary: lang.js's switch), else the one a former page chose (its cookie), else English.
 * `chosen`: a `?lang=` to remember, in the cookie, for the next pages (with script off too).
 */
export function demoLanguage(url: URL, cookie = ''): { lang: string; chosen?: string } {
  const speaks = (lang: string | null | undefined): lang is string => lang === 'en' || (!!lang && Object.hasOwn(LOCALES, lang));
  const asked = url.searchParams.get('lang');
  if (speaks(asked)) return { lang: asked, chosen: asked };
  const kept = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return { lang: speaks(kept) ? kept : 'en' };
}

/** `html` of a demo page with what only a browser without script shows, in `lang` (demoLanguage); other pages, and a page the service cannot answer for (no demo site), as they are. */
export function withoutScript(html: string, url: URL, ask: DemoAsk, lang = 'en'): string | PageWithStatus {
  try {
    if (url.pathname === '/demo/product.html') return product(html, url, ask, lang);
    if (/^\/demo\/(index\.html)?$/.test(url.pathname)) return home(html, url, ask);
    if (url.pathname === '/demo/stores.html') return stores(html, url, ask);
  } catch {
    // (demo.js shows its own error in the browser.)
  }
  return html;
}

/** A value of the answer as HTML text: a string or a number, else nothing. */
const text = (value: unknown) => escapeHtml(typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function product(html: string, url: URL, ask: DemoAsk, lang: string): string | PageWithStatus {
  const id = url.searchParams.get('id') ?? '';
  const found = new URL(`/search?tracker_id=demo&f[]=type:item&f[]=identity:${encodeURIComponent(id)}&size=1`, url.origin);
  const hit = (ask.search(found) as { results: { hits: Array<{ attributes: Record<string, unknown> }> } }).results.hits[0];
  if (!hit) return { status: 404, html: html.replace('</article>', (end) => `<noscript><p class="status">This product is not available.</p></noscript>${end}`) };
  const a = hit.attributes;
  const steps = String(a.category_path ?? '').split('||').filter(Boolean);
  // The words as demo.js says them in the browser: its language's dictionary (English where it has none), a count's form by its plural rules.
  const words = LOCALES[lang] ?? {};
  const plural = new Intl.PluralRules(lang);
  const number = (n: number) => n.toLocaleString(lang);
  const say = (key: string, english: string, count?: number) =>
    (words[count === undefined ? key : `${key}-${plural.select(count)}`] ?? english).replace('{count}', () => (count === undefined ? '' : number(count)));
  // A left-to-right mark after a closing symbol, as the elements write prices (shared/format.ts): Arabic's "US$" stays "US$" in a right-to-left line.
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' });
  const money = { format: (n: number) => format.format(n).replace(/\p{Sc}$/u, '$&\u200e') };
  const crumbs = [`<li><a href="/demo/listing.html">${escapeHtml(say('home', 'All products'))}</a></li>`,
    ...steps.map((step, i) => `<li><a href="/demo/listing.html?category=${encodeURIComponent(steps.slice(0, i + 1).join('||'))}">${text(step)}</a></li>`)];
  const price = typeof a.price === 'number' ? money.format(a.price) : '';
  const was = typeof a.list_price === 'number' && typeof a.price === 'number' && a.list_price > a.price ? ` <s><span class="sr">${escapeHtml(say('was', 'Was'))} </span>${money.format(a.list_price)}</s>` : '';
  const reviews = typeof a.reviews_count === 'number' ? a.reviews_count : 0;
  const rating = typeof a.rating === 'number' ? `<p class="muted">★ ${number(a.rating)} · ${escapeHtml(say('reviews', reviews === 1 ? '{count} review' : '{count} reviews', reviews))}</p>` : '';
  const image = escapeHtml(webUrl(a.image_link, url) ?? PLACEHOLDER);
  const details = `<nav class="crumbs" aria-label="${escapeHtml(say('breadcrumbs', 'Breadcrumb'))}"><ol>${crumbs.join('')}</ol></nav>`
    + `<div class="pdp"><img src="${image}" alt="${text(a.title)}" width="200" height="200"><div><h1>${text(a.title)}</h1><p class="muted">${text(a.brand)}</p>${rating}`
    + `<p class="price">${price}${was}</p><p class="stock${a.availability === 0 ? ' out' : ''}">${escapeHtml(a.availability === 0 ? say('out-of-stock', 'Out of stock') : say('in-stock', 'In stock'))}</p><p>${text(a.description)}</p></div></div>`;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(a.title)} – Demo store</title>`)
    .replace('</article>', (end) => `<noscript>${details}</noscript>${end}`);
}

function home(html: string, url: URL, ask: DemoAsk): string {
  const queries = ask.trending(new URL('/v2/trending_queries?tracker_id=demo', url.origin)) as Array<{ title: string }>;
  const links = queries.map((q) => `<li><a href="/demo/search.html?q=${encodeURIComponent(q.title)}">${escapeHtml(q.title)}</a></li>`).join('');
  return html.replace('<ul class="chips" id="trending"></ul>', (list) => `${list}<noscript><ul class="chips">${links}</ul></noscript>`);
}

/** The kinds of store as demo.js names them. */
const STORE_KINDS: Record<string, string> = { BigBox: 'Store', Mobile: 'Mobile store', Express: 'Express kiosk' };

/**
 * The store finder without script: its form goes to `?near=<city>` (a city of the page's own menu, with where it is), and the
 * stores within 80 km of it, nearest first, are printed in the page as demo.js's listing draws them (12 at most).
 */
function stores(html: string, url: URL, ask: DemoAsk): string {
  const near = url.searchParams.get('near') ?? '';
  const geo = [...html.matchAll(/<option value="([^"]+)" data-geo="([^"]+)">/g)].find(([, city]) => city === near)?.[2];
  if (!geo) return html;
  const found = new URL('/search?tracker_id=demo&f[]=type:store&f[]=geo_range:|80&sort=distance:asc&size=12', url.origin);
  found.searchParams.set('context[geo_location]', geo);
  const { results } = ask.search(found) as { results: { total_hits: number; hits: Array<{ url: string; attributes: Record<string, unknown> }> } };
  const cards = results.hits.map(({ url: id, attributes: a }) => `<li id="${text(id)}"><strong>${text(a.title)}</strong>`
    + `<span class="muted">${text(STORE_KINDS[String(a.store_type)] ?? a.store_type)}</span><span>${text(a.address)}, ${text(a.city)}, ${text(a.state)}</span>`
    + `<span class="muted">${text(a.hours)}</span></li>`).join('');
  const shown = results.hits.length < results.total_hits ? `, the ${results.hits.length} nearest shown` : '';
  const count = `${results.total_hits} ${results.total_hits === 1 ? 'store' : 'stores'} within 80 km of ${escapeHtml(near)}${shown}`;
  return html
    .replace(`<option value="${near}" data-geo=`, (option) => option.replace('<option ', '<option selected '))
    .replace('<div id="stores"></div>', () => `<div id="stores"><noscript><h2>${count}</h2><ol class="store-list">${cards}</ol></noscript></div>`);
}
