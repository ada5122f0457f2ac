/**
 * weightMax at or above this is an open upper bound.
 *
 * @example
 * weightRangeLabel(20, WEIGHT_OPEN_MAX) // '> 20 lbs'
 */
export const WEIGHT_OPEN_MAX = 10000;
/**
 * weightMin at or below this is an open lower bound.
 *
 * @example
 * weightRangeLabel(WEIGHT_OPEN_MIN, 20) // '< 20 lbs'
 */
export const WEIGHT_OPEN_MIN = 0;

const num = (n: number): string => String(Number(n.toFixed(2)));

/**
 * The weight-range label of a product: `< X lbs`, `> X lbs` or `X lbs - Y lbs`; weightMax 10000 or
 * weightMin 0 (or a missing bound) is open. `null` when both bounds are open.
 *
 * @remarks Decision: values beyond the sentinels (weightMax above 10000, weightMin below 0) are open
 * too, and a range open at both ends shows no label rather than a meaningless one.
 *
 * @example
 * weightRangeLabel(0, 22) // '< 22 lbs'
 * weightRangeLabel(89, 10000) // '> 89 lbs'
 * weightRangeLabel(22.1, 44) // '22.1 lbs - 44 lbs'
 */
export function weightRangeLabel(weightMin: number | null | undefined, weightMax: number | null | undefined): string | null {
  const minOpen = typeof weightMin !== 'number' || !Number.isFinite(weightMin) || weightMin <= WEIGHT_OPEN_MIN;
  const maxOpen = typeof weightMax !== 'number' || !Number.isFinite(weightMax) || weightMax >= WEIGHT_OPEN_MAX;
  if (minOpen && maxOpen) return null;
  if (minOpen) return `< ${num(weightMax as number)} lbs`;
  if (maxOpen) return `> ${num(weightMin as number)} lbs`;
  return `${num(weightMin as number)} lbs - ${num(weightMax as number)} lbs`;
}
