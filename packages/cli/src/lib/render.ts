import type { Command } from 'commander';
import { outputMode, type OutputMode } from './command.js';
import type { CliIO } from './io.js';
import { formatFields, formatJson, formatTable } from './output.js';

/** One column of a list: its header and how to read a cell from a row. */
export interface Column<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value).replace(/\s+/g, ' ').trim();
}

/**
 * Cuts the widest columns of a table until each line fits in `width` characters, ending cut cells with
 * `…` (as `gh` and `kubectl` do); a column never shrinks below 4 characters or its header.
 *
 * @example
 * fitToWidth(['NAME'], [['Maple Grove Animal Hospital']], 12) // [['Maple Grov…']]
 */
export function fitToWidth(headers: readonly string[], rows: readonly (readonly string[])[], width: number | undefined): string[][] {
  const out = rows.map((r) => [...r]);
  if (!width || width <= 0) return out;
  const widths = headers.map((h, i) => Math.max(h.length, ...out.map((r) => (r[i] ?? '').length)));
  const floor = headers.map((h) => Math.max(4, h.length));
  const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
  while (total() > width) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) if (widths[i] > floor[i] && (widest < 0 || widths[i] > widths[widest])) widest = i;
    if (widest < 0) break;
    widths[widest] = Math.max(floor[widest], widths[widest] - (total() - width));
  }
  for (const r of out) {
    for (let i = 0; i < widths.length; i++) {
      const v = r[i] ?? '';
      if (v.length > widths[i]) r[i] = `${v.slice(0, widths[i] - 1)}…`;
    }
  }
  return out;
}

/**
 * One CSV line (RFC 4180: quoted when it holds a comma, quote or line break).
 *
 * @example
 * csvLine(['a', 'b,c']) // 'a,"b,c"'
 */
