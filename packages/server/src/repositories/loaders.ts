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
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { writeScopedCache } from './process-cache.js';

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
}

type WithId = { id: number };
/** A list for `IN (…)` that matches nothing when empty. */
const list = (ids: readonly number[]): number[] => (ids.length ? [...ids] : [-1]);

function byId<Row extends WithId>(db: Db, table: PgTable & { id: PgColumn }, visible: SQL | undefined) {
  return new DataLoader<number, Row | null>(
    async (ids) => {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(and(inArray(table.id, ids as number[]), visible))) as unknown as Row[];
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
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

/** Children by a parent column, the scope tested on the child's own columns. */
function groupedBy<Row>(db: Db, table: PgTable, column: PgColumn, key: (row: Row) => number, visible: SQL | undefined) {
  return new DataLoader<number, Row[]>(async (ids) => {
    const rows = (await db
      .select()
      .from(table)
      .where(and(inArray(column, ids as number[]), visible))) as unknown as Row[];
    return grouped(ids, rows, key);
  });
}

/** Children by a parent column, the scope tested on the parent's row (joined in the same statement). */
function groupedThrough<Row>(
  db: Db,
  child: PgTable,
  column: PgColumn,
  parent: PgTable & { id: PgColumn },
  visible: SQL | undefined,
  key: (row: Row) => number,
) {
  return new DataLoader<number, Row[]>(async (ids) => {
    const rows = (await db
      .select({ row: child })
      .from(child)
      .innerJoin(parent, eq(parent.id, column))
      .where(and(inArray(column, ids as number[]), visible))) as unknown as { row: Row }[];
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
 * minutes (decision 0136): 11 statements a request otherwise. Shared by requests: read, never modify.
 */
const referenceCache = writeScopedCache<Promise<Reference>>({ ttlMs: 300_000, max: 1 });

function cachedReference(db: Db): Promise<Reference> {
  const hit = referenceCache.get(db, 'reference');
  if (hit) return hit;
  const loading = loadReference(db);
  referenceCache.set(db, 'reference', loading);
  // A failed read is not kept: the next request tries again.
  loading.catch(() => {
    if (referenceCache.get(db, 'reference') === loading) referenceCache.delete(db, 'reference');
  });
  return loading;
}

/**
 * The request's loaders, bound to `scope` (see the file's comment for who loads what).
 *
 * @example
 * const client = await createLoaders(scope).locationClient.load(12); // null at another location
 */
export function createLoaders(scope: LoaderScope) {
  const { db, supportMode } = scope;
  let reference: Promise<Reference> | undefined;
  const works = (column: PgColumn): SQL => inArray(column, list(scope.locationIds));
  const readable = [...new Set([...scope.locationIds, ...scope.ownLocationIds])];
  /** A location (or a row of one) of the practice records the caller reads. */
  const location = (column: PgColumn): SQL | undefined => (supportMode ? undefined : inArray(column, list(readable)));
  /** A location user the caller reads: one of their locations, or their own. */
  const locationUser = (lu: typeof t.locationUsers): SQL | undefined =>
    supportMode ? undefined : or(works(lu.locationId), scope.userId === null ? undefined : eq(lu.userId, scope.userId));
  /** A user the caller reads: themself, or someone with a location user at one of their locations. */
  const user = (column: PgColumn): SQL | undefined =>
    supportMode
      ? undefined
      : or(
          scope.userId === null ? undefined : eq(column, scope.userId),
          inArray(column, db.select({ id: t.locationUsers.userId }).from(t.locationUsers).where(works(t.locationUsers.locationId))),
        );
  const organization = supportMode
    ? undefined
    : inArray(t.organizations.id, db.select({ id: t.locations.organizationId }).from(t.locations).where(inArray(t.locations.id, list(readable))));
  return {
    /** Small reference lists (types, species, breeds…), loaded once per request. */
    reference: () => (reference ??= cachedReference(db)),
    location: byId<typeof t.locations.$inferSelect>(db, t.locations, location(t.locations.id)),
    organization: byId<typeof t.organizations.$inferSelect>(db, t.organizations, organization),
    locationUser: byId<typeof t.locationUsers.$inferSelect>(db, t.locationUsers, locationUser(t.locationUsers)),
    user: byId<typeof t.users.$inferSelect>(db, t.users, user(t.users.id)),
    role: byId<typeof t.roles.$inferSelect>(db, t.roles, undefined),
    module: byId<typeof t.modules.$inferSelect>(db, t.modules, undefined),
    locationClient: byId<typeof t.locationClients.$inferSelect>(db, t.locationClients, works(t.locationClients.locationId)),
    locationPatient: byId<typeof t.locationPatients.$inferSelect>(db, t.locationPatients, works(t.locationPatients.locationId)),
    product: byId<typeof t.products.$inferSelect>(db, t.products, undefined),
    productFamily: byId<typeof t.productFamilies.$inferSelect>(db, t.productFamilies, undefined),
    productPresentation: byId<typeof t.productPresentations.$inferSelect>(db, t.productPresentations, undefined),
    prescription: byId<typeof t.prescriptions.$inferSelect>(db, t.prescriptions, works(t.prescriptions.locationId)),
    flavor: byId<typeof t.flavors.$inferSelect>(db, t.flavors, undefined),
    order: byId<typeof t.orders.$inferSelect>(db, t.orders, works(t.orders.locationId)),
    locationAddressesByLocation: groupedBy<typeof t.locationAddresses.$inferSelect>(db, t.locationAddresses, t.locationAddresses.locationId, (r) => r.locationId, location(t.locationAddresses.locationId)),
    locationPhonesByLocation: groupedBy<typeof t.locationPhones.$inferSelect>(db, t.locationPhones, t.locationPhones.locationId, (r) => r.locationId, location(t.locationPhones.locationId)),
    locationPharmaciesByLocation: groupedBy<typeof t.locationPharmacies.$inferSelect>(db, t.locationPharmacies, t.locationPharmacies.locationId, (r) => r.locationId, location(t.locationPharmacies.locationId)),
    locationFeaturesByLocation: groupedBy<typeof t.locationFeatures.$inferSelect>(db, t.locationFeatures, t.locationFeatures.locationId, (r) => r.locationId, location(t.locationFeatures.locationId)),
    rolesModulesByRole: groupedBy<typeof t.rolesModules.$inferSelect>(db, t.rolesModules, t.rolesModules.roleId, (r) => r.roleId, undefined),
    locationUsersByUser: groupedBy<typeof t.locationUsers.$inferSelect>(db, t.locationUsers, t.locationUsers.userId, (r) => r.userId, locationUser(t.locationUsers)),
    userPhonesByUser: groupedBy<typeof t.userPhones.$inferSelect>(db, t.userPhones, t.userPhones.userId, (r) => r.userId, user(t.userPhones.userId)),
    locationUserPhonesByLocationUser: groupedThrough<typeof t.locationUserPhones.$inferSelect>(db, t.locationUserPhones, t.locationUserPhones.locationUserId, t.locationUsers, locationUser(t.locationUsers), (r) => r.locationUserId),
    clientPhonesByClient: groupedThrough<typeof t.locationClientPhones.$inferSelect>(db, t.locationClientPhones, t.locationClientPhones.locationClientId, t.locationClients, works(t.locationClients.locationId), (r) => r.locationClientId),
    clientAddressesByClient: groupedThrough<typeof t.locationClientAddresses.$inferSelect>(db, t.locationClientAddresses, t.locationClientAddresses.locationClientId, t.locationClients, works(t.locationClients.locationId), (r) => r.locationClientId),
    patientClientsByClient: groupedThrough<typeof t.locationPatientClients.$inferSelect>(db, t.locationPatientClients, t.locationPatientClients.locationClientId, t.locationClients, works(t.locationClients.locationId), (r) => r.locationClientId),
    patientClientsByPatient: groupedThrough<typeof t.locationPatientClients.$inferSelect>(db, t.locationPatientClients, t.locationPatientClients.locationPatientId, t.locationPatients, works(t.locationPatients.locationId), (r) => r.locationPatientId),
    priceBooksByProduct: groupedBy<typeof t.priceBooks.$inferSelect>(db, t.priceBooks, t.priceBooks.productId, (r) => r.productId, undefined),
    flavorsByProduct: groupedBy<typeof t.productFlavors.$inferSelect>(db, t.productFlavors, t.productFlavors.productId, (r) => r.productId, undefined),
    lineItemsByOrder: groupedThrough<typeof t.orderLineItems.$inferSelect>(db, t.orderLineItems, t.orderLineItems.orderId, t.orders, works(t.orders.locationId), (r) => r.orderId),
    shipmentsByLineItem: groupedThrough<typeof t.shipments.$inferSelect>(db, t.shipments, t.shipments.lineItemId, t.orderLineItems, inArray(t.orderLineItems.orderId, db.select({ id: t.orders.id }).from(t.orders).where(works(t.orders.locationId))), (r) => r.lineItemId),
    delegationsByLocationUser: groupedThrough<typeof t.delegations.$inferSelect>(db, t.delegations, t.delegations.locationUserId, t.locationUsers, locationUser(t.locationUsers), (r) => r.locationUserId),
    delegationsByDelegate: groupedThrough<typeof t.delegations.$inferSelect>(db, t.delegations, t.delegations.delegatedLocationUserId, t.locationUsers, locationUser(t.locationUsers), (r) => r.delegatedLocationUserId),
    prescriptionWorkflowsByPrescription: groupedThrough<typeof t.prescriptionWorkflows.$inferSelect>(db, t.prescriptionWorkflows, t.prescriptionWorkflows.prescriptionId, t.prescriptions, works(t.prescriptions.locationId), (r) => r.prescriptionId),
    taskWorkflowByTask: groupedThrough<typeof t.prescriptionTaskWorkflows.$inferSelect>(db, t.prescriptionTaskWorkflows, t.prescriptionTaskWorkflows.prescriptionTaskId, t.prescriptionTasks, works(t.prescriptionTasks.locationId), (r) => r.prescriptionTaskId),
  };
}

/** The request's loaders (see {@link createLoaders}). */
export type Loaders = ReturnType<typeof createLoaders>;
