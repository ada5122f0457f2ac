/**
 * The write schemas of a location patient: AddLocationPatient / UpdateLocationPatient input and the
 * simple weight edit (clients §5, §7). The form validates with them; the server re-validates and stores
 * the normalised value.
 */
import * as z from 'zod';
import { hasFeature, type LocationFeatures } from '../common/features.js';
import { requiredName } from '../common/names.js';
import { toDay, todayDay, type DayInput } from '../common/day.js';
import { optionalDayField } from '../common/day-field.js';
import { trimToNull } from '../common/text.js';
import { flag, optionalId, optionalText, requiredId } from '../common/text-fields.js';
import { validateWith, type ValidationResult } from '../common/validation.js';
import { connectionTypeField } from '../client/schema.js';
import { COMMON_MESSAGES } from '../messages/common.js';
import { CLIENT_VALIDATION_MESSAGES as M } from '../messages/clients.js';
import { BIRTH_DATE_MIN, DEFAULT_WEIGHT_UNIT, WEIGHT_LIMITS, WEIGHT_UNITS, type WeightUnit } from './constants.js';
import { genderOptions, toGenderCode, toSpeciesCode, type GenderCode, type SpeciesCode } from './species.js';

/**
 * Checks a weight: a number from 0 to 9999.99 with at most 2 decimals (clients §5).
 *
 * @example
 * isValidWeight(12.345) // false
 */
export function isValidWeight(value: number): boolean {
  if (!Number.isFinite(value) || value < WEIGHT_LIMITS.min || value > WEIGHT_LIMITS.max) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

function readNumber(raw: unknown): number | null | 'invalid' {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return null;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
  return Number.isFinite(n) ? n : 'invalid';
}

/**
 * A weight field (clients §5): a number (or numeric text) from 0 to 9999.99 with at most 2 decimals;
 * `null` when absent unless `required`.
 *
 * @example
 * weightField({ required: true }).safeParse('12.5').data // 12.5
 */
export function weightField(rules: { readonly required: boolean }) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): number | null => {
      const n = readNumber(raw);
      if (n === null) {
        if (rules.required) ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.fieldRequired });
        return null;
      }
      if (n === 'invalid' || !isValidWeight(n)) {
        ctx.addIssue({ code: 'custom', message: M.weightRange });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    });
}

/**
 * The weight unit (clients §5): lbs or kg (any case); absent gives the default lbs; empty or another
 * value gives 'Please provide weight Unit!'.
 *
 * @example
 * weightUnitField().safeParse(undefined).data // 'lbs'
 */
export function weightUnitField() {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): WeightUnit => {
      if (raw === undefined) return DEFAULT_WEIGHT_UNIT;
      const unit = (trimToNull(raw) ?? '').toLowerCase();
      if ((WEIGHT_UNITS as readonly string[]).includes(unit)) return unit as WeightUnit;
      ctx.addIssue({ code: 'custom', message: M.weightUnitRequired });
      return z.NEVER;
    });
}

/**
 * The birth date (clients §5): required ('Please select a birth date.'), not before 1900-01-01 ('The
 * birthday cannot be before 1900.'), not after `today` ('The birthday cannot be in the future.');
 * normalised to `YYYY-MM-DD`.
 *
 * @example
 * birthDateField('2026-05-01').safeParse('1899-12-31').success // false
 */
export function birthDateField(today: DayInput) {
  const todayValue = todayDay(today);
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): string => {
      const day = toDay(raw);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: M.birthDateRequired });
        return z.NEVER;
      }
      if (day < BIRTH_DATE_MIN) ctx.addIssue({ code: 'custom', message: M.birthDateTooEarly });
      else if (day > todayValue) ctx.addIssue({ code: 'custom', message: M.birthDateInFuture });
      return day;
    });
}

/**
 * A birth date that may be left out (`undefined` or `null` give `undefined`); when sent it follows
 * {@link birthDateField}.
 *
 * @example
 * optionalBirthDateField('2026-05-01').safeParse(null).data // undefined
 */
export function optionalBirthDateField(today: DayInput) {
  const field = birthDateField(today);
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): string | undefined => {
      if (raw === null || raw === undefined) return undefined;
      const r = field.safeParse(raw);
      if (r.success) return r.data;
      ctx.addIssue({ code: 'custom', message: r.error.issues[0].message });
      return z.NEVER;
    });
}

