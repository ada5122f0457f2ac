/**
 * The request's DataLoaders, bound to the caller like every repository (issue 9, item 2; decision
 * 0115). A record of a location the caller may not read loads as null (by id) or as nothing (children
 * of a parent), in the same one batched statement: the scope is part of each query's WHERE, so a
 * resolver that follows an id it got from anywhere — input included — cannot reach another practice's
 * rows. What each kind of record needs:
 *
 * - **Clinical records** (clients, patients, their phones, addresses and links, prescriptions and
 *   their workflow steps, tasks' workflow, orders, line items, shipments): a location the caller
 *   works at (`locationIds`). Support mode works nowhere, so it loads none of them.
 * - **Practice records** (locations and their addresses, phones, pharmacies and features;
 *   organizations; location users, their phones and delegations; users and their phones): support mode
 *   reads every practice; anyone else the locations they work at, plus their own user and location
 *   users (revoked memberships too: Me lists them) and the locations those name.
 * - **Catalogue** (products, families, presentations, flavors, price books, roles, modules, reference
 *   lists): the same for every signed-in caller.
 *
 * Inside `mutate()` the loaders read through its transaction (`scope.db` is the transaction).
 */
import DataLoader from 'dataloader';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { madeOnFirstUse } from './first-use.js';
import { keptPromise, writeGeneration, writeScopedCache } from './process-cache.js';

/**
 * Whom the loaders answer: the caller's scope as the repositories hold it.
 *
 * @example
 * const loaders = createLoaders({ db, locationIds: [1], supportMode: false, userId: 7, ownLocationIds: [1, 3] });
 */
export interface LoaderScope {
  /** Where reads go: the database, or the mutation's transaction. */
  readonly db: Db;
  /** Locations of the caller's active memberships: where clinical records load. */
  readonly locationIds: readonly number[];
  /** A support user acting as themselves: every practice record, no clinical record. */
  readonly supportMode: boolean;
  /** The effective user (their own user and location users always load), null for none. */
  readonly userId: number | null;
  /** Locations of every membership of the effective user, revoked ones too (their own records name them). */
  readonly ownLocationIds: readonly number[];
  /** The mutation's transaction when reads go through one: the catalogue is then read from it, not from memory. */
  readonly tx?: object | null;
  /** Rows the request already holds from the caller's own access (see {@link KnownRows}); unused inside a transaction. */
  readonly known?: KnownRows;
}

/**
 * The effective user's own rows, read with their access (src/repositories/sign-in.ts) and kept with it
 * between requests: their user row, their location users with their roles, and the
 * locations of their active memberships with those locations' features. The request's loaders start
 * with them, so a resolver asking for the caller's location, its features, their own
 * user, location user or role does not read it again. Every one is a row the scope lets the caller
 * read: their own user and location users (`userId`), locations they hold a membership at
 * (`ownLocationIds`) and their features, and roles (the same for every caller).
 */
export interface KnownRows {
  /** The effective user's own row. */
  readonly user: typeof t.users.$inferSelect;
  readonly locations: readonly (typeof t.locations.$inferSelect)[];
  /** Every feature row of those locations (a location with none primes as having none). */
  readonly locationFeatures?: readonly (typeof t.locationFeatures.$inferSelect)[];
  /** Every location user of theirs, revoked ones too. */
  readonly locationUsers: readonly (typeof t.locationUsers.$inferSelect)[];
  readonly roles: readonly (typeof t.roles.$inferSelect)[];
}

type WithId = { id: number };
/** A list for `= any(…)` that matches nothing when empty. */
const list = (ids: readonly number[]): number[] => (ids.length ? [...ids] : [-1]);

/**
 * The values a loader's statement is run with: the ids asked for and the caller's scope. The scope is
 * a parameter of the statement, never part of its text, so one prepared statement serves every caller
 * of the same kind.
 */
type LoaderValues = {
  ids: number[];
  works: number[];
  readable: number[];
  user: number;
};

