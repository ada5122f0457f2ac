/**
 * The write schema of a location client: AddLocationClient and UpdateLocationClient input (clients §5,
 * §7). The form validates with it before sending; the server re-validates and stores the normalised
 * value.
 */
import * as z from 'zod';
import { addressInputSchema, flagDuplicateAddresses } from '../common/address.js';
import { emailField } from '../common/email.js';
import type { Id } from '../common/ids.js';
import { NAME_PATTERN, capitalizeWords } from '../common/names.js';
import { dedupePhonesByNumber, phoneInputSchema } from '../common/phone.js';
import { toConnectionType, type PimsConnectionType } from '../common/pims.js';
import { trimToNull } from '../common/text.js';
import { flag, optionalText, requiredId } from '../common/text-fields.js';
import { invalid, validateWith, type ValidationResult } from '../common/validation.js';
import { CLIENT_VALIDATION_MESSAGES as M } from '../messages/clients.js';
import { CLIENT_LIMITS } from './constants.js';

/** A client name: trimmed, capitalised at each word start, `null` when empty; at most 50 characters of the allowed ones. */
function clientName() {
  return optionalText({ max: CLIENT_LIMITS.name, pattern: [NAME_PATTERN, M.alphabetOnly] }).transform((v) => (v === null ? null : capitalizeWords(v)));
}

/**
 * A connection type: upper-cased, `null` when empty, refused when unsupported.
 *
 * @example
 * import { connectionTypeField } from '@vetrx/core/client';
 */
export function connectionTypeField() {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): PimsConnectionType | null => {
      const text = trimToNull(raw);
      if (text === null) return null;
      const type = toConnectionType(text);
      if (type === null) ctx.addIssue({ code: 'custom', message: M.unknownConnectionType });
      return type;
    });
}

const fields = {
  firstName: clientName(),
  lastName: clientName(),
  email: emailField({ max: CLIENT_LIMITS.email, required: false }),
  isActive: flag(true),
  locationClientPhones: z
    .array(phoneInputSchema)
    .nullish()
    .transform((list) => dedupePhonesByNumber(list ?? [])),
  locationClientAddress: z
    .array(addressInputSchema)
    .nullish()
    .transform((list) => list ?? []),
  pimsConnectionType: connectionTypeField(),
  pimsId: optionalText({ max: CLIENT_LIMITS.pimsId }),
  pimsProviderId: optionalText(),
  isPIMSImport: flag(false),
};

type Ctx = z.RefinementCtx;

/** Rules across fields: names and contact data required when active, duplicate addresses. */
function crossFieldRules(v: Record<string, unknown>, ctx: Ctx): void {
  if (v.isActive !== false) {
    for (const field of ['firstName', 'lastName'] as const) {
      if (trimToNull(v[field]) === null) ctx.addIssue({ code: 'custom', message: M.fieldRequired, path: [field] });
    }
    if (!Array.isArray(v.locationClientPhones) || v.locationClientPhones.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.phoneRequired, path: ['locationClientPhones'] });
    }
    if (!Array.isArray(v.locationClientAddress) || v.locationClientAddress.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.addressRequired, path: ['locationClientAddress'] });
    }
  }
  flagDuplicateAddresses(v.locationClientAddress, 'locationClientAddress', ctx);
}

const ALWAYS = { when: () => true } as const;

/**
 * AddLocationClient input (clients §5, §7). Normalises: names trimmed and capitalised at each word
 * start (`null` when empty), at most 50; e-mail trimmed, lower-cased, `null` when
 * empty, at most 100; phones to digits, de-duplicated by number (a country digit 1 aside: clients §5); addresses trimmed with the state as its
 * two-letter code; PIMS ID at most 80; connection type upper-cased; isActive defaults to true.
 * Requires, for an active client: first and last name, at least 1 phone ('At least 1 phone number is
 * required'), at least 1 address ('Please enter at least 1 address'). Refuses a repeated address
 * ('Address: The address already exists').
 *
 * @example
 * addLocationClientInputSchema.safeParse({ firstName: 'ann', lastName: 'lee', isActive: true, locationClientPhones: [], locationClientAddress: [] })
 */
