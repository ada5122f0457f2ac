import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLocationPatientUpdate, validatePatientConflictWeight } from './schema.js';

const today = '2026-05-01';
const stored = { speciesCode: 'canine', gender: 'N', deceasedDate: null, isDeceased: false };
const FIELDS = ['name', 'weight', 'weightUnit', 'birthdate', 'gender', 'isActive', 'allergies'] as const;

describe('patient update (only the fields sent)', () => {
  it('changes only what is sent: every subset of valid fields comes back alone, normalised', () => {
    const valid: Record<(typeof FIELDS)[number], unknown> = {
      name: ' rex ',
      weight: '12.5',
      weightUnit: 'KG',
      birthdate: '2020-02-29',
      gender: 's',
      isActive: false,
      allergies: [' beef ', 'beef'],
    };
    const normalised: Record<(typeof FIELDS)[number], unknown> = {
      name: 'rex',
      weight: 12.5,
      weightUnit: 'kg',
      birthdate: '2020-02-29',
      gender: 'S',
      isActive: false,
      allergies: ['beef'],
    };
    fc.assert(
      fc.property(fc.subarray([...FIELDS]), (keys) => {
        const input = Object.fromEntries([['id', 3], ...keys.map((k) => [k, valid[k]])]);
        const r = validateLocationPatientUpdate(input, { today, stored });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const sent = Object.fromEntries(Object.entries(r.value).filter(([, v]) => v !== undefined));
        expect(sent).toEqual(Object.fromEntries([['id', 3], ...keys.map((k) => [k, normalised[k]])]));
      }),
    );
  });

  it('accepts the simple forms and refuses a weight out of range or a missing birth date', () => {
    expect(validateLocationPatientUpdate({ id: 3, weight: 22, weightUnit: 'lbs' }, { today, stored })).toMatchObject({ ok: true });
    expect(validateLocationPatientUpdate({ id: 3, weight: 10000 }, { today, stored })).toEqual({
      ok: false,
      errors: { weight: 'Weight must be a number from 0 to 9999.99 with at most 2 decimals.' },
    });
    expect(validateLocationPatientUpdate({ id: 3, birthdate: null, weight: 2 }, { today, stored })).toEqual({
      ok: false,
      errors: { birthdate: 'Please select a birth date.' },
    });
    expect(validateLocationPatientUpdate({ id: 3, birthdate: '1899-12-31' }, { today, stored })).toMatchObject({
      errors: { birthdate: 'The birthday cannot be before 1900.' },
    });
    expect(validateLocationPatientUpdate({ weight: 2 }, { today, stored })).toMatchObject({ errors: { id: 'This field is required' } });
  });

  it('checks a sent gender against the species after the update, with patientGender on', () => {
    const features = { patientGender: true };
    expect(validateLocationPatientUpdate({ id: 3, gender: 'S' }, { today, features, stored: { ...stored, speciesCode: 'avian' } })).toMatchObject({
      errors: { gender: 'Please select a gender available for this species.' },
    });
    expect(validateLocationPatientUpdate({ id: 3, speciesCode: 'avian' }, { today, features, stored })).toMatchObject({
      errors: { gender: 'Please select a gender available for this species.' },
    });
    expect(validateLocationPatientUpdate({ id: 3, speciesCode: 'avian', gender: 'F' }, { today, features, stored }).ok).toBe(true);
    expect(validateLocationPatientUpdate({ id: 3, gender: 'S' }, { today, stored: { ...stored, speciesCode: 'avian' } }).ok).toBe(true);
  });

  it('a date of death marks the patient deceased; clearing it keeps the flag sent', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('2024-01-01', '2026-04-30'), { nil: null }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.boolean(),
        (deceasedDate, isDeceased, wasDeceased) => {
          const input = { id: 1, deceasedDate, ...(isDeceased === undefined ? {} : { isDeceased }) };
          const r = validateLocationPatientUpdate(input, { today, stored: { ...stored, isDeceased: wasDeceased } });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.value.deceasedDate).toBe(deceasedDate);
          expect(r.value.isDeceased).toBe(deceasedDate !== null || (isDeceased ?? wasDeceased));
        },
      ),
    );
    expect(validateLocationPatientUpdate({ id: 1, deceasedDate: '2026-05-02' }, { today, stored })).toMatchObject({
      errors: { deceasedDate: 'The date of death cannot be in the future.' },
    });
    const untouched = validateLocationPatientUpdate({ id: 1, weight: 3 }, { today, stored: { ...stored, isDeceased: true } });
    expect(untouched.ok && 'isDeceased' in untouched.value).toBe(false);
  });
});

describe('conflict weight update', () => {
  it('needs a weight in range and defaults the unit to lbs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (cents) => {
        const r = validatePatientConflictWeight({ id: 2, weight: cents / 100 });
        expect(r).toEqual({ ok: true, value: { id: 2, weight: cents / 100, weightUnit: 'lbs' } });
      }),
    );
    expect(validatePatientConflictWeight({ id: 2, weight: null })).toEqual({ ok: false, errors: { weight: 'This field is required' } });
    expect(validatePatientConflictWeight({ id: 2, weight: 10_000, weightUnit: 'kg' }).ok).toBe(false);
  });
});
