import { describe, expect, it } from 'vitest';
import { GetProductByProductIdDocument } from '@vetrx/core/operations/GetProductByProductId';
import { GetProductPresentationByIdDocument } from '@vetrx/core/operations/GetProductPresentationById';
import {
  GetProductPresentationsForProductFamilyDocument,
} from '@vetrx/core/operations/GetProductPresentationsForProductFamily';
import {
  GetProductsExtendedDataFromProductFamilyDocument,
} from '@vetrx/core/operations/GetProductsExtendedDataFromProductFamily';
import { ProductFamiliesDocument } from '@vetrx/core/operations/ProductFamilies';
import { ProductFamiliesCountDocument } from '@vetrx/core/operations/ProductFamiliesCount';
import {
  SearchProductFamiliesDocument,
  type SearchProductFamiliesQuery,
} from '@vetrx/core/operations/SearchProductFamilies';
import { SearchProductFamiliesCountDocument } from '@vetrx/core/operations/SearchProductFamiliesCount';
import { GetSearchFiltersDocument } from '@vetrx/core/operations/getSearchFilters';
import { LOCATION } from '@vetrx/fixtures';
import { testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove); // fuzzyProductSearch on, MVP prices
const SU = String(LOCATION.summit); // fuzzyProductSearch off, Generic prices

