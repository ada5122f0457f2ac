/**
 * The writes of a prescription save, race-safe: conditional updates of drafts and of the task being
 * approved; office-use saves are written for the location's office-use client and patient, created in
 * the same transaction when missing. What a save needs before core decides is read by
 * `prepareSave` (graphql/resolvers/prescription-save.ts) through the caller's repositories, outside the
 * transaction; resolvers then call `writeNewPrescription` / `writeDraftUpdate` and `attachTask` through
 * `repos.prescribing` inside `mutate()`, so a refusal anywhere writes nothing.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { atCallerLocations } from './scope.js';
import { PRESCRIBING_ERRORS } from '@vetrx/core/messages';
import { nextTaskState } from '@vetrx/core/task';
import { type AddPrescriptionType, draftName, type PrescriptionSaveVariables, rxNumberFor, rxOriginCodeFor } from '@vetrx/core/prescription';
import type { AccessRequest } from '@vetrx/core/access';
import { parseId } from '../ids.js';
import type { DbOrTx, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { Conflict, Invalid, NotFound } from './errors.js';
import { ensureOfficeUseParty } from './admin-practice.js';
import type { SignInMembership as Membership } from './sign-in.js';
import { queueWriteback } from './pims-outbox.js';
import type { StoredSafetyReview } from '../db/schema/prescribing.js';

type ProductRow = typeof t.products.$inferSelect;
type ClientRow = typeof t.locationClients.$inferSelect;
type PatientRow = typeof t.locationPatients.$inferSelect;
type PrescriptionRow = typeof t.prescriptions.$inferSelect;
type TaskRow = typeof t.prescriptionTasks.$inferSelect;

/** The task a save answers, as the contract's PrescriptionTaskToAttachInput. */
export interface TaskToAttach {
  id: string | number;
  status?: string | null;
}

