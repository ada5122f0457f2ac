import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isListType,
  isObjectType,
  Kind,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { RequestContext } from '../context/context.js';
import { unauthenticated } from '../errors.js';
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { PAGE_TAKE_MAX } from '@vetrx/core/common';
import { deadlineOf, REQUEST_TIME_LIMIT_MS } from '../deadline.js';

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
  /**
   * Values one request may resolve: every field of every list entry, counted as they are resolved
   * (decision 0167). A 500-row prescription history page is 34 000; what the web and the CLI ask for,
   * 7 000 at most (the CLI's 100-row history pages).
   */
  values: 50_000,
  /** Bytes of a request body. The largest legitimate one is a 512 KB profile picture in base64 (~700 KB). */
  bodyBytes: 2 * 1024 * 1024,
  /** Milliseconds before a request is answered TIMEOUT. */
  timeMs: REQUEST_TIME_LIMIT_MS,
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
  /** The request asked for more values than one request may resolve. */
  COST_LIMIT_EXCEEDED: 'COST_LIMIT_EXCEEDED',
  /** The caller has too many requests running and waiting, or spent their values of the window (429, Retry-After). */
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

/** 'You have sent more than this server takes from one caller; …' (429 RATE_LIMITED). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `You have sent more requests than this server takes from one caller at a time; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
}

/** RATE_LIMITED with HTTP 429 and a Retry-After header (yoga sets both from the extensions). */
export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(rateLimitedMessage(retryAfterSeconds), {
    extensions: { code: REQUEST_ERROR_CODES.RATE_LIMITED, retryAfterSeconds, http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } } },
  });
}

/**
 * The caller's budget of values per window (http/budgets.ts), handed to a request by
 * the HTTP route: charged the request's estimate before it runs, and what it resolved beyond after.
 */
export interface ValueBudget {
  charge(values: number): Promise<{ retryAfterSeconds: number } | null>;
  settle(values: number): Promise<void>;
}

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

/** The answer of {@link asksForSchema} per parsed document (yoga's parser cache hands the same document to the same text). */
const schemaAsked = new WeakMap<DocumentNode, boolean>();

/**
 * Whether a document asks for the schema (`__schema` or `__type`; `__typename` is ordinary). Asked of
 * every request; remembered per document, as a visit of the queue's document costs ~0.1 ms.
 */
export function asksForSchema(document: DocumentNode): boolean {
  let found = schemaAsked.get(document);
  if (found === undefined) schemaAsked.set(document, (found = visitsSchema(document)));
  return found;
}

