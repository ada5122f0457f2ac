/**
 * Fields inside the Advanced Options panel.
 *
 * @example
 * ADVANCED_OPTION_FIELDS.includes('daysSupply') // true
 */
export const ADVANCED_OPTION_FIELDS = [
  'flavorId',
  'daysSupply',
  'reasonForCompound',
  'allergicIngredient',
  'noteToPharmacy',
  'noteToClient',
  'notifyClientDate',
  'pimsConsultId',
] as const;

const present = (v: unknown): boolean => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');

/**
 * Whether the Advanced Options panel opens by itself: a field inside it has an error, the stored
 * preference to open by default is set, or the draft being edited has a flavor, days supply, allergic
 * ingredient or notes.
 *
 * @remarks Decision: "fields have errors" counts errors of the fields inside the panel
 * ({@link ADVANCED_OPTION_FIELDS}), since only those are hidden when it is closed.
 *
 * @example
 * shouldOpenAdvancedOptions({ errors: { daysSupply: '…' } }) // true
 */
export function shouldOpenAdvancedOptions(args: {
  errors?: Readonly<Record<string, string>>;
  storedPreference?: boolean | string | null;
  draft?: {
    flavorId?: unknown;
    daysSupply?: unknown;
    allergicIngredient?: unknown;
    noteToPharmacy?: unknown;
    noteToClient?: unknown;
  } | null;
}): boolean {
  const errors = args.errors ?? {};
  if (ADVANCED_OPTION_FIELDS.some((f) => f in errors)) return true;
  if (args.storedPreference === true || args.storedPreference === 'true') return true;
  const d = args.draft;
  if (!d) return false;
  const daysSupply = typeof d.daysSupply === 'number' ? d.daysSupply > 0 : present(d.daysSupply);
  return present(d.flavorId) || daysSupply || present(d.allergicIngredient) || present(d.noteToPharmacy) || present(d.noteToClient);
}
