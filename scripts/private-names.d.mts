/** Types of scripts/private-names.mjs, for the TypeScript benchmarks that use it. */
export function privateNames(): { names: string[]; table: Record<string, string>; excluded: string[]; files: string[] };
export function mangleOptions(): { mangleProps: RegExp; mangleCache: Record<string, string> };
