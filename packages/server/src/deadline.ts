/**
 * The time limit of one GraphQL request made real (issue 10). The route starts a
 * {@link RequestDeadline} per request and hands it to yoga; every transaction the request opens goes
 * through the unit of work's `transactionWithin` (unit-of-work.ts), which
 *   - on PostgreSQL sets `statement_timeout` (SET LOCAL) to the time the request has left, so a
 *     statement still running at the limit is cancelled by the database and the transaction rolls back;
 *   - refuses to start, and refuses to COMMIT, once the request is past its limit (TIMEOUT).
 * The route answers 503 TIMEOUT only while no commit has begun, so a TIMEOUT answer always means
 * nothing was written; a write that began committing before the limit is answered with its real
 * result, late. After the limit the execution stops at the next field (yoga's execution cancellation).
 */
import { GraphQLError, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';

/** Milliseconds before a request is answered TIMEOUT (REQUEST_LIMITS.timeMs); the sandbox's exchanges keep to it too. */
export const REQUEST_TIME_LIMIT_MS = 15_000;

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
  wrapFieldResolvers(schema, (resolve) => (source, args, context, info) => {
    const signal = deadlineOf(context as object)?.signal;
    if (signal?.aborted) throw signal.reason;
    return resolve(source, args, context, info);
  });
}

/**
 * Replaces the resolver of every field that has one of its own (introspection types left out) by
 * `wrap(resolver)`: the one walk over the schema that the schema's wrappers (the abort check, the
 * repository refusals) share.
 *
 * @example
 * wrapFieldResolvers(schema, (resolve) => (source, args, ctx, info) => resolve(source, args, ctx, info));
 */
export function wrapFieldResolvers(schema: GraphQLSchema, wrap: (resolve: GraphQLFieldResolver<unknown, unknown>) => GraphQLFieldResolver<unknown, unknown>): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) field.resolve = wrap(field.resolve);
    }
  }
}
