/**
 * Core's field errors (keyed by payload field, `locationPhones.0` for a row) mapped onto a form's
 * fields, for react-hook-form resolvers and for the server's BAD_USER_INPUT fields.
 */

/** Maps payload keys to form keys; the first message of a field wins; unknown keys go to `root`. */
export function mapFieldErrors(errors: Readonly<Record<string, string>>, rename: Readonly<Record<string, string>> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const head = key.split('.')[0];
    const field = rename[head] ?? head;
    if (!(field in out)) out[field] = message;
  }
  return out;
}

/** Messages of the fields the form has; any other goes to `root` (the form's own message). */
export function onFields(messages: Readonly<Record<string, string>>, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(messages)) out[fields.includes(field) ? field : 'root'] ??= message;
  return out;
}
