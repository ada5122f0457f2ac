import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeRxQueryParams,
  EMPTY_PRODUCT_SELECTION,
  encodeRxQueryParams,
  goBackToStep,
  type ProductSelection,
  productSelectionExitPath,
  productSelectionStep,
  productsOfSelection,
  RX_QUERY_PARAMS,
  selectionFromQuery,
  selectProduct,
  selectProductFamily,
  selectProductPresentation,
  selectProductStrength,
} from './selection.js';

const full: ProductSelection = {
  productFamily: 'Apoquel',
  productPresentation: '3',
  productClassification: 'Medication',
  productStrength: '16 mg',
  productId: '991',
};

const arbSelection = fc
  .record({
    family: fc.option(fc.string({ minLength: 1 }), { nil: null }),
    presentation: fc.option(fc.string({ minLength: 1 }), { nil: null }),
    strength: fc.option(fc.string({ minLength: 1 }), { nil: null }),
    classification: fc.option(fc.string({ minLength: 1 }), { nil: null }),
    product: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  })
  .map((r) => selectionFromQuery({
    productFamily: r.family,
    productPresentation: r.presentation,
    productStrength: r.strength,
    productClassification: r.classification,
    productId: r.product,
  }));

describe('product selection steps', () => {
  it('selecting a family goes to step 1, a presentation to 2, a strength to 3', () => {
    let s = selectProductFamily(EMPTY_PRODUCT_SELECTION, 'Apoquel');
    expect(productSelectionStep(s)).toBe(1);
    s = selectProductPresentation(s, 3);
    expect(productSelectionStep(s)).toBe(2);
    expect(s.productPresentation).toBe('3');
    s = selectProductStrength(s, { productStrength: '16 mg', productClassification: 'Medication' });
    expect(productSelectionStep(s)).toBe(3);
    s = selectProduct(s, 991);
    expect(s).toEqual(full);
    expect(productSelectionStep(s)).toBe(3);
  });
  it('each selection clears everything after it', () => {
    expect(selectProductFamily(full, 'Bravecto')).toEqual({ ...EMPTY_PRODUCT_SELECTION, productFamily: 'Bravecto' });
    expect(selectProductPresentation(full, '4')).toEqual({ ...EMPTY_PRODUCT_SELECTION, productFamily: 'Apoquel', productPresentation: '4' });
    expect(selectProductStrength(full, { productStrength: '5.4 mg', productClassification: null }).productId).toBeNull();
    expect(selectProductFamily(EMPTY_PRODUCT_SELECTION, '').productFamily).toBeNull();
  });
  it('going back to step k keeps exactly the first k selections (step 0 clears the family)', () => {
    expect(goBackToStep(full, 0)).toEqual(EMPTY_PRODUCT_SELECTION);
    expect(goBackToStep(full, 1)).toEqual({ ...EMPTY_PRODUCT_SELECTION, productFamily: 'Apoquel' });
    expect(goBackToStep(full, 2)).toEqual({ ...EMPTY_PRODUCT_SELECTION, productFamily: 'Apoquel', productPresentation: '3' });
    expect(goBackToStep(full, 3)).toBe(full);
    fc.assert(
      fc.property(arbSelection, fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>, (sel, step) => {
        const back = goBackToStep(sel, step);
        const before = productSelectionStep(sel);
        expect(productSelectionStep(back)).toBe(Math.min(step, before));
        const encoded = encodeRxQueryParams(back);
        if (step < before) expect(Object.keys(encoded).length).toBeLessThanOrEqual(step);
      }),
    );
  });
  it('leaves the flow to the client profile or /create', () => {
    expect(productSelectionExitPath('42')).toBe('/clients/profile/42');
    expect(productSelectionExitPath(null)).toBe('/create');
    expect(productSelectionExitPath('')).toBe('/create');
  });
});

