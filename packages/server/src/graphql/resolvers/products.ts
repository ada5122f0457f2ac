import { parseSearchFilters, productSearchFeatures, PRODUCT_LIMITS } from '@vetrx/core/product';
import { PRESCRIBING_RULE_MESSAGES } from '@vetrx/core/messages';
import { parseId, type RequestContext } from '../../context/context.js';
import { badInput, notFound } from '../../errors.js';
import { familyResult } from '../../repositories/products.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Most results one page may ask for. */
const MAX_PAGE = 100;

/** The caller's location and what it changes in product search (price book, fuzzy flag). */
async function searchScope(ctx: RequestContext, locationId: string | number, isOfficeUse: boolean | null | undefined) {
  const m = ctx.requireLocation(locationId);
  const [location, features] = await Promise.all([ctx.loaders.location.load(m.locationId), ctx.features(m.locationId)]);
  if (!location) throw notFound('Location');
  return {
    priceBookType: location.priceBookType,
    isOfficeUse: isOfficeUse === true,
    fuzzy: productSearchFeatures([...features]).fuzzyProductSearch,
  };
}

function searchText(text: string | null | undefined): string {
  const value = text ?? '';
  if (value.length > PRODUCT_LIMITS.searchText) {
    const message = PRESCRIBING_RULE_MESSAGES.maxLength(PRODUCT_LIMITS.searchText);
    throw badInput(message, { text: message });
  }
  return value.trim();
}

function paging(limit: number | null | undefined, offset: number | null | undefined) {
  return {
    limit: Math.max(0, Math.min(limit ?? PRODUCT_LIMITS.searchPageSize, MAX_PAGE)),
    offset: Math.max(0, offset ?? 0),
  };
}

const ids = (values: ReadonlyArray<string | number> | null | undefined, what: string) => (values ?? []).map((v) => parseId(v, what));

/** Product catalogue operations (prescribing.md §7): search, presentations, extended data, products. */
export const productResolvers: Resolvers = {
  Query: {
    productFamilies: async (_p, a, ctx) => {
      const scope = await searchScope(ctx, a.locationId, a.isOfficeUse);
      const { rows } = await ctx.repos.products.searchFamilies({
        ...scope,
        includeCompounds: a.showComboCompoundProducts ?? true,
        text: searchText(a.filter),
        filters: parseSearchFilters(a.speciesId?.length ? [{ key: 'species', values: a.speciesId }] : []),
        ...paging(a.take, a.skip),
      });
      return rows.map(familyResult);
    },
    productFamiliesCount: async (_p, a, ctx) => {
      const scope = await searchScope(ctx, a.locationId, a.isOfficeUse);
      return ctx.repos.products.countFamilies({
        ...scope,
        includeCompounds: a.showComboCompoundProducts ?? true,
        text: searchText(a.filter),
        filters: parseSearchFilters(a.speciesId?.length ? [{ key: 'species', values: a.speciesId }] : []),
      });
    },
    searchProductFamilies: async (_p, a, ctx) => {
      const scope = await searchScope(ctx, a.locationId, a.isOfficeUse);
      const text = searchText(a.text);
      const filters = parseSearchFilters(a.filters);
      const page = paging(a.limit, a.offset);
      const started = performance.now();
      const found = await ctx.repos.products.searchFamiliesWithFacets({ ...scope, text, filters, ...page });
      return {
        metadata: {
          qTime: Math.round(performance.now() - started),
          responseCode: 200,
          noOfResults: found.rows.length,
          offset: page.offset,
          searchedTerm: text,
          totalResultsFound: found.total,
          filters: found.facets,
        },
        results: found.rows.map(familyResult),
      };
    },
    searchProductFamiliesCount: async (_p, a, ctx) => {
      const scope = await searchScope(ctx, a.locationId, a.isOfficeUse);
      return ctx.repos.products.countFamilies({ ...scope, text: searchText(a.text), filters: parseSearchFilters(a.filters) });
    },
    getSearchFilters: async (_p, a, ctx) => {
      const scope = await searchScope(ctx, a.locationId, a.isOfficeUse);
      return ctx.repos.products.searchFacets({ ...scope, text: searchText(a.text), filters: parseSearchFilters(a.filters) });
    },
    getProductPresentationsForProductFamily: async (_p, a, ctx) => {
      ctx.requireLocation(a.locationId);
      const family = await ctx.repos.products.familyByKey(a.productFamily);
      if (!family) throw notFound('Product family');
      return ctx.repos.products.familyPresentations(family.id, {
        isOfficeUse: a.isOfficeUse === true,
        flavorIds: ids(a.flavorIds, 'Flavor'),
        deliveryDays: a.rxDeliveryDaysFilter ?? null,
      });
    },
    getProductPresentationById: async (_p, { id }, ctx) => {
      ctx.requireUser();
      const row = await ctx.loaders.productPresentation.load(parseId(id, 'Product presentation'));
      if (!row) throw notFound('Product presentation');
      return row;
    },
    getProductByProductId: async (_p, { id }, ctx) => {
      ctx.requireUser();
      const row = await ctx.loaders.product.load(parseId(id, 'Product'));
      if (!row) throw notFound('Product');
      return row;
    },
    getProductsExtendedDataFromProductFamily: async (_p, a, ctx) => {
      ctx.requireLocation(a.locationId);
      const family = await ctx.repos.products.familyByKey(a.productFamily);
      if (!family) throw notFound('Product family');
      const f = a.configureFilter ?? {};
      return ctx.repos.products.extendedData({
        familyId: family.id,
        productPresentationId: a.productPresentationId == null ? null : parseId(a.productPresentationId, 'Product presentation'),
        isOfficeUse: a.isOfficeUse === true,
        flavorIds: ids(f.flavorIds, 'Flavor'),
        deliveryDays: f.rxDeliveryDaysFilter ?? null,
        selectedStrength: f.selectedStrength ?? null,
        minProductWeight: f.minProductWeight ?? null,
        maxProductWeight: f.maxProductWeight ?? null,
      });
    },
  },
};
