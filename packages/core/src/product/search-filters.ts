import { PRESCRIBING_LABELS } from '../messages/prescribing.js';
import type { DeliveryFilter, ProductFilters, TimeToShip } from './filters.js';

/**
 * The facets of product search, in display order (prescribing §2: species, flavor, time to ship,
 * preferred, delivery, weight range).
 *
 * @example
 * SEARCH_FILTER_KEYS[0] // 'species'
 */
export const SEARCH_FILTER_KEYS = ['species', 'flavor', 'timeToShip', 'preferred', 'delivery', 'weightRange'] as const;
/**
 * A facet key.
 *
 * @example
 * const key: SearchFilterKey = 'flavor';
 */
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/**
 * Keys of the SearchFilterInput list (the weight range travels as two bounds).
 *
 * @example
 * SEARCH_FILTER_INPUT_KEYS.includes('weightMin') // true
 */
export const SEARCH_FILTER_INPUT_KEYS = ['species', 'flavor', 'timeToShip', 'preferred', 'delivery', 'weightMin', 'weightMax'] as const;
/**
 * A key of {@link SEARCH_FILTER_INPUT_KEYS}.
 *
 * @example
 * const key: SearchFilterInputKey = 'weightMax';
 */
export type SearchFilterInputKey = (typeof SEARCH_FILTER_INPUT_KEYS)[number];

/**
 * How each facet is chosen: several values, one value, or a numeric range.
 *
 * @example
 * SEARCH_FILTER_TYPES.timeToShip // 'radio'
 */
export const SEARCH_FILTER_TYPES: Readonly<Record<SearchFilterKey, 'checkbox' | 'radio' | 'range'>> = {
  species: 'checkbox',
  flavor: 'checkbox',
  timeToShip: 'radio',
  preferred: 'radio',
  delivery: 'radio',
  weightRange: 'range',
};

/**
 * The heading of each facet.
 *
 * @example
 * SEARCH_FILTER_LABELS.timeToShip // 'Time to Ship'
 */
export const SEARCH_FILTER_LABELS: Readonly<Record<SearchFilterKey, string>> = {
  species: PRESCRIBING_LABELS.filterSpecies,
  flavor: PRESCRIBING_LABELS.filterFlavor,
  timeToShip: PRESCRIBING_LABELS.filterTimeToShip,
  preferred: PRESCRIBING_LABELS.filterPreferred,
  delivery: PRESCRIBING_LABELS.filterDelivery,
  weightRange: PRESCRIBING_LABELS.filterWeightRange,
};

/**
 * The shipping bucket (time to ship, business days) each delivery choice stands for: delivered in 2-3
 * days means it ships in 1-2; in 3-4 days, ships in 2-3.
 *
 * @remarks Decision (docs/decisions/0051-product-search.md): the catalogue records how long a product
 * takes to ship, not to arrive; the delivery filter adds one day of transit to the shipping window.
 *
 * @example
 * DELIVERY_SHIP_BUCKET['3-4'] // '2-3'
 */
export const DELIVERY_SHIP_BUCKET: Readonly<Record<DeliveryFilter, string>> = { '2-3': '1-2', '3-4': '2-3' };

/**
 * The delivery choice a shipping bucket falls in, or `null` (3-5 and 5+ ship too late for either).
 *
 * @example
 * deliveryForShipBucket('1-2') // '2-3'
 * deliveryForShipBucket('5+') // null
 */
export function deliveryForShipBucket(bucket: string | null | undefined): DeliveryFilter | null {
  for (const [delivery, ship] of Object.entries(DELIVERY_SHIP_BUCKET)) if (ship === bucket) return delivery as DeliveryFilter;
  return null;
}

/**
 * The flags of a location that shape product search (prescribing §6).
 *
 * @example
 * const features: ProductSearchFeatures = productSearchFeatures(location.features);
 */
export interface ProductSearchFeatures {
  readonly fuzzyProductSearch: boolean;
  readonly searchFilters: boolean;
  readonly preferredSearchFilters: boolean;
  readonly deliverySearchFilters: boolean;
  readonly showNoteToClient: boolean;
}

/**
 * Reads the product-search flags from a location's enabled feature names (`Location.features`).
 *
 * @example
 * productSearchFeatures(['fuzzyProductSearch']).fuzzyProductSearch // true
 */
export function productSearchFeatures(enabled: readonly string[] | null | undefined): ProductSearchFeatures {
  const on = new Set(enabled ?? []);
  return {
    fuzzyProductSearch: on.has('fuzzyProductSearch'),
    searchFilters: on.has('searchFilters'),
    preferredSearchFilters: on.has('preferredSearchFilters'),
    deliverySearchFilters: on.has('deliverySearchFilters'),
    showNoteToClient: on.has('showNoteToClient'),
  };
}