/**
 * The date of death (clients §5): optional, not after `today`; normalised to `YYYY-MM-DD`. Decided: a
 * value that is not a date gets 'This field is required' (the form's date picker cannot produce one).
 *
 * @example
 * deceasedDateField('2026-05-01').safeParse('2026-05-02').success // false
 */
export function deceasedDateField(today: DayInput) {
  const todayValue = todayDay(today);
  return optionalDayField(COMMON_MESSAGES.fieldRequired, (day) => (day > todayValue ? M.deceasedDateInFuture : null));
}

function speciesField() {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): SpeciesCode => {
      const text = trimToNull(raw);
      const code = toSpeciesCode(text);
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: text === null ? COMMON_MESSAGES.fieldRequired : M.unknownSpecies });
        return z.NEVER;
      }
      return code;
    });
}

function genderField() {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): GenderCode => {
      const code = toGenderCode(trimToNull(raw));
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: trimToNull(raw) === null ? COMMON_MESSAGES.fieldRequired : M.genderNotForSpecies });
        return z.NEVER;
      }
      return code;
    });
}

/** A list of reference codes (allergies, health conditions, medications): trimmed, de-duplicated. */
function codeList() {
  return z
    .array(z.union([z.string(), z.number()]))
    .nullish()
    .transform((list) => [...new Set((list ?? []).map((c) => String(c).trim()).filter((c) => c !== ''))]);
}

const patientClientLink = z.object({
  locationPatientId: optionalId(),
  locationClientId: requiredId(),
  isActive: flag(true),
  isPrimary: flag(false),
});

/**
 * A normalised patient-client link.
 *
 * @example
 * import type { LocationPatientClientInput } from '@vetrx/core/patient';
 */
export type LocationPatientClientInput = z.output<typeof patientClientLink>;

/**
 * Gives the links exactly one active primary when possible: the first active link becomes primary when
 * none is; an inactive link is never primary. Decided (clients §1: "one marked primary").
 */
function withOnePrimary(links: LocationPatientClientInput[]): LocationPatientClientInput[] {
  const out = links.map((l) => (l.isActive ? l : { ...l, isPrimary: false }));
  if (!out.some((l) => l.isPrimary)) {
    const first = out.findIndex((l) => l.isActive);
    if (first >= 0) out[first] = { ...out[first], isPrimary: true };
  }
  return out;
}

/**
 * Options of the patient write schemas.
 *
 * @example
 * import type { PatientValidationOptions } from '@vetrx/core/patient';
 */
export interface PatientValidationOptions {
  /** True for UpdateLocationPatient (the input carries `id`). */
  readonly isUpdate: boolean;
  /** The day dates are checked against (birth date and date of death not in the future). */
  readonly today: DayInput;
  /**
   * The location's features: with patientGender on, the gender must be one offered for the species.
   * Decided: with it off any of the six codes is accepted, as imported patients may carry S or N.
   */
  readonly features?: LocationFeatures;
}

function patientFields(options: PatientValidationOptions) {
  return {
    name: requiredName(),
    speciesCode: speciesField(),
    breedCode: optionalText(),
    gender: genderField(),
    birthdate: birthDateField(options.today),
    weight: weightField({ required: false }),
    weightUnit: weightUnitField(),
    allergies: codeList(),
    healthConditions: codeList(),
    currentMeds: codeList(),
    pimsId: optionalText(),
    pimsProviderId: optionalText(),
    pimsConnectionType: connectionTypeField(),
    isActive: flag(true),
    prescVetLocationUserId: optionalId(),
    isPIMSImport: flag(false),
    locationPatientClients: z
      .array(patientClientLink)
      .nullish()
      .transform((list) => (list ? withOnePrimary(list) : null)),
  };
}

/**
 * Builds the AddLocationPatient or UpdateLocationPatient input schema (clients §5, §7). Normalises:
 * name trimmed; species and gender codes canonical; dates `YYYY-MM-DD`; weight rounded to cents; unit
 * lbs by default; reference code lists trimmed and de-duplicated; connection type upper-cased; a date
 * of death marks the patient deceased; the first active client link becomes primary when none is.
 * Requires: name (allowed characters of client names), species, gender (one of M, F, U, O, S, N;
 * one offered for the species when patientGender is on), birth date (1900-01-01 … today), weight
 * unit; on add, locationId and at least one client link; on update, id. Refuses more than one active
 * primary client link.
 *
 * @example
 * locationPatientInputSchema({ isUpdate: false, today: '2026-05-01' }).safeParse(input)
 */
