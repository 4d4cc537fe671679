// Demo storefront glue, in plain JavaScript, talking to the query API of the service
// that serves these pages. The elements of site-search-elements replace parts of it as
// they land (the header's search box first). Everything from the API is rendered as
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

async function results(kind) {
  const out = document.getElementById('results');
  const facetsBox = document.getElementById('facets');
  const heading = document.getElementById('heading');
  const q = params.get('q') ?? '';
  const category = params.get('category');
  const page = Number(params.get('page') ?? 1);
  const query = new URLSearchParams({ tracker_id: TRACKER, size: '24', page: String(page), facets: 'brand:12,price,color:12,rating' });
  query.append('f[]', 'type:item');
  if (kind === 'listing' && category) {
    query.append('f[]', `category_path:${category}`);
    query.set('plp', 'category_path');
    heading.textContent = category.split('||').join(' › ');
  } else {
    query.set('q', q);
    heading.textContent = q ? `Results for “${q}”` : 'Search';
    const box = document.querySelector('header.site input[name=q]');
    if (box) box.value = q;
  }
  for (const f of params.getAll('f')) query.append('f[]', f);
  if (params.get('sort')) query.set('sort', params.get('sort'));
  showStatus(out, 'Loading…');
  let body;
  try {
    body = await api(`/search?${query}`);
  } catch (error) {
    showStatus(out, `Search failed (${error.message}).`, true, () => results(kind));
    return;
  }
  const r = body.results;
  const redirect = safeUrl(r.suggested_url);
  if (redirect) {
    location.assign(redirect);
    return;
  }
  const parts = [];
  if (r.corrected_query) parts.push(el('p', {}, 'Showing results for ', highlighted(r.corrected_query)));
  for (const c of r.campaigns ?? []) {
    const banner = c.banners?.search_header;
    if (banner) parts.push(el('a', { class: 'banner', href: safeUrl(c.target_url) ?? '#' }, image(banner.desktop_url, 'Promotion')));
  }
  parts.push(el('div', { class: 'toolbar' }, el('span', { role: 'status' }, `${r.total_hits} products`), sortSelect()));
  parts.push(r.hits.length ? el('ul', { class: 'grid' }, ...r.hits.map(productCard)) : el('p', {}, 'No products match. Try fewer words or filters.'));
  if (body.next_page || page > 1) parts.push(pager(page, Boolean(body.next_page)));
  out.replaceChildren(...parts);
  facetsBox.replaceChildren(...r.facets.filter((f) => f.values.length).map(facet));
}

function facet(f) {
  const active = new Set(params.getAll('f'));
  return el('fieldset', {}, el('legend', {}, f.name.replace(/_/g, ' ')),
    ...f.values.map((v) => {
      const key = `${f.name}:${v.value}`;
      const label = f.type === 'float' ? v.value.split('|').map((n) => (f.name === 'price' ? money.format(Number(n)) : n)).join(' – ') : v.value;
      return el('label', {}, el('input', {
        type: 'checkbox', checked: active.has(key),
        onchange: (e) => navigate((p) => {
          const rest = p.getAll('f').filter((x) => x !== key);
          p.delete('f');
          for (const x of rest) p.append('f', x);
          if (e.target.checked) p.append('f', key);
          p.delete('page');
        }),
      }), `${label} (${v.hits_count})`);
    }));
}

function sortSelect() {
  const options = [['', 'Relevance'], ['price:asc', 'Price: low to high'], ['price:desc', 'Price: high to low'], ['rating:desc', 'Rating']];
  return el('label', {}, 'Sort ', el('select', { onchange: (e) => navigate((p) => { if (e.target.value) p.set('sort', e.target.value); else p.delete('sort'); p.delete('page'); }) },
    ...options.map(([value, text]) => el('option', { value, selected: (params.get('sort') ?? '') === value }, text))));
}

function pager(page, hasNext) {
  const link = (n, text) => el('a', { href: `?${withParam('page', String(n))}` }, text);
  return el('nav', { class: 'pager', 'aria-label': 'Pages' }, page > 1 ? link(page - 1, 'Previous') : undefined, el('span', { 'aria-current': 'page' }, `Page ${page}`), hasNext ? link(page + 1, 'Next') : undefined);
}

function withParam(key, value) {
  const p = new URLSearchParams(location.search);
  p.set(key, value);
  return p;
}

function navigate(change) {
  const p = new URLSearchParams(location.search);
  change(p);
  location.search = p.toString();
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

const pages = { home, search: () => results('search'), listing: () => results('listing'), product, stores };
nav();
pages[document.body.dataset.page]?.();
