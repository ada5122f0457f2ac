// Shared helpers of the root scripts: run a command with inherited output, fail fast with its name.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = ['npx', '-y', 'pnpm@12.21.0'];

export function run(title, cmd, args, opts = {}) {
  const started = Date.now();
  if (title) console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${title || [cmd, ...args].join(' ')} failed (exit ${r.status ?? r.signal}) after ${secs}s`);
    process.exit(r.status || 1);
  }
  if (title) console.log(`✔ ${title} (${secs}s)`);
}

export const pnpm = (title, args, opts) => run(title, PNPM[0], [...PNPM.slice(1), ...args], opts);
