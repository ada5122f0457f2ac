/**
 * What a prescription save needs from the database before core decides (product facts, client and
 * patient of the location, the reason's allergic flag, the conflict check, the authorizing and workflow
 * users), and the race-safe writes: conditional updates of drafts and of the task being approved.
 *
 * Resolvers call `prepareSave` outside the transaction (reads only), then `writeNewPrescription` /
 * `writeDraftUpdate` and `attachTask` inside `mutate()`, so a refusal anywhere writes nothing. An
 * office-use save is written for the location's office-use client and patient, created in the same
 * transaction when missing (decision 0074).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { checkConflicts, conflictProductOf, hasConflict } from '@vetrx/core/conflict';
import { isControlledProduct } from '@vetrx/core/controlled';
import { PRESCRIBING_ERRORS, PRESCRIBING_VALIDATION } from '@vetrx/core/messages';
import { nextTaskState } from '@vetrx/core/task';
import {
  type AddPrescriptionType,
  draftName,
  isReasonForCompoundShown,
  type PrescriptionProductFacts,
  type PrescriptionSaveInput,
  type PrescriptionSaveVariables,
  rxNumberFor,
  rxOriginCodeFor,
  savedRxStatusCode,
  validatePrescriptionSave,
} from '@vetrx/core/prescription';
import { isPrescriptionFillable } from '@vetrx/core/record';
import { safetyGate, safetyReviewOf } from '@vetrx/core/safety';
import type { AccessRequest } from '@vetrx/core/access';
import type { FieldErrors } from '@vetrx/core/common';
import type { Membership, RequestContext } from '../context/context.js';
import { parseId } from '../ids.js';
import type { DbOrTx, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { badInput, conflict, firstMessage, notFound } from '../errors.js';
import { ensureOfficeUseParty, findOfficeUseParty } from './admin-practice.js';
import { repositoryScope } from './scope.js';
import { safetyFindingsFor } from './patient-safety.js';
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

const blank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const optionalId = (v: unknown): number | null => {
  if (blank(v)) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * Candidate "today"s of a request: the calendar days of UTC−12 to UTC+14 at `now`. The browser decides
 * dates in its own time zone, which the API does not know; a save is valid when it is valid for one of
 * them (decision 0052). They differ by at most a day, so the controlled-substance windows are never
 * stretched by more than one calendar day.
 */
export function candidateToday(now: Date): string[] {
  const days = [-12, 0, 14].map((h) => new Date(now.getTime() + h * 3_600_000).toISOString().slice(0, 10));
  return [...new Set([days[1], days[0], days[2]])];
}

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
  /** The safety check's findings and the vet's override, stored with the prescription (decision 0273). */
  safetyReview: StoredSafetyReview | null;
}

/** A product with its rule facts (the family decides PRN-only and active). */
export async function productFacts(ctx: RequestContext, productId: number | null) {
  if (productId === null) return { product: null, facts: null };
  const product = await ctx.loaders.product.load(productId);
  if (!product) return { product: null, facts: null };
  const family = await ctx.loaders.productFamily.load(product.productFamilyId);
  const facts: PrescriptionProductFacts = {
    isActive: product.isActive && (family?.isActive ?? false),
    isControlled: product.isControlled,
    deaSchedule: product.deaSchedule,
    compound: product.compound,
    hasPharmacyRationale: product.hasPharmacyRationale,
    productApprovalType: product.productApprovalType,
    packsizeQty: product.packsizeQty,
    isPrnOnlyFamily: family?.isPrnOnly ?? false,
    fullfillmentVendor: product.fullfillmentVendor,
  };
  return { product, facts };
}

/** The US state of a location (its first active address), for the hard-copy rule (New York). */
async function locationState(ctx: RequestContext, locationId: number): Promise<string | null> {
  const addresses = await ctx.loaders.locationAddressesByLocation.load(locationId);
  return addresses.find((a) => a.isActive)?.state ?? addresses[0]?.state ?? null;
}

