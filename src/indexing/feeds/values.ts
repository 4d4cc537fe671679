/**
 * Conversions every feed format shares, to the shapes the demo catalog (and so the
 * elements) use: numbers from shop text, prices with their currency, availability as
 * 0/1, categories as the `||` hierarchy, links made absolute.
 */

/** The step separator of `category_path` (query-api.md 4.3). */
export const PATH_SEPARATOR = '||';

/**
 * A number as shops write it: `19.99`, `1,299.00`, `19,99`, `1.299,00`, `1 299`. The
 * last of `.` and `,` is the decimal mark when both appear; a lone `,` is one unless it
 * could group thousands (ambiguousNumber: `1,299`, not `0,125`). With `decimal` given,
 * that mark is the decimal one and the other groups thousands. Undefined when the text is
 * not a number.
 */
export function parseNumber(text: string, decimal?: Decimal): number | undefined {
  const t = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (decimal) {
    // Groups of three between the marks of the other kind, then the decimals: `1.299,50` with `,`.
    const shape = decimal === ',' ? /^[-+]?(\d+|\d{1,3}(\.\d{3})+)?(,\d+)?$/ : /^[-+]?(\d+|\d{1,3}(,\d{3})+)?(\.\d+)?$/;
    return shape.test(t) && /\d/.test(t) ? Number(t.replace(decimal === ',' ? /\./g : /,/g, '').replace(',', '.')) : undefined;
  }
  if (!/^[-+]?(\d|[.,]\d)[\d.,]*$/.test(t)) return undefined;
  const dot = t.lastIndexOf('.');
  const comma = t.lastIndexOf(',');
  let plain = t;
  if (dot >= 0 && comma >= 0) plain = dot > comma ? t.replace(/,/g, '') : t.replace(/\./g, '').replace(',', '.');
  // `0,125` and `1234,567` cannot be thousands: decimals.
  else if (comma >= 0) plain = t.split(',').length === 2 && !ambiguousNumber(t) ? t.replace(',', '.') : t.replace(/,/g, '');
  else if (t.split('.').length > 2) plain = t.replace(/\./g, '');
  const n = Number(plain);
  return Number.isFinite(n) ? n : undefined;
}

/** The decimal mark of a feed's numbers (`--decimal`). */
export type Decimal = ',' | '.';

/**
 * `1.299` or `1,299`: one mark and three digits after it, which a shop writes for one
 * thousand two hundred and ninety-nine or for one point two nine nine, as its country does.
 */
export function ambiguousNumber(text: string): boolean {
  return /^[-+]?[1-9]\d{0,2}[.,]\d{3}$/.test(text.trim());
}

/** The number in a CSV cell, undefined when it is empty; a cell that holds no number is an error naming the place and the column. */
export function cellNumber(row: Record<string, string>, column: string, where: string): number | undefined {
  const text = row[column]?.trim();
  if (!text) return undefined;
  const n = parseNumber(text);
  if (n === undefined) throw new Error(`${where}: ${column} ${JSON.stringify(text)} is not a number`);
  return n;
}

/** `19.99 USD` or `USD 19.99` (Google's form), or a bare number. */
export function parseMoney(text: string, decimal?: Decimal): { amount: number; currency?: string } | undefined {
  const m = /^\s*(?:([A-Za-z]{3})\s*)?([^A-Za-z]+?)\s*(?:([A-Za-z]{3}))?\s*$/.exec(text);
  if (!m || (m[1] && m[3])) return undefined;
  const amount = parseNumber(m[2], decimal);
  if (amount === undefined) return undefined;
  const currency = (m[1] ?? m[3])?.toUpperCase();
  return currency ? { amount, currency } : { amount };
}

const AVAILABLE = new Set(['in stock', 'instock', 'available', 'yes', 'true', '1', 'preorder', 'pre order', 'backorder', 'onbackorder', 'on backorder', 'limited availability']);
const UNAVAILABLE = new Set(['out of stock', 'outofstock', 'sold out', 'unavailable', 'no', 'false', '0', 'discontinued']);

