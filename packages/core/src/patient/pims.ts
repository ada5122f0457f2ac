/**
 * A patient and its PIMS record (clients §4): linking updates, import, and the differences shown as
 * 'update available'.
 */
import { hasFeature, type LocationFeatures } from '../common/features.js';
import type { Id } from '../common/ids.js';
import { trimToNull } from '../common/text.js';
import { isPimsLinked, pimsIdsOf, type PimsDifference, type PimsLinkFields } from '../client/pims-link.js';
import { formatDate } from '../format/date.js';
import { CLIENT_TOASTS } from '../messages/clients.js';
import { POUNDS_PER_KG, type WeightUnit } from './constants.js';
import { toDay } from '../common/day.js';
import { isValidWeight } from './schema.js';
import { normalizePimsGender, speciesFromPims, toGenderCode, type GenderCode, type SpeciesCode } from './species.js';

/**
 * A PIMS patient, structurally: the fields linking and import read (clients §3).
 *
 * @example
 * import type { PimsPatient } from '@vetrx/core/patient';
 */
export interface PimsPatient {
  readonly id?: string | number | null;
  readonly pimsId?: string | null;
  readonly providerId?: string | null;
  readonly name?: string | null;
  readonly dateOfBirth?: string | null;
  readonly dateOfDeath?: string | null;
  readonly gender?: string | null;
  readonly normalizedGender?: string | null;
  readonly breed?: string | null;
  readonly species?: string | null;
  readonly normalizedSpecies?: string | null;
  readonly currentWeightInPounds?: number | null;
  readonly isDeceased?: boolean | null;
  readonly isDeleted?: boolean | null;
  readonly isActive?: boolean | null;
}

/**
 * The local patient as linking reads it.
 *
 * @example
 * import type { LinkablePatient } from '@vetrx/core/patient';
 */
export interface LinkablePatient {
  readonly id: Id;
  readonly isActive: boolean;
  readonly weight?: number | null;
  readonly weightUnit?: string | null;
  readonly deceasedDate?: string | null;
  readonly isDeceased?: boolean | null;
  readonly gender?: string | null;
  readonly birthdate?: string | null;
  readonly breed?: { readonly name?: string | null } | null;
  readonly pimsId?: string | null;
  readonly pimsProviderId?: string | null;
}

/**
 * The patient link update payload (clients §7: updatePatientId with its input).
 *
 * @example
 * import type { PatientLinkUpdate } from '@vetrx/core/patient';
 */
export interface PatientLinkUpdate {
  readonly updatePatientId: Id;
  readonly input: {
    readonly isActive: boolean;
    readonly pimsId: string | null;
    readonly pimsProviderId: string | null;
    readonly pimsConnectionType: string | null;
    readonly weight: number | null;
    readonly weightUnit: string | null;
    readonly deceasedDate: string | null;
    readonly isDeceased: boolean;
    readonly gender: string | null;
  };
}

/**
 * The gender code of a PIMS patient: its normalizedGender, else its gender, by `normalizePimsGender`
 * (clients §4).
 *
 * @example
 * pimsPatientGender({ gender: 'Spayed Female' }) // 'S'
 */
export function pimsPatientGender(pims: PimsPatient): 'M' | 'F' | 'S' | 'N' | 'O' {
  return normalizePimsGender(trimToNull(pims.normalizedGender) ?? pims.gender);
}

/** The PIMS weight in pounds when it is a valid weight, rounded to cents; `null` otherwise. */
function pimsPounds(pims: PimsPatient): number | null {
  const w = pims.currentWeightInPounds;
  if (typeof w !== 'number' || !Number.isFinite(w)) return null;
  const rounded = Math.round(w * 100) / 100;
  return isValidWeight(rounded) ? rounded : null;
}

