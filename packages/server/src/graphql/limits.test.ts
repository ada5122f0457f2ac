import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type ValidationRule,
} from 'graphql';
import { operations, typeDefs } from '@vetrx/core/api';
import { PAGE_TAKE_MAX } from '@vetrx/core/common';
import { TASK_PAGE_SIZE } from '@vetrx/core/task';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { REQUEST_LIMITS, ROOT_FIELD_VALUES, asksForSchema, requestErrorCode, requestValues } from './limits.js';
import { ADMIN_LIMITS } from '@vetrx/core/admin';
import { AUDIT_LIMITS } from '@vetrx/core/audit';

const schema = buildSchema(typeDefs);
const MARGIN = 2;
const half = (n: number) => Math.floor(n / MARGIN);
const rules: Record<string, ValidationRule> = {
  depth: maxDepthRule({ n: half(REQUEST_LIMITS.depth), ignoreIntrospection: true, flattenFragments: true }) as never,
  aliases: maxAliasesRule({ n: half(REQUEST_LIMITS.aliases) }) as never,
  directives: maxDirectivesRule({ n: half(REQUEST_LIMITS.directives) }) as never,
  cost: costLimitRule({ maxCost: half(REQUEST_LIMITS.cost), ignoreIntrospection: true, flattenFragments: true }) as never,
};

describe('request limits leave every shipped operation a margin', () => {
  const all = Object.entries(operations);
  it('covers the whole contract', () => {
    expect(all.length).toBeGreaterThan(100);
  });
  it.each(all)('%s passes at half of each limit', (_name, doc) => {
    const source = doc.toString();
    expect(() => new MaxTokensParserWLexer(source, { n: half(REQUEST_LIMITS.tokens) }).parseDocument()).not.toThrow();
    const document = parse(source);
    for (const [limit, rule] of Object.entries(rules)) {
      // Armor's rules throw on a rejection by default: either way is a failure naming the limit.
      let errors: readonly unknown[];
      try {
        errors = validate(schema, document, [rule]);
      } catch (e) {
        errors = [e];
      }
      expect(errors, `${limit}`).toEqual([]);
    }
    expect(Buffer.byteLength(source)).toBeLessThan(half(REQUEST_LIMITS.bodyBytes));
  });
  it('takes the largest profile picture in base64 with room to spare', () => {
    expect(Math.ceil(ADMIN_LIMITS.profilePictureBytes / 3) * 4 * MARGIN).toBeLessThan(REQUEST_LIMITS.bodyBytes);
  });
});

/**
 * The largest page a shipped client asks each operation for: the web's user pickers take every user of
 * a location (500), the Audit Log export AUDIT_LIMITS.logMaxTake, the sandbox 200 locations, the approvals
 * page 10 clients with 10 tasks each; everything else at most the CLI's export page, 100.
 */
const PAGES: Record<string, Record<string, number>> = {
  LocationsUsers: { take: 500 },
  GetAuditLog: { take: AUDIT_LIMITS.logMaxTake },
  Locations: { take: 200 },
  GetPrescriptionTasksGrouped: { take: TASK_PAGE_SIZE.approvals, groupTake: TASK_PAGE_SIZE.approvals },
};
const DEFAULT_PAGE: Record<string, number> = { take: 100, limit: 100, groupTake: TASK_PAGE_SIZE.approvals };

/** A value of an input type for measuring: required fields filled, page sizes as given. */
function sample(type: GraphQLInputType, name: string, pages: Record<string, number>): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name, pages);
  if (isListType(type)) return [sample(type.ofType, name, pages)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) || f.name in pages);
    return Object.fromEntries(fields.map((f) => [f.name, sample(f.type, f.name, pages)]));
  }
  const scalars: Record<string, unknown> = { Int: pages[name] ?? 1, Float: 1, Boolean: true, ID: '1', String: 'x', Date: '2026-01-01', DateTime: '2026-01-01T00:00:00Z' };
  return scalars[type.name] ?? {};
}

/** The variables of an operation at the given page sizes (required ones filled in). */
function variablesAt(source: string, pages: Record<string, number>): Record<string, unknown> {
  const operation = getOperationAST(parse(source))!;
  const variables: Record<string, unknown> = {};
  for (const v of operation.variableDefinitions ?? []) {
    const name = v.variable.name.value;
    const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
    if (isNonNullType(type) || name in pages) variables[name] = sample(type, name, pages);
  }
  return variables;
}

describe('the value limit leaves what the shipped clients ask for a margin', () => {
  const values = (name: string, pages: Record<string, number>) => {
    const source = operations[name as keyof typeof operations].toString();
    return requestValues(schema, parse(source), variablesAt(source, pages));
  };
  it.each(Object.keys(operations))('%s at its largest page passes at half the limit', (name) => {
    expect(values(name, { ...DEFAULT_PAGE, ...PAGES[name] })).toBeLessThan(half(REQUEST_LIMITS.values));
  });
  it('takes the largest prescription history page the API serves (500), and refuses two of them', () => {
    const history = values('GetPrescriptionHistory', { take: PAGE_TAKE_MAX });
    expect(history).toBeGreaterThan(PAGE_TAKE_MAX * 50);
    expect(history).toBeLessThan(REQUEST_LIMITS.values);
    expect(2 * history).toBeGreaterThan(REQUEST_LIMITS.values);
  });
  it('counts a catalogue search as its database work, so a request holds at most a few', () => {
    expect(Math.floor(REQUEST_LIMITS.values / ROOT_FIELD_VALUES.searchProductFamilies)).toBeLessThanOrEqual(5);
    expect(values('SearchProductFamilies', { limit: 10 })).toBeGreaterThan(ROOT_FIELD_VALUES.searchProductFamilies);
  });
  it('reads a page size from the field or its input object, as the server serves it (0 to 500)', () => {
    const audit = (take: number) => values('GetAuditLog', { take });
    expect(audit(100)).toBeGreaterThan(audit(10) * 5);
    expect(audit(100_000)).toBe(audit(PAGE_TAKE_MAX));
    expect(audit(-1)).toBe(audit(0));
  });
});

describe('request limit helpers', () => {
  it('tells introspection from __typename', () => {
    expect(asksForSchema(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(asksForSchema(parse('query { me { user { id } } x: __type(name: "User") { name } }'))).toBe(true);
    expect(asksForSchema(parse('{ me { __typename } }'))).toBe(false);
  });
  it('remembers the answer per document, not per request', () => {
    const introspection = parse('{ __schema { types { name } } }');
    const plain = parse('{ me { __typename } }');
    for (let i = 0; i < 2; i++) {
      expect(asksForSchema(plain)).toBe(false);
      expect(asksForSchema(introspection)).toBe(true);
    }
  });
  it('codes request errors', () => {
    expect(requestErrorCode({ message: 'Syntax Error: Expected Name, found <EOF>.' })).toBe('GRAPHQL_PARSE_FAILED');
    expect(requestErrorCode({ message: 'Variable "$id" got invalid value 1.5; ID cannot represent value: 1.5' })).toBe('BAD_USER_INPUT');
    expect(requestErrorCode({ message: 'Cannot query field "x" on type "Query".', locations: [{ line: 1, column: 3 }] })).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(requestErrorCode({ message: 'POST body sent invalid JSON.' })).toBe('BAD_REQUEST');
  });
});
