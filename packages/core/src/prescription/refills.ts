import { isControlledProduct, isScheduleII } from '../controlled/schedule.js';
import { PRESCRIBING_RULE_MESSAGES, PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import { isOverTheCounter } from '../product/types.js';

/**
 * Refills of an office-use prescription by pharmacy code (admin §9).
 *
 * @example
 * OFFICE_USE_REFILLS // { RVP: 999, GGVCP: 0 }
 */
export const OFFICE_USE_REFILLS: Readonly<Record<string, number>> = { RVP: 999, GGVCP: 0 };

/**
 * Most refills of a non-controlled product (when the requested quantity does not raise it).
 *
 * @example
 * REFILLS_MAX // 11
 */
export const REFILLS_MAX = 11;
/**
 * Most refills of a controlled product (21 CFR 1306.22).
 *
 * @example
 * REFILLS_MAX_CONTROLLED // 5
 */
export const REFILLS_MAX_CONTROLLED = 5;
/**
 * Refills of a Schedule II product (21 CFR 1306.12).
 *
 * @example
 * REFILLS_SCHEDULE_II // 0
 */
export const REFILLS_SCHEDULE_II = 0;

/**
 * Facts the refills rules read.
 *
 * @example
 * refillsMaximum({ isControlled: false, requestedQuantity: 20 } satisfies RefillFacts) // 19
 */
export interface RefillFacts {
  readonly isControlled?: boolean | null;
  readonly deaSchedule?: string | number | null;
  /** Quantity requested by the task being answered, when there is one. */
  readonly requestedQuantity?: number | null;
  /** The prescription is office use: stock for the practice, not a patient's prescription. */
  readonly isOfficeUse?: boolean | null;
  /** The pharmacy code that fulfils the product (its fullfillmentVendor: RVP, GGVCP, …). */
  readonly fullfillmentVendor?: string | null;
}

/**
 * The refills maximum of an office-use order whose pharmacy's office-use default (admin §9: 999 for
 * RVP) exceeds the prescription cap of prescribing §5, or `null` when the office-use exception does not
 * apply: not office use, a controlled product (never exempt; office use refuses them anyway), or a
 * pharmacy whose default fits the cap (GGVCP: 0).
 *
 * @remarks Decision 0012 (office-use refills): an office-use order is stock for the practice, not a
 * patient's prescription, so the patient refill cap of prescribing §5 (11) does not bind it where the
 * spec's own default goes beyond it; the maximum is then that default. Everything else keeps the
 * prescription rules.
 *
 * @example
 * officeUseRefillsMaximum({ isOfficeUse: true, fullfillmentVendor: 'RVP' }) // 999
 * officeUseRefillsMaximum({ isOfficeUse: true, fullfillmentVendor: 'GGVCP' }) // null
 * officeUseRefillsMaximum({ isOfficeUse: false, fullfillmentVendor: 'RVP' }) // null
 */
export function officeUseRefillsMaximum(facts: RefillFacts): number | null {
  if (facts.isOfficeUse !== true || isControlledProduct(facts)) return null;
  const code = (facts.fullfillmentVendor ?? '').trim().toUpperCase();
  const standing = Object.hasOwn(OFFICE_USE_REFILLS, code) ? OFFICE_USE_REFILLS[code] : undefined;
  return standing !== undefined && standing > REFILLS_MAX ? standing : null;
}

/**
 * The most refills allowed. Non-controlled: 11, or quantity − 1 when a requested quantity above 12
 * makes that larger. Controlled: 5 whatever the quantity. Schedule II: 0. Office use of a
 * non-controlled product from RVP: 999 ({@link officeUseRefillsMaximum}).
 *
 * @remarks Decision (design.md, "Decisions already taken"): the spec's "larger of quantity minus 1 and
 * 11 (5 if controlled)" raises the maximum for non-controlled products only; controlled products never
 * exceed 5 and Schedule II never exceeds 0, per 21 CFR 1306.22 and 1306.12. Decision 0012: the
 * office-use exception never applies to a controlled product or outside office use.
 *
 * @example
 * refillsMaximum({ requestedQuantity: 20 }) // 19
 * refillsMaximum({ isControlled: true, requestedQuantity: 20 }) // 5
 * refillsMaximum({ isControlled: true, deaSchedule: 'C-II' }) // 0
 * refillsMaximum({ isOfficeUse: true, fullfillmentVendor: 'RVP' }) // 999
 */
export function refillsMaximum(facts: RefillFacts): number {
  if (isScheduleII(facts)) return REFILLS_SCHEDULE_II;
  if (isControlledProduct(facts)) return REFILLS_MAX_CONTROLLED;
  const officeUse = officeUseRefillsMaximum(facts);
  if (officeUse !== null) return officeUse;
  const q = facts.requestedQuantity;
  if (typeof q === 'number' && Number.isInteger(q) && q > 1) return Math.max(q - 1, REFILLS_MAX);
  return REFILLS_MAX;
}

/**
 * The refill choices the form offers: 0 to {@link refillsMaximum}. Under the office-use exception the
 * choices are the prescription's 0 to 11 and the office-use standing value (999); any whole number up
 * to it may still be typed.
 *
 * @example
 * refillChoices({ isControlled: true }) // [0, 1, 2, 3, 4, 5]
 * refillChoices({ isOfficeUse: true, fullfillmentVendor: 'RVP' }) // [0, 1, …, 11, 999]
 */
export function refillChoices(facts: RefillFacts): number[] {
  const officeUse = officeUseRefillsMaximum(facts);
  const upTo = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);
  return officeUse === null ? upTo(refillsMaximum(facts)) : [...upTo(REFILLS_MAX), officeUse];
}