/**
 * The update that links a local patient to a PIMS patient (clients §4 step 4): the PIMS ids and the
 * connection type; the weight in pounds (unit lbs) only if the local weight is empty; the date of
 * death only if the local one is empty; isDeceased (a patient deceased on either side, or with a date
 * of death, stays deceased); the gender only if the local one is empty. Local values are never
 * overwritten.
 *
 * @example
 * patientLinkUpdate({ id: 3, isActive: true, weight: null }, { pimsId: 'p1', currentWeightInPounds: 22 }, 'EZYVET').input.weight // 22
 */
export function patientLinkUpdate(local: LinkablePatient, pims: PimsPatient, pimsConnectionType: string | null): PatientLinkUpdate {
  const ids = pimsIdsOf({ ...pims, pimsConnectionType });
  const hasWeight = typeof local.weight === 'number' && Number.isFinite(local.weight);
  const pounds = pimsPounds(pims);
  const useWeight = !hasWeight && pounds !== null;
  const deceasedDate = toDay(local.deceasedDate) ?? toDay(pims.dateOfDeath);
  return {
    updatePatientId: local.id,
    input: {
      isActive: local.isActive,
      ...ids,
      weight: useWeight ? pounds : (local.weight ?? null),
      weightUnit: useWeight ? 'lbs' : (local.weightUnit ?? null),
      deceasedDate,
      isDeceased: local.isDeceased === true || pims.isDeceased === true || deceasedDate !== null,
      gender: trimToNull(local.gender) ?? pimsPatientGender(pims),
    },
  };
}

/**
 * Whether a PIMS patient may be linked to a local patient by species: a dog's record is never a
 * cockatiel's (its prescriptions would be written back to the wrong animal). A species unknown or
 * unnamed on either side does not refuse.
 *
 * @example
 * pimsSpeciesMatches('avian', { species: 'Canine' }) // false
 * pimsSpeciesMatches('canine', { species: 'Dog' }) // true
 */
export function pimsSpeciesMatches(localSpeciesCode: string | null | undefined, pims: Pick<PimsPatient, 'species' | 'normalizedSpecies'>): boolean {
  const local = speciesFromPims(localSpeciesCode);
  const theirs = speciesFromPims(trimToNull(pims.normalizedSpecies) ?? pims.species);
  const vague = (code: string) => code === 'unknown' || code === 'other';
  return vague(local) || vague(theirs) || local === theirs;
}

/**
 * Why a PIMS patient cannot be imported, when it cannot.
 *
 * @example
 * import type { PimsImportBlock } from '@vetrx/core/patient';
 */
export type PimsImportBlock = { readonly reason: 'deceased' } | { readonly reason: 'alreadyImported'; readonly message: string };

/**
 * Whether a PIMS patient can be imported (clients §2, §4): not when deceased (the Import button is
 * disabled), not when a local patient already carries its PIMS id ('Patient already imported from
 * Pims. You have to update Patient details'). `null` when it can.
 *
 * @example
 * pimsImportBlock({ pimsId: 'p1' }, [{ pimsId: 'p1' }]) // { reason: 'alreadyImported', message: 'Patient already imported …' }
 */
export function pimsImportBlock(pims: PimsPatient, localPatients: readonly { readonly pimsId?: string | null }[]): PimsImportBlock | null {
  if (pims.isDeceased === true || trimToNull(pims.dateOfDeath) !== null) return { reason: 'deceased' };
  const pimsId = trimToNull(pims.pimsId);
  if (pimsId !== null && localPatients.some((p) => trimToNull(p.pimsId) === pimsId)) {
    return { reason: 'alreadyImported', message: CLIENT_TOASTS.patientAlreadyImported.title };
  }
  return null;
}

/**
 * The AddLocationPatient input built from a PIMS patient.
 *
 * @example
 * import type { PimsPatientImport } from '@vetrx/core/patient';
 */
