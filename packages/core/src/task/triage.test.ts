import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTriageIndex, TRIAGE_KEYS, triageCommandFor, triageEffect } from './triage.js';

describe('keyboard triage', () => {
  it('never takes a key typed into a field, with a modifier, or while a dialog is open', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRIAGE_KEYS.map((k) => k.key), 'x', 'Escape'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (key, typing, dialogOpen, ctrlKey, metaKey, altKey) => {
          const command = triageCommandFor({ key, typing, dialogOpen, ctrlKey, metaKey, altKey });
          if (typing || dialogOpen || ctrlKey || metaKey || altKey) expect(command).toBeNull();
          else expect(command).toBe(TRIAGE_KEYS.find((k) => k.key === key)?.command ?? null);
        },
      ),
    );
  });

  it('leaves Enter on a focused button or link to the browser', () => {
    expect(triageCommandFor({ key: 'Enter', typing: false, dialogOpen: false, onControl: true })).toBeNull();
    expect(triageCommandFor({ key: 'Enter', typing: false, dialogOpen: false })).toBe('toggle');
  });

  it('acts like the card buttons: approve and save as draft open a pending card and press the form button on an open one', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (pending, expanded) => {
        const card = { pending, expanded };
        expect(triageEffect('approve', card)).toBe(pending ? (expanded ? 'submitForm' : 'expand') : 'notOffered');
        expect(triageEffect('saveDraft', card)).toBe(pending ? (expanded ? 'saveFormDraft' : 'expand') : 'notOffered');
        expect(triageEffect('decline', card)).toBe(pending ? 'openDecline' : 'notOffered');
        expect(triageEffect('copy', card)).toBe(pending ? 'notOffered' : 'copy');
        expect(triageEffect('toggle', card)).toBe(expanded ? 'collapse' : 'expand');
        expect(triageEffect('patient', card)).toBe('openPatient');
      }),
    );
  });

  it('j and k stay inside the list and start at an end when nothing has the focus', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 30 }), fc.integer({ min: 0, max: 25 }), fc.constantFrom<1 | -1>(1, -1), (current, count, step) => {
        const next = nextTriageIndex(current, count, step);
        if (count === 0) {
          expect(next).toBe(-1);
          return;
        }
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
        if (current >= 0 && current < count) expect(Math.abs(next - current)).toBeLessThanOrEqual(1);
        else expect(next).toBe(step === 1 ? 0 : count - 1);
      }),
    );
  });
});
