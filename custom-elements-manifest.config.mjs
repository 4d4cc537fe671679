// `npm run analyze` (part of the build): custom-elements.json from the elements' doc comments.
import { eventTypes, literalUnions, overriddenDefaults } from './scripts/manifest-plugins.mjs';

export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    literalUnions(),
    eventTypes(),
    overriddenDefaults(),
    {
      // The analyzer lists modules in the order its file walk finished, which varies from
      // run to run; sorted by path, an unchanged source gives an unchanged file.
      name: 'stable-module-order',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
      },
    },
    {
      // Lit's internal state (`{ state: true }` in static properties) never has an attribute
      // (lit 3 forces attribute: false), but the analyzer lists it as one. Its fields are
      // private: a private field is never an attribute of the public API.
      name: 'no-state-attributes',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules) {
          for (const d of mod.declarations ?? []) {
            if (!d.attributes) continue;
            const hidden = new Set();
            for (const m of d.members ?? []) {
              if (m.privacy !== 'private' && m.privacy !== 'protected') continue;
              hidden.add(m.name);
              delete m.attribute;
            }
            d.attributes = d.attributes.filter((a) => !hidden.has(a.fieldName));
          }
        }
      },
    },
  ],
};
