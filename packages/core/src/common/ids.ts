/**
 * An identifier as the API returns it: GraphQL `ID` values arrive as strings, numeric database ids as
 * numbers. Rules compare ids with {@link sameId} so either form works.
 *
 * @example
 * import type { Id } from '@vetrx/core/common';
 */
export type Id = string | number;

/**
 * True when two ids denote the same record, whatever their representation (`5` and `'5'` are equal).
 * Absent ids are never equal to anything.
 *
 * @example
 * sameId(5, '5') // true
 */
export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}
