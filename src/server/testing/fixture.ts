/**
 * A small, hand-written catalog for the service tests: every object is here for a
 * reason that a test names. Test-only module.
 */
import type { IndexObject } from '../../core/types.js';
import type { MerchandisingFile } from '../merchandising.js';
import { startServer, type RunningServer } from '../server.js';

export const TRACKER = 'test';

const item = (identity: string, fields: Record<string, unknown>, extra: Partial<IndexObject> = {}): IndexObject => ({
  identity, type: 'item', fields: { availability: 1, ...fields } as unknown as IndexObject['fields'], ...extra,
});

export const FIXTURE: IndexObject[] = [
  item('hp-aurora', {
    title: 'Aurora Wireless Headphones', brand: 'Auralis', price: 99.99, color: ['Black', 'Silver'], rating: 4.5, popularity: 500,
    category_path: 'Audio||Headphones||Over-Ear', all_categories_path: ['Audio||Headphones||Over-Ear', 'Deals||Audio'],
    categories: ['Audio', 'Headphones', 'Over-Ear'], description: 'Comfortable over-ear headphones with a long battery.',
    release_date: '2024-05-01T00:00:00Z',
  }, {
    nested: [
      { type: 'variant', identity: 'hp-aurora-black', fields: { title: 'Aurora Wireless Headphones Black', color: 'Black', price: 99.99 } },
      { type: 'variant', identity: 'hp-aurora-silver', fields: { title: 'Aurora Wireless Headphones Silver', color: 'Silver', price: 109.99 } },
    ],
  }),
  item('hp-sport', {
    title: 'Auralis Sport Earbuds', brand: 'Auralis', price: 49.99, color: ['Blue'], rating: 4.1, popularity: 300,
    category_path: 'Audio||Headphones||Earbuds', all_categories_path: ['Audio||Headphones||Earbuds'], categories: ['Audio', 'Headphones', 'Earbuds'],
    description: 'Sweat-proof earbuds for running.', release_date: '2025-01-10T00:00:00Z',
  }),
  item('hp-hush', {
    title: 'Hushwave Noise Cancelling Headphones', brand: 'Hushwave', price: 249.99, color: ['Black'], rating: 4.8, popularity: 800,
    category_path: 'Audio||Headphones||Over-Ear', all_categories_path: ['Audio||Headphones||Over-Ear'], categories: ['Audio', 'Headphones', 'Over-Ear'],
    description: 'Quiet flights and focused work.', release_date: '2023-09-15T00:00:00Z',
  }),
  item('hp-budget', {
    title: 'Hushwave Budget Headphones', brand: 'Hushwave', price: 29.99, color: ['White'], rating: 3.9, popularity: 900, availability: 0,
    category_path: 'Audio||Headphones||On-Ear', all_categories_path: ['Audio||Headphones||On-Ear'], categories: ['Audio', 'Headphones', 'On-Ear'],
    description: 'Out of stock, but popular.', release_date: '2022-02-02T00:00:00Z',
  }),
  item('ph-nova', {
    title: 'Zentro Nova Smartphone 128GB', brand: 'Zentro', price: 699.99, color: ['Black', 'Blue'], storage: ['128GB'], rating: 4.6, popularity: 1000,
    category_path: 'Phones||Smartphones', all_categories_path: ['Phones||Smartphones'], categories: ['Phones', 'Smartphones'],
    description: 'A bright screen and a camera for night photos.', release_date: '2025-03-01T00:00:00Z',
  }),
  item('ph-case', {
    title: 'Zentro Nova Phone Case', brand: 'Brisko', price: 19.99, rating: 4.0, popularity: 200,
    category_path: 'Phones||Accessories||Cases', all_categories_path: ['Phones||Accessories||Cases'], categories: ['Phones', 'Accessories', 'Cases'],
    description: 'Slim case for the Zentro Nova.', release_date: '2025-03-02T00:00:00Z',
  }),
  item('tv-oled', {
    title: 'Pyxelo OLED TV 55"', brand: 'Pyxelo', price: 1299.99, rating: 4.7, popularity: 600,
    category_path: 'TV & Video||TVs', all_categories_path: ['TV & Video||TVs'], categories: ['TV & Video', 'TVs'],
    description: 'Perfect blacks.', release_date: '2024-10-01T00:00:00Z',
  }),
  item('xss', {
    title: '<img src=x onerror=alert(1)> Hacker Speaker', brand: 'Mavik', price: 10, popularity: 1,
    category_path: 'Audio||Speakers', all_categories_path: ['Audio||Speakers'], categories: ['Audio', 'Speakers'],
  }),
  item('hp-future', { title: 'Future Headphones', brand: 'Auralis', price: 1, popularity: 10000, category_path: 'Audio||Headphones||Over-Ear' }, { active_from: '2099-01-01T00:00:00Z' }),
  item('hp-expired', { title: 'Expired Headphones', brand: 'Auralis', price: 1, popularity: 10000, category_path: 'Audio||Headphones||Over-Ear' }, { active_to: '2001-01-01T00:00:00Z' }),
  { identity: 'cat-headphones', type: 'category', fields: { title: 'Headphones', category_path: 'Audio||Headphones', popularity: 50 } },
  { identity: 'brand-auralis', type: 'brand', fields: { title: 'Auralis', popularity: 40 } },
  { identity: 'brand-hushwave', type: 'brand', fields: { title: 'Hushwave', popularity: 30 } },
  { identity: 'query:headphones', type: 'query', fields: { title: 'headphones', popularity: 90 } },
  { identity: 'query:oled tv', type: 'query', fields: { title: 'oled tv', popularity: 70 } },
  { identity: 'query:phone case', type: 'query', fields: { title: 'phone case', popularity: 20 } },
  { identity: 'store-mpls', type: 'store', fields: { title: 'Minneapolis Downtown', city: 'Minneapolis', geo_location: { lat: 44.9778, lon: -93.265 } } },
  { identity: 'store-stpaul', type: 'store', fields: { title: 'Saint Paul Midway', city: 'Saint Paul', geo_location: { lat: 44.9537, lon: -93.09 } } },
  { identity: 'store-chicago', type: 'store', fields: { title: 'Chicago Loop', city: 'Chicago', geo_location: { lat: 41.8781, lon: -87.6298 } } },
];

export const FIXTURE_RULES: MerchandisingFile = {
  [TRACKER]: {
    pins: [
      { query: 'headphones', identity: 'hp-sport', position: 1, promoted: true, pin_note: 'Staff pick' },
      { query: 'headphones', identity: 'tv-oled', position: 3 },
      { plp: 'category_path:Audio||Headphones', identity: 'hp-hush', position: 1 },
    ],
    redirects: [{ query: 'help', url: '/help' }, { query: 'evil', url: 'javascript:alert(1)' }],
    campaigns: [{ id: 7, queries: ['tv'], target_url: '/tv-deals', banners: { autocomplete_top: { desktop_url: '/b.svg', mobile_url: '/m.svg' } } }],
    rewrites: [{ query: 'telly', rewrite: 'tv' }],
  },
};

/** Starts a service on a free port with the fixture catalog. */
export function startFixtureServer(): Promise<RunningServer> {
  return startServer({
    port: 0,
    sites: [{ trackerId: TRACKER, publicKey: 'test-public', privateKey: 'test-private' }],
    objects: FIXTURE,
    merchandising: FIXTURE_RULES,
  });
}

/** GET a path of the service; returns status, headers and the parsed (or text) body. */
export async function get(base: string, path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(base + path, init);
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body };
}

export function postJson(base: string, path: string, body: unknown, contentType = 'application/json') {
  return get(base, path, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}