export function locationPatientInputSchema(options: PatientValidationOptions) {
  const base = z.object({
    ...patientFields(options),
    id: options.isUpdate ? requiredId() : optionalId(),
    locationId: options.isUpdate ? optionalId() : requiredId(),
    deceasedDate: deceasedDateField(options.today),
    isDeceased: flag(false),
  });
  return base
    .superRefine(
      (v, ctx) => {
        const species = toSpeciesCode(typeof v.speciesCode === 'string' ? v.speciesCode : null);
        const gender = toGenderCode(typeof v.gender === 'string' ? v.gender : null);
        const byFeature = hasFeature(options.features, 'patientGender');
        if (byFeature && species && gender && !genderOptions(species, options.features ?? {}).some((o) => o.code === gender)) {
          ctx.addIssue({ code: 'custom', message: M.genderNotForSpecies, path: ['gender'] });
        }
        const links = Array.isArray(v.locationPatientClients) ? (v.locationPatientClients as LocationPatientClientInput[]) : null;
        if (!options.isUpdate && !links?.some((l) => l?.isActive !== false)) {
          ctx.addIssue({ code: 'custom', message: M.patientClientRequired, path: ['locationPatientClients'] });
        }
        if (links && links.filter((l) => l?.isActive !== false && l?.isPrimary === true).length > 1) {
          ctx.addIssue({ code: 'custom', message: M.onePrimaryClient, path: ['locationPatientClients'] });
        }
      },
      { when: () => true },
    )
    .transform((v) => ({ ...v, isDeceased: v.isDeceased || v.deceasedDate !== null }));
}

/**
 * A normalised AddLocationPatient / UpdateLocationPatient input.
 *
 * @example
 * import type { LocationPatientWrite } from '@vetrx/core/patient';
 */
export type LocationPatientWrite = z.output<ReturnType<typeof locationPatientInputSchema>>;

/**
 * Validates and normalises an AddLocationPatient / UpdateLocationPatient input (see
 * {@link locationPatientInputSchema}). The server calls it before every patient write and answers
 * BAD_USER_INPUT with the errors; the form calls it on save.
 *
 * @example
 * validateLocationPatientInput(input, { isUpdate: false, today: new Date(), features: { patientGender: true } })
 */
export function validateLocationPatientInput(input: unknown, options: PatientValidationOptions): ValidationResult<LocationPatientWrite> {
  return validateWith(locationPatientInputSchema(options), input);
}

/**
 * The simple patient update (weight edit, clients §5, §7): id, name required, weight required from 0
 * to 9999.99, unit lbs by default; a birth date, when sent, follows the birth-date rules.
 *
 * @example
 * patientWeightEditSchema('2026-05-01').safeParse({ id: 3, name: 'Rex', weight: 12.5 }).data?.weightUnit // 'lbs'
 */
export function patientWeightEditSchema(today: DayInput) {
  return z.object({
    id: requiredId(),
    name: requiredName(),
    weight: weightField({ required: true }),
    weightUnit: weightUnitField(),
    birthdate: optionalBirthDateField(today),
  });
}

/**
 * Validates the simple weight edit (see {@link patientWeightEditSchema}).
 *
 * @example
 * validatePatientWeightEdit({ id: 3, name: 'Rex', weight: null }, { today: new Date() }) // { ok: false, errors: { weight: 'This field is required' } }
 */
export function validatePatientWeightEdit(
  input: unknown,
  options: { readonly today: DayInput },
): ValidationResult<z.output<ReturnType<typeof patientWeightEditSchema>>> {
  return validateWith(patientWeightEditSchema(options.today), input);
}

/**
 * Runs `schema` only when the value was sent: an absent field (`undefined`) stays absent, so an update
 * changes only what it names. Issues of the inner schema are reported on the field.
 */
function whenSent<S extends z.ZodType>(schema: S) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): z.output<S> | undefined => {
      if (raw === undefined) return undefined;
      const r = schema.safeParse(raw);
      if (r.success) return r.data;
      for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    });
}

/**
 * The stored values an update is checked against: gender against species, the primary client, the
 * deceased flag.
 *
 * @example
 * const stored: StoredPatientFacts = { speciesCode: 'canine', gender: 'N', deceasedDate: null, isDeceased: false };
 */
export interface StoredPatientFacts {
  readonly speciesCode?: string | null;
  readonly gender?: string | null;
  readonly deceasedDate?: string | null;
  readonly isDeceased?: boolean | null;
}

