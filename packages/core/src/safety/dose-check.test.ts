import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LBS_PER_KG } from '../conflict/check.js';
import { checkDose, parseDirectionsAmounts, parseStrength, roundDose } from './dose-check.js';

const dog = (weight: number | null, weightUnit = 'lbs') => ({ weight, weightUnit, species: { code: 'canine' } });
const carprofen = [{ species: 'canine', minMgPerKg: 2.2, maxMgPerKg: 4.4 }];

describe('parseDirectionsAmounts', () => {
  it('answers the same frozen amounts when the same directions come again (a page checks them over and over)', () => {
    const first = parseDirectionsAmounts('Give 1 tablet (25 mg) twice daily with food');
    expect(parseDirectionsAmounts('Give 1 tablet (25 mg) twice daily with food')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first!.every((a) => Object.isFrozen(a))).toBe(true);
    expect(parseDirectionsAmounts('Give 2 tablets (25 mg) twice daily with food')).toEqual([{ value: 2, unit: 'unit' }, { value: 25, unit: 'mg' }]);
  });

  it('reads the amount per dose and ignores times, hours and days', () => {
    expect(parseDirectionsAmounts('Give 1 tablet by mouth every 12 hours with food for 14 days')).toEqual([{ value: 1, unit: 'unit' }]);
    expect(parseDirectionsAmounts('Give ½ tablet q12h')).toEqual([{ value: 0.5, unit: 'unit' }]);
    expect(parseDirectionsAmounts('Give half a tablet twice daily')).toEqual([{ value: 0.5, unit: 'unit' }]);
    expect(parseDirectionsAmounts('Give one and a half tablets once daily')).toEqual([{ value: 1.5, unit: 'unit' }]);
    expect(parseDirectionsAmounts('Give 2 1/2 capsules')).toEqual([{ value: 2.5, unit: 'unit' }]);
    expect(parseDirectionsAmounts('Give 0.75 mL by mouth')).toEqual([{ value: 0.75, unit: 'mL' }]);
    expect(parseDirectionsAmounts('Apply .1 ml to the inner ear')).toEqual([{ value: 0.1, unit: 'mL' }]);
    expect(parseDirectionsAmounts('Give 1 tablet (25 mg) twice daily')).toEqual([{ value: 1, unit: 'unit' }, { value: 25, unit: 'mg' }]);
    expect(parseDirectionsAmounts('Give 250 mcg once daily')).toEqual([{ value: 0.25, unit: 'mg' }]);
    expect(parseDirectionsAmounts('Give 5 mg/kg every 12 hours')).toEqual([{ value: 5, unit: 'mgPerKg' }]);
    expect(parseDirectionsAmounts('Give every 8-12 hours as directed')).toEqual([]);
  });

  it('refuses ranges, alternatives and amounts per body weight', () => {
    expect(parseDirectionsAmounts('Give 1-2 tablets as needed')).toBeNull();
    expect(parseDirectionsAmounts('Give 1 to 2 mL')).toBeNull();
    expect(parseDirectionsAmounts('Give 1 or 2 chews')).toBeNull();
    expect(parseDirectionsAmounts('Give 1 tablet per 10 lbs of body weight')).toBeNull();
    expect(parseDirectionsAmounts('Give 0.1 mL/kg')).toBeNull();
  });
});

describe('parseStrength', () => {
  it('reads mg per unit and mg per mL, and nothing else', () => {
    expect(parseStrength('25 mg')).toEqual({ mg: 25, per: 'unit' });
    expect(parseStrength('50 mcg')).toEqual({ mg: 0.05, per: 'unit' });
    expect(parseStrength('50 mg/mL')).toEqual({ mg: 50, per: 'mL' });
    expect(parseStrength('2.5 mg/0.1 mL')).toEqual({ mg: 25, per: 'mL' });
    expect(parseStrength('50 mcg/mL')).toEqual({ mg: 0.05, per: 'mL' });
    for (const s of ['1%', '68 mcg/57 mg', '370 mg/g', 'Small Dogs', '', null, undefined, '0 mg']) expect(parseStrength(s)).toBeNull();
  });
});

