#!/usr/bin/env node
// Makes sure a Chromium is there for the browser tests. Installs Debian's package when
// none is found and we are root on a Debian-like system; otherwise says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

let path = findChromium();
if (!path) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error('No Chromium found. Install one (Debian: apt-get install -y chromium) or set CHROME_PATH to its executable.');
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian\'s chromium package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  path = findChromium();
  if (!path) {
    console.error('apt-get finished but no Chromium executable was found.');
    process.exit(1);
  }
}
console.log(`Chromium: ${path}`);
