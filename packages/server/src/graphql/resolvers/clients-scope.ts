/**
 * Loading clients and patients by id within the caller's locations: a record of another location (or
 * one that does not exist) answers NOT_FOUND, never FORBIDDEN, so ids of other practices leak nothing.
 */
import { featuresFromList, type LocationFeatures } from '@vetrx/core/common';
import { parseId, type RequestContext } from '../../context/context.js';
import { notFound } from '../../errors.js';
import type { LocationClientRow, LocationPatientRow } from '../parents.js';

/** A client of the caller's locations — of `at` only, when given — or NOT_FOUND. */
export async function scopedClient(ctx: RequestContext, id: unknown, at?: number): Promise<LocationClientRow> {
  ctx.requireUser();
  const repos = at === undefined ? ctx.repos : ctx.repos.at(at);
  const row = await repos.records.client(parseId(id, 'Client'));
  if (!row) throw notFound('Client');
  return row;
}

/** A patient of the caller's locations, or NOT_FOUND. */
export async function scopedPatient(ctx: RequestContext, id: unknown): Promise<LocationPatientRow> {
  ctx.requireUser();
  const row = await ctx.repos.records.patient(parseId(id, 'Patient'));
  if (!row) throw notFound('Patient');
  return row;
}

/** The location's feature flags as core reads them. */
export async function locationFeatures(ctx: RequestContext, locationId: number): Promise<LocationFeatures> {
  return featuresFromList([...(await ctx.features(locationId))]);
}

/** A page size between 0 and `max`, `fallback` when absent. */
export function pageSize(take: number | null | undefined, fallback: number, max = 200): number {
  if (take == null) return fallback;
  return Math.min(Math.max(Math.floor(take), 0), max);
}

/** A non-negative offset. */
export function pageOffset(skip: number | null | undefined): number {
  return skip == null ? 0 : Math.max(Math.floor(skip), 0);
}
