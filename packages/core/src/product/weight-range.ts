/**
 * Product weight ranges as labels. The open bounds (weightMin 0, weightMax 10000) are the conflict
 * check's (`conflict`, the lower domain, writes them once); the server reads the upper one as
 * `PRODUCT_LIMITS.weightOpenMax`.
 */
import { OPEN_WEIGHT_MAX, OPEN_WEIGHT_MIN } from '../conflict/check.js';

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
  const minOpen = typeof weightMin !== 'number' || !Number.isFinite(weightMin) || weightMin <= OPEN_WEIGHT_MIN;
  const maxOpen = typeof weightMax !== 'number' || !Number.isFinite(weightMax) || weightMax >= OPEN_WEIGHT_MAX;
  if (minOpen && maxOpen) return null;
  if (minOpen) return `< ${num(weightMax as number)} lbs`;
  if (maxOpen) return `> ${num(weightMin as number)} lbs`;
  return `${num(weightMin as number)} lbs - ${num(weightMax as number)} lbs`;
}
