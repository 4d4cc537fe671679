/**
 * What a bundler's HTML step writes, for the pages the service serves: after a module
 * script the page marks as first in need (`fetchpriority="high"`, the element that draws its
 * largest content), a `<link rel="modulepreload">` for every file it imports statically, and
 * theirs. A browser finds a module's imports only once the module has arrived, so an
 * element's entry file (`/dist/components/search.js`) would fetch its chunks one round trip
 * later (about 150 ms on a phone's 4G); listed in the page, they come with it. The page's
 * other module scripts are left to load as found: fetched early, their code would run
 * before the first element's answer is drawn (on a desktop results page its largest paint
 * came about 20 ms later with every script's imports listed). A file the page preloads
 * itself has its imports listed too. Dynamic `import()`s are left out: they load when
 * needed. Each file is listed once, after the tag that first needs it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { insideFolder } from './paths.js';

/** The served folders by URL path prefix (`/dist/`, `/demo/`): where a module's file is. */
export type Folders = Record<string, string>;

// A static import or re-export: `import{a}from"./x.js"`, `import "./x.js"`, `export * from '../y.js'`; not `import(...)`.
const STATIC = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
const cache = new Map<string, { mtime: number; imports: string[] }>();

/** The URL paths `url` (a module's URL path) imports statically, from its file; none when it is not served from `folders`. */
function importsOf(url: string, folders: Folders): string[] {
  const prefix = Object.keys(folders).find((p) => url.startsWith(p));
  const file = prefix && insideFolder(folders[prefix], url.slice(prefix.length));
  if (!file || !existsSync(file)) return [];
  const mtime = statSync(file).mtimeMs;
  const known = cache.get(file);
  if (known?.mtime === mtime) return known.imports;
  const imports = [...readFileSync(file, 'utf8').matchAll(STATIC)]
    .map((m) => m[2])
    .filter((spec) => /^\.{0,2}\//.test(spec))
    .map((spec) => (spec.startsWith('/') ? posix.normalize(spec) : posix.join(posix.dirname(url), spec)));
  cache.set(file, { mtime, imports });
  return imports;
}

/** The value of attribute `name` in a tag's attribute text (double-quoted, as the pages write them). */
const attribute = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/** `html` with the static imports (and theirs) of its first-in-need module scripts and its own preloads listed, each after the tag that first needs it. */
export function withModulePreloads(html: string, folders: Folders): string {
  // The URL whose imports a tag asks for: a page's own preload's, or a first-in-need module script's.
  const root = (tag: string, attrs: string): string | undefined => (tag === 'link'
    ? (attribute(attrs, 'rel') === 'modulepreload' ? attribute(attrs, 'href') : undefined)
    : (attribute(attrs, 'type') === 'module' && attribute(attrs, 'fetchpriority') === 'high' ? attribute(attrs, 'src') : undefined));
  const listed = new Set<string>();
  for (const [, attrs] of html.matchAll(/<link\b([^>]*)>/g)) {
    const url = root('link', attrs);
    if (url) listed.add(url);
  }
  return html.replace(/<(script)\b([^>]*)><\/script>|<(link)\b([^>]*)>/g, (whole: string, script?: string, scriptAttrs?: string, link?: string, linkAttrs?: string) => {
    const url = root((script ?? link)!, (scriptAttrs ?? linkAttrs)!);
    if (!url?.startsWith('/')) return whole;
    const links: string[] = [];
    const visit = (from: string) => {
      for (const dep of importsOf(from, folders)) {
        if (listed.has(dep)) continue;
        listed.add(dep);
        links.push(`<link rel="modulepreload" href="${dep}">`);
        visit(dep);
      }
    };
    visit(url);
    return whole + links.join('');
  });
}
