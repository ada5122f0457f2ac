/**
 * Locations (practices) and organizations (admin §5 Locations, Organizations): the forms' schemas
 * and the pharmacy-code fallback. The forms validate with these; the server re-validates and stores the
 * normalised value.
 */
import * as z from 'zod';
import { addressInputSchema, flagDuplicateAddresses } from '../common/address.js';
import { emailField } from '../common/email.js';
import { isValidPhone, phoneDigits, phoneInputSchema, withoutDuplicatePhones } from '../common/phone.js';
import { trimToNull } from '../common/text.js';
import { flag, optionalId, optionalText, requiredId, requiredText } from '../common/text-fields.js';
import { validateWith, type ValidationResult } from '../common/validation.js';
import { connectionTypeField } from '../client/schema.js';
import { COMMON_MESSAGES } from '../messages/common.js';
import { ADMIN_VALIDATION_MESSAGES as M } from '../messages/admin.js';
import { ADMIN_LIMITS } from './constants.js';
import { isMaskedSecret } from './display.js';

/**
 * Accepted website: an optional http(s) scheme, a host of dot-separated labels with a top-level domain
 * of 2+ letters, an optional port and path. Decided.
 *
 * @example
 * import { URL_PATTERN } from '@vetrx/core/admin';
 */
export const URL_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * A website field: `null` when empty, otherwise a valid URL ('This field must be a valid url.').
 *
 * @example
 * websiteField().safeParse('clinic.example.com').data // 'clinic.example.com'
 */
export function websiteField() {
  return optionalText({ pattern: [URL_PATTERN, M.invalidUrl] });
}

/** A yes/no field that must be answered, with its message. */
function requiredFlag(message: string) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): boolean => {
      if (typeof raw === 'boolean') return raw;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** A yes/no that may be left out: `null` keeps the stored value (false on add). */
function optionalFlag() {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): boolean | null => {
      if (raw === undefined || raw === null) return null;
      if (typeof raw === 'boolean') return raw;
      ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.fieldRequired });
      return z.NEVER;
    });
}

/** Pharmacy codes: trimmed, de-duplicated, empty ones dropped; `null` when the form sent none. */
function pharmacyCodes() {
  return z
    .array(z.string())
    .nullish()
    .transform((list) => (list ? [...new Set(list.map((c) => c.trim()).filter(Boolean))] : null));
}

/**
 * The pharmacy codes sent with a location: the form's, else the location's pharmacies, else the
 * organization's (admin §5 Locations); an empty list counts as none.
 *
 * @example
 * pharmacyCodesToSend(null, [], [{ code: 'RVP' }]) // ['RVP']
 */
export function pharmacyCodesToSend(
  formCodes: readonly string[] | null | undefined,
  locationPharmacies: readonly { readonly code: string }[] | null | undefined,
  organizationPharmacies: readonly { readonly code: string }[] | null | undefined,
): string[] {
  if (formCodes && formCodes.length) return [...formCodes];
  if (locationPharmacies && locationPharmacies.length) return locationPharmacies.map((p) => p.code);
  return (organizationPharmacies ?? []).map((p) => p.code);
}

function contactRules(phoneField: string, addressField: string) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (!Array.isArray(v[phoneField]) || (v[phoneField] as unknown[]).length === 0) {
      ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.phoneRequired, path: [phoneField] });
    }
    if (!Array.isArray(v[addressField]) || (v[addressField] as unknown[]).length === 0) {
      ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.addressRequired, path: [addressField] });
    }
    flagDuplicateAddresses(v[addressField], addressField, ctx);
  };
}

/**
 * Writing back to the PIMS needs the location's PIMS account: the refusal of enabling writeback without
 * one, or null. The location form, UpdateLocation and UpdateLocationWritebackEnabled ask the same rule.
 *
 * @example
 * writebackRefusal({ isEnabledForWriteback: true, pimsAccountId: ' ' }) // ADMIN_VALIDATION_MESSAGES.writebackNeedsAccount
 */
export function writebackRefusal(location: { readonly isEnabledForWriteback?: boolean | null; readonly pimsAccountId?: string | null }): string | null {
  return location.isEnabledForWriteback === true && trimToNull(location.pimsAccountId) === null ? M.writebackNeedsAccount : null;
}

/**
 * Options of {@link validateLocationInput}.
 *
 * @example
 * import type { LocationInputOptions } from '@vetrx/core/admin';
 */
