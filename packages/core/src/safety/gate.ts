/**
 * An override is a decision on the record (issue 42 item 3): what the findings ask of
 * the authorizing vet before a prescription is issued — a reason for a major or contraindicated finding
 * or a far-outside dose, a withdrawal time for a food-producing animal — and what is refused outright
 * (a drug prohibited for extra-label use in a food animal). The form, the server and bulk approval ask
 * the same rule.
 */
import type { FieldErrors } from '../common/validation.js';
import { SAFETY_MESSAGES } from '../messages/safety.js';
import type { SafetyFinding } from './evaluate.js';
import { SAFETY_KNOWLEDGE_VERSION } from './knowledge.js';

/**
 * Longest override reason (the workflow form's internal note is 500 too).
 *
 * @example
 * SAFETY_OVERRIDE_REASON_MAX // 500
 */
export const SAFETY_OVERRIDE_REASON_MAX = 500;

/**
 * Longest withdrawal time text.
 *
 * @example
 * WITHDRAWAL_TIME_MAX // 100
 */
export const WITHDRAWAL_TIME_MAX = 100;

/**
 * The safety review's limits in one object: the most characters of the override
 * reason and of the withdrawal time.
 *
 * @example
 * import { SAFETY_LIMITS } from '@vetrx/core/safety';
 * SAFETY_LIMITS.overrideReason // 500
 */
export const SAFETY_LIMITS = { overrideReason: SAFETY_OVERRIDE_REASON_MAX, withdrawalTime: WITHDRAWAL_TIME_MAX } as const;

/**
 * What the findings of a candidate prescription ask before it may be issued.
 *
 * @example
 * const gate: SafetyGate = safetyGate(findings);
 */
export interface SafetyGate {
  /** A finding needs the authorizing vet's reason. */
  readonly needsReason: boolean;
  /** A withdrawal time must be given (food-producing animal). */
  readonly needsWithdrawalTime: boolean;
  /** The first prohibited finding: the prescription cannot be issued. */
  readonly prohibited: SafetyFinding | null;
}

/**
 * The gate of a list of findings.
 *
 * @example
 * safetyGate([]) // { needsReason: false, needsWithdrawalTime: false, prohibited: null }
 */
export function safetyGate(findings: readonly SafetyFinding[] | null | undefined): SafetyGate {
  const list = findings ?? [];
  return {
    needsReason: list.some((f) => f.needsReason),
    needsWithdrawalTime: list.some((f) => f.needsWithdrawalTime),
    prohibited: list.find((f) => f.prohibited) ?? null,
  };
}

/**
 * Does a task with these findings stay out of bulk approval? Any finding that needs a
 * vet's decision: a reason, a withdrawal time, or a refusal.
 *
 * @example
 * blocksBulkApproval(findings) // true for two NSAIDs
 */
export function blocksBulkApproval(findings: readonly SafetyFinding[] | null | undefined): boolean {
  const g = safetyGate(findings);
  return g.needsReason || g.needsWithdrawalTime || g.prohibited !== null;
}

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

/**
 * The override fields' errors for a save (the save validator calls it): lengths always; for an issue
 * (not a draft) the prohibited product (on `productId`), a missing reason (`safetyOverrideReason`) and a
 * missing withdrawal time (`withdrawalTime`).
 *
 * @example
 * safetyOverrideErrors({ safetyOverrideReason: ' ' }, { needsReason: true, needsWithdrawalTime: false, prohibited: null }, { isDraft: false }) // { safetyOverrideReason: 'Type why you authorize despite the findings above.' }
 */
