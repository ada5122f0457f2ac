import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A set of numeric ranges (PostgreSQL's nummultirange), as its text: `{[0,20],[30,)}`. */
const numMultirange = customType<{ data: string }>({ dataType: () => 'nummultirange' });
import { id, requiredRef, rowKeys } from './_columns.js';
import { pharmacies } from './reference.js';

/** A product family: the unit of product search (one row per family and presentation combination is not needed). */
export const productFamilies = pgTable(
  'product_families',
  {
    ...rowKeys(),
    /** The family key (the spec's `productFamily`). */
    productFamily: text().notNull().unique(),
    name: text().notNull(),
    description: text(),
    classification: text().notNull(),
    species: text().array().notNull().default(sql`'{}'::text[]`),
    isOfficeUse: boolean().notNull().default(false),
    sku: text(),
    srp: numeric({ precision: 10, scale: 2, mode: 'number' }),
    whenShipOfficeMin: integer(),
    whenShipOfficeMax: integer(),
    whenShipRxMin: integer(),
    whenShipRxMax: integer(),
    imageUrl: text(),
    dosage: text(),
    brands: text().array().notNull().default(sql`'{}'::text[]`),
    compound: boolean().notNull().default(false),
    isOutOfStock: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    isPreferredPrescribed: boolean().notNull().default(false),
    /** PRN is forced on and locked for this family. */
    isPrnOnly: boolean().notNull().default(false),
    ingredients: text(),
    facilities: text().array().notNull().default(sql`'{}'::text[]`),
    origin: text(),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * What the family search matches text against, computed by the database whenever a family is
     * written: lower-cased name, brands, ingredients and keywords. Trigram-indexed.
     */
    searchText: text().generatedAlwaysAs(sql`vetrx_family_search_text(name, brands, ingredients, keywords)`),
    /**
     * The lower-cased name the search scores against (a prefix, a substring, word similarity), computed
     * by the database when a family is written, not by lower() for each family a search scores
     * (decision 0233).
     */
    nameLower: text().generatedAlwaysAs(sql`lower(name)`),
    /*
     * What the search reads of the family's offered products, kept by triggers on products and
     * product_flavors (migration 0016): whether it offers any — active products; in the
     * office-use scope active office-use ones — and their shipping buckets and flavor ids, per scope.
     */
    offersRx: boolean().notNull().default(false),
    offersOffice: boolean().notNull().default(false),
    rxShipBuckets: text().array().notNull().default(sql`'{}'::text[]`),
    officeShipBuckets: text().array().notNull().default(sql`'{}'::text[]`),
    rxFlavorIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    officeFlavorIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** The weight facet's bounds, per scope: least weight_min and greatest weight_max of the offered products that have a weight_max (migration 0019). */
    rxWeightMin: numeric({ precision: 8, scale: 2, mode: 'number' }),
    rxWeightMax: numeric({ precision: 8, scale: 2, mode: 'number' }),
    officeWeightMin: numeric({ precision: 8, scale: 2, mode: 'number' }),
    officeWeightMax: numeric({ precision: 8, scale: 2, mode: 'number' }),
    /**
     * The weights the offered products are for, per scope: the union of each active product's
     * [weight_min or 0, weight_max or unbounded]. A weight filter tests it on the family
     * row (`&&`) instead of looking the family's products up. `…WeightIrregular`: an offered product's
     * weight_min is above its weight_max — not a range; such a family's products are looked up.
     */
    rxWeightRanges: numMultirange().notNull().default(sql`'{}'::nummultirange`),
    officeWeightRanges: numMultirange().notNull().default(sql`'{}'::nummultirange`),
    rxWeightIrregular: boolean().notNull().default(false),
    officeWeightIrregular: boolean().notNull().default(false),
    /**
     * What the search's species, flavor and time-to-ship facets count, per scope, as one array of
     * tokens (`s:canine`, `f:3`, `t:1-2`), computed by the database whenever the family or its facts are
     * written: a search without a filter on those facets counts all three in one pass
     * over its matched families instead of three.
     */
    rxFacetTokens: text().array().generatedAlwaysAs(sql`vetrx_family_facet_tokens(species, rx_flavor_ids, rx_ship_buckets)`),
    officeFacetTokens: text().array().generatedAlwaysAs(sql`vetrx_family_facet_tokens(species, office_flavor_ids, office_ship_buckets)`),
  },
  (t) => [
    index('product_families_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('product_families_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index().on(t.classification),
  ],
);

/** The columns of a product family that its products' triggers keep, not written by a loader. */
export const FAMILY_OFFER_FACT_COLUMNS = [
  'offersRx',
  'offersOffice',
  'rxShipBuckets',
  'officeShipBuckets',
  'rxFlavorIds',
  'officeFlavorIds',
  'rxWeightMin',
  'rxWeightMax',
  'officeWeightMin',
  'officeWeightMax',
  'rxWeightRanges',
  'officeWeightRanges',
  'rxWeightIrregular',
  'officeWeightIrregular',
] as const;

/** A product form (dosage presentation): tablet, chewable, suspension… */
export const productPresentations = pgTable('product_presentations', {
  id: id(),
  description: text().notNull(),
  /** Dosage form key used to choose the image (core's dosage-form table). */
  dosageForm: text().notNull(),
  image: text(),
});

export const flavors = pgTable('flavors', {
  id: id(),
  name: text().notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    ...rowKeys(),
    sku: text().notNull().unique(),
    title: text().notNull(),
    productFamilyId: requiredRef(() => productFamilies.id),
    manufacturer: text(),
    description: text(),
    additionalDescription1: text(),
    additionalDescription2: text(),
    additionalDescription3: text(),
    additionalDescription4: text(),
    precautions: text(),
    directions: text(),
    ingredients: text(),
    classification: text().notNull(),
    productPresentationId: requiredRef(() => productPresentations.id),
    species: text().array().notNull().default(sql`'{}'::text[]`),
    strengthDisplay: text(),
    normalizedStrength: text(),
    unitMeasure: text(),
    packsizeDisplay: text(),
    packsizeQty: integer().notNull().default(1),
    dosageDisplay: text(),
    productWeightRange: text(),
    weightMin: numeric({ precision: 8, scale: 2, mode: 'number' }),
    weightMax: numeric({ precision: 8, scale: 2, mode: 'number' }),
    subscriptionDiscountAmount: numeric({ precision: 10, scale: 2, mode: 'number' }),
    subscriptionDiscountPercent: numeric({ precision: 5, scale: 2, mode: 'number' }),
    /** Rx, OTC or AOTC. */
    productApprovalType: text().notNull(),
    productPortalTypes: text().array().notNull().default(sql`'{}'::text[]`),
    isHazardous: boolean().notNull().default(false),
    isControlled: boolean().notNull().default(false),
    deaSchedule: text(),
    isTempSensitive: boolean().notNull().default(false),
    isOutOfStock: boolean().notNull().default(false),
    status: text(),
    isActive: boolean().notNull().default(true),
    compound: boolean().notNull().default(false),
    hasPharmacyRationale: boolean().notNull().default(false),
    hasFlavor: boolean().notNull().default(false),
    diet: boolean().notNull().default(false),
    fullfillmentVendor: text().references(() => pharmacies.code),
    shelfLife: integer(),
    rxDeliveryDays: text(),
    officeUseDeliveryDays: text(),
    isOfficeUse: boolean().notNull().default(false),
    isVetExclusive: boolean().notNull().default(false),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    parentProductId: integer(),
    imageFront: text(),
    imageBack: text(),
    imageTiltLeft: text(),
    imageTiltRight: text(),
    imageAdditional: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index().on(t.productFamilyId),
    index().on(t.productPresentationId),
    index('products_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // Every product has one of the three types, so a filter listing all three needs no join.
    check('products_approval_type_check', sql`${t.productApprovalType} in ('Rx', 'OTC', 'AOTC')`),
  ],
);

export const productFlavors = pgTable(
  'product_flavors',
  {
    productId: requiredRef(() => products.id),
    flavorId: requiredRef(() => flavors.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.flavorId] })],
);

/** Prices per product and price book (Generic, MVP). */
export const priceBooks = pgTable(
  'price_books',
  {
    id: id(),
    productId: requiredRef(() => products.id),
    name: text().notNull(),
    caretakerPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    veterinarianPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    acquisitionCost: numeric({ precision: 10, scale: 2, mode: 'number' }),
    minimumAdvertisedPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [index().on(t.productId, t.name)],
);
