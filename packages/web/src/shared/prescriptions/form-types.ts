/** Public types of the PrescriptionForm (see README.md in this folder). */
import type { AddPrescriptionType } from '@vetrx/core/prescription';
import type { GetPrescriptionQuery } from '@vetrx/core/operations/GetPrescription';
import type { SavedPrescriptionValues } from '@vetrx/core/prescription';
import type { ReactNode } from 'react';

/** A prescription as GetPrescription / AddPrescription answer it (PrescriptionDetailFields). */
export type PrescriptionDetail = NonNullable<GetPrescriptionQuery['getPrescription']>;

/** A saved prescription the form can start from (a task's linked or previous prescription qualifies). */
export type SavedPrescriptionSource = SavedPrescriptionValues & {
  id?: string | number | null;
  productId: string | number;
  rxStatus?: { code: string } | null;
};

/** A task the form can start from (the approvals feature's task detail qualifies). */
export interface PrescriptionFormTaskSource {
  id: string;
  productId: string;
  flavorId?: string | null;
  quantityRequested?: number | null;
  locationId?: string | null;
  locationClientId: string;
  locationPatientId?: string | null;
  isAutoship?: boolean | null;
  prescription?: SavedPrescriptionSource | null;
  previousPrescription?: SavedPrescriptionSource | null;
}

/** Where the form's values start from. */
export type PrescriptionFormSource =
  | { kind: 'new'; productId: string; clientId?: string | null; patientId?: string | null; isOfficeUse?: boolean }
  | { kind: 'prescription'; prescription: SavedPrescriptionSource; copy?: boolean }
  | { kind: 'task'; task: PrescriptionFormTaskSource };

/** The task a save answers (prescriptionTaskToAttach). */
export interface PrescriptionFormTask {
  id: string;
  status?: string | null;
  type?: string | null;
  action?: string | null;
  initiatedBy?: string | null;
  origin?: string | null;
  /** Raises the refills maximum (non-controlled) and the stepper's minimum. */
  quantityRequested?: number | null;
}

export interface PrescriptionFormProps {
  mode: 'create' | 'approval';
  source: PrescriptionFormSource;
  task?: PrescriptionFormTask | null;
  /** An existing draft: saves go through UpdatePrescription (defaults from the source). */
  prescriptionId?: string | null;
  onSaved?: (result: { prescription: PrescriptionDetail; type: AddPrescriptionType }) => void;
  onCancel?: () => void;
  /** Between the draft and the submit buttons (approval: Decline). */
  actionsSlot?: ReactNode;
  /** Initial state of the print-after-authorizing toggle. */
  printAfterAuthorizing?: boolean;
}

/** The id the form saves with: an explicit one, else a draft source's (not a copy's, not a task's issued one). */
export function draftIdOf(props: Pick<PrescriptionFormProps, 'source' | 'prescriptionId'>): string | null {
  if (props.prescriptionId !== undefined) return props.prescriptionId;
  const s = props.source;
  if (s.kind === 'prescription' && !s.copy && s.prescription.id && (!s.prescription.rxStatus || s.prescription.rxStatus.code === 'Draft')) {
    return String(s.prescription.id);
  }
  if (s.kind === 'task' && s.task.prescription?.id && s.task.prescription.rxStatus?.code === 'Draft') return String(s.task.prescription.id);
  return null;
}

/** The product, client and patient ids a source names. */
export function sourceIds(source: PrescriptionFormSource): { productId: string; clientId: string | null; patientId: string | null; isOfficeUse: boolean } {
  switch (source.kind) {
    case 'new':
      return { productId: source.productId, clientId: source.clientId ?? null, patientId: source.patientId ?? null, isOfficeUse: source.isOfficeUse === true };
    case 'prescription': {
      const p = source.prescription;
      return {
        productId: String(p.productId),
        clientId: p.locationClientId == null ? null : String(p.locationClientId),
        patientId: p.locationPatientId == null ? null : String(p.locationPatientId),
        isOfficeUse: p.isOfficeUse === true,
      };
    }
    case 'task': {
      const t = source.task;
      const rx = t.prescription?.rxStatus?.code === 'Draft' ? t.prescription : null;
      return { productId: String(rx?.productId ?? t.productId), clientId: t.locationClientId, patientId: t.locationPatientId ?? null, isOfficeUse: false };
    }
  }
}
