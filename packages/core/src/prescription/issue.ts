import { type ControlledFacts, isControlledProduct } from '../controlled/schedule.js';
import { hardCopyMethod, type HardCopyPlace } from '../controlled/hard-copy.js';
import type { RxStatusCode } from '../record/status.js';
import type { AddPrescriptionType, Id } from './types.js';

/**
 * The status a saved prescription takes (prescribing §4 status table): a draft stays Draft; an
 * authorized non-controlled prescription is Created ("created and ready to be ordered"); a printed
 * prescription, and every controlled one (a physical hard copy must reach the pharmacy), is Faxed
 * ("printed to be faxed") or Mailed ("printed to be mailed") by core's hard-copy rule — mailed for
 * Schedule II and in New York.
 *
 * @remarks Decision: Print Rx of a non-controlled product is faxed (the printed form carries the
 * pharmacy fax number); a controlled product is never Created, because the pharmacy cannot process
 * it before the hard copy arrives.
 *
 * @example
 * savedRxStatusCode('SaveAsDraft', { isControlled: true }) // 'Draft'
 * savedRxStatusCode('AuthorizeRx', { isControlled: false }) // 'Created'
 * savedRxStatusCode('AuthorizeRx', { isControlled: true, deaSchedule: 'C-IV' }, { locationState: 'NY' }) // 'MailedToPharmacy'
 * savedRxStatusCode('PrintRx', { isControlled: false }) // 'FaxedToPharmacy'
 */
export function savedRxStatusCode(type: AddPrescriptionType, product: ControlledFacts, place: HardCopyPlace = {}): RxStatusCode {
  if (type === 'SaveAsDraft') return 'Draft';
  const controlled = isControlledProduct(product);
  if (type === 'AuthorizeRx' && !controlled) return 'Created';
  return hardCopyMethod(product, place) === 'mail' ? 'MailedToPharmacy' : 'FaxedToPharmacy';
}

/**
 * The Rx number of an issued prescription: `RX-` and its id padded to 6 digits. Derived from the
 * unique id, so two prescriptions issued at the same moment never share a number.
 *
 * @example
 * rxNumberFor(123) // 'RX-000123'
 */
export function rxNumberFor(id: Id): string {
  return `RX-${String(id).padStart(6, '0')}`;
}

/**
 * The prescription id a link names, as `rxNumberFor` wrote it (`RX-000123`) or as the bare id (`123`);
 * `null` for anything else, so a mistyped or foreign link asks nothing.
 *
 * @example
 * prescriptionIdOfRxNumber('RX-000123') // '123'
 * prescriptionIdOfRxNumber('7')         // '7'
 * prescriptionIdOfRxNumber('RX-abc')    // null
 */
export function prescriptionIdOfRxNumber(rx: string): string | null {
  const m = /^(?:RX-)?0*([1-9]\d{0,14})$/i.exec(rx.trim());
  return m ? m[1]! : null;
}

/**
 * The rxOriginCode values: a prescription written from scratch, or a copy of a task or prescription.
 *
 * @example
 * RX_ORIGIN_CODES // ['create', 'copy']
 */
export const RX_ORIGIN_CODES = ['create', 'copy'] as const;

/**
 * The rxOriginCode stored: `copy` when sent, otherwise `create`.
 *
 * @example
 * rxOriginCodeFor('copy') // 'copy'
 * rxOriginCodeFor(null) // 'create'
 */
export function rxOriginCodeFor(value: string | null | undefined): (typeof RX_ORIGIN_CODES)[number] {
  return (value ?? '').trim().toLowerCase() === 'copy' ? 'copy' : 'create';
}
