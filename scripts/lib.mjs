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

/**
 * Runs steps at once — for steps that leave a core idle (a single-threaded lint beside the type-check,
 * unit tests beside the browser tests): each step's output is kept and printed whole when it ends, so
 * two logs never interleave — but a step marked `stream` (one at most: the long one) writes as it goes.
 * Fails, after every step has ended, when any failed.
 */
export async function together(steps) {
  const { spawn } = await import('node:child_process');
  const results = await Promise.all(
    steps.map(
      ({ title, cmd, args, stream }) =>
        new Promise((done) => {
          const started = Date.now();
          console.log(`\n▶ ${title} (alongside)`);
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: stream ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'] });
          const chunks = [];
          child.stdout?.on('data', (c) => chunks.push(c));
          child.stderr?.on('data', (c) => chunks.push(c));
          child.on('close', (code, signal) => {
            const secs = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(Buffer.concat(chunks));
            if (code === 0) console.log(`✔ ${title} (${secs}s)`);
            else console.error(`\n✖ ${title} failed (exit ${code ?? signal}) after ${secs}s`);
            done(code === 0);
          });
        }),
    ),
  );
  if (results.some((ok) => !ok)) process.exit(1);
}

/** A step of {@link together} run through pnpm. */
export const pnpmStep = (title, args, opts = {}) => ({ title, cmd: PNPM[0], args: [...PNPM.slice(1), ...args], ...opts });
