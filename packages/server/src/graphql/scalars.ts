import { GraphQLScalarType, Kind } from 'graphql';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function toIso(value: unknown): string {
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) throw new TypeError(`Invalid DateTime: ${String(value)}`);
  return d.toISOString();
}

/** ISO-8601 instant, e.g. 2026-11-22T15:04:05.000Z. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: toIso,
  parseValue: toIso,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    return toIso(ast.value);
  },
});

function toDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const s = String(value);
  const day = s.length > 10 && !Number.isNaN(Date.parse(s)) ? s.slice(0, 10) : s;
  if (!DATE_RE.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new TypeError(`Invalid Date (YYYY-MM-DD): ${s}`);
  return day;
}

/** A calendar day, YYYY-MM-DD. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: toDate,
  parseValue: toDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('Date must be a string');
    return toDate(ast.value);
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
});
