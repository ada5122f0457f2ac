/**
 * Writes of clients and patients that several mutations share: the phone and address lists of a
 * client, and the automatic decline of pending prescription requests (clients §4). Always called
 * inside `mutate()`'s transaction, after core validated the input.
 */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { systemDeclineTransition, shouldDeclineLinkedPrescription } from '@vetrx/core/task';
import { phoneDigits, type AddressInput, type PhoneInput } from '@vetrx/core/common';
import type { RxStatusCode } from '@vetrx/core/record';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import type { SYSTEM_DECLINE_REASONS } from '@vetrx/core/messages';

const DECLINED: RxStatusCode = 'Declined';
const DRAFT: RxStatusCode = 'Draft';

const idOf = (v: string | number | null | undefined): number | null => (v == null || v === '' ? null : Number(v));

/**
 * Makes the client's active phones equal to `phones` (in order; the first is primary): a phone sent with
 * the uuid of a stored phone updates it, one without a known uuid is added, and a stored active phone
 * left out is deactivated (kept for history).
 */
export async function syncClientPhones(tx: Tx, locationClientId: number, phones: readonly PhoneInput[]): Promise<void> {
  const stored = await tx.select().from(t.locationClientPhones).where(eq(t.locationClientPhones.locationClientId, locationClientId));
  const byUuid = new Map(stored.map((p) => [p.uuid, p]));
  const kept = new Set<number>();
  for (const [i, phone] of phones.entries()) {
    const values = {
      phoneTypeId: idOf(phone.phoneTypeId),
      phoneNumber: phone.phoneNumber,
      phoneDigits: phoneDigits(phone.phoneNumber),
      isActive: true,
      isPrimary: i === 0,
    };
    const existing = phone.uuid ? byUuid.get(phone.uuid) : undefined;
    if (existing && !kept.has(existing.id)) {
      kept.add(existing.id);
      await tx.update(t.locationClientPhones).set(values).where(eq(t.locationClientPhones.id, existing.id));
    } else {
      await tx.insert(t.locationClientPhones).values({ locationClientId, ...values });
    }
  }
  const dropped = stored.filter((p) => p.isActive && !kept.has(p.id)).map((p) => p.id);
  if (dropped.length) {
    await tx.update(t.locationClientPhones).set({ isActive: false, isPrimary: false }).where(inArray(t.locationClientPhones.id, dropped));
  }
}

/** Makes the client's active addresses equal to `addresses`, the same way as {@link syncClientPhones}. */
export async function syncClientAddresses(tx: Tx, locationClientId: number, addresses: readonly AddressInput[]): Promise<void> {
  const stored = await tx.select().from(t.locationClientAddresses).where(eq(t.locationClientAddresses.locationClientId, locationClientId));
  const byUuid = new Map(stored.map((a) => [a.uuid, a]));
  const kept = new Set<number>();
  for (const address of addresses) {
    const values = {
      addressTypeId: idOf(address.addressTypeId),
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      zip: address.zip,
      isActive: true,
    };
    const existing = address.uuid ? byUuid.get(address.uuid) : undefined;
    if (existing && !kept.has(existing.id)) {
      kept.add(existing.id);
      await tx.update(t.locationClientAddresses).set(values).where(eq(t.locationClientAddresses.id, existing.id));
    } else {
      await tx.insert(t.locationClientAddresses).values({ locationClientId, ...values });
    }
  }
  const dropped = stored.filter((a) => a.isActive && !kept.has(a.id)).map((a) => a.id);
  if (dropped.length) {
    await tx.update(t.locationClientAddresses).set({ isActive: false }).where(inArray(t.locationClientAddresses.id, dropped));
  }
}

/** The PIMS identity a client write carries. */
export interface ClientPimsIdentity {
  readonly pimsId: string | null;
  readonly pimsProviderId: string | null;
  readonly pimsConnectionType: string | null;
}

/**
 * The other client of the location already carrying this PIMS id (or provider id), if any (decision
 * 0151): a PIMS id, with the location's account and connection type, identifies one client per
 * location, active or not. A client stored without a connection type matches any. Takes a transaction
 * lock on the location's PIMS id first, so two concurrent writes of the same id cannot both pass.
 */
