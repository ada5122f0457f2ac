import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { hasControlCharacters, isImpossibleRecordId, pageArgs, type FieldErrors } from '@vetrx/core/common';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { badInput, firstMessage, notFound } from '../errors.js';

const PAGE_ARGS = new Set(['skip', 'take', 'groupTake']);

interface Findings {
  errors: FieldErrors;
  impossibleId: boolean;
}

/** The field path of an error: the argument and input field names, `input.` left out. */
const pathOf = (path: readonly (string | number)[]) => path.filter((p, i) => !(i === 0 && p === 'input')).join('.');

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with each lone UTF-16 surrogate (half of a character: a client that cut an emoji in two)
 * replaced by U+FFFD, as a UTF-8 text column stores it anyway. PostgreSQL's jsonb refuses the escape
 * JSON.stringify writes for one (`"\ud800"`), so a text bound for a JSON column must not hold it.
 *
 * @example
 * wellFormedText('ab\ud800') // 'ab\ufffd'
 * wellFormedText('🐕') // '🐕'
 */
export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The scalars whose values are texts the operations store or compare: an id may be free text too (a PIMS consult id). */
const TEXT_SCALARS = new Set(['String', 'ID']);

/**
 * Checks a value against the input rules and answers it as the resolver gets it: the same value, but a
 * text with a lone surrogate made well-formed ({@link wellFormedText}; the caller puts it back in place).
 */
function walk(value: unknown, type: GraphQLInputType, path: (string | number)[], found: Findings): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return walk(value, type.ofType, path, found);
  if (isListType(type)) {
    if (Array.isArray(value)) value.forEach((v, i) => (value[i] = walk(v, type.ofType, [...path, i], found)));
    return value;
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    const obj = value as Record<string, unknown>;
    pageRule(obj, path, found, Object.keys(fields));
    for (const [name, field] of Object.entries(fields)) {
      const checked = walk(obj[name], field.type, [...path, name], found);
      if (checked !== obj[name]) obj[name] = checked;
    }
    return obj;
  }
  if (!isScalarType(type)) return value;
  if (type.name === 'ID' && isImpossibleRecordId(value)) found.impossibleId = true;
  if (!TEXT_SCALARS.has(type.name) || typeof value !== 'string') return value;
  if (hasControlCharacters(value)) found.errors[pathOf(path)] = COMMON_MESSAGES.controlCharacters;
  return wellFormedText(value);
}

/** Core's paging rule on the `skip` / `take` / `groupTake` of one argument list or input object. */
function pageRule(obj: Record<string, unknown>, path: (string | number)[], found: Findings, names: string[]): void {
  if (!names.some((n) => PAGE_ARGS.has(n))) return;
  for (const [key, paging] of [['skip', 'take'], [null, 'groupTake']] as const) {
    const r = pageArgs({ skip: key ? (obj[key] as number | null) : null, take: obj[paging] as number | null });
    for (const [field, message] of Object.entries(r.errors)) found.errors[pathOf([...path, field === 'take' ? paging : field])] = message;
    if (obj[paging] != null) obj[paging] = r.take;
  }
}

/**
 * Applies core's request input rules to the arguments of every root field before its resolver runs
 * (docs/decisions/0163-input-rules.md): a numeric id no record can have (0, above int4) answers
 * NOT_FOUND; a text (or a text id) with a control character, or a negative skip / take, BAD_USER_INPUT
 * with the field's message; a take above 500 is read as 500; a lone surrogate in a text is read as
 * U+FFFD, as a text column would store it (a JSON column refuses it). Nothing runs, so nothing is written.
 */
export function guardRootArguments(schema: GraphQLSchema): void {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (!field.args.length || !field.resolve) continue;
      const resolve = field.resolve;
      const args: readonly GraphQLArgument[] = field.args;
      field.resolve = (source, values: Record<string, unknown>, context, info) => {
        const found: Findings = { errors: {}, impossibleId: false };
        pageRule(values, [], found, args.map((a) => a.name));
        for (const arg of args) {
          const checked = walk(values[arg.name], arg.type, [arg.name], found);
          if (checked !== values[arg.name]) values[arg.name] = checked;
        }
        if (Object.keys(found.errors).length) throw badInput(firstMessage(found.errors), found.errors);
        if (found.impossibleId) throw notFound(getNamedType(root).name === 'Mutation' ? 'Record' : recordName(field.name));
        return resolve(source, values, context, info);
      };
    }
  }
}

/** 'getLocationClient' → 'LocationClient' for the NOT_FOUND message. */
function recordName(fieldName: string): string {
  const m = /^get([A-Z]\w*?)(?:ById)?$/.exec(fieldName);
  return m ? m[1] : 'Record';
}
