import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePickForm, changePickQuantity, changePickStrength, type ProductPick } from './pick.js';

const arbPick: fc.Arbitrary<ProductPick> = fc.record({
  productPresentationId: fc.option(fc.nat(), { nil: null }),
  strength: fc.option(fc.string(), { nil: null }),
  quantity: fc.option(fc.nat(), { nil: null }),
  productId: fc.option(fc.nat(), { nil: null }),
});
const candidates = [
  { id: 'p10', packsizeQty: 10 },
  { id: 'p30', packsizeQty: 30 },
];

describe('form, strength and quantity picking', () => {
  it('changing the form clears strength, quantity and product', () => {
    fc.assert(
      fc.property(arbPick, fc.nat(), (pick, form) => {
        expect(changePickForm(pick, form)).toEqual({ productPresentationId: form, strength: null, quantity: null, productId: null });
      }),
    );
  });
  it('changing the strength clears product and quantity, keeps the form', () => {
    fc.assert(
      fc.property(arbPick, fc.string(), (pick, strength) => {
        expect(changePickStrength(pick, strength)).toEqual({ ...pick, strength, quantity: null, productId: null });
      }),
    );
  });
  it('changing the quantity picks the product with that pack size', () => {
    fc.assert(
      fc.property(arbPick, fc.constantFrom('brava', 'vetrx', null), (pick, portal) => {
        expect(changePickQuantity(pick, 30, candidates, portal)).toEqual({ ...pick, quantity: 30, productId: 'p30' });
      }),
    );
  });
  it('without a match: first product in the brand portal or when none is selected; else the selection stays', () => {
    const none: ProductPick = { productPresentationId: 1, strength: 'S', quantity: null, productId: null };
    const chosen: ProductPick = { ...none, productId: 'p30' };
    expect(changePickQuantity(none, 7, candidates, 'brava').productId).toBe('p10');
    expect(changePickQuantity(chosen, 7, candidates, 'vetrx').productId).toBe('p10');
    expect(changePickQuantity(chosen, 7, candidates, 'brava').productId).toBe('p30');
    expect(changePickQuantity(none, 7, [], 'vetrx').productId).toBeNull();
  });
});
