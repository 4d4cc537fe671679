/**
 * Records of any shape (JSON objects, CSV rows with their own column names) as
 * index-objects through a mapping: which field is the identity, the type, and which
 * source field fills which catalog field (`title=name`). Fields the mapping does not
 * name keep their own names when their values fit the spec (text, numbers, booleans,
 * lists of them, one level of object); the rest is reported as not placed.
 *
 * The catalog fields are then made what the elements expect: numbers from text in
 * number fields (`"19.99 USD"` also sets `currency`), availability as 0/1, categories as
 * the `||` hierarchy, HTML descriptions as text, relative links made absolute.
 */
import { NUMBER_FIELDS } from '../validate.js';
import { invalid, noteTwoWays, type FeedOptions, type FeedReport, type Located } from './feed.js';
import { htmlToText } from './text.js';
import { absoluteUrl, ambiguousNumber, availabilityOf, hierarchy, parseMoney, splitPath } from './values.js';

export interface Mapping {
  /** Source field of the identity (a dotted path such as `product.sku` reaches into objects). */
  identity: string;
  /** Type of every object; default `item`. */
  type?: string;
  /** Catalog field → source field (dotted path). */
  map?: Record<string, string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The value at a dotted path (`images.0.src`). */
function at(record: unknown, path: string): unknown {
  let value = record;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** Why a value cannot be a field as it is, or undefined when it can. */
function unfit(value: unknown): string | undefined {
  if (scalar(value)) return undefined;
  if (Array.isArray(value)) return value.every(scalar) ? undefined : 'a list of objects or lists';
  if (isObject(value)) return Object.values(value).every((v) => scalar(v) || v === null) ? undefined : 'an object holding objects or lists';
  return 'no value';
}

function notPlaced(report: FeedReport | undefined, field: string, why: string): void {
  if (!report) return;
  const key = `${field} (${why})`;
  report.notPlaced[key] = (report.notPlaced[key] ?? 0) + 1;
}

/** Catalog fields as the elements read them; a text that should be a number and is not is an error. */
function normalize(fields: Record<string, unknown>, options: FeedOptions, where: string): void {
  for (const name of NUMBER_FIELDS) {
    const value = fields[name];
    if (typeof value !== 'string' || name === 'availability') continue;
    const money = parseMoney(value, options.decimal);
    if (!money) throw new Error(`${where}: ${name} ${JSON.stringify(value)} is not a number`);
    if (!options.decimal && ambiguousNumber(value.replace(/[A-Za-z]{3}/g, ''))) noteTwoWays(options.report, name, value, where, money.amount);
    fields[name] = money.amount;
    if (money.currency) fields.currency ??= money.currency;
  }
  if (fields.availability !== undefined) {
    const a = availabilityOf(fields.availability);
    if (a === undefined) throw new Error(`${where}: availability ${JSON.stringify(fields.availability)} is not a stock word, a yes/no or a number`);
    fields.availability = a;
  }
  const categories = fields.categories ?? fields.category_path;
  if (categories !== undefined) {
    const texts = (Array.isArray(categories) ? categories : [categories]).map(String);
    // A list of paths ("A > B") is several categories; a list of words is the steps of one.
    const paths = texts.some((t) => /[>]|\|\|/.test(t)) ? texts.map((t) => splitPath(t, /\|\||>/)) : [texts.map((t) => t.trim()).filter(Boolean)];
    Object.assign(fields, hierarchy(paths));
  }
  if (typeof fields.description === 'string') fields.description = htmlToText(fields.description);
  for (const link of ['url', 'image_link']) if (typeof fields[link] === 'string') fields[link] = absoluteUrl(fields[link] as string, options.siteUrl);
  if (options.currency && fields.price !== undefined) fields.currency ??= options.currency;
}

function mapRecord(record: unknown, mapping: Mapping, where: string, options: FeedOptions = {}): unknown {
  if (!isObject(record)) return invalid(`${where}: not an object`);
  const id = at(record, mapping.identity);
  if (typeof id !== 'string' && typeof id !== 'number') return invalid(`${where}: no ${mapping.identity} for the identity`);
  const identity = String(id);
  const paths = [mapping.identity, ...Object.values(mapping.map ?? {})];
  const fields: Record<string, unknown> = {};
  for (const [target, source] of Object.entries(mapping.map ?? {})) {
    const value = at(record, source);
    if (value === undefined || value === null || value === '') continue;
    const why = unfit(value);
    if (why) notPlaced(options.report, source, why);
    else fields[target] = value;
  }
  for (const [name, value] of Object.entries(record)) {
    if (paths.includes(name) || value === null || value === '' || name in fields) continue;
    // An object the mapping reaches into: what it does not take is not placed.
    const inside = paths.filter((p) => p.startsWith(`${name}.`));
    if (inside.length) {
      if (isObject(value)) for (const key of Object.keys(value)) if (!inside.includes(`${name}.${key}`)) notPlaced(options.report, `${name}.${key}`, 'not mapped');
      continue;
    }
    const why = unfit(value);
    if (why) notPlaced(options.report, name, why);
    else fields[name] = value;
  }
  try {
    normalize(fields, options, where);
  } catch (error) {
    return invalid((error as Error).message, identity);
  }
  return { identity, type: mapping.type ?? 'item', fields };
}

export async function* mappedObjects(records: AsyncIterable<Located<unknown>>, mapping: Mapping, options: FeedOptions = {}): AsyncGenerator<unknown> {
  for await (const r of records) yield r.problem ? invalid(r.problem) : mapRecord(r.value, mapping, r.where, options);
}
