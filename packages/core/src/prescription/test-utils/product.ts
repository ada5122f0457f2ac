/**
 * The product the prescription tests start from: an active, plain Rx product (not controlled, not a
 * compound, no pharmacy rationale, not PRN-only) packed 30 to a pack. Tests spread it and change what
 * they test (`{ ...plainRx, isControlled: true, deaSchedule: 'C-II' }`). Only tests import this folder.
 */
import type { PrescriptionProductFacts } from '../types.js';

export const plainRx: PrescriptionProductFacts = {
  isActive: true,
  isControlled: false,
  deaSchedule: null,
  compound: false,
  hasPharmacyRationale: false,
  productApprovalType: 'Rx',
  packsizeQty: 30,
  isPrnOnlyFamily: false,
};
