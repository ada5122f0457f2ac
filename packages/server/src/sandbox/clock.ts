/**
 * The sandbox of a running app: one per database handle, registered by
 * createApp with the server's mode, and its automatic clock — a tick every VETRX_SANDBOX_TICK_SECONDS
 * seconds (default 20, `0` off) in development only — steps at the wall clock's time — each bringing new storefront traffic at
 * VETRX_SANDBOX_TRAFFIC_PER_HOUR events per location per sandbox hour (default 4, `0` none), drawn from
 * VETRX_SANDBOX_SEED. Resolvers find it with {@link sandboxOf}; a database without a registered
 * sandbox has none (treated as production: refused).
 *
 * Several instances on one database: the automatic clock runs on the one holding the
 * leader lease (live/link.ts). It keeps nothing in memory: the interval and rate a support user set
 * and the last tick are in the clock's row, so an instance taking the lease over goes on where the last
 * one stopped — the next tick one interval after the last — and a tick the row shows was already taken
 * this interval is not taken twice.
 */
import { sandboxSeed, sandboxTickSeconds, sandboxTrafficPerHour } from '@vetrx/core/sandbox';
import type { Db } from '../db/client.js';
import { onHearingAgain, subscribeWrites } from '../live/changes.js';
import { instanceLinkOf, type LeaderJob } from '../live/link.js';
import { createSandbox, type Sandbox } from './sandbox.js';
import { registerSandbox, type RunningSandbox } from './running.js';


/** Pause before trying again after a tick failed (the database busy or gone). */
const RETRY_MS = 5_000;

/**
 * The automatic clock as work one instance does (a {@link LeaderJob}): reads the row, ticks when the
 * interval has passed since the last tick, waits for the rest of it; `wake` looks again at once (the
 * interval changed).
 */
function automaticClock(sandbox: Sandbox, tickSecondsOf: RunningSandbox['tickSecondsOf'], realNow: () => Date, logger?: Pick<Console, 'error'>): LeaderJob & { wake(): void } {
  let on = false;
  let busy = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const wait = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void step(), ms);
    timer.unref();
  };
  const step = async () => {
    timer = null;
    if (!on) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    let next: number | null = null;
    try {
      const clock = await sandbox.clock();
      const seconds = tickSecondsOf(clock);
      if (seconds > 0) {
        const sinceMs = clock.lastTickAt ? realNow().getTime() - clock.lastTickAt.getTime() : Infinity;
        const dueInMs = seconds * 1_000 - sinceMs;
        // A timer may fire a little early: within 20 ms of due is due.
        if (dueInMs <= 20) {
          const started = realNow().getTime();
          await sandbox.autoTick(seconds);
          next = Math.max(0, seconds * 1_000 - (realNow().getTime() - started));
        } else next = dueInMs;
      }
    } catch (e) {
      logger?.error(e);
      next = RETRY_MS;
    } finally {
      busy = false;
    }
    if (!on) return;
    if (again) {
      again = false;
      next = 0;
    }
    if (next !== null) wait(next);
  };
  return {
    start() {
      if (on) return;
      on = true;
      void step();
    },
    stop() {
      on = false;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    wake() {
      if (!on) return;
      if (timer) clearTimeout(timer);
      void step();
    },
  };
}

/**
 * Registers the sandbox of an app and, in development, its automatic clock — on this instance while
 * it holds the leader lease of its database (always, when it is alone on it).
 *
 * @example
 * const sb = startSandbox(database.db, { mode: config.mode, env: process.env });
 * // on close: sb.stop()
 */
export function startSandbox(db: Db, opts: { mode: RunningSandbox['mode']; env?: NodeJS.ProcessEnv; now?: () => Date; logger?: Pick<Console, 'error'> }): RunningSandbox {
  const env = opts.env ?? process.env;
  const realNow = opts.now ?? (() => new Date());
  const sandbox = createSandbox(db, opts.now, { trafficPerHour: sandboxTrafficPerHour(env.VETRX_SANDBOX_TRAFFIC_PER_HOUR), seed: sandboxSeed(env.VETRX_SANDBOX_SEED) });
  const serverTickSeconds = sandboxTickSeconds(env.VETRX_SANDBOX_TICK_SECONDS);
  const tickSecondsOf: RunningSandbox['tickSecondsOf'] = (clock) => (opts.mode === 'development' ? (clock.tickSeconds ?? serverTickSeconds) : 0);
  const stops: Array<() => void> = [];
  if (opts.mode === 'development') {
    const clock = automaticClock(sandbox, tickSecondsOf, realNow, opts.logger);
    const link = instanceLinkOf(db);
    if (link) stops.push(link.lead(clock));
    else {
      clock.start();
      stops.push(() => clock.stop());
    }
    // The interval changed (here or on another instance), or changes may have gone unheard.
    stops.push(subscribeWrites(db, (write) => write.entity === 'SandboxClock' && clock.wake()));
    stops.push(onHearingAgain(db, () => clock.wake()));
  }
  const entry: RunningSandbox = {
    sandbox,
    mode: opts.mode,
    tickSecondsOf,
    setClock: (next) => sandbox.setClock(next),
    stop: () => {
      for (const stop of stops.splice(0)) stop();
    },
  };
  registerSandbox(db, entry);
  return entry;
}
