/**
 * Which sandbox runs for a database, if any, and the sandbox's refusals: what
 * the GraphQL layer asks of the sandbox without loading it. The sandbox itself (`sandbox.ts`, `clock.ts`)
 * is development-only code: a production server never loads it, registers none, and
 * its sandbox operations answer that the sandbox is not available in production. Its refusals are
 * `errors.ts`'s.
 */
import type { Sandbox } from './sandbox.js';
import { repositoryScope } from '../repositories/scope.js';

/** A registered sandbox and the mode of the server it runs in. */
export interface RunningSandbox {
  sandbox: Sandbox;
  mode: 'production' | 'development' | 'test';
  /** Seconds between automatic ticks for a clock row: the interval set on the Sandbox page, else the server's; 0 outside development. */
  tickSecondsOf(clock: { tickSeconds: number | null }): number;
  /** Sets the automatic interval (0 stops it; development only) and the traffic rate, for every instance. */
  setClock(next: { tickSeconds: number; trafficPerHour?: number | null }): Promise<void>;
  /** Stops the automatic clock on this instance. */
  stop(): void;
}

const running = new WeakMap<object, RunningSandbox>();

/**
 * Makes `entry` the sandbox of a database (clock.ts's `startSandbox`), stopping the one it replaces.
 *
 * @example
 * registerSandbox(db, entry);
 */
export function registerSandbox(db: object, entry: RunningSandbox): void {
  running.get(db)?.stop();
  running.set(db, entry);
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

/**
 * The caller's sandbox handle, from the request's repositories (`ctx.repos`): the sandbox running for
 * their database (null when none is) and the locations they drive it at — every location in support
 * mode (undefined), else their own. The sandbox is a service above the repositories (it calls the
 * exchange functions), so they do not hand it out.
 *
 * @example
 * const { running, locationIds } = callerSandbox(ctx.repos);
 */
export function callerSandbox(repos: object): { running: RunningSandbox | null; locationIds: readonly number[] | undefined } {
  const scope = repositoryScope(repos);
  return { running: sandboxOf(scope.db), locationIds: scope.supportMode ? undefined : scope.locationIds };
}
