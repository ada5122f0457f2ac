/**
 * The sandbox of a running app (decisions 0170, 0172): one per database handle, registered by
 * createApp with the server's mode, and its automatic clock — a tick every VETRX_SANDBOX_TICK_SECONDS
 * seconds (default 20, `0` off) in development only. Resolvers find it with {@link sandboxOf}; a
 * database without a registered sandbox has none (treated as production: refused).
 */
import { sandboxTickSeconds } from '@vetrx/core/sandbox';
import type { Db } from '../db/client.js';
import { createSandbox, type Sandbox } from './sandbox.js';

/** A registered sandbox and the mode of the server it runs in. */
export interface RunningSandbox {
  sandbox: Sandbox;
  mode: 'production' | 'development' | 'test';
  /** Seconds between automatic ticks; 0 when the clock only moves on demand. */
  tickSeconds: number;
  /** Stops the automatic clock. */
  stop(): void;
}

const running = new WeakMap<object, RunningSandbox>();

/**
 * Registers the sandbox of an app and starts its automatic clock in development.
 *
 * @example
 * const sb = startSandbox(database.db, { mode: config.mode, env: process.env });
 * // on close: sb.stop()
 */
export function startSandbox(db: Db, opts: { mode: RunningSandbox['mode']; env?: NodeJS.ProcessEnv; now?: () => Date; logger?: Pick<Console, 'error'> }): RunningSandbox {
  const sandbox = createSandbox(db, opts.now);
  const tickSeconds = opts.mode === 'development' ? sandboxTickSeconds((opts.env ?? process.env).VETRX_SANDBOX_TICK_SECONDS) : 0;
  let busy = false;
  const timer =
    tickSeconds > 0
      ? setInterval(() => {
          if (busy) return;
          busy = true;
          sandbox
            .tick()
            .catch((e) => opts.logger?.error(e))
            .finally(() => (busy = false));
        }, tickSeconds * 1000)
      : null;
  timer?.unref();
  const entry: RunningSandbox = { sandbox, mode: opts.mode, tickSeconds, stop: () => timer && clearInterval(timer) };
  running.set(db, entry);
  return entry;
}

/**
 * The sandbox registered for a database, or null.
 *
 * @example
 * const sb = sandboxOf(ctx.db);
 */
export function sandboxOf(db: object): RunningSandbox | null {
  return running.get(db) ?? null;
}