describe('query parameters', () => {
  it('encodes each set parameter in base64 and leaves unset ones out', () => {
    expect(encodeRxQueryParams({ productFamily: 'Apoquel', clientId: '7', patientId: null, productId: '' })).toEqual({
      productFamily: 'QXBvcXVlbA==',
      clientId: 'Nw==',
    });
  });
  it('round-trips every parameter for any unicode value', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(RX_QUERY_PARAMS.map((p) => [p, fc.string({ unit: 'binary', minLength: 1 })])) as Record<
          (typeof RX_QUERY_PARAMS)[number],
          fc.Arbitrary<string>
        >),
        (values) => {
          expect(decodeRxQueryParams(encodeRxQueryParams(values))).toEqual(values);
        },
      ),
    );
  });
  it('reads missing or broken parameters as null', () => {
    const d = decodeRxQueryParams({ productFamily: '%%', clientId: '' });
    expect(d.productFamily).toBeNull();
    expect(d.clientId).toBeNull();
    expect(d.patientId).toBeNull();
  });
  it('drops parameters whose earlier step is missing', () => {
    expect(selectionFromQuery({ productPresentation: '3' })).toEqual(EMPTY_PRODUCT_SELECTION);
    expect(selectionFromQuery({ productFamily: 'A', productStrength: '1' })).toEqual({ ...EMPTY_PRODUCT_SELECTION, productFamily: 'A' });
    expect(selectionFromQuery(full)).toEqual(full);
  });
});

describe('productsOfSelection', () => {
  type P = { id: number; classification: string; strength: string };
  // A classification → strength → products map as GetProductsExtendedDataFromProductFamily returns it
  // (strengths unique within a classification; the same strength may appear in two classifications).
  const arbMap = fc
    .uniqueArray(fc.constantFrom('Medication', 'Compound', 'Preventative', 'Supplement'), { minLength: 0, maxLength: 4 })
    .chain((classes) =>
      fc.tuple(
        ...classes.map((classification) =>
          fc.uniqueArray(fc.constantFrom('25 mg', '75 mg', '100 mg', 'M', '5 mg/mL'), { minLength: 1, maxLength: 5 }).chain((strengths) =>
            fc.tuple(...strengths.map((strength) => fc.integer({ min: 0, max: 4 }).map((n) => ({ strength, n })))).map((rows) => ({ classification, rows })),
          ),
        ),
      ),
    )
    .map((classes) => {
      let id = 0;
      return classes.map(({ classification, rows }) => ({
        classification,
        strengthProductMap: rows.map(({ strength, n }) => ({
          strength,
          products: Array.from({ length: n }, (): P => ({ id: ++id, classification, strength })),
        })),
      }));
    });
  const arbChoice = fc.record({
    productClassification: fc.option(fc.constantFrom('Medication', 'Compound', 'Preventative', 'Food - Dry'), { nil: null }),
    productStrength: fc.constantFrom('25 mg', '75 mg', '100 mg', 'M', '10 mg'),
  });

  it('offers exactly the products of the chosen strength in the chosen classification, none of another strength', () => {
    fc.assert(
      fc.property(arbMap, arbChoice, (map, choice) => {
        const offered = productsOfSelection(map, choice);
        const all = map.flatMap((c) => c.strengthProductMap.flatMap((s) => s.products));
        const expected = all.filter(
          (p) => p.strength === choice.productStrength && (choice.productClassification === null || p.classification === choice.productClassification),
        );
        expect(offered).toEqual(expected);
        expect(offered.every((p) => p.strength === choice.productStrength)).toBe(true);
      }),
    );
  });
  it('offers every product before a strength is chosen', () => {
    fc.assert(
      fc.property(arbMap, fc.option(fc.string(), { nil: null }), (map, productClassification) => {
        expect(productsOfSelection(map, { productClassification, productStrength: null })).toEqual(map.flatMap((c) => c.strengthProductMap.flatMap((s) => s.products)));
      }),
    );
  });
  it('Carprofen chewable tablets at 25 mg: only the 25 mg packs', () => {
    const map = [
      {
        classification: 'Medication',
        strengthProductMap: [
          { strength: '25 mg', products: [{ id: '1' }, { id: '2' }] },
          { strength: '75 mg', products: [{ id: '3' }, { id: '4' }] },
          { strength: '100 mg', products: [{ id: '5' }, { id: '6' }] },
        ],
      },
    ];
    expect(productsOfSelection(map, { productClassification: 'Medication', productStrength: '25 mg' })).toEqual([{ id: '1' }, { id: '2' }]);
    expect(productsOfSelection(map, { productClassification: 'Compound', productStrength: '25 mg' })).toEqual([]);
  });
});
