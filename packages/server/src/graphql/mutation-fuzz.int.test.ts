import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { typeDefs } from '@vetrx/core/api';
import { startTestServer, type TestServer } from '../testing/index.js';

/** Runs per mutation: 200 in CI, fewer locally (VETRX_FUZZ_RUNS). */
const RUNS = Number(process.env.VETRX_FUZZ_RUNS ?? (process.env.CI ? 200 : 15));
const schema = buildSchema(typeDefs);
const mutations = Object.values(schema.getMutationType()!.getFields()).filter((f) => f.name !== 'noop');

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', 'XX', 'Texas', 'a\u0000b', '\u0007', 'x'.repeat(5000), "'; drop table users; --", '2147483648'),
);
const id = fc.oneof(fc.integer({ min: 1, max: 400 }).map(String), fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', 'abc', ''));

/** An arbitrary for a GraphQL input type: mostly well-typed values of every shape, some edge values. */
function arb(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arb(type.ofType, depth);
  const nullable = (a: fc.Arbitrary<unknown>) => fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(arb(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 3 }));
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, f] of Object.entries(fields)) shape[name] = arb(f.type, depth + 1);
    const required = Object.entries(fields).filter(([, f]) => isNonNullType(f.type)).map(([n]) => n);
    return nullable(fc.record(shape, { requiredKeys: required }));
  }
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((v) => v.value as string)));
  switch (getNamedType(type).name) {
    case 'ID':
      return nullable(id);
    case 'String':
      return nullable(text);
    case 'Int':
      return nullable(fc.oneof(fc.integer({ min: -5, max: 600 }), fc.integer()));
    case 'Float':
      return nullable(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), fc.constantFrom(0, -1, 1e308)));
    case 'Boolean':
      return nullable(fc.boolean());
    case 'Date':
      return nullable(fc.oneof(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), text));
    case 'DateTime':
      return nullable(fc.oneof(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()), text));
    default:
      return nullable(fc.jsonValue({ maxDepth: 2 }));
  }
}

/** `mutation Fuzz($a: T …) { field(a: $a) { __typename } }` */
function documentOf(field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `mutation Fuzz${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

describe('every mutation, fuzzed from its input types: never INTERNAL, nothing written on a refusal', () => {
  let s: TestServer;
  let token: string;
  let countSql: ReturnType<typeof sql>;
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.token('admin@demo.vetrx.dev');
    const r = await s.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'oidc%' and table_name not like '%drizzle%'`);
    const tables = ((r as unknown as { rows?: Array<{ table_name: string }> }).rows ?? (r as unknown as Array<{ table_name: string }>)).map((t) => t.table_name);
    countSql = sql.raw(`select (${tables.map((t) => `(select count(*) from "${t}")`).join(' + ')})::text as n`);
  });
  afterAll(() => s?.close());

  async function rowCount(): Promise<string> {
    const r = await s.database.db.execute(countSql);
    return ((r as unknown as { rows?: Array<{ n: string }> }).rows ?? (r as unknown as Array<{ n: string }>))[0].n;
  }

  it('covers every mutation of the contract', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(39);
  });

  it.each(mutations.map((m) => [m.name, m] as const))('%s', async (_name, field) => {
    const query = documentOf(field);
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const a of field.args) shape[a.name] = arb(a.type);
    await fc.assert(
      fc.asyncProperty(fc.record(shape), async (variables) => {
        const before = await rowCount();
        const r = await s.gql(query, variables, { token });
        const codes = (r.errors ?? []).map((e) => e.extensions?.code);
        expect(r.status, JSON.stringify(r.errors)).toBeLessThan(500);
        expect(codes, JSON.stringify(r.errors)).not.toContain('INTERNAL');
        expect(codes).not.toContain(undefined);
        if (r.errors?.length) expect(await rowCount(), `${field.name} wrote rows while refusing: ${JSON.stringify(r.errors)}`).toBe(before);
      }),
      { numRuns: RUNS },
    );
  }, 60_000 + RUNS * 1_500);
});
