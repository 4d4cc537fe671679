/** Reading catalogs from disk: a JSON array, `{ "objects": [...] }`, or JSON Lines. */
import { readFileSync } from 'node:fs';
import type { IndexObject } from '../../core/types.js';
import { validateRequired } from '../../indexing/validate.js';
import { generateCatalog } from './generator.js';
import { DEMO_STORES } from './stores.js';

export function readCatalogFile(path: string): IndexObject[] {
  const text = readFileSync(path, 'utf8');
  let objects: unknown[];
  if (/\.jsonl$|\.ndjson$/.test(path)) {
    objects = text.split('\n').filter((line) => line.trim()).map((line, i) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`${path}:${i + 1}: not valid JSON`);
      }
    });
  } else {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
    }
    objects = Array.isArray(data) ? data : (data as { objects?: unknown[] })?.objects ?? [];
    if (!Array.isArray(objects)) throw new Error(`${path}: expected an array of index-objects or { "objects": [...] }`);
  }
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
