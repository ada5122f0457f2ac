import { PRESCRIBING_NOTICES } from '../messages/prescribing.js';
import { type ControlledFacts, isControlledProduct, isScheduleII } from './schedule.js';

/**
 * How the physical hard copy of a controlled prescription reaches the pharmacy.
 *
 * @example
 * const m: HardCopyMethod = hardCopyMethod({ isControlled: true, deaSchedule: 'C-II' }) ?? 'printAndFax'; // 'mail'
 */
export type HardCopyMethod = 'mail' | 'printAndFax';

/**
 * Where the prescription is written: the practice location's state.
 *
 * @example
 * hardCopyMethod(facts, { locationState: 'NY' } satisfies HardCopyPlace)
 */
export interface HardCopyPlace {
  /** Two-letter code or full name of the practice location's US state. */
  readonly locationState?: string | null;
}

/**
 * Whether a state value names New York (`NY`, `New York`, any case).
 *
 * @example
 * isNewYork('ny') // true
 */
export function isNewYork(state: string | null | undefined): boolean {
  const s = (state ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  return s === 'NY' || s === 'NEW YORK';
}

/**
 * The hard-copy method for a product: Schedule II is mailed, every schedule is mailed in New York,
 * other controlled items print and fax; `null` for a non-controlled product (no hard copy needed).
 *
 * @remarks Decision: "in New York" is read as the practice location's state, the prescriber's
 * jurisdiction; the pharmacy's address is not part of the product's data.
 *
 * @example
 * hardCopyMethod({ isControlled: true, deaSchedule: 'C-IV' }, { locationState: 'TX' }) // 'printAndFax'
 * hardCopyMethod({ isControlled: true, deaSchedule: 'C-IV' }, { locationState: 'NY' }) // 'mail'
 */
export function hardCopyMethod(facts: ControlledFacts, place: HardCopyPlace = {}): HardCopyMethod | null {
  if (!isControlledProduct(facts)) return null;
  if (isScheduleII(facts) || isNewYork(place.locationState)) return 'mail';
  return 'printAndFax';
}

/**
 * The instruction sentence for {@link hardCopyMethod}, or `null` when no hard copy is needed.
 *
 * @example
 * hardCopyInstruction({ isControlled: true, deaSchedule: 'C-II' }) // 'Please mail the signed hard copy …'
 */
export function hardCopyInstruction(facts: ControlledFacts, place: HardCopyPlace = {}): string | null {
  const method = hardCopyMethod(facts, place);
  if (method === null) return null;
  return method === 'mail' ? PRESCRIBING_NOTICES.hardCopyMail : PRESCRIBING_NOTICES.hardCopyPrintAndFax;
}

/**
 * Whether printing must be confirmed first (Schedule II print confirmation modal).
 *
 * @example
 * requiresPrintConfirmation({ isControlled: true, deaSchedule: '2' }) // true
 */
export function requiresPrintConfirmation(facts: ControlledFacts): boolean {
  return isScheduleII(facts);
}

/**
 * Whether the form shows the DEA information (the vet's DEA number, the hard-copy notice) instead of
 * the print-after-authorizing toggle: true for controlled products.
 *
 * @example
 * showsDeaInformation({ isControlled: true }) // true
 */
export function showsDeaInformation(facts: ControlledFacts): boolean {
  return isControlledProduct(facts);
}

/**
 * Whether the portal must send the user to the pharmacy instead of prescribing: a controlled product
 * ordered for office use. Show `PRESCRIBING_TOASTS.controlledContactPharmacy` then.
 *
 * @remarks Decision: the spec gives the info text but not when it shows. Office-use orders ship a
 * controlled substance to the clinic itself, which needs the pharmacy's own DEA paperwork, so the
 * portal stops there; prescriptions for a patient go through the hard-copy flow instead.
 *
 * @example
 * mustContactPharmacyForControlled({ isControlled: true }, true) // true
 */
export function mustContactPharmacyForControlled(facts: ControlledFacts, isOfficeUse: boolean): boolean {
  return isOfficeUse && isControlledProduct(facts);
}
