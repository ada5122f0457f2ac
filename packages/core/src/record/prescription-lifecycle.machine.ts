import { assign, setup, transition } from 'xstate';
import { type ArchiveOrder, hasOrderInProgress } from '../archive/rule.js';
import { isRxStatusCode, type RxStatusCode } from './status.js';

/**
 * Context of the prescription lifecycle: the status code, kept while archived.
 *
 * @example
 * const context: PrescriptionLifecycleContext = { code: 'Created' };
 */
export interface PrescriptionLifecycleContext {
  code: RxStatusCode;
}

/**
 * Events of a prescription (prescribing §4 Actions; pharmacy events decided from the status codes).
 * - `SAVE_DRAFT`: saved as draft, stays Draft.
 * - `AUTHORIZE`: Authorize Rx, Draft → Created.
 * - `PRINT`: Print Rx to be faxed or mailed, Draft or Created → FaxedToPharmacy / MailedToPharmacy.
 * - `SEND_TO_PHARMACY`: the client's order sends a Created prescription to the pharmacy.
 * - `PHARMACY_RECEIVED`, `PHARMACY_REQUESTED_INFO`, `INFO_PROVIDED`, `PHARMACY_ACCEPTED`,
 *   `PHARMACY_DECLINED`: the pharmacy's answers.
 * - `DECLINE`: DeclinePrescription, Draft or Created → Declined.
 * - `REJECT_DRAFT`: a draft deleted or rejected from its confirmation modal → RejectedDraft.
 * - `ARCHIVE`: archive, guarded by the archive rule on the related orders.
 *
 * @example
 * const event: PrescriptionLifecycleEvent = { type: 'PRINT', method: 'fax' };
 */
export type PrescriptionLifecycleEvent =
  | { type: 'SAVE_DRAFT' }
  | { type: 'AUTHORIZE' }
  | { type: 'PRINT'; method: 'fax' | 'mail' }
  | { type: 'SEND_TO_PHARMACY' }
  | { type: 'PHARMACY_RECEIVED' }
  | { type: 'PHARMACY_REQUESTED_INFO' }
  | { type: 'INFO_PROVIDED' }
  | { type: 'PHARMACY_ACCEPTED' }
  | { type: 'PHARMACY_DECLINED' }
  | { type: 'DECLINE' }
  | { type: 'REJECT_DRAFT' }
  | { type: 'ARCHIVE'; orders: readonly ArchiveOrder[] };

/**
 * Guard: a PRINT event for faxing.
 *
 * @example
 * isFaxPrint({ type: 'PRINT', method: 'fax' }) // true
 */
export function isFaxPrint(event: PrescriptionLifecycleEvent): boolean {
  return event.type === 'PRINT' && event.method === 'fax';
}

/**
 * Guard: a PRINT event for mailing.
 *
 * @example
 * isMailPrint({ type: 'PRINT', method: 'mail' }) // true
 */
export function isMailPrint(event: PrescriptionLifecycleEvent): boolean {
  return event.type === 'PRINT' && event.method === 'mail';
}

/**
 * Guard: the archive rule allows archiving: every line item of the related orders is finished
 * (prescribing §4 Archive).
 *
 * @example
 * archiveAllowed({ type: 'ARCHIVE', orders: [{ lineItems: [{ status: 'delivered' }] }] }) // true
 */
export function archiveAllowed(event: PrescriptionLifecycleEvent): boolean {
  return event.type === 'ARCHIVE' && !hasOrderInProgress(event.orders);
}

const code = (c: RxStatusCode) => ({ type: 'setCode', params: { code: c } }) as const;

/**
 * The prescription lifecycle (prescribing §4): Draft → Created (authorize), FaxedToPharmacy or
 * MailedToPharmacy (print), Declined, RejectedDraft; Created → SentToPharmacy → ReceivedByPharmacy ⇄
 * MoreInfoRequired → AcceptedByPharmacy or DeclinedByPharmacy; printed prescriptions are received by
 * the pharmacy too. Any status can be archived when no related order is in progress; Archived
 * overrides everything and is the end. Child state names are the stored status codes.
 *
 * @example
 * const [next] = transition(prescriptionLifecycleMachine, prescriptionSnapshotFromStatus({ code: 'Draft' }), { type: 'AUTHORIZE' });
 * next.value // { active: 'Created' }
 */
