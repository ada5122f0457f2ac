/**
 * The stored safety review in the Rx detail (issue 59 item 4): a finding's badge comes from the
 * prescription's state — an authorized Rx no longer wears "Needs your reason to authorize" — and no
 * source line a vet reads names a decision, also for reviews stored before the sources lost theirs.
 */
import { screen, within } from '@testing-library/react';
import { SAFETY_MESSAGES } from '@vetrx/core/messages';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { SafetyReviewSection, type ShownSafetyReview } from './SafetyReviewSection';

const review: ShownSafetyReview = {
  knowledgeVersion: '2026.11.1',
  findings: [
    {
      code: 'dose-far-outside',
      kind: 'dose',
      severity: 'major',
      title: 'Dose far outside the labelled range',
      message: '1000 mg per dose for 6.24 kg is 160 mg/kg: 36.4 times above the maximum.',
      // As stored by knowledge table 2026.11.1.
      source: 'Product label (labelled dose range); decision 0271',
      needsReason: true,
      prohibited: false,
      needsWithdrawalTime: false,
      against: null,
    },
  ],
  overrideReason: 'Loading dose ordered by the referral surgeon for today only.',
  withdrawalTime: null,
  pharmacyLine: 'Safety override: Dose far outside the labelled range (major). Reason: Loading dose ordered by the referral surgeon for today only.',
};

describe('SafetyReviewSection', () => {
  it('on an authorized prescription says the reason was given, not that one is needed; the source names no decision', () => {
    renderWithProviders(<SafetyReviewSection review={review} id="7" record={{ issuedDate: '2026-11-20T15:00:00.000Z', rxStatusCode: 'Fillable' }} />);
    const finding = screen.getByTestId('safety-finding');
    expect(within(finding).getByTestId('safety-finding-decision').textContent).toBe(SAFETY_MESSAGES.reasonGiven);
    expect(finding.textContent).not.toContain(SAFETY_MESSAGES.needsReason);
    expect(finding.textContent).toContain('Source: Product label (labelled dose range)');
    expect(screen.getByTestId('rx-safety-review').textContent).not.toMatch(/decision \d{4}/i);
  });

  it('on a draft still says what authorizing it will need', () => {
    renderWithProviders(<SafetyReviewSection review={{ ...review, overrideReason: null }} id="8" record={{ issuedDate: null, rxStatusCode: 'Draft' }} />);
    expect(screen.getByTestId('safety-finding-decision').textContent).toBe(SAFETY_MESSAGES.needsReason);
  });

  it('on a rejected draft asks nothing', () => {
    renderWithProviders(<SafetyReviewSection review={review} id="9" record={{ issuedDate: null, rxStatusCode: 'RejectedDraft' }} />);
    expect(screen.queryByTestId('safety-finding-decision')).toBeNull();
  });
});
