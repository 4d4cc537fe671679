/** The reading options of `ss-index` (format, mapping, links, currency) as ReadOptions, or the usage error. */
import { readFileSync } from 'node:fs';
import type { Mapping } from './feeds/mapped.js';
import { FORMATS, type Format } from './feeds/sniff.js';
import type { ReadOptions } from './read.js';

type Values = Record<string, string | boolean | undefined>;

function mapPairs(text: string): Record<string, string> | string {
  const map: Record<string, string> = {};
  for (const pair of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq <= 0 || eq === pair.length - 1) return `--map takes catalog=source pairs, e.g. title=name,image_link=image (not ${JSON.stringify(pair)})`;
    map[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return map;
}

function mappingFile(path: string): Partial<Mapping> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return `--mapping ${path}: ${(error as Error).message}`;
  }
  const m = parsed as Partial<Mapping>;
  const strings = (o: unknown) => !!o && typeof o === 'object' && Object.values(o).every((v) => typeof v === 'string');
  if (!m || typeof m !== 'object' || (m.identity !== undefined && typeof m.identity !== 'string') || (m.type !== undefined && typeof m.type !== 'string') || (m.map !== undefined && !strings(m.map))) {
    return `--mapping ${path}: expected { "identity": "field", "type": "item", "map": { "title": "field", ... } }`;
  }
  return m;
}

export function readOptions(values: Values): ReadOptions | string {
  const format = values.format as Format | undefined;
  if (format && !FORMATS.includes(format)) return `--format is one of ${FORMATS.join(', ')}`;
  const options: ReadOptions = { format };
  if (values['site-url'] !== undefined) {
    const site = String(values['site-url']);
    if (!/^https?:\/\/[^/]/i.test(site)) return '--site-url takes the shop\'s http(s) address, e.g. https://shop.example';
    options.siteUrl = site;
  }
  if (values.currency !== undefined) {
    const currency = String(values.currency).toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) return '--currency takes a three-letter ISO 4217 code, e.g. EUR';
    options.currency = currency;
  }
  if (values.decimal !== undefined) {
    if (values.decimal !== ',' && values.decimal !== '.') return '--decimal takes , or . (the mark before the cents, as in 19,99 or 19.99)';
    options.decimal = values.decimal;
  }
  const file = values.mapping === undefined ? {} : mappingFile(String(values.mapping));
  if (typeof file === 'string') return file;
  const pairs = values.map === undefined ? {} : mapPairs(String(values.map));
  if (typeof pairs === 'string') return pairs;
  const identity = (values.identity as string | undefined) ?? file.identity;
  const wanted = values.identity !== undefined || values.type !== undefined || values.map !== undefined || values.mapping !== undefined;
  if (wanted && !identity) return '--identity is required with a mapping (the field that holds each record\'s identity)';
  if (identity) options.mapping = { identity, type: (values.type as string | undefined) ?? file.type, map: { ...file.map, ...pairs } };
  return options;
}
