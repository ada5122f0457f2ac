import { APPROVALS_RECORD_MESSAGES } from '../messages/approvals-records.js';
import { isAllSpecies, normalizeTerm, type ConflictSpeciesCode, speciesCodeOf, speciesName } from './species.js';

/**
 * Pounds in one kilogram.
 *
 * @example
 * 10 * LBS_PER_KG // 22.0462262185
 */
export const LBS_PER_KG = 2.20462262185;

/**
 * Product weight bounds that mean "no bound" (prescribing §9: weightMin 0 / weightMax 10000).
 *
 * @example
 * checkWeight({ weight: 1 }, { weightMin: OPEN_WEIGHT_MIN }) // null
 */
export const OPEN_WEIGHT_MIN = 0;
/**
 * See {@link OPEN_WEIGHT_MIN}.
 *
 * @example
 * checkWeight({ weight: 20000 }, { weightMax: OPEN_WEIGHT_MAX }) // null
 */
export const OPEN_WEIGHT_MAX = 10000;

/**
 * Product keywords shorter than this (after normalising) are not compared (decided).
 *
 * @example
 * keywordMatches('mg', 'mg') // false: shorter than KEYWORD_MIN_LENGTH
 */
export const KEYWORD_MIN_LENGTH = 3;

/**
 * A coded list entry of a patient (allergy, health condition, medication) or a plain name.
 *
 * @example
 * const allergy: CodedTerm = { code: 'BEEF', name: 'Beef' };
 */
export type CodedTerm = string | { readonly code?: string | null; readonly name?: string | null };

/**
 * A species entry of a product: a name, or an object with a code and/or name.
 *
 * @example
 * const entries: ProductSpeciesEntry[] = ['Dog', { code: 'feline' }];
 */
export type ProductSpeciesEntry =
  | string
  | {
      readonly code?: string | null;
      readonly name?: string | null;
      readonly species?: { readonly code?: string | null; readonly name?: string | null } | null;
    };

/**
 * The patient fields the conflict check reads (clients §3 LocationPatient).
 *
 * @example
 * const patient: ConflictPatient = { species: { code: 'canine' }, weight: 22, weightUnit: 'lbs', allergies: [{ code: 'BEEF', name: 'Beef' }] };
 */
export interface ConflictPatient {
  readonly species?: { readonly code?: string | null; readonly name?: string | null } | string | null;
  readonly weight?: number | null;
  readonly weightUnit?: string | null;
  readonly allergies?: readonly CodedTerm[] | null;
  readonly healthConditions?: readonly CodedTerm[] | null;
  readonly medications?: readonly CodedTerm[] | null;
}

/**
 * The product fields the conflict check reads (prescribing §3 Product).
 *
 * @example
 * const product: ConflictProduct = { productSpecies: ['Canine'], weightMin: 0, weightMax: 10000, shelfLife: 90, keywords: 'beef, liver' };
 */
export interface ConflictProduct {
  readonly productSpecies?: readonly ProductSpeciesEntry[] | null;
  readonly weightMin?: number | null;
  readonly weightMax?: number | null;
  /** Shelf life in days. */
  readonly shelfLife?: number | null;
  /** A list, or one text separated by commas, semicolons, pipes or new lines. */
  readonly keywords?: readonly string[] | string | null;
}

/**
 * A product record's conflict fields, from a row that names its species `species` (the catalogue's and
 * the database's product rows).
 *
 * @example
 * conflictProductOf({ species: ['Canine'], weightMin: 0, weightMax: 20, shelfLife: 90, keywords: ['beef'] }).productSpecies // ['Canine']
 */
export function conflictProductOf(p: {
  readonly species: readonly ProductSpeciesEntry[] | null;
  readonly weightMin: number | null;
  readonly weightMax: number | null;
  readonly shelfLife: number | null;
  readonly keywords: readonly string[] | string | null;
}): ConflictProduct {
  return { productSpecies: p.species, weightMin: p.weightMin, weightMax: p.weightMax, shelfLife: p.shelfLife, keywords: p.keywords };
}

/**
 * The patient lists keywords are compared with.
 *
 * @example
 * const list: PatientTermList = 'allergies';
 */
export type PatientTermList = 'allergies' | 'healthConditions' | 'medications';

/**
 * One failed check, with the values compared.
 *
 * @example
 * const conflict: Conflict = { check: 'daysSupply', daysSupply: 120, shelfLife: 90, message: '…' };
 */
export type Conflict =
  | {
      readonly check: 'species';
      readonly patientSpecies: ConflictSpeciesCode;
      readonly productSpecies: readonly ConflictSpeciesCode[];
      readonly message: string;
    }
  | {
      readonly check: 'weight';
      readonly patientWeightLbs: number;
      readonly weightMin: number | null;
      readonly weightMax: number | null;
      readonly message: string;
    }
  | { readonly check: 'daysSupply'; readonly daysSupply: number; readonly shelfLife: number; readonly message: string }
  | {
      readonly check: 'keyword';
      readonly keyword: string;
      readonly list: PatientTermList;
      readonly term: string;
      readonly message: string;
    };

