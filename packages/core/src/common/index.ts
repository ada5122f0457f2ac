export { type FieldErrors, type ValidationResult, zodFieldErrors } from './validation.js';
export { type Id, sameId } from './ids.js';
export { featuresFromList, hasFeature, type LocationFeatures } from './features.js';
export { formatMessage } from './format-message.js';
export { maxLengthMessage, trimToNull } from './text.js';
export { optionalText, requiredText } from './text-fields.js';
export { capitalizeWords } from './names.js';
export {
  addPhone,
  DEFAULT_CONTACT_TYPES,
  finishPhoneInput,
  hasPhone,
  hasPhoneNumber,
  isValidPhone,
  maskPhoneInput,
  normalizePastedPhone,
  phoneDigits,
  type PhoneInput,
  phoneTypeIdByName,
} from './phone.js';
export {
  ADDRESS_LIMITS,
  type AddressInput,
  addressInputSchema,
  checkNewAddress,
  postalAddress,
  zipInput,
} from './address.js';
export { US_STATES } from './us-states.js';
export {
  CONSULT_CONNECTION_TYPES,
  isConnectionTypeIn,
  isPimsEnabled,
  isPimsImportEnabled,
  PIMS_CONNECTION_TYPES,
  PROVIDER_ID_CONNECTION_TYPE,
  toConnectionType,
  WRITEBACK_CONNECTION_TYPES,
  writesBackToPims,
} from './pims.js';
export { todayDay } from './day.js';
export { hasControlCharacters, isImpossibleRecordId, isRecordId, PAGE_TAKE_MAX, pageArgs } from './request-input.js';
