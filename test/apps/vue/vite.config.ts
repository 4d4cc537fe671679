import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The documented settings (docs/frameworks.md): ss-* tags are custom elements, not Vue components,
// and the lazy dictionaries (Vite's build and dev server leave node_modules out otherwise).
// Relative asset URLs: the test serves the built app from the local service under /demo/vue/dist/.
export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ss-') } } })],
  build: { dynamicImportVarsOptions: { exclude: [/node_modules\/(?!site-search-elements\/)/] } },
  optimizeDeps: { exclude: ['site-search-elements'] },
});
