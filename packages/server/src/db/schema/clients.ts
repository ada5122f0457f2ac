import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, publicUuid, updatedAt } from './_columns.js';
import { locationUsers } from './access.js';
import { locations, organizations } from './practice.js';
import { addressTypes, breeds, phoneTypes, species } from './reference.js';

/** A pet owner at a location. */
export const locationClients = pgTable(
  'location_clients',
  {
    id: id(),
    uuid: publicUuid(),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    organizationId: integer().references(() => organizations.id),
    firstName: text(),
    lastName: text(),
    email: text(),
    isActive: boolean().notNull().default(true),
    isOfficeUse: boolean().notNull().default(false),
    drivingLicense: text(),
    birthdate: date({ mode: 'string' }),
    pimsId: text(),
    pimsProviderId: text(),
    pimsConnectionType: text(),
    sourceUuid: text(),
    isPimsImport: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.locationId, t.isActive),
    index('location_clients_first_name_trgm').using('gin', sql`lower(${t.firstName}) gin_trgm_ops`),
    index('location_clients_last_name_trgm').using('gin', sql`lower(${t.lastName}) gin_trgm_ops`),
    index('location_clients_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const locationClientPhones = pgTable(
  'location_client_phones',
  {
    id: id(),
    uuid: publicUuid(),
    locationClientId: integer()
      .notNull()
      .references(() => locationClients.id),
    phoneTypeId: integer().references(() => phoneTypes.id),
    phoneNumber: text().notNull(),
    /** Digits only, for search. */
    phoneDigits: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.locationClientId),
    index('location_client_phones_digits_trgm').using('gin', sql`${t.phoneDigits} gin_trgm_ops`),
  ],
);

export const locationClientAddresses = pgTable(
  'location_client_addresses',
  {
    id: id(),
    uuid: publicUuid(),
    locationClientId: integer()
      .notNull()
      .references(() => locationClients.id),
    addressTypeId: integer().references(() => addressTypes.id),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [index().on(t.locationClientId)],
);

/** A pet at a location. Allergies, health conditions and medications are stored as reference codes. */
export const locationPatients = pgTable(
  'location_patients',
  {
    id: id(),
    uuid: publicUuid(),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    name: text().notNull(),
    speciesCode: text().references(() => species.code),
    breedCode: text().references(() => breeds.code),
    gender: text(),
    birthdate: date({ mode: 'string' }),
    weight: numeric({ precision: 6, scale: 2, mode: 'number' }),
    weightUnit: text().notNull().default('lbs'),
    isActive: boolean().notNull().default(true),
    isDeceased: boolean().notNull().default(false),
    deceasedDate: date({ mode: 'string' }),
    isOfficeUse: boolean().notNull().default(false),
    pimsId: text(),
    pimsProviderId: text(),
    pimsConnectionType: text(),
    prescVetLocationUserId: integer().references(() => locationUsers.id),
    isPimsImport: boolean().notNull().default(false),
    allergies: text().array().notNull().default(sql`'{}'::text[]`),
    healthConditions: text().array().notNull().default(sql`'{}'::text[]`),
    medications: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.locationId),
    index('location_patients_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Link between a patient and a client; a patient may have several clients, one primary. */
export const locationPatientClients = pgTable(
  'location_patient_clients',
  {
    id: id(),
    locationPatientId: integer()
      .notNull()
      .references(() => locationPatients.id),
    locationClientId: integer()
      .notNull()
      .references(() => locationClients.id),
    isActive: boolean().notNull().default(true),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex().on(t.locationPatientId, t.locationClientId), index().on(t.locationClientId)],
);
