/**
 * The time limit of one GraphQL request made real (issue 10). The route starts a
 * {@link RequestDeadline} per request and hands it to yoga; every transaction the request opens goes
 * through {@link transactionWithin}, which
 *   - on PostgreSQL sets `statement_timeout` (SET LOCAL) to the time the request has left, so a
 *     statement still running at the limit is cancelled by the database and the transaction rolls back;
 *   - refuses to start, and refuses to COMMIT, once the request is past its limit (TIMEOUT).
 * The route answers 503 TIMEOUT only while no commit has begun, so a TIMEOUT answer always means
 * nothing was written; a write that began committing before the limit is answered with its real
 * result, late. After the limit the execution stops at the next field (yoga's execution cancellation).
 */
import { GraphQLError, isObjectType, type GraphQLSchema } from 'graphql';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Tx } from './db/client.js';
import { repositoryScope } from './repositories/scope.js';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { conflict } from './errors.js';

/** The request error code of a request past its time limit (also in REQUEST_ERROR_CODES). */
const TIMEOUT = 'TIMEOUT';

/** 'The request took longer than 15 seconds.' */
export function timeoutMessage(limitMs: number): string {
  return `The request took longer than ${limitMs / 1000} seconds.`;
}

/** The TIMEOUT error a write past the limit is refused with. */
export function timeoutError(limitMs: number): GraphQLError {
  return new GraphQLError(timeoutMessage(limitMs), { extensions: { code: TIMEOUT } });
}

/**
 * One request's time limit. `expire()` is called when the limit passes: it answers whether the request
 * may be answered TIMEOUT (no commit has begun); from then on every transaction is refused. A commit
 * claims its place with `beginCommit()`, which refuses once the time is up.
 */
export class RequestDeadline {
  private readonly controller = new AbortController();
  /** Aborted when the request is answered TIMEOUT or its client goes away: the execution stops. */
  readonly signal = this.controller.signal;
  private readonly endsAt: number;
  private committed = false;
  private expired = false;
  /** Why the execution was stopped before its end (a request over its value limit), else null. */
  stoppedBy: GraphQLError | null = null;

  constructor(
    readonly limitMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.endsAt = clock() + limitMs;
  }

  /** Milliseconds left before the limit (0 after it). */
  remainingMs(): number {
    return Math.max(0, this.endsAt - this.clock());
  }

  /**
   * The limit has passed. True when nothing was committed: the request is answered TIMEOUT, its
   * execution is stopped and any transaction still running is refused its commit. False when a commit
   * already began: the request must be answered with its real result.
   */
  expire(): boolean {
    if (this.committed) return false;
    this.expired = true;
    this.controller.abort(timeoutError(this.limitMs));
    return true;
  }

  /**
   * Stops the execution with `reason` (a request over its value limit) unless a commit already began:
   * then the answer is completed, so it tells what was written. Answers whether it stopped.
   */
  stop(reason: GraphQLError): boolean {
    if (this.committed || this.signal.aborted) return false;
    this.stoppedBy = reason;
    this.controller.abort(reason);
    return true;
  }

  /** The client went away: stop resolving (a write already under way still completes). */
  abandon(): void {
    if (!this.signal.aborted) this.controller.abort(new GraphQLError('The client closed the request.'));
  }

  /** Throws TIMEOUT once the request is past its limit. */
  check(): void {
    if (this.expired || this.remainingMs() === 0) throw timeoutError(this.limitMs);
  }

  /** Claims the right to commit: TIMEOUT once the request is past its limit, else marks it committing. */
  beginCommit(): void {
    this.check();
    this.committed = true;
  }
}

const DEADLINE = Symbol('request deadline');

/** Attaches the request's deadline to its context (the idempotency plugin's bound copies carry it). */
export function attachDeadline(ctx: object, deadline: RequestDeadline | undefined): void {
  if (deadline) (ctx as Record<symbol, RequestDeadline>)[DEADLINE] = deadline;
}

/** The request's deadline, or null outside a request (scripts, tests calling repositories). */
export function deadlineOf(ctx: object): RequestDeadline | null {
  return (ctx as Record<symbol, RequestDeadline | undefined>)[DEADLINE] ?? null;
}

/**
 * Makes every field with a resolver of its own stop at the abort of the request's deadline (the time
 * limit, the client gone, the value limit), by throwing its reason instead of resolving. Yoga's
 * execution cancellation does this for the standard executor; graphql-jit's compiled queries do not
 * read the signal, and their plain property reads cost nothing, so a check where a
 * resolver would do work — a loader, a statement — stops them as soon. Wrap after every other wrapper.
 */
export function resolversStopAtAbort(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      field.resolve = (source, args, context, info) => {
        const signal = deadlineOf(context as object)?.signal;
        if (signal?.aborted) throw signal.reason;
        return resolve(source, args, context, info);
      };
    }
  }
}

/** PostgreSQL's code for a statement cancelled by statement_timeout (query_canceled). */
export const QUERY_CANCELED = '57014';

/** Whether the error (or one it wraps: Drizzle wraps the driver's) carries one of these SQLSTATE codes. */
export function hasSqlState(e: unknown, codes: readonly string[]): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined; x; x = x.cause as typeof x) {
    if (x.code && codes.includes(x.code)) return true;
  }
  return false;
}

const cancelledByTimeout = (e: unknown): boolean => hasSqlState(e, [QUERY_CANCELED]);

/** serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back because another met it. */
const CONCURRENT = ['40001', '40P01'];

/**
 * The request's `db.transaction(work)` within the request's time limit. On a context already bound to an outer
 * transaction (an idempotent request) it is a savepoint and the outer transaction
 * applies the limit. Without a deadline it is an ordinary transaction.
 *
 * @example
 * const row = await transactionWithin(ctx, (tx) => repos(tx).insert(values));
 */
export async function transactionWithin<T>(ctx: { db: Db } | { repos: object }, work: (tx: Tx) => Promise<T>): Promise<T> {
  const deadline = deadlineOf(ctx);
  // A request context holds no database handle: its repositories' scope does.
  const db = 'db' in ctx ? ctx.db : repositoryScope(ctx.repos).db;
  // A write that met another at the same moment is told so, not masked as an internal error.
  const concurrent = (e: unknown) => (hasSqlState(e, CONCURRENT) ? conflict(COMMON_MESSAGES.concurrentChange) : e);
  if (!deadline || db instanceof PgTransaction) return db.transaction(work).catch((e: unknown) => Promise.reject(concurrent(e)));
  deadline.check();
  // PGlite runs each statement to its end in this thread: statement_timeout does not interrupt it.
  const cancellable = !((db as unknown as { $client?: unknown }).$client instanceof PGlite);
  try {
    return await db.transaction(async (tx) => {
      if (cancellable) await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.ceil(deadline.remainingMs()))}`));
      const result = await work(tx);
      deadline.beginCommit();
      return result;
    });
  } catch (e) {
    if (cancellable && cancelledByTimeout(e)) throw timeoutError(deadline.limitMs);
    throw concurrent(e);
  }
}