export const prescriptionLifecycleMachine = setup({
  types: {
    context: {} as PrescriptionLifecycleContext,
    events: {} as PrescriptionLifecycleEvent,
  },
  guards: {
    isFaxPrint: ({ event }) => isFaxPrint(event),
    isMailPrint: ({ event }) => isMailPrint(event),
    archiveAllowed: ({ event }) => archiveAllowed(event),
  },
  actions: {
    setCode: assign((_, params: { code: RxStatusCode }) => ({ code: params.code })),
  },
}).createMachine({
  id: 'prescriptionLifecycle',
  initial: 'active',
  context: { code: 'Draft' },
  states: {
    active: {
      initial: 'Draft',
      on: { ARCHIVE: { target: 'archived', guard: 'archiveAllowed' } },
      states: {
        Draft: {
          entry: code('Draft'),
          on: {
            SAVE_DRAFT: 'Draft',
            AUTHORIZE: 'Created',
            PRINT: [
              { target: 'FaxedToPharmacy', guard: 'isFaxPrint' },
              { target: 'MailedToPharmacy', guard: 'isMailPrint' },
            ],
            DECLINE: 'Declined',
            REJECT_DRAFT: 'RejectedDraft',
          },
        },
        Created: {
          entry: code('Created'),
          on: {
            SEND_TO_PHARMACY: 'SentToPharmacy',
            PRINT: [
              { target: 'FaxedToPharmacy', guard: 'isFaxPrint' },
              { target: 'MailedToPharmacy', guard: 'isMailPrint' },
            ],
            DECLINE: 'Declined',
          },
        },
        SentToPharmacy: { entry: code('SentToPharmacy'), on: { PHARMACY_RECEIVED: 'ReceivedByPharmacy' } },
        FaxedToPharmacy: { entry: code('FaxedToPharmacy'), on: { PHARMACY_RECEIVED: 'ReceivedByPharmacy' } },
        MailedToPharmacy: { entry: code('MailedToPharmacy'), on: { PHARMACY_RECEIVED: 'ReceivedByPharmacy' } },
        ReceivedByPharmacy: {
          entry: code('ReceivedByPharmacy'),
          on: {
            PHARMACY_REQUESTED_INFO: 'MoreInfoRequired',
            PHARMACY_ACCEPTED: 'AcceptedByPharmacy',
            PHARMACY_DECLINED: 'DeclinedByPharmacy',
          },
        },
        MoreInfoRequired: {
          entry: code('MoreInfoRequired'),
          on: {
            INFO_PROVIDED: 'ReceivedByPharmacy',
            PHARMACY_ACCEPTED: 'AcceptedByPharmacy',
            PHARMACY_DECLINED: 'DeclinedByPharmacy',
          },
        },
        AcceptedByPharmacy: { entry: code('AcceptedByPharmacy') },
        DeclinedByPharmacy: { entry: code('DeclinedByPharmacy') },
        Declined: { entry: code('Declined') },
        RejectedDraft: { entry: code('RejectedDraft') },
      },
    },
    archived: { type: 'final' },
  },
});

/**
 * Snapshot type of {@link prescriptionLifecycleMachine}.
 *
 * @example
 * const snapshot: PrescriptionLifecycleSnapshot = prescriptionSnapshotFromStatus({ code: 'Draft' });
 */
export type PrescriptionLifecycleSnapshot = ReturnType<typeof prescriptionLifecycleMachine.resolveState>;

/**
 * A prescription's stored status: its code and its archived flag.
 *
 * @example
 * const stored: StoredPrescriptionStatus = { code: 'Created', archived: false };
 */
export interface StoredPrescriptionStatus {
  readonly code: RxStatusCode;
  readonly archived?: boolean | null;
}

/**
 * Builds the machine snapshot of a stored prescription from its status code and archived flag,
 * without starting an actor.
 *
 * @example
 * prescriptionSnapshotFromStatus({ code: 'Created', archived: true }).matches('archived') // true
 */
export function prescriptionSnapshotFromStatus(stored: StoredPrescriptionStatus): PrescriptionLifecycleSnapshot {
  return prescriptionLifecycleMachine.resolveState({
    value: stored.archived === true ? 'archived' : { active: stored.code },
    context: { code: stored.code },
  });
}

/** Reads the stored status back from a snapshot. */
function storedStatusOf(snapshot: PrescriptionLifecycleSnapshot): { code: RxStatusCode; archived: boolean } {
  return { code: snapshot.context.code, archived: snapshot.matches('archived') };
}

/**
 * Is `event` allowed for a prescription stored with this status (guards included)? Unknown codes
 * allow nothing. Pure: no actor is created. The server calls this before writing a status change.
 *
 * @example
 * canTransitionPrescription({ code: 'Draft' }, { type: 'AUTHORIZE' }) // true
 * canTransitionPrescription({ code: 'Created', archived: true }, { type: 'DECLINE' }) // false
 */
export function canTransitionPrescription(
  stored: { readonly code: string | null | undefined; readonly archived?: boolean | null },
  event: PrescriptionLifecycleEvent,
): boolean {
  return isRxStatusCode(stored.code) && prescriptionSnapshotFromStatus({ ...stored, code: stored.code }).can(event);
}

/**
 * The stored status after `event` (`{ code, archived }`), or `null` when the transition is refused.
 * Pure: uses xstate's `transition` on a resolved snapshot.
 *
 * @example
 * nextPrescriptionStatus({ code: 'Draft' }, { type: 'PRINT', method: 'mail' }) // { code: 'MailedToPharmacy', archived: false }
 */
export function nextPrescriptionStatus(
  stored: { readonly code: string | null | undefined; readonly archived?: boolean | null },
  event: PrescriptionLifecycleEvent,
): { code: RxStatusCode; archived: boolean } | null {
  if (!isRxStatusCode(stored.code)) return null;
  const snapshot = prescriptionSnapshotFromStatus({ ...stored, code: stored.code });
  if (!snapshot.can(event)) return null;
  const [next] = transition(prescriptionLifecycleMachine, snapshot, event);
  return storedStatusOf(next);
}
