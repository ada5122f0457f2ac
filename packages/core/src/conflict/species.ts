import { APPROVALS_RECORD_MESSAGES } from '../messages/approvals-records.js';

/**
 * Patient species codes (clients §3), as the conflict check compares them. The same list as
 * `patient/species.ts`; kept here under its own name so that the conflict check depends on no other
 * domain folder. Structurally identical, so a patient's species code is accepted as is.
 *
 * @example
 * CONFLICT_SPECIES_CODES.includes('small_animal') // true
 */
export const CONFLICT_SPECIES_CODES = ['avian', 'canine', 'equine', 'feline', 'other', 'reptile', 'small_animal', 'unknown'] as const;

/**
 * One of {@link CONFLICT_SPECIES_CODES}.
 *
 * @example
 * const code: ConflictSpeciesCode = 'small_animal';
 */
export type ConflictSpeciesCode = (typeof CONFLICT_SPECIES_CODES)[number];

/** Names (normalised: lower case, words separated by one space) that map to each species code. */
const SPECIES_ALIASES: Readonly<Record<string, ConflictSpeciesCode>> = {
  avian: 'avian',
  bird: 'avian',
  birds: 'avian',
  canine: 'canine',
  canines: 'canine',
  dog: 'canine',
  dogs: 'canine',
  puppy: 'canine',
  puppies: 'canine',
  equine: 'equine',
  horse: 'equine',
  horses: 'equine',
  feline: 'feline',
  felines: 'feline',
  cat: 'feline',
  cats: 'feline',
  kitten: 'feline',
  kittens: 'feline',
  reptile: 'reptile',
  reptiles: 'reptile',
  'small animal': 'small_animal',
  'small animals': 'small_animal',
  'small mammal': 'small_animal',
  'small mammals': 'small_animal',
  other: 'other',
  unknown: 'unknown',
};

/** Product species names meaning "every species" (decided). */
const ALL_SPECIES = new Set(['all', 'all species', 'any']);

/**
 * Lower case, every run of non-letters and non-digits as one space, trimmed.
 *
 * @example
 * normalizeTerm('  Chicken-Flavored ') // 'chicken flavored'
 */
export function normalizeTerm(value: string | null | undefined): string {
  return (value ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The species code of a patient species code or a product species name ('Dog', 'Canine',
 * 'canine', 'Small Mammal', 'small_animal'); `null` when not recognised. Decided mapping: the eight
 * codes, their English names, singular and plural, and the common animal names (dog, cat, horse,
 * bird, puppy, kitten, small mammal).
 *
 * @example
 * speciesCodeOf('Cats') // 'feline'
 * speciesCodeOf('Small Animal') // 'small_animal'
 */
export function speciesCodeOf(value: string | null | undefined): ConflictSpeciesCode | null {
  return SPECIES_ALIASES[normalizeTerm(value)] ?? null;
}

/**
 * Does a product species name mean every species ('All', 'All Species', 'Any')?
 *
 * @example
 * isAllSpecies('All Species') // true
 */
export function isAllSpecies(value: string | null | undefined): boolean {
  return ALL_SPECIES.has(normalizeTerm(value));
}

/**
 * Display name of a species code.
 *
 * @example
 * speciesName('small_animal') // 'Small Animal'
 */
export function speciesName(code: ConflictSpeciesCode): string {
  return APPROVALS_RECORD_MESSAGES.conflict.speciesNames[code];
}
