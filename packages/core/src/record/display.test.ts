import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RX_TONE_COLORS, rxDisplayKey, rxStatusDisplay } from './display.js';
import { RX_STATUS_CODES } from './status.js';

const EXPECTED: Record<string, { label: string; icon: string; tone: string } | 'byFillable'> = {
  Draft: { label: 'Draft', icon: 'pause', tone: 'rx.draft' },
  FaxedToPharmacy: { label: 'Faxed', icon: 'check', tone: 'rx.faxed' },
  MailedToPharmacy: { label: 'Mailed', icon: 'check', tone: 'rx.mailed' },
  Created: { label: 'Created', icon: 'check', tone: 'rx.created' },
  Declined: { label: 'Declined', icon: 'cross', tone: 'rx.declined' },
  DeclinedByPharmacy: { label: 'Declined', icon: 'cross', tone: 'rx.declined' },
  RejectedDraft: { label: 'Declined', icon: 'cross', tone: 'rx.declined' },
  AcceptedByPharmacy: { label: 'Not Fillable', icon: 'circle', tone: 'rx.notFillable' },
  SentToPharmacy: 'byFillable',
  ReceivedByPharmacy: 'byFillable',
  MoreInfoRequired: 'byFillable',
};

describe('prescription status display', () => {
  it('every code × archived × fillable: archived overrides everything', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RX_STATUS_CODES, 'Unknown', null),
        fc.option(fc.boolean(), { nil: null }),
        fc.option(fc.boolean(), { nil: null }),
        (code, archived, isFillable) => {
          const d = rxStatusDisplay({ rxStatus: code === null ? null : { code }, archived, isFillable });
          if (archived === true) {
            expect(d).toEqual({
              key: 'archived',
              label: 'Archived',
              tooltip: 'This prescription has been archived.',
              icon: 'archive',
              tone: 'rx.archived',
            });
            return;
          }
          const e = (code && EXPECTED[code]) || 'byFillable';
          if (e === 'byFillable') {
            expect(d.key).toBe(isFillable === true ? 'fillable' : 'notFillable');
            expect(d.icon).toBe('circle');
            expect(RX_TONE_COLORS[d.tone]).toBe(isFillable === true ? 'green' : 'red');
          } else {
            expect({ label: d.label, icon: d.icon, tone: d.tone }).toEqual(e);
          }
        },
      ),
    );
  });

  it('tooltips carry the spec table words', () => {
    const tip = (code: string, isFillable?: boolean) => rxStatusDisplay({ rxStatus: { code }, isFillable }).tooltip;
    expect(tip('Draft')).toContain('still in draft, not yet authorized');
    expect(tip('FaxedToPharmacy')).toContain('printed to be faxed to the pharmacy');
    expect(tip('MailedToPharmacy')).toContain('printed to be mailed');
    expect(tip('Declined')).toContain('has been declined');
    expect(tip('Created')).toContain('created and ready to be ordered');
    expect(tip('SentToPharmacy', true)).toContain('able to be filled by the client');
    expect(tip('SentToPharmacy', false)).toContain('unable to be filled (expired, discontinued, or patient no longer active)');
  });

  it('green check for faxed, mailed, created; green circle fillable; red circle not fillable and AcceptedByPharmacy', () => {
    for (const code of ['FaxedToPharmacy', 'MailedToPharmacy', 'Created']) {
      const d = rxStatusDisplay({ rxStatus: { code } });
      expect([d.icon, RX_TONE_COLORS[d.tone]]).toEqual(['check', 'green']);
    }
    const accepted = rxStatusDisplay({ rxStatus: { code: 'AcceptedByPharmacy' }, isFillable: true });
    expect([accepted.icon, RX_TONE_COLORS[accepted.tone]]).toEqual(['circle', 'red']);
    expect(rxDisplayKey({})).toBe('notFillable');
  });
});
