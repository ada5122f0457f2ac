/**
 * Species and gender of a patient (clients §3, §4, §5).
 *
 * Decided gender codes for the equine options (the spec gives only the letters M, F, U, O, S, N):
 * Mare F, Stallion M, Gelding N (a gelding is a neutered male).
 */
import type { LocationFeatures } from '../common/features.js';
import { hasFeature } from '../common/features.js';
import { GENDER_LABELS } from '../messages/clients.js';

/**
 * Species codes (clients §3).
 *
 * @example
 * import { SPECIES_CODES } from '@vetrx/core/patient';
 */
export const SPECIES_CODES = ['avian', 'canine', 'equine', 'feline', 'other', 'reptile', 'small_animal', 'unknown'] as const;
/**
 * One of {@link SPECIES_CODES}.
 *
 * @example
 * import type { SpeciesCode } from '@vetrx/core/patient';
 */
export type SpeciesCode = (typeof SPECIES_CODES)[number];

/**
 * Gender code letters (clients §5, §9).
 *
 * @example
 * import { GENDER_CODES } from '@vetrx/core/patient';
 */
export const GENDER_CODES = ['M', 'F', 'U', 'O', 'S', 'N'] as const;
/**
 * One of {@link GENDER_CODES}.
 *
 * @example
 * import type { GenderCode } from '@vetrx/core/patient';
 */
export type GenderCode = (typeof GENDER_CODES)[number];

/**
 * A gender option of the form: its label and the code stored.
 *
 * @example
 * import type { GenderOption } from '@vetrx/core/patient';
 */
export interface GenderOption {
  readonly label: string;
  readonly code: GenderCode;
}

const g = GENDER_LABELS;
/**
 * The options when the feature patientGender is off, and for species without their own list.
 *
 * @example
 * import { DEFAULT_GENDER_OPTIONS } from '@vetrx/core/patient';
 */
export const DEFAULT_GENDER_OPTIONS: readonly GenderOption[] = [
  { label: g.male, code: 'M' },
  { label: g.female, code: 'F' },
  { label: g.unknown, code: 'U' },
  { label: g.other, code: 'O' },
];
const EQUINE: readonly GenderOption[] = [
  { label: g.mare, code: 'F' },
  { label: g.gelding, code: 'N' },
  { label: g.stallion, code: 'M' },
  { label: g.other, code: 'O' },
  { label: g.unknown, code: 'U' },
];
const SPAY_NEUTER: readonly GenderOption[] = [
  { label: g.male, code: 'M' },
  { label: g.female, code: 'F' },
  { label: g.neutered, code: 'N' },
  { label: g.spayed, code: 'S' },
  { label: g.unknown, code: 'U' },
  { label: g.other, code: 'O' },
];
const BIRD_REPTILE: readonly GenderOption[] = [
  { label: g.male, code: 'M' },
  { label: g.female, code: 'F' },
  { label: g.unknown, code: 'U' },
  { label: g.other, code: 'O' },
];

/**
 * The species code of a text (case-insensitive, spaces read as `_`); `null` when it is not a code.
 *
 * @example
 * toSpeciesCode('Small Animal') // 'small_animal'
 */
