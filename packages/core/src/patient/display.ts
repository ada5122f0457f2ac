/**
 * What the patient profile and medical information panels show (clients §2, §4, §5, §6).
 */
import { CONSULT_CONNECTION_TYPES, isConnectionTypeIn } from '../common/pims.js';
import { trimToNull } from '../common/text.js';
import { isPimsLinked, type PimsLinkFields } from '../client/pims-link.js';
import { CLIENT_LABELS, CLIENT_NOTICES } from '../messages/clients.js';
import { toDay } from '../common/day.js';

/**
 * A medical-information list as shown: names joined with ", ", or 'N/A' when empty (clients §2).
 *
 * @example
 * medicalList([{ name: 'Penicillin' }, { name: 'Sulfa' }]) // 'Penicillin, Sulfa'
 */
export function medicalList(items: readonly { readonly name?: string | null }[] | null | undefined): string {
  const names = (items ?? []).map((i) => trimToNull(i.name)).filter((n): n is string => n !== null);
  return names.length ? names.join(', ') : CLIENT_LABELS.notAvailable;
}

/**
 * The Date of Death row shows only when the patient is deceased and a date exists (clients §2).
 *
 * @example
 * showsDateOfDeath({ isDeceased: true, deceasedDate: null }) // false
 */
export function showsDateOfDeath(patient: { readonly isDeceased?: boolean | null; readonly deceasedDate?: string | null }): boolean {
  return patient.isDeceased === true && trimToNull(patient.deceasedDate) !== null;
}

/**
 * The PIMS Status row: its label and the tooltip (the PIMS ID).
 *
 * @example
 * import type { PimsStatusRow } from '@vetrx/core/patient';
 */
export interface PimsStatusRow {
  readonly label: string;
  readonly tooltip: string | null;
}

/**
 * The PIMS Status row: 'Linked' or 'Not Linked' with the PIMS ID as tooltip; `null` (no row) when the
 * location has no PIMS (clients §2).
 *
 * @example
 * pimsStatusRow({ pimsId: 'p1' }, true) // { label: 'Linked', tooltip: 'p1' }
 */
export function pimsStatusRow(record: PimsLinkFields, locationHasPims: boolean): PimsStatusRow | null {
  if (!locationHasPims) return null;
  const linked = isPimsLinked(record);
  return {
    label: linked ? CLIENT_LABELS.linked : CLIENT_LABELS.notLinked,
    tooltip: trimToNull(record.pimsId) ?? trimToNull(record.pimsProviderId),
  };
}

/**
 * The weight and date-of-birth prompt shown while authorizing (clients §5): for Rx-approval products,
 * when the weight is missing, or the birth date is missing, invalid, or in 1900 or earlier.
 *
 * @example
 * needsWeightAndBirthDatePrompt({ weight: 12, birthdate: '1900-06-01' }, { isRxApproval: true }) // true
 */
export function needsWeightAndBirthDatePrompt(
  patient: { readonly weight?: number | null; readonly birthdate?: string | null },
  product: { readonly isRxApproval: boolean },
): boolean {
  if (!product.isRxApproval) return false;
  const weightMissing = typeof patient.weight !== 'number' || !Number.isFinite(patient.weight);
  const day = toDay(patient.birthdate);
  return weightMissing || day === null || Number(day.slice(0, 4)) <= 1900;
}

/**
 * Whether consult linking is available while prescribing, or the hint shown instead.
 *
 * @example
 * import type { ConsultLinking } from '@vetrx/core/patient';
 */
export type ConsultLinking = { readonly enabled: true } | { readonly enabled: false; readonly hint: string };

/**
 * PIMS consult linking (clients §4): enabled only for the consult-capable connection types (EZYVET,
 * DIGITAIL), when write-back is enabled, the account is set up and the patient has a PIMS id. Otherwise
 * the hint is 'Account is not set up for prescription write back.' when the account side fails, else
 * 'Patient needs to be linked to a PIMS record.'.
 *
 * @example
 * consultLinking({ pimsConnectionType: 'EZYVET', isWritebackEnabled: true, isAccountSetUp: true }, { pimsId: null })
 * // { enabled: false, hint: 'Patient needs to be linked to a PIMS record.' }
 */
export function consultLinking(
  account: { readonly pimsConnectionType: string | null | undefined; readonly isWritebackEnabled: boolean; readonly isAccountSetUp: boolean },
  patient: { readonly pimsId?: string | null },
): ConsultLinking {
  const accountReady =
    isConnectionTypeIn(CONSULT_CONNECTION_TYPES, account.pimsConnectionType) && account.isWritebackEnabled && account.isAccountSetUp;
  if (!accountReady) return { enabled: false, hint: CLIENT_NOTICES.noWriteback };
  if (trimToNull(patient.pimsId) === null) return { enabled: false, hint: CLIENT_NOTICES.patientNotLinked };
  return { enabled: true };
}

/**
 * Users selectable as a patient's prescribing vet (clients §6): those whose role canAuthorize, and the
 * roles named Vet or vet admin (compared case-insensitively, "vetadmin" included).
 *
 * @example
 * isSelectableAsPrescribingVet({ name: 'VETADMIN', canAuthorize: false }) // true
 */
export function isSelectableAsPrescribingVet(role: { readonly name: string; readonly canAuthorize: boolean }): boolean {
  const name = role.name.trim().toLowerCase().replace(/[\s_-]+/g, '');
  return role.canAuthorize || name === 'vet' || name === 'vetadmin';
}

/**
 * The weight with its unit (clients §2 Patient Profile: 'Weight with unit'), N/A when there is none.
 *
 * @example
 * weightWithUnit({ weight: 12.5, weightUnit: 'kg' }) // '12.5 kg'
 */
export function weightWithUnit(patient: { readonly weight?: number | null; readonly weightUnit?: string | null }): string {
  if (typeof patient.weight !== 'number' || !Number.isFinite(patient.weight)) return CLIENT_LABELS.notAvailable;
  const unit = trimToNull(patient.weightUnit)?.toLowerCase() ?? 'lbs';
  return `${Number(patient.weight.toFixed(2))} ${unit}`;
}
