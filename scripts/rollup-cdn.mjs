// Rollup plugin for dist/cdn/: writes the loader (a classic script built by esbuild, with
// the content-hashed file names of this build's entries and of the chunks each imports)
// and manifest.json, every file of the folder with its SRI hash (sha384) and size.
import { createHash } from 'node:crypto';
import { build } from 'esbuild';

const sri = (source) => `sha384-${createHash('sha384').update(source).digest('base64')}`;

/**
 * The loader knows an element's files by its tag: entry `recs` is `ss-recs`; `track` (the
 * tracking chunk) keeps its name.
 * @param {{ loader: string, version: string }} o
 */
export function cdn(o) {
  return {
    name: 'ss-cdn',
    async generateBundle(_options, bundle) {
      const files = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const imports = new Set();
        const walk = (name) => bundle[name].imports.forEach((i) => imports.has(i) || (imports.add(i), walk(i)));
        walk(chunk.fileName);
        files[chunk.name === 'track' ? 'track' : `ss-${chunk.name}`] = [chunk.fileName, ...imports];
      }
      const built = await build({
        entryPoints: [o.loader], bundle: true, write: false, format: 'iife', minify: true, target: 'es2020',
        define: { __SS_FILES__: JSON.stringify(files) }, legalComments: 'none',
      });
      this.emitFile({ type: 'asset', fileName: 'loader.js', source: built.outputFiles[0].text });
      const manifest = { version: o.version, loader: 'loader.js', elements: files, files: {} };
      for (const [name, file] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        const source = file.type === 'chunk' ? file.code : file.source;
        manifest.files[name] = { integrity: sri(source), bytes: Buffer.byteLength(source) };
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
