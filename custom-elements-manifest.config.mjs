// `npm run analyze` (part of the build): custom-elements.json from the elements' doc comments.
export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    {
      // The analyzer lists modules in the order its file walk finished, which varies from
      // run to run; sorted by path, an unchanged source gives an unchanged file.
      name: 'stable-module-order',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
      },
    },
  ],
};
