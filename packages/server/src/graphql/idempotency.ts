/**
 * Idempotent creates (issue 10 item 3). A mutation listed in core's
 * IDEMPOTENT_OPERATIONS, sent with an `Idempotency-Key` header by a signed-in caller, runs inside ONE
 * transaction that first claims (caller, key) in `idempotency_keys`, then executes the whole operation
 * (the mutation's own `mutate` transaction becomes a savepoint of it, its field resolvers read inside
 * it), then stores the answer's `data` beside the write. A retry with the same key answers that `data`
 * and writes nothing; a concurrent duplicate waits on the key's unique index until the first commits,
 * then answers its result. An answer with errors rolls everything back, key included, so the same
 * submission can be retried.
 */
import { createHash } from 'node:crypto';
import { GraphQLError, Kind, getOperationAST, print, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { checkIdempotencyKey, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, isIdempotentOperation } from '@vetrx/core/api';
import { formatMessage } from '@vetrx/core/common';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { contextOnTransaction, requestDatabase, type RequestContext } from '../context/context.js';
import { deferCommitWork, transactionWithin } from '../unit-of-work.js';
import type { Tx } from '../db/client.js';
import { badInput } from '../errors.js';
import { idempotencyKeysOf } from '../repositories/idempotency.js';

const HOUR_MS = 3_600_000;

/** The request context with every database read (repositories, loaders, features) on `tx`. */
function bindToTransaction<C extends RequestContext>(ctx: C, tx: Tx): { bound: C; committed: () => void } {
  const bound = contextOnTransaction(ctx, tx);
  return { bound, committed: deferCommitWork(bound, requestDatabase(ctx)) };
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** SHA-256 of what makes two requests "the same": the document, the variables, the effective user. */
function requestHash(document: DocumentNode, variables: unknown, effectiveUserId: number | null): string {
  const text = JSON.stringify([print(document), canonical(variables ?? {}), effectiveUserId]);
  return createHash('sha256').update(text).digest('hex');
}

/** Root fields of the operation (a mutation: each must honour a key). */
function rootFields(document: DocumentNode, operationName?: string | null): { kind: string; fields: string[] } | null {
  const op = getOperationAST(document, operationName);
  if (!op) return null;
  const fields = op.selectionSet.selections.filter((s) => s.kind === Kind.FIELD).map((s) => s.name.value);
  return { kind: op.operation, fields };
}

/** Carries an answer with errors out of the transaction so that it rolls back. */
class RollBack extends Error {
  constructor(readonly result: unknown) {
    super('rolled back');
  }
}

/**
 * The yoga plugin. The header's key must follow core's rule (BAD_USER_INPUT otherwise); on a mutation
 * outside IDEMPOTENT_OPERATIONS it is refused; on a query it has no effect; without a signed-in user
 * the operation runs as usual (and is refused by it).
 */
export function idempotentMutations(): Plugin<RequestContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const ctx = args.contextValue as RequestContext & { request?: Request };
      const key = ctx.request?.headers.get(IDEMPOTENCY_KEY_HEADER);
      if (key == null) return;
      const op = rootFields(args.document, args.operationName);
      if (!op || op.kind !== 'mutation') return;
      const invalid = checkIdempotencyKey(key);
      if (invalid) {
        setResultAndStopExecution({ errors: [badInput(invalid, { idempotencyKey: invalid })] });
        return;
      }
      const refused = op.fields.find((f) => !isIdempotentOperation(f));
      if (refused) {
        const message = formatMessage(COMMON_MESSAGES.idempotencyKeyNotAccepted, { operation: refused });
        setResultAndStopExecution({ errors: [badInput(message, { idempotencyKey: message })] });
        return;
      }
      const caller = ctx.authUser;
      if (!caller) return;
      setExecuteFn(async (execArgs) => {
        const now = ctx.now();
        let committed = () => {};
        const hash = requestHash(execArgs.document, execArgs.variableValues, ctx.user?.id ?? null);
        let answer: { data?: Record<string, unknown> | null; errors?: readonly GraphQLError[] };
        try {
          answer = await transactionWithin(ctx, async (tx) => {
            const keys = idempotencyKeysOf(tx, caller.id);
            const claim = await keys.claim({
              key,
              operation: op.fields.join(','),
              requestHash: hash,
              now,
              expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS),
            });
            if ('stored' in claim) {
              if (claim.stored.requestHash !== hash) {
                const message = COMMON_MESSAGES.idempotencyKeyReused;
                throw badInput(message, { idempotencyKey: message });
              }
              return { data: claim.stored.response as Record<string, unknown> };
            }
            const binding = bindToTransaction(ctx, tx);
            committed = binding.committed;
            const executed = (await executeFn({ ...execArgs, contextValue: binding.bound })) as typeof answer;
            if (executed.errors?.length || executed.data == null) throw new RollBack(executed);
            // The row was claimed by this user in this transaction: not storing it would let a replay run
            // the mutation again, so a miss rolls the mutation back.
            if (!(await keys.store(claim.claimed, executed.data))) throw new Error('The idempotency key was claimed but not stored');
            return executed;
          });
        } catch (e) {
          if (e instanceof RollBack) return e.result as never;
          if (e instanceof GraphQLError) return { errors: [e] };
          throw e;
        }
        // Committed: the live updates the mutation queued go out now (none on a replay).
        committed();
        return answer as never;
      });
    },
  };
}
