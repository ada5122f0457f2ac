/**
 * Shortcut types: SIG directions, NP note to pharmacy, NC note to client (admin §3).
 *
 * @example
 * import { SHORTCUT_TYPES } from '@vetrx/core/admin';
 */
export const SHORTCUT_TYPES = ['SIG', 'NC', 'NP'] as const;
/**
 * One of {@link SHORTCUT_TYPES}.
 *
 * @example
 * import type { ShortcutType } from '@vetrx/core/admin';
 */
export type ShortcutType = (typeof SHORTCUT_TYPES)[number];

/**
 * Which prescription field a shortcut type fills: SIG the directions, NP the note to pharmacy, NC the
 * note to client. Shortcuts are validated by the one `validateShortcutInput` of `@vetrx/core/admin`
 * (form 'prescribing' in the prescription form's Add Shortcut dialog).
 *
 * @example
 * SHORTCUT_FIELD.SIG // 'directions'
 */
export const SHORTCUT_FIELD: Readonly<Record<ShortcutType, 'directions' | 'noteToPharmacy' | 'noteToClient'>> = {
  SIG: 'directions',
  NP: 'noteToPharmacy',
  NC: 'noteToClient',
};