const placeholder = {
  ids: sql.placeholder('ids'),
  works: sql.placeholder('works'),
  readable: sql.placeholder('readable'),
  user: sql.placeholder('user'),
};
const anyOf = (column: PgColumn, values: ReturnType<typeof sql.placeholder>): SQL => sql`${column} = any(${values})`;

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };
/** Prepared loader statements per database (or transaction), by name. */
const preparedByDb = new WeakMap<object, Map<string, Prepared>>();

/**
 * The loader's statement, built and prepared once per database and kind of caller (`name` holds both):
 * Drizzle builds a statement's text on every run otherwise, and PostgreSQL parses and plans it again.
 */
function prepared(db: Db, name: string, build: () => { prepare(name: string): Prepared }): Prepared {
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = build().prepare(name)));
  return statement;
}

/** How a loader reaches its statement and the values it runs with. */
interface LoaderSource {
  db: Db;
  /** Whether catalogue rows may come from (and go to) the process's memory: not inside a transaction. */
  shared: boolean;
  /** Which statement variant the caller's kind needs (support mode, a user or none). */
  variant: string;
  values(ids: readonly number[]): LoaderValues;
}

/**
 * Catalogue rows (products, families, presentations, flavors: the same for every caller, never written
 * by the app) kept between requests until the next committed write on the database or five minutes,
 * like the reference lists: a card of the approvals queue otherwise waits for its
 * product, then for the product's family and presentation. Not inside a mutation's transaction. Frozen:
 * shared by requests, read, never modified.
 */
const catalogueCache = writeScopedCache<object | null>({ ttlMs: 300_000, max: 50_000 });

/**
 * What a loader's statement may read besides the ids asked for, as a condition on its rows; built only
 * when the statement is first prepared for the caller's kind (its values are placeholders).
 */
type Visible = () => SQL | undefined;
const everyone: Visible = () => undefined;
/** Every parent's children are anyone's to read (catalogue and reference rows). */
const anyone = () => true;

/** Rows answered in the order of the ids asked for, null for an id with no row (a loader's answer). */
function inIdOrder<Row extends WithId>(ids: readonly number[], rows: readonly Row[]): (Row | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
}

/**
 * A loader's batch function over the catalogue cache: what the cache holds for
 * `name` is answered from it, the rest read with `read` and kept — frozen by `freeze`, requests share
 * it — unless a write committed while reading (then used, not kept). A key `none.hidden` names is
 * answered `none.value` without a statement: the caller may not read it.
 */
function remembered<V>(source: LoaderSource, name: string, read: (ids: readonly number[]) => Promise<V[]>, freeze: (value: V) => V, none?: { hidden: (id: number) => boolean; value: V }) {
  return async (ids: readonly number[]): Promise<V[]> => {
    const { db } = source;
    const known = new Map<number, V>();
    const missing: number[] = [];
    for (const id of ids) {
      if (none?.hidden(id)) {
        known.set(id, none.value);
        continue;
      }
      const hit = catalogueCache.get(db, `${name}:${id}`) as V | undefined;
      if (hit === undefined) missing.push(id);
      else known.set(id, hit);
    }
    if (missing.length) {
      const generation = writeGeneration(db);
      const values = await read(missing);
      // A write committed while reading may have changed what was read: use it, keep nothing.
      const keep = writeGeneration(db) === generation;
      missing.forEach((id, i) => {
        const value = freeze(values[i]);
        known.set(id, value);
        if (keep) catalogueCache.set(db, `${name}:${id}`, value as object | null);
      });
    }
    return ids.map((id) => known.get(id)!);
  };
}

function byId<Row extends WithId>(source: LoaderSource, name: string, table: PgTable & { id: PgColumn }, visible: Visible, catalogue = false) {
  const statement = () =>
    prepared(source.db, `vx_${name}_${source.variant}`, () =>
      source.db
        .select()
        .from(table as PgTable)
        .where(and(anyOf(table.id, placeholder.ids), visible())),
    );
  const read = async (ids: readonly number[]) => {
    return inIdOrder(ids, (await statement().execute(source.values(ids))) as Row[]);
  };
  return new DataLoader<number, Row | null>(catalogue && source.shared ? remembered(source, name, read, (row) => row && Object.freeze(row)) : read, { maxBatchSize: 1000 });
}