function visitsSchema(document: DocumentNode): boolean {
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

/**
 * Root fields whose database work is worth more than their values: the catalogue searches, each
 * counted as the values resolved in the time it takes (on PGlite a product search with
 * facets takes about 120 ms, the time of some 5 000 values, counted twice over so that a request holds
 * at most four; the family search and the facets alone take about 30 ms; other root fields under 25 ms).
 */
export const ROOT_FIELD_VALUES: Readonly<Record<string, number>> = {
  searchProductFamilies: 10_000,
  productFamilies: 2_500,
  getSearchFilters: 2_500,
};

/** A request's count of resolved values (attached to its context; the idempotency plugin's copies share it). */
interface ValueCount {
  resolved: number;
  /** Whether the limit was passed (and what was decided then). */
  decided: boolean;
  refused: GraphQLError | null;
}

const VALUES = Symbol('resolved values');

/** 'This request asks for more than 50000 values; …' */
export function valueLimitError(limit: number): GraphQLError {
  return new GraphQLError(`This request asks for more than ${limit} values (the fields of every list entry); ask for smaller pages or fewer fields.`, {
    extensions: { code: REQUEST_ERROR_CODES.COST_LIMIT_EXCEEDED, http: { status: 400 } },
  });
}

/** Arguments that set how many entries a list field answers: on the field, or in one of its input objects (`filter.take`). */
const PAGE_SIZE_ARGS = new Set(['take', 'limit']);
/** An argument that sets the entries of each entry's own list (`groupTake`: tasks per client group). */
const NESTED_PAGE_SIZE_ARGS = new Set(['groupTake']);

/** The value of one of `names` among the arguments, looking one level into input objects. */
function argumentValue(args: Record<string, unknown>, names: ReadonlySet<string>): number | undefined {
  for (const [name, value] of Object.entries(args)) {
    if (names.has(name) && typeof value === 'number') return value;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = argumentValue(value as Record<string, unknown>, names);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/** A page size as the server serves it: 0 to PAGE_TAKE_MAX; 1 when not given (a lower bound: defaults differ). */
const pageSizeOf = (value: number | undefined) => (value === undefined ? 1 : Math.max(0, Math.min(Math.floor(value), PAGE_TAKE_MAX)));

/**
 * The values a request will resolve at the least, known before it runs (graphql-query-complexity,
 * with the variables): each field one, the entries of a paged field (`take`, `limit`, `groupTake`)
 * times their fields, a catalogue search its ROOT_FIELD_VALUES. Lists without a page count one entry,
 * so this never exceeds what the execution then counts.
 */
export function requestValues(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  const estimator = ({ type, field, args, childComplexity }: ComplexityEstimatorArgs) => {
    const own = roots.has(type as never) ? (ROOT_FIELD_VALUES[field.name] ?? 1) : 1;
    const entries = pageSizeOf(argumentValue(args, PAGE_SIZE_ARGS)) * pageSizeOf(argumentValue(args, NESTED_PAGE_SIZE_ARGS));
    return own + entries * childComplexity;
  };
  return getComplexity({ schema, query: document, variables, operationName: operationName ?? undefined, estimators: [estimator] });
}

/** What is known of a request before it runs, for its operation and variables. */
interface Known {
  /** {@link requestValues}: the values it resolves at the least. */
  estimate: number;
  /** The values its fields outside every list entry resolve (the start of its count). */
  outside: number;
}

/** Kept per parsed document (yoga's parser cache hands the same document to the same text). */
const known = new WeakMap<DocumentNode, Map<string, Known>>();
/** Variable sets kept per document, and the longest one kept (an upload's base64 is not worth a key). */
const ESTIMATES_PER_DOCUMENT = 200;
const ESTIMATE_KEY_MAX = 2048;

/**
 * {@link requestValues} and the values outside every list, remembered for the document and the same
 * operation and variables: the estimate walks the whole document with the schema, and the screens send
 * the same few requests again and again.
 */
function knownValues(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): Known {
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  const compute = (): Known => ({
    estimate: requestValues(schema, document, variables, operationName),
    outside: operationValues(schema, document, variables ?? {}, operationName),
  });
  if (key.length > ESTIMATE_KEY_MAX) return compute();
  let byKey = known.get(document);
  if (!byKey) known.set(document, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) {
    value = compute();
    if (byKey.size >= ESTIMATES_PER_DOCUMENT) byKey.delete(byKey.keys().next().value as string);
    byKey.set(key, value);
  }
  return value;
}

/** Where a selection is read: the document's fragments and the request's variables. */
interface Reading {
  fragments: Readonly<Record<string, FragmentDefinitionNode | undefined>>;
  variables: Record<string, unknown>;
  /** Set when a `@skip` / `@include` was read: the count holds for these variables only. */
  directives: boolean;
}

/** Whether `@skip` / `@include` leave a node out, with the request's variables. */
function leftOut(node: FieldNode | { directives?: FieldNode['directives'] }, reading: Reading): boolean {
  for (const d of node.directives ?? []) {
    if (d.name.value !== 'skip' && d.name.value !== 'include') continue;
    reading.directives = true;
    const arg = d.arguments?.find((a) => a.name.value === 'if')?.value;
    const value = arg?.kind === Kind.VARIABLE ? Boolean(reading.variables[arg.name.value]) : arg?.kind === Kind.BOOLEAN ? arg.value : false;
    if (d.name.value === 'skip' ? value : !value) return true;
  }
  return false;
}

/** The fields of selection sets on `type` by answer key, fragments merged (the schema has no abstract types). */
function fieldsOf(type: GraphQLObjectType, sets: readonly SelectionSetNode[], reading: Reading, into = new Map<string, FieldNode[]>()): Map<string, FieldNode[]> {
  for (const set of sets) {
    for (const node of set.selections) {
      if (leftOut(node, reading)) continue;
      if (node.kind === Kind.FIELD) {
        const key = node.alias?.value ?? node.name.value;
        const nodes = into.get(key);
        if (nodes) nodes.push(node);
        else into.set(key, [node]);
        continue;
      }
      const fragment = node.kind === Kind.INLINE_FRAGMENT ? node : reading.fragments[node.name.value];
      if (!fragment || (fragment.typeCondition && fragment.typeCondition.name.value !== type.name)) continue;
      fieldsOf(type, [fragment.selectionSet], reading, into);
    }
  }
  return into;
}

/**
 * The values one object of `type` resolves for these selections, the entries of its lists aside (they
 * count as each list resolves): each field one (a root field its ROOT_FIELD_VALUES), an object field
 * its own fields besides. `__typename` and introspection are not fields of the schema and count nothing.
 * An object answered null counts as if answered: an upper bound, exact when none is.
 */
function selectionValues(type: GraphQLObjectType, sets: readonly SelectionSetNode[], reading: Reading, root: boolean): number {
  const fields = type.getFields();
  let values = 0;
  for (const nodes of fieldsOf(type, sets, reading).values()) {
    const field = fields[nodes[0].name.value];
    if (!field) continue;
    values += root ? (ROOT_FIELD_VALUES[field.name] ?? 1) : 1;
    const of = getNullableType(field.type);
    if (isListType(of) || !isObjectType(of)) continue;
    values += selectionValues(of, nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])), reading, false);
  }
  return values;
}

