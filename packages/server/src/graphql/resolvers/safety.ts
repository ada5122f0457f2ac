/**
 * The safety screen's fields (issue 42): `LocationPatient.currentMedications` and
 * `pendingRequests` (the patient's medication list, batched per request), `PrescriptionTask.safetyFindings`
 * (a pending request — its linked draft when it has one — checked against the patient's list, like the
 * card's form and bulk approval) and `Prescription.safetyReview` (what was stored when it was saved).
 */
import { pharmacySafetyLine, type SafetyFinding } from '@vetrx/core/safety';
import { rxStatusDisplay } from '@vetrx/core/record';
import type { RequestContext } from '../../context/context.js';
import { carriedSafety, type PatientMedicationOut } from '../../repositories/patient-safety.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { PrescriptionTaskRow } from '../parents.js';

/** A list entry as the contract's PatientMedication. */
function medicationOut(m: PatientMedicationOut) {
  return {
    key: m.key,
    source: m.source,
    name: m.name,
    code: m.code,
    ingredients: m.ingredients,
    dosageForm: m.dosageForm,
    prescriptionId: m.prescriptionId === null ? null : String(m.prescriptionId),
    prescriptionTaskId: m.prescriptionTaskId === null ? null : String(m.prescriptionTaskId),
    rxNumber: m.rxNumber,
    rxStatus: m.rxStatusCode === null ? null : { code: m.rxStatusCode, description: rxStatusDisplay({ rxStatus: { code: m.rxStatusCode }, archived: false, isFillable: m.isFillable === true }).label },
    issuedDate: m.issuedDate,
    prescExpiryDate: m.prescExpiryDate,
  };
}

/** The findings of a pending request with a patient: its draft's product and directions when it links one. */
async function taskFindings(ctx: RequestContext, task: PrescriptionTaskRow): Promise<SafetyFinding[]> {
  if (task.status !== 'PENDING' || task.locationPatientId === null) return [];
  // A card of the queue's page statement carries its patient, draft and list; any other
  // task reads them through the loaders, the list beside the patient and the draft (one wave a page).
  const carried = carriedSafety(task);
  const rows = carried ? Promise.resolve(carried.rows) : ctx.repos.safety.medicationRowsOf(task.locationId, task.locationPatientId, ctx.now());
  rows.catch(() => undefined); // awaited by the check below, unless the patient needs none (office use)
  const [patient, draft] = carried
    ? [carried.patient, carried.draft]
    : await Promise.all([ctx.loaders.locationPatient.load(task.locationPatientId), task.prescriptionId === null ? null : ctx.loaders.prescription.load(task.prescriptionId)]);
  const ownDraft = draft && draft.rxStatusCode === 'Draft' ? draft : null;
  const product = await ctx.loaders.product.load(ownDraft?.productId ?? task.productId);
  return ctx.repos.safety.findingsFor(
    {
      patient,
      product,
      directions: ownDraft?.directions ?? null,
      exclude: { prescriptionTaskId: task.id, prescriptionIds: [task.prescriptionId, task.previousPrescriptionId] },
      rows,
    },
    ctx.now(),
  );
}

export const safetyResolvers: Resolvers = {
  LocationPatient: {
    currentMedications: async (patient, _a, ctx) => (await ctx.repos.safety.medicationLists(patient, ctx.now())).current.map(medicationOut),
    pendingRequests: async (patient, _a, ctx) => (await ctx.repos.safety.medicationLists(patient, ctx.now())).requests.map(medicationOut),
    pimsMedicationsUnavailable: async (patient, _a, ctx) => (await ctx.repos.safety.medicationLists(patient, ctx.now())).pimsUnavailable === true,
  },
  PrescriptionTask: {
    safetyFindings: (task, _a, ctx) => taskFindings(ctx, task),
  },
  Prescription: {
    safetyReview: (rx) => {
      const review = rx.safetyReview;
      if (!review) return null;
      const findings = review.findings as SafetyFinding[];
      return { ...review, findings, pharmacyLine: pharmacySafetyLine({ findings, overrideReason: review.overrideReason, withdrawalTime: review.withdrawalTime }) };
    },
  },
};