export const blank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
export const optionalId = (v: unknown): number | null => {
  if (blank(v)) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Everything core's validator and the writes need, loaded for one save. */
export interface PreparedSave {
  membership: Membership;
  locationId: number;
  type: AddPrescriptionType;
  value: PrescriptionSaveVariables;
  product: ProductRow;
  /** The checked client and patient; for office use the location's office-use ones as found (may be missing). */
  client: ClientRow | null;
  patient: PatientRow | null;
  isOfficeUse: boolean;
  rxStatusCode: string;
  isFillable: boolean;
  now: Date;
  /** What signing this prescription asks of the caller (not for a draft): decided again inside the write's transaction. */
  signing: AccessRequest | null;
  /** The safety check's findings and the vet's override, stored with the prescription. */
  safetyReview: StoredSafetyReview | null;
}

/**
 * The client and patient a save is written for: the checked ones, or for office use the location's
 * office-use client and patient, created in this transaction when missing.
 */
async function partyOf(tx: Tx, p: PreparedSave): Promise<{ client: ClientRow | null; patient: PatientRow | null }> {
  if (!p.isOfficeUse) return { client: p.client, patient: p.patient };
  const office = await ensureOfficeUseParty(tx, p.locationId);
  if (!office) throw new NotFound('Location');
  return { client: office.client, patient: office.patient };
}

/** The prescription columns a validated save writes. */
function savedColumns(p: PreparedSave, party: { client: ClientRow | null; patient: PatientRow | null }) {
  const i = p.value.input;
  const issued = p.type !== 'SaveAsDraft';
  return {
    rxStatusCode: p.rxStatusCode,
    isFillable: p.isFillable,
    issuedDate: issued ? p.now : null,
    prescExpiryDate: i.prescExpiryDate ?? null,
    notifyClientDate: i.notifyClientDate ?? null,
    directions: i.directions ?? null,
    daysSupply: i.daysSupply ?? null,
    refills: i.refills ?? null,
    prnFlag: i.prnFlag === true,
    unitPerFill: i.unitPerFill ?? null,
    flavorId: optionalId(i.flavorId),
    reasonForCompound: i.reasonForCompound ?? null,
    allergicIngredient: i.allergicIngredient ?? null,
    noteToClient: i.noteToClient ?? null,
    noteToPharmacy: i.noteToPharmacy ?? null,
    autoShipPrompt: i.autoShipPrompt === true,
    isOfficeUse: i.isOfficeUse === true,
    authorizingVetLocationUserId: optionalId(i.authorizingVet),
    workflowLocationUserId: optionalId(i.workflowLocationUserId),
    currentWorkflowStatusId: optionalId(i.currentWorkflowStatusId),
    locationClientId: party.client?.id ?? null,
    locationPatientId: party.patient?.id ?? null,
    productId: p.product.id,
    pimsConsultId: blank(i.pimsConsultId) ? null : String(i.pimsConsultId),
    safetyReview: p.safetyReview,
    updatedAt: p.now,
  };
}

/** Inserts a new prescription (AddPrescription); issued ones get their Rx number from their id. */
export async function writeNewPrescription(tx: Tx, p: PreparedSave): Promise<PrescriptionRow> {
  const isDraft = p.type === 'SaveAsDraft';
  const party = await partyOf(tx, p);
  const [row] = await tx
    .insert(t.prescriptions)
    .values({
      ...savedColumns(p, party),
      locationId: p.locationId,
      name: isDraft ? draftName(party.client?.id ?? null, party.patient?.id ?? null, p.now) : null,
      draftCreateDate: isDraft ? p.now : null,
      rxOriginCode: rxOriginCodeFor(p.value.input.rxOriginCode),
      createdByLocationUserId: p.membership.locationUser.id,
    })
    .returning();
  if (isDraft) return row;
  const [issued] = await tx.update(t.prescriptions).set({ rxNumber: rxNumberFor(row.id) }).where(eq(t.prescriptions.id, row.id)).returning();
  await queueWriteback(tx, issued, p.now);
  return issued;
}

/**
 * Saves a draft again (UpdatePrescription): a conditional update that only touches a row still in
 * Draft at one of the caller's locations, so two vets issuing the same draft at once produce one issued
 * prescription; the other answers CONFLICT (as does an id of another location: nothing is written).
 */
export async function writeDraftUpdate(tx: Tx, ctx: { locationIds: readonly number[] }, id: number, p: PreparedSave): Promise<PrescriptionRow> {
  const issued = p.type !== 'SaveAsDraft';
  const party = await partyOf(tx, p);
  const [row] = await tx
    .update(t.prescriptions)
    .set({ ...savedColumns(p, party), ...(issued ? { rxNumber: rxNumberFor(id) } : {}) })
    .where(and(eq(t.prescriptions.id, id), eq(t.prescriptions.rxStatusCode, 'Draft'), atCallerLocations(ctx, t.prescriptions.locationId)))
    .returning();
  if (!row) throw new Conflict(PRESCRIBING_ERRORS.onlyDraftsChange);
  if (issued) await queueWriteback(tx, row, p.now);
  return row;
}

/** The task of a prescriptionTaskToAttach, at the caller's location (another location's: NOT_FOUND). */
export async function loadTaskToAttach(db: DbOrTx, ctx: { locationIds: readonly number[] }, attach: TaskToAttach | null | undefined): Promise<TaskRow | null> {
  if (!attach) return null;
  const [task] = await db
    .select()
    .from(t.prescriptionTasks)
    .where(and(eq(t.prescriptionTasks.id, parseId(attach.id, 'Prescription task')), atCallerLocations(ctx, t.prescriptionTasks.locationId)))
    .limit(1);
  if (!task) throw new NotFound('Prescription task');
  return task;
}

/**
 * Answers the task with the saved prescription, in the caller's transaction. Issuing approves it
 * (core's task machine: PENDING → VET_APPROVED, action Approved, the acting location user, the
 * prescription); a draft only links the prescription. Race-safe: the update is conditional on the
 * task still being PENDING at the version read; when nothing is updated the whole save is refused
 * with CONFLICT and rolled back, so two vets approving the same task produce exactly one prescription.
 */
export async function attachTask(
  tx: Tx,
  ctx: { now(): Date; locationIds: readonly number[] },
  args: { attach: TaskToAttach; task: TaskRow; prescription: PrescriptionRow; type: AddPrescriptionType; membership: Membership },
): Promise<TaskRow> {
  const { task, membership } = args;
  const approve = args.type !== 'SaveAsDraft';
  const next = nextTaskState(
    task.status,
    approve ? { type: 'APPROVE', actionedByLocationUserUuid: membership.locationUser.uuid } : { type: 'SAVE_AS_DRAFT' },
    { action: (task.action as never) ?? null, actionReason: task.actionReason, actionedByLocationUserUuid: null },
  );
  if (!next) throw new Conflict(PRESCRIBING_ERRORS.taskAlreadyActioned);
  // `status` of prescriptionTaskToAttach is the status the task takes (core's buildTaskAttachment):
  // VET_APPROVED when issuing, the current status when saving a draft.
  if (!blank(args.attach.status) && args.attach.status !== next.status) {
    throw new Invalid(PRESCRIBING_ERRORS.taskAttachStatusMismatch, { 'prescriptionTaskToAttach.status': PRESCRIBING_ERRORS.taskAttachStatusMismatch });
  }
  const changes = approve
    ? {
        status: next.status,
        action: next.action,
        actionReason: next.actionReason,
        actionedByLocationUserId: membership.locationUser.id,
        actionedAt: ctx.now(),
      }
    : {};
  const [updated] = await tx
    .update(t.prescriptionTasks)
    .set({ ...changes, prescriptionId: args.prescription.id, version: sql`${t.prescriptionTasks.version} + 1` })
    .where(
      and(
        eq(t.prescriptionTasks.id, task.id),
        eq(t.prescriptionTasks.status, task.status),
        eq(t.prescriptionTasks.version, task.version),
        atCallerLocations(ctx, t.prescriptionTasks.locationId),
      ),
    )
    .returning();
  if (!updated) throw new Conflict(PRESCRIBING_ERRORS.taskAlreadyActioned);
  return updated;
}

/** Filters of the Shortcut list, as core's `shortcutListFilters` normalises them. */
export interface ShortcutListQuery {
  /** A location's own and the global shortcuts; `null`: every active shortcut (support). */
  locationId: number | null;
  /** Lower-cased label search (from 3 characters), or null. */
  label: string | null;
  /** SIG, NC or NP (any other value matches nothing), or null for all. */
  type: string | null;
}

/**
 * Active shortcuts in SIG, NP, NC order, by label within each type: a location's own (active link) and
 * the global ones, or every active shortcut when no location is given. Each carries `locationId`: the
 * given location for its own shortcuts, else its first active link (null for global ones).
 */
export async function listShortcuts(db: DbOrTx, q: ShortcutListQuery) {
  const conditions: (SQL | undefined)[] = [eq(t.shortcuts.isActive, true)];
  if (q.type !== null) conditions.push(eq(t.shortcuts.type, q.type));
  if (q.label !== null) conditions.push(sql`strpos(lower(${t.shortcuts.label}), ${q.label}) > 0`);
  const order = [sql`array_position(array['SIG','NP','NC']::text[], ${t.shortcuts.type})`, sql`lower(${t.shortcuts.label})`, t.shortcuts.id] as const;
  if (q.locationId !== null) {
    const rows = await db
      .select({ s: t.shortcuts, linkLocationId: t.shortcutsLocations.locationId })
      .from(t.shortcuts)
      .leftJoin(t.shortcutsLocations, and(eq(t.shortcutsLocations.shortcutId, t.shortcuts.id), eq(t.shortcutsLocations.locationId, q.locationId)))
      .where(and(...conditions, sql`(${t.shortcuts.isGlobal} or (${t.shortcutsLocations.locationId} is not null and ${t.shortcutsLocations.isActive}))`))
      .orderBy(...order);
    return rows.map((r) => ({ ...r.s, locationId: r.s.isGlobal ? null : r.linkLocationId }));
  }
  const firstLink = db
    .select({ shortcutId: t.shortcutsLocations.shortcutId, locationId: sql<number>`min(${t.shortcutsLocations.locationId})`.as('first_location_id') })
    .from(t.shortcutsLocations)
    .where(eq(t.shortcutsLocations.isActive, true))
    .groupBy(t.shortcutsLocations.shortcutId)
    .as('first_link');
  const rows = await db
    .select({ s: t.shortcuts, linkLocationId: firstLink.locationId })
    .from(t.shortcuts)
    .leftJoin(firstLink, eq(firstLink.shortcutId, t.shortcuts.id))
    .where(and(...conditions))
    .orderBy(...order);
  return rows.map((r) => ({ ...r.s, locationId: r.s.isGlobal || r.linkLocationId === null ? null : Number(r.linkLocationId) }));
}

/** The location links of shortcuts (every link, active or not), by shortcut id. */
export async function shortcutLinks(db: DbOrTx, shortcutIds: readonly number[]) {
  if (!shortcutIds.length) return [];
  return db
    .select()
    .from(t.shortcutsLocations)
    .where(inArray(t.shortcutsLocations.shortcutId, [...shortcutIds]))
    .orderBy(t.shortcutsLocations.shortcutId, t.shortcutsLocations.locationId);
}
