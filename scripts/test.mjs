#!/usr/bin/env node
// The whole test suite, as the README's test command runs it: type check, build, the
// Node tests, then the browser tests in real Chromium. Stops at the first failing step
// and ends with one line counting every test that ran.
import { spawn } from 'node:child_process';

const steps = [
  ['type check (browser, browser tests, Node, benchmarks)', ['run', '--silent', 'typecheck']],
  ['module graph check (layers, cycles, file sizes)', ['run', '--silent', 'check:imports']],
  ['build', ['run', '--silent', 'build']],
  ['browser bundle check', ['run', '--silent', 'check:bundles']],
  // Before the Node tests: test/node/pages.test.ts drives whole pages in Chromium too.
  ['Chromium', ['exec', '--', 'node', 'scripts/ensure-chromium.mjs']],
  ['Node tests', ['run', '--silent', 'test:node']],
  ['browser tests', ['run', '--silent', 'test:browser']],
];
let passed = 0;
let failed = 0;

function run(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('close', (code) => resolve({ code, tail }));
  });
}

for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const { code, tail } = await run(args);
  // Node's runner ends with "# pass N" / "# fail N"; web-test-runner with "N passed, N failed".
  const clean = tail.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  const node = [/^# pass (\d+)/m.exec(clean), /^# fail (\d+)/m.exec(clean)];
  const wtr = [...clean.matchAll(/(\d+) passed, (\d+) failed/g)].pop();
  if (node[0]) [passed, failed] = [passed + Number(node[0][1]), failed + Number(node[1]?.[1] ?? 0)];
  else if (wtr) [passed, failed] = [passed + Number(wtr[1]), failed + Number(wtr[2])];
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    console.log(`\ntests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(code || 1);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
