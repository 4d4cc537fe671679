// Demo storefront glue, in plain JavaScript, talking to the query API of the service
// that serves these pages. The elements of site-search-elements replace parts of it as
// they land: the header's search box, the search page and the category pages are
// elements alone; the home, product and store pages are still drawn here. Everything from the API is rendered as
// text: only highlight <em> is rebuilt, and links pass a protocol allow-list.

// The project's own sanitizers: <em>-only highlights and the URL allow-list.
import { highlightFragment as highlighted, safeUrl } from '/dist/core.js';

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

function productCard(hit) {
  const a = hit.attributes;
  const id = hit.url ?? hit.identity;
  const href = safeUrl(a['url.untouched'] ?? a.url) ?? `/demo/product.html?id=${encodeURIComponent(id)}`;
  return el('li', { class: 'card' },
    image(a.image_link, ''),
    hit.promoted ? el('span', { class: 'badge' }, 'Promoted') : undefined,
    el('a', { class: 'title', href }, highlighted(a.title)),
    a.brand ? el('span', { class: 'muted' }, highlighted(a.brand)) : undefined,
    typeof a.price === 'number' ? el('span', { class: 'price' }, money.format(a.price)) : undefined,
    hit.pin_note ? el('span', { class: 'muted' }, hit.pin_note) : undefined,
    a.availability === 0 ? el('span', { class: 'muted' }, 'Out of stock') : undefined);
}

function showStatus(target, text, isError = false, retry) {
  target.replaceChildren(el('div', { class: `status${isError ? ' error' : ''}`, role: isError ? 'alert' : 'status' }, text,
    retry ? el('button', { type: 'button', onclick: retry, style: 'margin-left:1rem' }, 'Try again') : undefined));
}

async function home() {
  const trending = document.getElementById('trending');
  const top = document.getElementById('top');
  try {
    const [queries, items] = await Promise.all([
      api(`/v2/trending_queries?tracker_id=${TRACKER}`),
      api(`/v1/top_items?tracker_id=${TRACKER}&type=item:8`),
    ]);
    trending.replaceChildren(...queries.map((q) => el('li', {}, el('a', { href: `/demo/search.html?q=${encodeURIComponent(q.title)}` }, q.title))));
    top.replaceChildren(...items.hits.map(productCard));
  } catch (error) {
    showStatus(top, `Could not load products (${error.message}).`, true, home);
  }
}

async function product() {
  const out = document.getElementById('product');
  const id = params.get('id');
  try {
    const body = await api(`/search?tracker_id=${TRACKER}&f[]=type:item&f[]=identity:${encodeURIComponent(id ?? '')}`);
    const hit = body.results.hits[0];
    if (!hit) {
      showStatus(out, 'This product is not available.');
      return;
    }
    const a = hit.attributes;
    document.title = `${a.title} – Demo store`;
    out.replaceChildren(el('div', { class: 'layout' }, image(a.image_link, a.title),
      el('div', {}, el('h1', {}, a.title), el('p', { class: 'muted' }, a.brand ?? ''),
        el('p', { class: 'price' }, typeof a.price === 'number' ? money.format(a.price) : ''), el('p', {}, a.description ?? ''))));
    const recs = await api(`/v1/recommend?tracker_id=${TRACKER}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify([{ recommendation_type: 'item_detail_alternatives', item_ids: [id], size: 4 }, { recommendation_type: 'item_detail_complements', item_ids: [id], size: 4 }]),
    });
    document.getElementById('alternatives').replaceChildren(...recs[0].hits.map(productCard));
    document.getElementById('complements').replaceChildren(...recs[1].hits.map(productCard));
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

const pages = { home, product, stores };
nav();
pages[document.body.dataset.page]?.();
