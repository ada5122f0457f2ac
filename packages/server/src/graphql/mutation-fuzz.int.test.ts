/**
 * The mutation fuzz suite (issue 10 item 5): inputs generated from the schema's input types for every
 * mutation, sent by an admin, a vet and a staff member in turn. Never INTERNAL, every error with a code,
 * and nothing written on a refusal: a ledger of committed writes (a trigger on every table, which also
 * sees UPDATEs and count-neutral insert + delete) is read after each request, and a content fingerprint
 * of every table is compared around each mutation whose runs were all refused.
 *
 * Runs per mutation: VETRX_FUZZ_RUNS on PGlite and VETRX_FUZZ_RUNS_POSTGRES on PostgreSQL (CI: 200 each,
 * set in .ci/run; 15 and 5 when unset, for a quick local run).
 */
import { beforeAll, describe, expect, it } from 'vitest';
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
import { recordWrites, tableFingerprint, testDatabases, useTestServer } from '../testing/index.js';

const RUNS = { pglite: Number(process.env.VETRX_FUZZ_RUNS ?? 15), postgres: Number(process.env.VETRX_FUZZ_RUNS_POSTGRES ?? 5) };
/** The callers, each a user of the demo practice: an admin, a vet (authorizes), a staff member (no admin modules). */
const CALLERS = ['admin', 'vet', 'staff'] as const;
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

describe.each(testDatabases())('every mutation, fuzzed from its input types: never INTERNAL, nothing written on a refusal (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: CALLERS });
  let writes: () => Promise<string>;
  let content: string;
  beforeAll(async () => {
    writes = await recordWrites(s.database.db);
    content = await tableFingerprint(s.database.db);
  });

  it('covers every mutation of the contract', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(39);
  });

  it('sees a write that changes no row count', async () => {
    const before = await writes();
    await s.database.db.execute(sql`update shortcuts set label = label where id = (select min(id) from shortcuts)`);
    expect(await writes()).not.toBe(before);
    content = await tableFingerprint(s.database.db);
  });

  it.each(mutations.map((m) => [m.name, m] as const))('%s', async (_name, field) => {
    const query = documentOf(field);
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const a of field.args) shape[a.name] = arb(a.type);
    let last = await writes();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLERS), fc.record(shape), async (caller, variables) => {
        const r = await s.gql(query, variables, { token: tokens[caller] });
        const codes = (r.errors ?? []).map((e) => e.extensions?.code);
        expect(r.status, JSON.stringify(r.errors)).toBeLessThan(500);
        expect(codes, JSON.stringify(r.errors)).not.toContain('INTERNAL');
        expect(codes).not.toContain(undefined);
        const now = await writes();
        if (r.errors?.length) expect(now, `${field.name} as ${caller} wrote while refusing: ${JSON.stringify(r.errors)}`).toBe(last);
        else accepted++;
        last = now;
      }),
      { numRuns: RUNS[kind] },
    );
    const after = await tableFingerprint(s.database.db);
    if (accepted === 0) expect(after, `${field.name} changed the tables though every run was refused`).toBe(content);
    content = after;
  }, 60_000 + RUNS[kind] * 1_500);
});
