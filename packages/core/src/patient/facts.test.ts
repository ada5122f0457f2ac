import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LBS_PER_KG } from '../conflict/check.js';
import { formatPatientAge, formatWeightBothUnits, medicationSourceLabel, patientAge, patientFacts, weightInBothUnits } from './facts.js';

const day = fc.date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('patient age', () => {
  it('counts whole years, months and days', () => {
    expect(patientAge('2020-03-15', '2026-05-20')).toEqual({ years: 6, months: 2, days: 5 });
    expect(patientAge('2026-05-20', '2026-05-20')).toEqual({ years: 0, months: 0, days: 0 });
    expect(formatPatientAge('2020-03-15', '2026-05-20')).toBe('6 yrs 2 mos');
    expect(formatPatientAge('2025-05-20', '2026-05-20')).toBe('1 yr');
    expect(formatPatientAge('2025-12-01', '2026-05-20')).toBe('5 mos');
    expect(formatPatientAge('2026-04-29', '2026-05-20')).toBe('3 wks');
    expect(formatPatientAge('2026-05-19', '2026-05-20')).toBe('1 day');
  });

  it('is unknown for a missing, invalid, placeholder (1900 or earlier) or future birth date', () => {
    for (const b of [null, undefined, '', 'soon', '2026-02-30', '1900-06-01', '1899-01-01', '2026-05-21']) {
      expect(patientAge(b, '2026-05-20')).toBeNull();
      expect(formatPatientAge(b, '2026-05-20')).toBe('N/A');
    }
  });

  it('property: adding the age back to the birth date lands on today', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [born, today] = a <= b ? [a, b] : [b, a];
        const age = patientAge(born, today)!;
        expect(age).not.toBeNull();
        expect(age.months).toBeGreaterThanOrEqual(0);
        expect(age.months).toBeLessThan(12);
        expect(age.days).toBeGreaterThanOrEqual(0);
        expect(age.days).toBeLessThan(31);
        const [y, m, d] = born.split('-').map(Number);
        const back = new Date(Date.UTC(y, m - 1 + age.years * 12 + age.months, 1));
        // same month arithmetic as dayjs: clamp the day to the target month's length
        const last = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
        back.setUTCDate(Math.min(d, last));
        back.setUTCDate(back.getUTCDate() + age.days);
        expect(back.toISOString().slice(0, 10)).toBe(today);
      }),
    );
  });
});

describe('weight in both units', () => {
  it('converts lbs and kg and keeps the recorded unit first', () => {
    expect(weightInBothUnits({ weight: 22.05, weightUnit: 'lbs' })).toEqual({ lbs: 22.05, kg: 10, recordedIn: 'lbs' });
    expect(formatWeightBothUnits({ weight: 10, weightUnit: 'kg' })).toBe('10 kg (22.05 lbs)');
    expect(formatWeightBothUnits({ weight: 44, weightUnit: null })).toBe('44 lbs (19.96 kg)');
    expect(formatWeightBothUnits({ weight: 44, weightUnit: ' KG ' })).toBe('44 kg (97 lbs)');
  });

  it('has no weight for missing, zero, negative or non-finite values', () => {
    for (const weight of [null, undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(weightInBothUnits({ weight, weightUnit: 'kg' })).toBeNull();
      expect(formatWeightBothUnits({ weight, weightUnit: 'kg' })).toBe('N/A');
    }
  });

  it('property: the two units agree to within rounding, whichever was recorded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }).map((n) => n / 100), fc.constantFrom('lbs', 'kg', 'LBS', 'Kg', null), (weight, unit) => {
        const w = weightInBothUnits({ weight, weightUnit: unit })!;
        expect(Math.abs(w.kg * LBS_PER_KG - w.lbs)).toBeLessThanOrEqual(0.005 * LBS_PER_KG + 0.005 + 1e-9);
        expect(w.recordedIn === 'kg' ? w.kg : w.lbs).toBe(weight);
      }),
    );
  });
});

describe('patient facts', () => {
  it('lists what a vet doses by, in order, with attention on known lists and unknown age or weight', () => {
    const rows = patientFacts(
      {
        species: { name: 'Canine' },
        breed: { name: 'Beagle' },
        birthdate: '2019-01-10',
        weight: 30,
        weightUnit: 'lbs',
        allergies: [{ name: 'Beef' }, { name: ' ' }],
        healthConditions: [],
        medications: [{ name: 'Carprofen' }],
      },
      '2026-01-20',
    );
    expect(rows.map((r) => r.key)).toEqual(['species', 'breed', 'age', 'weight', 'allergies', 'healthConditions', 'medications']);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      species: 'Canine',
      breed: 'Beagle',
      age: '7 yrs',
      weight: '30 lbs (13.61 kg)',
      allergies: 'Beef',
      healthConditions: 'None recorded',
      medications: 'Carprofen',
    });
    expect(rows.filter((r) => r.attention).map((r) => r.key)).toEqual(['allergies', 'medications']);
    const unknown = patientFacts({}, '2026-01-20');
    expect(unknown.find((r) => r.key === 'allergies')?.value).toBe('No Known Allergies');
    expect(unknown.filter((r) => r.attention).map((r) => r.key)).toEqual(['age', 'weight']);
  });

  it('shows the medication list when given, each with where it comes from (issue 42); an empty list says None recorded', () => {
    const list = [
      { name: 'Carprofen 100 mg, 30 Chewable Tablets', source: 'VETRX', rxNumber: 'RX-000804' },
      { name: 'Potassium Bromide', source: 'RECORDED', rxNumber: null },
      { name: 'Levothyroxine', source: 'PIMS' },
    ];
    const row = patientFacts({ medications: [], currentMedications: list }, '2026-01-20').find((r) => r.key === 'medications')!;
    expect(row.items).toEqual(['Carprofen 100 mg, 30 Chewable Tablets · RX-000804', 'Potassium Bromide · Recorded', 'Levothyroxine · PIMS']);
    expect(row.attention).toBe(true);
    expect(patientFacts({ medications: [{ name: 'Carprofen' }], currentMedications: [] }, '2026-01-20').find((r) => r.key === 'medications')?.value).toBe('None recorded');
    expect(medicationSourceLabel({ source: 'VETRX', rxNumber: null })).toBe('VetRx');
  });
});
