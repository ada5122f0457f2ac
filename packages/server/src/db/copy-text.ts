/**
 * Rows of a drizzle table as PostgreSQL COPY text (tab-separated, `\N` for null), for the bulk loader
 * (db/bulk-load.ts). Values are written as the column's driver would send them: dates as
 * ISO instants, arrays as array literals, JSON columns as JSON.
 */
import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';

interface ColumnInfo {
  key: string;
  /** The column's name in the database (the schema is opened with snake_case casing). */
  name: string;
  json: boolean;
}

/** Escapes a value for COPY's text format: backslash, tab, newline and carriage return. */
function escapeCopy(text: string): string {
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : text;
}

/** A PostgreSQL array literal of a JS array (elements quoted; null elements as NULL). */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : Array.isArray(v) ? arrayLiteral(v) : `"${scalar(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One value as COPY text. */
function field(value: unknown, column: ColumnInfo): string {
  if (value === null || value === undefined) return '\\N';
  if (column.json) return escapeCopy(JSON.stringify(value));
  if (Array.isArray(value)) return escapeCopy(arrayLiteral(value));
  return escapeCopy(scalar(value));
}

/**
 * The columns the rows set (a column no row sets is left out, so it takes its default) and the rows as
 * COPY text, one line each.
 *
 * @example
 * const { columns, text } = copyText(schema.species, [{ code: 'canine', name: 'Canine' }]);
 * // columns: ['code', 'name'], text: 'canine\tCanine\n'
 */
export function copyText(table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): { columns: string[]; text: string } {
  const all = getTableColumns(table) as Record<string, { name: string; keyAsName: boolean; dataType: string }>;
  const used = new Set<string>();
  for (const row of rows) for (const key in row) if (row[key] !== undefined) used.add(key);
  const columns: ColumnInfo[] = Object.keys(all)
    .filter((key) => used.has(key))
    .map((key) => ({ key, name: all[key].keyAsName ? toSnakeCase(all[key].name) : all[key].name, json: all[key].dataType === 'json' }));
  const unknown = [...used].filter((key) => !(key in all));
  if (unknown.length > 0) throw new Error(`rows name columns the table does not have: ${unknown.join(', ')}`);
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) line += (i === 0 ? '' : '\t') + field(row[columns[i].key], columns[i]);
    text += `${line}\n`;
  }
  return { columns: columns.map((c) => c.name), text };
}
