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

export function useConflictCheck(actor: PrescriptionFormActor, patient: FormPatient, product: LoadedProduct, isOfficeUse: boolean) {
  const daysSupply = useSelector(actor, (s) => s.context.values.daysSupply);
  const known = useSelector(actor, (s) => s.context.facts.conflictExists);
  const conflicts = useMemo(() => {
    const pt = patient;
    if (!pt || isOfficeUse) return null;
    const days = Number(daysSupply);
    return checkConflicts({
      patient: { species: pt.species, weight: pt.weight, weightUnit: pt.weightUnit, allergies: pt.allergies, healthConditions: pt.healthConditions, medications: pt.medications },
      product: { productSpecies: product.productSpecies, weightMin: product.weightMin, weightMax: product.weightMax, shelfLife: product.shelfLife, keywords: product.keywords },
      daysSupply: Number.isFinite(days) && days > 0 ? days : null,
    });
  }, [patient, product, daysSupply, isOfficeUse]);
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

/**
 * Without this request, its draft and the Rx it renews, as the server checks it when it authorizes.
 * The machine hears the gate again only when what it asks changes.
 */
export function useSafetyCheck(actor: PrescriptionFormActor, { patient, product, isOfficeUse, draftId, task, source }: SafetyCheckInput) {
  const directions = useSelector(actor, (s) => s.context.values.directions);
  const known = useSelector(actor, (s) => s.context.facts.safety);
  const sourceTask = source.kind === 'task' ? source.task : null;
  const safety = useMemo(() => {
    const pt = patient;
    if (!pt || isOfficeUse) return null;
    const medications = medicationsToCheck([...(pt.currentMedications ?? []), ...(pt.pendingRequests ?? [])], {
      prescriptionTaskId: task?.id ?? null,
      prescriptionIds: [draftId, sourceTask?.prescription?.id, sourceTask?.previousPrescription?.id],
    });
    const findings = evaluateSafety({
      product: safetyProductOf(product),
      patient: { species: pt.species, breed: pt.breed, weight: pt.weight, weightUnit: pt.weightUnit, healthConditions: pt.healthConditions },
      medications,
      directions,
    });
    return { check: { findings, checked: pt.currentMedications?.length ?? 0 }, gate: safetyGate(findings) };
  }, [patient, isOfficeUse, task?.id, draftId, sourceTask?.prescription?.id, sourceTask?.previousPrescription?.id, product, directions]);
  const gate = safety?.gate ?? null;
  useEffect(() => {
    if (gateKeyOf(known) !== gateKeyOf(gate)) actor.send({ type: 'SAFETY_CHECKED', safety: gate });
  }, [actor, gate, known]);
  return safety;
}