export interface PimsPatientImport {
  readonly name: string;
  readonly speciesCode: SpeciesCode;
  readonly breedCode: string | null;
  readonly gender: GenderCode;
  readonly birthdate: string | null;
  readonly weight: number | null;
  readonly weightUnit: WeightUnit;
  readonly locationId: Id;
  readonly pimsId: string | null;
  readonly pimsProviderId: string | null;
  readonly pimsConnectionType: string | null;
  readonly isActive: true;
  readonly isPIMSImport: true;
  readonly allergies: readonly string[];
  readonly healthConditions: readonly string[];
  readonly currentMeds: readonly string[];
  readonly locationPatientClients: readonly { readonly locationClientId: Id; readonly isActive: true; readonly isPrimary: true }[];
}

/**
 * The AddLocationPatient input that imports a PIMS patient for a client (clients §4): the PIMS fields,
 * weight in pounds with unit lbs, isPIMSImport true, linked to the client as its primary client.
 * Decided: the species comes from normalizedSpecies (else species) by `speciesFromPims`; the breed code
 * is looked up by the caller (`breedCode`), as PIMS breeds are names.
 *
 * @example
 * pimsPatientImport(pims, { locationId: 4, locationClientId: 7, pimsConnectionType: 'EZYVET' }).isPIMSImport // true
 */
export function pimsPatientImport(
  pims: PimsPatient,
  target: { readonly locationId: Id; readonly locationClientId: Id; readonly pimsConnectionType: string | null; readonly breedCode?: string | null },
): PimsPatientImport {
  return {
    name: trimToNull(pims.name) ?? '',
    speciesCode: speciesFromPims(trimToNull(pims.normalizedSpecies) ?? pims.species),
    breedCode: trimToNull(target.breedCode),
    gender: pimsPatientGender(pims),
    birthdate: toDay(pims.dateOfBirth),
    weight: pimsPounds(pims),
    weightUnit: 'lbs',
    locationId: target.locationId,
    ...pimsIdsOf({ ...pims, pimsConnectionType: target.pimsConnectionType }),
    isActive: true,
    isPIMSImport: true,
    allergies: [],
    healthConditions: [],
    currentMeds: [],
    locationPatientClients: [{ locationClientId: target.locationClientId, isActive: true, isPrimary: true }],
  };
}

/**
 * Fields compared between a patient and its PIMS record (clients §4).
 *
 * @example
 * import type { PatientDiffField } from '@vetrx/core/patient';
 */
export type PatientDiffField = 'weight' | 'breed' | 'birthdate' | 'gender' | 'deceasedDate';

/**
 * A patient difference: display texts plus the PIMS value to write if the user keeps it.
 *
 * @example
 * import type { PatientPimsDifference } from '@vetrx/core/patient';
 */
export interface PatientPimsDifference extends PimsDifference<PatientDiffField> {
  readonly value: number | string;
}

function inPounds(weight: number, unit: string | null | undefined): number {
  return (unit ?? 'lbs').toLowerCase() === 'kg' ? weight * POUNDS_PER_KG : weight;
}

/**
 * The differences that make the 'update available' notice show on a patient (clients §4): weight
 * (compared in pounds, to the cent), breed (by name, case-insensitive), birth date and date of death (by
 * day, shown MM-DD-YYYY) and gender (the normalised PIMS code). Only fields the PIMS fills are compared.
 * Each difference can be declined by the user; `value` is what to write when it is kept.
 *
 * @example
 * patientPimsDiff({ id: 1, isActive: true, weight: 10, weightUnit: 'lbs' }, { currentWeightInPounds: 12 })
 * // [{ field: 'weight', old: '10 lbs', new: '12 lbs', value: 12 }]
 */
