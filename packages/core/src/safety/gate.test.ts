import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePrescriptionSave } from '../prescription/save.js';
import type { SafetyFinding } from './evaluate.js';
import { SAFETY_MESSAGES } from '../messages/safety.js';
import { blocksBulkApproval, findingDecision, pharmacySafetyLine, SAFETY_OVERRIDE_REASON_MAX, safetyGate, safetyOverrideErrors, safetyReviewOf, WITHDRAWAL_TIME_MAX } from './gate.js';
import { SAFETY_KNOWLEDGE, SAFETY_KNOWLEDGE_VERSION } from './knowledge.js';

const f = (over: Partial<SafetyFinding>): SafetyFinding => ({
  code: 'dup-nsaid-nsaid',
  kind: 'duplicate',
  severity: 'major',
  title: 'Two NSAIDs',
  message: 'Deracoxib with Carprofen (RX-000804).',
  source: 'Plumb',
  against: null,
  needsReason: true,
  prohibited: false,
  needsWithdrawalTime: false,
  ...over,
});
const minor = f({ severity: 'minor', needsReason: false, code: 'int-gabapentinoid-opioid', title: 'Gabapentinoid with an opioid' });
const withdrawal = f({ code: 'food-withdrawal', kind: 'withdrawal', severity: 'moderate', needsReason: false, needsWithdrawalTime: true, title: 'Food-producing animal: withdrawal time' });
const prohibited = f({ code: 'food-nitroimidazole', kind: 'foodAnimal', severity: 'contraindicated', needsReason: false, prohibited: true, message: 'Metronidazole: prohibited in food-producing animals.' });

describe('the override rule', () => {
  it('property: an issue is refused exactly when a needed reason or withdrawal time is blank, or a finding is prohibited; a draft never', () => {
    const text = fc.constantFrom(null, '', '   ', 'Washout of 7 days done');
    fc.assert(
      fc.property(fc.subarray([f({}), minor, withdrawal, prohibited]), text, text, fc.boolean(), (findings, reason, time, isDraft) => {
        const gate = safetyGate(findings);
        const errors = safetyOverrideErrors({ safetyOverrideReason: reason, withdrawalTime: time }, gate, { isDraft });
        const blank = (v: string | null) => v === null || v.trim() === '';
        expect('safetyOverrideReason' in errors).toBe(!isDraft && gate.needsReason && blank(reason));
        expect('withdrawalTime' in errors).toBe(!isDraft && gate.needsWithdrawalTime && blank(time));
        expect('productId' in errors).toBe(!isDraft && gate.prohibited !== null);
        expect(blocksBulkApproval(findings)).toBe(findings.some((x) => x !== minor));
      }),
    );
  });

  it('lengths are checked for drafts too', () => {
    const long = { safetyOverrideReason: 'x'.repeat(SAFETY_OVERRIDE_REASON_MAX + 1), withdrawalTime: 'y'.repeat(WITHDRAWAL_TIME_MAX + 1) };
    expect(safetyOverrideErrors(long, null, { isDraft: true })).toEqual({ safetyOverrideReason: 'At most 500 characters.', withdrawalTime: 'At most 100 characters.' });
    expect(safetyOverrideErrors({ safetyOverrideReason: 'x'.repeat(SAFETY_OVERRIDE_REASON_MAX) }, safetyGate([f({})]), { isDraft: false })).toEqual({});
  });

  it('the save validator refuses an Authorize without the reason, on its field, and keeps the trimmed reason', () => {
    const input = { locationClientId: 1, locationPatientId: 2, productId: 3, unitPerFill: 30, directions: 'Give 1 tablet daily', refills: 0, prescExpiryDate: '2026-12-01', authorizingVet: 4, issuedDate: '2026-11-23T10:00:00Z' };
    const ctx = { today: '2026-11-23', product: { isActive: true, isControlled: false, compound: false, hasPharmacyRationale: false, productApprovalType: 'Rx', packsizeQty: 30, isPrnOnlyFamily: false }, clientIsActive: true, patientIsActive: true, safety: safetyGate([f({})]) };
    const refused = validatePrescriptionSave({ input, addPrescriptionType: 'AuthorizeRx' }, ctx);
    expect(refused).toEqual({ ok: false, errors: { safetyOverrideReason: 'Type why you authorize despite the findings above.' } });
    const ok = validatePrescriptionSave({ input: { ...input, safetyOverrideReason: ' Washout done ' }, addPrescriptionType: 'AuthorizeRx' }, ctx);
    expect(ok.ok && ok.value.input.safetyOverrideReason).toBe('Washout done');
    expect(validatePrescriptionSave({ input, addPrescriptionType: 'SaveAsDraft' }, ctx).ok).toBe(true);
    expect(validatePrescriptionSave({ input, addPrescriptionType: 'PrintRx' }, { ...ctx, safety: safetyGate([prohibited]) })).toMatchObject({ ok: false, errors: { productId: 'Metronidazole: prohibited in food-producing animals. This prescription cannot be authorized; choose another product.' } });
  });

  it('the review stored keeps the reason and withdrawal time only when asked for (a draft keeps what was typed); the pharmacy line names what was decided', () => {
    const typed = { safetyOverrideReason: ' Washout done ', withdrawalTime: ' ' };
    expect(safetyReviewOf([f({}), minor], typed, { isDraft: false })).toEqual({ knowledgeVersion: SAFETY_KNOWLEDGE_VERSION, findings: [f({}), minor], overrideReason: 'Washout done', withdrawalTime: null });
    expect(safetyReviewOf([minor], typed, { isDraft: false }).overrideReason).toBeNull();
    expect(safetyReviewOf([minor], typed, { isDraft: true }).overrideReason).toBe('Washout done');
    expect(pharmacySafetyLine({ findings: [f({}), minor, f({ against: null })], overrideReason: 'Washout done', withdrawalTime: null })).toBe('Safety override: Two NSAIDs (major). Reason: Washout done');
    expect(pharmacySafetyLine({ findings: [withdrawal], overrideReason: null, withdrawalTime: 'Meat 28 days' })).toBe('Safety override: Food-producing animal: withdrawal time (moderate). Withdrawal time: Meat 28 days');
    expect(pharmacySafetyLine({ findings: [minor], overrideReason: null, withdrawalTime: null })).toBeNull();
  });
});

