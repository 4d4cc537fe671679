#!/usr/bin/env node
// Browser bundles must hold no byte of Node-only code: no node: imports, no signing,
// no private key. Run after the build (npm test does).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

// dist/inspect: the local service's events inspector page, browser code too. dist/render: the
// server-side renderer, which must run in edge runtimes (web APIs only, no node: import).
const dirs = ['dist', 'dist/components', 'dist/chunks', 'dist/lib', 'dist/lib/components', 'dist/lib/chunks', 'dist/cdn', 'dist/cdn/chunks', 'dist/inspect', 'dist/render'].filter((d) => existsSync(d));
const files = dirs.flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.js')).map((f) => join(d, f)));
const forbidden = [/from\s*["']node:/, /require\(["']node:/, /createHmac/, /privateKey/i, /PRIVATE_KEY/, /private_key/];
const problems = [];
for (const file of files) {
  const code = readFileSync(file, 'utf8');
  for (const pattern of forbidden) if (pattern.test(code)) problems.push(`${file}: matches ${pattern}`);
}
if (!files.length) problems.push('no browser bundle found under dist/: run npm run build first');
if (problems.length) {
  console.error(`Browser bundle check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Browser bundles clean of Node-only code: ${files.length} files checked.`);