/** Whether the conflict check (species, weight, days supply, keywords) finds a conflict for the patient and product. */
export async function conflictFor(ctx: RequestContext, patient: PatientRow | null, product: ProductRow | null, daysSupply: number | null | undefined) {
  if (!patient || !product) return false;
  const ref = await ctx.loaders.reference();
  const named = (codes: string[], map: Map<string, { name: string }>) => codes.map((code) => ({ code, name: map.get(code)?.name ?? code }));
  return hasConflict(
    checkConflicts({
      patient: {
        species: patient.speciesCode ? { code: patient.speciesCode } : null,
        weight: patient.weight,
        weightUnit: patient.weightUnit,
        allergies: named(patient.allergies, ref.allergies),
        healthConditions: named(patient.healthConditions, ref.healthConditions),
        medications: named(patient.medications, ref.medications),
      },
      product: conflictProductOf(product),
      daysSupply: typeof daysSupply === 'number' ? daysSupply : null,
    }),
  );
}

function refuse(errors: FieldErrors): never {
  throw badInput(firstMessage(errors), errors);
}

/**
 * Loads and checks a save for the requested type: scope (another location's client, patient or task
 * answers NOT_FOUND), who may issue it (FORBIDDEN), then core's validator (BAD_USER_INPUT with the
 * spec's messages) and the choices only the database can check (listed authorizing vet, active
 * workflow user, known status, offered flavor, listed reason). Reads only; nothing is written.
 */
