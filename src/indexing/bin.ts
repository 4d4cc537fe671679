#!/usr/bin/env node
/** Entry of the `ss-index` command. */
import { main } from './cli.js';

// `ss-index export | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
