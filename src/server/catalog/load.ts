/** Reading catalogs from disk: a JSON array, `{ "objects": [...] }`, or JSON Lines. */
import { readFileSync } from 'node:fs';
import type { IndexObject } from '../../core/types.js';
import { validateRequired } from '../../indexing/validate.js';
import type { CatalogEntry } from '../engine/site-index.js';
import { generateCatalog } from './generator.js';
import { DEMO_STORES } from './stores.js';

const JSON_LINES = /\.jsonl$|\.ndjson$/;

/** A catalog to load: about how many objects (for progress), and the objects, read as they are loaded. */
export interface CatalogSource {
  count: number;
  entries: Iterable<IndexObject | CatalogEntry>;
}

/**
 * A catalog file as entries to load. JSON Lines are parsed one line at a time as the index
 * takes them, each object's record pointing into the file's bytes (`bytes`, when the file
 * was read already): no copy, and no limit on the file's size but the memory for it. The
 * first bad line stops the load with its line number.
 */
export function readCatalog(path: string, bytes?: Buffer): CatalogSource {
  if (!JSON_LINES.test(path)) {
    const objects = readCatalogFile(path);
    return { count: objects.length, entries: objects.map((object) => ({ object })) };
  }
  const buffer = bytes ?? readFileSync(path);
  let count = 0;
  for (let start = 0; start < buffer.length;) {
    const end = buffer.indexOf(10, start);
    if ((end < 0 ? buffer.length : end) > start + 1) count++;
    if (end < 0) break;
    start = end + 1;
  }
  return { count, entries: jsonLines(path, buffer) };
}

function* jsonLines(path: string, buffer: Buffer): Generator<CatalogEntry> {
  let objects = 0;
  let line = 0;
  for (let start = 0; start < buffer.length;) {
    let end = buffer.indexOf(10, start);
    if (end < 0) end = buffer.length;
    line++;
    const stop = end > start && buffer[end - 1] === 13 ? end - 1 : end;
    const text = buffer.toString('utf8', start, stop);
    if (text.trim()) {
      let object: unknown;
      try {
        object = JSON.parse(text);
      } catch {
        throw new Error(`${path}:${line}: not valid JSON`);
      }
      objects++;
      const problem = checkObject(object);
      if (problem) throw new Error(`${path}: object ${objects}: ${problem}`);
      yield { object: object as IndexObject, bytes: { buffer, start, length: stop - start } };
    }
    start = end + 1;
  }
}

export function readCatalogFile(path: string): IndexObject[] {
  if (JSON_LINES.test(path)) return [...jsonLines(path, readFileSync(path))].map((entry) => entry.object);
  const text = readFileSync(path, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const objects = Array.isArray(data) ? data : (data as { objects?: unknown[] })?.objects ?? [];
  if (!Array.isArray(objects)) throw new Error(`${path}: expected an array of index-objects or { "objects": [...] }`);
  objects.forEach((o, i) => {
    const problem = checkObject(o);
    if (problem) throw new Error(`${path}: object ${i + 1}: ${problem}`);
  });
  return objects as IndexObject[];
}

/** The minimal shape an index-object needs to be served (indexing-events-api.md 2.1), as a sentence. */
export function checkObject(o: unknown): string | undefined {
  return validateRequired(o)?.reason;
}

/** The demo site's catalog: 2,000 generated products plus the CC0 stores. */
export function demoCatalog(): IndexObject[] {
  return [...generateCatalog({ items: 2000, stores: DEMO_STORES })];
}
