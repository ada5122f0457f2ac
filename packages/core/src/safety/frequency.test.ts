import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrequency } from './frequency.js';

const times = (directions: string) => {
  const f = parseFrequency(directions);
  return f.kind === 'known' ? f.timesPerDay : null;
};

describe('parseFrequency', () => {
  it('reads the abbreviations, intervals and words a vet writes', () => {
    const cases: [string, number, string][] = [
      ['Give 1 tablet by mouth SID', 1, 'once daily'],
      ['Give 1 tablet PO BID with food', 2, 'twice daily'],
      ['Give 1 tab p.o. b.i.d.', 2, 'twice daily'],
      ['Give 1 capsule TID', 3, '3 times daily'],
      ['Give 2 mL QID', 4, '4 times daily'],
      ['Give 1 tablet q8h', 3, 'every 8 h'],
      ['Give 1 tablet q 12 h', 2, 'every 12 h'],
      ['Give 1 tablet q24hrs', 1, 'every 24 h'],
      ['Give 1 tablet by mouth every 8 hours', 3, 'every 8 h'],
      ['Give 1 tablet every twelve hours', 2, 'every 12 h'],
      ['Give 1 tablet once daily', 1, 'once daily'],
      ['Give 1 tablet once a day', 1, 'once daily'],
      ['Give 1 tablet twice daily', 2, 'twice daily'],
      ['Give 1 tablet twice a day', 2, 'twice daily'],
      ['Give 1 tablet three times daily', 3, '3 times daily'],
      ['Give 1 tablet 3 times a day', 3, '3 times daily'],
      ['Give 1 tablet 2x daily', 2, 'twice daily'],
      ['Give 1 tablet daily', 1, 'once daily'],
      ['Give 1 tablet every morning', 1, 'once daily'],
      ['Give 1 tablet in the morning and evening', 2, 'twice daily'],
      ['Give 1 tablet at bedtime', 1, 'once daily'],
      ['Give 1 tablet every other day', 0.5, 'every other day'],
      ['Give 1 tablet EOD', 0.5, 'every other day'],
      ['Give 1 tablet q48h', 0.5, 'every other day'],
      ['Give 1 tablet every 3 days', 1 / 3, 'every 3 days'],
      ['Give 1 tablet weekly', 1 / 7, 'once a week'],
      ['Give 1 tablet once a week', 1 / 7, 'once a week'],
      ['Give 1 tablet twice weekly', 2 / 7, 'twice a week'],
      ['Give 1 chew monthly', 1 / 30, 'once a month'],
      ['Give 1 tablet once, 2 hours before the visit', 1, 'once'],
      ['Give 1 tablet as a single dose', 1, 'once'],
      ['Give 1 tablet twice-daily', 2, 'twice daily'],
      ['Give 1.5 tablets b.i.d.', 2, 'twice daily'],
      ['Give 4.4 mg/kg/day divided BID', 2, 'twice daily'],
    ];
    for (const [directions, n, label] of cases) {
      const f = parseFrequency(directions);
      expect([directions, f.kind === 'known' ? [Number(f.timesPerDay.toFixed(6)), f.label] : f]).toEqual([directions, [Number(n.toFixed(6)), label]]);
    }
  });

  it('a duration is not a frequency', () => {
    expect(parseFrequency('Give 1 tablet twice daily for 5 days')).toMatchObject({ kind: 'known', timesPerDay: 2, counted: null });
    expect(parseFrequency('Give 1 tablet every 12 hours for 14 days')).toMatchObject({ kind: 'known', timesPerDay: 2, counted: null });
    expect(parseFrequency('Give 1 tablet BID x 7 days')).toMatchObject({ kind: 'known', timesPerDay: 2, counted: null });
    expect(parseFrequency('Give 1 tablet for 5 days')).toEqual({ kind: 'unknown', asNeeded: false });
    expect(parseFrequency('Give 1 tablet for a week')).toEqual({ kind: 'unknown', asNeeded: false });
  });

  it('a range, alternatives or a taper count the most frequent and say which they allow', () => {
    expect(parseFrequency('Give 1 tablet every 8-12 hours')).toEqual({ kind: 'known', timesPerDay: 3, label: 'every 8 h', counted: ['every 8 h', 'every 12 h'], asNeeded: false });
    expect(parseFrequency('Give 1 tablet q8–12h')).toMatchObject({ timesPerDay: 3, counted: ['every 8 h', 'every 12 h'] });
    expect(parseFrequency('Give 1 tablet once or twice daily')).toMatchObject({ timesPerDay: 2, counted: ['twice daily', 'once daily'] });
    expect(parseFrequency('Give 1 tablet 2-3 times daily')).toMatchObject({ timesPerDay: 3, counted: ['3 times daily', 'twice daily'] });
    expect(parseFrequency('Give 1 tablet twice daily for 5 days, then once daily for 5 days, then every other day')).toMatchObject({
      timesPerDay: 2,
      counted: ['twice daily', 'once daily', 'every other day'],
    });
  });

  it('as needed: the most it allows, or unknown without one', () => {
    expect(parseFrequency('Give 1 tablet as needed for pain')).toEqual({ kind: 'unknown', asNeeded: true });
    expect(parseFrequency('Give 1 tablet PRN')).toEqual({ kind: 'unknown', asNeeded: true });
    expect(parseFrequency('Give 1 tablet every 8 hours as needed')).toMatchObject({ kind: 'known', timesPerDay: 3, asNeeded: true });
    expect(parseFrequency('Give 1 tablet as needed, no more than every 12 hours')).toMatchObject({ kind: 'known', timesPerDay: 2, asNeeded: true });
    expect(parseFrequency('Give 1 tablet as needed, up to 3 times daily')).toMatchObject({ kind: 'known', timesPerDay: 3, asNeeded: true });
    expect(parseFrequency('Give 1 tablet when needed, at most 2 doses per day')).toMatchObject({ kind: 'known', timesPerDay: 2, asNeeded: true });
  });

  it('never guesses', () => {
    for (const d of ['Give 4.4 mg/kg/day', 'Give 100 mg per day', 'Give 2 mg/kg per 24 hours', '', 'Give 1 tablet', 'Give as directed', 'Give 1 tablet with food', 'Apply to the affected area', 'Give 1 tablet before travel', null, undefined]) {
      expect(parseFrequency(d)).toMatchObject({ kind: 'unknown' });
    }
  });

  const hours = fc.constantFrom(1, 2, 3, 4, 6, 8, 12, 24, 48, 72);
  const noise = fc.constantFrom('Give 1 tablet by mouth', 'Give ½ tablet', 'Give 2.5 mL orally', 'Give 1 capsule with food');
  const tail = fc.constantFrom('', ' with food', ' for 5 days', ' for 2 weeks', ' x 10 days', ' until rechecked');

  it('property: "every N hours" and "qNh" are 24/N a day, whatever surrounds them and however long it lasts', () => {
    fc.assert(
      fc.property(noise, hours, tail, fc.constantFrom('every N hours', 'qNh', 'q N hrs', 'every N hrs'), (before, n, after, form) => {
        const f = parseFrequency(`${before} ${form.replace('N', String(n))}${after}`);
        expect(f).toMatchObject({ kind: 'known', timesPerDay: 24 / n, counted: null });
      }),
    );
  });

  it('property: "N times daily" is N a day; a range of intervals counts the shorter; durations never change it', () => {
    fc.assert(
      fc.property(noise, fc.integer({ min: 1, max: 6 }), tail, (before, n, after) => {
        expect(times(`${before} ${n} times daily${after}`)).toBe(n);
        expect(times(`${before} ${n} times a day${after}`)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(noise, hours, hours, tail, (before, a, b, after) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        if (lo === hi) return;
        const f = parseFrequency(`${before} every ${lo}-${hi} hours${after}`);
        expect(f).toMatchObject({ kind: 'known', timesPerDay: 24 / lo });
        expect(f.kind === 'known' && f.counted).toHaveLength(2);
      }),
    );
  });

  it('property: adding a more frequent alternative never lowers the count; "as needed" alone never gives one', () => {
    fc.assert(
      fc.property(noise, hours, hours, (before, a, b) => {
        const one = times(`${before} every ${a} hours`)!;
        const both = times(`${before} every ${a} hours, or every ${b} hours`)!;
        expect(both).toBe(Math.max(one, 24 / b));
      }),
    );
    fc.assert(
      fc.property(noise, fc.constantFrom('as needed', 'PRN', 'when needed', 'if needed for pain'), tail, (before, prn, after) => {
        expect(parseFrequency(`${before} ${prn}${after}`)).toEqual({ kind: 'unknown', asNeeded: true });
      }),
    );
  });

  it('property: any text never throws, and a known frequency is positive and at most 24 a day', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const f = parseFrequency(text);
        if (f.kind === 'known') {
          expect(f.timesPerDay).toBeGreaterThan(0);
          expect(f.timesPerDay).toBeLessThanOrEqual(24);
          expect(f.label.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
