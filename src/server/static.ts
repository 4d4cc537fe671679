/**
 * The static part of the local service: the demo pages under /demo/ and the built files
 * under /dist/, with one level of server-side includes for the demo's shared head and header.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { HttpError, send } from './http.js';
import { insideFolder } from './paths.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.map': 'application/json; charset=utf-8', '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.webp': 'image/webp',
};

/** An HTML page served with another status than 200 (a demo product not in the catalog: 404, so search engines drop it). */
export interface PageWithStatus { status: number; html: string }

/**
 * Answers GET/HEAD of `rel` inside `dir` (a folder answers its index.html). `page` may
 * change an HTML page before it goes (draw its elements), or answer a redirect, or another status than 200 (a product not in the catalog: 404), instead.
 */
export async function serveFile(req: IncomingMessage, res: ServerResponse, dir: string, rel: string, page?: (html: string) => Promise<string | { redirect: string } | PageWithStatus>): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Static files answer GET and HEAD only.', { allow: 'GET, HEAD' });
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    throw new HttpError(400, 'Malformed path.');
  }
  let path = insideFolder(dir, decoded);
  if (path === undefined) throw new HttpError(403, 'Outside the served folder.');
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  if (!existsSync(path)) {
    const hint = dir.endsWith('dist') ? ' Run `npm run build` to create dist/.' : '';
    throw new HttpError(404, `Not found: ${req.url}.${hint}`);
  }
  const type = extname(path);
  const html = type === '.html' ? withIncludes(readFileSync(path, 'utf8'), dir) : undefined;
  const drawn = html !== undefined && page ? await page(html) : html;
  if (typeof drawn === 'object' && 'redirect' in drawn) {
    res.writeHead(302, { location: drawn.redirect });
    res.end();
    return;
  }
  const body = (typeof drawn === 'object' ? drawn.html : drawn) ?? readFileSync(path);
  send(req, res, typeof drawn === 'object' ? drawn.status : 200, body, {
    'content-type': CONTENT_TYPES[type] ?? 'application/octet-stream',
    // dist/cdn/: content-hashed files never change (a new build has new names); the loader, the manifest and elements.css do.
    'cache-control': /^cdn\/(?!loader\.js$|manifest\.json$|elements\.css$)/.test(decoded) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'access-control-allow-origin': '*',
  });
}

/**
 * `<!--#include file="partials/header.html" -->` in a served HTML page becomes that file
 * (one level, inside the served folder), so the demo pages share one head and one header
 * without a build step. A missing file leaves a comment saying so.
 */
function withIncludes(html: string, dir: string): string {
  return html.replace(/<!--#include file="([\w./-]+)" -->/g, (_, file: string) => {
    const path = insideFolder(dir, file);
    if (path === undefined || !existsSync(path) || !statSync(path).isFile()) return `<!-- include not found: ${file} -->`;
    return readFileSync(path, 'utf8').trimEnd();
  });
}