/**
 * Names of the four checks, in the order they run.
 *
 * @example
 * const name: ConflictCheckName = 'weight';
 */
export type ConflictCheckName = Conflict['check'];

/**
 * The outcome of the conflict check.
 *
 * @example
 * const result: ConflictResult = checkConflicts({ patient, product, daysSupply: 30 });
 */
export interface ConflictResult {
  /** The panel title, 'Conflict Detected'. */
  readonly title: string;
  /** The panel's explanation that a note to the pharmacy is needed to authorize. */
  readonly explanation: string;
  /** Failed checks; empty when there is no conflict. */
  readonly conflicts: readonly Conflict[];
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const round2 = (n: number) => Math.round(n * 100) / 100;
const show = (n: number) => String(round2(n));

/**
 * The patient's weight in pounds, rounded to 2 decimals; `null` when missing or not above 0
 * (decided: a weight of 0 means "not weighed"). Unit kg converts; anything else is taken as lbs
 * (the default unit).
 *
 * @example
 * patientWeightLbs({ weight: 10, weightUnit: 'kg' }) // 22.05
 */
export function patientWeightLbs(patient: Pick<ConflictPatient, 'weight' | 'weightUnit'>): number | null {
  const w = patient.weight;
  if (!finite(w) || w <= 0) return null;
  return round2(patient.weightUnit?.trim().toLowerCase() === 'kg' ? w * LBS_PER_KG : w);
}

/**
 * Species check (decided): a conflict when the patient's species code is known (not missing, not
 * unknown) and the product names at least one recognised species, none "all", and the patient's
 * code is not among them. Unrecognised product species names are ignored.
 *
 * @example
 * checkSpecies({ species: { code: 'feline' } }, { productSpecies: ['Dog'] })?.check // 'species'
 */
export function checkSpecies(patient: ConflictPatient, product: ConflictProduct): Conflict | null {
  const raw = typeof patient.species === 'string' ? patient.species : (patient.species?.code ?? patient.species?.name);
  const patientCode = speciesCodeOf(raw);
  if (!patientCode || patientCode === 'unknown') return null;
  const names = (product.productSpecies ?? []).flatMap((e) =>
    typeof e === 'string' ? [e] : [e.code, e.name, e.species?.code, e.species?.name].filter((x): x is string => !!x),
  );
  if (names.some(isAllSpecies)) return null;
  const codes = [...new Set(names.map(speciesCodeOf).filter((c): c is ConflictSpeciesCode => c !== null))];
  if (codes.length === 0 || codes.includes(patientCode)) return null;
  return {
    check: 'species',
    patientSpecies: patientCode,
    productSpecies: codes,
    message: APPROVALS_RECORD_MESSAGES.conflict.species(speciesName(patientCode), codes.map(speciesName).join(', ')),
  };
}

/**
 * Weight check (decided): the patient's weight in pounds outside the product's [weightMin,
 * weightMax], bounds inclusive; weightMin 0 or missing and weightMax 10000 (or more) or missing are
 * open bounds; no check without a patient weight.
 *
 * @example
 * checkWeight({ weight: 5 }, { weightMin: 10, weightMax: 10000 })?.message // "Weight: the patient weighs 5 lbs, below this product's minimum of 10 lbs."
 */
export function checkWeight(patient: ConflictPatient, product: ConflictProduct): Conflict | null {
  const lbs = patientWeightLbs(patient);
  if (lbs === null) return null;
  const min = finite(product.weightMin) && product.weightMin > OPEN_WEIGHT_MIN ? product.weightMin : null;
  const max = finite(product.weightMax) && product.weightMax > 0 && product.weightMax < OPEN_WEIGHT_MAX ? product.weightMax : null;
  const m = APPROVALS_RECORD_MESSAGES.conflict;
  if (min !== null && lbs < min) {
    return { check: 'weight', patientWeightLbs: lbs, weightMin: min, weightMax: max, message: m.weightBelow(show(lbs), show(min)) };
  }
  if (max !== null && lbs > max) {
    return { check: 'weight', patientWeightLbs: lbs, weightMin: min, weightMax: max, message: m.weightAbove(show(lbs), show(max)) };
  }
  return null;
}

/**
 * Days supply check (decided): the requested days supply longer than the product's shelf life in
 * days; no check when either is missing or not above 0.
 *
 * @example
 * checkDaysSupply(120, { shelfLife: 90 })?.check // 'daysSupply'
 */
export function checkDaysSupply(daysSupply: number | null | undefined, product: ConflictProduct): Conflict | null {
  const shelfLife = product.shelfLife;
  if (!finite(daysSupply) || daysSupply <= 0 || !finite(shelfLife) || shelfLife <= 0) return null;
  if (daysSupply <= shelfLife) return null;
  return { check: 'daysSupply', daysSupply, shelfLife, message: APPROVALS_RECORD_MESSAGES.conflict.daysSupply(daysSupply, shelfLife) };
}

/**
 * The product's keywords, split and trimmed, blanks and duplicates (ignoring case) removed.
 *
 * @example
 * productKeywords('Beef; chicken, beef') // ['Beef', 'chicken']
 */
export function productKeywords(keywords: ConflictProduct['keywords']): string[] {
  const list = typeof keywords === 'string' ? keywords.split(/[,;|\n]/) : (keywords ?? []);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of list) {
    const t = k.trim();
    const n = normalizeTerm(t);
    if (n && !seen.has(n)) {
      seen.add(n);
      out.push(t);
    }
  }
  return out;
}

