import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, publicUuid, updatedAt } from './_columns.js';
import { addressTypes, pharmacies, phoneTypes, portalTypes } from './reference.js';

export const organizations = pgTable('organizations', {
  id: id(),
  uuid: publicUuid(),
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
  id: id(),
  uuid: publicUuid(),
  organizationId: integer()
    .notNull()
    .references(() => organizations.id),
  addressTypeId: integer().references(() => addressTypes.id),
  addressLine1: text().notNull(),
  addressLine2: text(),
  city: text().notNull(),
  state: text().notNull(),
  zip: text().notNull(),
  isActive: boolean().notNull().default(true),
});

export const organizationPhones = pgTable('organization_phones', {
  id: id(),
  uuid: publicUuid(),
  organizationId: integer()
    .notNull()
    .references(() => organizations.id),
  phoneTypeId: integer().references(() => phoneTypes.id),
  phoneNumber: text().notNull(),
  isActive: boolean().notNull().default(true),
});

export const organizationPharmacies = pgTable(
  'organization_pharmacies',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    pharmacyCode: text()
      .notNull()
      .references(() => pharmacies.code),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.pharmacyCode] })],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    uuid: publicUuid(),
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
    locationPortalTypeId: integer()
      .notNull()
      .references(() => portalTypes.id),
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
    id: id(),
    uuid: publicUuid(),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    addressTypeId: integer().references(() => addressTypes.id),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [index().on(t.locationId)],
);

export const locationPhones = pgTable(
  'location_phones',
  {
    id: id(),
    uuid: publicUuid(),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    phoneTypeId: integer().references(() => phoneTypes.id),
    phoneNumber: text().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [index().on(t.locationId)],
);

export const locationPharmacies = pgTable(
  'location_pharmacies',
  {
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    pharmacyCode: text()
      .notNull()
      .references(() => pharmacies.code),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.pharmacyCode] })],
);

/** Feature flags per location (showNoteToClient, pimsImport, orderHistory, hasReportingPage, …). */
export const locationFeatures = pgTable(
  'location_features',
  {
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    feature: text().notNull(),
    enabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.feature] }), uniqueIndex().on(t.feature, t.locationId)],
);
