import { PRESCRIBING_LABELS } from '../messages/prescribing.js';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

function underHundred(n: number): string {
  if (n < 20) return ONES[n];
  const t = TENS[Math.floor(n / 10)];
  return n % 10 === 0 ? t : `${t}-${ONES[n % 10]}`;
}

/**
 * A quantity spelled out for the printed form, American style without "and", compound tens
 * hyphenated; 0 to 9999.
 *
 * @example
 * quantityInWords(120) // 'one hundred twenty'
 * quantityInWords(1234) // 'one thousand two hundred thirty-four'
 */
export function quantityInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 9999) throw new RangeError(`quantityInWords: expected a whole number from 0 to 9999, got ${n}`);
  if (n < 100) return underHundred(n);
  const parts: string[] = [];
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (thousands) parts.push(`${ONES[thousands]} thousand`);
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest) parts.push(underHundred(rest));
  return parts.join(' ');
}

/**
 * The quantity line of the printed form: the number and its words.
 *
 * @example
 * printQuantity(30) // '30 (thirty)'
 */
export function printQuantity(n: number): string {
  return `${n} (${quantityInWords(n)})`;
}

/**
 * A printed value, or N/A when it is missing or blank.
 *
 * @example
 * printValue(null) // 'N/A'
 * printValue(30) // '30'
 */
export function printValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return PRESCRIBING_LABELS.notApplicable;
  const s = String(value).trim();
  return s === '' ? PRESCRIBING_LABELS.notApplicable : s;
}

/**
 * The patient's allergies on the printed form, or No Known Allergies.
 *
 * @example
 * printAllergies([]) // 'No Known Allergies'
 * printAllergies(['Chicken', 'Beef']) // 'Chicken, Beef'
 */
export function printAllergies(allergies: string | readonly string[] | null | undefined): string {
  const list = (typeof allergies === 'string' ? [allergies] : (allergies ?? [])).map((a) => a.trim()).filter((a) => a !== '');
  return list.length ? list.join(', ') : PRESCRIBING_LABELS.noKnownAllergies;
}

/**
 * The fax number in the printed header: the pharmacy's, else the vendor's, else N/A.
 *
 * @example
 * printFaxNumber(null, '800-555-0100') // '800-555-0100'
 */
export function printFaxNumber(pharmacyFax: string | null | undefined, vendorFax: string | null | undefined): string {
  for (const fax of [pharmacyFax, vendorFax]) if (fax && fax.trim() !== '') return fax.trim();
  return PRESCRIBING_LABELS.notApplicable;
}

/**
 * Refills on the printed form and the detail view: PRN when flagged, otherwise the count (N/A when
 * none).
 *
 * @example
 * printRefills(null, true) // 'PRN'
 */
export function printRefills(refills: number | null | undefined, prnFlag: boolean | null | undefined): string {
  return prnFlag ? PRESCRIBING_LABELS.prn : printValue(refills);
}

/**
 * The strength line is printed only when the product has a strength.
 *
 * @example
 * printStrength('  ') // null
 */
export function printStrength(strength: string | null | undefined): string | null {
  const s = (strength ?? '').trim();
  return s === '' ? null : s;
}

/**
 * The fixed origin and method lines of the printed form.
 *
 * @example
 * PRINT_ORIGIN_AND_METHOD // { origin: 'Practice', method: 'ePrescribe' }
 */
export const PRINT_ORIGIN_AND_METHOD = {
  origin: PRESCRIBING_LABELS.printOrigin,
  method: PRESCRIBING_LABELS.printMethod,
} as const;
