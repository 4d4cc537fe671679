// Rollup plugin for dist/cdn/: writes the loader (a classic script built by esbuild, with
// the content-hashed file names of this build's entries and of the chunks each imports),
// elements.css (the boxes the elements reserve before their scripts run, for pages that load
// them as modules; the loader adopts the same rules) and manifest.json, every file of the
// folder with its SRI hash (sha384) and size, and where the dictionaries are (rollup-locales.mjs).
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { minify } from 'terser';

const sri = (source) => `sha384-${createHash('sha384').update(source).digest('base64')}`;

/**
 * The loader's copy of `files` (tag -> entry, then the chunks it imports): every file name
 * once, then each tag's files as indexes into that list (the names repeat across tags).
 */
function packed(files) {
  const names = [...new Set(Object.values(files).flat())];
  return [names, Object.fromEntries(Object.entries(files).map(([tag, list]) => [tag, list.map((f) => names.indexOf(f))]))];
}

/** RESERVE_CSS of `reserve` (a TypeScript module of constants), built and imported here. */
async function reserveCss(reserve) {
  const built = await build({ entryPoints: [reserve], bundle: true, write: false, format: 'esm', target: 'es2020' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
  return `${module.RESERVE_CSS}\n${module.NO_SCRIPT_CSS}\n`;
}

/**
 * The loader knows an element's files by its tag: entry `recs` is `ss-recs`; `track` (the
 * tracking chunk) and `check` (the words of its warnings) keep their names.
 * @param {{ loader: string, reserve: string, version: string }} o
 */
export function cdn(o) {
  return {
    name: 'ss-cdn',
    async generateBundle(_options, bundle) {
      // The loader loads the elements a page has in this order: a results element first (it draws the
      // page's largest content, and its answer is a round trip more), then the search box's, then the rest.
      const files = { 'ss-search': [], 'ss-listing': [], 'ss-autocomplete': [], 'ss-search-box': [] };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const imports = new Set();
        const walk = (name) => bundle[name].imports.forEach((i) => imports.has(i) || (imports.add(i), walk(i)));
        walk(chunk.fileName);
        files[chunk.name === 'track' || chunk.name === 'check' ? chunk.name : `ss-${chunk.name}`] = [chunk.fileName, ...imports];
      }
      for (const [tag, list] of Object.entries(files)) if (!list.length) this.error(`no entry for <${tag}> in the build`);
      // The dictionaries' folder and languages: the loader fetches the page's beside the elements' files.
      const dictionaries = Object.keys(bundle).map((name) => /^(locales-\w+\/)(\w+)\.js$/.exec(name)).filter(Boolean);
      if (!dictionaries.length) this.error('no dictionaries in the build (rollup-locales.mjs before this plugin)');
      const locales = { folder: dictionaries[0][1], languages: dictionaries.map((m) => m[2]).sort() };
      const built = await build({
        entryPoints: [o.loader], bundle: true, write: false, format: 'iife', minify: true, target: 'es2020',
        define: { __SS_FILES__: JSON.stringify([...packed(files), locales.folder, locales.languages.join(' ')]) }, legalComments: 'none',
      });
      // Terser after esbuild: esbuild's minifier leaves about 50 B (gzipped) that terser's finds, in a file with a 2 KB budget.
      this.emitFile({ type: 'asset', fileName: 'loader.js', source: (await minify(built.outputFiles[0].text, { ecma: 2020 })).code });
      this.emitFile({ type: 'asset', fileName: 'elements.css', source: await reserveCss(o.reserve) });
      const manifest = { version: o.version, loader: 'loader.js', elements: files, locales, files: {} };
      for (const [name, file] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        const source = file.type === 'chunk' ? file.code : file.source;
        manifest.files[name] = { integrity: sri(source), bytes: Buffer.byteLength(source) };
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
