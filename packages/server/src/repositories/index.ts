/**
 * The caller-bound data layer (issue 9, item 2; docs/architecture.md "The trust boundary"). Each
 * request builds one `Repositories` bound to the caller: the locations they work at, whether they are
 * in support mode, who they are, and the request's DataLoaders built on that same scope
 * (`loaders.ts`). Repository functions take the scope, never a location list from a resolver, and
 * filter every query by it, so a resolver cannot read another practice's rows even by mistake.
 * `repos.at(locationId)` narrows the scope to one location: records of the caller's other locations
 * answer null there too, so "this record must be at that location" is never a comparison in a
 * resolver. SQL lives here, not in resolvers or HTTP handlers (ESLint refuses db/ in graphql/ and
 * http/). The scope itself (`RepositoryScope`) is the leaf `scope.ts`.
 */
import { createLoaders } from './loaders.js';
import { auditRepository } from './audit.js';
import { dashboardRepository } from './dashboard.js';
import { delegationsRepository } from './delegations.js';
import { prescriptionRecordsRepository } from './prescriptions.js';
import { clientsRepository } from './clients.js';
import { impersonationRepository } from './impersonation.js';
import { locationsRepository } from './locations.js';
import { ordersRepository } from './orders.js';
import { pimsOutboxRepository } from './pims-outbox.js';
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
import { safetyRepository } from './patient-safety.js';
import { saveFactsRepository } from './prescription-save-facts.js';
import { bulkReviewsRepository } from './bulk-reviews.js';
import { bindScope, repositoryScope, worksAt, type RepositoryScope, type RepositoryScopeInput } from './scope.js';

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
  safety: safetyRepository,
  saveFacts: saveFactsRepository,
  bulkReviews: bulkReviewsRepository,
  pimsOutbox: pimsOutboxRepository,
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
 * hides the prototype's getter): a request uses one or two of the 27, and making them all cost
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
  bindScope(repos, scope);
  return repos;
}
