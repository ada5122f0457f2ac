import { PRESCRIBING_VALIDATION } from '../messages/prescribing.js';

/**
 * Smallest days supply.
 *
 * @example
 * DAYS_SUPPLY_MIN // 1
 */
export const DAYS_SUPPLY_MIN = 1;
/**
 * Largest days supply.
 *
 * @example
 * DAYS_SUPPLY_MAX // 365
 */
export const DAYS_SUPPLY_MAX = 365;
/**
 * Digits the days-supply input accepts (3; 2 in the create form, so at most 99 there).
 *
 * @example
 * DAYS_SUPPLY_INPUT_DIGITS.createForm // 2
 */
export const DAYS_SUPPLY_INPUT_DIGITS = { default: 3, createForm: 2 } as const;

/**
 * Keeps what the days-supply input accepts: digits only, at most 3 (2 in the create form).
 *
 * @example
 * capDaysSupplyInput('1234') // '123'
 * capDaysSupplyInput('1234', { createForm: true }) // '12'
 */
export function capDaysSupplyInput(text: string, options: { createForm?: boolean } = {}): string {
  const digits = options.createForm ? DAYS_SUPPLY_INPUT_DIGITS.createForm : DAYS_SUPPLY_INPUT_DIGITS.default;
  return text.replace(/\D+/g, '').slice(0, digits);
}

/**
 * Checks a days supply: optional; when given a whole number from 1 to 365. A whole number of 0 or less
 * is accepted, because it is sent (and stored) as null — see {@link daysSupplyPayload}.
 *
 * @example
 * daysSupplyError(366) // 'Must be greater than zero & less than or equal to 365'
 * daysSupplyError(0) // undefined (sent as null)
 * daysSupplyError(null) // undefined
 */
export function daysSupplyError(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  const n = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n)) return PRESCRIBING_VALIDATION.daysSupplyRange;
  return n <= 0 || (n >= DAYS_SUPPLY_MIN && n <= DAYS_SUPPLY_MAX) ? undefined : PRESCRIBING_VALIDATION.daysSupplyRange;
}

/**
 * The days supply sent: 0 or less (or nothing) is sent as null.
 *
 * @example
 * daysSupplyPayload(0) // null
 * daysSupplyPayload('30') // 30
 */
export function daysSupplyPayload(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  return Number.isFinite(n) && n > 0 ? n : null;
}
