import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';

type WithId = { id: number };

function byId<Row extends WithId>(db: Db, table: PgTable & { id: PgColumn }) {
  return new DataLoader<number, Row | null>(
    async (ids) => {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(inArray(table.id, ids as number[]))) as unknown as Row[];
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
    },
    { maxBatchSize: 1000 },
  );
}

function groupedBy<Row>(db: Db, table: PgTable, column: PgColumn, key: (row: Row) => number) {
  return new DataLoader<number, Row[]>(async (ids) => {
    const rows = (await db
      .select()
      .from(table)
      .where(inArray(column, ids as number[]))) as unknown as Row[];
    const map = new Map<number, Row[]>();
    for (const r of rows) {
      const k = key(r);
      if (!map.has(k)) map.set(k, []);
      map.get(k)!.push(r);
    }
    return ids.map((id) => map.get(id) ?? []);
  });
}

/**
 * Per-request batch loaders (DataLoader) for the records field resolvers follow. They load by id
 * without scoping: only resolvers that already proved access to the parent record use them.
 */
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

export function createLoaders(db: Db) {
  let reference: Promise<Reference> | undefined;
  return {
    /** Small reference lists (types, species, breeds…), loaded once per request. */
    reference: () => (reference ??= loadReference(db)),
    location: byId<typeof t.locations.$inferSelect>(db, t.locations),
    organization: byId<typeof t.organizations.$inferSelect>(db, t.organizations),
    locationUser: byId<typeof t.locationUsers.$inferSelect>(db, t.locationUsers),
    user: byId<typeof t.users.$inferSelect>(db, t.users),
    role: byId<typeof t.roles.$inferSelect>(db, t.roles),
    module: byId<typeof t.modules.$inferSelect>(db, t.modules),
    locationClient: byId<typeof t.locationClients.$inferSelect>(db, t.locationClients),
    locationPatient: byId<typeof t.locationPatients.$inferSelect>(db, t.locationPatients),
    product: byId<typeof t.products.$inferSelect>(db, t.products),
    productFamily: byId<typeof t.productFamilies.$inferSelect>(db, t.productFamilies),
    productPresentation: byId<typeof t.productPresentations.$inferSelect>(db, t.productPresentations),
    prescription: byId<typeof t.prescriptions.$inferSelect>(db, t.prescriptions),
    flavor: byId<typeof t.flavors.$inferSelect>(db, t.flavors),
    order: byId<typeof t.orders.$inferSelect>(db, t.orders),
    locationAddressesByLocation: groupedBy<typeof t.locationAddresses.$inferSelect>(db, t.locationAddresses, t.locationAddresses.locationId, (r) => r.locationId),
    locationPhonesByLocation: groupedBy<typeof t.locationPhones.$inferSelect>(db, t.locationPhones, t.locationPhones.locationId, (r) => r.locationId),
    locationPharmaciesByLocation: groupedBy<typeof t.locationPharmacies.$inferSelect>(db, t.locationPharmacies, t.locationPharmacies.locationId, (r) => r.locationId),
    locationFeaturesByLocation: groupedBy<typeof t.locationFeatures.$inferSelect>(db, t.locationFeatures, t.locationFeatures.locationId, (r) => r.locationId),
    rolesModulesByRole: groupedBy<typeof t.rolesModules.$inferSelect>(db, t.rolesModules, t.rolesModules.roleId, (r) => r.roleId),
    locationUsersByUser: groupedBy<typeof t.locationUsers.$inferSelect>(db, t.locationUsers, t.locationUsers.userId, (r) => r.userId),
    userPhonesByUser: groupedBy<typeof t.userPhones.$inferSelect>(db, t.userPhones, t.userPhones.userId, (r) => r.userId),
    locationUserPhonesByLocationUser: groupedBy<typeof t.locationUserPhones.$inferSelect>(db, t.locationUserPhones, t.locationUserPhones.locationUserId, (r) => r.locationUserId),
    clientPhonesByClient: groupedBy<typeof t.locationClientPhones.$inferSelect>(db, t.locationClientPhones, t.locationClientPhones.locationClientId, (r) => r.locationClientId),
    clientAddressesByClient: groupedBy<typeof t.locationClientAddresses.$inferSelect>(db, t.locationClientAddresses, t.locationClientAddresses.locationClientId, (r) => r.locationClientId),
    patientClientsByClient: groupedBy<typeof t.locationPatientClients.$inferSelect>(db, t.locationPatientClients, t.locationPatientClients.locationClientId, (r) => r.locationClientId),
    patientClientsByPatient: groupedBy<typeof t.locationPatientClients.$inferSelect>(db, t.locationPatientClients, t.locationPatientClients.locationPatientId, (r) => r.locationPatientId),
    priceBooksByProduct: groupedBy<typeof t.priceBooks.$inferSelect>(db, t.priceBooks, t.priceBooks.productId, (r) => r.productId),
    flavorsByProduct: groupedBy<typeof t.productFlavors.$inferSelect>(db, t.productFlavors, t.productFlavors.productId, (r) => r.productId),
    lineItemsByOrder: groupedBy<typeof t.orderLineItems.$inferSelect>(db, t.orderLineItems, t.orderLineItems.orderId, (r) => r.orderId),
    shipmentsByLineItem: groupedBy<typeof t.shipments.$inferSelect>(db, t.shipments, t.shipments.lineItemId, (r) => r.lineItemId),
    delegationsByLocationUser: groupedBy<typeof t.delegations.$inferSelect>(db, t.delegations, t.delegations.locationUserId, (r) => r.locationUserId),
    delegationsByDelegate: groupedBy<typeof t.delegations.$inferSelect>(db, t.delegations, t.delegations.delegatedLocationUserId, (r) => r.delegatedLocationUserId),
    prescriptionWorkflowsByPrescription: groupedBy<typeof t.prescriptionWorkflows.$inferSelect>(db, t.prescriptionWorkflows, t.prescriptionWorkflows.prescriptionId, (r) => r.prescriptionId),
    taskWorkflowByTask: groupedBy<typeof t.prescriptionTaskWorkflows.$inferSelect>(db, t.prescriptionTaskWorkflows, t.prescriptionTaskWorkflows.prescriptionTaskId, (r) => r.prescriptionTaskId),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