type LocationUserRow = typeof t.locationUsers.$inferSelect;
type RoleRow = typeof t.roles.$inferSelect;

/**
 * Location users by id, each read with its role in the same statement (a left join on the role's key),
 * the role handed to `primeRole` before the location user is answered: a screen shows a location user's
 * role beside them (the queue's workflow step: its vet and their role), which otherwise waited for the
 * location user, then went out as one more statement. Roles are the same for every caller (catalogue),
 * so the join widens no one's reach; they are read fresh with the location user, never kept (decision
 * 0215: a role's canAuthorize decides delegations). Decision 0228.
 */
function locationUsersWithRoles(source: LoaderSource, visible: Visible, primeRole: (role: RoleRow) => void) {
  const statement = () =>
    prepared(source.db, `vx_locationUser_${source.variant}`, () =>
      source.db
        .select({ row: t.locationUsers, role: t.roles })
        .from(t.locationUsers)
        .leftJoin(t.roles, eq(t.roles.id, t.locationUsers.roleId))
        .where(and(anyOf(t.locationUsers.id, placeholder.ids), visible())),
    );
  return new DataLoader<number, LocationUserRow | null>(
    async (ids) => {
      const rows = (await statement().execute(source.values(ids))) as { row: LocationUserRow; role: RoleRow | null }[];
      for (const { role } of rows) if (role) primeRole(role);
      return inIdOrder(ids, rows.map((r) => r.row));
    },
    { maxBatchSize: 1000 },
  );
}

function grouped<Row>(ids: readonly number[], rows: Row[], key: (row: Row) => number): Row[][] {
  const map = new Map<number, Row[]>();
  for (const r of rows) {
    const k = key(r);
    if (!map.has(k)) map.set(k, []);
    map.get(k)!.push(r);
  }
  return ids.map((id) => map.get(id) ?? []);
}

/** A child table's rows in the order they were written (by id), where it has one: phones, addresses, links. */
const inWrittenOrder = (table: PgTable): PgColumn[] => ('id' in table ? [(table as PgTable & { id: PgColumn }).id] : []);

/**
 * Children by a parent column, the scope tested on the child's own columns. `kept`: the
 * children of a parent are the same for every caller who may read them, and this says, in memory,
 * whether the caller may — then they are kept between requests like catalogue rows (until the next
 * committed write on the database or five minutes; not inside a transaction), and a parent the caller
 * may not read answers none without a statement, as the statement's own scope would.
 */
function groupedBy<Row>(source: LoaderSource, name: string, table: PgTable, column: PgColumn, key: (row: Row) => number, visible: Visible, kept?: (parent: number) => boolean) {
  const statement = () =>
    prepared(source.db, `vx_${name}_${source.variant}`, () =>
      source.db
        .select()
        .from(table)
        .where(and(anyOf(column, placeholder.ids), visible()))
        .orderBy(...inWrittenOrder(table)),
    );
  const read = async (ids: readonly number[]) => grouped(ids, (await statement().execute(source.values(ids))) as Row[], key);
  if (!kept || !source.shared) return new DataLoader<number, Row[]>(read);
  return new DataLoader<number, Row[]>(
    remembered(source, name, read, (rows) => Object.freeze(rows.map((row) => Object.freeze(row))) as Row[], { hidden: (parent) => !kept(parent), value: [] }),
  );
}

/** Children by a parent column, the scope tested on the parent's row (joined in the same statement). */
function groupedThrough<Row>(
  source: LoaderSource,
  name: string,
  child: PgTable,
  column: PgColumn,
  parent: PgTable & { id: PgColumn },
  visible: Visible,
  key: (row: Row) => number,
) {
  const statement = () =>
    prepared(source.db, `vx_${name}_${source.variant}`, () =>
      source.db
        .select({ row: child })
        .from(child)
        .innerJoin(parent, eq(parent.id, column))
        .where(and(anyOf(column, placeholder.ids), visible()))
        .orderBy(...inWrittenOrder(child)),
    );
  return new DataLoader<number, Row[]>(async (ids) => {
    const rows = (await statement().execute(source.values(ids))) as { row: Row }[];
    return grouped(
      ids,
      rows.map((r) => r.row),
      key,
    );
  });
}

