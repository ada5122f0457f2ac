/**
 * @vetrx/core/product — product selection steps and URL parameters, search filters, form/strength/
 * quantity picking, prices, weight ranges, shelf life, stock banner and dosage-form images.
 */
export {
  BRAND_PORTAL_TYPE,
  isOverTheCounter,
  isPreventativeClassification,
  normaliseApprovalType,
  PRODUCT_APPROVAL_TYPES,
  PRODUCT_CLASSIFICATIONS,
  type ProductApprovalType,
  type ProductClassification,
} from './types.js';
export {
  decodeRxQueryParams,
  encodeRxQueryParams,
  type ProductSelection,
  productsOfSelection,
  productSelectionStep,
  type ProductSelectionStep,
  RX_QUERY_PARAMS,
  selectionFromQuery,
} from './selection.js';
export {
  changeProductFilters,
  clearProductFilters,
  configureFilter,
  DEFAULT_PRODUCT_FILTERS,
  DEFAULT_RX_DELIVERY_DAYS_FILTER,
  type DeliveryFilter,
  type PreferredFilter,
  type ProductFilterChange,
  type ProductFilters,
  rxDeliveryDaysFilter,
  setProductPage,
  TIME_TO_SHIP_OPTIONS,
  type TimeToShip,
  visibleFacetOptions,
} from './filters.js';
export {
  DELIVERY_SHIP_BUCKET,
  deliveryForShipBucket,
  parseSearchFilters,
  productSearchFeatures,
  SEARCH_FILTER_LABELS,
  SEARCH_FILTER_TYPES,
  type SearchFilterKey,
  searchFiltersInput,
  visibleSearchFacets,
} from './search-filters.js';
export { PRODUCT_LIMITS, productSearchPaging, shouldRunProductSearch } from './search.js';
export { changePickQuantity, changePickStrength } from './pick.js';
export {
  autoshipPrice,
  displayedPrice,
  formatPrice,
  formatPriceRange,
  prescriptionPrice,
  priceBookFor,
  productPrice,
} from './price.js';
export { weightRangeLabel } from './weight-range.js';
export { maxShelfLifeDays, outOfStockBanner } from './stock.js';
export { DOSAGE_FORM_IMAGE_FILES, DOSAGE_FORM_NOT_FOUND_IMAGE, productImageForDosageForm } from './image.js';
export { productSelectionMachine, productSelectionQuery } from './product-selection.machine.js';
