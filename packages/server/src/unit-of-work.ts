/**
 * A mutation's unit of work, read top to bottom: `mutate()` opens the one transaction (within the
 * request's time limit), hands the work repositories bound to it, appends the audit row in the same
 * transaction, queues the change for the other instances, and once committed runs the after-commit
 * work (the process caches, the open screens). Every statement it needs is a repository's
 * (repositories/transactions.ts, repositories/audit-chain.ts); the time limit itself is deadline.ts's.
 */
import type { AccessRequest } from '@vetrx/core/access';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import type { Db, Tx } from './db/client.js';
import { authorizeWithin, type RequestContext } from './context/context.js';
import { deadlineOf, timeoutError } from './deadline.js';
import { conflict } from './errors.js';
import { publishChange, shareChange } from './live/changes.js';
import { appendAuditRow } from './repositories/audit-chain.js';
import { createRepositories, type Repositories } from './repositories/index.js';
import { noteWrite } from './repositories/process-cache.js';
import { repositoryScope } from './repositories/scope.js';
import { cancelsStatements, CONCURRENT_CHANGE, hasSqlState, isTransaction, openTransaction, QUERY_CANCELED } from './repositories/transactions.js';

export interface AuditRecord {
  /** Entity name, e.g. 'Prescription', 'LocationClient'. */
  entity: string;
  entityId?: string | number | null;
  locationId?: number | null;
  /**
   * Instead of `locationId`: the row goes into each of these locations' chains, one row per location
   * (an impersonation concerns every practice of the impersonated user); none → the
   * chain of rows without a location.
   */
  locationIds?: readonly number[];
  before?: unknown;
  after?: unknown;
}

export interface MutationScope {
  /**
   * The caller-bound repositories (the same locations and support mode as `ctx.repos`), bound to this
   * transaction: resolvers write through them, never through a raw transaction handle.
   */
  repos: Repositories;
  /** The raw transaction, for repository code and HTTP handlers; resolvers may not use it (ESLint). */
  tx: Tx;
  /** Sets what the audit row says; call once per mutation (the last call wins). */
  record(entry: AuditRecord): void;
  /**
   * Decides the request again on the caller's access as this transaction reads it, locked until it
   * commits: for what the write relies on, e.g. a delegation to sign in a vet's name.
   */
  authorize(request: AccessRequest): Promise<void>;
}

/**
 * Runs a mutation in ONE transaction that also writes its audit row: who (user and location user),
 * on behalf of whom (the impersonated user while a support user impersonates), which operation, which
 * record, before/after, when. If the work throws, nothing is written — not even the audit row. Within a
 * request the transaction keeps to its time limit: past it, it rolls back as TIMEOUT.
 *
 * @example
 * return mutate(ctx, 'ArchivePrescription', async ({ repos, record }) => {
 *   const after = await repos.prescriptions.archive(rx, { byLocationUserId, now });
 *   record({ entity: 'Prescription', entityId: after.id, locationId: after.locationId, before, after });
 *   return after;
 * });
 *
 * `options.asSignedInUser` writes the row in the name of the signed-in user, never of whom they act as:
 * for what a support user does about an impersonation itself (its start and its end),
 * which is theirs whether or not the request carries the impersonation header.
 */
