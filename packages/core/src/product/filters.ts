import type { ProductSelection } from './selection.js';
import type { Id } from './types.js';
import { isPreventativeClassification } from './types.js';

/**
 * Time-to-ship filter values (prescribing §2): All, 1 to 2, 2 to 3, 3 to 5, 5+ business days.
 *
 * @example
 * TIME_TO_SHIP_OPTIONS.map((o) => PRESCRIBING_OPTION_LABELS.timeToShip[o])
 */
export const TIME_TO_SHIP_OPTIONS = ['all', '1-2', '2-3', '3-5', '5+'] as const;
/**
 * A time-to-ship filter value.
 *
 * @example
 * const t: TimeToShip = '3-5';
 */
export type TimeToShip = (typeof TIME_TO_SHIP_OPTIONS)[number];

/**
 * Preferred filter values: Yes, No, All.
 *
 * @example
 * PREFERRED_OPTIONS // ['yes', 'no', 'all']
 */
export const PREFERRED_OPTIONS = ['yes', 'no', 'all'] as const;
/**
 * A preferred filter value.
 *
 * @example
 * const p: PreferredFilter = 'yes';
 */
export type PreferredFilter = (typeof PREFERRED_OPTIONS)[number];

/**
 * Delivery filter values: 2-3 days, 3-4 days.
 *
 * @example
 * DELIVERY_OPTIONS // ['2-3', '3-4']
 */
export const DELIVERY_OPTIONS = ['2-3', '3-4'] as const;
/**
 * A delivery filter value.
 *
 * @example
 * const d: DeliveryFilter = '3-4';
 */
export type DeliveryFilter = (typeof DELIVERY_OPTIONS)[number];

/**
 * Default rxDeliveryDaysFilter of GetProductsExtendedDataFromProductFamily: 1-2, 2-3, 3-5.
 *
 * @example
 * DEFAULT_RX_DELIVERY_DAYS_FILTER // ['1-2', '2-3', '3-5']
 */
export const DEFAULT_RX_DELIVERY_DAYS_FILTER: readonly string[] = ['1-2', '2-3', '3-5'];

/**
 * Facet lists show this many options until Show more.
 *
 * @example
 * FACET_VISIBLE_COUNT // 5
 */
export const FACET_VISIBLE_COUNT = 5;

/**
 * The search and product-selection filters.
 *
 * @example
 * const filters: ProductFilters = { ...DEFAULT_PRODUCT_FILTERS, preferred: 'yes' };
 */
export interface ProductFilters {
  readonly species: readonly Id[];
  readonly flavorIds: readonly Id[];
  readonly timeToShip: TimeToShip;
  readonly preferred: PreferredFilter;
  readonly delivery: DeliveryFilter | null;
  readonly selectedStrength: string | null;
  readonly minProductWeight: number | null;
  readonly maxProductWeight: number | null;
  /** 1-based result page. */
  readonly page: number;
}

/**
 * No filter set, page 1.
 *
 * @example
 * DEFAULT_PRODUCT_FILTERS.page // 1
 */
export const DEFAULT_PRODUCT_FILTERS: ProductFilters = {
  species: [],
  flavorIds: [],
  timeToShip: 'all',
  preferred: 'all',
  delivery: null,
  selectedStrength: null,
  minProductWeight: null,
  maxProductWeight: null,
  page: 1,
};

/**
 * A filter change: any filter field except the page.
 *
 * @example
 * changeProductFilters(filters, { delivery: '2-3' } satisfies ProductFilterChange)
 */
export type ProductFilterChange = Partial<Omit<ProductFilters, 'page'>>;

/**
 * Applies a filter change; any filter change resets the page to 1.
 *
 * @example
 * changeProductFilters({ ...DEFAULT_PRODUCT_FILTERS, page: 4 }, { preferred: 'yes' }).page // 1
 */
export function changeProductFilters(filters: ProductFilters, change: ProductFilterChange): ProductFilters {
  return { ...filters, ...change, page: 1 };
}

/**
 * Moves to a result page (at least 1) without touching the filters.
 *
 * @example
 * setProductPage(DEFAULT_PRODUCT_FILTERS, 3).page // 3
 */