export function safetyOverrideErrors(
  input: { readonly safetyOverrideReason?: string | null; readonly withdrawalTime?: string | null },
  gate: SafetyGate | null | undefined,
  opts: { readonly isDraft: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  const reason = input.safetyOverrideReason ?? null;
  const withdrawal = input.withdrawalTime ?? null;
  if (reason !== null && reason.trim().length > SAFETY_OVERRIDE_REASON_MAX) errors.safetyOverrideReason = SAFETY_MESSAGES.reasonTooLong(SAFETY_OVERRIDE_REASON_MAX);
  if (withdrawal !== null && withdrawal.trim().length > WITHDRAWAL_TIME_MAX) errors.withdrawalTime = SAFETY_MESSAGES.withdrawalTooLong(WITHDRAWAL_TIME_MAX);
  if (opts.isDraft || !gate) return errors;
  if (gate.prohibited) errors.productId = SAFETY_MESSAGES.prohibitedRefusal(gate.prohibited.message);
  if (gate.needsReason && blank(reason)) errors.safetyOverrideReason ??= SAFETY_MESSAGES.reasonRequired;
  if (gate.needsWithdrawalTime && blank(withdrawal)) errors.withdrawalTime ??= SAFETY_MESSAGES.withdrawalRequired;
  return errors;
}

/**
 * The safety review stored with a prescription: the knowledge version, the findings
 * when it was saved, and — for an issue — the reason and withdrawal time only when the findings asked
 * for them (a draft keeps what was typed).
 *
 * @example
 * safetyReviewOf(findings, { safetyOverrideReason: 'Switching NSAIDs after a 7-day washout' }, { isDraft: false }).overrideReason
 */
export function safetyReviewOf(
  findings: readonly SafetyFinding[],
  input: { readonly safetyOverrideReason?: string | null; readonly withdrawalTime?: string | null },
  opts: { readonly isDraft: boolean },
): { knowledgeVersion: string; findings: SafetyFinding[]; overrideReason: string | null; withdrawalTime: string | null } {
  const gate = safetyGate(findings);
  const text = (v: string | null | undefined) => (blank(v) ? null : v!.trim());
  return {
    knowledgeVersion: SAFETY_KNOWLEDGE_VERSION,
    findings: [...findings],
    overrideReason: opts.isDraft || gate.needsReason ? text(input.safetyOverrideReason) : null,
    withdrawalTime: opts.isDraft || gate.needsWithdrawalTime ? text(input.withdrawalTime) : null,
  };
}

/**
 * The line the pharmacy receives after the note to pharmacy: the findings that needed
 * a decision (each title once), the reason and the withdrawal time; null when there is nothing to pass on.
 *
 * @example
 * pharmacySafetyLine({ findings, overrideReason: 'Washout done', withdrawalTime: null }) // 'Safety override: Two NSAIDs (major). Reason: Washout done'
 */
export function pharmacySafetyLine(review: { readonly findings: readonly Pick<SafetyFinding, 'title' | 'severity' | 'needsReason' | 'needsWithdrawalTime'>[]; readonly overrideReason: string | null; readonly withdrawalTime: string | null }): string | null {
  const decided = review.findings.filter((f) => f.needsReason || f.needsWithdrawalTime);
  if (decided.length === 0 && !review.overrideReason && !review.withdrawalTime) return null;
  const titles = [...new Set(decided.map((f) => `${f.title} (${f.severity})`))];
  return SAFETY_MESSAGES.pharmacyLine(titles.join('; ') || '—', review.overrideReason, review.withdrawalTime);
}

/**
 * What a finding asks of the vet — or asked — by the state of the prescription it is shown with (issue
 * 59 item 4: a badge comes from the record's state). A candidate (the form, a pending request; `record`
 * null) or a draft asks: "Cannot be authorized", "Needs your reason to authorize", "Needs a withdrawal
 * time". An issued prescription answered it: "Authorized with the vet’s reason", "Withdrawal time
 * given". A prescription closed without being issued (declined, a rejected draft) asks nothing.
 *
 * @example
 * findingDecision({ needsReason: true, prohibited: false, needsWithdrawalTime: false }, { issuedDate: '2026-11-20', rxStatusCode: 'Fillable' }) // { text: 'Authorized with the vet’s reason', tone: 'decided' }
 */
export function findingDecision(
  finding: Pick<SafetyFinding, 'needsReason' | 'prohibited' | 'needsWithdrawalTime'>,
  record: { readonly issuedDate?: string | null; readonly rxStatusCode?: string | null } | null,
): { text: string; tone: 'refused' | 'asks' | 'decided' } | null {
  const issued = record !== null && !blank(record.issuedDate);
  if (issued) {
    if (finding.needsReason) return { text: SAFETY_MESSAGES.reasonGiven, tone: 'decided' };
    if (finding.needsWithdrawalTime) return { text: SAFETY_MESSAGES.withdrawalGiven, tone: 'decided' };
    return null;
  }
  if (record !== null && record.rxStatusCode !== 'Draft') return null;
  if (finding.prohibited) return { text: SAFETY_MESSAGES.prohibited, tone: 'refused' };
  if (finding.needsReason) return { text: SAFETY_MESSAGES.needsReason, tone: 'asks' };
  if (finding.needsWithdrawalTime) return { text: SAFETY_MESSAGES.needsWithdrawal, tone: 'asks' };
  return null;
}
