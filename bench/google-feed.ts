/**
 * A Google Merchant feed (RSS 2.0 with the g: namespace) of the project's generated
 * catalog, for the indexing benchmark: each product without variants one item, each
 * variant an item of its product's item_group_id, a discounted product's list price as
 * g:price and its price as g:sale_price. Written at bench time, never committed.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { IndexObject } from '../src/core/types.js';
import { generateCatalog } from '../src/server/catalog/generator.js';

const escape = (text: unknown) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ORIGIN = 'https://shop.example';

function item(o: IndexObject, own: Record<string, unknown>, group?: string): string {
  const f = { ...o.fields, ...own } as Record<string, unknown>;
  const money = (n: unknown) => `${(n as number).toFixed(2)} ${f.currency ?? 'USD'}`;
  const prices = f.list_price ? `<g:price>${money(f.list_price)}</g:price><g:sale_price>${money(f.price)}</g:sale_price>` : `<g:price>${money(f.price)}</g:price>`;
  return `<item>
<g:id>${escape(own.identity ?? o.identity)}</g:id>
<title>${escape(f.title)}</title>
<description><![CDATA[<p>${f.description}</p>]]></description>
<link>${ORIGIN}${escape(f.url)}</link>
<g:image_link>${ORIGIN}${escape(f.image_link)}</g:image_link>
${prices}
<g:availability>${f.availability ? 'in stock' : 'out of stock'}</g:availability>
<g:brand>${escape(f.brand)}</g:brand>
<g:product_type>${escape((f.categories as string[]).join(' > '))}</g:product_type>
<g:mpn>${escape(f.sku)}</g:mpn>${group ? `\n<g:item_group_id>${escape(group)}</g:item_group_id>` : ''}${typeof f.color === 'string' ? `\n<g:color>${escape(f.color)}</g:color>` : ''}${typeof f.storage === 'string' ? `\n<g:size>${escape(f.storage)}</g:size>` : ''}
</item>
`;
}

/** Writes the feed of `products` generated products; returns the products and items written. */
export async function writeGoogleFeed(path: string, products: number): Promise<{ products: number; items: number }> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>Generated shop</title>\n');
  let n = 0;
  let items = 0;
  for (const o of generateCatalog({ items: products })) {
    if (o.type !== 'item') continue;
    n++;
    const variants = o.nested ?? [];
    if (!variants.length) {
      await write(item(o, {}));
      items++;
    }
    for (const v of variants) {
      // A variant's own price has no list price: the product's discount is the product's.
      await write(item(o, { ...v.fields, identity: v.identity, list_price: undefined }, o.identity));
      items++;
    }
  }
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
  return { products: n, items };
}
