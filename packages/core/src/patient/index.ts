export { BIRTH_DATE_MIN, DEFAULT_WEIGHT_UNIT, WEIGHT_LIMITS, WEIGHT_UNITS, type WeightUnit } from './constants.js';
export {
  GENDER_CODES,
  type GenderCode,
  genderLabel,
  genderOptions,
  SPECIES_CODES,
  type SpeciesCode,
  speciesFromPims,
  toSpeciesCode,
} from './species.js';
export {
  type LocationPatientClientInput,
  validateLocationPatientInput,
  validateLocationPatientUpdate,
  validatePatientConflictWeight,
  validatePatientWeightEdit,
} from './schema.js';
export {
  type LinkablePatient,
  patientDiffValues,
  type PatientLinkUpdate,
  patientPimsDiff,
  type PatientPimsDifference,
  pimsImportBlock,
  pimsPatientImport,
  pimsSpeciesMatches,
  showsUnlinkedPatientAlert,
} from './pims.js';
export { checkCanAddProduct, patientStatusChange } from './status.js';
export {
  consultLinking,
  isSelectableAsPrescribingVet,
  medicalList,
  pimsStatusRow,
  showsDateOfDeath,
  weightWithUnit,
} from './display.js';
export {
  formatPatientAge,
  formatWeightBothUnits,
  medicationSourceLabel,
  type PatientFactRow,
  patientFacts,
  type PatientFactsInput,
} from './facts.js';
export { canSearchPims, type PimsLinkClient, pimsLinkMachine, pimsPatientHolder } from './pims-link.machine.js';