describe('findingDecision (issue 59: badges by the record’s state)', () => {
  const needsReason = { needsReason: true, prohibited: false, needsWithdrawalTime: false };
  const withdrawal = { needsReason: false, prohibited: false, needsWithdrawalTime: true };
  it('asks before the prescription is issued, says it was decided after, and nothing once closed unissued', () => {
    expect(findingDecision(needsReason, null)).toEqual({ text: SAFETY_MESSAGES.needsReason, tone: 'asks' });
    expect(findingDecision(needsReason, { issuedDate: null, rxStatusCode: 'Draft' })).toEqual({ text: SAFETY_MESSAGES.needsReason, tone: 'asks' });
    expect(findingDecision(needsReason, { issuedDate: '2026-11-20T10:00:00Z', rxStatusCode: 'Fillable' })).toEqual({ text: SAFETY_MESSAGES.reasonGiven, tone: 'decided' });
    expect(findingDecision(withdrawal, { issuedDate: '2026-11-20T10:00:00Z', rxStatusCode: 'DeclinedByPharmacy' })).toEqual({ text: SAFETY_MESSAGES.withdrawalGiven, tone: 'decided' });
    expect(findingDecision(needsReason, { issuedDate: null, rxStatusCode: 'RejectedDraft' })).toBeNull();
    expect(findingDecision({ needsReason: false, prohibited: true, needsWithdrawalTime: false }, null)).toEqual({ text: SAFETY_MESSAGES.prohibited, tone: 'refused' });
    expect(findingDecision({ needsReason: false, prohibited: false, needsWithdrawalTime: false }, null)).toBeNull();
  });

  it('property: an issued prescription never wears a badge that asks', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.constantFrom('Fillable', 'AcceptedByPharmacy', 'SentToPharmacy', 'Expired', 'DeclinedByPharmacy'), (needsReason, prohibited, needsWithdrawalTime, rxStatusCode) => {
        const d = findingDecision({ needsReason, prohibited, needsWithdrawalTime }, { issuedDate: '2026-11-20T10:00:00Z', rxStatusCode });
        expect(d === null || d.tone === 'decided').toBe(true);
      }),
    );
  });
});

describe('the source line a vet reads', () => {
  it('names no decision number, also for reviews stored before they were taken out', () => {
    expect(SAFETY_MESSAGES.sourceLine('Product label (labelled dose range); decision 0271')).toBe('Source: Product label (labelled dose range)');
    expect(SAFETY_MESSAGES.sourceLine('Product label (labelled dose range); decision 0143')).toBe('Source: Product label (labelled dose range)');
    expect(SAFETY_MESSAGES.sourceLine("Plumb's Veterinary Drug Handbook, 10th ed.: Carprofen")).toBe("Source: Plumb's Veterinary Drug Handbook, 10th ed.: Carprofen");
  });

  it('no text of the knowledge table a vet reads names a decision', () => {
    const texts = JSON.stringify(SAFETY_KNOWLEDGE);
    expect(texts).not.toMatch(/decision \d{4}/i);
  });
});
