import { describe, expect, it } from 'vitest';
import { maxShelfLifeDays, outOfStockBanner } from './stock.js';

describe('out-of-stock banner', () => {
  it('shows the status text, else Temporarily Out of Stock, only when out of stock', () => {
    expect(outOfStockBanner({ isOutOfStock: true, status: 'Back in stock on 05-01-2026' })).toBe('Back in stock on 05-01-2026');
    expect(outOfStockBanner({ isOutOfStock: true, status: '  ' })).toBe('Temporarily Out of Stock');
    expect(outOfStockBanner({ isOutOfStock: true })).toBe('Temporarily Out of Stock');
    expect(outOfStockBanner({ isOutOfStock: false, status: 'x' })).toBeNull();
  });
});

describe('max shelf life', () => {
  it('shows days only in the brand portal for products that are not preventative or food', () => {
    expect(maxShelfLifeDays({ shelfLife: 365, classification: 'Medication' }, 'vetrx')).toBe(365);
    expect(maxShelfLifeDays({ shelfLife: 365, classification: 'Medication' }, 'brava')).toBeNull();
    expect(maxShelfLifeDays({ shelfLife: 365, classification: 'Preventative' }, 'vetrx')).toBeNull();
    expect(maxShelfLifeDays({ shelfLife: 365, classification: 'Food - Wet' }, 'vetrx')).toBeNull();
    expect(maxShelfLifeDays({ shelfLife: 365, classification: 'Food - Dry' }, 'vetrx')).toBeNull();
    expect(maxShelfLifeDays({ shelfLife: 0, classification: 'Compound' }, 'vetrx')).toBeNull();
    expect(maxShelfLifeDays({ shelfLife: null }, 'vetrx')).toBeNull();
  });
});
