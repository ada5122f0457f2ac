import { PRESCRIBING_LABELS } from '../messages/prescribing.js';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

function underHundred(n: number): string {
  if (n < 20) return ONES[n];
  const t = TENS[Math.floor(n / 10)];
  return n % 10 === 0 ? t : `${t}-${ONES[n % 10]}`;
}

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return underHundred(rest);
  return rest ? `${ONES[hundreds]} hundred ${underHundred(rest)}` : `${ONES[hundreds]} hundred`;
}

/**
 * A whole number spelled out for the printed form (the quantity line), American style without "and",
 * compound tens hyphenated; 0 to 999,999,999 (a printed quantity is the units per fill: up to 9999 packs
 * of a pack size).
 *
 * @example
 * numberInWords(120) // 'one hundred twenty'
 * numberInWords(1234) // 'one thousand two hundred thirty-four'
 * numberInWords(1250000) // 'one million two hundred fifty thousand'
 */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999) throw new RangeError(`numberInWords: expected a whole number from 0 to 999999999, got ${n}`);
  if (n < 1000) return underThousand(n);
  const parts: string[] = [];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  if (millions) parts.push(`${underThousand(millions)} million`);
  if (thousands) parts.push(`${underThousand(thousands)} thousand`);
  if (rest) parts.push(underThousand(rest));
  return parts.join(' ');
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
