/**
 * Core's field errors (keyed by payload field, `locationPhones.0` for a row) mapped onto a form's
 * fields, for react-hook-form resolvers and for the server's BAD_USER_INPUT fields.
 */
import type { FieldErrors as RhfErrors, FieldValues } from 'react-hook-form';

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

/** react-hook-form errors from mapped messages, for the fields the form has. */
export function toRhfErrors<V extends FieldValues>(messages: Readonly<Record<string, string>>, fields: readonly (keyof V & string)[]): RhfErrors<V> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of Object.entries(messages)) {
    errors[fields.includes(field as keyof V & string) ? field : 'root'] ??= { type: 'core', message };
  }
  return errors as RhfErrors<V>;
}
