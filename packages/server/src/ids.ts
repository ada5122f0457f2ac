/**
 * Record ids as they arrive from a caller (GraphQL IDs, route parameters). A leaf any layer may import:
 * repositories parse the filters they are given, resolvers the arguments.
 */
import { isRecordId } from '@vetrx/core/common';
import { notFound } from './errors.js';

/**
 * Parses a GraphQL ID into a record id: a positive whole number up to int4, as a number or a string of
 * digits (core's `isRecordId`). Anything else — '0x10', '1e1', '1.0', '+1', ' 1', 'abc' — is a record
 * that cannot exist and answers NOT_FOUND, never another record.
 *
 * @example
 * const id = parseId(args.locationId, 'Location');
 */
export function parseId(value: unknown, what = 'Record'): number {
  if (!isRecordId(value)) throw notFound(what);
  return Number(value);
}
