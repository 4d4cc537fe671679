/**
 * What a catalog is, from its first bytes: JSON, JSON Lines, XML (a Google Merchant feed
 * or something else) or delimited text, and for text which export by its header row
 * (Shopify, WooCommerce, Google's text form, index-object columns, or other columns).
 */
import { FeedError } from './feed.js';
import { googleColumn } from './google.js';
import { GOOGLE_NS } from './xml.js';

export type Format = 'jsonl' | 'json' | 'csv' | 'google' | 'shopify' | 'woocommerce';
export const FORMATS: readonly Format[] = ['jsonl', 'json', 'csv', 'google', 'shopify', 'woocommerce'];

/** What each named format is, for messages. */
export const FORMAT_NAMES: Record<Format, string> = {
  jsonl: 'JSON Lines', json: 'a JSON array', csv: 'CSV of index-objects', google: 'a Google Merchant feed',
  shopify: 'a Shopify product export', woocommerce: 'a WooCommerce product export',
};

export interface Sniffed {
  /** The format it is read as; undefined when no reader takes it. */
  format?: Format;
  /** How the records are held: a mapping reads JSON and delimited text. */
  container: 'json' | 'jsonl' | 'text' | 'xml';
  /** What it looks like, for the summary and for errors. */
  describe: string;
  delimiter?: string;
  /** Delimited text without an identity column: columns to map. */
  columns?: string[];
}

function sniffXml(text: string): Sniffed {
  const body = text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '');
  const root = /<([A-Za-z_][\w.:-]*)/.exec(body)?.[1] ?? '?';
  const local = root.slice(root.indexOf(':') + 1).toLowerCase();
  if (local === 'html') return { container: 'xml', describe: 'an HTML page, not a feed (a login or error page?)' };
  const google = text.includes(GOOGLE_NS);
  if ((local === 'rss' || local === 'feed') && google) return { format: 'google', container: 'xml', describe: 'a Google Merchant feed (XML)' };
  const kind = local === 'rss' ? 'an RSS feed' : local === 'feed' ? 'an Atom feed' : `XML whose root is <${root}>`;
  return { container: 'xml', describe: google ? kind : `${kind} without the Google namespace (xmlns:g="${GOOGLE_NS}")` };
}

/** The cells of a header line (quotes taken off). */
function headerCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((c) => c.trim().replace(/^"(.*)"$/s, '$1').replace(/""/g, '"').trim());
}

export function sniff(head: string): Sniffed {
  const text = head.replace(/^\ufeff/, '').trimStart();
  if (!text) throw new FeedError('the input is empty');
  if (text[0] === '<') return sniffXml(text);
  if (text[0] === '[') return { format: 'json', container: 'json', describe: 'a JSON array' };
  if (text[0] === '{') return { format: 'jsonl', container: 'jsonl', describe: 'JSON Lines' };
  const line = text.split(/\r?\n/, 1)[0];
  const counts = ['\t', ',', ';'].map((d) => [d, line.split(d).length - 1] as const).sort((a, b) => b[1] - a[1]);
  const delimiter = counts[0][1] > 0 ? counts[0][0] : ',';
  const columns = headerCells(line, delimiter);
  const has = (c: string) => columns.includes(c);
  const kind = delimiter === '\t' ? 'tab-separated' : 'CSV';
  if (has('identity')) return { format: 'csv', container: 'text', delimiter, describe: `${kind} of index-objects` };
  if (has('Handle') && (has('Variant Price') || has('Option1 Name'))) return { format: 'shopify', container: 'text', delimiter, describe: `a Shopify product export (${kind})` };
  if (has('Type') && has('Parent') && (has('Regular price') || has('Name'))) return { format: 'woocommerce', container: 'text', delimiter, describe: `a WooCommerce product export (${kind})` };
  const google = new Set(columns.map(googleColumn));
  if (google.has('id') && google.has('title') && ['price', 'link', 'availability', 'image_link'].some((c) => google.has(c))) {
    return { format: 'google', container: 'text', delimiter, describe: `a Google Merchant feed (${kind})` };
  }
  if (counts[0][1] === 0 && !/^[\w -]+$/.test(line)) return { container: 'text', describe: `text that is neither JSON, XML nor CSV (it starts ${JSON.stringify(line.slice(0, 40))})` };
  const shown = columns.slice(0, 8).join(', ') + (columns.length > 8 ? `, … (${columns.length} columns)` : '');
  return { format: 'csv', container: 'text', delimiter, columns, describe: `${kind} with the columns ${shown}` };
}
