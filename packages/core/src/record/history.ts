import dayjs from 'dayjs';
import { formatFilterDate } from '../format/date.js';
import type { DateLike } from './expiry.js';
import { parseRxStatusListingValue, rxStatusFilterValue, type RxStatusFilterValue } from './status.js';

type Id = string | number;

/**
 * Product approval-type filter values, in the spec's default order (prescribing §7, §9: AOTC, Rx,
 * OTC; sent upper case as the queries name them).
 *
 * @example
 * APPROVAL_TYPE_FILTERS // ['AOTC', 'RX', 'OTC']
 */
export const APPROVAL_TYPE_FILTERS = ['AOTC', 'RX', 'OTC'] as const;

/**
 * One of {@link APPROVAL_TYPE_FILTERS}.
 *
 * @example
 * const type: ApprovalTypeFilter = 'AOTC';
 */
export type ApprovalTypeFilter = (typeof APPROVAL_TYPE_FILTERS)[number];

/**
 * Page sizes of prescription history (prescribing §2, §9): the history list 10, a patient's
 * history 5; both changeable with the size changer.
 *
 * @example
 * HISTORY_PAGE_SIZE.patient // 5
 */
export const HISTORY_PAGE_SIZE = { history: 10, patient: 5 } as const;

/**
 * The history switches.
 *
 * @example
 * const switches: HistorySwitches = { showOtc: false, showOnlyActive: true };
 */
export interface HistorySwitches {
  /** Show OTC (default on). */
  readonly showOtc?: boolean;
  /** Show Only Active (default off: decided, history starts complete). */
  readonly showOnlyActive?: boolean;
  /**
   * The product approval types ticked (clients §2: the patient history's AOTC, RX, OTC filter); all
   * when left out or empty (decided 0152: nothing ticked filters nothing, as on the history list).
   */
  readonly approvalTypes?: readonly ApprovalTypeFilter[];
}

/**
 * Approval-type filters for the switches: the ticked approval types (all by default), in the spec's
 * order; Show OTC off removes OTC.
 *
 * @example
 * historyApprovalTypeFilters({ showOtc: false }) // ['AOTC', 'RX']
 * historyApprovalTypeFilters({ approvalTypes: ['OTC', 'AOTC'] }) // ['AOTC', 'OTC']
 */
export function historyApprovalTypeFilters(switches: HistorySwitches = {}): ApprovalTypeFilter[] {
  const ticked = switches.approvalTypes?.length ? switches.approvalTypes : APPROVAL_TYPE_FILTERS;
  return APPROVAL_TYPE_FILTERS.filter((t) => ticked.includes(t) && (t !== 'OTC' || switches.showOtc !== false));
}

/**
 * Filters of the prescription history list (prescribing §2 Prescription history).
 *
 * @example
 * const filters: HistoryFilters = { locationPatientId: 5, rxStatusFilters: ['draft'], showOnlyActive: true };
 */
export interface HistoryFilters extends HistorySwitches {
  readonly locationClientId?: Id | null;
  readonly locationPatientId?: Id | null;
  readonly productId?: Id | null;
  readonly prescribingVetId?: Id | null;
  /** Listing or filter values, either case ('draft', 'FAXED'); unknown ones are dropped. */
  readonly rxStatusFilters?: readonly string[] | null;
  readonly startDateTime?: DateLike;
  readonly endDateTime?: DateLike;
  /** The archived filter; Show Only Active overrides it with `false`. */
  readonly archived?: boolean | null;
}

/**
 * Variables of GetPrescriptionHistory (prescribing §7). GetPrescriptionCount takes the same without skip and take.
 *
 * @example
 * const vars: GetPrescriptionHistoryVariables = buildPrescriptionHistoryVariables(3, { showOnlyActive: true }, 1);
 */
