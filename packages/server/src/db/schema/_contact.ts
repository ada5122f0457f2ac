import { boolean, integer, text } from 'drizzle-orm/pg-core';
import { addressTypes, pharmacies, phoneTypes } from './reference.js';

/**
 * The columns shared by the phone, address and pharmacy tables of organisations, locations, users,
 * location users and clients (each table adds its own key and owner). A separate file from
 * `_columns.ts`, which `reference.ts` itself imports.
 */
export const phoneColumns = () => ({
  phoneTypeId: integer().references(() => phoneTypes.id),
  phoneNumber: text().notNull(),
  isActive: boolean().notNull().default(true),
});

export const addressColumns = () => ({
  addressTypeId: integer().references(() => addressTypes.id),
  addressLine1: text().notNull(),
  addressLine2: text(),
  city: text().notNull(),
  state: text().notNull(),
  zip: text().notNull(),
  isActive: boolean().notNull().default(true),
});

/** A pharmacy a practice may send to (the owner's key is the other half of the primary key). */
export const pharmacyLinkColumns = () => ({
  pharmacyCode: text()
    .notNull()
    .references(() => pharmacies.code),
  isPrimary: boolean().notNull().default(false),
});
