/** Types of scripts/rollup-minify-css.mjs, for the TypeScript benchmarks that use it. */
import type { Plugin } from 'rollup';
export function minifyCss(): Plugin;
