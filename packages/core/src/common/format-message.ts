/**
 * Fills `{name}` placeholders of a catalogue text with values. A placeholder without a value is left as
 * it is, so a missing value shows up in review instead of silently disappearing.
 *
 * @example
 * formatMessage('Impersonation: {username}', { username: 'ann@example.com' }) // 'Impersonation: ann@example.com'
 */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
