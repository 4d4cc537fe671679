/** Types of scripts/rollup-locales.mjs, for the benchmarks that measure the dictionaries as the build writes them. */
import type { Plugin } from 'rollup';
export function dictionaryModule(words: Record<string, string>): string;
export function dictionaries(english?: boolean): Promise<Record<string, string>>;
export function locales(o?: { hashed?: boolean; english?: boolean }): Plugin;
