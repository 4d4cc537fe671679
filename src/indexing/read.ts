/**
 * Catalogs in, index-objects out, in constant memory, whatever the shop has: JSON Lines,
 * a JSON array, CSV of index-objects, a Google Merchant feed (XML or tab-separated),
 * Shopify's and WooCommerce's product CSV exports, or any JSON or CSV records through a
 * mapping. The format is recognized from the content (feeds/sniff.ts); a format named by
 * the caller that the content does not have fails at once with what it is instead.
 *
 * A record that cannot become an object is yielded as `{ __invalid: "<where>: <why>" }`
 * (with its identity when known), so the indexing client counts it failed instead of
 * losing it. A feed that cannot be read on (cut short, broken download) throws a
 * FeedError after the objects before it.
 */
import { csvRecords, objectFromCsv, typedCells } from './feeds/csv.js';
import { FeedError, type FeedOptions, type Located } from './feeds/feed.js';
import { googleColumn, googleObjects } from './feeds/google.js';
import { jsonArray, jsonLines } from './feeds/json.js';
import { mappedObjects, type Mapping } from './feeds/mapped.js';
import { shopifyObjects } from './feeds/shopify.js';
import { FORMAT_NAMES, sniff, type Format, type Sniffed } from './feeds/sniff.js';
import { decodeText, gunzipped, openSource, type ReadProgress } from './feeds/source.js';
import { wooCommerceObjects } from './feeds/woocommerce.js';
import { xmlItems } from './feeds/xml.js';

export type { Format } from './feeds/sniff.js';
export type { ReadProgress } from './feeds/source.js';

export interface ReadOptions extends FeedOptions {
  /** The format the input must have; default: recognized from the content. */
  format?: Format;
  /** Reads JSON, JSON Lines or CSV records of any shape through this mapping. */
  mapping?: Mapping;
  /** Bytes read so far (and the total when known), updated as the input streams. */
  progress?: ReadProgress;
}

/** The format a file name suggests (the readers recognize the content itself). */
export function formatOf(path: string): Format | undefined {
  if (/\.(jsonl|ndjson)$/i.test(path)) return 'jsonl';
  if (/\.json$/i.test(path)) return 'json';
  if (/\.csv$/i.test(path)) return 'csv';
  if (/\.xml$/i.test(path)) return 'google';
  return undefined;
}

/** Index-objects of a file, an http(s) URL (streamed) or `-` (standard input). */
export async function* readCatalog(location: string, options: ReadOptions = {}): AsyncGenerator<unknown> {
  yield* readFeed(openSource(location, options.progress), options);
}

/** The first chunks of a text stream, and the whole stream again. */
async function peek(source: AsyncIterable<string>): Promise<{ head: string; all: AsyncIterable<string> }> {
  const it = source[Symbol.asyncIterator]();
  let head = '';
  let done = false;
  while (head.length < 64 * 1024 && !(head.length >= 2048 && head.includes('\n'))) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    head += r.value;
  }
  async function* all() {
    if (head) yield head;
    if (!done) for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { head, all: all() };
}

/** JSON records as they are; the first one without identity or fields stops reading: it needs a mapping. */
async function* indexObjects(records: AsyncIterable<Located<unknown>>): AsyncGenerator<unknown> {
  let first = true;
  for await (const r of records) {
    const v = r.value as Record<string, unknown> | undefined;
    if (first && v && typeof v === 'object' && !Array.isArray(v) && !('identity' in v) && !('fields' in v)) {
      throw new FeedError(`the records are not index-objects (no identity, no fields); the first has ${Object.keys(v).slice(0, 8).join(', ')}: give a mapping (ss-index --identity FIELD --map title=FIELD,...)`);
    }
    first = false;
    yield r.problem ? { __invalid: r.problem } : r.value;
  }
}

async function* csvObjects(records: AsyncIterable<Located<Record<string, string>>>, options: ReadOptions): AsyncGenerator<unknown> {
  for await (const r of records) yield r.problem ? { __invalid: r.problem } : objectFromCsv(r.value!, { decimal: options.decimal, report: options.report, where: r.where });
}

