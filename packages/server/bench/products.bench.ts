/**
 * Product search at scale: SearchProductFamilies as a vet types it — an exact name and a typo with
 * fuzzyProductSearch (Maple Grove) and without it (Summit), a short prefix, facet filters (species, time
 * to ship, preferred, weight range, all together), a later page — and the selection steps' reads
 * (presentations of a family, the classification → strength → products map).
 */
import {
  GetProductPresentationsForProductFamilyDocument,
} from '@vetrx/core/operations/GetProductPresentationsForProductFamily';
import {
  GetProductsExtendedDataFromProductFamilyDocument,
} from '@vetrx/core/operations/GetProductsExtendedDataFromProductFamily';
import { SearchProductFamiliesDocument } from '@vetrx/core/operations/SearchProductFamilies';
import { HasFeatureDocument } from '@vetrx/core/operations/hasFeature';
import { LOCATION } from '@vetrx/fixtures';
import type { Benchmark } from './run.js';

const MG = String(LOCATION.mapleGrove); // fuzzyProductSearch
const SU = String(LOCATION.summit); // plain ILIKE
const page = { limit: 10, offset: 0 };

export const benchmarks: Benchmark[] = [
  // The cost of any request (sign-in check, context, an answer from the caller's kept access: no
  // statement), to read the others against: the floor of the summary.
  { name: 'Product search baseline · hasFeature fuzzyProductSearch', document: HasFeatureDocument, variables: () => ({ locationId: MG, feature: 'fuzzyProductSearch' }), floor: true },
  { name: 'SearchProductFamilies · exact name, fuzzy', document: SearchProductFamiliesDocument, variables: () => ({ ...page, locationId: MG, text: 'Gabapentin' }) },
  {
    name: 'SearchProductFamilies · exact name, fuzzy, kept answer',
    document: SearchProductFamiliesDocument,
    variables: () => ({ ...page, locationId: MG, text: 'Gabapentin' }),
    kept: true,
  },
  { name: 'SearchProductFamilies · typo "gabapentn", fuzzy', document: SearchProductFamiliesDocument, variables: () => ({ ...page, locationId: MG, text: 'gabapentn' }) },
  { name: 'SearchProductFamilies · typo "carprofn", fuzzy', document: SearchProductFamiliesDocument, variables: () => ({ ...page, locationId: MG, text: 'carprofn' }) },
  { name: 'SearchProductFamilies · exact name, ILIKE', document: SearchProductFamiliesDocument, variables: () => ({ ...page, locationId: SU, text: 'Gabapentin' }) },
  { name: 'SearchProductFamilies · typo, ILIKE (no match)', document: SearchProductFamiliesDocument, variables: () => ({ ...page, locationId: SU, text: 'gabapentn' }) },
  { name: 'SearchProductFamilies · 1 character "a", fuzzy', document: SearchProductFamiliesDocument, variables: () => ({ ...page, locationId: MG, text: 'a' }) },
  {
    name: 'SearchProductFamilies · "tablets" + species + time to ship',
    document: SearchProductFamiliesDocument,
    variables: () => ({ ...page, locationId: MG, text: 'tablets', filters: [{ key: 'species', values: ['canine'] }, { key: 'timeToShip', values: ['1-2'] }] }),
  },
  {
    name: 'SearchProductFamilies · "chew" + weight 30-45 lbs',
    document: SearchProductFamiliesDocument,
    variables: () => ({ ...page, locationId: MG, text: 'chew', filters: [{ key: 'weightMin', values: ['30'] }, { key: 'weightMax', values: ['45'] }] }),
  },
  {
    name: 'SearchProductFamilies · every filter together',
    document: SearchProductFamiliesDocument,
    variables: () => ({
      ...page,
      locationId: MG,
      text: 'tab',
      filters: [
        { key: 'species', values: ['canine', 'feline'] },
        { key: 'flavor', values: ['3', '4'] },
        { key: 'timeToShip', values: ['1-2'] },
        { key: 'preferred', values: ['no'] },
        { key: 'delivery', values: ['2-3'] },
        { key: 'weightMin', values: ['10'] },
      ],
    }),
  },
  { name: 'SearchProductFamilies · "tablets", page 5', document: SearchProductFamiliesDocument, variables: () => ({ locationId: MG, text: 'tablets', limit: 10, offset: 40 }) },
  {
    name: 'GetProductPresentationsForProductFamily · carprofen',
    document: GetProductPresentationsForProductFamilyDocument,
    variables: () => ({ locationId: MG, productFamily: 'carprofen', rxDeliveryDaysFilter: ['1-2', '2-3', '3-5'] }),
  },
  {
    name: 'GetProductsExtendedDataFromProductFamily · heartshield, form 1',
    document: GetProductsExtendedDataFromProductFamilyDocument,
    variables: () => ({ locationId: MG, productFamily: 'heartshield-plus-chewables', productPresentationId: '1' }),
  },
];
