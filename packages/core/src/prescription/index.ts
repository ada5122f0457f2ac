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
export { QUANTITY_MAX, QUANTITY_MIN, quantityStepperBounds, unitsPerFill } from './quantity.js';
export {
  isPrnAvailable,
  isPrnLocked,
  isRefillsDisabled,
  refillChoices,
  refillsError,
  refillsMaximum,
} from './refills.js';
export { defaultExpiryDate, EXPIRY_DEFAULT_MONTHS, expiryWindow } from './expiry.js';
export { capDaysSupplyInput } from './days-supply.js';
export {
  CLIENT_NOTIFICATION_OPTIONS,
  type ClientNotificationOption,
  isNotifyClientDateEnabled,
  notifyClientDateFor,
} from './client-notification.js';
export {
  ALLERGIC_INGREDIENT_MAX_LENGTH,
  isAllergicIngredientEnabled,
  isReasonForCompoundShown,
  reasonForCompoundHint,
  reasonForCompoundPayload,
} from './compounding.js';
export {
  CONSULT_CODE_MAX_LENGTH,
  DIRECTIONS_MAX_LENGTH,
  isNoteToClientAvailable,
  NOTE_TO_CLIENT_MAX_LENGTH,
  NOTE_TO_PHARMACY_MAX_LENGTH,
} from './fields.js';
export { validatePrescriptionSave } from './save.js';
export { candidateDays, checkPrescriptionSave, type PrescriptionSaveFacts } from './save-check.js';
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
export {
  authorizationRefusal,
  authorizeButtonState,
  authorizingVetLabel,
  authorizingVetOptions,
  preselectAuthorizingVet,
  submitAction,
} from './authorization.js';
export { shouldOpenAdvancedOptions } from './advanced-options.js';
export {
  type FieldView,
  prescriptionFormView,
  type PrescriptionFormView,
  type PrescriptionFormViewFacts,
} from './form-view.js';
export { needsPatientPrompt, validatePatientPrompt } from './patient-prompt.js';
export { numberInWords } from './print.js';
export { printedPrescription, type PrintedPrescription, type PrintLine, type PrintSource } from './printed.js';
export {
  nextPrint,
  PRINT_REASON_MAX_LENGTH,
  printEventDetail,
  type PrintCopy,
  type RecordedPrint,
  reprintReasonRequired,
  validatePrintRecord,
} from './prints.js';
export { draftName } from './draft.js';
export { SHORTCUT_FIELD, SHORTCUT_TYPES, type ShortcutType } from './shortcut.js';
export { afterPrescribePath, CREATE_BY_OPTIONS, type CreateBy } from './navigation.js';
export { rxNumberFor, rxOriginCodeFor, savedRxStatusCode } from './issue.js';
export { recentConsults } from './consults.js';
export {
  PRESCRIBE_WIZARD_STEPS,
  prescribeWizardMachine,
  type PrescribeWizardOutput,
} from './prescribe-wizard.machine.js';
export {
  hasErrors,
  type PrescriptionFormEvent,
  type PrescriptionFormFacts,
  prescriptionFormMachine,
  type PrescriptionFormPlainField,
  visibleFieldErrors,
} from './prescription-form.machine.js';
