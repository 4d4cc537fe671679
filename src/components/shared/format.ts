/** Formatting every element shares: prices through Intl, and the image shown when a product image fails. */
import type { Hit } from '../../core/types.js';

export const PLACEHOLDER_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 40 40%22%3E%3Crect width=%2240%22 height=%2240%22 rx=%226%22 fill=%22%23ced4da%22/%3E%3C/svg%3E';

const formats = new Map<string, Intl.NumberFormat>();

/** A price with Intl.NumberFormat (one formatter per locale and currency, kept): the hit's own `currency` first. */
export function formatPrice(hit: Hit, locale: string | undefined, currency: string, field = 'price'): string {
  const price = hit.attributes[field];
  if (typeof price !== 'number') return '';
  const code = String(hit.attributes.currency ?? currency);
  const key = `${locale}|${code}`;
  try {
    let format = formats.get(key);
    if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: code })));
    return format.format(price);
  } catch {
    return String(price);
  }
}

