/**
 * The patient form's values and their conversion to AddLocationPatient / UpdateLocationPatient input.
 * Core validates (validateLocationPatientInput); nothing is decided here.
 */
import type { LocationPatientFieldsFragment } from '@vetrx/core/fragments/LocationPatientFields';
import { type FieldErrors, type LocationFeatures, todayDay } from '@vetrx/core/common';
import { DEFAULT_WEIGHT_UNIT, validateLocationPatientInput, type WeightUnit } from '@vetrx/core/patient';

export type LoadedPatient = LocationPatientFieldsFragment;

export interface PatientFormValues {
  name: string;
  speciesCode: string;
  breedCode: string;
  gender: string;
  birthdate: string;
  weight: string;
  weightUnit: WeightUnit;
  prescVetLocationUserId: string;
  allergies: string[];
  healthConditions: string[];
  currentMeds: string[];
  isActive: 'yes' | 'no';
  deceasedDate: string;
}

export const EMPTY_PATIENT_FORM: PatientFormValues = {
  name: '',
  speciesCode: '',
  breedCode: '',
  gender: '',
  birthdate: '',
  weight: '',
  weightUnit: DEFAULT_WEIGHT_UNIT,
  prescVetLocationUserId: '',
  allergies: [],
  healthConditions: [],
  currentMeds: [],
  isActive: 'yes',
  deceasedDate: '',
};

export function patientFormValues(p: LoadedPatient): PatientFormValues {
  return {
    name: p.name,
    speciesCode: p.species?.code ?? '',
    breedCode: p.breed?.code ?? '',
    gender: p.gender ?? '',
    birthdate: p.birthdate ?? '',
    weight: p.weight == null ? '' : String(p.weight),
    weightUnit: p.weightUnit === 'kg' ? 'kg' : 'lbs',
    prescVetLocationUserId: p.prescVetLocationUserId ?? '',
    allergies: p.allergies.map((a) => a.code),
    healthConditions: p.healthConditions.map((h) => h.code),
    currentMeds: p.medications.map((m) => m.code),
    isActive: p.isActive ? 'yes' : 'no',
    deceasedDate: p.deceasedDate ?? '',
  };
}

/** The fields shared by AddLocationPatient and UpdateLocationPatient. */
function commonInput(v: PatientFormValues) {
  return {
    name: v.name,
    speciesCode: v.speciesCode,
    breedCode: v.breedCode || null,
    gender: v.gender,
    birthdate: v.birthdate || null,
    weight: v.weight.trim() === '' ? null : Number(v.weight),
    weightUnit: v.weightUnit,
    allergies: v.allergies,
    healthConditions: v.healthConditions,
    currentMeds: v.currentMeds,
    prescVetLocationUserId: v.prescVetLocationUserId || null,
    isActive: v.isActive === 'yes',
  };
}

/** AddLocationPatient input: the patient linked to the client as its primary owner. */
export function addPatientInput(v: PatientFormValues, scope: { locationId: string; locationClientId: string }) {
  return {
    ...commonInput(v),
    locationId: scope.locationId,
    locationPatientClients: [{ locationClientId: scope.locationClientId, isActive: true, isPrimary: true }],
  };
}

/** UpdateLocationPatient input of the full form: a date of death marks the patient deceased. */
export function updatePatientInput(v: PatientFormValues, id: string) {
  return { id, ...commonInput(v), deceasedDate: v.deceasedDate || null, isDeceased: v.deceasedDate !== '' };
}

/** Core's errors mapped to the form's fields. */
export function patientFormErrors(errors: FieldErrors): Partial<Record<keyof PatientFormValues | 'root', string>> {
  const out: Partial<Record<keyof PatientFormValues | 'root', string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    const head = field.split('.')[0];
    const key = (head in EMPTY_PATIENT_FORM ? head : 'root') as keyof PatientFormValues | 'root';
    out[key] ??= message;
  }
  return out;
}

/** Validates the form exactly as the server will. */
export function validatePatientForm(
  v: PatientFormValues,
  opts: { mode: 'add' | 'edit'; features: LocationFeatures; locationId: string; locationClientId: string; id?: string },
) {
  const input = opts.mode === 'add' ? addPatientInput(v, opts) : updatePatientInput(v, opts.id ?? '');
  return validateLocationPatientInput(input, { isUpdate: opts.mode === 'edit', today: todayDay(), features: opts.features });
}
