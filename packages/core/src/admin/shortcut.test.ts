import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canEditShortcut, filterShortcuts, shortcutDetailsMax, shortcutListFilters, shortcutScope, shortcutsForLocation, validateShortcutInput } from './shortcut.js';

const errorsOf = (r: { ok: boolean; errors?: Record<string, string> }) => (r.ok ? {} : r.errors);
const base = { shortcutType: 'sig', label: ' bid ', details: ' Give twice daily ' };

describe('shortcut forms', () => {
  it('saves a location shortcut for the selected location, never global', () => {
    expect(validateShortcutInput({ ...base, isGlobal: true }, { form: 'location', isUpdate: false, locationId: 4 })).toEqual({
      ok: true,
      value: { id: null, shortcutType: 'SIG', label: 'bid', details: 'Give twice daily', isGlobal: false, locationId: 4 },
    });
  });

  it('gives the label messages and the details limits by form', () => {
    expect(errorsOf(validateShortcutInput({ ...base, label: '  ' }, { form: 'location', isUpdate: false, locationId: 4 }))).toEqual({ label: 'Label is required.' });
    expect(errorsOf(validateShortcutInput({ ...base, label: 'ab' }, { form: 'location', isUpdate: false, locationId: 4 }))).toEqual({ label: 'Label field is too small.' });
    expect(errorsOf(validateShortcutInput({ ...base, label: 'x'.repeat(31), shortcutType: 'XX', details: '' }, { form: 'location', isUpdate: false }))).toEqual({
      label: 'Must be 30 characters or fewer',
      shortcutType: 'This field is required',
      details: 'This field is required',
    });
    expect(shortcutDetailsMax('location')).toBe(620);
    expect(shortcutDetailsMax('support')).toBe(250);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 700 }), fc.constantFrom('location' as const, 'support' as const), (n, form) => {
        const ok = validateShortcutInput({ ...base, details: 'd'.repeat(n), isGlobal: true }, { form, isUpdate: false, locationId: 1 }).ok;
        expect(ok).toBe(n <= shortcutDetailsMax(form));
      }),
    );
  });

  it("checks the prescription form's Add Shortcut with the same rules the server applies", () => {
    const opts = { form: 'prescribing' as const, isUpdate: false, locationId: 9 };
    // A label the server refuses ('QD') is refused in the dialog too, with the same message.
    expect(errorsOf(validateShortcutInput({ ...base, label: 'QD' }, opts))).toEqual({ label: 'Label field is too small.' });
    // The dialog's own required message (prescribing §5), and its 250-character details limit.
    expect(errorsOf(validateShortcutInput({ ...base, label: '  ', details: ' ' }, opts))).toEqual({ label: 'This field is required', details: 'This field is required' });
    expect(validateShortcutInput({ ...base, details: 'd'.repeat(250) }, opts).ok).toBe(true);
    expect(errorsOf(validateShortcutInput({ ...base, details: 'd'.repeat(251) }, opts))).toEqual({ details: 'Must be 250 characters or fewer' });
    expect(validateShortcutInput({ ...base, isGlobal: true }, opts)).toEqual({
      ok: true,
      value: { id: null, shortcutType: 'SIG', label: 'bid', details: 'Give twice daily', isGlobal: false, locationId: 9 },
    });
  });

  it('never lets the prescription form pass what the server (the location rules) refuses', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 700 }), fc.constantFrom('SIG', 'np', 'Nc', 'XX', ''), (label, details, shortcutType) => {
        const input = { shortcutType, label, details };
        const dialog = validateShortcutInput(input, { form: 'prescribing', isUpdate: false, locationId: 3 });
        const server = validateShortcutInput(input, { form: 'location', isUpdate: false, locationId: 3 });
        if (dialog.ok) expect(server).toEqual(dialog);
      }),
    );
  });

  it('requires the global choice in the support form, and a location when not global', () => {
    const support = { form: 'support' as const, isUpdate: false };
    expect(errorsOf(validateShortcutInput(base, support))).toEqual({ isGlobal: 'Please select whether the shortcut is global' });
    expect(errorsOf(validateShortcutInput({ ...base, isGlobal: false }, support))).toEqual({ locationId: 'Location is required' });
    const global = validateShortcutInput({ ...base, isGlobal: true, locationId: 7 }, support);
    expect(global.ok && [global.value.isGlobal, global.value.locationId]).toEqual([true, null]);
    const local = validateShortcutInput({ ...base, isGlobal: false, locationId: 7 }, support);
    expect(local.ok && local.value.locationId).toBe(7);
    // Reported together with the other fields' messages.
    expect(errorsOf(validateShortcutInput({ ...base, label: 'ab' }, support))).toEqual({ label: 'Label field is too small.', isGlobal: 'Please select whether the shortcut is global' });
    expect(errorsOf(validateShortcutInput({ ...base, details: '', isGlobal: false }, support))).toEqual({ details: 'This field is required', locationId: 'Location is required' });
    expect(errorsOf(validateShortcutInput({ ...base, details: '', isGlobal: true }, support))).toEqual({ details: 'This field is required' });
  });

  it('keeps the type read-only when editing', () => {
    const opts = { form: 'location' as const, isUpdate: true, locationId: 1, existing: { shortcutType: 'NP' } };
    expect(errorsOf(validateShortcutInput({ ...base, id: 3 }, opts))).toEqual({ shortcutType: 'The shortcut type cannot be changed.' });
    expect(validateShortcutInput({ ...base, id: 3, shortcutType: 'np' }, opts).ok).toBe(true);
    expect(errorsOf(validateShortcutInput({ ...base, shortcutType: 'NP' }, opts))).toEqual({ id: 'This field is required' });
  });

  it('global shortcuts cannot be edited in the location view', () => {
    expect(canEditShortcut({ isGlobal: true }, 'location')).toBe(false);
    expect(canEditShortcut({ isGlobal: true }, 'support')).toBe(true);
    expect(canEditShortcut({ isGlobal: false }, 'location')).toBe(true);
  });

  it('lists a location\'s own and global active shortcuts', () => {
    const all = [
      { id: 1, isActive: true, isGlobal: true },
      { id: 2, isActive: true, isGlobal: false, locationId: 4 },
      { id: 3, isActive: true, isGlobal: false, locationId: 5 },
      { id: 4, isActive: false, isGlobal: true },
      { id: 5, isActive: true, isGlobal: false, shortcutsLocation: [{ locationId: 4, isActive: true }] },
      { id: 6, isActive: true, isGlobal: false, shortcutsLocation: [{ locationId: 4, isActive: false }] },
    ];
    expect(shortcutsForLocation(all, '4').map((s) => s.id)).toEqual([1, 2, 5]);
  });

  it('list filters: the label search from 3 characters, the type upper-cased; an unknown type matches nothing', () => {
    expect(shortcutListFilters({ label: ' BID ', type: 'sig' })).toEqual({ label: 'bid', type: 'SIG' });
    expect(shortcutListFilters({ label: 'bi', type: '  ' })).toEqual({ label: null, type: null });
    const list = [
      { label: 'BID with food', type: 'SIG' },
      { label: 'Refill reminder', type: 'NC' },
    ];
    expect(filterShortcuts(list, { type: 'XX' })).toEqual([]);
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (term) => {
        const f = shortcutListFilters({ label: term });
        expect(f.label === null).toBe(term.trim().length < 3);
        if (f.label !== null) expect(filterShortcuts(list, { label: term })).toEqual(list.filter((x) => x.label.toLowerCase().includes(term.trim().toLowerCase())));
        else expect(filterShortcuts(list, { label: term })).toEqual(list);
      }),
    );
  });

  it('the support form reads a shortcut\'s scope: global, or its active location link', () => {
    expect(shortcutScope({ isGlobal: true, locationId: 3 })).toEqual({ isGlobal: true, locationId: null });
    expect(shortcutScope({ isGlobal: false, shortcutsLocation: [{ locationId: '2', isActive: false }, { locationId: '3', isActive: true }] })).toEqual({ isGlobal: false, locationId: '3' });
    expect(shortcutScope({ isGlobal: false, locationId: '4', shortcutsLocation: [] })).toEqual({ isGlobal: false, locationId: '4' });
  });
});
