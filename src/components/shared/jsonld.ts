/**
 * Structured data a theme already prints: the first JSON-LD node of a schema.org type
 * (`Product`, `Order`), at the top level, in an array or inside `@graph`, at any depth a
 * plugin nests it. A theme's broken JSON-LD is not ours to report: it is skipped, and so is
 * whatever is no object where a node belongs (`null` entries, strings). What a page prints
 * is read within bounds, so a plugin's huge block never freezes the page: blocks over 1 MB
 * are skipped, and at most 20,000 nodes of a page are looked at.
 */
export type JsonLdNode = Record<string, unknown>;

const MAX_BLOCK = 1_000_000;
const MAX_NODES = 20_000;

/** Each block's data, parsed once per text (the page view, the purchase and recs rows all look). */
const parsed = new WeakMap<Element, { source: string; data: unknown }>();

function dataOf(script: Element): unknown {
  const source = script.textContent ?? '';
  const kept = parsed.get(script);
  if (kept?.source === source) return kept.data;
  let data: unknown;
  try {
    data = source.length > MAX_BLOCK ? undefined : JSON.parse(source);
  } catch {
    // skipped, see above
  }
  parsed.set(script, { source, data });
  return data;
}

export function jsonLd(type: string, doc: Document = document): JsonLdNode | undefined {
  let budget = MAX_NODES;
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const data = dataOf(script);
    // Breadth first, without recursion: any depth, any width, within the page's budget.
    const queue: unknown[] = [data];
    for (let i = 0; i < queue.length && budget-- > 0; i++) {
      const node = queue[i];
      if (Array.isArray(node)) queue.push(...node.slice(0, budget));
      else if (node && typeof node === 'object') {
        const o = node as JsonLdNode;
        const t = o['@type'];
        if (t === type || (Array.isArray(t) && t.includes(type))) return o;
        if (o['@graph'] !== undefined) queue.push(o['@graph']);
      }
    }
  }
  return undefined;
}

/** A product's identity in the catalog: its `sku`, else its `productID`. */
export function productId(node: unknown): string | undefined {
  const o = node && typeof node === 'object' ? (node as JsonLdNode) : {};
  const id = o.sku ?? o.productID;
  return (typeof id === 'string' && id.trim()) || (typeof id === 'number' && Number.isFinite(id)) ? String(id).trim() : undefined;
}

/** The nodes of a property that may hold one node or a list of them (`acceptedOffer`, `offers`): objects only. */
export function nodes(value: unknown): JsonLdNode[] {
  return ([] as unknown[]).concat(value ?? []).filter((n): n is JsonLdNode => Boolean(n) && typeof n === 'object' && !Array.isArray(n));
}
