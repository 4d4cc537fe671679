/** Types of scripts/rollup-lit-baseline.mjs, for the TypeScript benchmarks that use it. */
import type { Plugin } from 'rollup';
export function litBaseline(o?: { trim?: boolean }): Plugin;
