/**
 * The patch to drizzle-orm 0.45.4 (patches/drizzle-orm@0.45.4.patch) remembers three
 * answers drizzle otherwise recomputed for every chunk of every statement and every cell of every row:
 * whether an object of a class is of an entity type (`is`), a column's name in the database, and a
 * selection's decoders. These tests hold the answers to drizzle's own: asked again, asked in another
 * order, for entity kinds matched by name, and for rows with nested and nullified joins.
 */
import { describe, expect, it } from 'vitest';
import { Column, entityKind, eq, is, SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgColumn } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import * as schema from './schema/index.js';
import { locationClients, locationPatients, prescriptions } from './schema/index.js';

const db = drizzle.mock({ schema, casing: 'snake_case' });

type Fields = unknown[];
/** drizzle's row mapper (exported by drizzle-orm/utils, left out of its type declarations as internal). */
const mapResultRow = (drizzleUtils as unknown as { mapResultRow(fields: Fields, row: unknown[], joinsNotNullableMap?: Record<string, boolean>): unknown }).mapResultRow;

/** A selection's fields as drizzle's prepared query holds them (what the session maps rows with). */
function preparedOf(query: unknown): { fields: Fields; joinsNotNullableMap?: Record<string, boolean> } {
  return (query as { _prepare(): { fields: Fields; joinsNotNullableMap?: Record<string, boolean> } })._prepare();
}

describe('drizzle-orm as patched', () => {
  it('answers `is` the same however often and in whatever order it is asked', () => {
    const column = prescriptions.id;
    const expression = sql`1`;
    const aliased = sql`1`.as('one');
    const table = prescriptions;
    for (let round = 0; round < 3; round++) {
      expect([is(column, Column), is(column, PgColumn), is(column, SQL), is(column, SQL.Aliased)]).toEqual([true, true, false, false]);
      expect([is(expression, SQL), is(expression, Column), is(expression, SQL.Aliased)]).toEqual([true, false, false]);
      expect([is(aliased, SQL.Aliased), is(aliased, SQL), is(aliased, Column)]).toEqual([true, false, false]);
      expect([is(table, Column), is(table, SQL)]).toEqual([false, false]);
      expect([is(null, SQL), is(undefined, SQL), is('text', SQL), is(1, Column)]).toEqual([false, false, false, false]);
      expect(is({}, SQL)).toBe(false);
    }
  });

  it('matches an entity kind by name for a class that does not extend the type, and remembers each type apart', () => {
    class Lookalike {
      static readonly [entityKind] = 'SQL';
    }
    class Other {
      static readonly [entityKind] = 'SomethingElse';
    }
    for (let round = 0; round < 3; round++) {
      expect(is(new Lookalike(), SQL)).toBe(true);
      expect(is(new Lookalike(), Column)).toBe(false);
      expect(is(new Other(), SQL)).toBe(false);
    }
  });

  it('still refuses a type that is not a drizzle entity, every time', () => {
    class NotAnEntity {}
    for (let round = 0; round < 2; round++) expect(() => is(sql`1`, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });

  it('writes each column under its database name, as often as the statement is built', () => {
    const build = () => db.select({ id: prescriptions.id, rx: prescriptions.rxNumber }).from(prescriptions).where(eq(prescriptions.locationId, 7)).toSQL();
    const first = build();
    expect(first.sql).toBe('select "id", "rx_number" from "prescriptions" where "prescriptions"."location_id" = $1');
    expect(first.params).toEqual([7]);
    expect(build()).toEqual(first);
  });

  it('maps a flat selection by position, decoding each value and keeping nulls', () => {
    const { fields } = preparedOf(
      db.select({ id: prescriptions.id, issued: prescriptions.createdAt, n: sql<number>`count(*)`.mapWith(Number), label: sql<string>`'x'`.as('label') }).from(prescriptions),
    );
    const row = (values: unknown[]) => mapResultRow(fields, values, undefined);
    expect(row([3, '2026-11-20 15:00:00.5+00', '42', 'x'])).toEqual({ id: 3, issued: new Date('2026-11-20T15:00:00.500Z'), n: 42, label: 'x' });
    expect(row([4, null, '0', null])).toEqual({ id: 4, issued: null, n: 0, label: null });
  });

  it('maps a joined selection into nested objects and nulls the object of a left join that found nothing', () => {
    const prepared = preparedOf(
      db
        .select({ client: { id: locationClients.id, last: locationClients.lastName }, patient: { id: locationPatients.id, name: locationPatients.name } })
        .from(locationClients)
        .leftJoin(locationPatients, eq(locationPatients.locationId, locationClients.locationId)),
    );
    const row = (values: unknown[]) => mapResultRow(prepared.fields, values, prepared.joinsNotNullableMap);
    expect(row([1, 'Smith', 9, 'Bella'])).toEqual({ client: { id: 1, last: 'Smith' }, patient: { id: 9, name: 'Bella' } });
    expect(row([2, 'Jones', null, null])).toEqual({ client: { id: 2, last: 'Jones' }, patient: null });
  });
});