/** The eleven reference lists, keyed as field resolvers look them up. */
async function loadReference(db: Db) {
  const [phoneTypes, addressTypes, portalTypes, species, breeds, allergies, medications, healthConditions, orderStatuses, pharmacies, workflowStatuses] =
    await Promise.all([
      db.select().from(t.phoneTypes),
      db.select().from(t.addressTypes),
      db.select().from(t.portalTypes),
      db.select().from(t.species),
      db.select().from(t.breeds),
      db.select().from(t.allergies),
      db.select().from(t.medications),
      db.select().from(t.healthConditions),
      db.select().from(t.orderStatuses),
      db.select().from(t.pharmacies),
      db.select().from(t.workflowStatuses),
    ]);
  const by = <R, K>(rows: R[], key: (r: R) => K) => new Map(rows.map((r) => [key(r), r]));
  return {
    phoneTypes: by(phoneTypes, (r) => r.id),
    addressTypes: by(addressTypes, (r) => r.id),
    portalTypes: by(portalTypes, (r) => r.id),
    species: by(species, (r) => r.code),
    breeds: by(breeds, (r) => r.code),
    allergies: by(allergies, (r) => r.code),
    medications: by(medications, (r) => r.code),
    healthConditions: by(healthConditions, (r) => r.code),
    orderStatuses: by(orderStatuses, (r) => r.code),
    pharmacies: by(pharmacies, (r) => r.code),
    workflowStatuses: by(workflowStatuses, (r) => r.id),
  };
}

export type Reference = Awaited<ReturnType<typeof loadReference>>;

/**
 * The reference lists, kept between requests until the next committed write on the database or five
 * minutes: 11 statements a request otherwise. Shared by requests: read, never modify.
 */
const referenceCache = writeScopedCache<Promise<Reference>>({ ttlMs: 300_000, max: 1 });

function cachedReference(db: Db): Promise<Reference> {
  return keptPromise(referenceCache, db, 'reference', () => loadReference(db));
}

/** What a request's loaders are made from: its source, the scope's conditions, the rows it starts with. */
interface LoaderState {
  readonly source: LoaderSource;
  /** A clinical record's location: one the caller works at. */
  readonly works: (column: PgColumn) => SQL;
  /** A location (or a row of one) of the practice records the caller reads. */
  readonly location: (column: PgColumn) => SQL | undefined;
  /** The same as {@link location}, for a location's id in memory. */
  readonly readsLocation: (locationId: number) => boolean;
  /** A location user the caller reads: one of their locations, or their own. */
  readonly locationUser: (lu: typeof t.locationUsers) => SQL | undefined;
  /** A user the caller reads: themself, or someone with a location user at one of their locations. */
  readonly user: (column: PgColumn) => SQL | undefined;
  /** An organization the caller reads: one of a location they read. */
  readonly organization: Visible;
  /** The caller's own rows to start with; none inside a transaction. */
  readonly known: KnownRows | undefined;
  reference: Promise<Reference> | undefined;
  /** Gives the request's role loader a role read with a location user (a role it already holds stays). */
  readonly primeRole: (role: RoleRow) => void;
}

/** A loader that starts with rows the request already holds. */
const primed = <K, V>(loader: DataLoader<K, V>, rows: Iterable<readonly [K, V]> | undefined) => {
  for (const [key, value] of rows ?? []) loader.prime(key, value);
  return loader;
};

/**
 * How each loader is made from the request's state. A request uses a few of them (the queue's page
 * six, a count none), so each is made on first use (see {@link createLoaders}).
 */
