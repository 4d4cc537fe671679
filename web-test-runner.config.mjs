// Browser tests: real Chromium (Debian's, through Playwright), TypeScript served by
// esbuild, and the real local service started once for the whole run on its own origin
// (so every cross-origin request is a real CORS request). Tests read its URL from
// /__ss/service.json. Needs `npm run build` first (npm test does it).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { startServer } from './dist/node/server.js';

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH.');

/** Starts the local service with the demo catalog and tells the tests where it is. */
function localService() {
  let service;
  return {
    name: 'ss-local-service',
    async serverStart() {
      service = await startServer({ port: 0 });
    },
    async serverStop() {
      await service?.close();
    },
    serve(context) {
      if (context.path === '/__ss/service.json') {
        return { body: JSON.stringify({ url: service.url, trackerId: 'demo' }), type: 'json' };
      }
    },
  };
}

export default {
  files: ['src/{core,tracker,components,loader}/**/*.test.ts', 'test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 2,
  plugins: [esbuildPlugin({ ts: true, target: 'es2021', tsconfig: './tsconfig.json' }), localService()],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } })],
  testFramework: { config: { timeout: 10000 } },
};
