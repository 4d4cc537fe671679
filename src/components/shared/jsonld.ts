/**
 * Structured data a theme already prints: the first JSON-LD node of a schema.org type
 * (`Product`, `Order`), at the top level, in an array or inside `@graph`. A theme's broken
 * JSON-LD is not ours to report: it is skipped.
 */
export type JsonLdNode = Record<string, unknown>;

export function jsonLd(type: string, doc: Document = document): JsonLdNode | undefined {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const found = find(JSON.parse(script.textContent ?? ''), type);
      if (found) return found;
    } catch {
      // skipped, see above
    }
  }
  return undefined;
}

function find(node: unknown, type: string): JsonLdNode | undefined {
  if (Array.isArray(node)) {
    for (const n of node) {
      const found = find(n, type);
      if (found) return found;
    }
    return undefined;
  }
  if (!node || typeof node !== 'object') return undefined;
  const o = node as JsonLdNode;
  const t = o['@type'];
  return t === type || (Array.isArray(t) && t.includes(type)) ? o : find(o['@graph'], type);
}

/** A product's identity in the catalog: its `sku`, else its `productID`. */
export function productId(node: unknown): string | undefined {
  const o = (node ?? {}) as JsonLdNode;
  const id = o.sku ?? o.productID;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}
