#!/usr/bin/env node
// The whole test suite, as the README's test command runs it: type check, build, the
// Node tests, then the browser tests in real Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['Node tests', 'npm', ['run', '--silent', 'test:node']],
  ['browser tests', 'npm', ['run', '--silent', 'test:browser']],
];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n${name} failed (exit ${status}).`);
    process.exit(status || 1);
  }
}
console.log('\nAll test steps passed.');