export interface LocationInputOptions {
  readonly isUpdate: boolean;
  /** Support users may change the e-mail address; others keep the stored one. */
  readonly isSupportUser: boolean;
  /** True when the location belongs to an organization (the primary pharmacy is then not required). */
  readonly belongsToOrganization: boolean;
  /** The stored location, on update. */
  readonly existing?: { readonly emailAddress?: string | null } | null;
}

/**
 * The AddLocation / UpdateLocation schema (admin §5 Locations): name required ('This field is
 * required'), at least 3 non-space characters ('Location name must be minimum 3 characters.'), at most
 * 100, trimmed; e-mail required, valid, at most 60, trimmed and lower-cased, changed by support users
 * only; website a valid URL ('This field must be a valid url.') or `null`; HIN at most 20 or `null`;
 * office use answered ('Please select whether enabled office use'); PIMS enabled optional (`null`
 * keeps the stored flag); account number at most 10,
 * trimmed; portal type required ('Please indicate product display'; `portalType` on add,
 * `locationPortalTypeId` on update); PIMS account secret at most 200 (the 32-asterisk mask means
 * "unchanged" and is dropped); writeback needs a PIMS account id; at least 1 phone and 1 address, no
 * repeated address; a primary pharmacy unless the location belongs to an organization ('Please select a
 * primary pharmacy'); active answered on update.
 *
 * @example
 * locationInputSchema({ isUpdate: false, isSupportUser: true, belongsToOrganization: false }).safeParse(input)
 */
export function locationInputSchema(options: LocationInputOptions) {
  const portalField = requiredId(M.portalTypeRequired);
  return z
    .object({
      id: options.isUpdate ? requiredId() : optionalId(),
      name: requiredText({ max: ADMIN_LIMITS.locationName }),
      organizationId: optionalId(),
      emailAddress: emailField({ max: ADMIN_LIMITS.locationEmail, required: true }),
      HIN: optionalText({ max: ADMIN_LIMITS.locationHin }),
      website: websiteField(),
      isOfficeUseEnabled: requiredFlag(M.officeUseRequired),
      locationAccountId: optionalText({ max: ADMIN_LIMITS.locationAccountId }),
      ...(options.isUpdate ? { locationPortalTypeId: portalField } : { portalType: portalField }),
      isPimsEnabled: optionalFlag(),
      pimsAccountId: optionalText(),
      pimsConnectionType: connectionTypeField(),
      pimsWritebackAccountId: optionalText(),
      pimsWritebackLocationId: optionalText(),
      isEnabledForWriteback: flag(false),
      pimsAccountSecret: z
        .unknown()
        .optional()
        .transform((raw) => (typeof raw === 'string' && isMaskedSecret(raw) ? null : raw))
        .pipe(optionalText({ max: ADMIN_LIMITS.pimsAccountSecret })),
      ...(options.isUpdate ? { isActive: requiredFlag(COMMON_MESSAGES.fieldRequired) } : {}),
      locationAddresses: z.array(addressInputSchema).nullish().transform((l) => l ?? []),
      locationPhones: z.array(phoneInputSchema).nullish().transform((l) => withoutDuplicatePhones(l ?? [])),
      pharmacyCodes: pharmacyCodes(),
    })
    .superRefine(
      (v, ctx) => {
        if (typeof v.name === 'string' && v.name.replace(/\s/g, '').length < ADMIN_LIMITS.locationNameMin) {
          ctx.addIssue({ code: 'custom', message: M.locationNameTooShort, path: ['name'] });
        }
        contactRules('locationPhones', 'locationAddresses')(v, ctx);
        if (!options.belongsToOrganization && !(Array.isArray(v.pharmacyCodes) && v.pharmacyCodes.length)) {
          ctx.addIssue({ code: 'custom', message: M.primaryPharmacyRequired, path: ['pharmacyCodes'] });
        }
        const writeback = writebackRefusal(v);
        if (writeback) ctx.addIssue({ code: 'custom', message: writeback, path: ['isEnabledForWriteback'] });
        const stored = trimToNull(options.existing?.emailAddress)?.toLowerCase() ?? null;
        if (options.isUpdate && !options.isSupportUser && stored !== null && typeof v.emailAddress === 'string' && v.emailAddress !== stored) {
          ctx.addIssue({ code: 'custom', message: M.emailNotEditable, path: ['emailAddress'] });
        }
      },
      { when: () => true },
    );
}

