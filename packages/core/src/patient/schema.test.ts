import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDay } from '../common/day.js';
import {
  birthDateField,
  deceasedDateField,
  isValidWeight,
  optionalBirthDateField,
  validateLocationPatientInput,
  validatePatientWeightEdit,
  weightField,
  weightUnitField,
} from './schema.js';

const today = '2026-05-01';
const base = {
  name: ' Rex ',
  speciesCode: 'Canine',
  gender: 'n',
  birthdate: '2020-02-29',
  weight: '12.5',
  locationId: 4,
  locationPatientClients: [{ locationClientId: 7 }],
  allergies: [' A1 ', 'A1', '', 3],
};

describe('patient write schema', () => {
  it('normalises a valid add input', () => {
    const r = validateLocationPatientInput(base, { isUpdate: false, today, features: { patientGender: true } });
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Rex',
        speciesCode: 'canine',
        breedCode: null,
        gender: 'N',
        birthdate: '2020-02-29',
        weight: 12.5,
        weightUnit: 'lbs',
        allergies: ['A1', '3'],
        healthConditions: [],
        currentMeds: [],
        pimsId: null,
        pimsProviderId: null,
        pimsConnectionType: null,
        isActive: true,
        prescVetLocationUserId: null,
        isPIMSImport: false,
        locationPatientClients: [{ locationPatientId: null, locationClientId: 7, isActive: true, isPrimary: true }],
        id: null,
        locationId: 4,
        deceasedDate: null,
        isDeceased: false,
      },
    });
  });

  it('requires name, species, gender, birth date and a client link', () => {
    const r = validateLocationPatientInput({ name: ' ', locationId: 1 }, { isUpdate: false, today });
    expect(r).toEqual({
      ok: false,
      errors: {
        name: 'This field is required',
        speciesCode: 'This field is required',
        gender: 'This field is required',
        birthdate: 'Please select a birth date.',
        locationPatientClients: 'A patient must be linked to at least one client.',
      },
    });
  });

  it('checks gender by species only with patientGender on', () => {
    const input = { ...base, speciesCode: 'avian', gender: 'S' };
    expect(validateLocationPatientInput(input, { isUpdate: false, today, features: { patientGender: true } })).toEqual({
      ok: false,
      errors: { gender: 'Please select a gender available for this species.' },
    });
    expect(validateLocationPatientInput(input, { isUpdate: false, today, features: {} }).ok).toBe(true);
    expect(validateLocationPatientInput({ ...input, gender: 'U' }, { isUpdate: false, today }).ok).toBe(true);
    expect(validateLocationPatientInput({ ...input, gender: 'Q', speciesCode: 'dragon' }, { isUpdate: false, today })).toEqual({
      ok: false,
      errors: { gender: 'Please select a gender available for this species.', speciesCode: 'Please select a species.' },
    });
  });

  it('marks a patient with a date of death as deceased, and refuses a future one', () => {
    const r = validateLocationPatientInput({ ...base, id: 3, deceasedDate: '2026-04-30T10:00:00Z' }, { isUpdate: true, today });
    expect(r.ok && [r.value.deceasedDate, r.value.isDeceased]).toEqual(['2026-04-30', true]);
    expect(validateLocationPatientInput({ ...base, id: 3, deceasedDate: '2026-05-02' }, { isUpdate: true, today })).toEqual({
      ok: false,
      errors: { deceasedDate: 'The date of death cannot be in the future.' },
    });
    expect(validateLocationPatientInput(base, { isUpdate: true, today })).toEqual({ ok: false, errors: { id: 'This field is required' } });
  });

  it('refuses two primary clients and gives inactive links no primary', () => {
    const links = [
      { locationClientId: 1, isPrimary: true },
      { locationClientId: 2, isPrimary: true },
    ];
    expect(validateLocationPatientInput({ ...base, locationPatientClients: links }, { isUpdate: false, today })).toEqual({
      ok: false,
      errors: { locationPatientClients: 'A patient can have only one primary client.' },
    });
    const r = validateLocationPatientInput(
      { ...base, locationPatientClients: [{ locationClientId: 1, isPrimary: true, isActive: false }, { locationClientId: 2 }] },
      { isUpdate: false, today },
    );
    expect(r.ok && r.value.locationPatientClients?.map((l) => l.isPrimary)).toEqual([false, true]);
    const u = validateLocationPatientInput({ ...base, id: 1, locationPatientClients: undefined }, { isUpdate: true, today });
    expect(u.ok && u.value.locationPatientClients).toBeNull();
  });
});