/** A mapped CSV's records with typed cells; the identity's cell is read as a `:text` column, as written (`1.50`, `1,234` are SKUs, not numbers). */
async function* typed(records: AsyncIterable<Located<Record<string, string>>>, options: ReadOptions): AsyncGenerator<Located<unknown>> {
  const identity = options.mapping?.identity;
  const cells = (record: Record<string, string>) => (identity && identity in record ? Object.fromEntries(Object.entries(record).map(([k, v]) => [k === identity ? `${k}:text` : k, v])) : record);
  for await (const r of records) yield r.problem ? r : { where: r.where, value: typedCells(cells(r.value!), { decimal: options.decimal, report: options.report, where: r.where }) };
}

async function* googleText(records: AsyncIterable<Located<Record<string, string>>>) {
  for await (const r of records) yield r.problem ? r : { where: r.where, value: Object.fromEntries(Object.entries(r.value!).map(([k, v]) => [googleColumn(k), v])) };
}

function mapped(seen: Sniffed, text: AsyncIterable<string>, options: ReadOptions): AsyncGenerator<unknown> {
  const named = options.format === 'jsonl' || options.format === 'json' ? options.format : options.format && 'text';
  if (named && named !== seen.container) throw new FeedError(`the input is ${seen.describe}, not ${FORMAT_NAMES[options.format!]}`);
  if (seen.container === 'xml') throw new FeedError(`a mapping reads JSON, JSON Lines or CSV records; the input is ${seen.describe}`);
  const records = seen.container === 'json' ? jsonArray(text) : seen.container === 'jsonl' ? jsonLines(text) : typed(csvRecords(text, seen.delimiter), options);
  if (options.report) options.report.format = `${seen.describe}, through a mapping`;
  return mappedObjects(records, options.mapping!, options);
}

/** Index-objects from a stream of bytes or text (gzipped or not) in any format this package reads. */
export async function* readFeed(stream: AsyncIterable<Uint8Array | string>, options: ReadOptions = {}): AsyncGenerator<unknown> {
  const { head, all } = await peek(decodeText(gunzipped(stream)));
  const seen = sniff(head);
  if (options.report) options.report.format = seen.describe;
  if (options.mapping) {
    yield* mapped(seen, all, options);
    return;
  }
  if (options.format && options.format !== seen.format) throw new FeedError(`the input is ${seen.describe}, not ${FORMAT_NAMES[options.format]}`);
  if (seen.columns) {
    throw new FeedError(`the input is ${seen.describe}: no identity column, and not a Google, Shopify or WooCommerce export; give a mapping (ss-index --identity COLUMN --map title=COLUMN,...)`);
  }
  const rows = () => csvRecords(all, seen.delimiter);
  switch (seen.format) {
    case 'jsonl': return yield* indexObjects(jsonLines(all));
    case 'json': return yield* indexObjects(jsonArray(all));
    case 'csv': return yield* csvObjects(rows(), options);
    case 'google': return yield* googleObjects(seen.container === 'xml' ? xmlItems(all) : googleText(rows()), options);
    case 'shopify': return yield* shopifyObjects(rows(), options);
    case 'woocommerce': return yield* wooCommerceObjects(rows(), options);
    default: throw new FeedError(`cannot read ${seen.describe}: ss-index reads JSON, JSON Lines, CSV, Google Merchant feeds and Shopify and WooCommerce exports`);
  }
}

/** Opens a path (or `-` for standard input) and yields its records. Same as readCatalog(path, { format, progress }). */
export function readObjects(path: string, format?: Format, progress?: ReadProgress): AsyncGenerator<unknown> {
  return readCatalog(path, { format, progress });
}

/** Records of a byte or text stream that must be `format`. Same as readFeed(stream, { format }). */
export function readStream(stream: AsyncIterable<Buffer | string>, format?: Format): AsyncGenerator<unknown> {
  return readFeed(stream, { format });
}
