/**
 * The dose check (issue 17 item 5; decision 0143): the dose per kg that the directions and the strength
 * imply for the patient's weight, compared with the product's labelled range for the species. It is
 * advisory — it never blocks a save — and it makes no claim rather than a wrong one: directions it
 * cannot read with certainty, a strength it cannot turn into mg per unit or per mL, or a missing weight
 * give `{ kind: 'noClaim' }` with the reason.
 */
import { weightInBothUnits } from '../patient/facts.js';

/**
 * A labelled dose range of a product for one species, in mg per kg per administration.
 *
 * @example
 * const carprofenDog: LabelledDoseRange = { species: 'canine', minMgPerKg: 2.2, maxMgPerKg: 4.4 };
 */
export interface LabelledDoseRange {
  readonly species: string;
  readonly minMgPerKg: number;
  readonly maxMgPerKg: number;
}

/** What an amount in the directions is measured in. */
type AmountUnit = 'unit' | 'mL' | 'mg' | 'mgPerKg';

/**
 * One amount read from the directions.
 *
 * @example
 * parseDirectionsAmounts('Give 1 tablet (25 mg) twice daily') // [{ value: 1, unit: 'unit' }, { value: 25, unit: 'mg' }]
 */
export interface DirectionsAmount {
  readonly value: number;
  readonly unit: AmountUnit;
}

/**
 * A strength as mg per countable unit (tablet, capsule, chew) or mg per mL.
 *
 * @example
 * parseStrength('2.5 mg/0.1 mL') // { mg: 25, per: 'mL' }
 */
export interface ParsedStrength {
  readonly mg: number;
  readonly per: 'unit' | 'mL';
}

/**
 * The outcome of the dose check.
 *
 * - `noClaim`: nothing is said, with why: `noDirections` (blank), `unparsed` (no single amount per dose
 *   could be read), `noStrength` (the strength is not mg per unit or per mL, or does not fit the amount's
 *   unit), `noWeight` (the patient has no usable weight).
 * - `dose`: the amount read, mg per dose, the weight in kg, mg/kg, and the species' labelled range with
 *   the status (`within`, `below`, `above`), or `noRange` when the product labels none for the species.
 *
 * @example
 * import type { DoseCheck } from '@vetrx/core/prescription';
 */
export type DoseCheck =
  | { readonly kind: 'noClaim'; readonly reason: 'noDirections' | 'unparsed' | 'noStrength' | 'noWeight' }
  | {
      readonly kind: 'dose';
      readonly amount: DirectionsAmount;
      /** Null when the directions state the dose per kg and the patient has no weight. */
      readonly mgPerDose: number | null;
      readonly weightKg: number | null;
      /** As shown: 3 significant digits. */
      readonly mgPerKg: number;
      readonly range: LabelledDoseRange | null;
      readonly status: 'within' | 'below' | 'above' | 'noRange';
    };

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
};
const FRACTIONS: Record<string, string> = { '½': ' 1/2', '¼': ' 1/4', '¾': ' 3/4', '⅓': ' 1/3', '⅔': ' 2/3', '⅛': ' 1/8' };

const UNIT_WORDS: ReadonlyArray<[RegExp, AmountUnit, number]> = [
  [/^(?:mg|mgs|milligrams?)\s*(?:\/|per)\s*(?:kg|kilograms?|kilo)\b/, 'mgPerKg', 1],
  [/^(?:mg|mgs|milligrams?)\s*(?:\/|per)\s*(?:lb|lbs|pounds?)\b/, 'mgPerKg', 2.20462262185],
  [/^(?:mcg|µg|ug|micrograms?)\s*(?:\/|per)\s*(?:kg|kilograms?)\b/, 'mgPerKg', 0.001],
  [/^(?:tablets?|tabs?|caplets?|capsules?|caps?|chews?|chewables?|soft\s+chews?|treats?|pills?)\b/, 'unit', 1],
  [/^(?:ml|mls|milliliters?|millilitres?|cc|ccs)\b/, 'mL', 1],
  [/^(?:mg|mgs|milligrams?)\b/, 'mg', 1],
  [/^(?:mcg|µg|ug|micrograms?)\b/, 'mg', 0.001],
];

function normalise(text: string): string {
  let t = text.toLowerCase();
  for (const [f, v] of Object.entries(FRACTIONS)) t = t.split(f).join(v);
  t = t.replace(/\b(?:one[\s-])?half(?:\s+(?:of\s+)?an?)?\b/g, '1/2');
  t = t.replace(/\ba\s+quarter(?:\s+(?:of\s+)?an?)?\b/g, '1/4').replace(/\bquarter(?:\s+(?:of\s+)?an?)?\b/g, '1/4');
  t = t.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/g, (w) => NUMBER_WORDS[w]);
  t = t.replace(/(\d+)\s+and\s+(?:an?\s+)?(\d+\s*\/\s*\d+)/g, '$1 $2'); // "1 and a half" → 1 1/2
  return t.replace(/(\d),(\d{3})\b/g, '$1$2');
}

