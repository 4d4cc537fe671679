/** Types of scripts/rollup-minify-html.mjs, for the TypeScript benchmarks that use it. */
import type { Plugin } from 'rollup';
export function minifyHtml(): Plugin;
export function collapse(code: string): string;
