import { isControlledProduct } from '../controlled/schedule.js';
import { APPROVALS_TRIAGE_MESSAGES } from '../messages/approvals-triage.js';
import { SAFETY_MESSAGES } from '../messages/safety.js';
import { formValuesFromSaved, type FormProduct, type SavedPrescriptionValues } from '../prescription/form-source.js';
import { submitPrescriptionForm } from '../prescription/form.js';
import { quantityFromUnits } from '../prescription/quantity.js';
import type { PrescriptionSaveInput } from '../prescription/types.js';
import type { ValidationResult } from '../common/index.js';

type Id = string | number;
const R = APPROVALS_TRIAGE_MESSAGES.bulk.reasons;

/**
 * The most requests one bulk approval takes (decided: a screenful a vet can review).
 *
 * @example
 * BULK_APPROVE_MAX // 25
 */
export const BULK_APPROVE_MAX = 25;

/**
 * How recent the vet's sign-in at the identity provider must be for a bulk approval, in seconds.
 *
 * @example
 * REAUTH_MAX_AGE_SECONDS // 300
 */
export const REAUTH_MAX_AGE_SECONDS = 300;

/**
 * How long the summary a vet reviewed can still be confirmed, in seconds: after that the
 * vet reviews the requests again.
 *
 * @example
 * BULK_REVIEW_MAX_AGE_SECONDS // 900
 */
export const BULK_REVIEW_MAX_AGE_SECONDS = 900;

/**
 * Why a sign-in confirmation may not approve a reviewed bulk summary, or null when it may (decision
 * 0188): it must be fresh (`auth_time` at most REAUTH_MAX_AGE_SECONDS before now) and made after the
 * summary was shown — a sign-in from before the vet saw what they approve does not confirm it. Times are
 * seconds since the epoch (the provider's `auth_time` has whole seconds, so the summary's second counts).
 *
 * @example
 * reauthRefusal({ authTime: 1000, reviewIssuedAt: 990.4, now: 1010 }) // null
 * reauthRefusal({ authTime: 980, reviewIssuedAt: 990.4, now: 1010 }) // 'beforeReview'
 * reauthRefusal({ authTime: 1000, reviewIssuedAt: 990, now: 1400 }) // 'stale'
 */
export function reauthRefusal(t: { authTime: number | null; reviewIssuedAt: number; now: number }): 'stale' | 'beforeReview' | null {
  if (t.authTime === null || t.now - t.authTime > REAUTH_MAX_AGE_SECONDS) return 'stale';
  if (t.authTime < Math.floor(t.reviewIssuedAt)) return 'beforeReview';
  return null;
}

/**
 * What the bulk summary shows of one prescription, before and after: its directions,
 * quantity, refills (PRN when the PRN flag is set) and expiration — the values that will be (or were)
 * approved, taken from the Approve input so a defaulted expiration shows as it will be issued. The
 * quantity is in packs, as the form shows it (`unitPerFill` ÷ the pack size, "2 ×
 * 52 ct"); units only when the saved units are not a whole number of packs ("104 units").
 *
 * @example
 * bulkApprovalDetails({ directions: 'Give 1 tablet daily', unitPerFill: 60, refills: 2, prnFlag: false, prescExpiryDate: '2027-11-23' }, { packsizeQty: 30, packsizeDisplay: '30 ct' })
 * // { directions: 'Give 1 tablet daily', quantity: '2 × 30 ct', refills: '2', expires: '2027-11-23' }
 */
export function bulkApprovalDetails(
  input: Pick<PrescriptionSaveInput, 'directions' | 'unitPerFill' | 'refills' | 'prnFlag' | 'prescExpiryDate'>,
  pack: { readonly packsizeQty: number; readonly packsizeDisplay?: string | null },
): {
  directions: string | null;
  quantity: string | null;
  refills: string | null;
  expires: string | null;
} {
  return {
    directions: input.directions?.trim() || null,
    quantity: bulkQuantity(input.unitPerFill, pack),
    refills: input.prnFlag ? APPROVALS_TRIAGE_MESSAGES.bulk.details.prn : input.refills == null ? null : String(input.refills),
    expires: input.prescExpiryDate ? input.prescExpiryDate.slice(0, 10) : null,
  };
}

/** The quantity of {@link bulkApprovalDetails}: packs with the pack's size, else units. */
function bulkQuantity(unitPerFill: number | null | undefined, pack: { readonly packsizeQty: number; readonly packsizeDisplay?: string | null }): string | null {
  if (unitPerFill == null) return null;
  const packs = quantityFromUnits(unitPerFill, pack.packsizeQty);
  const D = APPROVALS_TRIAGE_MESSAGES.bulk.details;
  if (packs === null) return D.units(unitPerFill);
  return pack.packsizeDisplay?.trim() ? D.packsOf(packs, pack.packsizeDisplay.trim()) : String(packs);
}

