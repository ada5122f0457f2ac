#!/usr/bin/env node
// Fails when the committed generated GraphQL code (core's full operation documents, typed documents
// (one module per operation and per fragment) and schema, the server's resolver types) differs from what the .graphql sources produce.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pnpm, root } from './lib.mjs';

const dirs = [
  join(root, 'packages/core/src/api/generated'),
  join(root, 'packages/core/src/api/operations/generated'),
  join(root, 'packages/core/src/entities'),
  join(root, 'packages/server/src/graphql/generated'),
];
const snapshot = () => {
  const out = new Map();
  const walk = (d) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p, readFileSync(p, 'utf8'));
    }
  };
  for (const d of dirs) walk(d);
  return out;
};
const before = snapshot();
pnpm('', ['--filter', '@vetrx/core', 'codegen', '--silent']);
pnpm('', ['--filter', '@vetrx/server', 'codegen', '--silent']);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (changed.length) {
  console.error(`Generated GraphQL code was out of date and has been regenerated:\n${changed.map((f) => `  ${relative(root, f)}`).join('\n')}\nCommit the regenerated files.`);
  process.exit(1);
}
