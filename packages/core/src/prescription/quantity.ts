import { PRESCRIBING_VALIDATION } from '../messages/prescribing.js';

/**
 * Smallest quantity (packs).
 *
 * @example
 * QUANTITY_MIN // 1
 */
export const QUANTITY_MIN = 1;
/**
 * Largest quantity (packs).
 *
 * @example
 * QUANTITY_MAX // 9999
 */
export const QUANTITY_MAX = 9999;

function asNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const t = value.trim();
  return t === '' || !/^[+-]?\d+(\.\d+)?$/.test(t) ? Number.NaN : Number(t);
}

/**
 * Checks a quantity: required, a whole number from 1 to 9999.
 *
 * @example
 * quantityError(0) // 'Must be greater than zero & less than 10000'
 * quantityError('') // 'This field is required'
 */
export function quantityError(value: string | number | null | undefined): string | undefined {
  const n = asNumber(value);
  if (n === null || (typeof value === 'string' && value.trim() === '')) return PRESCRIBING_VALIDATION.required;
  return Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX ? undefined : PRESCRIBING_VALIDATION.quantityRange;
}

/**
 * Units per fill: pack size times quantity.
 *
 * @example
 * unitsPerFill(30, 2) // 60
 */
export function unitsPerFill(packsizeQty: number, quantity: number): number {
  return packsizeQty * quantity;
}

/**
 * The quantity (packs) a saved unitPerFill stands for, or `null` when it is not a whole number of
 * packs.
 *
 * @example
 * quantityFromUnits(90, 30) // 3
 */
export function quantityFromUnits(unitPerFill: number | null | undefined, packsizeQty: number): number | null {
  if (typeof unitPerFill !== 'number' || !(packsizeQty > 0)) return null;
  const q = unitPerFill / packsizeQty;
  return Number.isInteger(q) ? q : null;
}

/**
 * Bounds of the quantity stepper: at least 1 and not below the requested quantity, at most 9999.
 *
 * @remarks Decision: a requested quantity above 9999 caps the minimum at 9999.
 *
 * @example
 * quantityStepperBounds(3) // { min: 3, max: 9999 }
 */
export function quantityStepperBounds(requestedQuantity?: number | null): { min: number; max: number } {
  const req = typeof requestedQuantity === 'number' && Number.isFinite(requestedQuantity) ? Math.ceil(requestedQuantity) : QUANTITY_MIN;
  return { min: Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, req)), max: QUANTITY_MAX };
}

/**
 * One stepper step (+1 or −1 pack), clamped to {@link quantityStepperBounds}; returns the new quantity
 * and its units per fill (pack size × quantity).
 *
 * @example
 * stepQuantity(2, 1, { packsizeQty: 30 }) // { quantity: 3, unitPerFill: 90 }
 * stepQuantity(1, -1, { packsizeQty: 30 }) // { quantity: 1, unitPerFill: 30 }
 */
export function stepQuantity(
  quantity: number,
  direction: 1 | -1,
  options: { packsizeQty: number; requestedQuantity?: number | null },
): { quantity: number; unitPerFill: number } {
  const q = clampQuantity(quantity + direction, options.requestedQuantity);
  return { quantity: q, unitPerFill: unitsPerFill(options.packsizeQty, q) };
}

/**
 * Clamps a typed quantity into the stepper's bounds (non-numbers become the minimum).
 *
 * @example
 * clampQuantity(0, 2) // 2
 */
export function clampQuantity(quantity: number, requestedQuantity?: number | null): number {
  const { min, max } = quantityStepperBounds(requestedQuantity);
  if (!Number.isFinite(quantity)) return min;
  return Math.min(max, Math.max(min, Math.round(quantity)));
}