/**
 * Validates an AddLocation / UpdateLocation input (see {@link locationInputSchema}). The server calls
 * it before every location write.
 *
 * @example
 * validateLocationInput(input, { isUpdate: true, isSupportUser: false, belongsToOrganization: true, existing })
 */
export function validateLocationInput(
  input: unknown,
  options: LocationInputOptions,
): ValidationResult<z.output<ReturnType<typeof locationInputSchema>>> {
  return validateWith(locationInputSchema(options), input);
}

/**
 * Options of {@link validateOrganizationInput}.
 *
 * @example
 * import type { OrganizationInputOptions } from '@vetrx/core/admin';
 */
export interface OrganizationInputOptions {
  readonly isUpdate: boolean;
  readonly isSupportUser: boolean;
  /** The stored organization, on update. */
  readonly existing?: { readonly emailAddress?: string | null } | null;
}

/** An optional fax number: `null` when empty; a phone number of 7, 10 or 11 digits, stored as digits. */
function faxField() {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): string | null => {
      const text = trimToNull(raw);
      if (text === null) return null;
      if (!isValidPhone(text)) {
        ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.invalidPhone });
        return z.NEVER;
      }
      return phoneDigits(text);
    });
}

/**
 * The AddOrganization / UpdateOrganization schema (admin §5 Organizations): account number required,
 * digits only, at most 30; name required, non-blank, at most 50; DBA at most 30; e-mail required, at
 * most 60, changed by support users only; website a valid URL; HIN at most 10; fax a valid phone number
 * (decided); a primary pharmacy for support users and whenever adding; at least 1 phone and 1 address;
 * every text trimmed; on add, createMatchingLocation true.
 *
 * @example
 * organizationInputSchema({ isUpdate: false, isSupportUser: true }).safeParse(input)
 */
export function organizationInputSchema(options: OrganizationInputOptions) {
  return z
    .object({
      id: options.isUpdate ? requiredId() : optionalId(),
      name: requiredText({ max: ADMIN_LIMITS.organizationName }),
      dbaName: optionalText({ max: ADMIN_LIMITS.organizationDba }),
      accountno: requiredText({ max: ADMIN_LIMITS.organizationAccountNo, pattern: [/^\d+$/, M.digitsOnly] }),
      emailAddress: emailField({ max: ADMIN_LIMITS.organizationEmail, required: true }),
      fax: faxField(),
      HIN: optionalText({ max: ADMIN_LIMITS.organizationHin }),
      website: websiteField(),
      isPIMSEnabled: flag(false),
      ...(options.isUpdate ? { isActive: requiredFlag(COMMON_MESSAGES.fieldRequired) } : {}),
      organizationAddresses: z.array(addressInputSchema).nullish().transform((l) => l ?? []),
      organizationPhones: z.array(phoneInputSchema).nullish().transform((l) => withoutDuplicatePhones(l ?? [])),
      pharmacyCodes: pharmacyCodes(),
    })
    .superRefine(
      (v, ctx) => {
        contactRules('organizationPhones', 'organizationAddresses')(v, ctx);
        const pharmacyRequired = options.isSupportUser || !options.isUpdate;
        if (pharmacyRequired && !(Array.isArray(v.pharmacyCodes) && v.pharmacyCodes.length)) {
          ctx.addIssue({ code: 'custom', message: M.primaryPharmacyRequired, path: ['pharmacyCodes'] });
        }
        const stored = trimToNull(options.existing?.emailAddress)?.toLowerCase() ?? null;
        if (options.isUpdate && !options.isSupportUser && stored !== null && typeof v.emailAddress === 'string' && v.emailAddress !== stored) {
          ctx.addIssue({ code: 'custom', message: M.emailNotEditable, path: ['emailAddress'] });
        }
      },
      { when: () => true },
    )
    .transform((v) => (options.isUpdate ? v : { ...v, createMatchingLocation: true as const }));
}

/**
 * Validates an AddOrganization / UpdateOrganization input (see {@link organizationInputSchema}). The
 * server calls it before every organization write.
 *
 * @example
 * validateOrganizationInput(input, { isUpdate: false, isSupportUser: true })
 */
export function validateOrganizationInput(
  input: unknown,
  options: OrganizationInputOptions,
): ValidationResult<z.output<ReturnType<typeof organizationInputSchema>>> {
  return validateWith(organizationInputSchema(options), input);
}
