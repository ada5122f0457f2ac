#!/usr/bin/env node
// vetrx — runs the built CLI (packages/cli/dist). Build first: npx -y pnpm@12.21.0 --filter "@vetrx/cli..." build
import { main } from '../dist/index.js';

process.stdout.on('error', (e) => {
  // `vetrx op --list | head -1`: the reader went away; stop quietly.
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});
process.exitCode = await main(process.argv.slice(2));
