// Rollup plugin: writes the licence of every npm package bundled into an output next to it
// (the Node entries bundle their search engines; their licences travel with them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function thirdPartyNotices(fileName) {
  return {
    name: 'third-party-notices',
    generateBundle(_options, bundle) {
      const packages = new Map();
      for (const chunk of Object.values(bundle)) {
        for (const id of Object.keys(chunk.modules ?? {})) {
          const at = id.lastIndexOf('node_modules/');
          if (at < 0) continue;
          const parts = id.slice(at + 'node_modules/'.length).split('/');
          const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
          packages.set(name, join(id.slice(0, at), 'node_modules', name));
        }
      }
      const sections = [...packages].sort().map(([name, dir]) => {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license'].map((f) => join(dir, f)).find(existsSync);
        const text = file ? readFileSync(file, 'utf8').trim() : `Licence: ${manifest.license}`;
        return `${name}@${manifest.version} (${manifest.license})\n\n${text}`;
      });
      if (sections.length) this.emitFile({ type: 'asset', fileName, source: `Bundled into these files:\n\n${sections.join(`\n\n${'-'.repeat(72)}\n\n`)}\n` });
    },
  };
}