describe('checkDose', () => {
  it('works out mg/kg from directions, strength and weight, and flags it against the species range', () => {
    const within = checkDose({ directions: 'Give 1 tablet by mouth every 12 hours', strength: '75 mg', patient: dog(50), ranges: carprofen });
    expect(within).toMatchObject({ kind: 'dose', mgPerDose: 75, weightKg: 22.68, mgPerKg: 3.31, status: 'within', range: carprofen[0] });
    expect(checkDose({ directions: 'Give 2 tablets', strength: '100 mg', patient: dog(20), ranges: carprofen })).toMatchObject({ status: 'above', mgPerKg: 22.1 });
    expect(checkDose({ directions: 'Give 1/2 tablet', strength: '25 mg', patient: dog(30, 'kg'), ranges: carprofen })).toMatchObject({ status: 'below', mgPerKg: 0.417 });
    expect(checkDose({ directions: 'Give 1 tablet', strength: '75 mg', patient: { ...dog(50), species: { code: 'feline' } }, ranges: carprofen })).toMatchObject({ status: 'noRange', range: null });
    expect(checkDose({ directions: 'Give 10 mg/kg', strength: '1%', patient: dog(null), ranges: carprofen })).toMatchObject({ kind: 'dose', mgPerKg: 10, mgPerDose: null, status: 'above' });
    expect(checkDose({ directions: 'Give 1 mL twice daily', strength: '50 mg/mL', patient: dog(10, 'kg'), ranges: [{ species: 'canine', minMgPerKg: 5, maxMgPerKg: 20 }] })).toMatchObject({ mgPerKg: 5, status: 'within' });
  });

  it('makes no claim rather than a wrong one', () => {
    const base = { strength: '25 mg', patient: dog(30), ranges: carprofen };
    expect(checkDose({ ...base, directions: '   ' })).toEqual({ kind: 'noClaim', reason: 'noDirections' });
    expect(checkDose({ ...base, directions: 'Give as directed' })).toEqual({ kind: 'noClaim', reason: 'unparsed' });
    expect(checkDose({ ...base, directions: 'Give 1-2 tablets' })).toEqual({ kind: 'noClaim', reason: 'unparsed' });
    expect(checkDose({ ...base, directions: 'Give 1 tablet then 1/2 tablet' })).toEqual({ kind: 'noClaim', reason: 'unparsed' });
    expect(checkDose({ ...base, directions: 'Give 1 tablet (75 mg)' })).toEqual({ kind: 'noClaim', reason: 'unparsed' });
    expect(checkDose({ ...base, directions: 'Give 1 mL' })).toEqual({ kind: 'noClaim', reason: 'noStrength' });
    expect(checkDose({ ...base, strength: '68 mcg/57 mg', directions: 'Give 1 tablet' })).toEqual({ kind: 'noClaim', reason: 'noStrength' });
    expect(checkDose({ ...base, patient: dog(null), directions: 'Give 1 tablet' })).toEqual({ kind: 'noClaim', reason: 'noWeight' });
    expect(checkDose({ ...base, patient: dog(0), directions: 'Give 1 tablet' })).toEqual({ kind: 'noClaim', reason: 'noWeight' });
    expect(checkDose({ ...base, patient: null, directions: 'Give 1 tablet' })).toEqual({ kind: 'noClaim', reason: 'noWeight' });
  });

  const weights = fc.integer({ min: 10, max: 200_000 }).map((n) => n / 100);
  const counts = fc.constantFrom(0.25, 0.5, 1, 1.5, 2, 3);
  const mgStrengths = fc.integer({ min: 1, max: 10_000 }).map((n) => n / 10);

  it('property: lbs and kg of the same weight give the same dose per kg', () => {
    fc.assert(
      fc.property(counts, mgStrengths, weights, (n, mg, kg) => {
        const inKg = checkDose({ directions: `Give ${n} tablets`, strength: `${mg} mg`, patient: dog(kg, 'kg'), ranges: [] });
        const inLbs = checkDose({ directions: `Give ${n} tablets`, strength: `${mg} mg`, patient: dog(Math.round(kg * LBS_PER_KG * 100) / 100, 'lbs'), ranges: [] });
        if (inKg.kind !== 'dose' || inLbs.kind !== 'dose') throw new Error('expected a dose');
        expect(Math.abs(inKg.mgPerKg - inLbs.mgPerKg)).toBeLessThanOrEqual(Math.max(inKg.mgPerKg, inLbs.mgPerKg) * 0.01);
      }),
    );
  });

  it('property: mcg and mg strengths of the same amount agree; twice the amount is twice the dose per kg', () => {
    // Found by this property: 0.25 × 4693 mcg for 0.13 kg showed 9.03 written in mcg and 9.02 in mg.
    const a = checkDose({ directions: 'Give 0.25 tablet', strength: '4693 mcg', patient: dog(0.13, 'kg'), ranges: [] });
    const b = checkDose({ directions: 'Give 0.25 tablet', strength: '4.693 mg', patient: dog(0.13, 'kg'), ranges: [] });
    expect(a.kind === 'dose' && b.kind === 'dose' && a.mgPerKg === b.mgPerKg).toBe(true);
    fc.assert(
      fc.property(counts, fc.integer({ min: 1, max: 5_000 }), weights, (n, mcg, kg) => {
        const a = checkDose({ directions: `Give ${n} tablet`, strength: `${mcg} mcg`, patient: dog(kg, 'kg'), ranges: [] });
        const b = checkDose({ directions: `Give ${n} tablet`, strength: `${mcg / 1000} mg`, patient: dog(kg, 'kg'), ranges: [] });
        const twice = checkDose({ directions: `Give ${n * 2} tablets`, strength: `${mcg} mcg`, patient: dog(kg, 'kg'), ranges: [] });
        if (a.kind !== 'dose' || b.kind !== 'dose' || twice.kind !== 'dose') throw new Error('expected a dose');
        expect(a.mgPerKg).toBe(b.mgPerKg);
        expect(Math.abs(twice.mgPerKg - 2 * a.mgPerKg)).toBeLessThanOrEqual(2 * a.mgPerKg * 0.01);
      }),
    );
  });

  it('property: without a weight a fixed amount is never claimed', () => {
    fc.assert(
      fc.property(counts, mgStrengths, fc.constantFrom(null, 0, -1, Number.NaN), fc.constantFrom('tablets', 'mg', 'capsules'), (n, mg, weight, unit) => {
        expect(checkDose({ directions: `Give ${n} ${unit}`, strength: `${mg} mg`, patient: dog(weight), ranges: carprofen })).toEqual({ kind: 'noClaim', reason: 'noWeight' });
      }),
    );
  });

  it('property: any text never throws, and a claim is finite, positive and flagged consistently with its range', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('Give 1 tablet', 'Give 2.5 mL', 'Give 1/2 tab (12.5 mg)', 'Give 3 mg/kg', 'Give 1 tablet per 5 kg')),
        fc.oneof(fc.string(), fc.constantFrom('25 mg', '50 mg/mL', '1%')),
        fc.option(weights),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (directions, strength, weight, min, span) => {
          const range = { species: 'canine', minMgPerKg: min, maxMgPerKg: min + span };
          const r = checkDose({ directions, strength, patient: dog(weight), ranges: [range] });
          if (r.kind === 'noClaim') return;
          expect(Number.isFinite(r.mgPerKg) && r.mgPerKg > 0).toBe(true);
          expect(r.mgPerKg).toBe(roundDose(r.mgPerKg));
          const expected = r.mgPerKg < range.minMgPerKg ? 'below' : r.mgPerKg > range.maxMgPerKg ? 'above' : 'within';
          expect(r.status).toBe(expected);
        },
      ),
    );
  });

  it('property: text without a unit word after a number is never claimed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ,.]{0,40}$/), fc.integer({ min: 1, max: 48 }), fc.constantFrom('hours', 'days', 'times daily', 'weeks'), (words, n, unit) => {
        const r = checkDose({ directions: `${words} every ${n} ${unit}`, strength: '25 mg', patient: dog(30), ranges: carprofen });
        expect(r.kind).toBe('noClaim');
      }),
    );
  });
});
