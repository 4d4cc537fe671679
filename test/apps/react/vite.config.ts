import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset URLs: the test serves the built app from the local service under /demo/react/dist/.
// The lazy dictionaries (docs/frameworks.md): Vite's build and dev server leave node_modules out otherwise.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { dynamicImportVarsOptions: { exclude: [/node_modules\/(?!site-search-elements\/)/] } },
  optimizeDeps: { exclude: ['site-search-elements'] },
});
