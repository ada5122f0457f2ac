/**
 * @vetrx/core/product — product selection steps and URL parameters, search filters, form/strength/
 * quantity picking, prices, weight ranges, shelf life, stock banner and dosage-form images.
 */
export * from './types.js';
export * from './base64.js';
export * from './selection.js';
export * from './filters.js';
export * from './search.js';
export * from './search-filters.js';
export * from './pick.js';
export * from './price.js';
export * from './weight-range.js';
export * from './stock.js';
export * from './image.js';
export * from './product-selection.machine.js';
