/**
 * The safety check (issue 42 item 2): a pure function that evaluates a candidate
 * prescription — a product, its directions — against the patient (species, breed, weight, recorded
 * conditions) and every medication on the patient's list, and answers findings, each with a severity,
 * a sentence a vet understands and the source it comes from. The data is the knowledge table
 * (`knowledge.ts`); nothing here knows a drug by name.
 */
import { normalizeTerm, speciesCodeOf, speciesName, type ConflictSpeciesCode } from '../conflict/species.js';
import { SAFETY_MESSAGES } from '../messages/safety.js';
import { checkDose, describeDose, type LabelledDoseRange, labelledDoseRange } from './dose-check.js';
import {
  DOSE_FINDINGS,
  FOOD_ANIMAL_PROHIBITIONS,
  FOOD_ANIMAL_WITHDRAWAL,
  FOOD_ANIMALS,
  SAFETY_CAUTIONS,
  SAFETY_DOSE_LABELS,
  SAFETY_DUPLICATES,
  SAFETY_GROUPS,
  SAFETY_INGREDIENTS,
  SAFETY_INTERACTIONS,
  SAFETY_SEVERITIES,
  SAME_INGREDIENT,
  type SafetyClassCode,
  type SafetyIngredient,
  type SafetyRef,
  type SafetySeverity,
} from './knowledge.js';

/**
 * Where a medication on the patient's list comes from: a VetRx prescription, a
 * medication recorded on the patient, the PIMS, or another pending request (duplicate therapy only
 * matters until it is answered).
 *
 * @example
 * const source: MedicationSource = 'VETRX';
 */
export type MedicationSource = 'VETRX' | 'RECORDED' | 'PIMS' | 'REQUEST';

/**
 * A medication the candidate is checked against.
 *
 * @example
 * const m: SafetyMedication = { key: 'rx:804', source: 'VETRX', label: 'Carprofen 100 mg, 30 Chewable Tablets', text: 'Carprofen 100 mg', rxNumber: 'RX-000804', prescriptionId: '804' };
 */
export interface SafetyMedication {
  /** Unique on the list: `rx:{id}`, `task:{id}`, `recorded:{code}`. */
  readonly key: string;
  readonly source: MedicationSource;
  /** What the vet reads: a product title, or a recorded medication's name. */
  readonly label: string;
  /** Where the ingredients are recognised: names and active ingredients. */
  readonly text: string;
  /** The whole ingredient list (inactive ingredients included), for excipients. */
  readonly ingredients?: string | null;
  /** The dosage form (`chewable-tablet`, `otic-solution`…); topical forms are not systemic. */
  readonly dosageForm?: string | null;
  readonly rxNumber?: string | null;
  readonly prescriptionId?: string | null;
  readonly prescriptionTaskId?: string | null;
}

/**
 * The product of the candidate prescription.
 *
 * @example
 * const p: SafetyProduct = { title: 'Deracoxib Chewable Tablets 75 mg, 30 Chewable Tablets', familyName: 'Deracoxib Chewable Tablets', ingredients: 'Active ingredients: Deracoxib 75 mg. …', dosageForm: 'chewable-tablet', classification: 'Medication', strength: '75 mg' };
 */
export interface SafetyProduct {
  readonly title: string;
  readonly familyName?: string | null;
  readonly ingredients?: string | null;
  readonly dosageForm?: string | null;
  readonly classification?: string | null;
  readonly strength?: string | null;
}

/**
 * The patient fields the check reads.
 *
 * @example
 * const p: SafetyPatient = { species: { code: 'canine' }, breed: { code: 'canine-collie', name: 'Collie' }, weight: 65, weightUnit: 'lbs', healthConditions: [{ code: 'mdr1_mutation' }] };
 */
export interface SafetyPatient {
  readonly species?: { readonly code?: string | null; readonly name?: string | null } | string | null;
  readonly breed?: { readonly code?: string | null; readonly name?: string | null } | string | null;
  readonly weight?: number | null;
  readonly weightUnit?: string | null;
  readonly healthConditions?: readonly ({ readonly code?: string | null; readonly name?: string | null } | string)[] | null;
}

/**
 * What kind of check found it.
 *
 * @example
 * const kind: SafetyFindingKind = 'duplicate';
 */
export type SafetyFindingKind = 'duplicate' | 'interaction' | 'caution' | 'foodAnimal' | 'withdrawal' | 'dose';

/**
 * One finding of the safety check.
 *
 * @example
 * const f: SafetyFinding = evaluateSafety(input)[0];
 */
