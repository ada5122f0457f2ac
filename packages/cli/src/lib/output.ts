/**
 * JSON for stdout: pretty (two-space indent) for people, one compact line with `compact` for scripts.
 *
 * @example
 * formatJson({ a: 1 }, { compact: true }) // '{"a":1}\n'
 */
export function formatJson(value: unknown, opts: { compact?: boolean } = {}): string {
  return `${opts.compact ? JSON.stringify(value) : JSON.stringify(value, null, 2)}\n`;
}

/**
 * A small aligned table: a header row and the rows, columns separated by two spaces, no trailing blanks.
 *
 * @example
 * formatTable(['LOCATION', 'ROLE'], [['Demo Clinic', 'Vet']])
 * // 'LOCATION     ROLE\nDemo Clinic  Vet\n'
 */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [headers, ...rows];
  const widths = headers.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  return all.map((r) => headers.map((_, i) => (r[i] ?? '').padEnd(widths[i])).join('  ').trimEnd()).join('\n') + '\n';
}

/**
 * Label/value lines with the values aligned.
 *
 * @example
 * formatFields([['Username', 'vet@demo.vetrx.dev'], ['Support', 'no']])
 * // 'Username  vet@demo.vetrx.dev\nSupport   no\n'
 */
export function formatFields(pairs: ReadonlyArray<readonly [string, string]>): string {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `${label.padEnd(width)}  ${value}`.trimEnd()).join('\n') + '\n';
}

/**
 * Yes/no for a flag.
 *
 * @example
 * yesNo(true) // 'yes'
 */
export function yesNo(value: boolean | null | undefined): string {
  return value ? 'yes' : 'no';
}