/**
 * What the bulk rule reads of one request (the server gathers it).
 *
 * @example
 * const facts: BulkApprovalFacts = { taskStatus: 'PENDING', hasDraft: true, product: { isActive: true, isControlled: false }, printRequired: false, conflict: false, patientPromptNeeded: false, clientActive: true, patientActive: true, callerLocationUserId: 4, draftAuthorizingVet: 4, signRefusal: null, duplicates: 0, incompleteFields: [] };
 */
export interface BulkApprovalFacts {
  readonly taskStatus: string;
  readonly hasDraft: boolean;
  readonly product: { readonly isActive: boolean; readonly isControlled: boolean; readonly deaSchedule?: string | null } | null;
  /** The product's pharmacy is not one of the location's: it is printed (Print Rx), not authorized. */
  readonly printRequired: boolean;
  readonly conflict: boolean;
  readonly patientPromptNeeded: boolean;
  readonly clientActive: boolean;
  readonly patientActive: boolean;
  readonly callerLocationUserId: Id;
  readonly draftAuthorizingVet: Id | null;
  /** Why the caller may not sign (core's policy), or null. */
  readonly signRefusal: string | null;
  readonly duplicates: number;
  /**
   * The safety check found something that needs the vet's decision — a reason, a withdrawal time or a
   * refusal (core's `blocksBulkApproval`).
   */
  readonly safetyDecision?: boolean;
  /** Labels of the fields the form's Approve check refuses, as the draft stands. */
  readonly incompleteFields: readonly string[];
}

/**
 * Why a request may not be approved in bulk — empty when it qualifies (issue 17 item 3, decision
 * 0185): it must be pending with a linked draft that passes the Approve check as it stands, an active,
 * non-controlled product that is not printed, no conflict, the patient's weight and birth date known,
 * an active client and patient, the caller as authorizing vet (or none yet) and allowed to sign, no
 * possible duplicate, and no safety finding that needs the vet's decision (issue 42). Every reason is listed, so the vet sees all that stands in the way.
 *
 * @example
 * bulkApprovalRefusals({ ...facts, product: { isActive: true, isControlled: true } }) // ['Controlled substances are approved one at a time.']
 */
export function bulkApprovalRefusals(f: BulkApprovalFacts): string[] {
  if (f.taskStatus !== 'PENDING') return [R.notPending];
  if (!f.hasDraft) return [R.noDraft];
  const out: string[] = [];
  if (!f.product || !f.product.isActive) out.push(R.inactiveProduct);
  if (f.product && isControlledProduct(f.product)) out.push(R.controlled);
  if (f.printRequired) out.push(R.printRequired);
  if (!f.clientActive || !f.patientActive) out.push(R.inactivePatient);
  if (f.patientPromptNeeded) out.push(R.patientFacts);
  if (f.conflict) out.push(R.conflict);
  if (f.draftAuthorizingVet !== null && String(f.draftAuthorizingVet) !== String(f.callerLocationUserId)) out.push(R.otherVet);
  else if (f.signRefusal) out.push(R.cannotSign);
  if (f.duplicates > 0) out.push(R.duplicate);
  if (f.safetyDecision === true) out.push(SAFETY_MESSAGES.bulkRefusal);
  if (f.incompleteFields.length > 0) out.push(R.incomplete(f.incompleteFields.join(', ')));
  return out;
}

/**
 * The Approve (AuthorizeRx) input of a linked draft as it stands: the form's starting values for the
 * draft (formValuesFromSaved: the default expiration when it has none, refills re-ruled for the product)
 * with the caller as authorizing vet when none is set, checked by the form's own Approve check. The
 * error keys are the form's fields.
 *
 * @example
 * const r = bulkApprovalInput(draft, { product, today: '2026-11-23', now: new Date(), requestedQuantity: 1, callerLocationUserId: 4 });
 * if (r.ok) save(r.value);
 */
export function bulkApprovalInput(
  draft: SavedPrescriptionValues,
  args: { product: FormProduct; today: string; now: Date; requestedQuantity: number | null; callerLocationUserId: Id; features?: { showNoteToClient?: boolean } },
): ValidationResult<PrescriptionSaveInput> {
  const values = {
    ...formValuesFromSaved(draft, { product: args.product, today: args.today, requestedQuantity: args.requestedQuantity }),
    productId: args.product.productId,
    productName: args.product.productName,
    strength: args.product.strength,
    productPresentationId: args.product.productPresentationId,
  };
  if (values.authorizingVet === null) values.authorizingVet = String(args.callerLocationUserId);
  const r = submitPrescriptionForm(values, 'AuthorizeRx', {
    today: args.today,
    now: args.now,
    product: args.product,
    requestedQuantity: args.requestedQuantity,
    conflictExists: false,
    features: args.features,
  });
  return r.ok ? { ok: true, value: r.value.input } : r;
}