export async function prepareSave(
  ctx: RequestContext,
  args: {
    locationId: number;
    input: PrescriptionSaveInput;
    type: AddPrescriptionType;
    task?: TaskRow | null;
    /** The draft being saved again (UpdatePrescription): not a medication of its own patient. */
    prescriptionId?: number | null;
  },
): Promise<PreparedSave> {
  const membership = ctx.requireLocation(args.locationId);
  const locationId = membership.locationId;
  // Every record the save names must be at this location: through repositories narrowed to it, a
  // client, patient or user of any other location loads as null.
  const here = ctx.repos.at(locationId);
  const { db } = repositoryScope(ctx.repos);
  const now = ctx.now();
  const isDraft = args.type === 'SaveAsDraft';
  const input: PrescriptionSaveInput = { ...args.input, locationId: String(locationId), issuedDate: isDraft ? null : now.toISOString() };
  const isOfficeUse = input.isOfficeUse === true;
  const location = await ctx.loaders.location.load(locationId);
  if (!location) throw notFound('Location');

  const { product, facts } = await productFacts(ctx, optionalId(input.productId));
  const errors: FieldErrors = {};
  if (isOfficeUse && !location.isOfficeUseEnabled) errors.isOfficeUse = PRESCRIBING_ERRORS.officeUseNotEnabled;
  if (isOfficeUse && product && isControlledProduct(product)) errors.productId = PRESCRIBING_ERRORS.controlledContactPharmacy;
  if (isOfficeUse && product && !product.isOfficeUse) errors.productId = PRESCRIBING_VALIDATION.productUnavailable;

  let client: ClientRow | null = null;
  let patient: PatientRow | null = null;
  if (isOfficeUse) {
    // An office-use prescription is written for the location's office-use client and patient (decision
    // 0074): ids sent must be theirs; missing ones are created with the prescription (writeNewPrescription).
    const office = await findOfficeUseParty(db, locationId);
    if (!blank(input.locationClientId) && (office.client === null || optionalId(input.locationClientId) !== office.client.id)) throw notFound('Client');
    if (!blank(input.locationPatientId) && (office.patient === null || optionalId(input.locationPatientId) !== office.patient.id)) throw notFound('Patient');
    client = office.client;
    patient = office.patient;
  } else {
    const clientId = optionalId(input.locationClientId);
    const patientId = optionalId(input.locationPatientId);
    if (!blank(input.locationClientId) && clientId === null) throw notFound('Client');
    if (!blank(input.locationPatientId) && patientId === null) throw notFound('Patient');
    if (clientId !== null) {
      client = await here.records.client(clientId);
      if (!client) throw notFound('Client');
    }
    if (patientId !== null) {
      patient = await here.records.patient(patientId);
      if (!patient) throw notFound('Patient');
      if (client) {
        const links = await ctx.loaders.patientClientsByPatient.load(patient.id);
        if (!links.some((l) => l.locationClientId === client!.id)) errors.locationPatientId = PRESCRIBING_ERRORS.patientNotOfClient;
      }
    }
  }
  const task = args.task ?? null;
  if (task && (task.locationClientId !== client?.id || (task.locationPatientId !== null && task.locationPatientId !== patient?.id))) {
    errors.locationClientId = PRESCRIBING_ERRORS.taskClientMismatch;
  }

  // The authorizing vet must be one listed for this location (an active user whose role canAuthorize)…
  if (!blank(input.authorizingVet)) {
    const vetId = optionalId(input.authorizingVet);
    const vet = vetId === null ? null : await here.records.locationUser(vetId);
    const role = vet ? await ctx.loaders.role.load(vet.roleId) : null;
    if (!vet || !vet.isActive || !role?.canAuthorize || !role.isActive) {
      refuse({ authorizingVet: PRESCRIBING_ERRORS.authorizingVetNotListed });
    }
  }
  // …and the caller may issue in that vet's name: only for Authorize Rx and Print Rx (a draft needs no
  // permission). The caller, the impersonation and the delegations come from the session (decision 0100).
  const signing: AccessRequest | null =
    !isDraft && product ? { action: 'signRx', locationId, authorizingVet: input.authorizingVet ?? null, productApprovalType: product.productApprovalType } : null;
  if (signing) ctx.authorize(signing);

  // The reason for compounding comes from the list; its allergic flag enables the allergic ingredient.
  let reasonForCompoundAllergic = false;
  if (product && isReasonForCompoundShown(product) && !blank(input.reasonForCompound)) {
    const [reason] = await db
      .select()
      .from(t.reasonsForCompound)
      .where(sql`lower(${t.reasonsForCompound.reasonForCompound}) = lower(${String(input.reasonForCompound).trim()})`)
      .limit(1);
    if (!reason) errors.reasonForCompound = PRESCRIBING_ERRORS.reasonForCompoundUnknown;
    reasonForCompoundAllergic = reason?.allergicIngredient ?? false;
  }

  const features = await ctx.features(locationId);
  const conflictExists = isOfficeUse ? false : await conflictFor(ctx, patient, product, input.daysSupply);
  // The safety check against the patient's list (issue 42, decision 0273): the same core function the
  // form and the task card show; an issue needs the vet's reason, a withdrawal time, or is refused.
  const findings = isOfficeUse
    ? []
    : await safetyFindingsFor(ctx, {
        patient,
        product,
        directions: input.directions,
        exclude: { prescriptionTaskId: task?.id ?? null, prescriptionIds: [task?.prescriptionId, task?.previousPrescriptionId, args.prescriptionId] },
      });
  const saveContext = {
    product: facts,
    reasonForCompoundAllergic,
    requestedQuantity: task?.quantityRequested ?? null,
    conflictExists,
    clientIsActive: client ? client.isActive : null,
    patientIsActive: patient ? patient.isActive && !patient.isDeceased : null,
    features: { showNoteToClient: features.has('showNoteToClient') },
    safety: safetyGate(findings),
  };
  let result = null;
  for (const today of candidateToday(now)) {
    const r = validatePrescriptionSave({ input, addPrescriptionType: args.type }, { ...saveContext, today });
    if (r.ok) {
      result = r;
      break;
    }
    result ??= r;
  }
  if (!result!.ok) refuse({ ...result!.errors, ...errors });
  if (Object.keys(errors).length) refuse(errors);
  const value = result!.value;
  const saved = value.input;

  // Choices only the database can check.
  if (!blank(saved.workflowLocationUserId)) {
    const id = optionalId(saved.workflowLocationUserId);
    const user = id === null ? null : await here.records.locationUser(id);
    if (!user || !user.isActive) refuse({ workflowLocationUserId: PRESCRIBING_ERRORS.workflowUserNotListed });
  }
  if (!blank(saved.currentWorkflowStatusId)) {
    const id = optionalId(saved.currentWorkflowStatusId);
    const status = id === null ? null : (await ctx.loaders.reference()).workflowStatuses.get(id);
    if (!status || !status.isActive) refuse({ currentWorkflowStatusId: PRESCRIBING_ERRORS.workflowStatusUnknown });
  }
  if (!blank(saved.flavorId) && product) {
    const id = optionalId(saved.flavorId);
    const offered = await ctx.loaders.flavorsByProduct.load(product.id);
    if (id === null || !offered.some((f) => f.flavorId === id)) refuse({ flavorId: PRESCRIBING_ERRORS.flavorNotOffered });
  }

  const rxStatusCode = savedRxStatusCode(args.type, product!, { locationState: await locationState(ctx, locationId) });
  const isFillable = isPrescriptionFillable(
    {
      rxStatus: { code: rxStatusCode },
      prescExpiryDate: saved.prescExpiryDate ?? null,
      product: { isActive: product!.isActive },
      locationPatient: patient ? { isActive: patient.isActive, isDeceased: patient.isDeceased } : null,
    },
    now,
  );
  const safetyReview = isOfficeUse || !patient ? null : safetyReviewOf(findings, saved, { isDraft });
  return { membership, locationId, type: args.type, value, product: product!, client, patient, isOfficeUse, rxStatusCode, isFillable, now, signing, safetyReview };
}

