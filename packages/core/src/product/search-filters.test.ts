import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_FILTERS, DELIVERY_OPTIONS, PREFERRED_OPTIONS, TIME_TO_SHIP_OPTIONS, type ProductFilters } from './filters.js';
import {
  deliveryForShipBucket,
  DELIVERY_SHIP_BUCKET,
  hasActiveSearchFilters,
  parseSearchFilters,
  productSearchFeatures,
  SEARCH_FILTER_KEYS,
  searchFiltersInput,
  visibleSearchFacets,
} from './search-filters.js';

const filtersArb: fc.Arbitrary<ProductFilters> = fc.record({
  species: fc.subarray(['canine', 'feline', 'equine']),
  flavorIds: fc.subarray([1, 2, 3, 4]),
  timeToShip: fc.constantFrom(...TIME_TO_SHIP_OPTIONS),
  preferred: fc.constantFrom(...PREFERRED_OPTIONS),
  delivery: fc.constantFrom(null, ...DELIVERY_OPTIONS),
  selectedStrength: fc.constant(null),
  minProductWeight: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  maxProductWeight: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  page: fc.integer({ min: 1, max: 9 }),
});

describe('searchFiltersInput / parseSearchFilters', () => {
  it('round-trips every set filter and sends nothing for defaults', () => {
    expect(searchFiltersInput(DEFAULT_PRODUCT_FILTERS)).toEqual([]);
    expect(hasActiveSearchFilters(DEFAULT_PRODUCT_FILTERS)).toBe(false);
    fc.assert(
      fc.property(filtersArb, (f) => {
        const parsed = parseSearchFilters(searchFiltersInput(f));
        expect(parsed.species).toEqual(f.species);
        expect(parsed.flavor).toEqual(f.flavorIds);
        expect(parsed.timeToShip).toEqual(f.timeToShip === 'all' ? [] : [f.timeToShip]);
        expect(parsed.preferred).toBe(f.preferred === 'all' ? null : f.preferred === 'yes');
        expect(parsed.delivery).toEqual(f.delivery ? [f.delivery] : []);
        expect(parsed.weightMin).toBe(f.minProductWeight);
        expect(parsed.weightMax).toBe(f.maxProductWeight);
      }),
    );
  });

  it('drops unknown keys and bad values', () => {
    expect(
      parseSearchFilters([
        { key: 'nope', values: ['x'] },
        { key: 'timeToShip', values: ['9-10'] },
        { key: 'weightMin', values: ['-3'] },
        { key: 'flavor', values: ['a', '2'] },
        { key: 'preferred', values: ['yes', 'no'] },
      ]),
    ).toMatchObject({ timeToShip: [], weightMin: null, flavor: [2], preferred: null });
  });
});

describe('delivery buckets', () => {
  it('maps each delivery choice to one shipping bucket and back', () => {
    for (const [delivery, ship] of Object.entries(DELIVERY_SHIP_BUCKET)) expect(deliveryForShipBucket(ship)).toBe(delivery);
    expect(deliveryForShipBucket('3-5')).toBeNull();
  });
});

describe('visibleSearchFacets', () => {
  it('shows nothing without searchFilters and gates preferred and delivery by their flags', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (searchFilters, preferredSearchFilters, deliverySearchFilters) => {
        const keys = visibleSearchFacets({ searchFilters, preferredSearchFilters, deliverySearchFilters });
        if (!searchFilters) return keys.length === 0;
        return (
          keys.includes('preferred') === preferredSearchFilters &&
          keys.includes('delivery') === deliverySearchFilters &&
          ['species', 'flavor', 'timeToShip', 'weightRange'].every((k) => keys.includes(k as never)) &&
          keys.every((k, i) => i === 0 || SEARCH_FILTER_KEYS.indexOf(keys[i - 1]) < SEARCH_FILTER_KEYS.indexOf(k))
        );
      }),
    );
    expect(productSearchFeatures(['searchFilters', 'fuzzyProductSearch'])).toMatchObject({ searchFilters: true, fuzzyProductSearch: true, deliverySearchFilters: false });
  });
});
