#!/usr/bin/env node
// vetrx — runs the built CLI (packages/cli/dist/bin.js, compiled from src/bin.ts, which also stops
// quietly when the reader of a pipe goes away). `npm start` builds it; so does
// npx -y pnpm@12.21.0 --filter "@vetrx/cli..." build
import { existsSync } from 'node:fs';

const built = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write(
    'vetrx is not built yet. Run `npm start` once (it builds the CLI), or build it alone with:\n' +
      '  npx -y pnpm@12.21.0 --filter "@vetrx/cli..." build\n',
  );
  process.exit(1);
}
await import(built.href);
