/**
 * @vetrx/core/prescription — the prescription form's rules: quantity, refills, expiry, client
 * notification, compounding, field checks, the save validator the server calls
 * ({@link validatePrescriptionSave}), payload builders, authorization, print fallbacks, recorded prints and shortcuts.
 */
export {
  type AddPrescriptionType,
  type PrescriptionProductFacts,
  type PrescriptionSaveInput,
  type PrescriptionSaveVariables,
} from './types.js';
export { toDayString } from './dates.js';
export { PRESCRIPTION_LIMITS } from './limits.js';
export { refillsError, refillsMaximum } from './refills.js';
export { defaultExpiryDate, EXPIRY_DEFAULT_MONTHS } from './expiry.js';
export { capDaysSupplyInput } from './days-supply.js';
export { type ClientNotificationOption, notifyClientDateFor } from './client-notification.js';
export { isAllergicIngredientEnabled, isReasonForCompoundShown, reasonForCompoundPayload } from './compounding.js';
export { validatePrescriptionSave } from './save.js';
export { candidateDays, checkPrescriptionSave } from './save-check.js';
export {
  approvalSaveOutcomeToast,
  initialPrescriptionFormValues,
  type PrescriptionFormValues,
  saveOutcomeToast,
} from './form.js';
export {
  type FormProduct,
  formValuesFromSaved,
  formValuesFromTask,
  type SavedPrescriptionValues,
} from './form-source.js';
export { authorizeButtonState, authorizingVetOptions, preselectAuthorizingVet, submitAction } from './authorization.js';
export { authorizationRefusal } from './signing.js';
export { type FieldView, prescriptionFormView, type PrescriptionFormView } from './form-view.js';
export { needsPatientPrompt, validatePatientPrompt } from './patient-prompt.js';
export { numberInWords } from './print.js';
export { printedPrescription, type PrintedPrescription, type PrintLine, type PrintSource } from './printed.js';
export {
  nextPrint,
  printEventDetail,
  type PrintCopy,
  type RecordedPrint,
  reprintReasonRequired,
  validatePrintRecord,
} from './prints.js';
export { draftName } from './draft.js';
export { SHORTCUT_FIELD, SHORTCUT_TYPES, type ShortcutType } from './shortcut.js';
export { afterPrescribePath, CREATE_BY_OPTIONS, type CreateBy } from './navigation.js';
export { prescriptionIdOfRxNumber, rxNumberFor, rxOriginCodeFor, savedRxStatusCode } from './issue.js';
export { recentConsults } from './consults.js';
export { prescribeWizardMachine, prescribeWizardStepBar } from './prescribe-wizard.machine.js';
export {
  hasErrors,
  type PrescriptionFormFacts,
  prescriptionFormMachine,
  visibleFieldErrors,
} from './prescription-form.machine.js';
