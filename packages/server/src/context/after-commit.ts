/**
 * Work that must wait until a request's writes are committed (live updates). An ordinary
 * mutation commits its own transaction, so the work runs at once; an idempotent one runs
 * inside an outer transaction on a context bound to it, which queues the work until that commits.
 */
import type { Db } from '../db/client.js';
import { repositoryScope } from '../repositories/scope.js';

interface Deferral {
  /** The request's own database (the live-update hub is keyed by it), not the transaction. */
  root: Db;
  queue: (() => void)[];
}

const deferrals = new WeakMap<object, Deferral>();

/**
 * Runs `fn` with the request's root database once its writes are committed.
 *
 * @example
 * afterCommit(ctx, (db) => publishChange(db, change));
 */
export function afterCommit(ctx: { repos: object }, fn: (root: Db) => void): void {
  const deferral = deferrals.get(ctx);
  if (deferral) deferral.queue.push(() => fn(deferral.root));
  else fn(repositoryScope(ctx.repos).db);
}

/**
 * The request's root database (the one its after-commit work runs with): what the change hub and the
 * instance link are keyed by, whether or not the request runs inside an outer transaction.
 *
 * @example
 * await shareChange(tx, commitRoot(ctx), change);
 */
export function commitRoot(ctx: { repos: object }): Db {
  return deferrals.get(ctx)?.root ?? repositoryScope(ctx.repos).db;
}

/** Marks `ctx` as running inside an outer transaction of `root`; returns the queued work's runner. */
export function deferCommitWork(ctx: object, root: Db): () => void {
  const deferral: Deferral = { root, queue: [] };
  deferrals.set(ctx, deferral);
  return () => {
    for (const fn of deferral.queue.splice(0)) fn();
  };
}
