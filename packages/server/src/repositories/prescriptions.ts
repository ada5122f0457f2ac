import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import { parseId } from '../context/context.js';
import { normaliseApprovalType } from '@vetrx/core/product';
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
  const conditions: (SQL | undefined)[] = [eq(t.prescriptions.locationId, f.locationId)];
  if (f.locationClientId != null) conditions.push(eq(t.prescriptions.locationClientId, parseId(f.locationClientId, 'Client')));
  if (f.locationPatientId != null) conditions.push(eq(t.prescriptions.locationPatientId, parseId(f.locationPatientId, 'Patient')));
  if (f.productId != null) conditions.push(eq(t.prescriptions.productId, parseId(f.productId, 'Product')));
  if (f.prescribingVetId != null) conditions.push(eq(t.prescriptions.authorizingVetLocationUserId, parseId(f.prescribingVetId, 'Vet')));
  if (f.rxStatusFilters?.length) conditions.push(inArray(t.prescriptions.rxStatusCode, rxStatusCodesForFilters(f.rxStatusFilters)));
  if (f.startDateTime) conditions.push(gte(t.prescriptions.createdAt, new Date(f.startDateTime)));
  if (f.endDateTime) conditions.push(lte(t.prescriptions.createdAt, new Date(f.endDateTime)));
  if (f.archived != null) conditions.push(eq(t.prescriptions.archived, f.archived));
  if (f.productApprovalTypeFilters?.length) {
    const types = f.productApprovalTypeFilters.map(normaliseApprovalType).filter((x): x is NonNullable<typeof x> => x !== null);
    conditions.push(inArray(t.products.productApprovalType, types));
  }
  return and(...conditions);
}

/** Whether the filter needs the products join (approval-type filters). */
export const needsProductJoin = (f: PrescriptionFilter) => Boolean(f.productApprovalTypeFilters?.length);
