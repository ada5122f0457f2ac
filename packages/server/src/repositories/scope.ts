/**
 * The caller-bound data layer (issue 9, item 2; docs/architecture.md "The trust boundary"). Each
 * request builds one `Repositories` bound to the caller: the locations they work at, whether they are
 * in support mode, who they are, and the request's DataLoaders built on that same scope
 * (`loaders.ts`). Repository functions take the scope, never a location list from a resolver, and
 * filter every query by it, so a resolver cannot read another practice's rows even by mistake.
 * `repos.at(locationId)` narrows the scope to one location: records of the caller's other locations
 * answer null there too, so "this record must be at that location" is never a comparison in a
 * resolver. SQL lives here, not in resolvers or HTTP handlers (the guard test
 * `resolvers-use-repositories.test.ts` fails the build otherwise).
 */
import type { Db, Tx } from '../db/client.js';
import { createLoaders, type KnownRows, type Loaders } from './loaders.js';
import { auditRepository } from './audit.js';
import { dashboardRepository } from './dashboard.js';
import { delegationsRepository } from './delegations.js';
import { prescriptionRecordsRepository } from './history.js';
import { clientsRepository } from './clients.js';
import { impersonationRepository } from './impersonation.js';
import { locationsRepository } from './locations.js';
import { ordersRepository } from './orders.js';
import { sandboxRepository } from './sandbox.js';
import { organizationsRepository } from './organizations.js';
import { productsRepository } from './products.js';
import { rolesRepository } from './roles.js';
import { usersRepository } from './users.js';
import { tasksRepository } from './approval-tasks.js';
import { prescribingRepository } from './prescribing.js';
import { prescriptionPrintsRepository } from './prints.js';
import { shortcutsRepository } from './shortcuts.js';
import { clientRecordsRepository } from './client-records.js';
import { pimsRepository } from './pims-records.js';
import { accessRepository } from './access.js';
import { practicesRepository } from './practices.js';
import { userWritesRepository } from './user-writes.js';
import { recordsRepository } from './records.js';
import { helpClientRepository } from './help-client.js';
import { madeOnFirstUse } from './first-use.js';
import { medicationListRepository } from './medication-list.js';

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
   * The mutation's transaction when the repositories were bound to one by `mutate()` (src/audit.ts),
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
  /** The DataLoaders of this scope (built from it; over the transaction inside `mutate()`). */
  readonly loaders: Loaders;
  /** The effective user's own rows the loaders start with, outside a transaction (decision 0223). */
  readonly known?: KnownRows;
}

/** What {@link createRepositories} needs: a scope, with loaders built from it unless given. */
export type RepositoryScopeInput = Omit<RepositoryScope, 'loaders'> & { readonly loaders?: Loaders };

/** True when the location is one the caller works at. */
export const worksAt = (scope: RepositoryScope, locationId: number): boolean => scope.locationIds.includes(locationId);

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

/**
 * The scope a request's repositories were built on — for code outside resolvers and HTTP handlers
 * that runs the request's own transaction or a repository helper (`mutate()`, idempotent requests).
 * The guard test refuses it in resolvers and HTTP handlers.
 *
 * @example
 * const { db } = repositoryScope(ctx.repos);
 */
export function repositoryScope(repos: object): RepositoryScope {
  const scope = scopes.get(repos);
  if (!scope) throw new Error('Not the repositories of a request');
  return scope;
}

/** How each repository is made from a scope. */
const repositoryMakers = {
  orders: ordersRepository,
  clients: clientsRepository,
  products: productsRepository,
  users: usersRepository,
  organizations: organizationsRepository,
  roles: rolesRepository,
  delegations: delegationsRepository,
  dashboard: dashboardRepository,
  locations: locationsRepository,
  prescriptions: prescriptionRecordsRepository,
  impersonation: impersonationRepository,
  sandbox: sandboxRepository,
  tasks: tasksRepository,
  prescribing: prescribingRepository,
  prints: prescriptionPrintsRepository,
  shortcuts: shortcutsRepository,
  clientRecords: clientRecordsRepository,
  pims: pimsRepository,
  access: accessRepository,
  practices: practicesRepository,
  userWrites: userWritesRepository,
  records: recordsRepository,
  audit: auditRepository,
  helpClient: helpClientRepository,
  medications: medicationListRepository,
} satisfies Record<string, (scope: RepositoryScope) => object>;

/** The request's repositories (see {@link createRepositories}). */
export type Repositories = { readonly [K in keyof typeof repositoryMakers]: ReturnType<(typeof repositoryMakers)[K]> } & {
  /**
   * The same repositories narrowed to one location the caller works at (none when they do not): a
   * record of any other location — the caller's other locations included — answers null, and support
   * mode and the caller's own records elsewhere do not apply. Built once per location.
   *
   * @example
   * const vet = await ctx.repos.at(rx.locationId).records.locationUser(id); // null unless at rx's location
   */
  at(locationId: number): Repositories;
};

/**
 * The repositories of one scope. A repository is made on first use and kept (an own property then
 * hides the prototype's getter): a request uses one or two of the 24, and making them all cost
 * every request its closures.
 */
class ScopedRepositories {
  private narrowed: Map<number, Repositories> | undefined;
  at(locationId: number): Repositories {
    const scope = repositoryScope(this);
    const narrowed = (this.narrowed ??= new Map());
    let at = narrowed.get(locationId);
    if (!at) {
      at = createRepositories({
        db: scope.db,
        tx: scope.tx,
        locationIds: worksAt(scope, locationId) ? [locationId] : [],
        supportMode: false,
        userId: null,
        ownLocationIds: [],
      });
      narrowed.set(locationId, at);
    }
    return at;
  }
}
madeOnFirstUse(ScopedRepositories.prototype, repositoryMakers, repositoryScope);

/** The request's repositories, bound to the caller (and, inside `mutate()`, to its transaction). */
export function createRepositories(input: RepositoryScopeInput): Repositories {
  const scope: RepositoryScope = { ...input, loaders: input.loaders ?? createLoaders(input) };
  const repos = new ScopedRepositories() as unknown as Repositories;
  scopes.set(repos, scope);
  return repos;
}