/**
 * A unit conversion without binary floating-point noise: 4693 mcg × 0.001 is 4.693000000000001 in
 * floating point but 4.693 when written '4.693 mg'; 12 significant digits make both the same amount, so
 * the shown dose never depends on which unit the strength was written in.
 */
function withoutFloatNoise(value: number): number {
  return Number(value.toPrecision(12));
}

/** A number as written: 2, 2.5, .5, 1/2, 1 1/2. */
const NUMBER = String.raw`(\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d*\.\d+|\d+)`;

function numberValue(raw: string): number {
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(raw);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return Number(raw);
}

/**
 * Every amount the directions state: a number followed by a unit word (tablet, capsule, chew, mL, mg,
 * mcg, mg/kg, mg/lb). Numbers of times, hours or days are not amounts. A range ("1-2 tablets",
 * "1 to 2 mL") or a "/" list reads as `null`: the dose is not one amount.
 *
 * @example
 * parseDirectionsAmounts('Give ½ tablet by mouth every 12 hours') // [{ value: 0.5, unit: 'unit' }]
 * parseDirectionsAmounts('Give 1-2 tablets as needed') // null
 */
export function parseDirectionsAmounts(directions: string): readonly DirectionsAmount[] | null {
  let kept = amountsRead.get(directions);
  if (kept === undefined) {
    const read = readDirectionsAmounts(directions);
    kept = read && Object.freeze(read.map((a) => Object.freeze(a)));
    if (amountsRead.size >= AMOUNTS_KEPT) amountsRead.clear();
    amountsRead.set(directions, kept);
  }
  return kept;
}

/**
 * Directions read before, kept (frozen, shared): a page of task cards checks the same few directions
 * over and over, and reading one is a dozen regular expressions. Bounded: emptied when full.
 */
const amountsRead = new Map<string, readonly DirectionsAmount[] | null>();
const AMOUNTS_KEPT = 2_000;

function readDirectionsAmounts(directions: string): DirectionsAmount[] | null {
  const t = normalise(directions);
  // A count or volume per body weight ("1 tablet per 10 lbs", "0.1 mL/kg") is not an amount per dose.
  const withoutMassPerWeight = t.replace(/(?:mg|mgs|mcg|µg|ug|milligrams?|micrograms?)\s*(?:\/|per)\s*(?:kg|kilograms?|kilo|lbs?|pounds?)\b/g, ' ');
  if (/(?:\bper|\/|\bfor\s+every|\bfor\s+each|\beach)\s*\d*\.?\d*\s*(?:kg|kilograms?|kilo|lbs?|pounds?)\b/.test(withoutMassPerWeight)) return null;
  const out: DirectionsAmount[] = [];
  const re = new RegExp(`${NUMBER}\\s*(?:(-|–|to|or)\\s*${NUMBER}\\s*)?`, 'g');
  let m: RegExpExecArray | null;
  while ((m = re.exec(t)) !== null) {
    const start = m.index;
    // A number glued to letters before it (q12h, x2) is not an amount.
    if (start > 0 && /[a-z0-9.]/.test(t[start - 1])) continue;
    const rest = t.slice(start + m[0].length);
    const unit = UNIT_WORDS.find(([word]) => word.test(rest));
    if (!unit) continue;
    if (m[2] !== undefined) return null; // a range or alternatives: not one amount
    const value = withoutFloatNoise(numberValue(m[1].trim()) * unit[2]);
    if (!Number.isFinite(value) || value <= 0) return null;
    out.push({ value, unit: unit[1] });
    re.lastIndex = start + m[0].length;
  }
  return out;
}

/**
 * The strength as mg per countable unit or per mL: '25 mg', '0.1 mg', '50 mcg', '1 g' per unit;
 * '50 mg/mL', '2.5 mg/0.1 mL', '50 mcg/mL' per mL. Anything else (percentages, several ingredients,
 * '370 mg/g', weight-band names) is `null`.
 *
 * @example
 * parseStrength('68 mcg/57 mg') // null
 */
