import type { SearchProductFamiliesQuery } from '@vetrx/core/operations/SearchProductFamilies';

/**
 * One product family of the search results. A leaf that the panel, its result card (FamilyCard, which
 * the panel renders) and the products page import, so the card does not import the panel back
 * (decision 0365).
 */
export type ProductFamilyResult = SearchProductFamiliesQuery['searchProductFamilies']['results'][number];
