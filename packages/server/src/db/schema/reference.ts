import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Phone types: Cell, Home, Office, Other, Fax. */
export const phoneTypes = pgTable('phone_types', {
  id: integer().primaryKey(),
  description: text().notNull(),
});

/** Address types: Home, Office, Other, Shipping, Billing. */
export const addressTypes = pgTable('address_types', {
  id: integer().primaryKey(),
  description: text().notNull(),
});

/** Location portal types (product display): two codes exist; a location has one. */
export const portalTypes = pgTable('portal_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  code: text().notNull().unique(),
});

export const species = pgTable('species', {
  code: text().primaryKey(),
  name: text().notNull(),
  icon: text(),
});

export const breeds = pgTable('breeds', {
  code: text().primaryKey(),
  name: text().notNull(),
  speciesCode: text()
    .notNull()
    .references(() => species.code),
});

export const allergies = pgTable('allergies', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export const medications = pgTable('medications', {
  code: text().primaryKey(),
  name: text().notNull(),
});

/** Health conditions; `speciesCode` null means the condition applies to every species. */
export const healthConditions = pgTable('health_conditions', {
  code: text().primaryKey(),
  name: text().notNull(),
  speciesCode: text().references(() => species.code),
});

/** Pharmacies a location or organization may send prescriptions to (PharmacyOptions: code, name, fax). */
export const pharmacies = pgTable('pharmacies', {
  code: text().primaryKey(),
  name: text().notNull(),
  fax: text(),
});

export const workflowStatuses = pgTable('workflow_statuses', {
  id: integer().primaryKey(),
  description: text().notNull(),
  isActive: boolean().notNull().default(true),
});

export const reasonsForCompound = pgTable('reasons_for_compound', {
  id: integer().primaryKey(),
  reasonForCompound: text().notNull(),
  allergicIngredient: boolean().notNull().default(false),
});

/** Order statuses (GetOrderStatus: code, id). */
export const orderStatuses = pgTable('order_statuses', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  description: text().notNull(),
});
