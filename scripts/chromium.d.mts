/** Types of scripts/chromium.mjs, for the TypeScript benchmarks that use it. */
export function findChromium(): string | undefined;
export const CHROMIUM_ARGS: string[];
