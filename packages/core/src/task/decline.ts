import * as z from 'zod';
import { type ValidationResult, validateWith } from '../common/validation.js';
import { APPROVALS_MESSAGES } from '../messages/approvals.js';
import { APPROVALS_MODAL_MESSAGES } from '../messages/approvals-modals.js';
import { SYSTEM_DECLINE_REASONS } from '../messages/clients.js';
import { COMMON_MESSAGES } from '../messages/common.js';
import type { SystemDeclineCause } from '../client/status.js';
import { nextTaskState, type TaskTransitionResult } from './prescription-task.machine.js';

const REASONS = APPROVALS_MODAL_MESSAGES.declineReasons;

/**
 * Key of a decline reason.
 *
 * @example
 * const key: DeclineReasonKey = 'dueForExam';
 */
export type DeclineReasonKey = keyof typeof REASONS;

/**
 * The decline reasons in the spec's order (prescribing §4 Other enumerations), with their labels.
 * The label is also the text sent as the reason.
 *
 * @example
 * DECLINE_REASONS[0] // { key: 'quantityExceedsShelfLife', label: 'Quantity exceeds shelf life' }
 */
export const DECLINE_REASONS: readonly { readonly key: DeclineReasonKey; readonly label: string }[] = (
  [
    'quantityExceedsShelfLife',
    'productIncorrectForPatient',
    'noExistingRelationship',
    'dueForExam',
    'discontinuedUse',
    'productUnavailable',
    'alternateProductPrescribed',
    'recentlyPurchased',
    'other',
  ] as const
).map((key) => ({ key, label: REASONS[key] }));

/**
 * The reasons of the simpler Decline or Delete RX modal (prescribing §5).
 *
 * @example
 * SIMPLE_DECLINE_REASONS.map((r) => r.label).at(-1) // 'Other'
 */
export const SIMPLE_DECLINE_REASONS: readonly { readonly key: DeclineReasonKey; readonly label: string }[] = (
  ['quantityExceedsShelfLife', 'productIncorrectForPatient', 'noExistingRelationship', 'dueForExam', 'other'] as const
).map((key) => ({ key, label: REASONS[key] }));

/**
 * Months offered as the supply choice of Recently Purchased (prescribing §5).
 *
 * @example
 * SUPPLY_CHOICE_MONTHS // [1, 3, 6, 9, 12]
 */
export const SUPPLY_CHOICE_MONTHS = [1, 3, 6, 9, 12] as const;

/**
 * One of {@link SUPPLY_CHOICE_MONTHS}.
 *
 * @example
 * const months: SupplyChoiceMonths = 3;
 */
export type SupplyChoiceMonths = (typeof SUPPLY_CHOICE_MONTHS)[number];

/**
 * Supply choice options for the select: `{ value, label }` with labels like '3 month supply'.
 *
 * @example
 * supplyChoiceOptions()[1] // { value: 3, label: '3 month supply' }
 */
export function supplyChoiceOptions(): { value: SupplyChoiceMonths; label: string }[] {
  return SUPPLY_CHOICE_MONTHS.map((value) => ({ value, label: APPROVALS_MODAL_MESSAGES.supplyChoice(value) }));
}

/**
 * Maximum length of the Other description (decided: the same 500 as the workflow internal note).
 *
 * @example
 * validateDeclineForm({ reason: 'Other', description: 'x'.repeat(DECLINE_DESCRIPTION_MAX + 1) }).ok // false
 */
export const DECLINE_DESCRIPTION_MAX = 500;

/**
 * The stored decline reason of a declined request or prescription (DeclinePrescription's
 * `declineReason`, a declined task's `actionReason`): required, trimmed, at most
 * {@link DECLINE_DESCRIPTION_MAX}; errors keyed by the payload `field`. The server checks every decline
 * with it.
 *
 * @example
 * validateStoredDeclineReason('  Other: owner moved  ', 'declineReason') // { ok: true, value: 'Other: owner moved' }
 * validateStoredDeclineReason(' ', 'actionReason') // { ok: false, errors: { actionReason: 'This field is required' } }
 */
