import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addShortcutVariables, SHORTCUT_DETAILS_MAX_LENGTH, SHORTCUT_FIELD, shortcutFormSchema, validateShortcutForm } from './shortcut.js';

describe('shortcut form', () => {
  it('trims and accepts a valid shortcut', () => {
    const r = validateShortcutForm({ shortcutType: 'SIG', label: ' BID ', details: ' Give 1 tablet twice daily ' });
    expect(r).toEqual({ ok: true, value: { shortcutType: 'SIG', label: 'BID', details: 'Give 1 tablet twice daily' } });
    if (r.ok) expect(addShortcutVariables(r.value, 'loc-1')).toEqual({ shortcutType: 'SIG', label: 'BID', details: 'Give 1 tablet twice daily', locationId: 'loc-1' });
    expect(SHORTCUT_FIELD.NP).toBe('noteToPharmacy');
  });
  it('requires a label and details with a non-space', () => {
    expect(validateShortcutForm({ shortcutType: 'NP', label: '   ', details: '' })).toEqual({
      ok: false,
      errors: { label: 'This field is required', details: 'This field is required' },
    });
    expect(validateShortcutForm({ shortcutType: 'XX', label: 'a', details: 'b' })).toEqual({ ok: false, errors: { shortcutType: 'This field is required' } });
    expect(validateShortcutForm({})).toMatchObject({ ok: false, errors: { label: 'This field is required' } });
  });
  it('limits label to 30 and details to 250, or 620 in the location form', () => {
    expect(validateShortcutForm({ shortcutType: 'NC', label: 'x'.repeat(31), details: 'd' })).toEqual({
      ok: false,
      errors: { label: 'Must be 30 characters or fewer' },
    });
    expect(validateShortcutForm({ shortcutType: 'NC', label: 'l', details: 'd'.repeat(251) }).ok).toBe(false);
    expect(validateShortcutForm({ shortcutType: 'NC', label: 'l', details: 'd'.repeat(251) }, 'locationForm').ok).toBe(true);
    expect(validateShortcutForm({ shortcutType: 'NC', label: 'l', details: 'd'.repeat(621) }, 'locationForm')).toEqual({
      ok: false,
      errors: { details: 'Must be 620 characters or fewer' },
    });
  });
  it('a value rejected for length is still rejected after trimming, and lengths count after trimming', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 700 }),
        fc.constantFrom<'prescribingForm' | 'locationForm'>('prescribingForm', 'locationForm'),
        (label, details, form) => {
          const schema = shortcutFormSchema(form);
          const r = schema.safeParse({ shortcutType: 'SIG', label, details });
          const t = schema.safeParse({ shortcutType: 'SIG', label: label.trim(), details: details.trim() });
          expect(t.success).toBe(r.success);
          const ok = label.trim().length >= 1 && label.trim().length <= 30 && details.trim().length >= 1 && details.trim().length <= SHORTCUT_DETAILS_MAX_LENGTH[form];
          expect(r.success).toBe(ok);
        },
      ),
    );
  });
});
