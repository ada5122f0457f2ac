/**
 * Prescribing shortcuts at the administration level (admin §2.5, §5 Shortcuts): the location form and
 * the support form.
 */
import * as z from 'zod';
import { sameId, type Id } from '../common/ids.js';
import { trimToNull } from '../common/text.js';
import { optionalId, requiredId, requiredText } from '../common/text-fields.js';
import { validateWith, type ValidationResult } from '../common/validation.js';
import { ADMIN_VALIDATION_MESSAGES as M } from '../messages/admin.js';
import { ADMIN_LIMITS, ADMIN_SEARCH_MIN } from './constants.js';
import { SHORTCUT_TYPES, type ShortcutType } from '../prescription/shortcut.js';

/**
 * Which form saves the shortcut: the location's (/PrescribingShortcuts), support's, or the prescription
 * form's Add Shortcut dialog. All three send AddShortcut and are checked by the one
 * {@link validateShortcutInput}, in the browser and again on the server.
 *
 * @example
 * import type { ShortcutForm } from '@vetrx/core/admin';
 */
export type ShortcutForm = 'location' | 'support' | 'prescribing';

/**
 * The details limit of a form: 620 for the location form, 250 for the support form (admin §5, §9) and
 * for the prescription form's Add Shortcut (prescribing §5 Shortcut form).
 *
 * @example
 * shortcutDetailsMax('support') // 250
 */
export function shortcutDetailsMax(form: ShortcutForm): number {
  if (form === 'location') return ADMIN_LIMITS.shortcutDetailsLocation;
  return form === 'support' ? ADMIN_LIMITS.shortcutDetailsSupport : ADMIN_LIMITS.shortcutDetailsPrescribing;
}

/**
 * Options of {@link validateShortcutInput}.
 *
 * @example
 * import type { ShortcutInputOptions } from '@vetrx/core/admin';
 */
export interface ShortcutInputOptions {
  readonly form: ShortcutForm;
  readonly isUpdate: boolean;
  /** The selected location: the location and prescription forms save shortcuts for it. */
  readonly locationId?: Id | null;
  /** The stored shortcut, on update: its type is read-only. */
  readonly existing?: { readonly shortcutType: string } | null;
}

/**
 * A normalised AddShortcut / UpdateShortcut input.
 *
 * @example
 * import type { ShortcutWrite } from '@vetrx/core/admin';
 */
export interface ShortcutWrite {
  readonly id: Id | null;
  readonly shortcutType: ShortcutType;
  readonly label: string;
  readonly details: string;
  readonly isGlobal: boolean;
  readonly locationId: Id | null;
}

/**
 * Validates an AddShortcut / UpdateShortcut input (admin §5 Shortcuts): type required (SIG, NC, NP) and
 * read-only when editing; label required and non-blank ('Label is required.'), more than 2 characters
 * ('Label field is too small.'), at most 30; details required, at most 620 (location form) or 250
 * (support form). The support form requires the global choice; a non-global shortcut takes a location
 * ('Location is required'); a global one has none. The location form and the prescription form always
 * save a non-global shortcut of their location; the prescription form's required messages are its own
 * ('This field is required', prescribing §5). The server calls it before every shortcut write, with the
 * form the caller can use: the support form for support, the location form for a role with the
 * Prescribing Shortcuts module, the prescription form's for every other practice user.
 *
 * @example
 * validateShortcutInput({ shortcutType: 'SIG', label: 'bid', details: 'Give twice daily' }, { form: 'location', isUpdate: false, locationId: 4 }).ok // true
 */
export function validateShortcutInput(input: unknown, options: ShortcutInputOptions): ValidationResult<ShortcutWrite> {
  const schema = z
    .object({
      id: options.isUpdate ? requiredId() : optionalId(),
      shortcutType: z
        .unknown()
        .optional()
        .transform((raw, ctx): ShortcutType => {
          const type = (trimToNull(raw) ?? '').toUpperCase();
          if ((SHORTCUT_TYPES as readonly string[]).includes(type)) return type as ShortcutType;
          ctx.addIssue({ code: 'custom', message: M.fieldRequired });
          return z.NEVER;
        }),
      label: requiredText({
        requiredMessage: options.form === 'prescribing' ? M.fieldRequired : M.labelRequired,
        min: [ADMIN_LIMITS.shortcutLabelMin, M.labelTooSmall],
        max: ADMIN_LIMITS.shortcutLabel,
      }),
      details: requiredText({ max: shortcutDetailsMax(options.form) }),
      isGlobal: z.unknown().optional(),
      locationId: optionalId(),
    })
    .transform((v, ctx): ShortcutWrite => {
      if (options.isUpdate && options.existing && options.existing.shortcutType.toUpperCase() !== v.shortcutType) {
        ctx.addIssue({ code: 'custom', message: M.shortcutTypeFixed, path: ['shortcutType'] });
      }
      if (options.form !== 'support') {
        return { ...v, isGlobal: false, locationId: options.locationId ?? v.locationId };
      }
      if (typeof v.isGlobal !== 'boolean') {
        ctx.addIssue({ code: 'custom', message: M.globalRequired, path: ['isGlobal'] });
        return z.NEVER;
      }
      if (!v.isGlobal && v.locationId === null) ctx.addIssue({ code: 'custom', message: M.locationRequired, path: ['locationId'] });
      return { ...v, isGlobal: v.isGlobal, locationId: v.isGlobal ? null : v.locationId };
    });
  const result = validateWith(schema, input);
  if (result.ok || options.form !== 'support') return result;
  // The support form's scope is reported with the other fields' messages, not only once they are valid.
  const errors = { ...result.errors };
  for (const [field, message] of Object.entries(supportScopeErrors(input))) errors[field] ??= message;
  return { ok: false, errors };
}