const loaderMakers = {
  location: (s) =>
    primed(
      byId<typeof t.locations.$inferSelect>(s.source, 'location', t.locations, () => s.location(t.locations.id)),
      s.known?.locations.map((row) => [row.id, row] as const),
    ),
  organization: (s) => byId<typeof t.organizations.$inferSelect>(s.source, 'organization', t.organizations, s.organization),
  locationUser: (s) =>
    primed(
      locationUsersWithRoles(s.source, () => s.locationUser(t.locationUsers), s.primeRole),
      s.known?.locationUsers.map((row) => [row.id, row] as const),
    ),
  user: (s) =>
    primed(
      byId<typeof t.users.$inferSelect>(s.source, 'user', t.users, () => s.user(t.users.id)),
      s.known && [[s.known.user.id, s.known.user] as const],
    ),
  role: (s) =>
    primed(
      byId<typeof t.roles.$inferSelect>(s.source, 'role', t.roles, everyone),
      s.known?.roles.map((row) => [row.id, row] as const),
    ),
  module: (s) => byId<typeof t.modules.$inferSelect>(s.source, 'module', t.modules, everyone, true),
  locationClient: (s) => byId<typeof t.locationClients.$inferSelect>(s.source, 'locationClient', t.locationClients, () => s.works(t.locationClients.locationId)),
  locationPatient: (s) => byId<typeof t.locationPatients.$inferSelect>(s.source, 'locationPatient', t.locationPatients, () => s.works(t.locationPatients.locationId)),
  product: (s) => byId<typeof t.products.$inferSelect>(s.source, 'product', t.products, everyone, true),
  productFamily: (s) => byId<typeof t.productFamilies.$inferSelect>(s.source, 'productFamily', t.productFamilies, everyone, true),
  productPresentation: (s) => byId<typeof t.productPresentations.$inferSelect>(s.source, 'productPresentation', t.productPresentations, everyone, true),
  prescription: (s) => byId<typeof t.prescriptions.$inferSelect>(s.source, 'prescription', t.prescriptions, () => s.works(t.prescriptions.locationId)),
  flavor: (s) => byId<typeof t.flavors.$inferSelect>(s.source, 'flavor', t.flavors, everyone, true),
  order: (s) => byId<typeof t.orders.$inferSelect>(s.source, 'order', t.orders, () => s.works(t.orders.locationId)),
  locationAddressesByLocation: (s) =>
    groupedBy<typeof t.locationAddresses.$inferSelect>(
      s.source,
      'locationAddressesByLocation',
      t.locationAddresses,
      t.locationAddresses.locationId,
      (r) => r.locationId,
      () => s.location(t.locationAddresses.locationId),
      s.readsLocation,
    ),
  locationPhonesByLocation: (s) =>
    groupedBy<typeof t.locationPhones.$inferSelect>(
      s.source,
      'locationPhonesByLocation',
      t.locationPhones,
      t.locationPhones.locationId,
      (r) => r.locationId,
      () => s.location(t.locationPhones.locationId),
      s.readsLocation,
    ),
  locationPharmaciesByLocation: (s) =>
    groupedBy<typeof t.locationPharmacies.$inferSelect>(
      s.source,
      'locationPharmaciesByLocation',
      t.locationPharmacies,
      t.locationPharmacies.locationId,
      (r) => r.locationId,
      () => s.location(t.locationPharmacies.locationId),
      s.readsLocation,
    ),
  locationFeaturesByLocation: (s) => {
    const features = s.known?.locationFeatures;
    return primed(
      groupedBy<typeof t.locationFeatures.$inferSelect>(s.source, 'locationFeaturesByLocation', t.locationFeatures, t.locationFeatures.locationId, (r) => r.locationId, () =>
        s.location(t.locationFeatures.locationId),
      ),
      features && s.known?.locations.map((row) => [row.id, features.filter((f) => f.locationId === row.id)] as const),
    );
  },
  rolesModulesByRole: (s) => groupedBy<typeof t.rolesModules.$inferSelect>(s.source, 'rolesModulesByRole', t.rolesModules, t.rolesModules.roleId, (r) => r.roleId, everyone, anyone),
  locationUsersByUser: (s) =>
    primed(
      groupedBy<typeof t.locationUsers.$inferSelect>(s.source, 'locationUsersByUser', t.locationUsers, t.locationUsers.userId, (r) => r.userId, () => s.locationUser(t.locationUsers)),
      s.known && [[s.known.user.id, [...s.known.locationUsers].sort((a, b) => a.id - b.id)] as const],
    ),
  userPhonesByUser: (s) =>
    groupedBy<typeof t.userPhones.$inferSelect>(s.source, 'userPhonesByUser', t.userPhones, t.userPhones.userId, (r) => r.userId, () => s.user(t.userPhones.userId)),
  locationUserPhonesByLocationUser: (s) =>
    groupedThrough<typeof t.locationUserPhones.$inferSelect>(s.source, 'locationUserPhonesByLocationUser', t.locationUserPhones, t.locationUserPhones.locationUserId, t.locationUsers, () => s.locationUser(t.locationUsers), (r) => r.locationUserId),
  clientPhonesByClient: (s) =>
    groupedThrough<typeof t.locationClientPhones.$inferSelect>(s.source, 'clientPhonesByClient', t.locationClientPhones, t.locationClientPhones.locationClientId, t.locationClients, () => s.works(t.locationClients.locationId), (r) => r.locationClientId),
  clientAddressesByClient: (s) =>
    groupedThrough<typeof t.locationClientAddresses.$inferSelect>(s.source, 'clientAddressesByClient', t.locationClientAddresses, t.locationClientAddresses.locationClientId, t.locationClients, () => s.works(t.locationClients.locationId), (r) => r.locationClientId),
  patientClientsByClient: (s) =>
    groupedThrough<typeof t.locationPatientClients.$inferSelect>(s.source, 'patientClientsByClient', t.locationPatientClients, t.locationPatientClients.locationClientId, t.locationClients, () => s.works(t.locationClients.locationId), (r) => r.locationClientId),
  patientClientsByPatient: (s) =>
    groupedThrough<typeof t.locationPatientClients.$inferSelect>(s.source, 'patientClientsByPatient', t.locationPatientClients, t.locationPatientClients.locationPatientId, t.locationPatients, () => s.works(t.locationPatients.locationId), (r) => r.locationPatientId),
  priceBooksByProduct: (s) => groupedBy<typeof t.priceBooks.$inferSelect>(s.source, 'priceBooksByProduct', t.priceBooks, t.priceBooks.productId, (r) => r.productId, everyone, anyone),
  flavorsByProduct: (s) => groupedBy<typeof t.productFlavors.$inferSelect>(s.source, 'flavorsByProduct', t.productFlavors, t.productFlavors.productId, (r) => r.productId, everyone, anyone),
  lineItemsByOrder: (s) =>
    groupedThrough<typeof t.orderLineItems.$inferSelect>(s.source, 'lineItemsByOrder', t.orderLineItems, t.orderLineItems.orderId, t.orders, () => s.works(t.orders.locationId), (r) => r.orderId),
  shipmentsByLineItem: (s) =>
    groupedThrough<typeof t.shipments.$inferSelect>(s.source, 'shipmentsByLineItem', t.shipments, t.shipments.lineItemId, t.orderLineItems, () => inArray(t.orderLineItems.orderId, s.source.db.select({ id: t.orders.id }).from(t.orders).where(s.works(t.orders.locationId))), (r) => r.lineItemId),
  delegationsByLocationUser: (s) =>
    groupedThrough<typeof t.delegations.$inferSelect>(s.source, 'delegationsByLocationUser', t.delegations, t.delegations.locationUserId, t.locationUsers, () => s.locationUser(t.locationUsers), (r) => r.locationUserId),
  delegationsByDelegate: (s) =>
    groupedThrough<typeof t.delegations.$inferSelect>(s.source, 'delegationsByDelegate', t.delegations, t.delegations.delegatedLocationUserId, t.locationUsers, () => s.locationUser(t.locationUsers), (r) => r.delegatedLocationUserId),
  prescriptionWorkflowsByPrescription: (s) =>
    groupedThrough<typeof t.prescriptionWorkflows.$inferSelect>(s.source, 'prescriptionWorkflowsByPrescription', t.prescriptionWorkflows, t.prescriptionWorkflows.prescriptionId, t.prescriptions, () => s.works(t.prescriptions.locationId), (r) => r.prescriptionId),
  printsByPrescription: (s) =>
    groupedThrough<typeof t.prescriptionPrints.$inferSelect>(s.source, 'printsByPrescription', t.prescriptionPrints, t.prescriptionPrints.prescriptionId, t.prescriptions, () => s.works(t.prescriptions.locationId), (r) => r.prescriptionId),
  taskWorkflowByTask: (s) =>
    groupedThrough<typeof t.prescriptionTaskWorkflows.$inferSelect>(s.source, 'taskWorkflowByTask', t.prescriptionTaskWorkflows, t.prescriptionTaskWorkflows.prescriptionTaskId, t.prescriptionTasks, () => s.works(t.prescriptionTasks.locationId), (r) => r.prescriptionTaskId),
} satisfies Record<string, (s: LoaderState) => unknown>;

