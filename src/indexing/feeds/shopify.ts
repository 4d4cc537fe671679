/**
 * Shopify's product CSV export as index-objects: the rows of one `Handle` are one
 * product (identity: the handle); each row with option values or a price is a variant
 * (`nested`), unless the product has only Shopify's "Default Title" variant, whose price
 * and stock are then the product's own. Drafts and archived products are left out.
 * Field table: docs/indexing.md.
 */
import { countNotPlaced, invalid, leaveOut, type FeedOptions, type Located } from './feed.js';
import { grouped } from './group.js';
import { htmlToText } from './text.js';
import { absoluteUrl, availabilityOf, cellNumber, fieldName, fromVariants, hierarchy, splitPath, unique } from './values.js';

type Row = Record<string, string>;

const OPTION_COLUMNS = [1, 2, 3].flatMap((n) => [`Option${n} Name`, `Option${n} Value`]);
const USED = new Set([
  'Handle', 'Title', 'Body (HTML)', 'Vendor', 'Type', 'Product Category', 'Tags', 'Published', 'Status', ...OPTION_COLUMNS,
  'Variant SKU', 'Variant Price', 'Variant Compare At Price', 'Variant Inventory Qty', 'Variant Inventory Tracker',
  'Variant Inventory Policy', 'Variant Barcode', 'Image Src', 'Variant Image',
]);

/** Whether a row describes a variant (not only one more image of the product). */
const isVariant = (row: Row) => !!(row['Option1 Value'] || row['Variant SKU'] || row['Variant Price']);

/** A variant row's own fields: option values, prices, stock. */
function variantFields(row: Row, options: string[], where: string, currency: string | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  options.forEach((name, i) => {
    const value = row[`Option${i + 1} Value`]?.trim();
    if (value) fields[name] = value;
  });
  const price = cellNumber(row, 'Variant Price', where);
  const compareAt = cellNumber(row, 'Variant Compare At Price', where);
  if (price !== undefined) {
    fields.price = price;
    if (compareAt !== undefined && compareAt > price) fields.list_price = compareAt;
    if (currency) fields.currency = currency;
  }
  const quantity = cellNumber(row, 'Variant Inventory Qty', where);
  const tracked = 'Variant Inventory Tracker' in row ? !!row['Variant Inventory Tracker'] : quantity !== undefined;
  if (tracked && quantity !== undefined) fields.stock = quantity;
  fields.availability = !tracked || row['Variant Inventory Policy'] === 'continue' ? 1 : availabilityOf(quantity ?? 0);
  if (row['Variant SKU']) fields.sku = row['Variant SKU'].trim();
  if (row['Variant Barcode']) fields.gtin = row['Variant Barcode'].trim().replace(/^'/, '');
  if (row['Variant Image']) fields.image_link = row['Variant Image'].trim();
  return fields;
}

function product(handle: string, rows: Array<Located<Row>>, options: FeedOptions): unknown[] {
  const head = rows[0].value!;
  const where = `${rows[0].where} (handle ${handle})`;
  const status = head.Status?.trim().toLowerCase();
  if (status && status !== 'active') {
    leaveOut(options.report, status);
    return [];
  }
  if (!status && head.Published?.trim().toLowerCase() === 'false') {
    leaveOut(options.report, 'unpublished');
    return [];
  }
  if (!head.Title?.trim()) return [invalid(`${where}: the first row of a product has no Title`, handle)];
  const title = head.Title.trim();
  let names = [1, 2, 3].map((n) => head[`Option${n} Name`]?.trim()).filter((n): n is string => !!n);
  // A product without options has one variant, Shopify's "Title: Default Title": its price and stock are the product's.
  if (names.length === 1 && names[0] === 'Title' && head['Option1 Value']?.trim() === 'Default Title') names = [];
  const optionFields = names.map(fieldName);
  const out: unknown[] = [];
  const variants: Array<{ type: string; identity: string; fields: Record<string, unknown> }> = [];
  const seen = new Set<string>();
  for (const { value: row, where: at } of rows) {
    countNotPlaced(options.report, row!, (c) => USED.has(c));
    if (!isVariant(row!)) continue;
    try {
      const fields = variantFields(row!, optionFields, `${at} (handle ${handle})`, options.currency);
      const values = optionFields.map((f) => fields[f]).filter(Boolean) as string[];
      let identity = (fields.sku as string | undefined) ?? [handle, ...values].join('-').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
      while (seen.has(identity)) identity += '-2';
      seen.add(identity);
      variants.push({ type: 'variant', identity, fields: { title: values.length ? `${title} ${values.join(' / ')}` : title, ...fields } });
    } catch (error) {
      out.push(invalid((error as Error).message, row!['Variant SKU']?.trim() || handle));
    }
  }
  const images = unique(rows.map((r) => r.value!['Image Src']?.trim()));
  const type = head.Type?.trim() || head['Product Category']?.trim();
  const fields: Record<string, unknown> = {
    title,
    ...(head['Body (HTML)']?.trim() ? { description: htmlToText(head['Body (HTML)']) } : {}),
    ...(head.Vendor?.trim() ? { brand: head.Vendor.trim() } : {}),
    ...hierarchy(type ? [splitPath(type)] : []),
    ...(head.Tags?.trim() ? { tags: unique(head.Tags.split(',').map((t) => t.trim())) } : {}),
    url: absoluteUrl(`/products/${encodeURIComponent(handle)}`, options.siteUrl),
    ...(images.length ? { image_link: absoluteUrl(images[0], options.siteUrl) } : {}),
  };
  const only = variants.length === 1 && !names.length ? variants[0] : undefined;
  if (only) {
    const { title: _, ...own } = only.fields;
    Object.assign(fields, own);
  } else if (variants.length) Object.assign(fields, fromVariants(variants, optionFields));
  out.push({ identity: handle, type: 'item', fields, ...(variants.length && !only ? { nested: variants } : {}) });
  return out;
}

export async function* shopifyObjects(records: AsyncIterable<Located<Row>>, options: FeedOptions = {}): AsyncGenerator<unknown> {
  for await (const g of grouped(records, (r) => r.value?.Handle?.trim() || undefined)) {
    if ('late' in g) yield invalid(`${g.late.where}: a row of handle ${g.key} after other products (its product was already written); keep a product's rows together`, g.key);
    else if (g.key !== undefined) yield* product(g.key, g.members, options);
    else yield invalid(g.members[0].problem ?? `${g.members[0].where}: no Handle`);
  }
}
