/**
 * Deterministic, seeded generator of the demo catalog: index-objects per
 * indexing-events-api.md 2.1. The same seed and options always give the same objects,
 * byte for byte, so benchmarks and tests can rely on them.
 */
import type { IndexObject, NestedObject } from '../../core/types.js';
import { rng } from '../random.js';
import {
  BRANDS, DESCRIPTION_CLOSERS, DESCRIPTION_OPENERS, LEAVES, MODEL_SUFFIX, SERIES, type LeafSpec,
} from './words.js';

export interface GeneratorOptions {
  /** Number of `item` objects. Default 2,000. */
  items?: number;
  /** Seed of the pseudo-random sequence. Default 20261121. */
  seed?: number;
  /** Raw CC0 store records (catalog/data/stores.json) to add as `store` objects. */
  stores?: readonly RawStore[];
}

export interface RawStore {
  id: number;
  type?: string;
  name: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  location: { lat: number; lon: number };
  hours?: string;
  services?: string[];
}

export const GENERATOR_VERSION = 1;
export const PATH_SEPARATOR = '||';

export function slug(text: string): string {
  return text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Image of a top-level category, shipped under demo/images/. */
export function categoryImage(top: string): string {
  return `/demo/images/${slug(top)}.svg`;
}

/** All objects of the catalog: items, then categories, brands, queries and stores. */
export function* generateCatalog(options: GeneratorOptions = {}): Generator<IndexObject> {
  const count = options.items ?? 2000;
  const random = rng(options.seed ?? 20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);

  const categoryPopularity = new Map<string, number>();
  const brandPopularity = new Map<string, number>();
  const queries = new Map<string, number>();
  const addQuery = (text: string, weight: number) => queries.set(text, (queries.get(text) ?? 0) + weight);

  for (let n = 1; n <= count; n++) {
    const leaf = LEAVES[Math.floor(random() * LEAVES.length)];
    const brand = pick(leaf.brands);
    const noun = pick(leaf.nouns);
    const series = pick(SERIES);
    const model = `${series} ${1 + Math.floor(random() * 9)}${pick(MODEL_SUFFIX)}`;
    const spec = leaf.specs ? pick(leaf.specs) : '';
    const title = [brand, model, noun, spec].filter(Boolean).join(' ');
    // Zipf-like popularity: a few products draw most of the traffic.
    const popularity = Math.max(1, Math.round(10000 / Math.pow(1 + random() * 200, 1.2)));
    const price = roundPrice(between(leaf.price[0], leaf.price[1]));
    const discounted = random() < 0.2;
    const features = [pick(leaf.features), pick(leaf.features), pick(leaf.features)];
    const path = leaf.path.join(PATH_SEPARATOR);
    const fields: IndexObject['fields'] = {
      title,
      description: describe(leaf, { title, brand, noun: noun.toLowerCase(), features }, pick),
      brand,
      price,
      ...(discounted ? { list_price: roundPrice(price * between(1.1, 1.4)) } : {}),
      currency: 'USD',
      image_link: categoryImage(leaf.path[0]),
      url: `/demo/product.html?id=item-${n}`,
      categories: leaf.path,
      category: leaf.path[leaf.path.length - 1],
      category_path: path,
      all_categories_path: leaf.alsoIn ? [path, leaf.alsoIn.join(PATH_SEPARATOR)] : [path],
      rating: Math.round(between(2.6, 5) * 10) / 10,
      reviews_count: Math.floor(random() * popularity * 0.3),
      popularity,
      availability: random() < 0.9 ? 1 : 0,
      release_date: isoDate(2021 + Math.floor(random() * 5), 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      sku: `SSE-${String(100000 + n)}`,
    };
    const nested = variants(leaf, n, title, price, random);
    if (nested.length) {
      const colors = unique(nested.map((v) => v.fields.color as string | undefined));
      const storage = unique(nested.map((v) => v.fields.storage as string | undefined));
      if (colors.length) fields.color = colors;
      if (storage.length) fields.storage = storage;
    }
    const object: IndexObject = { identity: `item-${n}`, type: 'item', fields, ...(nested.length ? { nested } : {}) };
    // A few scheduled products: one not yet on sale, one withdrawn.
    if (n % 97 === 0) object.active_from = '2099-01-01T00:00:00Z';
    if (n % 101 === 0) object.active_to = '2021-01-01T00:00:00Z';
    yield object;

    for (let depth = 1; depth <= leaf.path.length; depth++) {
      const key = leaf.path.slice(0, depth).join(PATH_SEPARATOR);
      categoryPopularity.set(key, (categoryPopularity.get(key) ?? 0) + popularity);
    }
    brandPopularity.set(brand, (brandPopularity.get(brand) ?? 0) + popularity);
    addQuery(noun.toLowerCase(), popularity);
    addQuery(`${brand} ${noun}`.toLowerCase(), popularity / 4);
    addQuery(`${brand} ${series}`.toLowerCase(), popularity / 8);
  }

  for (const [path, popularity] of categoryPopularity) {
    const steps = path.split(PATH_SEPARATOR);
    const label = steps[steps.length - 1];
    yield {
      identity: `category:${path}`,
      type: 'category',
      fields: {
        title: label,
        category_path: path,
        categories: steps,
        url: `/demo/listing.html?category=${encodeURIComponent(path)}`,
        image_link: categoryImage(steps[0]),
        popularity: Math.round(popularity / 10),
      },
    };
    addQuery(label.toLowerCase(), popularity / 10);
  }
  for (const brand of BRANDS) {
    const popularity = brandPopularity.get(brand);
    if (!popularity) continue;
    yield {
      identity: `brand:${slug(brand)}`,
      type: 'brand',
      fields: {
        title: brand,
        url: `/demo/search.html?f=${encodeURIComponent(`brand:${brand}`)}`,
        image_link: '/demo/images/brand.svg',
        popularity: Math.round(popularity / 10),
      },
    };
    addQuery(brand.toLowerCase(), popularity / 6);
  }
  const topQueries = [...queries].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 400);
  for (const [text, popularity] of topQueries) {
    yield { identity: `query:${text}`, type: 'query', fields: { title: text, popularity: Math.round(popularity) } };
  }
  for (const store of options.stores ?? []) yield storeObject(store);
}

export function storeObject(store: RawStore): IndexObject {
  return {
    identity: `store-${store.id}`,
    type: 'store',
    fields: {
      title: store.name,
      store_type: store.type ?? 'Store',
      address: [store.address, store.address2].filter(Boolean).join(', '),
      city: store.city,
      state: store.state,
      zip: store.zip,
      geo_location: { lat: store.location.lat, lon: store.location.lon },
      hours: store.hours ?? '',
      services: (store.services ?? []).map((s) => s.trim()),
      url: `/demo/stores.html#store-${store.id}`,
      image_link: '/demo/images/store.svg',
    },
  };
}

function describe(
  leaf: LeafSpec,
  vars: { title: string; brand: string; noun: string; features: string[] },
  pick: <T>(list: readonly T[]) => T,
): string {
  const fill = (template: string) => template
    .replace('{title}', vars.title).replace('{brand}', vars.brand).replace('{noun}', vars.noun)
    .replace('{f1}', vars.features[0]).replace('{f2}', vars.features[1]).replace('{f3}', vars.features[2]);
  return `${fill(pick(DESCRIPTION_OPENERS))} ${fill(pick(DESCRIPTION_CLOSERS))} Category: ${leaf.path.join(' / ')}.`;
}

function variants(leaf: LeafSpec, n: number, title: string, price: number, random: () => number): NestedObject[] {
  if (!leaf.colors && !leaf.storage) return [];
  const colors = leaf.colors ? sample(leaf.colors, 1 + Math.floor(random() * 3), random) : [undefined];
  const storage = leaf.storage ? sample(leaf.storage, 1 + Math.floor(random() * 2), random) : [undefined];
  const out: NestedObject[] = [];
  for (const color of colors) {
    storage.forEach((size, i) => {
      const name = [color, size].filter(Boolean).join(' ');
      out.push({
        type: 'variant',
        identity: `item-${n}-${slug(name)}`,
        fields: {
          title: `${title} ${name}`,
          ...(color ? { color } : {}),
          ...(size ? { storage: size } : {}),
          price: roundPrice(price * (1 + i * 0.15)),
          availability: random() < 0.85 ? 1 : 0,
        },
      });
    });
  }
  return out;
}

function sample<T>(list: readonly T[], k: number, random: () => number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < k && copy.length) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]);
  return out;
}

function unique<T>(values: Array<T | undefined>): T[] {
  return [...new Set(values.filter((v): v is T => v !== undefined))];
}

function roundPrice(value: number): number {
  return Math.max(1, Math.floor(value)) + 0.99;
}

function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00Z`;
}
