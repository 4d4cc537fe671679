#!/usr/bin/env node
// Everything the apps and editors developers use learns the elements from
// custom-elements.json, in the build (ARCHITECTURE.md, "Generated, never written by hand"):
// JSX types for React 19, Preact and Solid, Vue 3 template types, VS Code's HTML custom data
// and JetBrains' web-types. test/node/integrations.test.ts holds them against the manifest.
// Run from the package root: node scripts/integrations.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { elementsOf } from './integrations/elements.mjs';
import { vscodeCustomData, webTypes } from './integrations/editors.mjs';
import { jsxTypes } from './integrations/jsx.mjs';
import { vueTypes } from './integrations/vue.mjs';

/** What a project imports (package.json `exports`) and the file each export's types are in. */
export const TYPE_ENTRIES = {
  'react-jsx': 'dist/frameworks/react-jsx.d.ts',
  'preact-jsx': 'dist/frameworks/preact-jsx.d.ts',
  'solid-jsx': 'dist/frameworks/solid-jsx.d.ts',
  'vue-templates': 'dist/frameworks/vue-templates.d.ts',
};
/** The JavaScript of those entries: nothing (an `import 'site-search-elements/react-jsx'` left in an app loads an empty module). */
export const TYPES_ONLY_MODULE = 'dist/frameworks/types-only.js';
export const VSCODE_DATA = 'dist/editors/vscode.html-custom-data.json';
export const WEB_TYPES = 'dist/editors/web-types.json';

/** The generated files, path (from the package root) to content, for a manifest and a package.json. */
export function integrationFiles(manifest, pkg) {
  const elements = elementsOf(manifest, pkg);
  const opt = (entry) => `import type {} from '${pkg.name}/${entry}';`;
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    [TYPE_ENTRIES['react-jsx']]: jsxTypes(elements, pkg, 'react', opt('react-jsx')),
    [TYPE_ENTRIES['preact-jsx']]: jsxTypes(elements, pkg, 'preact', opt('preact-jsx')),
    [TYPE_ENTRIES['solid-jsx']]: jsxTypes(elements, pkg, 'solid', opt('solid-jsx')),
    [TYPE_ENTRIES['vue-templates']]: vueTypes(elements, pkg, opt('vue-templates')),
    [TYPES_ONLY_MODULE]: `// ${pkg.name}'s framework entries hold types only (dist/frameworks/*.d.ts).\nexport {};\n`,
    [VSCODE_DATA]: json(vscodeCustomData(elements)),
    [WEB_TYPES]: json(webTypes(elements, pkg)),
  };
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  for (const [path, text] of Object.entries(integrationFiles(read('custom-elements.json'), read('package.json')))) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}
