/**
 * ss-serve: the local API-compatible service.
 *   ss-serve [--port N] [--host H] [--catalog FILE] [--data-dir DIR]
 *            [--site TRACKER_ID:PUBLIC_KEY:PRIVATE_KEY ...] [--merchandising FILE]
 *            [--demo-dir DIR] [--public-url URL] [--log]
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startServer } from './server.js';
import { DEMO_SITE, type SiteKeys } from './sites.js';

export const USAGE = `Usage: ss-serve [options]

Serves the site-search query API, the demo storefront (/demo/) and dist/ on one origin.

Options:
  --port N                 Port to listen on (default 8787, or $PORT; 0 picks a free one)
  --host HOST              Interface to listen on (default 127.0.0.1)
  --catalog FILE           Catalog for the first site: a JSON array of index-objects,
                           { "objects": [...] }, or JSON Lines (default: the demo catalog)
  --data-dir DIR           Keep catalogs and their built index under DIR: a restart
                           restores them instead of indexing again
  --site ID:PUBLIC:PRIVATE A site and its keys; repeat for more sites; the first one
                           gets --catalog (default demo:demo-public:demo-private)
  --merchandising FILE     Pins, redirects, campaigns and rewrites keyed by tracker_id
                           (default merchandising.json of the demo folder)
  --demo-dir DIR           Folder served under /demo/ (default: the demo storefront
                           that ships in the package); it must exist
  --public-url URL         Origin of absolute URLs in answers (next_page, the demo
                           folder's paths), e.g. behind a proxy (default: the address it
                           listens on)
  --log                    Log every request to stderr
  -h, --help               Show this help
`;

export function parseSite(value: string): SiteKeys {
  const parts = value.split(':');
  if (parts.length !== 3 || parts.some((p) => !p)) throw new Error(`--site ${value}: expected TRACKER_ID:PUBLIC_KEY:PRIVATE_KEY`);
  return { trackerId: parts[0], publicKey: parts[1], privateKey: parts[2] };
}

export async function main(argv = process.argv.slice(2)): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' }, host: { type: 'string' }, catalog: { type: 'string' }, 'data-dir': { type: 'string' },
        site: { type: 'string', multiple: true }, merchandising: { type: 'string' }, 'demo-dir': { type: 'string' }, 'public-url': { type: 'string' },
        log: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    process.stderr.write(`ss-serve: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const port = Number(args.port ?? process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`ss-serve: --port ${args.port}: expected a number from 0 to 65535\n`);
    return 2;
  }
  let sites: SiteKeys[];
  try {
    sites = (args.site ?? []).map(parseSite);
  } catch (error) {
    process.stderr.write(`ss-serve: ${(error as Error).message}\n`);
    return 2;
  }
  // The default demo folder ships in the package; one named here that is not there would answer 404 for every demo page, image and link.
  const demoDir = args['demo-dir'];
  if (demoDir !== undefined && !statSync(demoDir, { throwIfNoEntry: false })?.isDirectory()) {
    process.stderr.write(`ss-serve: --demo-dir ${demoDir}: not a folder\n`);
    return 2;
  }
  try {
    const started = performance.now();
    const running = await startServer({
      port, host: args.host, catalog: args.catalog, dataDir: args['data-dir'], merchandising: args.merchandising, demoDir, publicUrl: args['public-url'],
      sites: sites.length ? sites : [DEMO_SITE], log: args.log,
    });
    const lines = [...running.sites.values()].map((s) => {
      const counts = [...s.index.types()].map(([type, n]) => `${n} ${type}`).join(', ');
      return `  tracker_id ${s.trackerId}: ${counts || 'empty catalog'}`;
    });
    process.stdout.write([
      `site-search local service ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      ...lines,
      `  Query API: ${running.url}/search, /v3/autocomplete, ... (base-url ${running.url})`,
      `  Demo:      ${running.url}/demo/`,
      `  Inspect:   ${running.url}/inspect/ (what the tag reports, live; search analytics)`,
      '',
    ].join('\n'));
    const stop = () => running.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return -1;
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE') process.stderr.write(`ss-serve: port ${port} is in use; pick another with --port N (or PORT=N)\n`);
    else process.stderr.write(`ss-serve: ${e.message}\n`);
    return 1;
  }
}
