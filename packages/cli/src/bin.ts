/**
 * The CLI's entry: `bin/vetrx.mjs` runs its compiled form; in development `tsx --conditions=source
 * src/bin.ts <args>`.
 */
import { main } from './index.js';

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  // `vetrx op --list | head -1`: the reader went away; stop quietly.
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});
process.exitCode = await main(process.argv.slice(2));