/** The support form's scope messages on their own: the global choice, then a location when not global. */
function supportScopeErrors(input: unknown): Record<string, string> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as { isGlobal?: unknown; locationId?: unknown };
  if (typeof raw.isGlobal !== 'boolean') return { isGlobal: M.globalRequired };
  if (!raw.isGlobal && trimToNull(raw.locationId) === null) return { locationId: M.locationRequired };
  return {};
}

/**
 * In the location view global shortcuts cannot be edited (or deleted); support edits any (admin §2.5).
 *
 * @example
 * canEditShortcut({ isGlobal: true }, 'location') // false
 */
export function canEditShortcut(shortcut: { readonly isGlobal: boolean }, form: ShortcutForm): boolean {
  return form === 'support' || !shortcut.isGlobal;
}

/**
 * The shortcuts a location sees: its own active ones and the active global ones (admin §2.5, §3).
 *
 * @example
 * shortcutsForLocation(all, 4).every((s) => s.isActive) // true
 */
export function shortcutsForLocation<
  S extends {
    readonly isActive: boolean;
    readonly isGlobal: boolean;
    readonly locationId?: Id | null;
    readonly shortcutsLocation?: readonly { readonly locationId: Id; readonly isActive: boolean }[] | null;
  },
>(shortcuts: readonly S[], locationId: Id): S[] {
  return shortcuts.filter(
    (s) =>
      s.isActive &&
      (s.isGlobal || sameId(s.locationId, locationId) || (s.shortcutsLocation ?? []).some((l) => l.isActive && sameId(l.locationId, locationId))),
  );
}

/**
 * The shortcut list's filters as they apply (admin §2.5, §5 Searches; the `Shortcut` query's `filter` and
 * `shortcutType`): the label search, trimmed and lower-cased, only from 3 characters (else `null`: no
 * search); the type upper-cased, `null` for all. A type that is not SIG, NC or NP matches nothing.
 *
 * @example
 * shortcutListFilters({ label: ' BID ', type: 'sig' }) // { label: 'bid', type: 'SIG' }
 * shortcutListFilters({ label: 'bi' }) // { label: null, type: null }
 */
export function shortcutListFilters(filters: { readonly label?: string | null; readonly type?: string | null }): {
  label: string | null;
  type: string | null;
} {
  const term = trimToNull(filters.label);
  return {
    label: term !== null && term.length >= ADMIN_SEARCH_MIN.default ? term.toLowerCase() : null,
    type: trimToNull(filters.type)?.toUpperCase() ?? null,
  };
}

/**
 * The shortcut list's filters (admin §2.5, §5 Searches): the label search applies from 3 characters
 * (case-insensitive, anywhere in the label); the type filter keeps one of SIG, NC, NP, or all
 * ({@link shortcutListFilters}).
 *
 * @example
 * filterShortcuts(list, { label: 'bi', type: 'SIG' }) // every SIG shortcut: 'bi' is too short to search
 */
export function filterShortcuts<S extends { readonly label: string; readonly type: string }>(
  shortcuts: readonly S[],
  filters: { readonly label?: string | null; readonly type?: string | null },
): S[] {
  const { label: search, type } = shortcutListFilters(filters);
  return shortcuts.filter((s) => (type === null || s.type.toUpperCase() === type) && (search === null || s.label.toLowerCase().includes(search)));
}

/**
 * A shortcut's scope in the support form: global, or the one location it is saved for (its first
 * active location link, else its `locationId`). Support edits keep exactly that link.
 *
 * @example
 * shortcutScope({ isGlobal: false, shortcutsLocation: [{ locationId: '3', isActive: true }] }) // { isGlobal: false, locationId: '3' }
 */
export function shortcutScope(shortcut: {
  readonly isGlobal: boolean;
  readonly locationId?: Id | null;
  readonly shortcutsLocation?: readonly { readonly locationId: Id; readonly isActive: boolean }[] | null;
}): { isGlobal: boolean; locationId: Id | null } {
  if (shortcut.isGlobal) return { isGlobal: true, locationId: null };
  const link = (shortcut.shortcutsLocation ?? []).find((l) => l.isActive);
  return { isGlobal: false, locationId: link?.locationId ?? shortcut.locationId ?? null };
}