export function toSpeciesCode(value: string | null | undefined): SpeciesCode | null {
  const code = (value ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (SPECIES_CODES as readonly string[]).includes(code) ? (code as SpeciesCode) : null;
}

/**
 * The gender options of the form (clients §5). With the feature patientGender on: equine Mare,
 * Gelding, Stallion, Other, Unknown; canine, feline and small animal Male, Female, Neutered, Spayed,
 * Unknown, Other; avian and reptile Male, Female, Unknown, Other; any other species Male, Female,
 * Unknown, Other. With the feature off: Male, Female, Unknown, Other.
 *
 * @example
 * genderOptions('equine', { patientGender: true }).map((o) => o.label) // ['Mare', 'Gelding', 'Stallion', 'Other', 'Unknown']
 */
export function genderOptions(species: string | null | undefined, features: LocationFeatures): readonly GenderOption[] {
  if (!hasFeature(features, 'patientGender')) return DEFAULT_GENDER_OPTIONS;
  switch (toSpeciesCode(species)) {
    case 'equine':
      return EQUINE;
    case 'canine':
    case 'feline':
    case 'small_animal':
      return SPAY_NEUTER;
    case 'avian':
    case 'reptile':
      return BIRD_REPTILE;
    default:
      return DEFAULT_GENDER_OPTIONS;
  }
}

/**
 * The gender code of a text (case-insensitive); `null` when it is not one of the six codes.
 *
 * @example
 * toGenderCode('s') // 'S'
 */
export function toGenderCode(value: string | null | undefined): GenderCode | null {
  const code = (value ?? '').trim().toUpperCase();
  return (GENDER_CODES as readonly string[]).includes(code) ? (code as GenderCode) : null;
}

const GENERIC_LABEL: Readonly<Record<GenderCode, string>> = {
  M: g.male,
  F: g.female,
  U: g.unknown,
  O: g.other,
  S: g.spayed,
  N: g.neutered,
};

/**
 * The label of a stored gender code for the profile: the species option's label when the form offers
 * that code, else the generic label (M Male, F Female, U Unknown, O Other, S Spayed, N Neutered);
 * `null` for an unknown code.
 *
 * @example
 * genderLabel('N', 'equine', { patientGender: true }) // 'Gelding'
 */
export function genderLabel(code: string | null | undefined, species: string | null | undefined, features: LocationFeatures): string | null {
  const c = toGenderCode(code);
  if (c === null) return null;
  return genderOptions(species, features).find((o) => o.code === c)?.label ?? GENERIC_LABEL[c];
}

/**
 * Gender from a PIMS text (clients §4): spayed types give S; neutered types (neutered, castrated,
 * gelding, MN) give N; female or mare give F; male or stallion give M; anything else gives O. Spayed and
 * neutered are tested first, as their texts usually also say female or male ("Female Spayed"). Words
 * are matched whole, so the one-letter abbreviations F, M, S, N and FS, SF, MN, NM, CM are read too.
 *
 * @example
 * normalizePimsGender('Male (Neutered)') // 'N'
 */
export function normalizePimsGender(value: string | null | undefined): 'M' | 'F' | 'S' | 'N' | 'O' {
  const text = (value ?? '').trim().toLowerCase();
  const words = text.split(/[^a-z]+/).filter(Boolean);
  const has = (...w: string[]) => words.some((x) => w.includes(x));
  if (text.includes('spay') || has('fs', 'sf', 's')) return 'S';
  if (text.includes('neuter') || text.includes('castrat') || has('gelding', 'mn', 'nm', 'cm', 'n')) return 'N';
  if (has('female', 'mare', 'f')) return 'F';
  if (has('male', 'stallion', 'm')) return 'M';
  return 'O';
}

const SPECIES_WORDS: readonly [SpeciesCode, readonly string[]][] = [
  ['canine', ['dog', 'dogs', 'canine', 'k9', 'puppy']],
  ['feline', ['cat', 'cats', 'feline', 'kitten']],
  ['equine', ['horse', 'horses', 'equine', 'pony', 'donkey', 'mule']],
  ['avian', ['bird', 'birds', 'avian', 'parrot', 'chicken', 'duck']],
  ['reptile', ['reptile', 'reptiles', 'snake', 'lizard', 'turtle', 'tortoise', 'gecko', 'iguana']],
  [
    'small_animal',
    ['small_animal', 'small', 'rabbit', 'guinea', 'hamster', 'ferret', 'rodent', 'rat', 'mouse', 'gerbil', 'chinchilla', 'hedgehog'],
  ],
];

/**
 * The species code of a PIMS species text (normalizedSpecies or species). Decided: a species code is
 * taken as is; common names map to their code (dog → canine, cat → feline, horse → equine, bird →
 * avian, snake → reptile, rabbit → small_animal, …); another text gives `other`; no text gives
 * `unknown`.
 *
 * @example
 * speciesFromPims('Dog') // 'canine'
 */
export function speciesFromPims(value: string | null | undefined): SpeciesCode {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 'unknown';
  const direct = toSpeciesCode(text);
  if (direct) return direct;
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  for (const [code, names] of SPECIES_WORDS) if (words.some((w) => names.includes(w))) return code;
  return 'other';
}
