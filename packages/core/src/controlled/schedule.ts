import { PRESCRIBING_NOTICES } from '../messages/prescribing.js';

/**
 * DEA schedules of controlled substances, as the spec writes them (prescribing §9).
 *
 * @example
 * DEA_SCHEDULES.includes(normaliseDeaSchedule('CIII')!) // true
 */
export const DEA_SCHEDULES = ['C-I', 'C-II', 'C-III', 'C-IV', 'C-V'] as const;

/**
 * A normalised DEA schedule.
 *
 * @example
 * const s: DeaSchedule = 'C-IV';
 */
export type DeaSchedule = (typeof DEA_SCHEDULES)[number];

/**
 * The facts of a product that decide its controlled-substance rules.
 *
 * @example
 * const facts: ControlledFacts = { isControlled: true, deaSchedule: 'CII' };
 */
export interface ControlledFacts {
  /** Product.isControlled. */
  readonly isControlled?: boolean | null;
  /** Product.deaSchedule as stored (any of the spellings {@link normaliseDeaSchedule} accepts). */
  readonly deaSchedule?: string | number | null;
}

const ROMAN: Record<string, DeaSchedule> = { I: 'C-I', II: 'C-II', III: 'C-III', IV: 'C-IV', V: 'C-V' };
const ARABIC: Record<string, DeaSchedule> = { '1': 'C-I', '2': 'C-II', '3': 'C-III', '4': 'C-IV', '5': 'C-V' };

/**
 * Normalises a stored DEA schedule to one of {@link DEA_SCHEDULES}, or `null` when the value names no
 * schedule. Accepts `C-II`, `CII`, `C2`, `C-2`, `II`, `2`, `Schedule II`, `CII-N`, `2N` (the DEA's
 * non-narcotic sub-schedules map to their schedule), in any case and with spaces, dashes or dots.
 *
 * @example
 * normaliseDeaSchedule('CII') // 'C-II'
 * normaliseDeaSchedule('4') // 'C-IV'
 * normaliseDeaSchedule('none') // null
 */
export function normaliseDeaSchedule(value: string | number | null | undefined): DeaSchedule | null {
  if (value === null || value === undefined) return null;
  let s = String(value).toUpperCase().replace(/[\s._-]+/g, '');
  s = s.replace(/^SCHEDULE/, '').replace(/^C(?=[IV\d])/, '');
  s = s.replace(/N$/, '');
  return ROMAN[s] ?? ARABIC[s] ?? null;
}

/**
 * Whether a product is a controlled substance: flagged `isControlled`, or carrying a recognisable DEA
 * schedule.
 *
 * @remarks Decision: a product with a DEA schedule but `isControlled` false is treated as controlled;
 * the stricter reading is the safe one for refills, expiry and hard copies.
 *
 * @example
 * isControlledProduct({ isControlled: false, deaSchedule: 'C-IV' }) // true
 */
export function isControlledProduct(facts: ControlledFacts): boolean {
  return facts.isControlled === true || normaliseDeaSchedule(facts.deaSchedule) !== null;
}

/**
 * Whether a product is a DEA Schedule II substance (refills forced to 0, mailed hard copy, print
 * confirmation, 3-month expiry).
 *
 * @example
 * isScheduleII({ isControlled: true, deaSchedule: 'CII' }) // true
 */
export function isScheduleII(facts: ControlledFacts): boolean {
  return normaliseDeaSchedule(facts.deaSchedule) === 'C-II';
}

/**
 * The controlled-substance notice to show on the form, or `null` for a non-controlled product.
 *
 * @example
 * controlledNotice({ isControlled: true, deaSchedule: 'C-II' }) // 'This is a Schedule II controlled substance. …'
 */
export function controlledNotice(facts: ControlledFacts): string | null {
  if (!isControlledProduct(facts)) return null;
  return isScheduleII(facts) ? PRESCRIBING_NOTICES.scheduleII : PRESCRIBING_NOTICES.controlled;
}
