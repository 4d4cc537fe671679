/** What a recommendation widget reads from its page and attributes: the items the page is about, and the `context` attribute. */
import { jsonLd, productId } from '../shared/jsonld.js';

/**
 * The items a page is about, for widgets without `item-ids`: every `data-ss-item` attribute
 * of the page (a product page's own, a cart's lines) but those of conversion controls (an
 * add-to-cart button of another product: what it adds, not what the page is about), else the
 * `sku` (or `productID`) of the JSON-LD `Product` a theme prints.
 */
export function pageItems(doc: Document = document): string[] {
  const marked = [...doc.querySelectorAll('[data-ss-item]:not([data-ss-conversion])')].map((e) => e.getAttribute('data-ss-item')!.trim()).filter(Boolean);
  if (marked.length) return [...new Set(marked)];
  const id = productId(jsonLd('Product', doc));
  return id ? [id] : [];
}

/** `brand:Auralis,Hushwave; price:|100; !availability:0` -> [field, values, operator] entries. */
export function parseContext(value: string | undefined): Array<{ attribute: string; values: string[]; operator: 'or' | 'not' }> {
  return (value ?? '').split(';').map((s) => s.trim()).filter((s) => s.includes(':')).map((entry) => {
    const not = entry.startsWith('!');
    const at = entry.indexOf(':');
    return { attribute: entry.slice(not ? 1 : 0, at).trim(), values: entry.slice(at + 1).split(',').map((v) => v.trim()).filter(Boolean), operator: not ? 'not' as const : 'or' as const };
  }).filter((c) => c.attribute && c.values.length);
}
