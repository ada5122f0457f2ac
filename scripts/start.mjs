#!/usr/bin/env node
// `npm start`: install, build every package, then run the server (which migrates the database, seeds
// the demo practice on first start, serves the portal and prints the URL and the demo logins).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pnpm, root } from './lib.mjs';

pnpm('Installing dependencies', ['install', '--frozen-lockfile', '--reporter=silent']);
pnpm('Building packages', ['-r', 'build']);

// A larger young generation (decision 0238): fewer scavenges and fewer short-lived answers promoted to
// the old generation under load — 7–12 % more requests a second in the 50-client workload.
const server = spawn(process.execPath, ['--max-semi-space-size=64', join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
