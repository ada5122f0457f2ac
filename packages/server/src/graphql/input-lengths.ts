import {
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ERROR_CODES } from '@vetrx/core/api';
import { formatMessage, maxLengthMessage } from '@vetrx/core/common';
import { inputLimitOf, isInputTooLong } from '@vetrx/core/limits';
import { COMMON_MESSAGES } from '@vetrx/core/messages';

/** One argument of the operation: its limit key (`Query.field.argument`), its type and its value in the document. */
interface ArgumentSite {
  key: string;
  name: string;
  type: GraphQLInputType;
  value: ValueNode;
}

/** A text over its limit: where (the argument and input fields, as `fields` names them), its limit. */
export interface TooLong {
  path: string;
  max: number;
}

/** The arguments of an operation, per document and operation name (yoga's parser cache hands the same document to the same text). */
const sitesOf = new WeakMap<DocumentNode, Map<string, ArgumentSite[]>>();

function argumentSites(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): ArgumentSite[] {
  let perOperation = sitesOf.get(document);
  if (!perOperation) sitesOf.set(document, (perOperation = new Map()));
  const name = operationName ?? '';
  let sites = perOperation.get(name);
  if (sites) return sites;
  const found: ArgumentSite[] = [];
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === chosen ? undefined : false),
      Argument(node) {
        const arg = typeInfo.getArgument();
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (arg && field && parent) found.push({ key: `${parent.name}.${field.name}.${arg.name}`, name: arg.name, type: arg.type, value: node.value });
      },
    }),
  );
  sites = found;
  perOperation.set(name, sites);
  return sites;
}

/**
 * The field path of a message, as the forms and the rules name their fields: an input object's fields
 * by their own names (the argument left out: `internalNote`, `locationClientAddress.0.city`), any other
 * argument by its name (`filter`).
 */
const pathOf = (path: readonly (string | number)[], inInput: boolean) => (inInput && path.length > 1 ? path.slice(1) : path).join('.');

/** The texts reported at most, per request. */
const REPORTED_MAX = 20;

function walk(value: unknown, type: GraphQLInputType, key: string, path: (string | number)[], found: TooLong[], inInput = false): void {
  if (value === null || value === undefined || found.length >= REPORTED_MAX) return;
  if (isNonNullType(type)) return walk(value, type.ofType, key, path, found, inInput);
  if (isListType(type)) {
    if (!Array.isArray(value)) return walk(value, type.ofType, key, path, found, inInput);
    value.forEach((v, i) => walk(v, type.ofType, key, [...path, i], found, inInput));
    return;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return;
    const obj = value as Record<string, unknown>;
    for (const field of Object.values(type.getFields())) walk(obj[field.name], field.type, `${type.name}.${field.name}`, [...path, field.name], found, true);
    return;
  }
  // An enum's value is one of its names or refused by graphql itself; every scalar's text is measured.
  if (isEnumType(type) || typeof value !== 'string') return;
  const max = inputLimitOf(key, type.name);
  if (isInputTooLong(value, max)) found.push({ path: pathOf(path, inInput), max });
}

/**
 * The texts of the operation's arguments — literal or variable, at any depth of its input objects and
 * lists — longer than core's limit for them (`@vetrx/core/limits`); empty when none.
 */
export function textsTooLong(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): TooLong[] {
  const found: TooLong[] = [];
  for (const site of argumentSites(schema, document, operationName)) {
    let value: unknown;
    try {
      value = valueFromAST(site.value, site.type, variables ?? {});
    } catch {
      continue; // a value of the wrong type: graphql refuses it with its own error
    }
    walk(value, site.type, site.key, [site.name], found);
  }
  return found;
}

/**
 * BAD_USER_INPUT (400): '<field>: must be <max> characters or fewer' for the first, and every field's
 * message in `fields` ('Must be <max> characters or fewer', as the forms say it).
 */
export function inputTooLongError(found: readonly TooLong[]): GraphQLError {
  const fields = Object.fromEntries(found.map(({ path, max }) => [path, maxLengthMessage(max)]));
  return new GraphQLError(formatMessage(COMMON_MESSAGES.inputTooLong, { field: found[0].path, max: found[0].max }), {
    extensions: { code: ERROR_CODES.BAD_USER_INPUT, fields, http: { status: 400 } },
  });
}

/**
 * Every string argument and input field of every operation held to its limit, as the
 * document is validated — before the request's context is built and any resolver runs, so a refused
 * request reads and writes nothing. Thrown rather than added to the validation's result: yoga caches
 * that result per document, and the texts are the variables'.
 */
export function inputLengths(): Plugin {
  return {
    onValidate({ context, params: { schema, documentAST } }) {
      const params = (context as { params?: { variables?: Record<string, unknown>; operationName?: string | null } }).params;
      const found = textsTooLong(schema, documentAST, params?.variables, params?.operationName);
      if (found.length) throw inputTooLongError(found);
    },
  };
}
