/**
 * The sandbox of a running app (decisions 0170, 0172, 0174): one per database handle, registered by
 * createApp with the server's mode, and its automatic clock — a tick every VETRX_SANDBOX_TICK_SECONDS
 * seconds (default 20, `0` off) in development only — steps at the wall clock's time (decision 0176) — each bringing new storefront traffic at
 * VETRX_SANDBOX_TRAFFIC_PER_HOUR events per location per sandbox hour (default 4, `0` none), drawn from
 * VETRX_SANDBOX_SEED. Resolvers find it with {@link sandboxOf}; a database without a registered
 * sandbox has none (treated as production: refused).
 */
import { sandboxSeed, sandboxTickSeconds, sandboxTrafficPerHour } from '@vetrx/core/sandbox';
import type { Db } from '../db/client.js';
import { createSandbox, type Sandbox } from './sandbox.js';

/** A registered sandbox and the mode of the server it runs in. */
export interface RunningSandbox {
  sandbox: Sandbox;
  mode: 'production' | 'development' | 'test';
  /** Seconds between automatic ticks; 0 when the clock only moves on demand. */
  tickSeconds: number;
  /** Restarts the automatic clock with another interval (0 stops it); development only. */
  setTickSeconds(seconds: number): void;
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
  const env = opts.env ?? process.env;
  const sandbox = createSandbox(db, opts.now, { trafficPerHour: sandboxTrafficPerHour(env.VETRX_SANDBOX_TRAFFIC_PER_HOUR), seed: sandboxSeed(env.VETRX_SANDBOX_SEED) });
  let busy = false;
  let timer: NodeJS.Timeout | null = null;
  const entry: RunningSandbox = {
    sandbox,
    mode: opts.mode,
    tickSeconds: 0,
    setTickSeconds(seconds) {
      if (timer) clearInterval(timer);
      timer = null;
      entry.tickSeconds = opts.mode === 'development' ? seconds : 0;
      if (entry.tickSeconds <= 0) return;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        sandbox
          .tick(undefined, null, { traffic: true, auto: true })
          .catch((e) => opts.logger?.error(e))
          .finally(() => (busy = false));
      }, entry.tickSeconds * 1000);
      timer.unref();
    },
    stop: () => entry.setTickSeconds(0),
  };
  entry.setTickSeconds(opts.mode === 'development' ? sandboxTickSeconds(env.VETRX_SANDBOX_TICK_SECONDS) : 0);
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
