/**
 * Prescription records (prescribing §2 Prescription history and detail view, §4 status table and
 * expiry badge): status codes and listing/filter values, the status display, the expiry badge, the
 * fillable rule, history filters and the detail view rows. The prescription lifecycle machine
 * (`prescription-lifecycle.machine.ts`) and its pure transition helpers, which the server decides with.
 */
export {
  RX_STATUS_CODES,
  RX_STATUS_LISTING_VALUES,
  type RxStatusCode,
  rxStatusCodesForFilters,
  rxStatusFilterValue,
  type RxStatusListingValue,
} from './status.js';
export { RX_TONE_COLORS, rxStatusDisplay, type RxStatusIcon, type RxStatusSource, type RxTone } from './display.js';
export { type DateLike, expiryBadge } from './expiry.js';
export { isPrescriptionFillable } from './fillable.js';
export {
  APPROVAL_TYPE_FILTERS,
  type ApprovalTypeFilter,
  buildPatientPrescriptionsVariables,
  buildPrescriptionHistoryVariables,
  HISTORY_PAGE_SIZE,
  type HistorySwitches,
} from './history.js';
export { buildRxDetailRows, refillDisplay, type RxDetailRow } from './detail.js';
export { PIMS_WRITEBACK_TEXTS, pimsWritebackDisplay } from './pims-writeback.js';
export {
  canTransitionPrescription,
  nextPrescriptionStatus,
  type PrescriptionLifecycleEvent,
  prescriptionLifecycleMachine,
} from './prescription-lifecycle.machine.js';