export function csvLine(values: readonly string[]): string {
  return values.map((v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',');
}

/**
 * Prints a list in the chosen output mode: an aligned table cut to the terminal width, `--json` (the
 * records as a JSON array on one line), `--csv` (every column, never cut) or `--quiet` (the ids, one a
 * line). An empty list prints `empty` on stderr for people and nothing (or `[]`) for scripts.
 *
 * @example
 * printList(io, cmd, users, [{ header: 'ID', value: (u) => u.id }], { id: (u) => u.id, json: (u) => u, empty: 'No users found.' });
 */
export function printList<T>(
  io: CliIO,
  cmd: Command,
  rows: readonly T[],
  columns: readonly Column<T>[],
  opts: { id: (row: T) => string; json?: (row: T) => unknown; empty?: string },
): void {
  const mode: OutputMode = outputMode(cmd);
  if (mode === 'json') {
    io.stdout(formatJson(rows.map((r) => (opts.json ? opts.json(r) : r)), { compact: true }));
    return;
  }
  if (mode === 'quiet') {
    io.stdout(rows.map((r) => `${opts.id(r)}\n`).join(''));
    return;
  }
  const headers = columns.map((c) => c.header);
  const cells = rows.map((r) => columns.map((c) => cell(c.value(r))));
  if (mode === 'csv') {
    io.stdout([headers, ...cells].map((r) => `${csvLine(r)}\n`).join(''));
    return;
  }
  if (!rows.length) {
    io.stderr(`${opts.empty ?? 'No data found'}\n`);
    return;
  }
  io.stdout(formatTable(headers, fitToWidth(headers, cells, io.columns)));
}

/** A titled part of a record's view: label/value pairs, or a small table. */
export type Section =
  | { title: string; fields: ReadonlyArray<readonly [string, string | number | boolean | null | undefined]>; empty?: string }
  | { title: string; headers: readonly string[]; rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>; empty?: string };

/**
 * Prints one record: label/value lines and titled sections for people, the record as JSON on one line
 * with `--json`, its id with `--quiet`; `--csv` prints the label/value pairs as two columns.
 *
 * @example
 * printRecord(io, cmd, { id: '1', json: location, fields: [['Name', 'Maple Grove']], sections: [] });
 */
export function printRecord(
  io: CliIO,
  cmd: Command,
  record: { id: string; json: unknown; fields: ReadonlyArray<readonly [string, string | number | boolean | null | undefined]>; sections?: readonly Section[] },
): void {
  const mode = outputMode(cmd);
  if (mode === 'json') return void io.stdout(formatJson(record.json, { compact: true }));
  if (mode === 'quiet') return void io.stdout(`${record.id}\n`);
  if (mode === 'csv') {
    io.stdout([['FIELD', 'VALUE'], ...record.fields.map(([k, v]) => [k, cell(v)])].map((r) => `${csvLine(r)}\n`).join(''));
    return;
  }
  const parts = [formatFields(record.fields.map(([k, v]) => [k, cell(v) || '—'] as const))];
  for (const s of record.sections ?? []) {
    if ('fields' in s) {
      parts.push(`${s.title}\n${s.fields.length ? formatFields(s.fields.map(([k, v]) => [`  ${k}`, cell(v) || '—'] as const)) : `  ${s.empty ?? '—'}\n`}`);
    } else {
      const rows = s.rows.map((r) => r.map(cell));
      parts.push(`${s.title}\n${rows.length ? formatTable(s.headers, fitToWidth(s.headers, rows, io.columns)) : `  ${s.empty ?? 'None'}\n`}`);
    }
  }
  io.stdout(parts.join('\n'));
}

/**
 * Reads every page of a paged list: calls `fetchPage(skip, take)` until a page comes back short or
 * `max` rows are read, drawing a progress bar on stderr (terminals only) when `total` is known and
 * larger than one page.
 *
 * @example
 * const rows = await fetchAll(io, (skip, take) => client.request(UsersDocument, { filter, skip, take }).then((d) => d.users), { pageSize: 100 });
 */
export async function fetchAll<T>(
  io: CliIO,
  fetchPage: (skip: number, take: number) => Promise<readonly T[]>,
  opts: { pageSize: number; max?: number; total?: number; label?: string },
): Promise<T[]> {
  return fetchAllAfter(io, (_last, take, read) => fetchPage(read, take), opts);
}

/**
 * {@link fetchAll} for keyset paging: `fetchPage(last, take, read)` gets the last row read (undefined
 * for the first page) and asks for the rows after it, so rows written while it reads a live list
 * neither repeat nor go missing (skip-based pages would shift).
 *
 * @example
 * await fetchAllAfter(io, (last, take) => page({ beforeId: last?.id ?? null, take }), { pageSize: 500 });
 */
export async function fetchAllAfter<T>(
  io: CliIO,
  fetchPage: (last: T | undefined, take: number, read: number) => Promise<readonly T[]>,
  opts: { pageSize: number; max?: number; total?: number; label?: string },
): Promise<T[]> {
  const out: T[] = [];
  const max = opts.max ?? Number.POSITIVE_INFINITY;
  const goal = Math.min(max, opts.total ?? Number.POSITIVE_INFINITY);
  const showBar = Boolean(io.stderrIsTTY) && Number.isFinite(goal) && goal > opts.pageSize;
  for (;;) {
    const take = Math.min(opts.pageSize, max - out.length);
    if (take <= 0) break;
    const page = await fetchPage(out.at(-1), take, out.length);
    out.push(...page);
    if (showBar) io.stderr(progressBar(out.length, goal, opts.label));
    if (page.length < take) break;
  }
  if (showBar) io.stderr('\r\x1b[2K');
  return out;
}

/**
 * One frame of the progress bar (`\r` first, so each frame overwrites the last).
 *
 * @example
 * progressBar(50, 200, 'users') // '\rusers [#####---------------]  50/200'
 */
export function progressBar(done: number, total: number, label = 'Fetching', width = 20): string {
  const filled = total > 0 ? Math.min(width, Math.round((done / total) * width)) : 0;
  return `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.min(done, total)).padStart(String(total).length)}/${total}`;
}