/**
 * The refills part of the form: a count, or PRN. PRN sends `refills: null, prnFlag: true`.
 *
 * @example
 * const state: RefillState = { refills: null, prnFlag: true }; // PRN
 */
export interface RefillState {
  readonly refills: number | null;
  readonly prnFlag: boolean;
}

/**
 * Facts of the product that change the refills field.
 *
 * @example
 * defaultRefillState({ productApprovalType: 'AOTC', isPrnOnlyFamily: false } satisfies RefillFieldFacts)
 */
export interface RefillFieldFacts extends RefillFacts {
  readonly productApprovalType?: string | null;
  readonly isPrnOnlyFamily?: boolean | null;
}

/**
 * Whether PRN is forced on and locked: a PRN-only product family that is not controlled.
 *
 * @remarks Decision: for a controlled product the controlled rule wins (PRN off), whatever the family.
 *
 * @example
 * isPrnLocked({ isPrnOnlyFamily: true }) // true
 */
export function isPrnLocked(facts: RefillFieldFacts): boolean {
  return facts.isPrnOnlyFamily === true && !isControlledProduct(facts);
}

/**
 * Whether the PRN checkbox is offered: not for controlled products.
 *
 * @example
 * isPrnAvailable({ isControlled: true }) // false
 */
export function isPrnAvailable(facts: RefillFieldFacts): boolean {
  return !isControlledProduct(facts);
}

/**
 * Whether the refills field is disabled: Schedule II (forced to 0), PRN on, or a PRN-only family.
 *
 * @example
 * isRefillsDisabled({ isControlled: true, deaSchedule: 'CII' }, { refills: 0, prnFlag: false }) // true
 */
export function isRefillsDisabled(facts: RefillFieldFacts, state: RefillState): boolean {
  return isScheduleII(facts) || isPrnLocked(facts) || (state.prnFlag && isPrnAvailable(facts));
}

/**
 * The refills a new prescription starts with: PRN for OTC, AOTC, a prnFlag prescription being copied
 * or a PRN-only family; 0 for Schedule II; otherwise empty. Then {@link applyProductToRefills} rules
 * apply, so a controlled product never starts on PRN.
 *
 * @example
 * defaultRefillState({ productApprovalType: 'OTC' }) // { refills: null, prnFlag: true }
 */
