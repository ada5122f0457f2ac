import { COMMON_MESSAGES } from '../common.js';

/**
 * Field messages of the prescription form (prescribing §5), verbatim.
 *
 * @example
 * PRESCRIBING_VALIDATION.quantityRange // 'Must be greater than zero & less than 10000'
 */
export const PRESCRIBING_VALIDATION = {
  required: COMMON_MESSAGES.fieldRequired,
  quantityRange: 'Must be greater than zero & less than 10000',
  refillsPositive: 'Just positive numbers are allowed',
  validDate: 'Please provide a valid Date',
  daysSupplyRange: 'Must be greater than zero & less than or equal to 365',
  productUnavailable: 'This product is not available, please reselect',
  clientNotActive: COMMON_MESSAGES.clientNotActive.title,
  patientNotActive: COMMON_MESSAGES.patientNotActive.title,
} as const;
