import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, rowKeys, updatedAt } from './_columns.js';
import { addressColumns, pharmacyLinkColumns, phoneColumns } from './_contact.js';
import { portalTypes } from './reference.js';

export const organizations = pgTable('organizations', {
  ...rowKeys(),
  name: text().notNull(),
  dbaName: text(),
  accountno: text().notNull(),
  emailAddress: text().notNull(),
  fax: text(),
  hin: text(),
  website: text(),
  isPimsEnabled: boolean().notNull().default(false),
  isPimsImportEnabled: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizationAddresses = pgTable('organization_addresses', {
  ...rowKeys(),
  organizationId: requiredRef(() => organizations.id),
  ...addressColumns(),
});

export const organizationPhones = pgTable('organization_phones', {
  ...rowKeys(),
  organizationId: requiredRef(() => organizations.id),
  ...phoneColumns(),
});

export const organizationPharmacies = pgTable(
  'organization_pharmacies',
  {
    organizationId: requiredRef(() => organizations.id),
    ...pharmacyLinkColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.pharmacyCode] })],
);

export const locations = pgTable(
  'locations',
  {
    ...rowKeys(),
    name: text().notNull(),
    organizationId: integer().references(() => organizations.id),
    isActive: boolean().notNull().default(true),
    emailAddress: text().notNull(),
    website: text(),
    hin: text(),
    isPrimary: boolean().notNull().default(false),
    /** Price book type: 'Generic' or 'MVP'. */
    priceBookType: text().notNull().default('Generic'),
    locationAccountId: text(),
    locationPortalTypeId: requiredRef(() => portalTypes.id),
    isOfficeUseEnabled: boolean().notNull().default(false),
    isPimsEnabled: boolean().notNull().default(false),
    pimsAccountId: text(),
    /** Write-only secret; exposed only as isPimsAccountSecretSet. */
    pimsAccountSecret: text(),
    pimsConnectionType: text(),
    pimsWritebackAccountId: text(),
    pimsWritebackLocationId: text(),
    isEnabledForWriteback: boolean().notNull().default(false),
    /** URL of the embedded report (the /reports page); null shows 'No Reports Found!'. */
    reportEmbedUrl: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.organizationId)],
);

export const locationAddresses = pgTable(
  'location_addresses',
  {
    ...rowKeys(),
    locationId: requiredRef(() => locations.id),
    ...addressColumns(),
  },
  (t) => [index().on(t.locationId)],
);

export const locationPhones = pgTable(
  'location_phones',
  {
    ...rowKeys(),
    locationId: requiredRef(() => locations.id),
    ...phoneColumns(),
  },
  (t) => [index().on(t.locationId)],
);

export const locationPharmacies = pgTable(
  'location_pharmacies',
  {
    locationId: requiredRef(() => locations.id),
    ...pharmacyLinkColumns(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.pharmacyCode] })],
);

/** Feature flags per location (showNoteToClient, pimsImport, orderHistory, hasReportingPage, …). */
export const locationFeatures = pgTable(
  'location_features',
  {
    locationId: requiredRef(() => locations.id),
    feature: text().notNull(),
    enabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.feature] }), uniqueIndex().on(t.feature, t.locationId)],
);
