import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, rowKeys, updatedAt } from './_columns.js';
import { addressColumns, phoneColumns } from './_contact.js';
import { locationUsers } from './access.js';
import { locations, organizations } from './practice.js';
import { breeds, species } from './reference.js';
import { PROVIDER_ID_CONNECTION_TYPE } from '@vetrx/core/common';

/**
 * A client the link page and the dashboard's Unlinked tile count (core's isPimsLinked, negated): active,
 * not office use, no PIMS id, and no provider id under the provider-id connection type. Written with
 * constants, never parameters, so the planner can prove it implies the partial index below built from
 * the same expression.
 */
export function unlinkedClientCondition(t: { isActive: unknown; isOfficeUse: unknown; pimsId: unknown; pimsConnectionType: unknown; pimsProviderId: unknown }) {
  const providerType = sql.raw(`'${PROVIDER_ID_CONNECTION_TYPE.replace(/'/g, "''")}'`);
  return sql`${t.isActive} and not ${t.isOfficeUse} and ${t.pimsId} is null and not (upper(coalesce(${t.pimsConnectionType}, '')) = ${providerType} and coalesce(trim(${t.pimsProviderId}), '') <> '')`;
}

/** A pet owner at a location. */
export const locationClients = pgTable(
  'location_clients',
  {
    ...rowKeys(),
    locationId: requiredRef(() => locations.id),
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
    /**
     * What the client list's search box matches a word against, computed by the database whenever a
     * client is written: the lower-cased first name, last name and e-mail, a space between them (a word
     * has none, so it matches within one of them). One trigram-indexed test instead of three lower()s
     * (decision 0261).
     */
    searchText: text().generatedAlwaysAs(sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))`),
  },
  (t) => [
    index().on(t.locationId, t.isActive),
    // The location and the search text in one GIN index: a search box word reads only
    // the location's matches, where a trigram index of the text alone read every location's and
    // PostgreSQL intersected them with all of the location's rows.
    index('location_clients_location_search_trgm').using('gin', t.locationId, sql`${t.searchText} gin_trgm_ops`),
    // The same for the lower-cased first and last names (as 0379 for pets): a name search
    // of one location's clients (the approvals queue, /orders, the Add Client modal) reads only that
    // location's matches; a search of the name alone uses them as well.
    index('location_clients_location_first_name_trgm').using('gin', t.locationId, sql`lower(${t.firstName}) gin_trgm_ops`),
    index('location_clients_location_last_name_trgm').using('gin', t.locationId, sql`lower(${t.lastName}) gin_trgm_ops`),
    index('location_clients_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // The client list's order (last name, first name, id), so a page reads only its rows.
    index('location_clients_list_order').using('btree', t.locationId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    // The unlinked clients of a location, counted from this index alone.
    index('location_clients_unlinked').on(t.locationId).where(unlinkedClientCondition(t)),
  ],
);

export const locationClientPhones = pgTable(
  'location_client_phones',
  {
    ...rowKeys(),
    locationClientId: requiredRef(() => locationClients.id),
    ...phoneColumns(),
    /** Digits only, for search. */
    phoneDigits: text().notNull().default(''),
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
    ...rowKeys(),
    locationClientId: requiredRef(() => locationClients.id),
    ...addressColumns(),
  },
  (t) => [index().on(t.locationClientId)],
);

/** A pet at a location. Allergies, health conditions and medications are stored as reference codes. */
export const locationPatients = pgTable(
  'location_patients',
  {
    ...rowKeys(),
    locationId: requiredRef(() => locations.id),
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
    // The location and the lower-cased name in one GIN index (btree_gin for the integer):
    // a search of one location's pet names reads only that location's matches, and a search of every
    // location's names (an order search) uses it as well.
    index('location_patients_location_name_trgm').using('gin', t.locationId, sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Link between a patient and a client; a patient may have several clients, one primary. */
export const locationPatientClients = pgTable(
  'location_patient_clients',
  {
    id: id(),
    locationPatientId: requiredRef(() => locationPatients.id),
    locationClientId: requiredRef(() => locationClients.id),
    isActive: boolean().notNull().default(true),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex().on(t.locationPatientId, t.locationClientId),
    index().on(t.locationClientId),
    // A patient's active clients read from the index alone: a client search tests every
    // term against pet names and reads the clients of each matching pet (patientNameSets).
    index('location_patient_clients_active').on(t.locationPatientId, t.locationClientId).where(sql`${t.isActive}`),
  ],
);
