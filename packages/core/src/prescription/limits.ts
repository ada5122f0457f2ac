import { ALLERGIC_INGREDIENT_MAX_LENGTH } from './compounding.js';
import { CONSULT_CODE_MAX_LENGTH, DIRECTIONS_MAX_LENGTH, NOTE_TO_CLIENT_MAX_LENGTH, NOTE_TO_PHARMACY_MAX_LENGTH } from './fields.js';
import { PRINT_REASON_MAX_LENGTH } from './prints.js';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity.js';

/**
 * The prescription's limits in one object: the quantity's range in packs and the most
 * characters of each free-text field. The rules check them and the form view gives them to each field
 * (`FieldView.maxLength`); a screen or the server that needs the number reads it here.
 *
 * @example
 * import { PRESCRIPTION_LIMITS } from '@vetrx/core/prescription';
 * PRESCRIPTION_LIMITS.directions // 620
 * PRESCRIPTION_LIMITS.quantityMax // 9999
 */
export const PRESCRIPTION_LIMITS = {
  quantityMin: QUANTITY_MIN,
  quantityMax: QUANTITY_MAX,
  directions: DIRECTIONS_MAX_LENGTH,
  noteToPharmacy: NOTE_TO_PHARMACY_MAX_LENGTH,
  noteToClient: NOTE_TO_CLIENT_MAX_LENGTH,
  /** The PIMS consult code search. */
  consultCode: CONSULT_CODE_MAX_LENGTH,
  allergicIngredient: ALLERGIC_INGREDIENT_MAX_LENGTH,
  /** A reprint's reason, after trimming. */
  printReason: PRINT_REASON_MAX_LENGTH,
} as const;