export async function clientWithPimsIdentity(
  tx: Tx,
  locationId: number,
  identity: ClientPimsIdentity,
  exceptClientId: number | null,
): Promise<{ id: number; firstName: string | null; lastName: string | null } | null> {
  const c = t.locationClients;
  const ids: SQL[] = [];
  if (identity.pimsId) ids.push(eq(c.pimsId, identity.pimsId));
  if (identity.pimsProviderId) ids.push(eq(c.pimsProviderId, identity.pimsProviderId));
  if (ids.length === 0) return null;
  for (const key of [identity.pimsId, identity.pimsProviderId]) {
    if (key) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client-pims:${locationId}:${key}`}))`);
  }
  const conditions: SQL[] = [eq(c.locationId, locationId), ids.length === 1 ? ids[0] : (or(...ids) as SQL)];
  if (identity.pimsConnectionType) conditions.push(sql`coalesce(${c.pimsConnectionType}, ${identity.pimsConnectionType}) = ${identity.pimsConnectionType}`);
  if (exceptClientId != null) conditions.push(ne(c.id, exceptClientId));
  const [row] = await tx
    .select({ id: c.id, firstName: c.firstName, lastName: c.lastName })
    .from(c)
    .where(and(...conditions))
    .orderBy(c.id)
    .limit(1);
  return row ?? null;
}

/** What an automatic decline changed, for the mutation's audit row. */
export interface SystemDeclineResult {
  cause: keyof typeof SYSTEM_DECLINE_REASONS;
  declinedTaskIds: number[];
  declinedPrescriptionIds: number[];
}

/**
 * Declines every pending prescription request of a client or a patient (clients §4) through the task
 * machine's SYSTEM_DECLINE: status VET_DECLINED, action AutoDeclined, the cause's reason, no acting
 * user. A linked Draft prescription is declined with the same reason (prescribing §4). Conditional on
 * the task still being PENDING, so a request actioned meanwhile is left as it is. `atLocations` (the
 * caller's locations, on the tasks' location) is in the statement that finds them: none of another location.
 */
export async function declinePendingTasks(
  tx: Tx,
  scope: { locationId: number; locationClientId?: number; locationPatientId?: number },
  cause: keyof typeof SYSTEM_DECLINE_REASONS,
  now: Date,
  atLocations: SQL,
): Promise<SystemDeclineResult> {
  const next = systemDeclineTransition('PENDING', cause);
  if (!next) throw new Error('SYSTEM_DECLINE must be allowed from PENDING');
  const pt = t.prescriptionTasks;
  const conditions: SQL[] = [eq(pt.locationId, scope.locationId), eq(pt.status, 'PENDING'), atLocations];
  if (scope.locationClientId != null) conditions.push(eq(pt.locationClientId, scope.locationClientId));
  if (scope.locationPatientId != null) conditions.push(eq(pt.locationPatientId, scope.locationPatientId));
  const pending = await tx.select({ id: pt.id, version: pt.version, prescriptionId: pt.prescriptionId }).from(pt).where(and(...conditions));
  const declinedTaskIds: number[] = [];
  const draftCandidates: number[] = [];
  for (const task of pending) {
    const [done] = await tx
      .update(pt)
      .set({
        status: next.status,
        action: next.action,
        actionReason: next.actionReason,
        actionedAt: now,
        actionedByLocationUserId: null,
        version: task.version + 1,
      })
      .where(and(eq(pt.id, task.id), eq(pt.status, 'PENDING')))
      .returning({ id: pt.id });
    if (!done) continue;
    declinedTaskIds.push(task.id);
    if (task.prescriptionId != null) draftCandidates.push(task.prescriptionId);
  }
  const declinedPrescriptionIds: number[] = [];
  if (draftCandidates.length) {
    const linked = await tx
      .select({ id: t.prescriptions.id, rxStatusCode: t.prescriptions.rxStatusCode })
      .from(t.prescriptions)
      .where(inArray(t.prescriptions.id, draftCandidates));
    const drafts = linked.filter((p) => shouldDeclineLinkedPrescription({ prescription: { rxStatus: { code: p.rxStatusCode } } })).map((p) => p.id);
    if (drafts.length) {
      await tx
        .update(t.prescriptions)
        .set({ rxStatusCode: DECLINED, declineReason: next.actionReason, updatedAt: now })
        .where(and(inArray(t.prescriptions.id, drafts), eq(t.prescriptions.rxStatusCode, DRAFT)));
      declinedPrescriptionIds.push(...drafts);
    }
  }
  return { cause, declinedTaskIds, declinedPrescriptionIds };
}
