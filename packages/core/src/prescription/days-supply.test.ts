import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capDaysSupplyInput, daysSupplyError, daysSupplyPayload } from './days-supply.js';

describe('days supply', () => {
  it('is optional and, when given, 1 to 365; 0 or less is accepted (sent as null)', () => {
    expect(daysSupplyError(null)).toBeUndefined();
    expect(daysSupplyError('')).toBeUndefined();
    expect(daysSupplyError(undefined)).toBeUndefined();
    expect(daysSupplyError('30')).toBeUndefined();
    expect(daysSupplyError('0')).toBeUndefined();
    expect(daysSupplyError(0)).toBeUndefined();
    expect(daysSupplyError('3x')).toBe('Must be greater than zero & less than or equal to 365');
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), (n) => {
        expect(daysSupplyError(n) === undefined).toBe(n <= 365);
        expect(daysSupplyError(String(n)) === undefined).toBe(n <= 365);
      }),
    );
    expect(daysSupplyError(1.5)).toBe('Must be greater than zero & less than or equal to 365');
  });
  it('caps the input at 3 digits (2 in the create form)', () => {
    expect(capDaysSupplyInput('1234')).toBe('123');
    expect(capDaysSupplyInput('1a2b')).toBe('12');
    expect(capDaysSupplyInput('1234', { createForm: true })).toBe('12');
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (s, createForm) => {
        const out = capDaysSupplyInput(s, { createForm });
        expect(out).toMatch(createForm ? /^\d{0,2}$/ : /^\d{0,3}$/);
        expect(Number(out || 0)).toBeLessThanOrEqual(createForm ? 99 : 999);
      }),
    );
  });
  it('sends 0 or less as null', () => {
    expect(daysSupplyPayload(0)).toBeNull();
    expect(daysSupplyPayload('')).toBeNull();
    expect(daysSupplyPayload(null)).toBeNull();
    expect(daysSupplyPayload(undefined)).toBeNull();
    expect(daysSupplyPayload('30')).toBe(30);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(daysSupplyPayload(n)).toBe(n > 0 ? n : null);
      }),
    );
  });
});