/**
 * The client and patient a save is written for: the checked ones, or for office use the location's
 * office-use client and patient, created in this transaction when missing (decision 0074).
 */
async function partyOf(tx: Tx, p: PreparedSave): Promise<{ client: ClientRow | null; patient: PatientRow | null }> {
  if (!p.isOfficeUse) return { client: p.client, patient: p.patient };
  const office = await ensureOfficeUseParty(tx, p.locationId);
  if (!office) throw notFound('Location');
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
  return issued;
}

/**
 * Saves a draft again (UpdatePrescription): a conditional update that only touches a row still in
 * Draft, so two vets issuing the same draft at once produce one issued prescription; the other answers
 * CONFLICT.
 */
export async function writeDraftUpdate(tx: Tx, id: number, p: PreparedSave): Promise<PrescriptionRow> {
  const issued = p.type !== 'SaveAsDraft';
  const party = await partyOf(tx, p);
  const [row] = await tx
    .update(t.prescriptions)
    .set({ ...savedColumns(p, party), ...(issued ? { rxNumber: rxNumberFor(id) } : {}) })
    .where(and(eq(t.prescriptions.id, id), eq(t.prescriptions.rxStatusCode, 'Draft')))
    .returning();
  if (!row) throw conflict(PRESCRIBING_ERRORS.onlyDraftsChange);
  return row;
}

/** The task of a prescriptionTaskToAttach, at the caller's location (another location's: NOT_FOUND). */
export async function loadTaskToAttach(db: DbOrTx, ctx: { locationIds: readonly number[] }, attach: TaskToAttach | null | undefined): Promise<TaskRow | null> {
  if (!attach) return null;
  const [task] = await db.select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, parseId(attach.id, 'Prescription task'))).limit(1);
  if (!task || !ctx.locationIds.includes(task.locationId)) throw notFound('Prescription task');
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
  ctx: { now(): Date },
  args: { attach: TaskToAttach; task: TaskRow; prescription: PrescriptionRow; type: AddPrescriptionType; membership: Membership },
): Promise<TaskRow> {
  const { task, membership } = args;
  const approve = args.type !== 'SaveAsDraft';
  const next = nextTaskState(
    task.status,
    approve ? { type: 'APPROVE', actionedByLocationUserUuid: membership.locationUser.uuid } : { type: 'SAVE_AS_DRAFT' },
    { action: (task.action as never) ?? null, actionReason: task.actionReason, actionedByLocationUserUuid: null },
  );
  if (!next) throw conflict(PRESCRIBING_ERRORS.taskAlreadyActioned);
  // `status` of prescriptionTaskToAttach is the status the task takes (core's buildTaskAttachment):
  // VET_APPROVED when issuing, the current status when saving a draft.
  if (!blank(args.attach.status) && args.attach.status !== next.status) {
    throw badInput(PRESCRIBING_ERRORS.taskAttachStatusMismatch, { 'prescriptionTaskToAttach.status': PRESCRIBING_ERRORS.taskAttachStatusMismatch });
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
    .where(and(eq(t.prescriptionTasks.id, task.id), eq(t.prescriptionTasks.status, task.status), eq(t.prescriptionTasks.version, task.version)))
    .returning();
  if (!updated) throw conflict(PRESCRIBING_ERRORS.taskAlreadyActioned);
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