export interface SafetyFinding {
  /** The knowledge table entry (`dup-nsaid-nsaid`, `caution-mdr1-ivermectin`…). */
  readonly code: string;
  readonly kind: SafetyFindingKind;
  readonly severity: SafetySeverity;
  /** A short title ("Two NSAIDs"). */
  readonly title: string;
  /** A sentence a vet understands, naming what is involved. */
  readonly message: string;
  readonly source: string;
  /** The medication on the list it is about, for duplicates and interactions. */
  readonly against: {
    readonly key: string;
    readonly source: MedicationSource;
    readonly label: string;
    readonly rxNumber: string | null;
    readonly prescriptionId: string | null;
    readonly prescriptionTaskId: string | null;
  } | null;
  /** A major or contraindicated finding (or a far-outside dose): authorized only with the vet's reason. */
  readonly needsReason: boolean;
  /** Prohibited (extra-label use in a food-producing animal): never authorized. */
  readonly prohibited: boolean;
  /** A food-producing animal: the withdrawal time must be given. */
  readonly needsWithdrawalTime: boolean;
}

/**
 * The candidate prescription and everything it is checked against.
 *
 * @example
 * evaluateSafety({ product, patient, medications, directions: 'Give 1 tablet daily' } satisfies SafetyInput)
 */
export interface SafetyInput {
  readonly product: SafetyProduct | null | undefined;
  readonly patient: SafetyPatient | null | undefined;
  readonly medications?: readonly SafetyMedication[] | null;
  readonly directions?: string | null;
}

const TOPICAL_FORMS = new Set(['topical-solution', 'ointment', 'otic-solution', 'ophthalmic-solution', 'ophthalmic-ointment', 'shampoo', 'spray', 'collar', 'cream', 'gel']);
const ORAL_FORMS = new Set(['tablet', 'chewable-tablet', 'capsule', 'oral-suspension', 'oral-solution', 'oral-paste', 'powder', 'soft-chew', 'dental-chew', 'liquid']);

/** A dosage form as a key: `Chewable Tablet` → `chewable-tablet`. */
const formKey = (form: string | null | undefined): string => normalizeTerm(form).replace(/ /g, '-');

/**
 * Is the dosage form applied to the skin, ear or eye (not systemic)? Unknown forms count as systemic.
 *
 * @example
 * isTopicalForm('Otic Solution') // true
 * isTopicalForm('transdermal-gel') // false
 */
