/** Where the service finds the files it ships with, and the one check that a path stays inside a folder. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = 'site-search-elements';

/**
 * The folder of the installed package (or of this checkout): the first folder above this
 * module whose package.json is ours. The same from src/server (tsx) and dist/node, in a
 * checkout or under node_modules.
 */
export function packageRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === NAME) return dir;
    if (dirname(dir) === dir) throw new Error(`${NAME}: no package.json of ${NAME} above ${from}`);
  }
}

/** `rel` resolved against `dir`, or undefined when it leads outside it (`..`). */
export function insideFolder(dir: string, rel: string): string | undefined {
  const path = normalize(join(dir, rel));
  return path === dir || path.startsWith(dir + sep) ? path : undefined;
}
