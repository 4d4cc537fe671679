#!/usr/bin/env node
/** Entry of the `ss-serve` command. */
import { main } from './cli.js';

main().then((code) => {
  if (code >= 0) process.exit(code);
});