/** The values an operation's fields outside every list entry resolve. */
function operationValues(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string | null): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && (operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'query' ? schema.getQueryType() : null);
  if (!operation || !root) return 0;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return selectionValues(root, [operation.selectionSet], { fragments, variables, directives: false }, true);
}

/** The values of one entry of a list field, per field node (kept unless a `@skip` / `@include` was read). */
const entryValuesKept = new WeakMap<FieldNode, number>();

function entryValues(info: GraphQLResolveInfo): number {
  const node = info.fieldNodes[0];
  let values = entryValuesKept.get(node);
  if (values !== undefined) return values;
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return 0; // a list of scalars or enums: its field counted one
  const reading: Reading = { fragments: info.fragments, variables: info.variableValues, directives: false };
  values = selectionValues(type, info.fieldNodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])), reading, false);
  if (!reading.directives) entryValuesKept.set(node, values);
  return values;
}

/** Adds `values` to the request's count; past the limit refuses the rest, unless a write began committing. */
function countValues(count: ValueCount, values: number, limit: number, context: object): void {
  if ((count.resolved += values) > limit && !count.decided) {
    count.decided = true;
    const error = valueLimitError(limit);
    const deadline = deadlineOf(context);
    // Refused unless a write of the request began committing: then its answer is completed.
    if (!deadline || deadline.stop(error)) count.refused = error;
  }
  if (count.refused) throw count.refused;
}

const isPromise = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Bounds the work of one request by the values it resolves: every field
 * resolution counts one — the scalars of every list entry included — and a catalogue search as much as
 * its database work (ROOT_FIELD_VALUES). Past `limit` the request is answered COST_LIMIT_EXCEEDED (400):
 * up front when its estimate (page sizes known before it runs) passes it, else the execution stops
 * where it is — unless one of its writes already began committing, in which case the answer is
 * completed and sent (a refusal never hides a committed write).
 *
 * Counted without a call per field: the fields outside every list are known from the
 * document before the request runs; a list field, once resolved, adds its entries times the fields
 * one entry resolves (from the document again, kept per field node), before any entry is completed.
 * So only list fields are wrapped, and the other fields keep their plain property reads (which
 * graphql-jit inlines). An object answered null counts its fields all the same: an upper bound,
 * exact when none is. The plugin gives each request its counter.
 */
export function valueLimit(schema: GraphQLSchema, limit: number = REQUEST_LIMITS.values): Plugin {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isListType(getNullableType(field.type))) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const entries = (count: ValueCount, value: unknown, context: object, info: GraphQLResolveInfo) => {
        if (Array.isArray(value) && value.length) countValues(count, value.length * entryValues(info), limit, context);
        return value;
      };
      field.resolve = (source, args, context, info) => {
        const count = (context as Record<symbol, ValueCount | undefined>)[VALUES];
        if (!count) return resolve(source, args, context, info);
        if (count.refused) throw count.refused;
        const value = resolve(source, args, context, info);
        return isPromise(value) ? Promise.resolve(value).then((v) => entries(count, v, context as object, info)) : entries(count, value, context as object, info);
      };
    }
  }
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      let values: Known;
      try {
        values = knownValues(schema, args.document, args.variableValues as Record<string, unknown> | undefined, args.operationName);
      } catch {
        // Variables that do not fit the operation: the execution refuses them with their own error.
        return;
      }
      if (values.estimate > limit) {
        setResultAndStopExecution({ errors: [valueLimitError(limit)] });
        return;
      }
      // The caller's values per window: the estimate now, the rest once resolved.
      const budget = (args.contextValue as { valueBudget?: ValueBudget }).valueBudget;
      if (budget) {
        const over = await budget.charge(values.estimate);
        if (over) {
          setResultAndStopExecution({ errors: [rateLimitedError(over.retryAfterSeconds)] });
          return;
        }
      }
      const count: ValueCount = { resolved: values.outside, decided: false, refused: null };
      (args.contextValue as unknown as Record<symbol, ValueCount>)[VALUES] = count;
      if (!budget) return;
      return {
        onExecuteDone() {
          void budget.settle(count.resolved - values.estimate).catch(() => undefined);
        },
      };
    },
  };
}
