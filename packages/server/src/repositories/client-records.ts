/**
 * Writes of clients and patients (clients §4, §5, §7), bound to the caller and the mutation's
 * transaction: add and update a client with its phones and addresses, its PIMS link, a patient and its
 * client links, and the automatic decline of pending requests. Reads that look a record up by its PIMS
 * id are bound to the locations the caller may read. The shared write helpers are in clients-write.ts.
 */
import { and, eq, exists, ne, or, type SQL } from 'drizzle-orm';
import type { AddressInput, PhoneInput } from '@vetrx/core/common';
import { PROVIDER_ID_CONNECTION_TYPE, toConnectionType } from '@vetrx/core/common';
import type { LocationPatientClientInput } from '@vetrx/core/patient';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { clientWithPimsIdentity, declinePendingTasks, syncClientAddresses, syncClientPhones, type ClientPimsIdentity, type SystemDeclineResult } from './clients-write.js';
import { atCallerLocations, requireTx, worksAt, type RepositoryScope } from './scope.js';
import { NotFound } from './errors.js';
import type { SYSTEM_DECLINE_REASONS } from '@vetrx/core/messages';

type ClientRow = typeof t.locationClients.$inferSelect;
type LocationRow = typeof t.locations.$inferSelect;
type ClientInsert = typeof t.locationClients.$inferInsert;
type PatientRow = typeof t.locationPatients.$inferSelect;
type PatientInsert = typeof t.locationPatients.$inferInsert;
type PatientLinkRow = typeof t.locationPatientClients.$inferSelect;

/** Whether a stored record's PIMS ids name `pimsId` (its pimsId, or its provider id for the provider-id type). */
function matchesPimsId(table: typeof t.locationClients | typeof t.locationPatients, pimsId: string, type: string | null): SQL {
  const byId = eq(table.pimsId, pimsId);
  return type === PROVIDER_ID_CONNECTION_TYPE ? (or(byId, eq(table.pimsProviderId, pimsId)) as SQL) : byId;
}

/** Snapshot of a client with its active lists, for audit rows: one of the caller's locations (in the statement; NOT_FOUND otherwise). */
async function clientSnapshot(db: DbOrTx, id: number, atLocations: SQL) {
  const [client] = await db.select().from(t.locationClients).where(and(eq(t.locationClients.id, id), atLocations));
  if (!client) throw new NotFound('Client');
  const phones = await db.select().from(t.locationClientPhones).where(eq(t.locationClientPhones.locationClientId, id));
  const addresses = await db.select().from(t.locationClientAddresses).where(eq(t.locationClientAddresses.locationClientId, id));
  return { ...client, phones: phones.filter((p) => p.isActive), addresses: addresses.filter((a) => a.isActive) };
}

/** A client snapshot (see {@link clientSnapshot}). */
export type ClientSnapshot = Awaited<ReturnType<typeof clientSnapshot>>;

/**
 * The client and patient records repository of one request.
 *
 * @example
 * return mutate(ctx, 'AddLocationClient', async ({ repos }) => repos.clientRecords.insertClient(values, phones, addresses));
 */
