#!/usr/bin/env node
// The module graph of src/: no import cycles (type-only imports count: they still tie two
// files together), the layers of ARCHITECTURE.md (browser code never imports Node-only
// code, elements never import the tracker, core and tracker never import lit; the
// service's inspector page, src/inspect, is browser code no shop code imports, and the
// service uses only its plain model/) and no source file of 400 lines or more. Run by `npm test`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'src');
const MAX_LINES = 400;
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.ts')) files.push(path);
  }
})(root);

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** file -> [{ target, spec, typeOnly }] for the project's own modules and bare packages. */
const graph = new Map();
/** file -> its line count. */
const lineCounts = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  lineCounts.set(file, text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
  const edges = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[2] ?? m[3];
    const typeOnly = Boolean(m[1]);
    const target = spec.startsWith('.') ? resolve(dirname(file), spec).replace(/\.js$/, '.ts') : undefined;
    edges.push({ spec, target, typeOnly });
  }
  graph.set(file, edges);
}

const problems = [];
const rel = (f) => relative(process.cwd(), f);
const layer = (f) => relative(root, f).split('/')[0].replace(/\.ts$/, '');
// render/: the server-side renderer, web APIs only (Node and edge runtimes), so held to the browser's rules.
const BROWSER = new Set(['core', 'tracker', 'i18n', 'components', 'loader', 'index', 'inspect', 'render']);
/** What a shop downloads: never the inspector page. */
const SHOP = new Set(['core', 'tracker', 'i18n', 'components', 'loader', 'index']);
const isModel = (f) => /\/inspect\/model\//.test(f);
const NODE = new Set(['server', 'indexing']);
const isTest = (f) => /\.test\.ts$|\/testing\//.test(f);

for (const [file, edges] of graph) {
  const from = layer(file);
  const lines = lineCounts.get(file);
  if (lines >= MAX_LINES) problems.push(`${rel(file)}: ${lines} lines (split it: at most ${MAX_LINES - 1})`);
  for (const { spec, target, typeOnly } of edges) {
    const to = target ? layer(target) : undefined;
    if (BROWSER.has(from) && NODE.has(to)) problems.push(`${rel(file)}: browser code imports Node-only ${spec}`);
    if (BROWSER.has(from) && !isTest(file) && spec.startsWith('node:')) problems.push(`${rel(file)}: browser code imports ${spec}`);
    if (SHOP.has(from) && to === 'inspect') problems.push(`${rel(file)}: shop code imports the inspector page (${spec})`);
    if (SHOP.has(from) && to === 'render') problems.push(`${rel(file)}: shop code imports the server-side renderer (${spec})`);
    if (NODE.has(from) && to === 'inspect' && !isModel(target)) problems.push(`${rel(file)}: the service imports the inspector page (${spec}); only src/inspect/model/ is shared`);
    if (isModel(file) && (spec === 'lit' || spec.startsWith('lit/') || (to && to !== 'inspect') || (target && !isModel(target)))) problems.push(`${rel(file)}: the inspector's model/ is plain (no lit, nothing outside model/): ${spec}`);
    if (from === 'components' && to === 'tracker' && !isTest(file)) problems.push(`${rel(file)}: an element imports the tracker (${spec}); use the event contract (core/events.ts)`);
    // The loader is a classic script: it may import types only (its chunks come by import()),
    // and the constants of the boxes the elements reserve, which the build inlines.
    if (/loader\/loader\.ts$/.test(file) && !typeOnly && !/\/shared\/reserve\.js$/.test(spec)) problems.push(`${rel(file)}: the loader imports ${spec} at run time; it is a classic script (type imports only)`);
    if ((from === 'core' || from === 'tracker') && !typeOnly && /^lit(\/|$)|^@lit\//.test(spec)) problems.push(`${rel(file)}: ${from}/ imports ${spec}`);
    if ((from === 'core' || from === 'tracker') && !typeOnly && to === 'components') problems.push(`${rel(file)}: ${from}/ imports components at run time (${spec}); type imports only`);
  }
}

// Cycles: a depth-first search over the project's own imports; each cycle reported once.
const state = new Map();
const stack = [];
const seen = new Set();
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const { target } of graph.get(file) ?? []) {
    if (!target || !graph.has(target)) continue;
    if (state.get(target) === 'open') {
      const cycle = stack.slice(stack.indexOf(target)).map(rel);
      const key = [...cycle].sort().join(' ');
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(`import cycle: ${[...cycle, rel(target)].join(' -> ')}`);
      }
    } else if (!state.has(target)) visit(target);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length) {
  console.error(`Module graph check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Module graph clean: ${files.length} files, no cycles, layers kept, every file under ${MAX_LINES} lines.`);
