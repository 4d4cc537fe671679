#!/usr/bin/env node
// Runs the Node tests (Node's own runner, TypeScript through tsx): tests of the Node-only
// code (src/server, src/indexing) and the cross-cutting ones under test/node.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['src/server', 'src/indexing', 'test/node'];
const files = [];
function walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.test.ts')) files.push(path);
  }
}
roots.forEach(walk);
const filter = process.argv.slice(2);
const selected = filter.length ? files.filter((f) => filter.some((part) => f.includes(part))) : files;
if (!selected.length) {
  console.error('No Node test files found.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...selected.sort()], { stdio: 'inherit' });
process.exit(result.status ?? 1);
