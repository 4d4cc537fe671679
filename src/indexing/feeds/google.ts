/**
 * Google Merchant Center feeds (RSS 2.0 or Atom with the `g:` namespace, or the
 * tab-separated text form) as index-objects: an item without `item_group_id` is an
 * object of its own; the items of one `item_group_id` are the variants (`nested`) of one
 * object whose identity is the group id. Field table: docs/indexing.md.
 */
import { countNotPlaced, invalid, type FeedOptions, type Located } from './feed.js';
import { grouped } from './group.js';
import { htmlToText } from './text.js';
import {
  absoluteUrl, availabilityOf, fromVariants, hierarchy, parseMoney, priceFields, splitPath, within,
} from './values.js';
import type { XmlField, XmlRecord } from './xml.js';

/** Attributes that set one variant of a group apart: lists of their values on the product. */
const OPTIONS = ['color', 'size', 'material', 'pattern'] as const;
/** Kept under their own names. */
const KEPT = ['brand', 'gtin', 'mpn', 'condition', 'gender', 'age_group', 'custom_label_0', 'custom_label_1', 'custom_label_2', 'custom_label_3', 'custom_label_4'];
const USED = new Set<string>([
  'id', 'title', 'description', 'link', 'image_link', 'price', 'sale_price', 'sale_price_effective_date', 'availability',
  'product_type', 'google_product_category', 'item_group_id', ...OPTIONS, ...KEPT,
]);
/** Copied as they are, to the product and to each variant. */
const COPIED = [...KEPT, ...OPTIONS];
/** A variant's own fields; the product takes the rest from its first variant. */
const PER_VARIANT = new Set(['title', 'price', 'list_price', 'currency', 'availability', 'gtin', 'mpn', ...OPTIONS]);

interface Offer {
  id: string;
  group?: string;
  where: string;
  fields: Record<string, unknown>;
}

interface Problem {
  id?: string;
  problem: string;
}

/** A column name of the text form as the attribute it names: `g:image link` → `image_link`. */
export function googleColumn(name: string): string {
  return name.trim().toLowerCase().replace(/^g:/, '').replace(/\s+/g, '_');
}

/** The texts of an attribute (given once or repeated), trimmed, empty ones left out. */
function all(value: XmlField | XmlField[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

/** The first text of an attribute. */
function first(value: XmlField | XmlField[] | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  return value === undefined ? undefined : all(value)[0];
}

/** A price attribute as an amount with its currency, the reason it is not one, or undefined when absent. */
function amount(record: XmlRecord, name: 'price' | 'sale_price'): { amount: number; currency?: string } | string | undefined {
  const text = first(record[name]);
  return text === undefined ? undefined : parseMoney(text) ?? `${name} ${JSON.stringify(text)} is not an amount with a currency, e.g. 19.99 USD`;
}

function offer(record: XmlRecord, where: string, options: FeedOptions): Offer | Problem {
  const id = first(record.id);
  if (!id) return { problem: `${where}: no id (g:id)` };
  const title = first(record.title);
  if (!title) return { id, problem: `${where}: no title` };
  const regular = amount(record, 'price');
  const sale = within(first(record.sale_price_effective_date)) ? amount(record, 'sale_price') : undefined;
  if (typeof regular === 'string') return { id, problem: `${where}: ${regular}` };
  if (typeof sale === 'string') return { id, problem: `${where}: ${sale}` };
  const fields: Record<string, unknown> = { title, ...priceFields(regular?.amount, sale?.amount) };
  const currency = regular?.currency ?? sale?.currency ?? options.currency;
  if (currency && fields.price !== undefined) fields.currency = currency;
  const stock = first(record.availability);
  if (stock !== undefined) {
    const availability = availabilityOf(stock);
    if (availability === undefined) return { id, problem: `${where}: availability ${JSON.stringify(stock)} is none of in stock, out of stock, preorder, backorder` };
    fields.availability = availability;
  }
  const description = first(record.description);
  if (description) fields.description = htmlToText(description);
  const link = first(record.link);
  if (link) fields.url = absoluteUrl(link, options.siteUrl);
  const image = first(record.image_link);
  if (image) fields.image_link = absoluteUrl(image, options.siteUrl);
  for (const name of COPIED) {
    const value = first(record[name]);
    if (value !== undefined) fields[name] = value;
  }
  let paths = all(record.product_type).map((p) => splitPath(p));
  const taxonomy = first(record.google_product_category);
  if (!paths.length && taxonomy && !/^\d+$/.test(taxonomy)) paths = [splitPath(taxonomy)];
  Object.assign(fields, hierarchy(paths));
  countNotPlaced(options.report, record, (name) => USED.has(name));
  return { id, group: first(record.item_group_id), where, fields };
}

const SEPARATOR = /^[-–—,/|:(]$/;

/** The words the titles of a group's items share, from the start ("Tee – Red / M", "Tee – Blue / L" → "Tee"); else the first title. */
export function commonTitle(titles: string[]): string {
  if (titles.length < 2) return titles[0];
  const split = titles.map((t) => t.split(/(\s+)/));
  let n = 0;
  while (split.every((words) => n < words.length && words[n] === split[0][n])) n++;
  // The titles differ inside a part after a separator ("Case - Black" and "Case - Black
  // Crystal", "Strap - Black with black lugs" and "- Black with silver lugs"): that part is
  // each item's own option, not the product's name; stop at the separator before it.
  const last = split[0].slice(0, n).filter((w) => w.trim()).at(-1);
  if (n && !split.every((words) => words.length === n) && last && !SEPARATOR.test(last)) {
    let cut = n - 1;
    while (cut > 0 && !SEPARATOR.test(split[0][cut])) cut--;
    if (cut > 0) n = cut;
  }
  const shared = split[0].slice(0, n).join('').replace(/[\s\-–—,/|:(]+$/, '');
  return shared.length >= 3 ? shared : titles[0];
}

function product(group: string, offers: Offer[]): Record<string, unknown> {
  const nested = offers.map((o) => {
    const fields: Record<string, unknown> = {};
    for (const k in o.fields) if (PER_VARIANT.has(k) || k === 'url' || k === 'image_link') fields[k] = o.fields[k];
    return { type: 'variant', identity: o.id, fields };
  });
  const shared: Record<string, unknown> = {};
  for (const k in offers[0].fields) if (!PER_VARIANT.has(k)) shared[k] = offers[0].fields[k];
  const title = commonTitle(offers.map((o) => o.fields.title as string));
  return { identity: group, type: 'item', fields: { title, ...shared, ...fromVariants(nested, OPTIONS) }, nested };
}

/** Index-objects from the records of a Google feed (XML items, or text rows keyed by googleColumn). */
export async function* googleObjects(records: AsyncIterable<Located<XmlRecord>>, options: FeedOptions = {}): AsyncGenerator<unknown> {
  async function* offers(): AsyncGenerator<Offer | Problem> {
    for await (const r of records) yield r.problem ? { id: first(r.value?.id), problem: r.problem } : offer(r.value!, r.where, options);
  }
  for await (const g of grouped(offers(), (o) => ('problem' in o ? undefined : o.group))) {
    if ('late' in g) {
      const late = g.late as Offer;
      yield invalid(`${late.where}: item_group_id ${g.key} was already written (its items are far apart in the feed); keep a group's items together`, late.id);
    } else if (g.key !== undefined) yield product(g.key, g.members as Offer[]);
    else {
      const o = g.members[0];
      yield 'problem' in o ? invalid(o.problem, o.id) : { identity: o.id, type: 'item', fields: o.fields };
    }
  }
}
