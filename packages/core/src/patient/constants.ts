/**
 * Limits and defaults of a patient (clients §5, §9).
 */

/**
 * Weight range and precision (clients §5, §9).
 *
 * @example
 * import { WEIGHT_LIMITS } from '@vetrx/core/patient';
 */
export const WEIGHT_LIMITS = { min: 0, max: 9999.99, decimals: 2 } as const;

/**
 * Weight units (clients §3, §5).
 *
 * @example
 * import { WEIGHT_UNITS } from '@vetrx/core/patient';
 */
export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
/**
 * One of {@link WEIGHT_UNITS}.
 *
 * @example
 * import type { WeightUnit } from '@vetrx/core/patient';
 */
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/**
 * Default weight unit (clients §5, §9).
 *
 * @example
 * DEFAULT_WEIGHT_UNIT // 'lbs'
 */
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'lbs';
/**
 * Pounds in one kilogram, for comparing weights in different units.
 *
 * @example
 * POUNDS_PER_KG // 2.20462
 */
export const POUNDS_PER_KG = 2.20462;

/**
 * Earliest birth date (clients §5, §9).
 *
 * @example
 * BIRTH_DATE_MIN // '1900-01-01'
 */
export const BIRTH_DATE_MIN = '1900-01-01';
