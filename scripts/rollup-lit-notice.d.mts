/** Types of scripts/rollup-lit-notice.mjs, for the TypeScript benchmarks that use it. */
import type { Plugin } from 'rollup';
export function litNotice(): Plugin;