/**
 * Options of {@link validateLocationPatientUpdate}.
 *
 * @example
 * const options: PatientUpdateOptions = { today: '2026-05-01', features: { patientGender: true }, stored };
 */
export interface PatientUpdateOptions {
  readonly today: DayInput;
  readonly features?: LocationFeatures;
  readonly stored: StoredPatientFacts;
}

/**
 * The UpdateLocationPatient input schema: every field optional, each checked with the AddLocationPatient
 * rule when sent (clients §5, §7).
 *
 * @example
 * locationPatientUpdateSchema({ today: '2026-05-01', stored: {} }).safeParse({ id: 3, weight: 12 })
 */
export function locationPatientUpdateSchema(options: PatientUpdateOptions) {
  const all = {
    ...patientFields({ isUpdate: true, today: options.today, features: options.features }),
    deceasedDate: deceasedDateField(options.today),
    isDeceased: flag(false),
  };
  const fields = Object.fromEntries(Object.entries(all).map(([k, s]) => [k, whenSent(s)])) as unknown as {
    [K in keyof typeof all]: z.ZodType<z.output<(typeof all)[K]> | undefined, unknown>;
  };
  return z
    .object({ id: requiredId(), ...fields })
    .superRefine(
      (v, ctx) => {
        const species = toSpeciesCode(typeof v.speciesCode === 'string' ? v.speciesCode : (options.stored.speciesCode ?? null));
        const gender = toGenderCode(typeof v.gender === 'string' ? v.gender : (options.stored.gender ?? null));
        const touched = v.speciesCode !== undefined || v.gender !== undefined;
        if (touched && hasFeature(options.features, 'patientGender') && species && gender) {
          if (!genderOptions(species, options.features ?? {}).some((o) => o.code === gender)) {
            ctx.addIssue({ code: 'custom', message: M.genderNotForSpecies, path: ['gender'] });
          }
        }
        const links = Array.isArray(v.locationPatientClients) ? (v.locationPatientClients as LocationPatientClientInput[]) : null;
        if (links && links.filter((l) => l?.isActive !== false && l?.isPrimary === true).length > 1) {
          ctx.addIssue({ code: 'custom', message: M.onePrimaryClient, path: ['locationPatientClients'] });
        }
      },
      { when: () => true },
    )
    .transform((v) => {
      const deceasedDate = v.deceasedDate === undefined ? (options.stored.deceasedDate ?? null) : v.deceasedDate;
      const sentDeceased = v.isDeceased ?? options.stored.isDeceased ?? false;
      const isDeceased = sentDeceased || deceasedDate !== null;
      const changesDeceased = v.deceasedDate !== undefined || v.isDeceased !== undefined;
      return { ...v, ...(changesDeceased ? { isDeceased } : {}) };
    });
}

/**
 * A normalised UpdateLocationPatient input: the id and the fields that were sent.
 *
 * @example
 * import type { LocationPatientUpdateWrite } from '@vetrx/core/patient';
 */
export type LocationPatientUpdateWrite = z.output<ReturnType<typeof locationPatientUpdateSchema>>;

/**
 * Validates an UpdateLocationPatient input that may carry only some fields (the full patient form, the
 * simple weight / birth date forms, the PIMS link update). Each sent field follows the AddLocationPatient
 * rule; a field not sent is left out of the result (the stored value stays). Gender is checked against
 * the species after the update (sent or stored) when patientGender is on; a date of death marks the
 * patient deceased.
 *
 * @example
 * validateLocationPatientUpdate({ id: 3, weight: 10000 }, { today: '2026-05-01', stored: {} })
 * // { ok: false, errors: { weight: 'Weight must be a number from 0 to 9999.99 with at most 2 decimals.' } }
 */
export function validateLocationPatientUpdate(input: unknown, options: PatientUpdateOptions): ValidationResult<LocationPatientUpdateWrite> {
  return validateWith(locationPatientUpdateSchema(options), input);
}

/**
 * UpdateLocationPatientForConflict input: the patient id and the new weight (required) with its unit
 * (clients §4, §7).
 *
 * @example
 * validatePatientConflictWeight({ id: 3, weight: 22.5, weightUnit: 'kg' }) // { ok: true, value: { id: 3, weight: 22.5, weightUnit: 'kg' } }
 */
export function validatePatientConflictWeight(
  input: unknown,
): ValidationResult<{ id: string | number; weight: number | null; weightUnit: WeightUnit }> {
  return validateWith(z.object({ id: requiredId(), weight: weightField({ required: true }), weightUnit: weightUnitField() }), input);
}