/**
 * The facets a location shows: none without `searchFilters` (the Show/Hide Filters toggle is hidden);
 * preferred only with `preferredSearchFilters`; delivery only with `deliverySearchFilters`.
 *
 * @remarks Decision: the spec lists the flags and the facets but not their pairing; each facet flag
 * gates the facet of its name, and `searchFilters` gates the panel.
 *
 * @example
 * visibleSearchFacets({ searchFilters: true, preferredSearchFilters: false, deliverySearchFilters: true })
 * // ['species', 'flavor', 'timeToShip', 'delivery', 'weightRange']
 */
export function visibleSearchFacets(features: Pick<ProductSearchFeatures, 'searchFilters' | 'preferredSearchFilters' | 'deliverySearchFilters'>): SearchFilterKey[] {
  if (!features.searchFilters) return [];
  return SEARCH_FILTER_KEYS.filter(
    (k) => (k !== 'preferred' || features.preferredSearchFilters) && (k !== 'delivery' || features.deliverySearchFilters),
  );
}

/**
 * One entry of the SearchFilterInput list.
 *
 * @example
 * const entry: SearchFilterInputEntry = { key: 'species', values: ['canine'] };
 */
export interface SearchFilterInputEntry {
  key: SearchFilterInputKey;
  values: string[];
}

const isTimeToShip = (v: TimeToShip): boolean => v !== 'all';

/**
 * The SearchFilterInput list of the search's filters: only set filters are sent (All and empty lists
 * are no filter); the weight range as its two bounds.
 *
 * @example
 * searchFiltersInput({ ...DEFAULT_PRODUCT_FILTERS, species: ['feline'], preferred: 'yes' })
 * // [{ key: 'species', values: ['feline'] }, { key: 'preferred', values: ['yes'] }]
 */
export function searchFiltersInput(filters: ProductFilters): SearchFilterInputEntry[] {
  const out: SearchFilterInputEntry[] = [];
  if (filters.species.length) out.push({ key: 'species', values: filters.species.map(String) });
  if (filters.flavorIds.length) out.push({ key: 'flavor', values: filters.flavorIds.map(String) });
  if (isTimeToShip(filters.timeToShip)) out.push({ key: 'timeToShip', values: [filters.timeToShip] });
  if (filters.preferred !== 'all') out.push({ key: 'preferred', values: [filters.preferred] });
  if (filters.delivery) out.push({ key: 'delivery', values: [filters.delivery] });
  if (filters.minProductWeight !== null) out.push({ key: 'weightMin', values: [String(filters.minProductWeight)] });
  if (filters.maxProductWeight !== null) out.push({ key: 'weightMax', values: [String(filters.maxProductWeight)] });
  return out;
}

/**
 * Whether any search filter is set (the unavailable-products warning then names the filters).
 *
 * @example
 * hasActiveSearchFilters(DEFAULT_PRODUCT_FILTERS) // false
 */
export function hasActiveSearchFilters(filters: ProductFilters): boolean {
  return searchFiltersInput(filters).length > 0;
}

/**
 * The parsed SearchFilterInput list as the server reads it: unknown keys and values dropped, weights
 * as numbers (negative or non-numeric bounds dropped).
 *
 * @example
 * parseSearchFilters([{ key: 'timeToShip', values: ['2-3'] }, { key: 'weightMin', values: ['x'] }]).timeToShip // ['2-3']
 */
export function parseSearchFilters(input: ReadonlyArray<{ key: string; values: readonly string[] }> | null | undefined): {
  species: string[];
  flavor: number[];
  timeToShip: string[];
  preferred: boolean | null;
  delivery: DeliveryFilter[];
  weightMin: number | null;
  weightMax: number | null;
} {
  const out = {
    species: [] as string[],
    flavor: [] as number[],
    timeToShip: [] as string[],
    preferred: null as boolean | null,
    delivery: [] as DeliveryFilter[],
    weightMin: null as number | null,
    weightMax: null as number | null,
  };
  const weight = (values: readonly string[]): number | null => {
    const n = Number(values[0]);
    return values.length && values[0].trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null;
  };
  for (const f of input ?? []) {
    const values = f.values.map((v) => v.trim()).filter((v) => v !== '');
    switch (f.key) {
      case 'species':
        out.species.push(...values.map((v) => v.toLowerCase()));
        break;
      case 'flavor':
        out.flavor.push(...values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0));
        break;
      case 'timeToShip':
        out.timeToShip.push(...values.filter((v) => ['1-2', '2-3', '3-5', '5+'].includes(v)));
        break;
      case 'preferred':
        if (values.includes('yes') !== values.includes('no')) out.preferred = values.includes('yes');
        break;
      case 'delivery':
        out.delivery.push(...values.filter((v): v is DeliveryFilter => v in DELIVERY_SHIP_BUCKET));
        break;
      case 'weightMin':
        out.weightMin = weight(values);
        break;
      case 'weightMax':
        out.weightMax = weight(values);
        break;
      default:
        break;
    }
  }
  return out;
}
