/**
 * WooCommerce's product CSV export (Products → Export) as index-objects: a simple,
 * external or grouped product is one object (identity: its ID); a variable product is
 * one object whose variations (rows of type `variation`, `Parent` naming it by `id:N`
 * or by SKU) are its `nested` variants. Drafts, private and hidden products and disabled
 * variations are left out. Field table: docs/indexing.md.
 */
import { countNotPlaced, invalid, leaveOut, type FeedOptions, type Located } from './feed.js';
import { grouped } from './group.js';
import { htmlToText } from './text.js';
import { absoluteUrl, availabilityOf, cellNumber, fieldName, fromVariants, hierarchy, priceFields, splitPath, within } from './values.js';

type Row = Record<string, string>;

const USED = /^(ID|Type|SKU|GTIN.*|Name|Published|Visibility in catalog|Short description|Description|Date sale price (starts|ends)|In stock\?|Stock|Sale price|Regular price|Categories|Tags|Images|Parent|External URL|Brands|Attribute \d+ (name|value\(s\)))$/;

/** A WooCommerce list cell: commas separate, `\,` is a comma inside a value. */
const list = (cell: string | undefined) => (cell ?? '').split(/(?<!\\),/).map((s) => s.replace(/\\,/g, ',').trim()).filter(Boolean);
const types = (row: Row) => list(row.Type).map((t) => t.toLowerCase());

interface Part {
  row: Row;
  where: string;
  variation: boolean;
  problem?: string;
}

/** The fields a product and a variation both have: name, prices, stock, SKU, image, attributes. */
function ownFields(row: Row, where: string, options: FeedOptions, variation: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = { title: row.Name?.trim() };
  const onSale = within(`${row['Date sale price starts'] ?? ''}/${row['Date sale price ends'] ?? ''}`);
  Object.assign(fields, priceFields(cellNumber(row, 'Regular price', where), onSale ? cellNumber(row, 'Sale price', where) : undefined));
  if (fields.price !== undefined && options.currency) fields.currency = options.currency;
  const stock = row['In stock?']?.trim();
  if (stock) {
    fields.availability = availabilityOf(stock);
    if (fields.availability === undefined) throw new Error(`${where}: In stock? ${JSON.stringify(stock)} is none of 1, 0, backorder`);
  }
  const quantity = cellNumber(row, 'Stock', where);
  if (quantity !== undefined) fields.stock = quantity;
  if (row.SKU?.trim()) fields.sku = row.SKU.trim();
  const gtin = Object.keys(row).find((c) => c.startsWith('GTIN'));
  if (gtin && row[gtin].trim()) fields.gtin = row[gtin].trim();
  const image = list(row.Images)[0];
  if (image) fields.image_link = absoluteUrl(image, options.siteUrl);
  for (let n = 1; `Attribute ${n} name` in row; n++) {
    const name = row[`Attribute ${n} name`].trim();
    const values = list(row[`Attribute ${n} value(s)`]);
    if (name && values.length) fields[fieldName(name)] = variation || values.length === 1 ? values[0] : values;
  }
  return fields;
}

function attributeNames(row: Row): string[] {
  const names: string[] = [];
  for (let n = 1; `Attribute ${n} name` in row; n++) if (row[`Attribute ${n} name`].trim()) names.push(fieldName(row[`Attribute ${n} name`]));
  return names;
}

/** Why a row is left out, or undefined when it is written. */
function leftOutBecause(row: Row, variation: boolean): string | undefined {
  const published = row.Published?.trim();
  if (published === '-1') return 'draft';
  if (published === '0') return variation ? 'disabled variation' : 'private';
  if (row['Visibility in catalog']?.trim().toLowerCase() === 'hidden') return 'hidden';
  return undefined;
}

function product(parent: Part, variations: Part[], options: FeedOptions): unknown[] {
  const { row, where } = parent;
  const identity = row.ID?.trim() || row.SKU?.trim();
  if (!identity) return [invalid(`${where}: no ID or SKU`)];
  const reason = leftOutBecause(row, false);
  if (reason) {
    leaveOut(options.report, reason);
    return [];
  }
  const out: unknown[] = [];
  try {
    const fields = ownFields(row, where, options, false);
    if (!fields.title) return [invalid(`${where}: no Name`, identity)];
    const description = row.Description?.trim() || row['Short description']?.trim();
    if (description) fields.description = htmlToText(description);
    const brand = list(row.Brands)[0];
    if (brand) fields.brand = brand;
    Object.assign(fields, hierarchy(list(row.Categories).map((c) => splitPath(c))));
    const tags = list(row.Tags);
    if (tags.length) fields.tags = tags;
    fields.url = absoluteUrl(row['External URL']?.trim() || `/?p=${encodeURIComponent(identity)}`, options.siteUrl);
    const nested = [];
    for (const v of variations) {
      const why = leftOutBecause(v.row, true);
      if (why) {
        leaveOut(options.report, why);
        continue;
      }
      try {
        const own = ownFields(v.row, v.where, options, true);
        nested.push({ type: 'variant', identity: v.row.ID?.trim() || v.row.SKU?.trim() || `${identity}-${nested.length + 1}`, fields: { ...own, title: own.title || fields.title } });
      } catch (error) {
        out.push(invalid((error as Error).message, v.row.ID?.trim() || identity));
      }
    }
    if (nested.length) Object.assign(fields, fromVariants(nested, attributeNames(row)));
    out.push({ identity, type: 'item', fields, ...(nested.length ? { nested } : {}) });
  } catch (error) {
    out.push(invalid((error as Error).message, identity));
  }
  return out;
}

export async function* wooCommerceObjects(records: AsyncIterable<Located<Row>>, options: FeedOptions = {}): AsyncGenerator<unknown> {
  /** Group of a variable product by its SKU, for variations whose Parent names the SKU. */
  const bySku = new Map<string, string>();
  async function* parts(): AsyncGenerator<Part> {
    for await (const r of records) {
      if (r.problem) yield { row: {}, where: r.where, variation: false, problem: r.problem };
      else {
        countNotPlaced(options.report, r.value!, (c) => USED.test(c));
        yield { row: r.value!, where: r.where, variation: types(r.value!).includes('variation') };
      }
    }
  }
  const keyOf = (p: Part): string | undefined => {
    if (p.problem) return undefined;
    if (p.variation) {
      const parent = p.row.Parent?.trim() ?? '';
      return parent.startsWith('id:') ? parent : bySku.get(parent) ?? `sku:${parent}`;
    }
    if (!types(p.row).includes('variable')) return undefined;
    const key = `id:${p.row.ID?.trim()}`;
    if (p.row.SKU?.trim()) bySku.set(p.row.SKU.trim(), key);
    return key;
  };
  for await (const g of grouped(parts(), keyOf)) {
    if ('late' in g) {
      yield invalid(`${g.late.where}: a variation of ${g.key} far from its product (already written); keep variations near their product`);
      continue;
    }
    const parent = g.members.find((p) => !p.variation);
    if (g.members[0].problem) yield invalid(g.members[0].problem);
    else if (parent) yield* product(parent, g.members.filter((p) => p.variation), options);
    else for (const v of g.members) yield invalid(`${v.where}: its parent ${v.row.Parent} is not in the file before it`, v.row.ID?.trim() || undefined);
  }
}
