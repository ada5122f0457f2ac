import { describe, expect, it } from 'vitest';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { getTableColumns, sql } from 'drizzle-orm';
import { typeDefs } from '@vetrx/core/api';
import { resolvers } from '../graphql/resolvers/index.js';
import { SHAPES, ShapeBuilder, type ShapedType } from './answer-shapes.js';

const schema = buildSchema(typeDefs);
const leaf = (...fields: string[]) => new Map(fields.map((f) => [f, null]));

describe('answer shapes (decision 0260)', () => {
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
});