export function clientRecordsRepository(scope: RepositoryScope) {
  const reads = (locationId: number) => scope.supportMode || worksAt(scope, locationId);
  /** The patient named by `locationPatientId` is at one of the caller's locations (a subquery of the statement). */
  const patientAtCallerLocations = (locationPatientId: typeof t.locationPatientClients.locationPatientId): SQL =>
    exists(
      scope.db
        .select({ id: t.locationPatients.id })
        .from(t.locationPatients)
        .where(and(eq(t.locationPatients.id, locationPatientId), atCallerLocations(scope, t.locationPatients.locationId))),
    );
  /** Whether another row of the record's location (a client, or a patient) is linked to this PIMS id. */
  const otherLinked = async (table: typeof t.locationClients | typeof t.locationPatients, record: { id: number; locationId: number }, pimsId: string, type: string | null) => {
    const [other] = await scope.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.locationId, record.locationId), ne(table.id, record.id), matchesPimsId(table, pimsId, type)))
      .limit(1);
    return Boolean(other);
  };
  return {
    /** Whether another patient of the patient's location is linked to this PIMS id. */
    otherPatientLinked: (patient: PatientRow, pimsId: string, type: string | null): Promise<boolean> => otherLinked(t.locationPatients, patient, pimsId, type),
    /** The first client of a readable location carrying the PIMS id (matched by the location's connection type), or null. */
    async clientByPimsIdAt(location: LocationRow, pimsId: string): Promise<ClientRow | null> {
      if (!reads(location.id)) return null;
      const [row] = await scope.db
        .select()
        .from(t.locationClients)
        .where(and(eq(t.locationClients.locationId, location.id), matchesPimsId(t.locationClients, pimsId, toConnectionType(location.pimsConnectionType))))
        .orderBy(t.locationClients.id)
        .limit(1);
      return row ?? null;
    },
    /** The patient of a readable location already carrying this PIMS id, or null. */
    async patientByPimsId(locationId: number, pimsId: string, type: string | null): Promise<PatientRow | null> {
      if (!reads(locationId)) return null;
      const [row] = await scope.db
        .select()
        .from(t.locationPatients)
        .where(and(eq(t.locationPatients.locationId, locationId), matchesPimsId(t.locationPatients, pimsId, type)))
        .orderBy(t.locationPatients.id)
        .limit(1);
      return row ?? null;
    },
    /** Whether another client of the location is linked to this PIMS id. */
    otherClientLinked: (client: ClientRow, pimsId: string, type: string | null): Promise<boolean> => otherLinked(t.locationClients, client, pimsId, type),

    /** A client with its active phones and addresses, read in the transaction. */
    clientSnapshot: (id: number): Promise<ClientSnapshot> => clientSnapshot(requireTx(scope), id, atCallerLocations(scope, t.locationClients.locationId)),
    /** The other client of the location carrying this PIMS identity (locks it for the transaction), or null. */
    pimsIdentityHolder: (locationId: number, identity: ClientPimsIdentity, exceptClientId: number | null) =>
      clientWithPimsIdentity(requireTx(scope), locationId, identity, exceptClientId),
    /** Inserts a client with its phones and addresses. */
    async insertClient(values: ClientInsert, phones: readonly PhoneInput[], addresses: readonly AddressInput[]): Promise<ClientRow> {
      const tx = requireTx(scope);
      const [row] = await tx.insert(t.locationClients).values(values).returning();
      await syncClientPhones(tx, row.id, phones);
      await syncClientAddresses(tx, row.id, addresses);
      return row;
    },
    /** Updates a client of one of the caller's locations (in the statement), and its phones and addresses when given; NOT_FOUND otherwise. */
    async updateClient(id: number, set: Partial<ClientInsert>, phones: readonly PhoneInput[] | null, addresses: readonly AddressInput[] | null): Promise<ClientRow> {
      const tx = requireTx(scope);
      const [row] = await tx
        .update(t.locationClients)
        .set(set)
        .where(and(eq(t.locationClients.id, id), atCallerLocations(scope, t.locationClients.locationId)))
        .returning();
      if (!row) throw new NotFound('Client');
      if (phones) await syncClientPhones(tx, row.id, phones);
      if (addresses) await syncClientAddresses(tx, row.id, addresses);
      return row;
    },
    /** Declines the pending requests of a client or a patient (clients §4). */
    declinePending: (of: { locationId: number; locationClientId?: number; locationPatientId?: number }, cause: keyof typeof SYSTEM_DECLINE_REASONS, now: Date): Promise<SystemDeclineResult> =>
      declinePendingTasks(requireTx(scope), of, cause, now, atCallerLocations(scope, t.prescriptionTasks.locationId)),

    /** A patient of one of the caller's locations as stored, read in the transaction (in the statement). */
    async patient(id: number): Promise<PatientRow> {
      const [row] = await requireTx(scope)
        .select()
        .from(t.locationPatients)
        .where(and(eq(t.locationPatients.id, id), atCallerLocations(scope, t.locationPatients.locationId)));
      return row;
    },
    /** Inserts a patient. */
    async insertPatient(values: PatientInsert): Promise<PatientRow> {
      const [row] = await requireTx(scope).insert(t.locationPatients).values(values).returning();
      return row;
    },
    /** Updates a patient of one of the caller's locations (in the statement); NOT_FOUND otherwise. */
    async updatePatient(id: number, set: Partial<PatientInsert>): Promise<PatientRow> {
      const [row] = await requireTx(scope)
        .update(t.locationPatients)
        .set(set)
        .where(and(eq(t.locationPatients.id, id), atCallerLocations(scope, t.locationPatients.locationId)))
        .returning();
      if (!row) throw new NotFound('Patient');
      return row;
    },
    /** Every client link of a patient of one of the caller's locations, read in the transaction (none of another's). */
    patientLinks: (locationPatientId: number): Promise<PatientLinkRow[]> =>
      requireTx(scope)
        .select()
        .from(t.locationPatientClients)
        .where(and(eq(t.locationPatientClients.locationPatientId, locationPatientId), patientAtCallerLocations(t.locationPatientClients.locationPatientId))),
    /** One (patient, client) link of a patient of one of the caller's locations, or null. */
    async patientLink(locationPatientId: number, locationClientId: number): Promise<PatientLinkRow | null> {
      const lpc = t.locationPatientClients;
      const [row] = await requireTx(scope)
        .select()
        .from(lpc)
        .where(and(eq(lpc.locationPatientId, locationPatientId), eq(lpc.locationClientId, locationClientId), patientAtCallerLocations(lpc.locationPatientId)));
      return row ?? null;
    },
    /** Writes links of a patient of one of the caller's locations: an existing (patient, client) link is updated, a new one inserted; one primary. NOT_FOUND for another location's. */
    async setPatientLinks(locationPatientId: number, links: readonly LocationPatientClientInput[]): Promise<void> {
      const tx = requireTx(scope);
      const lpc = t.locationPatientClients;
      if (links.some((l) => l.isActive && l.isPrimary)) {
        await tx
          .update(lpc)
          .set({ isPrimary: false })
          .where(and(eq(lpc.locationPatientId, locationPatientId), patientAtCallerLocations(lpc.locationPatientId)));
      }
      for (const link of links) {
        const locationClientId = Number(link.locationClientId);
        const values = { isActive: link.isActive, isPrimary: link.isActive && link.isPrimary };
        await tx
          .insert(lpc)
          .values({ locationPatientId, locationClientId, ...values })
          .onConflictDoUpdate({ target: [lpc.locationPatientId, lpc.locationClientId], set: values });
      }
      // A patient with active links keeps exactly one primary client: the first active link when none is.
      // Read back at the caller's locations: links written for another location's patient are NOT_FOUND,
      // and the mutation's transaction rolls them back.
      const now = await tx.select().from(lpc).where(and(eq(lpc.locationPatientId, locationPatientId), patientAtCallerLocations(lpc.locationPatientId)));
      if (links.length && !now.length) throw new NotFound('Patient');
      // Every client linked is of the patient's own location: a link to another location's client is
      // NOT_FOUND (rolled back), whatever a resolver checked before.
      const strangers = await tx
        .select({ id: lpc.id })
        .from(lpc)
        .innerJoin(t.locationPatients, eq(t.locationPatients.id, lpc.locationPatientId))
        .innerJoin(t.locationClients, eq(t.locationClients.id, lpc.locationClientId))
        .where(and(eq(lpc.locationPatientId, locationPatientId), ne(t.locationClients.locationId, t.locationPatients.locationId)))
        .limit(1);
      if (strangers.length) throw new NotFound('Client');
      const active = now.filter((l) => l.isActive).sort((a, b) => a.id - b.id);
      if (active.length && !active.some((l) => l.isPrimary)) {
        await tx.update(lpc).set({ isPrimary: true }).where(eq(lpc.id, active[0].id));
      }
    },
  };
}