describe('weight', () => {
  it('is a number from 0 to 9999.99 with at most 2 decimals', () => {
    expect(isValidWeight(0)).toBe(true);
    expect(isValidWeight(9999.99)).toBe(true);
    expect(isValidWeight(10000)).toBe(false);
    expect(isValidWeight(-0.01)).toBe(false);
    expect(isValidWeight(1.005)).toBe(false);
    expect(isValidWeight(Number.NaN)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (cents) => {
        const w = cents / 100;
        expect(isValidWeight(w)).toBe(true);
        expect(weightField({ required: true }).safeParse(String(w)).data).toBe(w);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (w) => {
        const ok = weightField({ required: false }).safeParse(w).success;
        expect(ok).toBe(w >= 0 && w <= 9999.99 && Math.abs(w * 100 - Math.round(w * 100)) < 1e-6);
      }),
    );
  });

  it('is required only when asked, and refuses text', () => {
    expect(weightField({ required: false }).safeParse('').data).toBeNull();
    expect(weightField({ required: true }).safeParse(null).error?.issues[0].message).toBe('This field is required');
    expect(weightField({ required: false }).safeParse('abc').error?.issues[0].message).toBe(
      'Weight must be a number from 0 to 9999.99 with at most 2 decimals.',
    );
    expect(weightField({ required: false }).safeParse({}).success).toBe(false);
  });

  it('defaults the unit to lbs and requires lbs or kg when sent', () => {
    expect(weightUnitField().safeParse(undefined).data).toBe('lbs');
    expect(weightUnitField().safeParse('KG').data).toBe('kg');
    for (const bad of [null, '', 'g']) {
      expect(weightUnitField().safeParse(bad).error?.issues[0].message).toBe('Please provide weight Unit!');
    }
  });
});

describe('dates', () => {
  it('reads days without time-zone shifts and refuses impossible dates', () => {
    expect(toDay('2020-02-29T23:30:00-08:00')).toBe('2020-02-29');
    expect(toDay('2021-02-29')).toBeNull();
    expect(toDay('02/03/2020')).toBeNull();
    expect(toDay(new Date(2020, 1, 3))).toBe('2020-02-03');
    expect(toDay(new Date(Number.NaN))).toBeNull();
    expect(toDay(42)).toBeNull();
  });

  it('accepts birth dates from 1900-01-01 to today only', () => {
    const field = birthDateField(today);
    expect(field.safeParse('1900-01-01').success).toBe(true);
    expect(field.safeParse('1899-12-31').error?.issues[0].message).toBe('The birthday cannot be before 1900.');
    expect(field.safeParse('2026-05-02').error?.issues[0].message).toBe('The birthday cannot be in the future.');
    expect(field.safeParse(undefined).error?.issues[0].message).toBe('Please select a birth date.');
    fc.assert(
      fc.property(fc.date({ min: new Date(1850, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (d) => {
        const day = toDay(d)!;
        expect(field.safeParse(d).success).toBe(day >= '1900-01-01' && day <= today);
      }),
    );
    expect(birthDateField('not a day').safeParse('2000-01-01').success).toBe(true);
  });

  it('accepts dates of death up to today', () => {
    const field = deceasedDateField(new Date(2026, 4, 1));
    expect(field.safeParse('').data).toBeNull();
    expect(field.safeParse('2026-05-01').data).toBe('2026-05-01');
    expect(field.safeParse('yesterday').error?.issues[0].message).toBe('This field is required');
    expect(deceasedDateField('bad').safeParse('2000-01-01').success).toBe(true);
    expect(optionalBirthDateField(today).safeParse(null).data).toBeUndefined();
    expect(optionalBirthDateField(today).safeParse('1800-01-01').error?.issues[0].message).toBe('The birthday cannot be before 1900.');
    expect(optionalBirthDateField(today).safeParse('2001-01-01').data).toBe('2001-01-01');
  });
});

describe('weight edit', () => {
  it('requires name and weight', () => {
    expect(validatePatientWeightEdit({ id: 3, name: 'Rex', weight: null }, { today })).toEqual({
      ok: false,
      errors: { weight: 'This field is required' },
    });
    expect(validatePatientWeightEdit({ id: 3, name: '', weight: 1, birthdate: '2020-01-01' }, { today })).toEqual({
      ok: false,
      errors: { name: 'This field is required' },
    });
    expect(validatePatientWeightEdit({ id: 3, name: 'Rex', weight: 4, weightUnit: 'kg' }, { today })).toEqual({
      ok: true,
      value: { id: 3, name: 'Rex', weight: 4, weightUnit: 'kg', birthdate: undefined },
    });
  });
});