export function isTopicalForm(form: string | null | undefined): boolean {
  return TOPICAL_FORMS.has(formKey(form));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phraseRe = new Map<string, RegExp>();
/** Whole-word phrase in normalised text, not followed by "free" ("xylitol-free" is not xylitol). */
function mentions(normalized: string, phrase: string): boolean {
  let re = phraseRe.get(phrase);
  if (!re) {
    re = new RegExp(`(?:^| )${escapeRe(normalizeTerm(phrase))}(?= |$)(?! free(?: |$))`);
    phraseRe.set(phrase, re);
  }
  return re.test(normalized);
}

/** The active part of an ingredients list ("Active ingredients: … Inactive ingredients: …"). */
const activePart = (ingredients: string | null | undefined): string => (ingredients ?? '').split(/inactive ingredients/i)[0];

/**
 * The ingredients of the table recognised in a text (whole words, case and punctuation ignored);
 * excipients only when `excipients` (a whole ingredient list) is given, and only in it.
 *
 * @example
 * ingredientsIn('Carprofen 100 mg').map((i) => i.code) // ['carprofen']
 * ingredientsIn('Gabapentin', 'Inactive ingredients: purified water, xylitol').map((i) => i.code) // ['gabapentin', 'xylitol']
 */
export function ingredientsIn(text: string, excipients?: string | null): SafetyIngredient[] {
  const t = normalizeTerm(text);
  const e = normalizeTerm(excipients);
  return SAFETY_INGREDIENTS.filter((i) => (i.excipient ? e !== '' && i.match.some((m) => mentions(e, m)) : i.match.some((m) => mentions(t, m))));
}

/** A drug as the rules compare it: its ingredients, classes and route. */
interface Drug {
  readonly ingredients: ReadonlySet<string>;
  readonly classes: ReadonlySet<SafetyClassCode>;
  readonly systemic: boolean;
  readonly oral: boolean | null;
}

/**
 * What was recognised in a product or a list entry, kept: a page of task cards checks the same products
 * and the same medications over and over (a Drug is read only). Bounded: emptied when full.
 */
const recognised = new Map<string, Drug>();
const RECOGNISED_MAX = 2_000;

function drugOf(text: string, excipients: string | null | undefined, dosageForm: string | null | undefined): Drug {
  const key = `${text}\u0000${excipients ?? ''}\u0000${dosageForm ?? ''}`;
  const kept = recognised.get(key);
  if (kept) return kept;
  const drug = recogniseDrug(text, excipients, dosageForm);
  if (recognised.size >= RECOGNISED_MAX) recognised.clear();
  recognised.set(key, drug);
  return drug;
}

function recogniseDrug(text: string, excipients: string | null | undefined, dosageForm: string | null | undefined): Drug {
  const found = ingredientsIn(text, excipients);
  const form = formKey(dosageForm);
  return {
    ingredients: new Set(found.map((i) => i.code)),
    classes: new Set(found.flatMap((i) => i.classes)),
    systemic: !TOPICAL_FORMS.has(form),
    oral: form === '' ? null : ORAL_FORMS.has(form),
  };
}

const has = (drug: Drug, ref: SafetyRef): boolean => ('ingredient' in ref ? drug.ingredients.has(ref.ingredient) : drug.classes.has(ref.class));
const nameOf = (code: string): string => SAFETY_INGREDIENTS.find((i) => i.code === code)?.name ?? code;

/**
 * The rank of a severity: 3 for contraindicated down to 0 for minor.
 *
 * @example
 * severityRank('major') > severityRank('moderate') // true
 */
export function severityRank(severity: SafetySeverity): number {
  return SAFETY_SEVERITIES.length - 1 - SAFETY_SEVERITIES.indexOf(severity);
}

const needsReasonFor = (severity: SafetySeverity): boolean => severityRank(severity) >= severityRank('major');

function finding(
  base: { code: string; kind: SafetyFindingKind; severity: SafetySeverity; title: string; message: string; source: string },
  against: SafetyMedication | null,
  flags: { prohibited?: boolean; needsWithdrawalTime?: boolean; needsReason?: boolean } = {},
): SafetyFinding {
  const prohibited = flags.prohibited === true;
  return {
    ...base,
    against: against && {
      key: against.key,
      source: against.source,
      label: against.label,
      rxNumber: against.rxNumber ?? null,
      prescriptionId: against.prescriptionId ?? null,
      prescriptionTaskId: against.prescriptionTaskId ?? null,
    },
    needsReason: !prohibited && (flags.needsReason ?? needsReasonFor(base.severity)),
    prohibited,
    needsWithdrawalTime: flags.needsWithdrawalTime === true,
  };
}

/** The medication as the vet reads it in a finding: its name and where it comes from. */
function againstText(m: SafetyMedication): string {
  const where = m.source === 'VETRX' ? (m.rxNumber ?? 'VetRx') : m.source === 'REQUEST' ? 'pending request' : m.source === 'PIMS' ? 'PIMS' : 'recorded';
  return `${m.label} (${where})`;
}

/**
 * Duplicate therapy and interactions of two drugs, the first being the candidate. Symmetric in the
 * drugs: the same rules match whichever is the candidate (only the wording names them in order).
 */
function pairFindings(candidate: Drug, candidateName: string, other: Drug, m: SafetyMedication): SafetyFinding[] {
  if (!candidate.systemic || !other.systemic) return [];
  const out: SafetyFinding[] = [];
  const shared = [...candidate.ingredients].filter((i) => other.ingredients.has(i) && !SAFETY_INGREDIENTS.find((x) => x.code === i)?.excipient);
  if (shared.length > 0) {
    const severity = SAME_INGREDIENT.severity;
    out.push(
      finding(
        {
          code: SAME_INGREDIENT.code,
          kind: 'duplicate',
          severity,
          title: SAME_INGREDIENT.title,
          message: `${shared.map(nameOf).join(', ')}: ${candidateName} and ${againstText(m)}. ${SAME_INGREDIENT.message}`,
          source: SAME_INGREDIENT.source,
        },
        m,
      ),
    );
  } else {
    // The most severe class duplicate only: "two NSAIDs" says it once.
    const dup = SAFETY_DUPLICATES.filter(
      (d) => (candidate.classes.has(d.classes[0]) && other.classes.has(d.classes[1])) || (candidate.classes.has(d.classes[1]) && other.classes.has(d.classes[0])),
    ).sort((a, b) => severityRank(b.severity) - severityRank(a.severity))[0];
    if (dup) {
      out.push(finding({ code: dup.code, kind: 'duplicate', severity: dup.severity, title: dup.title, message: `${candidateName} with ${againstText(m)}. ${dup.message}`, source: dup.source }, m));
    }
  }
  for (const rule of SAFETY_INTERACTIONS) {
    if ((has(candidate, rule.a) && has(other, rule.b)) || (has(candidate, rule.b) && has(other, rule.a))) {
      out.push(finding({ code: rule.code, kind: 'interaction', severity: rule.severity, title: rule.title, message: `${candidateName} with ${againstText(m)}. ${rule.message}`, source: rule.source }, m));
    }
  }
  return out;
}

const codeOf = (v: { readonly code?: string | null; readonly name?: string | null } | string | null | undefined): { code: string; name: string } =>
  typeof v === 'string' ? { code: v, name: v } : { code: v?.code ?? '', name: v?.name ?? '' };

/** The patient's species code (null when unknown). */
function speciesOf(patient: SafetyPatient): ConflictSpeciesCode | null {
  const s = codeOf(patient.species);
  const code = speciesCodeOf(s.code) ?? speciesCodeOf(s.name);
  return code === 'unknown' ? null : code;
}

/** Does the patient's breed (name or code) name one of the words? */
function breedIs(patient: SafetyPatient, words: readonly string[]): boolean {
  const b = codeOf(patient.breed);
  const text = normalizeTerm(`${b.name} ${b.code}`);
  return text !== '' && words.some((w) => mentions(text, w));
}

const hasCondition = (patient: SafetyPatient, code: string | null): boolean =>
  code !== null && (patient.healthConditions ?? []).some((c) => normalizeTerm(codeOf(c).code) === normalizeTerm(code) || normalizeTerm(codeOf(c).name) === normalizeTerm(code));

/**
 * Is the patient a food-producing animal: a horse, or a breed of poultry, pig, goat,
 * sheep, cattle or camelid?
 *
 * @example
 * isFoodAnimal({ species: { code: 'other' }, breed: { code: 'other-pygmy-goat', name: 'Pygmy Goat' } }) // true
 * isFoodAnimal({ species: { code: 'canine' } }) // false
 */
export function isFoodAnimal(patient: SafetyPatient | null | undefined): boolean {
  if (!patient) return false;
  const species = speciesOf(patient);
  return (species !== null && (FOOD_ANIMALS.species as readonly string[]).includes(species)) || breedIs(patient, FOOD_ANIMALS.breeds);
}

/**
 * The labelled doses of a product: the knowledge table's labels of its one active
 * ingredient, per species (a combination of several recognised ingredients has none).
 *
 * @example
 * labelledDoseRangesOf({ title: 'Carprofen 100 mg, 60 Chewable Tablets', familyName: 'Carprofen' }).map((r) => r.species) // ['canine']
 */
export function labelledDoseRangesOf(product: Pick<SafetyProduct, 'title' | 'familyName' | 'ingredients' | 'dosageForm'> | null | undefined): LabelledDoseRange[] {
  if (!product) return [];
  const drug = drugOf(`${product.title} ${product.familyName ?? ''} ${activePart(product.ingredients)}`, product.ingredients, product.dosageForm);
  const active = [...drug.ingredients].filter((code) => !SAFETY_INGREDIENTS.find((i) => i.code === code)?.excipient);
  if (active.length !== 1) return [];
  let kept = rangesOf.get(active[0]);
  if (!kept) {
    kept = SAFETY_DOSE_LABELS.filter((l) => l.ingredient === active[0]).map(labelledDoseRange);
    rangesOf.set(active[0], kept);
  }
  return [...kept];
}
const rangesOf = new Map<string, LabelledDoseRange[]>();

const num = (n: number): string => String(Number(n.toPrecision(3)));

function doseFinding(input: SafetyInput, patient: SafetyPatient): SafetyFinding | null {
  const product = input.product!;
  const species = speciesOf(patient);
  if (species === null) return null;
  const check = checkDose({ directions: input.directions, strength: product.strength, patient: { weight: patient.weight, weightUnit: patient.weightUnit, species: { code: species } }, ranges: labelledDoseRangesOf(product) });
  if (check.kind !== 'dose' || check.range === null || check.tier === null || check.tier === 'within') return null;
  const range = check.range;
  const lines = describeDose(check, product.strength);
  // The basis that is further out (per dose or per day) is the one the finding names.
  const bases = [
    range.perDose && check.mgPerKg !== null ? { line: lines.dose, value: check.mgPerKg, range: range.perDose } : null,
    check.day ? { line: lines.day, value: check.day.mgPerKgPerDay, range: range.perDay } : null,
  ]
    .filter((b) => b !== null)
    .map((b) => ({ ...b, above: b.value > b.range.maxMgPerKg, times: b.value > b.range.maxMgPerKg ? b.value / b.range.maxMgPerKg : b.value < b.range.minMgPerKg ? b.range.minMgPerKg / b.value : 0 }))
    .sort((a, b) => b.times - a.times);
  const out = bases[0];
  const L = SAFETY_MESSAGES.doseCheck;
  const def = check.tier === 'far' ? DOSE_FINDINGS.far : DOSE_FINDINGS.outside;
  const message = check.tier === 'far' ? L.findingFar(out.line, num(out.times), out.above, speciesName(species)) : L.findingOutside(out.line, out.above, speciesName(species));
  return finding({ code: def.code, kind: 'dose', severity: def.severity, title: def.title, message, source: range.source }, null, { needsReason: check.tier === 'far' });
}

/**
 * The safety check (issue 42 item 2) of a candidate prescription against the patient and
 * the medications on the patient's list:
 * - duplicate therapy: the same ingredient (moderate) or the most severe class duplicate (two NSAIDs,
 *   an NSAID with a corticosteroid, two opioids…), for systemic products on both sides;
 * - drug–drug interactions with each medication on the list (systemic on both sides);
 * - species and breed cautions (permethrin in cats, xylitol in dogs, P-gp substrates in herding breeds
 *   at risk of MDR1 — stricter with a recorded positive test —, oral antibiotics in hindgut fermenters);
 * - food-producing animals: drugs prohibited for extra-label use (refused), and the withdrawal time;
 * - the dose per kg against the labelled range: outside (moderate, advisory) or far outside (major).
 * Most severe first; no patient or no product, no findings.
 *
 * @example
 * evaluateSafety({ product: deracoxib, patient: simba, medications: [carprofenRx] })[0].code // 'dup-nsaid-nsaid'
 */
export function evaluateSafety(input: SafetyInput): SafetyFinding[] {
  const { product, patient } = input;
  if (!product || !patient) return [];
  const productName = product.familyName?.trim() || product.title;
  const candidate = drugOf(`${product.title} ${product.familyName ?? ''} ${activePart(product.ingredients)}`, product.ingredients, product.dosageForm);
  const out: SafetyFinding[] = [];
  const seen = new Set<string>();
  for (const m of input.medications ?? []) {
    if (seen.has(m.key)) continue;
    seen.add(m.key);
    out.push(...pairFindings(candidate, productName, drugOf(m.text, m.ingredients, m.dosageForm), m));
  }

  const species = speciesOf(patient);
  for (const rule of SAFETY_CAUTIONS) {
    if (species === null || !rule.species.includes(species) || !has(candidate, rule.ref)) continue;
    if (rule.routes === 'oral' && candidate.oral === false) continue;
    let severity = rule.severity;
    if (rule.group) {
      const group = SAFETY_GROUPS[rule.group];
      const known = hasCondition(patient, group.condition);
      if (!known && !breedIs(patient, group.breeds)) continue;
      if (known && rule.knownSeverity) severity = rule.knownSeverity;
    }
    const breed = codeOf(patient.breed).name;
    const who = rule.group ? `${breed || speciesName(species)}: ${SAFETY_GROUPS[rule.group].name}${hasCondition(patient, SAFETY_GROUPS[rule.group].condition) ? ' (MDR1 mutation recorded)' : ''}` : speciesName(species);
    out.push(finding({ code: rule.code, kind: 'caution', severity, title: rule.title, message: `${productName} for ${who}. ${rule.message}`, source: rule.source }, null));
  }

  if (isFoodAnimal(patient)) {
    for (const rule of FOOD_ANIMAL_PROHIBITIONS) {
      if (!has(candidate, rule.ref) || (rule.breeds && !breedIs(patient, rule.breeds))) continue;
      out.push(finding({ code: rule.code, kind: 'foodAnimal', severity: 'contraindicated', title: rule.title, message: `${productName}: ${rule.message}`, source: rule.source }, null, { prohibited: true }));
    }
    const classification = product.classification ?? null;
    if (classification === null || (FOOD_ANIMALS.withdrawalClassifications as readonly string[]).includes(classification)) {
      const w = FOOD_ANIMAL_WITHDRAWAL;
      out.push(finding({ code: w.code, kind: 'withdrawal', severity: w.severity, title: w.title, message: w.message, source: w.source }, null, { needsWithdrawalTime: true, needsReason: false }));
    }
  }

  const dose = doseFinding(input, patient);
  if (dose) out.push(dose);
  return out
    .map((f, i) => ({ f, i }))
    .sort((a, b) => severityRank(b.f.severity) - severityRank(a.f.severity) || a.i - b.i)
    .map(({ f }) => f);
}
