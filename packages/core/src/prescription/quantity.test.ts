import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityError, quantityFromUnits, quantityStepperBounds, stepQuantity, unitsPerFill } from './quantity.js';

describe('quantity', () => {
  it('is required, a whole number from 1 to 9999', () => {
    expect(quantityError(null)).toBe('This field is required');
    expect(quantityError(' ')).toBe('This field is required');
    expect(quantityError(0)).toBe('Must be greater than zero & less than 10000');
    expect(quantityError(10000)).toBe('Must be greater than zero & less than 10000');
    expect(quantityError('12')).toBeUndefined();
    expect(quantityError('1.5')).toBe('Must be greater than zero & less than 10000');
    expect(quantityError('abc')).toBe('Must be greater than zero & less than 10000');
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 20000 }), (n) => {
        expect(quantityError(n) === undefined).toBe(n >= 1 && n <= 9999);
        expect(quantityError(String(n))).toBe(quantityError(n));
      }),
    );
  });
  it('units per fill is pack size × quantity and reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 9999 }), (pack, q) => {
        const units = unitsPerFill(pack, q);
        expect(units).toBe(pack * q);
        expect(quantityFromUnits(units, pack)).toBe(q);
      }),
    );
    expect(quantityFromUnits(45, 30)).toBeNull();
    expect(quantityFromUnits(null, 30)).toBeNull();
    expect(quantityFromUnits(30, 0)).toBeNull();
  });
  it('the stepper stays within [max(1, requested), 9999] and multiplies the pack size', () => {
    expect(quantityStepperBounds()).toEqual({ min: 1, max: 9999 });
    expect(quantityStepperBounds(3)).toEqual({ min: 3, max: 9999 });
    expect(quantityStepperBounds(20000)).toEqual({ min: 9999, max: 9999 });
    expect(stepQuantity(2, 1, { packsizeQty: 30 })).toEqual({ quantity: 3, unitPerFill: 90 });
    expect(stepQuantity(1, -1, { packsizeQty: 30 })).toEqual({ quantity: 1, unitPerFill: 30 });
    expect(clampQuantity(Number.NaN, 2)).toBe(2);
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 11000 }),
        fc.constantFrom<1 | -1>(1, -1),
        fc.option(fc.integer({ min: 0, max: 12000 }), { nil: null }),
        fc.integer({ min: 1, max: 500 }),
        (q, dir, req, pack) => {
          const r = stepQuantity(q, dir, { packsizeQty: pack, requestedQuantity: req });
          const { min, max } = quantityStepperBounds(req);
          expect(r.quantity).toBeGreaterThanOrEqual(Math.max(1, Math.min(req ?? 1, 9999)));
          expect(r.quantity).toBeGreaterThanOrEqual(min);
          expect(r.quantity).toBeLessThanOrEqual(max);
          expect(r.unitPerFill).toBe(r.quantity * pack);
        },
      ),
    );
  });
});