export const addLocationClientInputSchema = z.object(fields).superRefine(crossFieldRules, ALWAYS);

/**
 * UpdateLocationClient input: the add input plus the client id (clients §7).
 *
 * @example
 * updateLocationClientInputSchema.safeParse({ id: 7, ...addInput })
 */
export const updateLocationClientInputSchema = z
  .object({ id: requiredId(), ...fields })
  .superRefine(crossFieldRules, ALWAYS);

/**
 * A normalised AddLocationClient input.
 *
 * @example
 * import type { LocationClientWrite } from '@vetrx/core/client';
 */
export type LocationClientWrite = z.output<typeof addLocationClientInputSchema>;
/**
 * A normalised UpdateLocationClient input.
 *
 * @example
 * import type { LocationClientUpdateWrite } from '@vetrx/core/client';
 */
export type LocationClientUpdateWrite = z.output<typeof updateLocationClientInputSchema>;

/**
 * Options of {@link validateLocationClientInput}.
 *
 * @example
 * import type { LocationClientValidationOptions } from '@vetrx/core/client';
 */
export interface LocationClientValidationOptions {
  /** True for UpdateLocationClient (the input carries `id`). */
  readonly isUpdate: boolean;
  /** The stored client, on update: its PIMS ID is read-only once set (clients §2, §5). */
  readonly existing?: { readonly id?: Id; readonly pimsId?: string | null } | null;
}

/**
 * Validates and normalises an AddLocationClient / UpdateLocationClient input (see
 * {@link addLocationClientInputSchema}). The server calls it before every client write and answers
 * BAD_USER_INPUT with the errors; the form calls it on save. On update, a PIMS ID already stored cannot
 * be changed or cleared ('The PIMS ID cannot be changed once set.').
 *
 * @example
 * const r = validateLocationClientInput(input, { isUpdate: false });
 * if (!r.ok) throw badUserInput(r.errors); // r.errors: { locationClientPhones: 'At least 1 phone number is required' }
 */
export function validateLocationClientInput(
  input: unknown,
  options: { readonly isUpdate: false; readonly existing?: LocationClientValidationOptions['existing'] },
): ValidationResult<LocationClientWrite>;
/**
 * Validates and normalises an UpdateLocationClient input (see the AddLocationClient overload).
 *
 * @example
 * validateLocationClientInput({ id: 7, ...input }, { isUpdate: true, existing: { pimsId: 'P-1' } })
 */
export function validateLocationClientInput(
  input: unknown,
  options: { readonly isUpdate: true; readonly existing?: LocationClientValidationOptions['existing'] },
): ValidationResult<LocationClientUpdateWrite>;
/**
 * Validates and normalises an AddLocationClient or UpdateLocationClient input, by `options.isUpdate`.
 *
 * @example
 * validateLocationClientInput(input, { isUpdate: request.isUpdate })
 */
export function validateLocationClientInput(
  input: unknown,
  options: LocationClientValidationOptions,
): ValidationResult<LocationClientWrite | LocationClientUpdateWrite>;
export function validateLocationClientInput(
  input: unknown,
  options: LocationClientValidationOptions,
): ValidationResult<LocationClientWrite | LocationClientUpdateWrite> {
  const result = validateWith(options.isUpdate ? updateLocationClientInputSchema : addLocationClientInputSchema, input);
  const stored = trimToNull(options.existing?.pimsId);
  const sent = input !== null && typeof input === 'object' ? trimToNull((input as { pimsId?: unknown }).pimsId) : null;
  if (!options.isUpdate || stored === null || sent === stored) return result;
  return invalid({ ...(result.ok ? {} : result.errors), pimsId: M.pimsIdReadOnly });
}
