import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate, type ValidationRule } from 'graphql';
import { operations, typeDefs } from '@vetrx/core/api';
import { PROFILE_PICTURE_MAX_BYTES } from '@vetrx/core/admin';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { REQUEST_LIMITS, asksForSchema, requestErrorCode } from './limits.js';

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
    expect(Math.ceil(PROFILE_PICTURE_MAX_BYTES / 3) * 4 * MARGIN).toBeLessThan(REQUEST_LIMITS.bodyBytes);
  });
});

describe('request limit helpers', () => {
  it('tells introspection from __typename', () => {
    expect(asksForSchema(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(asksForSchema(parse('query { me { user { id } } x: __type(name: "User") { name } }'))).toBe(true);
    expect(asksForSchema(parse('{ me { __typename } }'))).toBe(false);
  });
  it('codes request errors', () => {
    expect(requestErrorCode({ message: 'Syntax Error: Expected Name, found <EOF>.' })).toBe('GRAPHQL_PARSE_FAILED');
    expect(requestErrorCode({ message: 'Variable "$id" got invalid value 1.5; ID cannot represent value: 1.5' })).toBe('BAD_USER_INPUT');
    expect(requestErrorCode({ message: 'Cannot query field "x" on type "Query".', locations: [{ line: 1, column: 3 }] })).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(requestErrorCode({ message: 'POST body sent invalid JSON.' })).toBe('BAD_REQUEST');
  });
});
