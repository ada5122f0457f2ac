import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LBS_PER_KG } from '../conflict/check.js';
import { checkDose, describeDose, doseTier, type LabelledDoseRange, labelledDoseRange, parseDirectionsAmounts, parseStrength, roundDose } from './dose-check.js';
import { FAR_OUTSIDE_FACTOR, SAFETY_DOSE_LABELS } from './knowledge.js';

const dog = (weight: number | null, weightUnit = 'lbs') => ({ weight, weightUnit, species: { code: 'canine' } });
/** A labelled dose per dose only, with its frequency (the day's range worked out). */
const perDose = (min: number, max: number, times: readonly [number, number] = [1, 1], species = 'canine'): LabelledDoseRange =>
  labelledDoseRange({ ingredient: 'x', species, perDose: [min, max], timesPerDay: times, perDay: null, source: 'test label' });
const carprofenLabel = labelledDoseRange(SAFETY_DOSE_LABELS.find((l) => l.ingredient === 'carprofen' && l.species === 'canine')!);
const carprofen = [carprofenLabel];

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
    expect(within).toMatchObject({ kind: 'dose', mgPerDose: 75, weightKg: 22.68, mgPerKg: 3.31, doseStatus: 'within', day: { mgPerKgPerDay: 6.61, status: 'above' }, status: 'above', range: carprofen[0] });
    expect(checkDose({ directions: 'Give 1 tablet by mouth once daily', strength: '75 mg', patient: dog(50), ranges: carprofen })).toMatchObject({ mgPerKg: 3.31, day: { mgPerKgPerDay: 3.31, status: 'within' }, status: 'within', tier: 'within' });
    expect(checkDose({ directions: 'Give 2 tablets', strength: '100 mg', patient: dog(20), ranges: carprofen })).toMatchObject({ status: 'above', mgPerKg: 22.1, day: null, tier: 'far' });
    expect(checkDose({ directions: 'Give 1/2 tablet', strength: '25 mg', patient: dog(30, 'kg'), ranges: carprofen })).toMatchObject({ status: 'below', mgPerKg: 0.417 });
    expect(checkDose({ directions: 'Give 1 tablet', strength: '75 mg', patient: { ...dog(50), species: { code: 'feline' } }, ranges: carprofen })).toMatchObject({ status: 'noRange', range: null, tier: null });
    expect(checkDose({ directions: 'Give 10 mg/kg', strength: '1%', patient: dog(null), ranges: carprofen })).toMatchObject({ kind: 'dose', mgPerKg: 10, mgPerDose: null, status: 'above' });
    expect(checkDose({ directions: 'Give 1 mL twice daily', strength: '50 mg/mL', patient: dog(10, 'kg'), ranges: [perDose(5, 20, [2, 3])] })).toMatchObject({ mgPerKg: 5, day: { mgPerKgPerDay: 10 }, status: 'within' });
  });

  it('makes no claim rather than a wrong one', () => {
    const base = { strength: '25 mg', patient: dog(30), ranges: carprofen };
    expect(checkDose({ ...base, directions: '   ' })).toEqual({ kind: 'noClaim', reason: 'noDirections' });
    expect(checkDose({ ...base, directions: 'Give as directed' })).toEqual({ kind: 'noClaim', reason: 'unparsed' });
    expect(checkDose({ ...base, directions: 'Give 1-2 tablets' })).toEqual({ kind: 'noClaim', reason: 'unparsed' });
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
        expect(Math.abs(inKg.mgPerKg! - inLbs.mgPerKg!)).toBeLessThanOrEqual(Math.max(inKg.mgPerKg!, inLbs.mgPerKg!) * 0.01);
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
        expect(Math.abs(twice.mgPerKg! - 2 * a.mgPerKg!)).toBeLessThanOrEqual(2 * a.mgPerKg! * 0.01);
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
          const range = perDose(min, min + span);
          const r = checkDose({ directions, strength, patient: dog(weight), ranges: [range] });
          if (r.kind === 'noClaim') return;
          if (r.mgPerKg === null) {
            // A day's total without a frequency: the day is checked, the dose is not.
            expect(r.day).not.toBeNull();
            return;
          }
          expect(Number.isFinite(r.mgPerKg) && r.mgPerKg > 0).toBe(true);
          expect(r.mgPerKg).toBe(roundDose(r.mgPerKg));
          const expected = r.mgPerKg < range.perDose!.minMgPerKg ? 'below' : r.mgPerKg > range.perDose!.maxMgPerKg ? 'above' : 'within';
          expect(r.doseStatus).toBe(expected);
          if (expected !== 'within') expect(r.status).not.toBe('within');
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

describe('checkDose by the day (issue 59 item 1)', () => {
  const patient = dog(25, 'kg');

  it('Carprofen 100 mg every 8 hours for a 25 kg dog: 4 mg/kg per dose is within, 12 mg/kg a day is far above the label', () => {
    const r = checkDose({ directions: 'Give 1 tablet by mouth every 8 hours', strength: '100 mg', patient, ranges: carprofen });
    expect(r).toMatchObject({ kind: 'dose', mgPerKg: 4, doseStatus: 'within', day: { mgPerDay: 300, mgPerKgPerDay: 12, status: 'above' }, status: 'above', tier: 'far' });
    if (r.kind !== 'dose') throw new Error('expected a dose');
    const text = describeDose(r, '100 mg');
    expect(text.day).toBe('1 × 100 mg every 8 h = 12 mg/kg/day; label 2.2–4.4 mg/kg/day');
    expect(text.dose).toBe('1 × 100 mg = 100 mg per dose for 25 kg = 4 mg/kg per dose; label 2.2–4.4 mg/kg per dose every 12–24 h');
    // The once-daily control: the same tablet once a day is within both.
    expect(checkDose({ directions: 'Give 1 tablet by mouth once daily', strength: '100 mg', patient, ranges: carprofen })).toMatchObject({ status: 'within', tier: 'within', day: { mgPerKgPerDay: 4 } });
  });

  it('an unknown frequency says it could not tell, never "within"', () => {
    const r = checkDose({ directions: 'Give 1 tablet with food', strength: '100 mg', patient, ranges: carprofen });
    expect(r).toMatchObject({ doseStatus: 'within', day: null, status: 'unknownFrequency', tier: 'within' });
    if (r.kind !== 'dose') throw new Error('expected a dose');
    expect(describeDose(r, '100 mg').day).toMatch(/not checked/);
    const prn = checkDose({ directions: 'Give 1 tablet as needed for pain', strength: '100 mg', patient, ranges: carprofen });
    expect(prn).toMatchObject({ status: 'unknownFrequency', frequency: { kind: 'unknown', asNeeded: true } });
    if (prn.kind !== 'dose') throw new Error('expected a dose');
    expect(describeDose(prn, '100 mg').day).toMatch(/^As needed, with no most a day/);
    // A per-dose overdose is still said when the frequency is unknown.
    expect(checkDose({ directions: 'Give 3 tablets', strength: '100 mg', patient, ranges: carprofen })).toMatchObject({ status: 'above', tier: 'far', day: null });
  });

  it('a range of frequencies, PRN with its most, 1½ tablets, every other day and weekly', () => {
    const range = checkDose({ directions: 'Give 1 tablet every 8-12 hours', strength: '100 mg', patient, ranges: carprofen });
    expect(range).toMatchObject({ day: { mgPerKgPerDay: 12 }, tier: 'far' });
    if (range.kind !== 'dose') throw new Error('expected a dose');
    expect(describeDose(range, '100 mg').notes).toEqual(['The directions allow every 8 h or every 12 h: the day’s total is counted at the most frequent, every 8 h.']);
    expect(checkDose({ directions: 'Give 1 tablet as needed, no more than every 12 hours', strength: '25 mg', patient, ranges: carprofen })).toMatchObject({ mgPerKg: 1, day: { mgPerKgPerDay: 2 }, status: 'below', tier: 'far' });
    expect(checkDose({ directions: 'Give 1½ tablets twice daily', strength: '25 mg', patient, ranges: carprofen })).toMatchObject({ mgPerKg: 1.5, day: { mgPerDay: 75, mgPerKgPerDay: 3 }, status: 'below' });
    const eod = checkDose({ directions: 'Give 1 tablet every other day', strength: '100 mg', patient, ranges: carprofen });
    expect(eod).toMatchObject({ day: { mgPerKgPerDay: 2 }, status: 'below', tier: 'outside' });
    if (eod.kind !== 'dose') throw new Error('expected a dose');
    expect(describeDose(eod, '100 mg').day).toBe('1 × 100 mg every other day = 2 mg/kg/day on average; label 2.2–4.4 mg/kg/day');
    expect(checkDose({ directions: 'Give 1 tablet weekly', strength: '100 mg', patient, ranges: carprofen })).toMatchObject({ day: { mgPerKgPerDay: 0.571 }, tier: 'far' });
  });

  it('a taper is read step by step and checked at its highest step', () => {
    const taper = checkDose({ directions: 'Give 2 tablets twice daily for 5 days, then 1 tablet twice daily for 5 days, then 1 tablet every other day', strength: '25 mg', patient, ranges: [perDose(0.5, 2.2, [1, 2])] });
    expect(taper).toMatchObject({ steps: 3, mgPerKg: 2, day: { mgPerKgPerDay: 4 }, status: 'within' });
    // A step without a frequency keeps the previous one's: ½ tablet twice daily is the second step.
    expect(checkDose({ directions: 'Give 1 tablet twice daily for 7 days then ½ tablet', strength: '100 mg', patient, ranges: carprofen })).toMatchObject({ steps: 2, mgPerKg: 4, day: { mgPerKgPerDay: 8 }, status: 'above' });
    // A step above the label is the one shown even when another's total is higher.
    expect(checkDose({ directions: 'Give 4 tablets once, then 1 tablet twice daily', strength: '100 mg', patient, ranges: carprofen })).toMatchObject({ mgPerKg: 16, status: 'above', tier: 'far' });
  });

  it('a day’s total as written ("4.4 mg/kg/day", "100 mg per day") is a day, not a dose; divided by how often it gives the dose', () => {
    expect(parseDirectionsAmounts('Give 4.4 mg/kg/day')).toEqual([{ value: 4.4, unit: 'mgPerKgPerDay' }]);
    expect(parseDirectionsAmounts('Give 100 mg per day')).toEqual([{ value: 100, unit: 'mgPerDay' }]);
    const divided = checkDose({ directions: 'Give 4.4 mg/kg/day divided twice-daily', strength: '100 mg', patient, ranges: carprofen });
    expect(divided).toMatchObject({ mgPerKg: 2.2, doseStatus: 'within', day: { mgPerKgPerDay: 4.4, status: 'within' }, status: 'within', frequency: { timesPerDay: 2 } });
    if (divided.kind !== 'dose') throw new Error('expected a dose');
    expect(describeDose(divided, '100 mg')).toMatchObject({ dose: '4.4 mg/kg/day divided twice daily = 2.2 mg/kg per dose; label 2.2–4.4 mg/kg per dose every 12–24 h', day: '4.4 mg/kg/day = 4.4 mg/kg/day; label 2.2–4.4 mg/kg/day' });
    // Without how often, the day is checked and the dose is said to be unknown.
    const alone = checkDose({ directions: 'Give 300 mg per day', strength: '100 mg', patient, ranges: carprofen });
    expect(alone).toMatchObject({ mgPerKg: null, doseStatus: null, day: { mgPerDay: 300, mgPerKgPerDay: 12, status: 'above' }, tier: 'far' });
    if (alone.kind !== 'dose') throw new Error('expected a dose');
    expect(describeDose(alone, '100 mg').dose).toMatch(/^300 mg\/day as written: how often is not written/);
    expect(describeDose(alone, '100 mg').day).toBe('300 mg/day = 300 mg a day for 25 kg = 12 mg/kg/day; label 2.2–4.4 mg/kg/day');
    // A day's total and a dose together say two things.
    expect(checkDose({ directions: 'Give 1 tablet (4.4 mg/kg/day)', strength: '100 mg', patient, ranges: carprofen })).toEqual({ kind: 'noClaim', reason: 'unparsed' });
  });

  it('the day basis stated by the label wins over the dose times its frequency (enrofloxacin in a cat: 5 mg/kg a day at most)', () => {
    const cat = { weight: 4, weightUnit: 'kg', species: { code: 'feline' } };
    const enro = labelledDoseRange(SAFETY_DOSE_LABELS.find((l) => l.ingredient === 'enrofloxacin' && l.species === 'feline')!);
    expect(enro.perDay).toEqual({ minMgPerKg: 2.5, maxMgPerKg: 5 });
    expect(checkDose({ directions: 'Give 1/2 tablet twice daily', strength: '22.7 mg', patient: cat, ranges: [enro] })).toMatchObject({ mgPerKg: 2.84, doseStatus: 'within', day: { mgPerKgPerDay: 5.67, status: 'above' }, tier: 'outside' });
  });

  const weights = fc.integer({ min: 100, max: 8_000 }).map((n) => n / 100);
  const strengths = fc.constantFrom(5, 12.5, 25, 50, 75, 100, 250);
  const everyHours = fc.constantFrom(4, 6, 8, 12, 24, 48);
  const tierRank = { within: 0, outside: 1, far: 2 } as const;

  it('property: the day’s total is the dose times the frequency; the tier is the worse of the dose’s and the day’s', () => {
    fc.assert(
      fc.property(fc.constantFrom(0.5, 1, 1.5, 2), strengths, weights, everyHours, fc.double({ min: 0.1, max: 20, noNaN: true }), fc.double({ min: 1, max: 4, noNaN: true }), fc.constantFrom<[number, number]>([1, 1], [1, 2], [2, 3], [2, 4]), (n, mg, kg, h, min, spread, times) => {
        const range = perDose(min, min * spread, times);
        const r = checkDose({ directions: `Give ${n} tablets every ${h} hours`, strength: `${mg} mg`, patient: dog(kg, 'kg'), ranges: [range] });
        if (r.kind !== 'dose' || r.day === null) throw new Error('expected a dose by the day');
        expect(r.day.mgPerKgPerDay).toBe(roundDose(((n * mg) / kg) * (24 / h)));
        const worse = [doseTier(r.mgPerKg!, range.perDose!), doseTier(r.day.mgPerKgPerDay, range.perDay)].sort((a, b) => tierRank[b] - tierRank[a])[0];
        expect(r.tier).toBe(worse);
        expect(r.status === 'within').toBe(r.doseStatus === 'within' && r.day.status === 'within');
      }),
    );
  });

  it('property: giving the same dose more often never gives a milder tier above the label; never "within" without a frequency', () => {
    fc.assert(
      fc.property(strengths, weights, everyHours, everyHours, (mg, kg, a, b) => {
        const [often, seldom] = a < b ? [a, b] : [b, a];
        const at = (h: number) => checkDose({ directions: `Give 1 tablet every ${h} hours`, strength: `${mg} mg`, patient: dog(kg, 'kg'), ranges: carprofen });
        const [x, y] = [at(often), at(seldom)];
        if (x.kind !== 'dose' || y.kind !== 'dose') throw new Error('expected doses');
        if (y.day!.status === 'above') expect(tierRank[x.tier!]).toBeGreaterThanOrEqual(tierRank[y.tier!]);
        const unknown = checkDose({ directions: 'Give 1 tablet with food', strength: `${mg} mg`, patient: dog(kg, 'kg'), ranges: carprofen });
        expect(unknown.kind === 'dose' && unknown.status).not.toBe('within');
      }),
    );
  });

  it('property: tiers are monotone: further from the range never gives a milder tier', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 50, noNaN: true }), fc.double({ min: 1, max: 10, noNaN: true }), fc.double({ min: 0.001, max: 500, noNaN: true }), fc.double({ min: 0.001, max: 500, noNaN: true }), (min, spread, x, y) => {
        const range = { minMgPerKg: min, maxMgPerKg: min * spread };
        const [lo, hi] = x < y ? [x, y] : [y, x];
        if (lo >= range.maxMgPerKg) expect(tierRank[doseTier(hi, range)]).toBeGreaterThanOrEqual(tierRank[doseTier(lo, range)]);
        if (hi <= range.minMgPerKg) expect(tierRank[doseTier(lo, range)]).toBeGreaterThanOrEqual(tierRank[doseTier(hi, range)]);
        expect(doseTier(range.maxMgPerKg * FAR_OUTSIDE_FACTOR * 1.01, range)).toBe('far');
        expect(doseTier(range.maxMgPerKg, range)).toBe('within');
      }),
    );
  });
});

describe('the knowledge table’s dose labels', () => {
  it('state a basis, positive ranges and a source; no two labels for one ingredient and species', () => {
    const seen = new Set<string>();
    for (const l of SAFETY_DOSE_LABELS) {
      const key = `${l.ingredient}/${l.species}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(l.perDay !== null || (l.perDose !== null && l.timesPerDay !== null), key).toBe(true);
      for (const pair of [l.perDose, l.timesPerDay, l.perDay]) if (pair) expect(pair[0] > 0 && pair[1] >= pair[0], key).toBe(true);
      expect(l.source.length, key).toBeGreaterThan(5);
      expect(l.source, key).not.toMatch(/decision \d{4}/i);
      const r = labelledDoseRange(l);
      expect(r.perDay.maxMgPerKg >= r.perDay.minMgPerKg, key).toBe(true);
    }
  });
});
