/** Types of scripts/integrations.mjs, for the tests that hold its files against the manifest. */
export const TYPE_ENTRIES: Record<'react-jsx' | 'preact-jsx' | 'solid-jsx' | 'vue-templates', string>;
export const TYPES_ONLY_MODULE: string;
export const VSCODE_DATA: string;
export const WEB_TYPES: string;
export function integrationFiles(manifest: unknown, pkg: unknown): Record<string, string>;
