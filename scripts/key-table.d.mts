/** Types of scripts/key-table.mjs, for the test that holds docs/languages.md to it. */
export function keyTable(): Promise<string>;