export function defaultRefillState(facts: RefillFieldFacts, copiedPrnFlag = false): RefillState {
  const prn = copiedPrnFlag || isOverTheCounter(facts.productApprovalType) || facts.isPrnOnlyFamily === true;
  return applyProductToRefills({ refills: null, prnFlag: prn }, facts);
}

/**
 * Ticking or unticking PRN: ticking sets refills to PRN; unticking clears them. Ignored when PRN is
 * locked or not available for the product.
 *
 * @example
 * togglePrn({ refills: 3, prnFlag: false }, true, {}) // { refills: null, prnFlag: true }
 * togglePrn({ refills: null, prnFlag: true }, false, {}) // { refills: null, prnFlag: false }
 */
export function togglePrn(state: RefillState, checked: boolean, facts: RefillFieldFacts): RefillState {
  if (isPrnLocked(facts) || !isPrnAvailable(facts)) return applyProductToRefills(state, facts);
  return { refills: null, prnFlag: checked };
}

/**
 * Re-applies the product's refills rules, for example when the product changes: controlled turns PRN
 * off and clears PRN or values above 5; Schedule II forces 0; a PRN-only family forces PRN; a count
 * above the maximum for the requested quantity is cleared.
 *
 * @example
 * applyProductToRefills({ refills: null, prnFlag: true }, { isControlled: true }) // { refills: null, prnFlag: false }
 * applyProductToRefills({ refills: 8, prnFlag: false }, { isControlled: true }) // { refills: null, prnFlag: false }
 * applyProductToRefills({ refills: 2, prnFlag: false }, { isControlled: true, deaSchedule: 'C-II' }) // { refills: 0, prnFlag: false }
 */
export function applyProductToRefills(state: RefillState, facts: RefillFieldFacts): RefillState {
  if (isScheduleII(facts)) return { refills: REFILLS_SCHEDULE_II, prnFlag: false };
  if (isControlledProduct(facts)) {
    if (state.prnFlag) return { refills: null, prnFlag: false };
  } else if (isPrnLocked(facts)) {
    return { refills: null, prnFlag: true };
  }
  if (state.prnFlag) return { refills: null, prnFlag: true };
  const max = refillsMaximum(facts);
  return { refills: state.refills !== null && state.refills > max ? null : state.refills, prnFlag: false };
}

/**
 * Context of the refills field check.
 *
 * @example
 * refillsError('2', { isDraft: false, prnFlag: false, isControlled: true } satisfies RefillsCheck) // undefined
 */
export interface RefillsCheck extends RefillFieldFacts {
  readonly isDraft: boolean;
  readonly prnFlag: boolean;
}

/** Refills as typed: a whole number, 0 or positive, without leading zeros (`refillsTextSchema` parses with it). */
export const REFILLS_TEXT = /^(0|[1-9]\d*)$/;

/**
 * Checks refills as typed or sent: required unless draft or PRN; a whole number 0 or positive without
 * leading zeros; at most {@link refillsMaximum}; 0 for Schedule II. Returns the message or `undefined`.
 *
 * @example
 * refillsError('12', { isDraft: false, prnFlag: false }) // 'Must be between 0 and 11'
 * refillsError('', { isDraft: false, prnFlag: true }) // undefined
 */
export function refillsError(value: string | number | null | undefined, check: RefillsCheck): string | undefined {
  if (check.prnFlag && !isControlledProduct(check)) return undefined;
  if (value === null || value === undefined || value === '') {
    return check.isDraft ? undefined : PRESCRIBING_VALIDATION.required;
  }
  let n: number;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return PRESCRIBING_VALIDATION.refillsPositive;
    n = value;
  } else {
    if (!REFILLS_TEXT.test(value)) return PRESCRIBING_VALIDATION.refillsPositive;
    n = Number(value);
  }
  const max = refillsMaximum(check);
  if (n <= max) return undefined;
  return max === REFILLS_SCHEDULE_II && isScheduleII(check)
    ? PRESCRIBING_RULE_MESSAGES.scheduleIINoRefills
    : PRESCRIBING_RULE_MESSAGES.refillsAtMost(max);
}