/**
 * Does a keyword match a patient term? Decided: after normalising both (lower case, punctuation as
 * spaces) the keyword appears in the term as whole words: 'chicken' matches 'Chicken' and 'Chicken
 * by-products' but not 'chickpea'.
 *
 * @example
 * keywordMatches('beef', 'Beef protein') // true
 */
export function keywordMatches(keyword: string, term: string): boolean {
  const k = normalizeTerm(keyword);
  const t = normalizeTerm(term);
  return k.length >= KEYWORD_MIN_LENGTH && ` ${t} `.includes(` ${k} `);
}

const LISTS: readonly PatientTermList[] = ['allergies', 'healthConditions', 'medications'];

/**
 * Keyword checks (decided): every product keyword of at least 3 characters is compared with the
 * names and codes of the patient's allergies, health conditions and current medications; each
 * (keyword, list, term) match is one conflict. We prefer recall: a false match only asks the vet
 * for a note to the pharmacy.
 *
 * @example
 * checkKeywords({ allergies: [{ code: 'BEEF', name: 'Beef' }] }, { keywords: 'beef, liver' })[0]?.term // 'Beef'
 */
export function checkKeywords(patient: ConflictPatient, product: ConflictProduct): Conflict[] {
  const out: Conflict[] = [];
  const keywords = productKeywords(product.keywords).filter((k) => normalizeTerm(k).length >= KEYWORD_MIN_LENGTH);
  for (const keyword of keywords) {
    for (const list of LISTS) {
      const seen = new Set<string>();
      for (const entry of patient[list] ?? []) {
        const name = typeof entry === 'string' ? entry : entry.name;
        const candidates = typeof entry === 'string' ? [entry] : [entry.name, entry.code];
        if (!candidates.some((c) => c && keywordMatches(keyword, c))) continue;
        const term = (name ?? (typeof entry === 'string' ? entry : entry.code) ?? '').trim();
        if (seen.has(normalizeTerm(term))) continue;
        seen.add(normalizeTerm(term));
        out.push({
          check: 'keyword',
          keyword,
          list,
          term,
          message: APPROVALS_RECORD_MESSAGES.conflict.keyword(keyword, APPROVALS_RECORD_MESSAGES.conflict.lists[list], term),
        });
      }
    }
  }
  return out;
}

/**
 * What the conflict check compares: the patient, the product and the requested days supply.
 *
 * @example
 * const input: ConflictCheckInput = { patient, product, daysSupply: 30 };
 */
export interface ConflictCheckInput {
  readonly patient: ConflictPatient | null | undefined;
  readonly product: ConflictProduct | null | undefined;
  readonly daysSupply?: number | null;
}

/**
 * The conflict check (prescribing §4, clients §4): species, weight, days supply and keyword compared
 * between patient and product, as decided in docs/decisions/0010-conflict-check.md. Without a
 * patient (office use) or a product nothing is compared.
 *
 * @example
 * checkConflicts({ patient: { species: { code: 'canine' }, weight: 3 }, product: { productSpecies: ['Canine'], weightMin: 5 } }).conflicts[0].check // 'weight'
 */
export function checkConflicts(input: ConflictCheckInput): ConflictResult {
  const { patient, product } = input;
  const conflicts: Conflict[] = [];
  if (patient && product) {
    for (const c of [checkSpecies(patient, product), checkWeight(patient, product), checkDaysSupply(input.daysSupply, product)]) {
      if (c) conflicts.push(c);
    }
    conflicts.push(...checkKeywords(patient, product));
  }
  const m = APPROVALS_RECORD_MESSAGES.conflict;
  return { title: m.title, explanation: m.explanation, conflicts };
}

/**
 * Is there a conflict? Pass the result to the prescription validator's `conflict` flag: a note to
 * the pharmacy is then required to authorize.
 *
 * @example
 * hasConflict(checkConflicts({ patient: null, product: null })) // false
 */
export function hasConflict(result: ConflictResult | null | undefined): boolean {
  return (result?.conflicts.length ?? 0) > 0;
}

/**
 * The names of the checks that failed, each once, in check order.
 *
 * @example
 * failedChecks(result) // ['species', 'keyword']
 */
export function failedChecks(result: ConflictResult): ConflictCheckName[] {
  return [...new Set(result.conflicts.map((c) => c.check))];
}
