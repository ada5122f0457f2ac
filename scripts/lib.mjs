// Shared helpers of the root scripts: run a command with inherited output, fail fast with its name.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = ['npx', '-y', 'pnpm@12.21.0'];

/** Prints a step's end: ✔ with its time (titled steps), or ✖ with its exit; answers whether it passed. */
function report(title, started, status, signal, command = title) {
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) console.error(`\n✖ ${title || command} failed (exit ${status ?? signal}) after ${secs}s`);
  else if (title) console.log(`✔ ${title} (${secs}s)`);
  return status === 0;
}

export function run(title, cmd, args, opts = {}) {
  const started = Date.now();
  if (title) console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  if (!report(title, started, r.status, r.signal, [cmd, ...args].join(' '))) process.exit(r.status || 1);
}

export const pnpm = (title, args, opts) => run(title, PNPM[0], [...PNPM.slice(1), ...args], opts);

/**
 * Runs steps at once — for steps that leave a core idle (unit tests beside the browser tests): each
 * step's output is kept and printed whole when it ends, so two logs never interleave, but a step marked
 * `stream` (the long one) writes as it goes. Exits with 1, once every step has ended, when any failed.
 */
export async function together(steps) {
  const passed = await Promise.all(
    steps.map(
      ({ title, cmd, args, stream }) =>
        new Promise((done) => {
          const started = Date.now();
          console.log(`\n▶ ${title} (alongside)`);
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: stream ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'] });
          const chunks = [];
          child.stdout?.on('data', (c) => chunks.push(c));
          child.stderr?.on('data', (c) => chunks.push(c));
          child.on('close', (status, signal) => {
            process.stdout.write(Buffer.concat(chunks));
            done(report(title, started, status, signal));
          });
        }),
    ),
  );
  // A failed step has printed its ✖ line; the run as a whole fails.
  if (passed.includes(false)) process.exit(1);
}

/** A step of {@link together} run through pnpm. */
export const pnpmStep = (title, args, opts = {}) => ({ title, cmd: PNPM[0], args: [...PNPM.slice(1), ...args], ...opts });