export function parseStrength(strength: string | null | undefined): ParsedStrength | null {
  const s = (strength ?? '').trim().toLowerCase();
  const mass = /^(\d*\.?\d+)\s*(mg|mcg|µg|g)$/.exec(s);
  const factor = (u: string) => (u === 'g' ? 1000 : u === 'mg' ? 1 : 0.001);
  if (mass) {
    const mg = withoutFloatNoise(Number(mass[1]) * factor(mass[2]));
    return mg > 0 && Number.isFinite(mg) ? { mg, per: 'unit' } : null;
  }
  const perVolume = /^(\d*\.?\d+)\s*(mg|mcg|µg|g)\s*\/\s*(\d*\.?\d+)?\s*ml$/.exec(s);
  if (perVolume) {
    const volume = perVolume[3] === undefined ? 1 : Number(perVolume[3]);
    const mg = withoutFloatNoise((Number(perVolume[1]) * factor(perVolume[2])) / volume);
    return mg > 0 && Number.isFinite(mg) ? { mg, per: 'mL' } : null;
  }
  return null;
}

/**
 * A dose per kg as shown and compared: 3 significant digits, so the flag never contradicts the number.
 *
 * @example
 * roundDose(2.93333) // 2.93
 */
export function roundDose(value: number): number {
  return Number(value.toPrecision(3));
}

/** mg per dose of one amount, or null when the amount and the strength do not fit together. */
function mgOf(amount: DirectionsAmount, strength: ParsedStrength | null): number | null {
  if (amount.unit === 'mg') return amount.value;
  if (strength === null) return null;
  if (amount.unit === 'unit' && strength.per === 'unit') return amount.value * strength.mg;
  if (amount.unit === 'mL' && strength.per === 'mL') return amount.value * strength.mg;
  return null;
}

/**
 * The dose check of a prescription being written (decision 0143).
 *
 * The directions must state one amount per dose. Several mentions are accepted only when they agree
 * (within 1%) on the mg per dose ("1 tablet (25 mg)"); a per-kg amount ("5 mg/kg") is taken as the dose
 * per kg itself. Units: tablets, capsules, chews are counted units of a mg strength; mL of a mg/mL
 * strength; mg and mcg stand alone. The weight is the patient's, in kg (lbs converted).
 *
 * @example
 * checkDose({
 *   directions: 'Give 1 tablet by mouth every 12 hours',
 *   strength: '75 mg',
 *   patient: { weight: 50, weightUnit: 'lbs', species: { code: 'canine' } },
 *   ranges: [{ species: 'canine', minMgPerKg: 2.2, maxMgPerKg: 4.4 }],
 * }) // { kind: 'dose', mgPerKg: 3.31, status: 'within', … }
 */
export function checkDose(input: {
  readonly directions: string | null | undefined;
  readonly strength: string | null | undefined;
  readonly patient: { readonly weight?: number | null; readonly weightUnit?: string | null; readonly species?: { readonly code?: string | null } | null } | null;
  readonly ranges: readonly LabelledDoseRange[] | null | undefined;
}): DoseCheck {
  const directions = (input.directions ?? '').trim();
  if (directions === '') return { kind: 'noClaim', reason: 'noDirections' };
  const amounts = parseDirectionsAmounts(directions);
  if (amounts === null || amounts.length === 0) return { kind: 'noClaim', reason: 'unparsed' };
  const weight = input.patient ? weightInBothUnits(input.patient) : null;
  const weightKg = weight?.kg ?? null;

  let mgPerKg: number;
  let mgPerDose: number | null;
  let amount: DirectionsAmount;
  const perKg = amounts.filter((a) => a.unit === 'mgPerKg');
  if (perKg.length > 0) {
    // A per-kg dose stands alone: mixed with a fixed amount the directions say two things.
    if (perKg.length !== amounts.length || perKg.some((a) => Math.abs(a.value - perKg[0].value) > perKg[0].value * 0.01)) {
      return { kind: 'noClaim', reason: 'unparsed' };
    }
    amount = perKg[0];
    mgPerKg = amount.value;
    mgPerDose = weightKg === null ? null : amount.value * weightKg;
  } else {
    const strength = parseStrength(input.strength);
    const mgs = amounts.map((a) => mgOf(a, strength));
    if (mgs.some((m) => m === null)) return { kind: 'noClaim', reason: 'noStrength' };
    const first = mgs[0] as number;
    if (mgs.some((m) => Math.abs((m as number) - first) > first * 0.01)) return { kind: 'noClaim', reason: 'unparsed' };
    if (weightKg === null) return { kind: 'noClaim', reason: 'noWeight' };
    amount = amounts[0];
    mgPerDose = first;
    mgPerKg = first / weightKg;
  }
  if (!Number.isFinite(mgPerKg) || mgPerKg <= 0) return { kind: 'noClaim', reason: 'unparsed' };
  const shown = roundDose(mgPerKg);
  const species = input.patient?.species?.code ?? null;
  const range = species === null ? null : ((input.ranges ?? []).find((r) => r.species === species) ?? null);
  const status = range === null ? 'noRange' : shown < range.minMgPerKg ? 'below' : shown > range.maxMgPerKg ? 'above' : 'within';
  return { kind: 'dose', amount, mgPerDose, weightKg, mgPerKg: shown, range, status };
}
