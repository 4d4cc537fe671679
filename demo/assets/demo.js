// Demo storefront glue, in plain JavaScript, talking to the query API of the service
// that serves these pages. The header's search box, the search and category pages and
// every recommendation row are elements alone; this file draws the product's own details,
// the store finder and the demo's cart (kept in localStorage). Everything from the API is
// rendered as text: only highlight <em> is rebuilt, and links pass a protocol allow-list.

// The project's own URL allow-list.
import { safeUrl } from '/dist/core.js';

const API = location.origin;
const TRACKER = 'demo';
const params = new URLSearchParams(location.search);
// The page's language (lang.js sets it from the switch): prices in its format, and the product
// page's own words from the elements' dictionary of that language (imported as a shop's own code
// would: site-search-elements/locales/<lang>), English where there is none.
const lang = document.documentElement.lang || 'en';
// A left-to-right mark after a closing symbol, as the elements write prices: Arabic's "US$" stays "US$" in a right-to-left line.
const currency = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' });
const money = { format: (n) => currency.format(n).replace(/\p{Sc}$/u, '$&\u200e') };
const dictionary = lang === 'en' ? Promise.resolve({}) : import(`/dist/locales/${lang}.js`).then((m) => m.default, () => ({}));
const plural = new Intl.PluralRules(lang);
/** The dictionary's words for `key` (`english` when it has none), `{count}` filled in. */
const say = (words, key, english, count) => (words[count === undefined ? key : `${key}-${plural.select(count)}`] ?? english).replace('{count}', count?.toLocaleString(lang));

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  node.append(...children.filter((c) => c !== undefined && c !== null));
  return node;
}

/** The product's picture, a neutral placeholder when it fails: the page's largest paint, fetched at once and before others. */
function image(src, alt) {
  const img = el('img', { src: safeUrl(src) ?? '/demo/images/placeholder.svg', alt, fetchpriority: 'high', width: '200', height: '200' });
  img.addEventListener('error', () => { img.src = '/demo/images/placeholder.svg'; }, { once: true });
  return img;
}

