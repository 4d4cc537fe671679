// Browser bundles (ESM, minified) and the Node entry points of the project.
// Elements, the loader and the tracker add their inputs here as their issues land.
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { minifyCss } from './scripts/rollup-minify-css.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const nodeExternal = [...builtinModules, ...builtinModules.map((m) => `node:${m}`), ...Object.keys(pkg.dependencies ?? {})];

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    // The fetch core and the tracker as their own entries: a page (or an element) that
    // uses only one of them downloads only that one.
    input: {
      index: 'src/index.ts',
      core: 'src/core/index.ts',
      tracker: 'src/tracker/index.ts',
      'components/autocomplete': 'src/components/autocomplete/autocomplete.ts',
    },
    output: { dir: 'dist', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
    plugins: [resolve(), minifyCss(), esbuild({ target: 'es2021' }), terser({ ecma: 2021, module: true, compress: { passes: 2 } })],
  },
  {
    input: { server: 'src/server/index.ts', 'ss-serve': 'src/server/bin.ts', indexing: 'src/indexing/index.ts', 'ss-index': 'src/indexing/bin.ts' },
    output: { dir: 'dist/node', format: 'es', chunkFileNames: '[name]-[hash].js', sourcemap: true },
    external: (id) => nodeExternal.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    plugins: [resolve({ preferBuiltins: true }), esbuild({ target: 'node20' })],
  },
];