export interface GetPrescriptionHistoryVariables {
  readonly locationId: Id;
  readonly skip: number;
  readonly take: number;
  readonly locationClientId: Id | null;
  readonly locationPatientId: Id | null;
  readonly productId: Id | null;
  readonly prescribingVetId: Id | null;
  readonly rxStatusFilters: RxStatusFilterValue[];
  readonly startDateTime: string | null;
  readonly endDateTime: string | null;
  readonly archived: boolean | null;
  readonly productApprovalTypeFilters: ApprovalTypeFilter[];
}

/** The start of the local day of a date, as an ISO instant; `null` when absent or invalid. */
function dayStart(value: DateLike): string | null {
  const day = formatFilterDate(value);
  return day ? dayjs(day).startOf('day').toISOString() : null;
}

/** The end of the local day of a date (its last millisecond), as an ISO instant; `null` when absent or invalid. */
function dayEnd(value: DateLike): string | null {
  const day = formatFilterDate(value);
  return day ? dayjs(day).endOf('day').toISOString() : null;
}

/**
 * Builds GetPrescriptionHistory variables for a 1-based page: status filters in their upper-case
 * variant; the date range as the instants of its whole local days (the filter's days, picked as
 * YYYY-MM-DD per prescribing §9: the start of the first day to the end of the last, so a one-day
 * range finds that day's prescriptions; decided, ADR 0061); Show Only Active → archived false (else
 * the archived filter, or `null` for both); Show OTC off → no OTC.
 *
 * @example
 * buildPrescriptionHistoryVariables(3, { showOnlyActive: true, rxStatusFilters: ['draft'] }).archived // false
 */
export function buildPrescriptionHistoryVariables(
  locationId: Id,
  filters: HistoryFilters = {},
  page = 1,
  pageSize: number = HISTORY_PAGE_SIZE.history,
): GetPrescriptionHistoryVariables {
  const size = Math.max(1, Math.floor(pageSize));
  const statuses = new Set<RxStatusFilterValue>();
  for (const s of filters.rxStatusFilters ?? []) {
    const v = parseRxStatusListingValue(s);
    if (v) statuses.add(rxStatusFilterValue(v));
  }
  return {
    locationId,
    skip: (Math.max(1, Math.floor(page)) - 1) * size,
    take: size,
    locationClientId: filters.locationClientId ?? null,
    locationPatientId: filters.locationPatientId ?? null,
    productId: filters.productId ?? null,
    prescribingVetId: filters.prescribingVetId ?? null,
    rxStatusFilters: [...statuses],
    startDateTime: dayStart(filters.startDateTime),
    endDateTime: dayEnd(filters.endDateTime),
    archived: filters.showOnlyActive === true ? false : (filters.archived ?? null),
    productApprovalTypeFilters: historyApprovalTypeFilters(filters),
  };
}

/**
 * Variables of GetPrescriptionsByLocationPatientId (prescribing §7).
 *
 * @example
 * const vars: PrescriptionsByPatientVariables = buildPatientPrescriptionsVariables(5, { showOtc: false });
 */
export interface PrescriptionsByPatientVariables {
  readonly locationPatientId: Id;
  readonly showArchived: boolean;
  readonly productApprovalTypeFilters: ApprovalTypeFilter[];
  readonly skip: number;
  readonly take: number;
}

/**
 * Builds GetPrescriptionsByLocationPatientId variables for a 1-based page (default size 5, the
 * patient list's): archived prescriptions shown unless Show Only Active; OTC unless Show OTC is off.
 *
 * @example
 * buildPatientPrescriptionsVariables(5, { showOnlyActive: true })
 * // { locationPatientId: 5, showArchived: false, productApprovalTypeFilters: ['AOTC', 'RX', 'OTC'], skip: 0, take: 5 }
 */
export function buildPatientPrescriptionsVariables(
  locationPatientId: Id,
  switches: HistorySwitches = {},
  page = 1,
  pageSize: number = HISTORY_PAGE_SIZE.patient,
): PrescriptionsByPatientVariables {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  return {
    locationPatientId,
    showArchived: switches.showOnlyActive !== true,
    productApprovalTypeFilters: historyApprovalTypeFilters(switches),
    skip: (Math.max(1, Math.floor(page) || 1) - 1) * size,
    take: size,
  };
}
