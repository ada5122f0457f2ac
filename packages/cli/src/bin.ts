/** Development entry: `tsx --conditions=source src/bin.ts <args>` (the published entry is bin/vetrx.mjs). */
import { main } from './index.js';

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});
process.exitCode = await main(process.argv.slice(2));
