/**
 * The caller-bound data layer (issue 9, item 2; docs/architecture.md "Trust boundary"). Each request
 * builds one `Repositories` bound to the caller: the locations they work at, whether they are in
 * support mode, and the request's loaders. Repository functions take the scope, never a location list
 * from a resolver, and filter every query by `scope.locationIds`, so a resolver cannot read another
 * practice's rows even by mistake. SQL lives here, not in resolvers (the guard test
 * `resolvers-use-repositories.test.ts` fails the build otherwise).
 */
import type { Db } from '../db/client.js';
import type { Loaders } from '../context/loaders.js';
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

/**
 * What a repository knows of the caller.
 *
 * @example
 * const scope: RepositoryScope = { db, locationIds: [1], supportMode: false, loaders };
 */
export interface RepositoryScope {
  readonly db: Db;
  /** Locations of the caller's active memberships (impersonating: the impersonated user's). */
  readonly locationIds: readonly number[];
  /** A support user acting as themselves: reads every location, works in none (core's policy). */
  readonly supportMode: boolean;
  readonly loaders: Loaders;
}

/** True when the location is one the caller works at. */
export const worksAt = (scope: RepositoryScope, locationId: number): boolean => scope.locationIds.includes(locationId);

/** The request's repositories, bound to the caller. */
export function createRepositories(scope: RepositoryScope) {
  return {
    orders: ordersRepository(scope),
    clients: clientsRepository(scope),
    products: productsRepository(scope),
    users: usersRepository(scope),
    organizations: organizationsRepository(scope),
    roles: rolesRepository(scope),
    delegations: delegationsRepository(scope),
    dashboard: dashboardRepository(scope),
    locations: locationsRepository(scope),
    prescriptions: prescriptionRecordsRepository(scope),
    impersonation: impersonationRepository(scope),
    sandbox: sandboxRepository(scope),
  };
}

/** The request's repositories (see {@link createRepositories}). */
export type Repositories = ReturnType<typeof createRepositories>;
