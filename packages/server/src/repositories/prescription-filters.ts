import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import { parseId } from '../ids.js';
import { normaliseApprovalType, PRODUCT_APPROVAL_TYPES } from '@vetrx/core/product';
import { rxStatusCodesForFilters } from '@vetrx/core/record';

export interface PrescriptionFilter {
  locationId: number;
  locationClientId?: string | number | null;
  locationPatientId?: string | number | null;
  productId?: string | number | null;
  prescribingVetId?: string | number | null;
  rxStatusFilters?: readonly string[] | null;
  startDateTime?: string | Date | null;
  endDateTime?: string | Date | null;
  archived?: boolean | null;
  productApprovalTypeFilters?: readonly string[] | null;
}

/**
 * The WHERE clause shared by GetPrescriptionHistory and GetPrescriptionCount. The location must
 * already be checked against the caller's memberships.
 */
export function prescriptionWhere(f: PrescriptionFilter): SQL | undefined {
  return and(eq(t.prescriptions.locationId, f.locationId), ...narrowingConditions(f));
}

/** Whether the filter keeps every prescription of its location (no condition besides the location). */
export const keepsWholeLocation = (f: PrescriptionFilter): boolean => narrowingConditions(f).length === 0;

/** The filter's conditions besides the location. */
function narrowingConditions(f: PrescriptionFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.locationClientId != null) conditions.push(eq(t.prescriptions.locationClientId, parseId(f.locationClientId, 'Client')));
  if (f.locationPatientId != null) conditions.push(eq(t.prescriptions.locationPatientId, parseId(f.locationPatientId, 'Patient')));
  if (f.productId != null) conditions.push(eq(t.prescriptions.productId, parseId(f.productId, 'Product')));
  if (f.prescribingVetId != null) conditions.push(eq(t.prescriptions.authorizingVetLocationUserId, parseId(f.prescribingVetId, 'Vet')));
  if (f.rxStatusFilters?.length) conditions.push(inArray(t.prescriptions.rxStatusCode, rxStatusCodesForFilters(f.rxStatusFilters)));
  if (f.startDateTime) conditions.push(gte(t.prescriptions.createdAt, new Date(f.startDateTime)));
  if (f.endDateTime) conditions.push(lte(t.prescriptions.createdAt, new Date(f.endDateTime)));
  if (f.archived != null) conditions.push(eq(t.prescriptions.archived, f.archived));
  const types = approvalTypesFilter(f);
  if (types) conditions.push(inArray(t.products.productApprovalType, types));
  return conditions;
}

/**
 * The approval types the filter keeps, or null when it keeps every prescription: no filter, or one that
 * lists every type — every product has one of them (the products_approval_type_check constraint), so
 * that filter needs no join to products.
 */
export function approvalTypesFilter(f: PrescriptionFilter): string[] | null {
  if (!f.productApprovalTypeFilters?.length) return null;
  const types = [...new Set(f.productApprovalTypeFilters.map(normaliseApprovalType).filter((x): x is NonNullable<typeof x> => x !== null))];
  return PRODUCT_APPROVAL_TYPES.every((type) => types.includes(type)) ? null : types;
}

/** Whether the filter needs the products join (an approval-type filter that leaves some type out). */
export const needsProductJoin = (f: PrescriptionFilter) => approvalTypesFilter(f) !== null;
