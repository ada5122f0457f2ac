/**
 * What a repository knows of the caller (issue 9, item 2; docs/architecture.md "The trust boundary"):
 * the locations they work at, whether they are in support mode, who they are, the request's DataLoaders
 * built on that same scope, and the mutation's transaction when there is one. Repository functions take
 * the scope, never the request context, and filter every query by it. `index.ts` builds
 * the request's repositories on a scope; this module is a leaf every repository imports.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import type { KnownRows, Loaders } from './loaders.js';

/**
 * What a repository knows of the caller.
 *
 * @example
 * const scope: RepositoryScope = { db, tx: null, locationIds: [1], supportMode: false, userId: 7, ownLocationIds: [1], loaders };
 */
export interface RepositoryScope {
  /** Where reads go: the database, or the mutation's transaction. */
  readonly db: Db;
  /**
   * The mutation's transaction when the repositories were bound to one by `mutate()` (src/unit-of-work.ts),
   * else null. Write methods require it ({@link requireTx}), so nothing is written outside the one
   * transaction that also writes the audit row.
   */
  readonly tx: Tx | null;
  /** Locations of the caller's active memberships (impersonating: the impersonated user's). */
  readonly locationIds: readonly number[];
  /** A support user acting as themselves: reads every location, works in none (core's policy). */
  readonly supportMode: boolean;
  /** The effective user (the impersonated one while impersonating); null when anonymous or narrowed by `at`. */
  readonly userId: number | null;
  /** Locations of every membership of the effective user, revoked ones too (their own records name them). */
  readonly ownLocationIds: readonly number[];
  /**
   * The signed-in user (the support user while impersonating), for the records that are theirs whoever
   * they act as: impersonation sessions, idempotency keys. Absent or null: none (narrowed by `at`).
   */
  readonly signedInUserId?: number | null;
  /** The DataLoaders of this scope (built from it; over the transaction inside `mutate()`). */
  readonly loaders: Loaders;
  /** The effective user's own rows the loaders start with, outside a transaction. */
  readonly known?: KnownRows;
}

/** What {@link createRepositories} needs: a scope, with loaders built from it unless given. */
export type RepositoryScopeInput = Omit<RepositoryScope, 'loaders'> & { readonly loaders?: Loaders };

/** True when the location is one the caller works at. */
export const worksAt = (scope: RepositoryScope, locationId: number): boolean => scope.locationIds.includes(locationId);

/**
 * The condition that keeps a statement to the locations the caller works at (`column` names a row's
 * location): `column IN (…)`, or false when they work nowhere. A read by id puts it in its own WHERE
 * (issue 62 item 5), so a row of another location is never read — rather than read and
 * then refused by a check a later change could drop.
 *
 * @example
 * db.select().from(t.prescriptions).where(and(eq(t.prescriptions.id, id), atCallerLocations(scope, t.prescriptions.locationId)))
 */
export function atCallerLocations(scope: Pick<RepositoryScope, 'locationIds'>, column: PgColumn): SQL {
  return scope.locationIds.length ? inArray(column, [...scope.locationIds]) : sql`false`;
}

/**
 * {@link atCallerLocations}, or no condition in support mode (which reads every location).
 *
 * @example
 * where(and(eq(t.locations.uuid, uuid), readableLocations(scope, t.locations.id)))
 */
export function readableLocations(scope: Pick<RepositoryScope, 'locationIds' | 'supportMode'>, column: PgColumn): SQL | undefined {
  return scope.supportMode ? undefined : atCallerLocations(scope, column);
}

/**
 * No condition in support mode, else one that holds for no row: a write only support may make (a role,
 * an organization, the write-back switch, a global shortcut) carries it in its own statement.
 *
 * @example
 * tx.update(t.roles).set(value).where(and(eq(t.roles.id, id), supportModeOnly(scope)))
 */
export function supportModeOnly(scope: Pick<RepositoryScope, 'supportMode'>): SQL | undefined {
  return scope.supportMode ? undefined : sql`false`;
}

/**
 * The transaction a write method runs in; a write through the request's read repositories (outside
 * `mutate()`) is a programming error and throws.
 *
 * @example
 * const tx = requireTx(scope); await tx.update(t.prescriptions).set(...);
 */
export function requireTx(scope: RepositoryScope): Tx {
  if (!scope.tx) throw new Error('Repository writes run inside mutate(): use the repositories it hands to the work');
  return scope.tx;
}

const scopes = new WeakMap<object, RepositoryScope>();

/** Records that `repos` were built on `scope` (index.ts's `createRepositories`). */
export function bindScope(repos: object, scope: RepositoryScope): void {
  scopes.set(repos, scope);
}

/**
 * The scope a request's repositories were built on — for code outside resolvers and HTTP handlers
 * that runs the request's own transaction or a repository helper (`mutate()`, idempotent requests).
 * ESLint refuses it in resolvers and HTTP handlers.
 *
 * @example
 * const { db } = repositoryScope(ctx.repos);
 */
export function repositoryScope(repos: object): RepositoryScope {
  const scope = scopes.get(repos);
  if (!scope) throw new Error('Not the repositories of a request');
  return scope;
}