async function api(path, init) {
  const res = await fetch(API + path, init);
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

function showStatus(target, text, isError = false, retry) {
  target.replaceChildren(el('div', { class: `status${isError ? ' error' : ''}`, role: isError ? 'alert' : 'status' }, text,
    retry ? el('button', { type: 'button', onclick: retry, style: 'margin-left:1rem' }, 'Try again') : undefined));
}

/** The category page of a category path (`Audio||Speakers`). */
const listingUrl = (path) => `/demo/listing.html?category=${encodeURIComponent(path)}`;

async function home() {
  const trending = document.getElementById('trending');
  try {
    const queries = await api(`/v2/trending_queries?tracker_id=${TRACKER}`);
    trending.replaceChildren(...queries.map((q) => el('li', {}, el('a', { href: `/demo/search.html?q=${encodeURIComponent(q.title)}` }, q.title))));
  } catch {
    trending.replaceChildren();
  }
}

// The demo's cart: lines in localStorage, filled by every element's add-to-cart (ss-add-to-cart).
const CART = 'voltstore-cart';
const cartLines = () => {
  try {
    return JSON.parse(localStorage.getItem(CART) ?? '[]');
  } catch {
    return [];
  }
};
function saveCart(lines) {
  localStorage.setItem(CART, JSON.stringify(lines));
  const link = document.getElementById('cart-link');
  if (link) link.textContent = lines.length ? `Cart (${lines.length})` : 'Cart';
}
// What a button press did, said to a screen reader too (the element's button stays as it was: the shop's cart answers it).
const cartStatus = el('div', { class: 'sr', role: 'status' });
document.body.append(cartStatus);
document.addEventListener('ss-add-to-cart', (e) => {
  const { hit, identity } = e.detail;
  const lines = cartLines().filter((line) => line.id !== identity);
  const title = String(hit.attributes['title.untouched'] ?? hit.attributes.title ?? identity).replace(/<\/?em>/g, '');
  saveCart([...lines, { id: identity, title, price: hit.attributes.price }]);
  cartStatus.textContent = `${title} added to the cart (${lines.length + 1} in it).`;
});
saveCart(cartLines());

function cart() {
  const out = document.getElementById('cart');
  const recs = document.querySelector('ss-recs[widget-id=cart-basket]');
  // The row completes a basket; an empty cart gets bestsellers instead ("Complete your order" would be wrong).
  const basket = (ids) => {
    if (!recs) return;
    recs.setAttribute('model', ids.length ? 'basket' : 'bestsellers');
    // It reads the cart's items from data-ss-item; after a change it is told again.
    if (recs.hasUpdated) recs.setAttribute('item-ids', ids.join(','));
  };
  const draw = () => {
    const lines = cartLines();
    basket(lines.map((l) => l.id));
    if (!lines.length) {
      out.replaceChildren(el('p', { class: 'muted' }, 'Your cart is empty. Add something from the rows below or from a search.'));
      return;
    }
    const total = lines.reduce((sum, l) => sum + (typeof l.price === 'number' ? l.price : 0), 0);
    out.replaceChildren(el('ul', { class: 'cart-lines' }, ...lines.map((line) => el('li', { 'data-ss-item': line.id },
      el('a', { href: `/demo/product.html?id=${encodeURIComponent(line.id)}` }, line.title),
      el('span', { class: 'price' }, typeof line.price === 'number' ? money.format(line.price) : ''),
      el('button', { type: 'button', onclick: () => { saveCart(cartLines().filter((l) => l.id !== line.id)); draw(); } }, 'Remove')))),
    el('p', { class: 'price' }, `Total ${money.format(total)}`),
    el('button', { type: 'button', class: 'primary', onclick: () => {
      // A purchase teaches the recommender what is bought together.
      window.ssTracker?.transaction(cartLines().map((l) => ({ url: l.id, count: 1, total_price: typeof l.price === 'number' ? l.price : 0 })));
      saveCart([]);
      out.replaceChildren(el('p', { role: 'status' }, 'Thank you! Your order is placed (a demo: nothing ships).'));
      basket([]);
    } }, 'Place order'));
  };
  draw();
}

async function product() {
  const out = document.getElementById('product');
  const id = params.get('id');
  // The product's identity on the page: the recommendation rows read it (data-ss-item).
  if (id) out.dataset.ssItem = id;
  try {
    const body = await api(`/search?tracker_id=${TRACKER}&f[]=type:item&f[]=identity:${encodeURIComponent(id ?? '')}`);
    const hit = body.results.hits[0];
    if (!hit) {
      showStatus(out, 'This product is not available.');
      return;
    }
    const a = hit.attributes;
    document.title = `${a.title} – Demo store`;
    const words = await dictionary;
    const add = el('button', { type: 'button', class: 'primary' }, say(words, 'add-to-cart', 'Add to cart'));
    // Announced like an element's add-to-cart: the tracker reports it as a conversion and the cart takes it.
    add.addEventListener('click', () => {
      add.dispatchEvent(new CustomEvent('ss-add-to-cart', { bubbles: true, composed: true, detail: { hit, identity: id } }));
      add.textContent = 'Added ✓';
    });
    // The category trail, each step a link to its listing (as <ss-listing>'s own breadcrumb).
    const steps = String(a.category_path ?? '').split('||').filter(Boolean);
    const trail = el('nav', { class: 'crumbs', 'aria-label': say(words, 'breadcrumbs', 'Breadcrumb') }, el('ol', {},
      el('li', {}, el('a', { href: '/demo/listing.html' }, say(words, 'home', 'All products'))),
      ...steps.map((step, i) => el('li', {}, el('a', { href: listingUrl(steps.slice(0, i + 1).join('||')) }, step)))));
    const price = typeof a.price === 'number' ? money.format(a.price) : '';
    const was = typeof a.list_price === 'number' && a.list_price > a.price
      ? el('s', {}, el('span', { class: 'sr' }, `${say(words, 'was', 'Was')} `), money.format(a.list_price)) : undefined;
    const rating = typeof a.rating === 'number'
      ? el('p', { class: 'muted' }, `★ ${a.rating.toLocaleString(lang)} · ${say(words, 'reviews', a.reviews_count === 1 ? '{count} review' : '{count} reviews', a.reviews_count ?? 0)}`) : undefined;
    add.disabled = a.availability === 0;
    const stock = el('p', { class: add.disabled ? 'stock out' : 'stock' }, add.disabled ? say(words, 'out-of-stock', 'Out of stock') : say(words, 'in-stock', 'In stock'));
    out.replaceChildren(trail, el('div', { class: 'pdp' }, image(a.image_link, a.title),
      el('div', {}, el('h1', {}, a.title), el('p', { class: 'muted' }, a.brand ?? ''), rating,
        el('p', { class: 'price' }, price, was ? ' ' : undefined, was), stock, el('p', {}, a.description ?? ''), add)));
  } catch (error) {
    showStatus(out, `Could not load the product (${error.message}).`, true, product);
  }
}

const STORE_TYPES = { BigBox: 'Store', Mobile: 'Mobile store', Express: 'Express kiosk' };

/** "Mon: 10-9; Tue: 10-9; ..." as a shop prints it: runs of days with the same hours ("Mon–Sat 10-9 · Sun 11-8"); the data's 0-11:59 is open all day. */
function hoursText(hours) {
  const days = String(hours ?? '').split(';').map((d) => d.trim().split(': ')).filter((d) => d.length === 2);
  if (!days.length) return hours ?? '';
  if (days.length === 7 && days.every(([, h]) => h === '0-11:59')) return 'Open 24 hours';
  const runs = [];
  for (const [day, h] of days) {
    const last = runs.at(-1);
    if (last?.h === h) last.to = day;
    else runs.push({ from: day, to: day, h });
  }
  if (runs.length === 1 && days.length === 7) return `Daily ${runs[0].h}`;
  return runs.map((r) => `${r.from === r.to ? r.from : `${r.from}–${r.to}`} ${r.h === '0-11:59' ? '24 hours' : r.h}`).join(' · ');
}

/**
 * The store finder: an <ss-listing type="store"> of the stores within 80 km of a place the
 * shopper chooses (a city, their own location, or the store a #store-N link names, where a
 * store suggestion or result leads), nearest first. Nothing is asked before a place is
 * chosen, and the shopper's location only when they press "Use my location". The place is
 * kept in the URL (`near`), the listing's own filters, sort and page beside it.
 */
async function stores() {
  const select = document.getElementById('city');
  const holder = document.getElementById('stores');
  const status = document.getElementById('finder-status');
  // The cities are the page's own options, each with where it is (data-geo).
  const cities = [...select.options].filter((o) => o.value);
  const CITIES = Object.fromEntries(cities.map((o) => [o.value, o.dataset.geo]));
  let chosen; // the store a #store-N link names: { id, geo, label }
  let list;
  // A store as a shop prints it: its kind, address and hours; the chosen one marked.
  const card = (hit) => {
    const a = hit.attributes;
    const mine = hit.url === chosen?.id;
    return el('article', { part: `store${mine ? ' chosen' : ''}`, id: hit.url, 'aria-current': mine ? 'location' : undefined },
      el('strong', {}, String(a.title ?? '')),
      el('span', { part: 'store-muted' }, STORE_TYPES[a.store_type] ?? String(a.store_type ?? '')),
      el('span', {}, `${a.address}, ${a.city}, ${a.state}`),
      el('span', { part: 'store-muted' }, hoursText(a.hours)));
  };
  const show = (geo, label) => {
    status.textContent = '';
    if (!list) {
      list = el('ss-listing', {
        'tracker-id': TRACKER, type: 'store', size: '12', 'heading-level': '2', facets: 'store_type, state:8', filters: 'geo_range:|80',
        sort: 'distance:asc', 'sort-options': 'distance:asc=Nearest first; title:asc=Name', 'text-count-one': '{count} store within 80 km',
        'text-count-other': '{count} stores within 80 km', 'text-facet-store_type': 'Kind', ...Object.fromEntries(Object.entries(STORE_TYPES).map(([k, v]) => [`text-value-store_type-${k}`, v])),
      });
      holder.replaceChildren(list);
    }
    list.setAttribute('text-home', `Stores near ${label}`);
    list.setAttribute('context', `geo_location:${geo}`);
    list.renderers = { store: card };
  };
  const place = async () => {
    const id = /^#(store-\d+)$/.exec(location.hash)?.[1];
    if (id && chosen?.id !== id) {
      try {
        const a = (await api(`/search?tracker_id=${TRACKER}&f[]=type:store&f[]=identity:${id}&size=1`)).results.hits[0]?.attributes;
        chosen = a?.geo_location ? { id, geo: `${a.geo_location.lat},${a.geo_location.lon}`, label: `${a.title}, ${a.city}` } : undefined;
      } catch (error) {
        showStatus(status, `Could not find that store (${error.message}).`, true, place);
        return;
      }
      select.replaceChildren(...(chosen ? [el('option', { value: id }, chosen.label)] : []), el('option', { value: '' }, 'Choose a city…'), ...cities);
      if (chosen) select.value = id;
    }
    const near = new URLSearchParams(location.search).get('near');
    if (select.value === chosen?.id && chosen) show(chosen.geo, chosen.label);
    else if (CITIES[near]) show(CITIES[near], (select.value = near));
    else if (/^-?[\d.]+,-?[\d.]+$/.test(near ?? '')) show(near, 'your location');
  };
  const go = (near) => {
    const url = new URL(location.href);
    for (const name of ['near', 'f', 'sort', 'page']) url.searchParams.delete(name);
    url.searchParams.set('near', near);
    url.hash = '';
    history.pushState(null, '', url);
    chosen = undefined;
    place();
  };
  select.addEventListener('change', () => select.value && go(select.value));
  document.getElementById('locate').addEventListener('click', () => {
    status.textContent = 'Finding your location…';
    navigator.geolocation.getCurrentPosition((p) => go(`${p.coords.latitude.toFixed(4)},${p.coords.longitude.toFixed(4)}`),
      () => (status.textContent = 'Your location is not available: choose a city.'), { timeout: 10000 });
  });
  // A store suggestion chosen on this page changes only the hash; Back and Forward another place.
  addEventListener('hashchange', place);
  addEventListener('popstate', place);
  await place();
}

const pages = { home, product, stores, cart };
pages[document.body.dataset.page]?.();
