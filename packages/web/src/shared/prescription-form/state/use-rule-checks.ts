/**
 * The checks that follow what the form shows (core's rules), each telling the machine its outcome only
 * when that outcome changes: the conflict check (species, weight, days supply, keywords) and the
 * safety check (the product and directions against the patient's medications and pending requests).
 */
import { checkConflicts, hasConflict } from '@vetrx/core/conflict';
import { evaluateSafety, medicationsToCheck, type SafetyGate, safetyGate } from '@vetrx/core/safety';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { PrescriptionFormProps } from '../../prescriptions/form-types';
import { type LoadedProduct, safetyProductOf } from '../product';
import type { useFormData } from '../useFormData';
import type { PrescriptionFormActor } from './types';

type FormPatient = ReturnType<typeof useFormData>['patient'];

/** What a safety gate asks, as one comparable key. */
const gateKeyOf = (g: SafetyGate | null | undefined): string => (g ? `${g.needsReason}|${g.needsWithdrawalTime}|${g.prohibited?.code ?? ''}` : '');

/** The conflict check of what the form shows (null for office use or without a patient). */
function conflictsFor(patient: FormPatient, product: LoadedProduct, daysSupply: unknown, isOfficeUse: boolean) {
  if (!patient || isOfficeUse) return null;
  const days = Number(daysSupply);
  return checkConflicts({
    patient: { species: patient.species, weight: patient.weight, weightUnit: patient.weightUnit, allergies: patient.allergies, healthConditions: patient.healthConditions, medications: patient.medications },
    product: { productSpecies: product.productSpecies, weightMin: product.weightMin, weightMax: product.weightMax, shelfLife: product.shelfLife, keywords: product.keywords },
    daysSupply: Number.isFinite(days) && days > 0 ? days : null,
  });
}

export function useConflictCheck(actor: PrescriptionFormActor, patient: FormPatient, product: LoadedProduct, isOfficeUse: boolean) {
  const daysSupply = useSelector(actor, (s) => s.context.values.daysSupply);
  const known = useSelector(actor, (s) => s.context.facts.conflictExists);
  const conflicts = useMemo(() => conflictsFor(patient, product, daysSupply, isOfficeUse), [patient, product, daysSupply, isOfficeUse]);
  const conflictExists = hasConflict(conflicts);
  useEffect(() => {
    if (known !== conflictExists) actor.send({ type: 'CONFLICT_CHECKED', conflictExists });
  }, [actor, conflictExists, known]);
  return conflicts;
}

interface SafetyCheckInput {
  patient: FormPatient;
  product: LoadedProduct;
  isOfficeUse: boolean;
  draftId: string | null;
  task: PrescriptionFormProps['task'];
  source: PrescriptionFormProps['source'];
}

/** Whose medications the safety check leaves out: this request, its draft and the Rx it renews (as the server does). */
function ownIds({ draftId, task, source }: SafetyCheckInput) {
  const sourceTask = source.kind === 'task' ? source.task : null;
  return { taskId: task?.id ?? null, draftId, prescriptionId: sourceTask?.prescription?.id ?? null, previousId: sourceTask?.previousPrescription?.id ?? null };
}

/** The safety check of what the form shows, with the gate its findings make (null for office use or without a patient). */
function safetyFor(patient: FormPatient, product: LoadedProduct, isOfficeUse: boolean, own: ReturnType<typeof ownIds>, directions: string | null | undefined) {
  if (!patient || isOfficeUse) return null;
  const medications = medicationsToCheck([...(patient.currentMedications ?? []), ...(patient.pendingRequests ?? [])], {
    prescriptionTaskId: own.taskId,
    prescriptionIds: [own.draftId, own.prescriptionId, own.previousId],
  });
  const findings = evaluateSafety({
    product: safetyProductOf(product),
    patient: { species: patient.species, breed: patient.breed, weight: patient.weight, weightUnit: patient.weightUnit, healthConditions: patient.healthConditions },
    medications,
    directions,
  });
  return { check: { findings, checked: patient.currentMedications?.length ?? 0 }, gate: safetyGate(findings) };
}

/**
 * What the machine starts from: both checks over the form's first values. Given as the machine's input,
 * the checks below find their outcome known and tell the machine nothing on mount, which would otherwise
 * render the whole form a second time before its first paint (issue 61: the Approve press).
 */
export function initialCheckFacts(input: SafetyCheckInput, values: { daysSupply?: unknown; directions?: string | null }) {
  return {
    conflictExists: hasConflict(conflictsFor(input.patient, input.product, values.daysSupply, input.isOfficeUse)),
    safety: safetyFor(input.patient, input.product, input.isOfficeUse, ownIds(input), values.directions)?.gate ?? null,
  };
}

/**
 * Without this request, its draft and the Rx it renews, as the server checks it when it authorizes.
 * The machine hears the gate again only when what it asks changes.
 */
export function useSafetyCheck(actor: PrescriptionFormActor, input: SafetyCheckInput) {
  const { patient, product, isOfficeUse } = input;
  const directions = useSelector(actor, (s) => s.context.values.directions);
  const known = useSelector(actor, (s) => s.context.facts.safety);
  const { taskId, draftId, prescriptionId, previousId } = ownIds(input);
  const safety = useMemo(
    () => safetyFor(patient, product, isOfficeUse, { taskId, draftId, prescriptionId, previousId }, directions),
    [patient, product, isOfficeUse, taskId, draftId, prescriptionId, previousId, directions],
  );
  const gate = safety?.gate ?? null;
  useEffect(() => {
    if (gateKeyOf(known) !== gateKeyOf(gate)) actor.send({ type: 'SAFETY_CHECKED', safety: gate });
  }, [actor, gate, known]);
  return safety;
}
