import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset URLs: the test serves the built app from the local service under /demo/react/dist/.
export default defineConfig({ base: './', plugins: [react()] });