describe.each(testDatabases())('product catalogue operations (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet'] });

  const search = async (variables: Record<string, unknown>) => {
    const r = await s.gql<SearchProductFamiliesQuery>(SearchProductFamiliesDocument.toString(), variables, { token: tokens.vet });
    expect(r.errors).toBeUndefined();
    return r.data!.searchProductFamilies;
  };
  const count = async (variables: Record<string, unknown>) =>
    (await s.gql(SearchProductFamiliesCountDocument.toString(), variables, { token: tokens.vet })).data.searchProductFamiliesCount as number;

  it('finds a family by name, and with a typo only under fuzzyProductSearch', async () => {
    const exact = await search({ locationId: SU, text: 'Gabapentin' });
    expect(exact.results.map((r) => r.name)).toContain('Gabapentin');
    const typoFuzzy = await search({ locationId: MG, text: 'gabapentn' });
    expect(typoFuzzy.results[0]?.name).toMatch(/^Gabapentin/);
    const typoPlain = await search({ locationId: SU, text: 'gabapentn' });
    expect(typoPlain.results).toEqual([]);
    expect(typoPlain.metadata.totalResultsFound).toBe(0);
    const brand = await search({ locationId: MG, text: 'carprofn' });
    expect(brand.results.map((r) => r.name)).toContain('Carprofen');
  });

  it('answers the search metadata, pages of 10 in SQL and the location price book', async () => {
    const first = await search({ locationId: MG, text: 'tablets' });
    expect(first.metadata).toMatchObject({ responseCode: 200, offset: 0, searchedTerm: 'tablets' });
    expect(first.metadata.noOfResults).toBe(first.results.length);
    expect(first.results.length).toBe(10);
    expect(first.metadata.totalResultsFound).toBeGreaterThan(10);
    expect(first.metadata.qTime).toBeGreaterThanOrEqual(0);
    const second = await search({ locationId: MG, text: 'tablets', offset: 10, limit: 10 });
    expect(second.metadata.offset).toBe(10);
    expect(second.metadata.totalResultsFound).toBe(first.metadata.totalResultsFound);
    const ids = new Set(first.results.map((r) => r.id));
    expect(second.results.some((r) => ids.has(r.id))).toBe(false);
    expect(await count({ locationId: MG, text: 'tablets' })).toBe(first.metadata.totalResultsFound);
    const carprofen = (await search({ locationId: MG, text: 'Carprofen' })).results.find((r) => r.name === 'Carprofen')!;
    const generic = (await search({ locationId: SU, text: 'Carprofen' })).results.find((r) => r.name === 'Carprofen')!;
    expect(carprofen.priceRange!.min).toBeLessThan(generic.priceRange!.min); // MVP is 8% below Generic
    expect(carprofen.lowestFamilyId).toBeTruthy();
  });

  it('computes facet counts in the database, each facet without its own filter', async () => {
    const all = await search({ locationId: MG, text: '' });
    const species = all.metadata.filters.find((f) => f.key === 'species')!;
    expect(species.type).toBe('checkbox');
    const feline = species.options.find((o) => o.value === 'feline')!;
    expect(feline.count).toBe(await count({ locationId: MG, filters: [{ key: 'species', values: ['feline'] }] }));
    const withFeline = await search({ locationId: MG, filters: [{ key: 'species', values: ['feline'] }] });
    expect(withFeline.metadata.totalResultsFound).toBe(feline.count);
    const speciesAfter = withFeline.metadata.filters.find((f) => f.key === 'species')!;
    expect(speciesAfter.options.find((o) => o.value === 'feline')).toMatchObject({ selected: true, count: feline.count });
    expect(speciesAfter.options.find((o) => o.value === 'canine')!.count).toBe(species.options.find((o) => o.value === 'canine')!.count);
    const ship = withFeline.metadata.filters.find((f) => f.key === 'timeToShip')!;
    for (const option of ship.options) {
      expect(option.count).toBe(
        await count({ locationId: MG, filters: [{ key: 'species', values: ['feline'] }, { key: 'timeToShip', values: [option.value] }] }),
      );
    }
    const slow = await search({ locationId: MG, filters: [{ key: 'timeToShip', values: ['5+'] }], limit: 100 });
    expect(slow.results.length).toBeGreaterThan(0);
    expect(slow.results.every((r) => (r.whenShipRx?.min ?? 0) >= 5)).toBe(true);
    const preferred = await search({ locationId: MG, filters: [{ key: 'preferred', values: ['yes'] }], limit: 100 });
    expect(preferred.results.every((r) => r.isPreferredPrescribed)).toBe(true);
    const facets = await s.gql(GetSearchFiltersDocument.toString(), { locationId: MG, text: 'chew' }, { token: tokens.vet });
    expect(facets.data.getSearchFilters.map((f: { key: string }) => f.key)).toEqual(['species', 'flavor', 'timeToShip', 'preferred', 'delivery', 'weightRange']);
  });

  it('filters by weight range over the products of preventatives (open bounds included)', async () => {
    const heavy = await search({ locationId: MG, text: 'chew', filters: [{ key: 'weightMin', values: ['120'] }], limit: 100 });
    const heavyNames = heavy.results.map((r) => r.name);
    expect(heavyNames).toContain('Fluranex Chews'); // 89 lbs and up: an open upper bound
    expect(heavyNames).not.toContain('HeartShield Plus Chewables'); // at most 100 lbs
    const tiny = await search({ locationId: MG, text: 'chew', filters: [{ key: 'weightMin', values: ['2'] }, { key: 'weightMax', values: ['3'] }], limit: 100 });
    const tinyNames = tiny.results.map((r) => r.name);
    expect(tinyNames).toContain('HeartShield Plus Chewables'); // from 0 lbs: an open lower bound
    expect(tinyNames).not.toContain('Fluranex Chews'); // from 4.4 lbs
    const weight = tiny.metadata.filters.find((f) => f.key === 'weightRange')!;
    expect(weight).toMatchObject({ type: 'range' });
    expect(weight.options.map((o) => [o.name, o.value, o.selected])).toEqual([['min', '2', true], ['max', '3', true]]);
  });

  it('refuses search text over 50 characters and another location', async () => {
    const r = await s.gql(SearchProductFamiliesDocument.toString(), { locationId: MG, text: 'x'.repeat(51) }, { token: tokens.vet });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const staff = await s.token('staff@demo.vetrx.dev');
    const other = await s.gql(SearchProductFamiliesDocument.toString(), { locationId: '999' }, { token: staff });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lists ProductFamilies with their count, species and compound switches', async () => {
    const list = await s.gql(ProductFamiliesDocument.toString(), { locationId: MG, filter: ' compounded ', take: 50 }, { token: tokens.vet });
    const n = await s.gql(ProductFamiliesCountDocument.toString(), { locationId: MG, filter: 'compounded' }, { token: tokens.vet });
    expect(list.data.productFamilies.length).toBe(n.data.productFamiliesCount);
    expect(list.data.productFamilies.every((f: { compound: boolean }) => f.compound)).toBe(true);
    const none = await s.gql(ProductFamiliesCountDocument.toString(), { locationId: MG, filter: 'compounded', showComboCompoundProducts: false }, { token: tokens.vet });
    expect(none.data.productFamiliesCount).toBe(0);
    const horses = await s.gql(ProductFamiliesDocument.toString(), { locationId: MG, speciesId: ['equine'], take: 100 }, { token: tokens.vet });
    expect(horses.data.productFamilies.every((f: { species: string[] }) => f.species.includes('equine'))).toBe(true);
  });

  it('walks a family: presentations, strengths with classification, products; default delivery 1-2, 2-3, 3-5', async () => {
    const pres = await s.gql(GetProductPresentationsForProductFamilyDocument.toString(), { locationId: MG, productFamily: 'heartshield-plus-chewables' }, { token: tokens.vet });
    expect(pres.errors).toBeUndefined();
    const form = pres.data.getProductPresentationsForProductFamily[0];
    expect(form.productCount).toBeGreaterThan(0);
    const ext = await s.gql(
      GetProductsExtendedDataFromProductFamilyDocument.toString(),
      { locationId: MG, productFamily: 'heartshield-plus-chewables', productPresentationId: form.id },
      { token: tokens.vet },
    );
    const classes = ext.data.getProductsExtendedDataFromProductFamily.classificationProductMap;
    expect(classes[0].classification).toBe('Preventative');
    const band = classes[0].strengthProductMap[0];
    expect(band.productWeightRange).toMatch(/lbs/);
    const narrowed = await s.gql(
      GetProductsExtendedDataFromProductFamilyDocument.toString(),
      {
        locationId: MG,
        productFamily: 'heartshield-plus-chewables',
        productPresentationId: form.id,
        configureFilter: { selectedStrength: band.strength, minProductWeight: band.weightMin, maxProductWeight: band.weightMax },
      },
      { token: tokens.vet },
    );
    const strengths = narrowed.data.getProductsExtendedDataFromProductFamily.classificationProductMap[0].strengthProductMap;
    expect(strengths.map((x: { strength: string }) => x.strength)).toEqual([band.strength]);
    const product = strengths[0].products[0];
    const one = await s.gql(GetProductByProductIdDocument.toString(), { id: product.id }, { token: tokens.vet });
    expect(one.data.getProductByProductId).toMatchObject({ id: product.id, productFamily: { productFamily: 'heartshield-plus-chewables' } });
    const p = await s.gql(GetProductPresentationByIdDocument.toString(), { id: form.id }, { token: tokens.vet });
    expect(p.data.getProductPresentationById.description).toBe(form.description);

    // A family that ships in 5+ business days has no products under the default delivery filter.
    const slowPres = await s.gql(GetProductPresentationsForProductFamilyDocument.toString(), { locationId: MG, productFamily: 'hydrocodone-homatropine-tablets' }, { token: tokens.vet });
    const slowForm = slowPres.data.getProductPresentationsForProductFamily[0];
    const hidden = await s.gql(
      GetProductsExtendedDataFromProductFamilyDocument.toString(),
      { locationId: MG, productFamily: 'hydrocodone-homatropine-tablets', productPresentationId: slowForm.id },
      { token: tokens.vet },
    );
    expect(hidden.data.getProductsExtendedDataFromProductFamily.classificationProductMap).toEqual([]);
    const shown = await s.gql(
      GetProductsExtendedDataFromProductFamilyDocument.toString(),
      { locationId: MG, productFamily: 'hydrocodone-homatropine-tablets', productPresentationId: slowForm.id, configureFilter: { rxDeliveryDaysFilter: ['5+'] } },
      { token: tokens.vet },
    );
    expect(shown.data.getProductsExtendedDataFromProductFamily.classificationProductMap[0].strengthProductMap[0].products[0].deaSchedule).toBe('C-II');

    const missing = await s.gql(GetProductByProductIdDocument.toString(), { id: '99999999' }, { token: tokens.vet });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknownFamily = await s.gql(GetProductPresentationsForProductFamilyDocument.toString(), { locationId: MG, productFamily: 'nope' }, { token: tokens.vet });
    expect(unknownFamily.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
