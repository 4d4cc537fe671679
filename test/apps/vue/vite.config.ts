import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The documented setting (docs/frameworks.md): ss-* tags are custom elements, not Vue components.
// Relative asset URLs: the test serves the built app from the local service under /demo/vue/dist/.
export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ss-') } } })],
});
