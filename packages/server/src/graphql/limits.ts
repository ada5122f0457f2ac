import { GraphQLError, Kind, visit, type DocumentNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { RequestContext } from '../context/context.js';
import { unauthenticated } from '../errors.js';

/**
 * The bounds of one GraphQL request (docs/decisions/0160-request-limits.md). Each is several times what
 * the largest operation shipped in core needs (`limits.test.ts` measures every one of them at half of
 * each limit), and small enough that a hostile request is refused before it costs anything.
 */
export const REQUEST_LIMITS = {
  /** Field nesting (introspection aside). The deepest shipped operation (GetPrescriptionTask) has 13. */
  depth: 20,
  /** Aliased fields per operation. Shipped operations use none. */
  aliases: 15,
  /** Directives per operation. Shipped operations use none. */
  directives: 10,
  /** Lexical tokens per document. The longest shipped operation (GetPrescriptionTask) has 562. */
  tokens: 2000,
  /** GraphQL Armor's cost (object 2, scalar 1, ×1.5 per level). The costliest shipped operation: 33 001. */
  cost: 100_000,
  /** Bytes of a request body. The largest legitimate one is a 512 KB profile picture in base64 (~700 KB). */
  bodyBytes: 2 * 1024 * 1024,
  /** Milliseconds before a request is answered TIMEOUT. */
  timeMs: 15_000,
} as const;

export type RequestLimits = { [K in keyof typeof REQUEST_LIMITS]: number };

/** Request-level error codes (besides core's ERROR_CODES), as the common GraphQL servers name them. */
export const REQUEST_ERROR_CODES = {
  /** The document does not parse, or has more tokens than allowed. */
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  /** The document is not valid against the schema, or exceeds a depth, alias, directive or cost limit. */
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  /** The HTTP request itself is refused: no application header, unreadable JSON, a body over the limit. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** The request took longer than the time limit. */
  TIMEOUT: 'TIMEOUT',
} as const;

/**
 * The code of a request error yoga or graphql-js raised without one: a syntax error, a variable of the
 * wrong type (BAD_USER_INPUT, like any other bad input), a document invalid against the schema, or a
 * malformed HTTP request.
 */
export function requestErrorCode(error: { message: string; locations?: readonly unknown[] }): string {
  if (error.message.startsWith('Syntax Error')) return REQUEST_ERROR_CODES.GRAPHQL_PARSE_FAILED;
  if (error.message.startsWith('Variable "$')) return 'BAD_USER_INPUT';
  if (error.locations?.length) return REQUEST_ERROR_CODES.GRAPHQL_VALIDATION_FAILED;
  return REQUEST_ERROR_CODES.BAD_REQUEST;
}

const stripSyntaxPrefix = (message: string) => message.replace(/^Syntax Error: /, '');

/** Armor's rules report a rejection by throwing; this reports it as a validation error instead. */
function armorCallbacks() {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onAccept: [],
    onReject: [
      (ctx: ValidationContext | null, error: GraphQLError) => {
        ctx?.reportError(
          new GraphQLError(stripSyntaxPrefix(error.message), {
            extensions: { code: REQUEST_ERROR_CODES.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } },
          }),
        );
      },
    ],
  };
}

/**
 * GraphQL Armor's depth, alias, directive, token and cost limits as one yoga plugin: the token limit
 * while parsing, the others as validation rules.
 */
export function requestLimits(limits: RequestLimits = REQUEST_LIMITS): Plugin {
  const rules = [
    maxDepthRule({ n: limits.depth, ignoreIntrospection: true, flattenFragments: true, ...armorCallbacks() }),
    maxAliasesRule({ n: limits.aliases, ...armorCallbacks() }),
    maxDirectivesRule({ n: limits.directives, ...armorCallbacks() }),
    costLimitRule({ maxCost: limits.cost, ignoreIntrospection: true, flattenFragments: true, ...armorCallbacks() }),
  ];
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        try {
          return new MaxTokensParserWLexer(source, { ...options, n: limits.tokens, exposeLimits: true }).parseDocument();
        } catch (e) {
          if (e instanceof GraphQLError) {
            throw new GraphQLError(e.message, {
              source: e.source,
              positions: e.positions,
              extensions: { code: REQUEST_ERROR_CODES.GRAPHQL_PARSE_FAILED, http: { status: 400 } },
            });
          }
          throw e;
        }
      });
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule as never);
    },
  };
}

/** Whether a document asks for the schema (`__schema` or `__type`; `__typename` is ordinary). */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return false;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Introspection only outside production, and only for a signed-in caller (docs/decisions/0160): without
 * a token UNAUTHENTICATED; in production GRAPHQL_VALIDATION_FAILED (the trusted documents refuse it
 * before this in any case).
 */
export function introspectionForSignedIn(allowed: boolean): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!asksForSchema(args.document)) return;
      const ctx = args.contextValue as RequestContext;
      if (!allowed) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError('GraphQL introspection is not allowed by this server.', {
              extensions: { code: REQUEST_ERROR_CODES.GRAPHQL_VALIDATION_FAILED },
            }),
          ],
        });
      } else if (!ctx.identity) {
        setResultAndStopExecution({ errors: [unauthenticated()] });
      }
    },
  };
}