export function setProductPage(filters: ProductFilters, page: number): ProductFilters {
  return { ...filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * Clear All: every filter back to its default, page 1.
 *
 * @example
 * clearProductFilters(f) // DEFAULT_PRODUCT_FILTERS
 */
export function clearProductFilters(_filters: ProductFilters): ProductFilters {
  return DEFAULT_PRODUCT_FILTERS;
}

/**
 * Choosing a family resets flavor, time-to-ship, strength and weight filters (and the page); species,
 * preferred and delivery stay.
 *
 * @example
 * resetFiltersForFamily({ ...DEFAULT_PRODUCT_FILTERS, flavorIds: [1] }).flavorIds // []
 */
export function resetFiltersForFamily(filters: ProductFilters): ProductFilters {
  return changeProductFilters(filters, {
    flavorIds: [],
    timeToShip: 'all',
    selectedStrength: null,
    minProductWeight: null,
    maxProductWeight: null,
  });
}

/**
 * What a strength choice tells the filters.
 *
 * @example
 * filtersForStrength(filters, { productStrength: 'M', productClassification: 'Preventative', weightMin: 22, weightMax: 44 } satisfies StrengthChoice)
 */
export interface StrengthChoice {
  readonly productStrength: string;
  readonly productClassification: string | null;
  readonly weightMin?: number | null;
  readonly weightMax?: number | null;
}

/**
 * Applies a strength choice to the filters: sets `selectedStrength`, and for a preventative strength
 * sets the minimum and maximum product weight from the product's weightMin and weightMax.
 *
 * @example
 * filtersForStrength(DEFAULT_PRODUCT_FILTERS, { productStrength: 'M', productClassification: 'Preventative', weightMin: 22, weightMax: 44 })
 * // { …, selectedStrength: 'M', minProductWeight: 22, maxProductWeight: 44, page: 1 }
 */
export function filtersForStrength(filters: ProductFilters, choice: StrengthChoice): ProductFilters {
  const change: ProductFilterChange = { selectedStrength: choice.productStrength };
  if (isPreventativeClassification(choice.productClassification)) {
    return changeProductFilters(filters, {
      ...change,
      minProductWeight: choice.weightMin ?? null,
      maxProductWeight: choice.weightMax ?? null,
    });
  }
  return changeProductFilters(filters, change);
}

/**
 * The filters a selection implies: a selection that has reached the product step carries its strength
 * into the strength filter, as choosing that strength does ({@link filtersForStrength}). The screen
 * rebuilds its state from the URL, which carries the selection but not the filters: without this the
 * product step of a reloaded URL listed every strength of the form (a wrong-strength risk). The weight
 * range of a preventative strength is not in the URL; it is left as it was (the product step lists the
 * chosen strength's products whatever the weight filters: `productsOfSelection`). A selection
 * without a strength changes nothing.
 *
 * @example
 * filtersForSelection(DEFAULT_PRODUCT_FILTERS, { productStrength: '25 mg', productClassification: 'Medication' }).selectedStrength // '25 mg'
 */
export function filtersForSelection(filters: ProductFilters, selection: Pick<ProductSelection, 'productStrength' | 'productClassification'>): ProductFilters {
  const strength = selection.productStrength;
  if (strength === null || strength === '' || filters.selectedStrength === strength) return filters;
  return filtersForStrength(filters, {
    productStrength: strength,
    productClassification: selection.productClassification,
    weightMin: filters.minProductWeight,
    weightMax: filters.maxProductWeight,
  });
}

/**
 * The rxDeliveryDaysFilter sent for a time-to-ship choice: All sends the default 1-2, 2-3, 3-5.
 *
 * @example
 * rxDeliveryDaysFilter('all') // ['1-2', '2-3', '3-5']
 * rxDeliveryDaysFilter('5+') // ['5+']
 */
export function rxDeliveryDaysFilter(timeToShip: TimeToShip): string[] {
  return timeToShip === 'all' ? [...DEFAULT_RX_DELIVERY_DAYS_FILTER] : [timeToShip];
}

/**
 * The configureFilter variable of GetProductsExtendedDataFromProductFamily.
 *
 * @example
 * configureFilter(DEFAULT_PRODUCT_FILTERS).rxDeliveryDaysFilter // ['1-2', '2-3', '3-5']
 */
export function configureFilter(filters: ProductFilters): {
  flavorIds: Id[];
  rxDeliveryDaysFilter: string[];
  selectedStrength: string | null;
  minProductWeight: number | null;
  maxProductWeight: number | null;
} {
  return {
    flavorIds: [...filters.flavorIds],
    rxDeliveryDaysFilter: rxDeliveryDaysFilter(filters.timeToShip),
    selectedStrength: filters.selectedStrength,
    minProductWeight: filters.minProductWeight,
    maxProductWeight: filters.maxProductWeight,
  };
}

/**
 * The facet options to show: the first {@link FACET_VISIBLE_COUNT} until Show more is pressed, and
 * whether a Show more button is needed.
 *
 * @example
 * visibleFacetOptions(['a','b','c','d','e','f'], false) // { options: ['a','b','c','d','e'], showMore: true }
 */
export function visibleFacetOptions<T>(options: readonly T[], expanded: boolean): { options: T[]; showMore: boolean } {
  const hidden = options.length > FACET_VISIBLE_COUNT;
  return {
    options: expanded || !hidden ? [...options] : options.slice(0, FACET_VISIBLE_COUNT),
    showMore: hidden && !expanded,
  };
}
