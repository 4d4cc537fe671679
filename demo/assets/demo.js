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
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

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

function image(src, alt) {
  const img = el('img', { src: safeUrl(src) ?? '/demo/images/placeholder.svg', alt, loading: 'lazy', width: '200', height: '200' });
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
document.addEventListener('ss-add-to-cart', (e) => {
  const { hit, identity } = e.detail;
  const lines = cartLines().filter((line) => line.id !== identity);
  saveCart([...lines, { id: identity, title: String(hit.attributes['title.untouched'] ?? hit.attributes.title ?? identity).replace(/<\/?em>/g, ''), price: hit.attributes.price }]);
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
    const add = el('button', { type: 'button', class: 'primary' }, 'Add to cart');
    // Announced like an element's add-to-cart: the tracker reports it as a conversion and the cart takes it.
    add.addEventListener('click', () => {
      add.dispatchEvent(new CustomEvent('ss-add-to-cart', { bubbles: true, composed: true, detail: { hit, identity: id } }));
      add.textContent = 'Added ✓';
    });
    out.replaceChildren(el('div', { class: 'layout' }, image(a.image_link, a.title),
      el('div', {}, el('h1', {}, a.title), el('p', { class: 'muted' }, a.brand ?? ''),
        el('p', { class: 'price' }, typeof a.price === 'number' ? money.format(a.price) : ''), el('p', {}, a.description ?? ''), add)));
  } catch (error) {
    showStatus(out, `Could not load the product (${error.message}).`, true, product);
  }
}

const CITIES = { Minneapolis: '44.9778,-93.2650', Chicago: '41.8781,-87.6298', 'New York': '40.7128,-74.0060', Seattle: '47.6062,-122.3321', Austin: '30.2672,-97.7431' };

async function stores() {
  const select = document.getElementById('city');
  const out = document.getElementById('stores');
  select.replaceChildren(...Object.keys(CITIES).map((c) => el('option', { value: c }, c)));
  const load = async () => {
    const geo = CITIES[select.value];
    showStatus(out, 'Loading…');
    try {
      const body = await api(`/search?tracker_id=${TRACKER}&f[]=type:store&f[]=geo_range:|80&context[geo_location]=${geo}&sort=distance:asc&size=12`);
      out.replaceChildren(el('p', { role: 'status' }, `${body.results.total_hits} stores within 80 km`),
        el('ul', { class: 'grid' }, ...body.results.hits.map((h) => el('li', { class: 'card', id: h.url },
          el('strong', {}, h.attributes.title), el('span', {}, `${h.attributes.address}, ${h.attributes.city}, ${h.attributes.state}`),
          el('span', { class: 'muted' }, h.attributes.hours)))));
    } catch (error) {
      showStatus(out, `Could not load stores (${error.message}).`, true, load);
    }
  };
  select.addEventListener('change', load);
  load();
}

async function nav() {
  const box = document.querySelector('nav.cats');
  if (!box) return;
  try {
    const body = await api(`/search?tracker_id=${TRACKER}&f[]=type:category&size=200&hit_fields=title,category_path`);
    const tops = body.results.hits.filter((h) => !String(h.attributes.category_path).includes('||'));
    box.replaceChildren(...tops.map((h) => el('a', { href: `/demo/listing.html?category=${encodeURIComponent(h.attributes.category_path)}` }, h.attributes.title)));
  } catch {
    box.replaceChildren();
  }
}

const pages = { home, product, stores, cart };
nav();
pages[document.body.dataset.page]?.();
