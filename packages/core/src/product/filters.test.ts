import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeProductFilters,
  clearProductFilters,
  configureFilter,
  DEFAULT_PRODUCT_FILTERS,
  DEFAULT_RX_DELIVERY_DAYS_FILTER,
  DELIVERY_OPTIONS,
  FACET_VISIBLE_COUNT,
  filtersForSelection,
  filtersForStrength,
  PREFERRED_OPTIONS,
  type ProductFilters,
  resetFiltersForFamily,
  rxDeliveryDaysFilter,
  setProductPage,
  TIME_TO_SHIP_OPTIONS,
  visibleFacetOptions,
} from './filters.js';

const arbFilters: fc.Arbitrary<ProductFilters> = fc.record({
  species: fc.array(fc.integer()),
  flavorIds: fc.array(fc.integer()),
  timeToShip: fc.constantFrom(...TIME_TO_SHIP_OPTIONS),
  preferred: fc.constantFrom(...PREFERRED_OPTIONS),
  delivery: fc.option(fc.constantFrom(...DELIVERY_OPTIONS), { nil: null }),
  selectedStrength: fc.option(fc.string(), { nil: null }),
  minProductWeight: fc.option(fc.nat(), { nil: null }),
  maxProductWeight: fc.option(fc.nat(), { nil: null }),
  page: fc.integer({ min: 1, max: 50 }),
});

describe('product filters', () => {
  it('any filter change resets the page to 1', () => {
    fc.assert(
      fc.property(arbFilters, fc.constantFrom<'preferred' | 'delivery' | 'timeToShip'>('preferred', 'delivery', 'timeToShip'), (f, key) => {
        const change = { preferred: { preferred: 'yes' as const }, delivery: { delivery: '3-4' as const }, timeToShip: { timeToShip: '5+' as const } }[key];
        expect(changeProductFilters(f, change).page).toBe(1);
      }),
    );
  });
  it('choosing a family resets flavor, time-to-ship, strength and weight, keeps species/preferred/delivery', () => {
    fc.assert(
      fc.property(arbFilters, (f) => {
        const r = resetFiltersForFamily(f);
        expect(r).toEqual({
          ...f,
          flavorIds: [],
          timeToShip: 'all',
          selectedStrength: null,
          minProductWeight: null,
          maxProductWeight: null,
          page: 1,
        });
      }),
    );
  });
  it('a preventative strength sets the weight filters from weightMin/weightMax; others keep them', () => {
    const f = { ...DEFAULT_PRODUCT_FILTERS, page: 3, minProductWeight: 1 };
    expect(filtersForStrength(f, { productStrength: 'M', productClassification: 'Preventative', weightMin: 22, weightMax: 44 })).toEqual({
      ...f,
      selectedStrength: 'M',
      minProductWeight: 22,
      maxProductWeight: 44,
      page: 1,
    });
    expect(filtersForStrength(f, { productStrength: 'M', productClassification: 'preventative' }).minProductWeight).toBeNull();
    expect(filtersForStrength(f, { productStrength: '16 mg', productClassification: 'Medication', weightMin: 5 })).toEqual({
      ...f,
      selectedStrength: '16 mg',
      page: 1,
    });
  });
  it('a selection that reached its strength sets the strength filter as clicking that strength does', () => {
    fc.assert(
      fc.property(arbFilters, fc.string({ minLength: 1 }), fc.constantFrom('Medication', 'Compound', 'Supplement', null), (f, strength, classification) => {
        const clicked = filtersForStrength(f, { productStrength: strength, productClassification: classification });
        const rebuilt = filtersForSelection(f, { productStrength: strength, productClassification: classification });
        expect(rebuilt.selectedStrength).toBe(strength);
        if (f.selectedStrength !== strength) expect(rebuilt).toEqual(clicked);
        else expect(rebuilt).toBe(f);
      }),
    );
    // From the URL at the product step (the defaults): only the strength differs from the defaults.
    expect(filtersForSelection(DEFAULT_PRODUCT_FILTERS, { productStrength: '25 mg', productClassification: 'Medication' })).toEqual({
      ...DEFAULT_PRODUCT_FILTERS,
      selectedStrength: '25 mg',
    });
    // A preventative's weight range is not in the URL: the weight filters stay as they were.
    expect(filtersForSelection(DEFAULT_PRODUCT_FILTERS, { productStrength: 'M', productClassification: 'Preventative' })).toEqual({
      ...DEFAULT_PRODUCT_FILTERS,
      selectedStrength: 'M',
    });
  });
  it('a selection without a strength leaves the filters alone', () => {
    fc.assert(
      fc.property(arbFilters, fc.option(fc.string(), { nil: null }), (f, classification) => {
        expect(filtersForSelection(f, { productStrength: null, productClassification: classification })).toBe(f);
      }),
    );
  });
  it('pages and clears', () => {
    expect(setProductPage(DEFAULT_PRODUCT_FILTERS, 3).page).toBe(3);
    expect(setProductPage(DEFAULT_PRODUCT_FILTERS, 0).page).toBe(1);
    expect(setProductPage(DEFAULT_PRODUCT_FILTERS, 1.5).page).toBe(1);
    expect(clearProductFilters({ ...DEFAULT_PRODUCT_FILTERS, preferred: 'no', page: 9 })).toEqual(DEFAULT_PRODUCT_FILTERS);
  });
  it('sends the default delivery-day filter for All', () => {
    expect(rxDeliveryDaysFilter('all')).toEqual(['1-2', '2-3', '3-5']);
    expect(rxDeliveryDaysFilter('2-3')).toEqual(['2-3']);
    const cf = configureFilter({ ...DEFAULT_PRODUCT_FILTERS, flavorIds: [4], selectedStrength: 'S' });
    expect(cf).toEqual({ flavorIds: [4], rxDeliveryDaysFilter: [...DEFAULT_RX_DELIVERY_DAYS_FILTER], selectedStrength: 'S', minProductWeight: null, maxProductWeight: null });
  });
  it('facet lists show 5 until Show more', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), fc.boolean(), (opts, expanded) => {
        const v = visibleFacetOptions(opts, expanded);
        expect(v.options).toEqual(expanded ? opts : opts.slice(0, FACET_VISIBLE_COUNT));
        expect(v.showMore).toBe(!expanded && opts.length > 5);
      }),
    );
  });
});
