/**
 * Streaming readers of catalog files in constant memory: JSON Lines, a JSON array
 * (scanned element by element, never parsed whole), and CSV with a header row.
 * A record that cannot be read becomes `{ __invalid: "<why>" }`, so the client counts
 * it as failed instead of losing it.
 *
 * CSV mapping: columns `identity`, `type`, `generation`, `active_from`, `active_to` are
 * the object's own; every other column is a field. Whole and decimal numbers become
 * JSON numbers (except with a leading zero, like zip codes); a header ending in `[]`
 * holds a list split on `|`; a header ending in `:text` keeps the text as it is.
 * Empty cells are left out.
 */
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';

export type Format = 'jsonl' | 'json' | 'csv';

export interface ReadProgress {
  bytesRead: number;
  /** Size of the file, when reading a file. */
  totalBytes?: number;
}

export function formatOf(path: string): Format | undefined {
  if (/\.(jsonl|ndjson)$/i.test(path)) return 'jsonl';
  if (/\.json$/i.test(path)) return 'json';
  if (/\.csv$/i.test(path)) return 'csv';
  return undefined;
}

/** Opens a path (or `-` for standard input) and yields its records. */
export function readObjects(path: string, format?: Format, progress: ReadProgress = { bytesRead: 0 }): AsyncGenerator<unknown> {
  const stream: Readable = path === '-' ? process.stdin : createReadStream(path);
  if (path !== '-') progress.totalBytes = statSync(path).size;
  stream.on('data', (chunk: Buffer | string) => (progress.bytesRead += chunk.length));
  return readStream(stream, format ?? formatOf(path) ?? 'jsonl');
}

export async function* readStream(stream: AsyncIterable<Buffer | string>, format: Format): AsyncGenerator<unknown> {
  if (format === 'csv') yield* csv(chunks(stream));
  else if (format === 'json') yield* jsonArray(chunks(stream));
  else yield* jsonLines(chunks(stream));
}

async function* chunks(stream: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  for await (const chunk of stream) yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

function parse(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    return { __invalid: `${where}: not valid JSON (${(error as Error).message})` };
  }
}

async function* jsonLines(source: AsyncIterable<string>): AsyncGenerator<unknown> {
  let buffer = '';
  let line = 0;
  for await (const text of source) {
    buffer += text;
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const row = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      line++;
      if (row.trim()) yield parse(row, `line ${line}`);
    }
  }
  line++;
  if (buffer.trim()) yield parse(buffer, `line ${line}`);
}

/** Top-level elements of a JSON array, one at a time. */
async function* jsonArray(source: AsyncIterable<string>): AsyncGenerator<unknown> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  let element = '';
  let count = 0;
  for await (const text of source) {
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (!started) {
        if (c === '[') {
          started = true;
          from = i + 1;
        } else if (!/\s/.test(c)) {
          yield { __invalid: 'a JSON catalog must be an array of objects ([...]); use JSON Lines for anything else' };
          return;
        }
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        if (depth === 0) {
          // the closing bracket of the array
          element += text.slice(from, i);
          if (element.trim()) yield parse(element, `element ${++count}`);
          return;
        }
        depth--;
      } else if (c === ',' && depth === 0) {
        element += text.slice(from, i);
        yield parse(element, `element ${++count}`);
        element = '';
        from = i + 1;
      }
    }
    element += text.slice(from);
  }
  if (element.trim()) yield { __invalid: `element ${count + 1}: the array is not closed` };
}

const OWN = new Set(['identity', 'type', 'generation', 'active_from', 'active_to']);
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

async function* csv(source: AsyncIterable<string>): AsyncGenerator<unknown> {
  let header: string[] | undefined;
  let line = 1;
  for await (const row of csvRows(source)) {
    if (!header) {
      header = row.map((h) => h.trim());
      continue;
    }
    line++;
    if (row.length === 1 && row[0] === '') continue;
    if (row.length !== header.length) {
      yield { __invalid: `row ${line}: ${row.length} cells for ${header.length} columns` };
      continue;
    }
    const object: Record<string, unknown> = { fields: {} };
    header.forEach((name, i) => {
      const cell = row[i];
      if (cell === '') return;
      let key = name;
      let value: unknown = cell;
      if (name.endsWith(':text')) key = name.slice(0, -5);
      else if (name.endsWith('[]')) {
        key = name.slice(0, -2);
        value = cell.split('|').map((v) => (NUMBER.test(v) ? Number(v) : v));
      } else if (NUMBER.test(cell)) value = Number(cell);
      if (OWN.has(key)) object[key] = String(cell);
      else (object.fields as Record<string, unknown>)[key] = value;
    });
    yield object;
  }
}

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
async function* csvRows(source: AsyncIterable<string>): AsyncGenerator<string[]> {
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let pendingQuote = false;
  for await (const text of source) {
    for (const c of text) {
      if (quoted) {
        if (pendingQuote) {
          pendingQuote = false;
          if (c === '"') {
            cell += '"';
            continue;
          }
          quoted = false;
        } else if (c === '"') {
          pendingQuote = true;
          continue;
        } else {
          cell += c;
          continue;
        }
      }
      if (c === '"' && cell === '') quoted = true;
      else if (c === ',') {
        row.push(cell);
        cell = '';
      } else if (c === '\n') {
        row.push(cell.replace(/\r$/, ''));
        yield row;
        row = [];
        cell = '';
      } else cell += c;
    }
  }
  if (cell !== '' || row.length) {
    row.push(cell.replace(/\r$/, ''));
    yield row;
  }
}