export async function mutate<T>(ctx: RequestContext, operation: string, work: (scope: MutationScope) => Promise<T>, options: { asSignedInUser?: boolean } = {}): Promise<T> {
  ctx.requireUser();
  const own = options.asSignedInUser === true;
  const actor = own ? ctx.authUser : ctx.user;
  let changed: AuditRecord | null = null;
  const scope = repositoryScope(ctx.repos);
  const result = await transactionWithin(ctx, async (tx) => {
    // 1. The work, through the request's scope over this transaction (loaders of its own read through it).
    let entry: AuditRecord | null = null;
    const repos = createRepositories({ ...scope, db: tx, tx, loaders: undefined });
    const result = await work({ repos, tx, record: (e) => (entry = e), authorize: (request) => authorizeWithin(ctx, tx, request) });
    // 2. Its audit row, one per chain it concerns, in the same transaction.
    const e = (entry ?? { entity: operation }) as AuditRecord;
    const locations = e.locationIds ? (e.locationIds.length ? [...new Set(e.locationIds)].sort((a, b) => a - b) : [null]) : [e.locationId ?? null];
    const at = ctx.now();
    const before = jsonSafe(e.before ?? null);
    const after = jsonSafe(e.after ?? null);
    for (const locationId of locations) {
      const membership = locationId && !own ? ctx.membershipAt(locationId) : null;
      await appendAuditRow(tx, {
        at,
        actorUserId: actor?.id ?? null,
        actorUsername: actor?.username ?? null,
        actorLocationUserId: membership?.locationUser.id ?? null,
        impersonatorUsername: own ? null : (ctx.impersonator?.username ?? null),
        impersonationReason: own ? null : (ctx.impersonation?.reason ?? null),
        locationId,
        operation,
        entity: e.entity,
        entityId: e.entityId == null ? null : String(e.entityId),
        before,
        after,
      });
    }
    // 3. The other instances hear of it when (and only if) this commits; a row in several
    // chains (an impersonation) changes no practice's records.
    await shareChange(tx, commitRoot(ctx), { locationId: e.locationId && !e.locationIds ? String(e.locationId) : null, entity: e.entity, operation });
    changed = e;
    return result;
  });
  // 4. Only once committed: what the process cached from the database may be stale;
  // open screens of that location refetch (live updates).
  afterCommit(ctx, (db) => noteWrite(db));
  // A row in several chains (an impersonation) changes no practice's records: nothing to refetch.
  const c = changed as AuditRecord | null;
  if (c?.locationId && !c.locationIds) afterCommit(ctx, (db) => publishChange(db, { locationId: String(c.locationId), entity: c.entity, operation }));
  return result;
}

function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
}

/**
 * The request's transaction within the request's time limit (deadline.ts): on PostgreSQL each
 * statement is cancelled at the limit (statement_timeout) and the transaction rolls back as TIMEOUT;
 * past the limit it refuses to start and to COMMIT. On a context already bound to an outer transaction
 * (an idempotent request) it is a savepoint and the outer transaction applies the limit. Without a
 * deadline it is an ordinary transaction. A write that met another at the same moment is refused as a
 * concurrent change, not masked as an internal error.
 *
 * @example
 * const row = await transactionWithin(ctx, (tx) => repos(tx).insert(values));
 */
export async function transactionWithin<T>(ctx: { db: Db } | { repos: object }, work: (tx: Tx) => Promise<T>): Promise<T> {
  const deadline = deadlineOf(ctx);
  // A request context holds no database handle: its repositories' scope does.
  const db = 'db' in ctx ? ctx.db : repositoryScope(ctx.repos).db;
  const concurrent = (e: unknown) => (hasSqlState(e, CONCURRENT_CHANGE) ? conflict(COMMON_MESSAGES.concurrentChange) : e);
  if (!deadline || isTransaction(db)) return openTransaction(db, work).catch((e: unknown) => Promise.reject(concurrent(e)));
  deadline.check();
  try {
    return await openTransaction(db, work, { statementTimeoutMs: () => deadline.remainingMs(), beforeCommit: () => deadline.beginCommit() });
  } catch (e) {
    if (cancelsStatements(db) && hasSqlState(e, [QUERY_CANCELED])) throw timeoutError(deadline.limitMs);
    throw concurrent(e);
  }
}

/*
 * After-commit work (live updates). An ordinary mutation commits its own transaction, so the work runs
 * at once; an idempotent one runs inside an outer transaction on a context bound to it
 * (graphql/idempotency.ts), which queues the work until that commits.
 */
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