/** Availability as the catalog's 0/1 field: words (`in stock`, `out_of_stock`, `backorder`), booleans or a stock count. */
export function availabilityOf(value: unknown): 0 | 1 | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value > 0 ? 1 : 0;
  if (typeof value !== 'string') return undefined;
  const words = value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (AVAILABLE.has(words)) return 1;
  if (UNAVAILABLE.has(words)) return 0;
  const n = parseNumber(words);
  return n === undefined ? undefined : n > 0 ? 1 : 0;
}

/** `Cell Phones > Prepaid Phones` as its steps. */
export function splitPath(text: string, separator: string | RegExp = '>'): string[] {
  return text.split(separator).map((s) => s.trim().replace(/\|\|/g, '|')).filter(Boolean);
}

/**
 * The category fields of the demo catalog for one or more paths, the first the primary:
 * `categories` (its steps), `category` (its last step), `category_path` (steps joined by
 * `||`) and `all_categories_path` (every path). The elements' hierarchy facet reads them.
 */
export function hierarchy(paths: string[][]): Record<string, unknown> {
  const kept = paths.filter((p) => p.length);
  if (!kept.length) return {};
  const first = kept[0];
  return {
    categories: first,
    category: first[first.length - 1],
    category_path: first.join(PATH_SEPARATOR),
    all_categories_path: unique(kept.map((p) => p.join(PATH_SEPARATOR))),
  };
}

/** A link as it is when absolute; a relative one resolved against `siteUrl` when there is one. */
export function absoluteUrl(link: string, siteUrl?: string): string {
  const t = link.trim();
  if (!siteUrl || /^[a-z][a-z0-9+.-]*:/i.test(t)) return t;
  try {
    return new URL(t, siteUrl).href;
  } catch {
    return t;
  }
}

/** A field name from a shop's label: `Color` → `color`, `Age Group` → `age_group`. */
export function fieldName(label: string): string {
  return label.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '') || 'option';
}

/** Whether now lies within `start/end` (ISO 8601 dates, either side may be empty); true when there are no dates. */
export function within(range: string | undefined, now = Date.now()): boolean {
  if (!range?.trim()) return true;
  const [from, to] = range.split('/').map((s) => (s.trim() ? Date.parse(s.trim()) : NaN));
  return !(from > now) && !(to < now);
}

/**
 * `price` and, when a lower sale price applies, the sale price as `price` with the
 * regular one kept as `list_price` (the cards strike it through).
 */
export function priceFields(regular: number | undefined, sale: number | undefined): Record<string, number> {
  if (sale !== undefined && (regular === undefined || sale < regular)) return regular === undefined ? { price: sale } : { price: sale, list_price: regular };
  return regular === undefined ? {} : { price: regular };
}

export function unique<T>(values: Iterable<T | undefined>): T[] {
  return [...new Set([...values].filter((v): v is T => v !== undefined && v !== ''))];
}

/** Fields of a product with variants, from its variants: the lowest price (with its list price), in stock when one is, each option's values. */
export function fromVariants(variants: Array<{ fields: Record<string, unknown> }>, options: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const priced = variants.filter((v) => typeof v.fields.price === 'number').sort((a, b) => (a.fields.price as number) - (b.fields.price as number));
  if (priced.length) {
    out.price = priced[0].fields.price;
    if (priced[0].fields.list_price !== undefined) out.list_price = priced[0].fields.list_price;
    if (priced[0].fields.currency !== undefined) out.currency = priced[0].fields.currency;
  }
  const stock = variants.map((v) => v.fields.availability).filter((a) => a !== undefined);
  if (stock.length) out.availability = stock.some((a) => a === 1) ? 1 : 0;
  for (const option of options) {
    const values = unique(variants.map((v) => v.fields[option] as string | undefined));
    if (values.length) out[option] = values;
  }
  return out;
}