export function patientPimsDiff(local: LinkablePatient, pims: PimsPatient): PatientPimsDifference[] {
  const out: PatientPimsDifference[] = [];
  const pounds = pimsPounds(pims);
  const localWeight = typeof local.weight === 'number' && Number.isFinite(local.weight) ? local.weight : null;
  if (pounds !== null && (localWeight === null || Math.abs(inPounds(localWeight, local.weightUnit) - pounds) >= 0.005)) {
    out.push({
      field: 'weight',
      old: localWeight === null ? null : `${localWeight} ${local.weightUnit ?? 'lbs'}`,
      new: `${pounds} lbs`,
      value: pounds,
    });
  }
  const pimsBreed = trimToNull(pims.breed);
  const localBreed = trimToNull(local.breed?.name);
  if (pimsBreed !== null && pimsBreed.toLowerCase() !== (localBreed ?? '').toLowerCase()) {
    out.push({ field: 'breed', old: localBreed, new: pimsBreed, value: pimsBreed });
  }
  const pimsBirth = toDay(pims.dateOfBirth);
  const localBirth = toDay(local.birthdate);
  if (pimsBirth !== null && pimsBirth !== localBirth) {
    out.push({ field: 'birthdate', old: localBirth && formatDate(localBirth), new: formatDate(pimsBirth), value: pimsBirth });
  }
  if (trimToNull(pims.normalizedGender) !== null || trimToNull(pims.gender) !== null) {
    const pimsGender = pimsPatientGender(pims);
    const localGender = toGenderCode(local.gender);
    if (pimsGender !== localGender) out.push({ field: 'gender', old: localGender, new: pimsGender, value: pimsGender });
  }
  const pimsDeath = toDay(pims.dateOfDeath);
  const localDeath = toDay(local.deceasedDate);
  if (pimsDeath !== null && pimsDeath !== localDeath) {
    out.push({ field: 'deceasedDate', old: localDeath && formatDate(localDeath), new: formatDate(pimsDeath), value: pimsDeath });
  }
  return out;
}

/**
 * The unlinked-patient alert (clients §2, §8: 'This patient is not linked to PIMS so will not write back
 * to the medical record...', with 'Go to Link Page' or 'Ignore'): shown while prescribing for a patient
 * not linked to the PIMS, only with the feature pimsAlertModal and PIMS on for the location and its
 * organization. Never for the office-use patient.
 *
 * @example
 * showsUnlinkedPatientAlert({ pimsEnabled: true, features: { pimsAlertModal: true }, patient: { pimsId: null } }) // true
 */
export function showsUnlinkedPatientAlert(args: {
  readonly pimsEnabled: boolean;
  readonly features: LocationFeatures;
  readonly patient: (PimsLinkFields & { readonly isOfficeUse?: boolean | null }) | null | undefined;
}): boolean {
  if (!args.pimsEnabled || !hasFeature(args.features, 'pimsAlertModal') || !args.patient) return false;
  return args.patient.isOfficeUse !== true && !isPimsLinked(args.patient);
}

/**
 * The patient values the kept PIMS differences write (clients §4 Patient PIMS diff): weight in pounds
 * (unit lbs), the breed's code (looked up by name among the species' breeds; left out when the list
 * lacks it), birth date, gender, and a date of death (which marks the patient deceased). A declined
 * difference is simply left out of `kept`.
 *
 * @example
 * patientDiffValues([{ field: 'weight', old: '10 lbs', new: '12 lbs', value: 12 }], []) // { weight: 12, weightUnit: 'lbs' }
 */
export function patientDiffValues(
  kept: readonly PatientPimsDifference[],
  breeds: readonly { readonly code: string; readonly name: string }[],
): {
  weight?: number;
  weightUnit?: WeightUnit;
  breedCode?: string;
  birthdate?: string;
  gender?: GenderCode;
  deceasedDate?: string;
  isDeceased?: true;
} {
  const out: ReturnType<typeof patientDiffValues> = {};
  for (const d of kept) {
    if (d.field === 'weight' && typeof d.value === 'number') Object.assign(out, { weight: d.value, weightUnit: 'lbs' as const });
    if (d.field === 'breed') {
      const code = breeds.find((b) => b.name.trim().toLowerCase() === String(d.value).trim().toLowerCase())?.code;
      if (code) out.breedCode = code;
    }
    if (d.field === 'birthdate') out.birthdate = String(d.value);
    if (d.field === 'gender') out.gender = toGenderCode(String(d.value)) ?? 'O';
    if (d.field === 'deceasedDate') Object.assign(out, { deceasedDate: String(d.value), isDeceased: true as const });
  }
  return out;
}
