import type { ShortcutType } from '../admin/constants.js';

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
export type { ShortcutType } from '../admin/constants.js';
