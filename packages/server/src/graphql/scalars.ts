import { GraphQLScalarType, Kind } from 'graphql';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The years a date or instant may fall in: four digits from 1 (PostgreSQL has no year 0; JavaScript reads years to ±275760). */
const YEARS = { min: 1, max: 9999 } as const;

/**
 * True when a text opens with a calendar day that does not exist (2026-02-30, month 13, day 00), which
 * JavaScript's Date rolls over into another day (2026-03-02) where PostgreSQL refuses it.
 */
function impossibleDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day;
}

const inYears = (d: Date): boolean => d.getUTCFullYear() >= YEARS.min && d.getUTCFullYear() <= YEARS.max;

/** An instant as ISO-8601; an input (`parsing`) must also fall in {@link YEARS} on a day that exists. */
function toIso(value: unknown, parsing = false): string {
  const text = value instanceof Date ? null : String(value).trim();
  const d = value instanceof Date ? value : new Date(text!);
  const impossible = parsing && (!inYears(d) || (text !== null && impossibleDay(text)));
  if (Number.isNaN(d.getTime()) || impossible) throw new TypeError(`Invalid DateTime: ${String(value)}`);
  return d.toISOString();
}

/** ISO-8601 instant, e.g. 2026-11-22T15:04:05.000Z. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  // What the server answers is what it stored; only inputs are held to the years PostgreSQL's inputs take.
  serialize: (value) => toIso(value),
  parseValue: (value) => toIso(value, true),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    return toIso(ast.value, true);
  },
});

/** A calendar day as YYYY-MM-DD; an input (`parsing`) must also exist and fall in {@link YEARS}. */
function toDate(value: unknown, parsing = false): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const s = String(value);
  const day = s.length > 10 && !Number.isNaN(Date.parse(s)) ? s.slice(0, 10) : s;
  const impossible = parsing && (impossibleDay(day) || !inYears(new Date(`${day}T00:00:00Z`)));
  if (!DATE_RE.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || impossible) throw new TypeError(`Invalid Date (YYYY-MM-DD): ${s}`);
  return day;
}

/** A calendar day, YYYY-MM-DD. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => toDate(value),
  parseValue: (value) => toDate(value, true),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('Date must be a string');
    return toDate(ast.value, true);
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
});
