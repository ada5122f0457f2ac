import type { z } from 'zod';

/**
 * Field → message map. Keys are the input field names of the spec's payloads (for example `refills`,
 * `prescExpiryDate`, `locationClientPhones`); values are verbatim texts from the message catalogue.
 * The server sends this map as `extensions.fields` of a BAD_USER_INPUT error; forms show each message
 * under its field.
 *
 * @example
 * const errors: FieldErrors = { refills: 'Just positive numbers are allowed' };
 */
export type FieldErrors = Record<string, string>;

/**
 * Result of a rule that validates input: either the normalised value or the field errors.
 *
 * @example
 * const r: ValidationResult<number> = valid(3);
 * if (!r.ok) console.log(r.errors);
 */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Builds a successful {@link ValidationResult}.
 *
 * @example
 * valid('ok') // { ok: true, value: 'ok' }
 */
export const valid = <T>(value: T): ValidationResult<T> => ({ ok: true, value });

/**
 * Builds a failed {@link ValidationResult}.
 *
 * @example
 * invalid({ daysSupply: 'Must be greater than zero & less than or equal to 365' })
 */
export const invalid = <T = never>(errors: FieldErrors): ValidationResult<T> => ({ ok: false, errors });

/**
 * Converts a zod error into {@link FieldErrors}: the first issue of each path wins, the path joined
 * with dots (`locationClientPhones.0.phoneNumber`); an issue without a path is stored under `_`.
 *
 * @example
 * const r = schema.safeParse(input);
 * if (!r.success) return invalid(zodFieldErrors(r.error));
 */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * Runs a zod schema and returns a {@link ValidationResult}.
 *
 * @example
 * validateWith(z.string().max(3), 'abcd') // { ok: false, errors: { _: '...' } }
 */
export function validateWith<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const r = schema.safeParse(input);
  return r.success ? valid(r.data) : invalid(zodFieldErrors(r.error));
}
