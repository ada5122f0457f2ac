import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoshipPrice,
  displayedPrice,
  familyPriceRange,
  formatPrice,
  formatPriceRange,
  isPriceShown,
  prescriptionPrice,
  priceBookFor,
  productPrice,
  type PricedProduct,
} from './price.js';

const product = (caretakerPrice: number | null, extra: Partial<PricedProduct> = {}): PricedProduct => ({
  packsizeQty: 30,
  priceBooks: [
    { name: 'Generic', caretakerPrice, veterinarianPrice: 5, acquisitionCost: 3, minimumAdvertisedPrice: 9 },
    { name: 'MVP', caretakerPrice: 99, veterinarianPrice: 50 },
  ],
  ...extra,
});

describe('prices', () => {
  it('takes the caretaker price from the location price book type', () => {
    expect(productPrice(product(12.5), 'Generic')).toBe(12.5);
    expect(productPrice(product(12.5), 'mvp')).toBe(99);
    expect(productPrice(product(12.5), 'Other')).toBeNull();
    expect(productPrice(product(12.5), null)).toBeNull();
    expect(productPrice(product(null), 'Generic')).toBeNull();
    expect(productPrice({ priceBooks: null }, 'Generic')).toBeNull();
    expect(priceBookFor(product(1), ' generic ')?.name).toBe('Generic');
  });
  it('formats dollars with 2 decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(-3)).toBe('-$3.00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => {
        const text = formatPrice(c / 100);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.replace(/[$,]/g, ''))).toBeCloseTo(c / 100, 2);
      }),
    );
  });
  it('shows the price only when units per fill equal the pack size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 9999 }), (pack, qty) => {
        const shown = displayedPrice(product(10, { packsizeQty: pack }), 'Generic', pack * qty);
        expect(shown !== null).toBe(qty === 1);
        expect(isPriceShown(pack * qty, pack)).toBe(qty === 1);
        expect(prescriptionPrice({ unitPerFill: pack * qty, product: product(10, { packsizeQty: pack }) }, 'Generic')).toBe(qty === 1 ? 10 : null);
      }),
    );
    expect(displayedPrice(product(10), 'Generic', 30)).toBe('$10.00');
    expect(displayedPrice(product(null), 'Generic', 30)).toBeNull();
    expect(isPriceShown(null, 30)).toBe(false);
    expect(isPriceShown(0, 0)).toBe(false);
  });
  it('autoship price takes the amount off, else the percent, never below 0', () => {
    expect(autoshipPrice(product(40, { subscriptionDiscountAmount: 5, subscriptionDiscountPercent: 50 }), 'Generic')).toBe(35);
    expect(autoshipPrice(product(40, { subscriptionDiscountPercent: 5 }), 'Generic')).toBe(38);
    expect(autoshipPrice(product(40, { subscriptionDiscountAmount: 0, subscriptionDiscountPercent: 10 }), 'Generic')).toBe(36);
    expect(autoshipPrice(product(40), 'Generic')).toBe(40);
    expect(autoshipPrice(product(4, { subscriptionDiscountAmount: 10 }), 'Generic')).toBe(0);
    expect(autoshipPrice(product(null), 'Generic')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 150 }), (c, pct) => {
        const price = c / 100;
        const a = autoshipPrice(product(price, { subscriptionDiscountPercent: pct }), 'Generic') as number;
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(price);
      }),
    );
  });
  it('gives a family price range', () => {
    expect(familyPriceRange([product(10), product(25), product(null)], 'Generic')).toEqual({ min: 10, max: 25 });
    expect(familyPriceRange([product(null)], 'Generic')).toBeNull();
    expect(formatPriceRange({ min: 10, max: 25 })).toBe('$10.00 - $25.00');
    expect(formatPriceRange({ min: 10, max: 10 })).toBe('$10.00');
    expect(formatPriceRange(null)).toBeNull();
  });
});
