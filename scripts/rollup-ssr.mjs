// Rollup plugin for dist/render/ (the server-side renderer): the elements' stylesheet tag
// (src/components/shared/sheet.ts, constructed stylesheets) becomes the server's
// (src/render/sheet.ts, their text); lit's server renderer takes @lit-labs/ssr-client's
// plain build (its "node" build imports Node's buffer, which an edge runtime lacks).
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

export function ssr() {
  const sheet = resolve('src/components/shared/sheet.ts');
  const client = join(dirname(require.resolve('@lit-labs/ssr')), '..', 'ssr-client', 'index.js');
  return {
    name: 'ss-ssr',
    resolveId(source, importer) {
      if (source === '@lit-labs/ssr-client') return client;
      if (importer && /sheet\.js$/.test(source) && resolve(dirname(importer), source.replace(/\.js$/, '.ts')) === sheet) return resolve('src/render/sheet.ts');
      return null;
    },
  };
}
