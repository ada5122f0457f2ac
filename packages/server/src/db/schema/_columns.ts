import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Surrogate key used by every table: an identity integer, exposed as the GraphQL `id`. */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
/** Public, stable identifier (the spec's `uuid`). */
export const publicUuid = () => uuid().notNull().default(sql`gen_random_uuid()`).unique();
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const ts = () => timestamp({ withTimezone: true, mode: 'date' });
/** A required foreign key to another table's integer key (`references` takes the column lazily). */
export const requiredRef = (column: () => AnyPgColumn) => integer().notNull().references(column);
/** The key pair of a row that is addressed from outside: the identity `id` and the public `uuid`. */
export const rowKeys = () => ({ id: id(), uuid: publicUuid() });
