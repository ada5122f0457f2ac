import { bigint, boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, rowKeys, ts, updatedAt } from './_columns.js';
import { locationUsers } from './access.js';
import { locationClients, locationPatients } from './clients.js';
import { locations } from './practice.js';
import { flavors, products } from './products.js';
import { workflowStatuses } from './reference.js';

/** The safety review stored with a prescription (core's `safetyReviewOf`). */
export interface StoredSafetyReview {
  knowledgeVersion: string;
  findings: unknown[];
  overrideReason: string | null;
  withdrawalTime: string | null;
}

export const prescriptions = pgTable(
  'prescriptions',
  {
    ...rowKeys(),
    rxNumber: text().unique(),
    /** Status code: Draft, Created, FaxedToPharmacy, MailedToPharmacy, DeclinedByPharmacy, … */
    rxStatusCode: text().notNull(),
    isFillable: boolean().notNull().default(false),
    archived: boolean().notNull().default(false),
    archivedByLocationUserId: integer().references(() => locationUsers.id),
    archivedAt: ts(),
    /** Draft name rx_{client}_{patient}_{timestamp}. */
    name: text(),
    issuedDate: ts(),
    draftCreateDate: ts(),
    prescExpiryDate: date({ mode: 'string' }),
    notifyClientDate: date({ mode: 'string' }),
    directions: text(),
    daysSupply: integer(),
    refills: integer(),
    prnFlag: boolean().notNull().default(false),
    unitPerFill: integer(),
    flavorId: integer().references(() => flavors.id),
    reasonForCompound: text(),
    allergicIngredient: text(),
    noteToClient: text(),
    noteToPharmacy: text(),
    autoShipPrompt: boolean().notNull().default(false),
    isOfficeUse: boolean().notNull().default(false),
    /** create or copy. */
    rxOriginCode: text().notNull().default('create'),
    systemOrigin: text().notNull().default('practice-portal'),
    authorizingVetLocationUserId: integer().references(() => locationUsers.id),
    workflowLocationUserId: integer().references(() => locationUsers.id),
    currentWorkflowStatusId: integer().references(() => workflowStatuses.id),
    locationClientId: integer().references(() => locationClients.id),
    locationPatientId: integer().references(() => locationPatients.id),
    productId: requiredRef(() => products.id),
    locationId: requiredRef(() => locations.id),
    pimsConsultId: text(),
    declineReason: text(),
    declinedByLocationUserId: integer().references(() => locationUsers.id),
    createdByLocationUserId: integer().references(() => locationUsers.id),
    /**
     * The safety review when the prescription was saved (issue 42): the knowledge table's
     * version, the findings, and the vet's override reason and withdrawal time. Null before issue 42.
     */
    safetyReview: jsonb().$type<StoredSafetyReview>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.locationId, t.rxStatusCode, t.archived),
    index().on(t.locationPatientId),
    index().on(t.locationClientId),
    index().on(t.authorizingVetLocationUserId),
    index().on(t.locationId, t.createdAt),
    // History pages newest first (read backwards), resumed after a page's last row.
    index('prescriptions_history_keyset').on(t.locationId, t.createdAt, t.id),
  ],
);

/** A workflow step (status, assignee, who assigned it and when, a note), on a prescription or a task. */
const workflowStepColumns = () => ({
  currentWorkflowStatusId: requiredRef(() => workflowStatuses.id),
  workflowLocationUserId: requiredRef(() => locationUsers.id),
  assignDate: ts().notNull(),
  assignedByLocationUserId: integer().references(() => locationUsers.id),
  internalNote: text(),
});

/** Workflow steps recorded on a prescription (upsertPrescriptionWorkflow). */
export const prescriptionWorkflows = pgTable(
  'prescription_workflows',
  {
    id: id(),
    prescriptionId: requiredRef(() => prescriptions.id),
    ...workflowStepColumns(),
  },
  (t) => [index().on(t.prescriptionId)],
);

/** A request for a vet to act on: client order approval, recommendation, renewal, expiring Rx. */
export const prescriptionTasks = pgTable(
  'prescription_tasks',
  {
    ...rowKeys(),
    locationId: requiredRef(() => locations.id),
    /** approval, draft, expiring, renewal. */
    type: text().notNull(),
    /** PENDING, VET_APPROVED, PV1_APPROVED, VET_DECLINED, PV1_DECLINED. */
    status: text().notNull().default('PENDING'),
    action: text(),
    actionReason: text(),
    initiatedBy: text(),
    origin: text(),
    archived: boolean().notNull().default(false),
    createdTimestamp: createdAt(),
    actionedAt: ts(),
    quantityRequested: integer(),
    remainingQty: integer(),
    nextOrderDate: date({ mode: 'string' }),
    expirationDate: date({ mode: 'string' }),
    isAutoship: boolean().notNull().default(false),
    assignedToLocationUserId: integer().references(() => locationUsers.id),
    actionedByLocationUserId: integer().references(() => locationUsers.id),
    prescriptionId: integer().references(() => prescriptions.id),
    previousPrescriptionId: integer().references(() => prescriptions.id),
    productId: requiredRef(() => products.id),
    flavorId: integer().references(() => flavors.id),
    locationClientId: requiredRef(() => locationClients.id),
    locationPatientId: integer().references(() => locationPatients.id),
    /** Optimistic-concurrency version: bumped by every transition. */
    version: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.locationId, t.status, t.type),
    // The approvals queue: a location's tasks of a status, newest first.
    // The dashboard's and the badge's counts read only this index (index-only scan).
    index('prescription_tasks_counts').on(t.locationId, t.status, t.type, t.archived, t.action),
    index('prescription_tasks_queue_index').on(t.locationId, t.status, t.createdTimestamp.desc(), t.id.desc()),
    index().on(t.locationClientId),
    index().on(t.locationPatientId),
    // A prescription's tasks, and the renewal or expiring task raised from it: read per prescription
    // (the history's next order date, the sandbox's expiring requests); without them each lookup read
    // every task.
    index().on(t.prescriptionId),
    index().on(t.previousPrescriptionId),
  ],
);

export const prescriptionTaskWorkflows = pgTable(
  'prescription_task_workflows',
  {
    id: id(),
    prescriptionTaskId: requiredRef(() => prescriptionTasks.id),
    ...workflowStepColumns(),
  },
  (t) => [uniqueIndex().on(t.prescriptionTaskId)],
);

/**
 * How many prescriptions each location holds, kept by triggers on prescriptions (migration 0020,
 * decision 0205): the history's count without filters reads it. Never written by the application.
 */
export const locationPrescriptionCounts = pgTable('location_prescription_counts', {
  locationId: integer()
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  n: bigint({ mode: 'number' }).notNull().default(0),
});
