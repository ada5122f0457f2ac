import { describe, expect, it } from 'vitest';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { getTableColumns, sql } from 'drizzle-orm';
import { typeDefs } from '@vetrx/core/api';
import { resolvers } from '../graphql/resolvers/index.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { keptStatement, SHAPES, ShapeBuilder, type ShapedType } from './answer-shapes.js';
import { pageSafetyJson } from './patient-safety.js';
import { duplicateCandidatesJson } from './task-duplicates.js';

const schema = buildSchema(typeDefs);
const leaf = (...fields: string[]) => new Map(fields.map((f) => [f, null]));

describe('answer shapes', () => {
  it.each(Object.keys(SHAPES) as ShapedType[])('%s: a field with a resolver of its own is never read as the column of its name, and every named field exists', (type) => {
    const shape = SHAPES[type];
    const gqlType = schema.getType(type);
    expect(isObjectType(gqlType)).toBe(true);
    const fields = isObjectType(gqlType) ? gqlType.getFields() : {};
    const own = Object.keys((resolvers as Record<string, Record<string, unknown>>)[type] ?? {});
    const named = new Set([...Object.keys(shape.computed ?? {}), ...Object.keys(shape.relations ?? {})]);
    // Such a field not named here is not covered (the plain way answers it) unless a column shares its name.
    const columns = getTableColumns(shape.table);
    expect(own.filter((f) => !named.has(f) && f in columns)).toEqual([]);
    for (const f of named) expect(fields[f], `${type}.${f}`).toBeDefined();
    for (const [f, relation] of Object.entries(shape.relations ?? {})) expect(getNamedType(fields[f].type).name, `${type}.${f}`).toBe(relation.type);
  });

  it('builds an object of the selected fields, its relations as preloaded keys, and nothing for a field it does not know', () => {
    const build = new ShapeBuilder();
    const ok = build.object('LocationPatient', new Map([['name', null], ['species', leaf('code', 'name')], ['allergies', leaf('code')]]), sql`p`);
    expect(ok).not.toBeNull();
    // An unknown field, a relation asked as a leaf, a field with arguments: answered the plain way.
    expect(build.object('LocationPatient', leaf('name', 'notAField'), sql`p`)).toBeNull();
    expect(build.object('LocationClient', new Map([['addresses', leaf('id')]]), sql`c`)).toBeNull();
    expect(build.object('PrescriptionTask', leaf('product'), sql`t`)).toBeNull();
    expect(build.object('PrescriptionTask', leaf('id', 'status(…)'), sql`t`)).toBeNull();
  });

  it('a kept statement is the one its builder makes with the same values, whatever the values', () => {
    const owner = {};
    const dialect = new PgDialect({ casing: 'snake_case' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 5 }), (location, day, before) => {
        const today = day.toISOString().slice(0, 10);
        // Values before the part in the statement: its numbers follow theirs.
        const lead = sql.join(Array.from({ length: before }, (_, i) => sql`${i}`), sql`, `);
        const safety = keptStatement(owner, 'test safety', () => pageSafetyJson(sql.placeholder('location'), sql`shown`, sql.placeholder('today')), { location, today });
        const duplicates = keptStatement(owner, 'test duplicates', () => duplicateCandidatesJson(sql.placeholder('location'), sql`shown`), { location });
        const kept = dialect.sqlToQuery(sql`select ${lead}, ${safety}, ${duplicates}`);
        const direct = dialect.sqlToQuery(sql`select ${lead}, ${pageSafetyJson(location, sql`shown`, today)}, ${duplicateCandidatesJson(location, sql`shown`)}`);
        // The text and values node-postgres is sent (drizzle's typings serve other drivers).
        expect({ sql: kept.sql, params: kept.params }).toEqual({ sql: direct.sql, params: direct.params });
      }),
      { numRuns: 50 },
    );
  });
});