/** The request's loaders (see {@link createLoaders}). */
export type Loaders = { readonly [K in keyof typeof loaderMakers]: ReturnType<(typeof loaderMakers)[K]> } & {
  /** Small reference lists (types, species, breeds…), loaded once per request. */
  reference(): Promise<Reference>;
};

/**
 * The loaders of one request. A loader is made on first use and kept for the request (an own property
 * then hides the prototype's getter): making all 35 with their scope conditions cost ~0.1 ms of every
 * request, most of which use a few.
 */
class RequestLoaders {
  reference(): Promise<Reference> {
    const state = loaderStates.get(this)!;
    return (state.reference ??= cachedReference(state.source.db));
  }
}
/** Each request's loader state, out of reach of the code that uses its loaders. */
const loaderStates = new WeakMap<RequestLoaders, LoaderState>();
madeOnFirstUse(RequestLoaders.prototype, loaderMakers, (self) => loaderStates.get(self)!);

/**
 * The request's loaders, bound to `scope` (see the file's comment for who loads what). Each is made on
 * its first use; the caller's own rows (`scope.known`, outside a transaction) are primed into it then.
 *
 * @example
 * const client = await createLoaders(scope).locationClient.load(12); // null at another location
 */
export function createLoaders(scope: LoaderScope): Loaders {
  const { db, supportMode } = scope;
  const readable = [...new Set([...scope.locationIds, ...scope.ownLocationIds])];
  const values: Omit<LoaderValues, 'ids'> = { works: list(scope.locationIds), readable: list(readable), user: scope.userId ?? -1 };
  const works = (column: PgColumn): SQL => anyOf(column, placeholder.works);
  const state: LoaderState = {
    source: {
      db,
      shared: !scope.tx,
      variant: `${supportMode ? 's' : 'm'}${scope.userId === null ? '0' : 'u'}`,
      values: (ids) => ({ ...values, ids: [...ids] }),
    },
    works,
    location: (column) => (supportMode ? undefined : anyOf(column, placeholder.readable)),
    readsLocation: (locationId) => supportMode || readable.includes(locationId),
    locationUser: (lu) => (supportMode ? undefined : or(works(lu.locationId), scope.userId === null ? undefined : eq(lu.userId, placeholder.user))),
    user: (column) =>
      supportMode
        ? undefined
        : or(
            scope.userId === null ? undefined : eq(column, placeholder.user),
            inArray(column, db.select({ id: t.locationUsers.userId }).from(t.locationUsers).where(works(t.locationUsers.locationId))),
          ),
    organization: () =>
      supportMode ? undefined : inArray(t.organizations.id, db.select({ id: t.locations.organizationId }).from(t.locations).where(anyOf(t.locations.id, placeholder.readable))),
    known: scope.tx ? undefined : scope.known,
    reference: undefined,
    primeRole: (role) => void (loaders as unknown as Loaders).role.prime(role.id, role),
  };
  const loaders = new RequestLoaders();
  loaderStates.set(loaders, state);
  return loaders as unknown as Loaders;
}
