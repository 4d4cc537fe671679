/** Formatting every element shares: a hit's values as text, prices through Intl, and the image shown when a product image fails. */
import { unhighlight } from '../../core/sanitize.js';
import type { Hit } from '../../core/types.js';

/** A grey square (no viewBox: it fills the image's box); only `#` needs escaping in a data URL's SVG. */
export const PLACEHOLDER_IMAGE = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><rect width='100%' height='100%' fill='%23ced4da'/></svg>";

const formats = new Map<string, Intl.NumberFormat>();

/** `n` through one Intl.NumberFormat per locale and options, kept (toLocaleString builds one per call); plain digits if Intl refuses them. */
function formatWith(n: number, locale?: string, options?: Intl.NumberFormatOptions): string {
  const key = `${locale}${JSON.stringify(options)}`;
  try {
    let format = formats.get(key);
    if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format.format(n);
  } catch {
    return String(n);
  }
}

/** An amount of money with Intl.NumberFormat; `digits` caps the decimals. */
export function formatMoney(amount: number, locale: string | undefined, currency: string, digits?: number): string {
  // A left-to-right mark after a closing symbol: in a right-to-left page Arabic's "294.99 US$" would show "$US 294.99".
  return formatWith(amount, locale, { style: 'currency', currency, maximumFractionDigits: digits }).replace(/\p{Sc}$/u, '$&\u200e');
}

/** A plain number in the locale's digits and grouping. */
export const formatNumber: (n: number, locale?: string) => string = formatWith;

/** A hit's price: the hit's own `currency` first. */
export function formatPrice(hit: Hit, locale: string | undefined, currency: string, field = 'price'): string {
  const price = hit.attributes[field];
  return typeof price === 'number' ? formatMoney(price, locale, String(hit.attributes.currency ?? currency)) : '';
}

/** The plain value of a hit attribute (raw value when highlighted), as text. */
export function plainValue(hit: Hit, key: string): string {
  const a = hit.attributes;
  const v = a[`${key}.untouched`] ?? a[key];
  if (v === undefined || v === null) return '';
  const text = Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? '' : String(v);
  return unhighlight(text);
}