export function validateStoredDeclineReason(reason: unknown, field: string): ValidationResult<string> {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return { ok: false, errors: { [field]: COMMON_MESSAGES.fieldRequired } };
  if (text.length > DECLINE_DESCRIPTION_MAX) return { ok: false, errors: { [field]: APPROVALS_MESSAGES.validation.maxCharacters(DECLINE_DESCRIPTION_MAX) } };
  return { ok: true, value: text };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Is this reason Other (compared without case, so a server list spelling 'other' also counts)?
 *
 * @example
 * isOtherReason('Other') // true
 */
export function isOtherReason(reason: string | null | undefined): boolean {
  return reason != null && same(reason, REASONS.other);
}

/**
 * Is this reason Recently Purchased (compared without case)?
 *
 * @example
 * isRecentlyPurchasedReason('Recently purchased') // true
 */
export function isRecentlyPurchasedReason(reason: string | null | undefined): boolean {
  return reason != null && same(reason, REASONS.recentlyPurchased);
}

/**
 * What the Decline Request form holds.
 *
 * @example
 * const input: DeclineFormInput = { reason: 'Recently Purchased', supplyMonths: 3 };
 */
export interface DeclineFormInput {
  /** The chosen reason's text (a label of {@link DECLINE_REASONS} or of the server's list). */
  readonly reason?: string | null;
  /** The description typed when the reason is Other. */
  readonly description?: string | null;
  /** The supply choice when the reason is Recently Purchased. */
  readonly supplyMonths?: number | string | null;
}

/**
 * The text sent as the decline reason (`actionReason`, `declineReason`), decided as follows:
 * - Other: the trimmed description; a blank description sends 'Other'.
 * - Recently Purchased: 'Recently Purchased-{n} month supply', e.g. 'Recently Purchased-3 month
 *   supply' (the reason, a dash without spaces, the supply label); without a valid choice just
 *   'Recently Purchased'.
 * - any other reason: the reason, trimmed.
 *
 * @example
 * composeDeclineReason({ reason: 'Other', description: '  ' }) // 'Other'
 * composeDeclineReason({ reason: 'Recently Purchased', supplyMonths: 3 }) // 'Recently Purchased-3 month supply'
 */
export function composeDeclineReason(input: DeclineFormInput): string {
  const reason = (input.reason ?? '').trim();
  if (isOtherReason(reason)) {
    const description = (input.description ?? '').trim();
    return description || REASONS.other;
  }
  if (isRecentlyPurchasedReason(reason)) {
    const months = Number(input.supplyMonths);
    return (SUPPLY_CHOICE_MONTHS as readonly number[]).includes(months)
      ? `${REASONS.recentlyPurchased}-${APPROVALS_MODAL_MESSAGES.supplyChoice(months)}`
      : REASONS.recentlyPurchased;
  }
  return reason;
}

const required = COMMON_MESSAGES.fieldRequired;

function declineSchema(withSupply: boolean) {
  return z
    .object({
      reason: z.string({ error: required }).trim().min(1, required),
      description: z
        .string()
        .max(DECLINE_DESCRIPTION_MAX, APPROVALS_MESSAGES.validation.maxCharacters(DECLINE_DESCRIPTION_MAX))
        .nullish(),
      supplyMonths: z.union([z.number(), z.string()]).nullish(),
    })
    .superRefine((v, ctx) => {
      if (!withSupply || !isRecentlyPurchasedReason(v.reason)) return;
      if (!(SUPPLY_CHOICE_MONTHS as readonly number[]).includes(Number(v.supplyMonths ?? NaN))) {
        ctx.addIssue({ code: 'custom', path: ['supplyMonths'], message: required });
      }
    })
    .transform((v) => ({ reason: v.reason, actionReason: composeDeclineReason(v) }));
}

/**
 * Zod schema of the Decline Request form (prescribing §5): reason required and non-blank ('This
 * field is required'); the Other description at most 500 characters; for Recently Purchased a supply
 * choice of 1, 3, 6, 9 or 12 months is required (decided: the choice is what makes the reason useful
 * to the client's next order). Outputs the reason and the composed `actionReason`.
 *
 * @example
 * declineFormSchema.parse({ reason: 'Recently Purchased', supplyMonths: 6 }).actionReason // 'Recently Purchased-6 month supply'
 */
export const declineFormSchema = declineSchema(true);

/**
 * Zod schema of the simpler Decline or Delete RX form: reason required and non-blank; Other takes an
 * optional description as in the Decline Request form.
 *
 * @example
 * simpleDeclineFormSchema.parse({ reason: 'Due for exam' }).actionReason // 'Due for exam'
 */
export const simpleDeclineFormSchema = declineSchema(false);

/**
 * A validated decline form: the chosen reason and the text to send.
 *
 * @example
 * const value: DeclineFormValue = { reason: 'Other', actionReason: 'Owner moved away' };
 */
export interface DeclineFormValue {
  readonly reason: string;
  readonly actionReason: string;
}

/**
 * Validates the Decline Request form; errors are keyed `reason`, `description`, `supplyMonths`.
 *
 * @example
 * validateDeclineForm({ reason: ' ' }) // { ok: false, errors: { reason: 'This field is required' } }
 */
export function validateDeclineForm(input: DeclineFormInput): ValidationResult<DeclineFormValue> {
  return validateWith(declineFormSchema, input);
}

/**
 * Validates the Decline or Delete RX form.
 *
 * @example
 * validateSimpleDeclineForm({ reason: 'Other', description: 'Owner moved away' }) // { ok: true, value: { reason: 'Other', actionReason: 'Owner moved away' } }
 */
export function validateSimpleDeclineForm(input: DeclineFormInput): ValidationResult<DeclineFormValue> {
  return validateWith(simpleDeclineFormSchema, input);
}

/**
 * The stored task after the system declines it (the task machine's SYSTEM_DECLINE: status
 * VET_DECLINED, action AutoDeclined, the cause's reason, no acting user), or `null` when the task is no
 * longer pending.
 *
 * @example
 * systemDeclineTransition('PENDING', 'clientInactive')
 * // { status: 'VET_DECLINED', action: 'AutoDeclined', actionReason: 'Declined automatically: the client was made inactive.', actionedByLocationUserUuid: null }
 */
export function systemDeclineTransition(status: string | null | undefined, cause: SystemDeclineCause): TaskTransitionResult | null {
  return nextTaskState(status, { type: 'SYSTEM_DECLINE', actionReason: SYSTEM_DECLINE_REASONS[cause] });
}
