/**
 * JSON catalogs in constant memory: JSON Lines (one value a line) and a JSON array,
 * scanned element by element and never parsed whole. Each value comes with its line or
 * element number; one that is not valid JSON is a problem, and reading goes on.
 */
import { FeedError, type Located } from './feed.js';

function parse(text: string, where: string): Located<unknown> {
  try {
    return { where, value: JSON.parse(text) };
  } catch (error) {
    return { where, problem: `${where}: not valid JSON (${(error as Error).message})` };
  }
}

export async function* jsonLines(source: AsyncIterable<string>): AsyncGenerator<Located<unknown>> {
  let buffer = '';
  let line = 0;
  for await (const text of source) {
    buffer += text;
    let nl: number;
    let from = 0;
    while ((nl = buffer.indexOf('\n', from)) >= 0) {
      const row = buffer.slice(from, nl);
      from = nl + 1;
      line++;
      if (row.trim()) yield parse(row, `line ${line}`);
    }
    buffer = buffer.slice(from);
  }
  line++;
  if (buffer.trim()) yield parse(buffer, `line ${line}`);
}

/** Top-level elements of a JSON array, one at a time. An array that is not closed was cut short: a FeedError. */
export async function* jsonArray(source: AsyncIterable<string>): AsyncGenerator<Located<unknown>> {
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
        } else if (!/[\s\ufeff]/.test(c)) throw new FeedError('a JSON catalog must be an array of objects ([...]); use JSON Lines for anything else');
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
  if (started) throw new FeedError(`the JSON array is not closed after element ${count} (cut short?)`);
}
