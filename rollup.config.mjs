// Browser bundles (ESM, minified) and the Node entry points of the project.
import { builtinModules } from 'node:module';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { minifyCss } from './scripts/rollup-minify-css.mjs';
import { minifyHtml } from './scripts/rollup-minify-html.mjs';
import { litNotice } from './scripts/rollup-lit-notice.mjs';
import { litBaseline } from './scripts/rollup-lit-baseline.mjs';
import { thirdPartyNotices } from './scripts/rollup-notices.mjs';
import { cdn } from './scripts/rollup-cdn.mjs';
import { ssr } from './scripts/rollup-ssr.mjs';
import { locales } from './scripts/rollup-locales.mjs';
import { mangleOptions } from './scripts/private-names.mjs';
import pkg from './package.json' with { type: 'json' };

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** The package's browser entries (dist/ and dist/lib/). */
const ENTRIES = {
  index: 'src/index.ts',
  core: 'src/core/index.ts',
  tracker: 'src/tracker/index.ts',
  'components/autocomplete': 'src/components/autocomplete/autocomplete.ts',
  'components/search': 'src/components/search/search.ts',
  'components/listing': 'src/components/listing/listing.ts',
  'components/recs': 'src/components/recs/recs.ts',
  'components/search-box': 'src/components/autocomplete/search-box.ts',
};

/**
 * Chunks of shared code smaller than this (bytes) are merged into a chunk loaded in the same
 * cases: a results page fetches 10 files instead of 14, and no page downloads more (a request
 * costs a round trip on HTTP/1.1 and on a phone more than a few hundred bytes do).
 */
const MIN_CHUNK = 4096;

/**
 * What an element loads only when a page needs it (a dynamic import(): the help of no results,
 * POST /v2/search, the shop's prices, a results page's parts: results-parts.ts): marked as
 * having effects, so that MIN_CHUNK never merges them into a chunk that a page loads at once
 * (it merges only code without effects; their code is small and all used, nothing to shake).
 * Not banner.ts, which a results page loads at once (it draws an answer's banners with it): the
 * autocomplete's panel draws banners too, and as a chunk of its own they would be a second fetch after the panel's.
 */
const LAZY = /src\/(components\/autocomplete\/panel|components\/search\/empty-help|components\/shared\/(search-long|prices|filter-dialog|template|more|chips|empty|served|range)|core\/search-post)\.ts$/;
const lazyChunks = () => ({ name: 'ss-lazy-chunks', transform: (code, id) => (LAZY.test(id) ? { code, moduleSideEffects: 'no-treeshake' } : null) });

/**
 * The private and protected members of our classes, shortened to `$a`, `$b`, … by one table
 * for every file, chunk and build (scripts/private-names.mjs: only names that nothing else in
 * the code can mean). They are not the package's API: a subclass must not override them.
 */
const mangle = mangleOptions();

/** Our own code of a browser build: CSS and HTML templates minified, TypeScript (private names shortened), terser. */
const ownPlugins = () => [minifyCss(), esbuild({ target: 'es2021', ...mangle }), minifyHtml(), terser({ ecma: 2021, module: true, compress: { passes: 3, unsafe: true, unsafe_arrows: true, keep_fargs: false, pure_getters: true }, format: { comments: false } })];

/** What every self-contained browser build runs: lit bundled for the supported browsers (and, for the shop's elements, without what they never use), our code, lit's one notice. */
const browserPlugins = (shop = true) => [resolve(), litBaseline({ trim: shop }), lazyChunks(), ...ownPlugins(), litNotice()];

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    // The fetch core and the tracker as their own entries: a page (or an element) that
    // uses only one of them downloads only that one. lit is bundled: a page needs no import map.
    input: ENTRIES,
    output: { dir: 'dist', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true, experimentalMinChunkSize: MIN_CHUNK },
    plugins: [...browserPlugins(), locales()],
  },
  {
    // dist/lib/: the same entries for bundlers (the package's exports), importing lit by
    // name, so that an app that uses lit itself, or two packages built on it, bundle one
    // copy. dist/components/ stays self-contained for a <script type="module"> tag.
    input: ENTRIES,
    output: { dir: 'dist/lib', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
    external: (id) => /^(lit|lit-html|lit-element|@lit\/reactive-element)(\/|$)/.test(id),
    // The dictionaries beside the chunks (dist/lib/locales/, English too: `site-search-elements/locales/<lang>`).
    plugins: [resolve(), ...ownPlugins(), locales({ english: true })],
  },
  {
    // dist/cdn/: what the loader serves. Entries and chunks are content-hashed (cache them
    // for ever); loader.js keeps its name and knows this build's file names; manifest.json
    // gives every file's SRI hash. Each entry also works from one <script type="module">.
    // The dictionaries are one hashed folder (locales-<hash>/<lang>.js).
    input: {
      autocomplete: 'src/components/autocomplete/autocomplete.ts',
      'search-box': 'src/components/autocomplete/search-box.ts',
      search: 'src/components/search/search.ts',
      listing: 'src/components/listing/listing.ts',
      recs: 'src/components/recs/recs.ts',
      track: 'src/loader/track.ts',
      check: 'src/loader/check.ts',
    },
    output: { dir: 'dist/cdn', format: 'es', entryFileNames: '[name]-[hash:6].js', chunkFileNames: 'chunks/[hash:6].js', experimentalMinChunkSize: MIN_CHUNK },
    plugins: [...browserPlugins(), locales({ hashed: true }), cdn({ loader: 'src/loader/loader.ts', reserve: 'src/components/shared/reserve.ts', version: pkg.version })],
  },
  {
    // The events inspector of the local service (/inspect/, src/inspect/): a page of the
    // service, built on its own so that no shop's bundle or chunk changes with it.
    input: { inspect: 'src/inspect/inspect.ts' },
    output: { dir: 'dist/inspect', format: 'es' },
    plugins: browserPlugins(false),
  },
  {
    // dist/render/: the server-side renderer (site-search-elements/render), web APIs only so
    // that it runs in Node and in edge runtimes: the element classes on lit's server builds
    // (the "node" condition; plain JavaScript), lit's server renderer, and the elements'
    // styles as text (scripts/rollup-ssr.mjs). It carries all of it, in one file (the elements'
    // lazy chunks inlined): nothing to install.
    input: { index: 'src/render/index.ts' },
    output: { dir: 'dist/render', format: 'es', chunkFileNames: '[name]-[hash].js', sourcemap: true, inlineDynamicImports: true },
    // The dictionaries are in it (render/index.ts hands them to every element); locales() only makes the runtime's fetch of one resolvable for a bundler.
    plugins: [ssr(), resolve({ exportConditions: ['node'], preferBuiltins: false }), minifyCss(), esbuild({ target: 'es2022' }), minifyHtml(), locales(), thirdPartyNotices('THIRD-PARTY-NOTICES.txt')],
  },
  {
    // The Node entries carry everything they use (the search engines, the seed stores), so
    // that installing the package brings lit alone as a dependency.
    input: { server: 'src/server/index.ts', 'ss-serve': 'src/server/bin.ts', indexing: 'src/indexing/index.ts', 'ss-index': 'src/indexing/bin.ts' },
    output: { dir: 'dist/node', format: 'es', chunkFileNames: '[name]-[hash].js', sourcemap: true },
    external: (id) => builtins.has(id),
    plugins: [resolve({ preferBuiltins: true }), json({ preferConst: true }), esbuild({ target: 'node20' }), thirdPartyNotices('THIRD-PARTY-NOTICES.txt')],
  },
];
