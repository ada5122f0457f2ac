/**
 * The dose check (issue 17 item 5; by the day, issue 59 item 1 and decision 0400): the
 * dose per kg that the directions and the strength imply for the patient's weight, and the day's total
 * that the frequency in the directions makes of it, each compared with the labelled dose of the species
 * (per dose with its labelled frequency, and per day). It makes no claim rather than a wrong one:
 * directions it cannot read with certainty, a strength it cannot turn into mg per unit or per mL, or a
 * missing weight give `{ kind: 'noClaim' }` with the reason; a frequency it cannot read leaves the day's
 * total unchecked and says so — never "within range".
 */
import { SAFETY_MESSAGES } from '../messages/safety.js';
import { weightInBothUnits } from '../patient/facts.js';
import { type DoseFrequency, parseFrequency } from './frequency.js';
import { FAR_OUTSIDE_FACTOR, type SafetyDoseLabel } from './knowledge.js';

/**
 * A range of mg per kg.
 *
 * @example
 * const r: MgPerKgRange = { minMgPerKg: 2.2, maxMgPerKg: 4.4 };
 */
export interface MgPerKgRange {
  readonly minMgPerKg: number;
  readonly maxMgPerKg: number;
}

/**
 * The labelled dose of a product for one species: mg/kg per dose with the labelled
 * frequency (administrations a day), and mg/kg per day — as the label states it, or worked out from the
 * dose and its frequency — with the source.
 *
 * @example
 * const carprofenDog: LabelledDoseRange = labelledDoseRange(SAFETY_DOSE_LABELS[0]);
 */
export interface LabelledDoseRange {
  readonly species: string;
  /** Null when the label states only the day's total. */
  readonly perDose: MgPerKgRange | null;
  /** Administrations a day the label gives; null when it states only the day's total. */
  readonly timesPerDay: { readonly min: number; readonly max: number } | null;
  readonly perDay: MgPerKgRange;
  /** The label states the day's range itself (false: worked out from the dose and its frequency). */
  readonly perDayStated: boolean;
  readonly source: string;
}

/**
 * A knowledge-table dose label as the check reads it: the day's range stated, or worked out from the
 * dose and its frequency (the least dose at the least frequency up to the most at the most).
 *
 * @example
 * labelledDoseRange({ ingredient: 'gabapentin', species: 'canine', perDose: [5, 20], timesPerDay: [2, 3], perDay: null, source: 'Plumb' }).perDay // { minMgPerKg: 10, maxMgPerKg: 60 }
 */
export function labelledDoseRange(label: SafetyDoseLabel): LabelledDoseRange {
  const perDose = label.perDose && { minMgPerKg: label.perDose[0], maxMgPerKg: label.perDose[1] };
  const timesPerDay = label.timesPerDay && { min: label.timesPerDay[0], max: label.timesPerDay[1] };
  const worked = perDose && timesPerDay ? { minMgPerKg: roundDose(perDose.minMgPerKg * timesPerDay.min), maxMgPerKg: roundDose(perDose.maxMgPerKg * timesPerDay.max) } : null;
  const perDay = label.perDay ? { minMgPerKg: label.perDay[0], maxMgPerKg: label.perDay[1] } : worked;
  if (!perDay) throw new Error(`The dose label of ${label.ingredient} (${label.species}) states neither the day's range nor the dose with its frequency.`);
  return { species: label.species, perDose, timesPerDay, perDay, perDayStated: label.perDay !== null, source: label.source };
}

/** What an amount in the directions is measured in. */
/** `mgPerDay` and `mgPerKgPerDay`: a day's total as written ("4.4 mg/kg/day", "100 mg per day"). */
type AmountUnit = 'unit' | 'mL' | 'mg' | 'mgPerKg' | 'mgPerDay' | 'mgPerKgPerDay';

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

/** "/day", "per day", "/24 h": a day's total, not a dose. */
const PER_DAY = String.raw`\s*(?:\/|per)\s*(?:day|24\s*(?:h|hrs?|hours?))\b`;
const UNIT_WORDS: ReadonlyArray<[RegExp, AmountUnit, number]> = [
  [new RegExp(String.raw`^(?:mg|mgs|milligrams?)\s*(?:\/|per)\s*(?:kg|kilograms?|kilo)${PER_DAY}`), 'mgPerKgPerDay', 1],
  [new RegExp(String.raw`^(?:mg|mgs|milligrams?)\s*(?:\/|per)\s*(?:lb|lbs|pounds?)${PER_DAY}`), 'mgPerKgPerDay', 2.20462262185],
  [new RegExp(String.raw`^(?:mcg|µg|ug|micrograms?)\s*(?:\/|per)\s*(?:kg|kilograms?)${PER_DAY}`), 'mgPerKgPerDay', 0.001],
  [new RegExp(String.raw`^(?:mg|mgs|milligrams?)${PER_DAY}`), 'mgPerDay', 1],
  [new RegExp(String.raw`^(?:mcg|µg|ug|micrograms?)${PER_DAY}`), 'mgPerDay', 0.001],
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
 * How a dose per kg (per dose or per day) stands against a labelled range; `noRange` without one.
 *
 * @example
 * const s: DoseStatus = 'above';
 */
export type DoseStatus = 'within' | 'below' | 'above' | 'noRange';

/**
 * The outcome of the dose check.
 *
 * - `noClaim`: nothing is said, with why: `noDirections` (blank), `unparsed` (no single amount per dose
 *   could be read), `noStrength` (the strength is not mg per unit or per mL, or does not fit the amount's
 *   unit), `noWeight` (the patient has no usable weight).
 * - `dose`: the amount read, mg per dose, the weight in kg, mg/kg per dose and its status against the
 *   labelled dose (`doseStatus`); the frequency read and the day's total with its status (`day`, null
 *   when the frequency could not be read); the steps of a taper (the highest is checked); the overall
 *   `status` (`unknownFrequency` when the dose is within but the day's total could not be checked) and
 *   the `tier` of the worse of the two (null without a labelled dose).
 *
 * @example
 * import type { DoseCheck } from '@vetrx/core/safety';
 */
export type DoseCheck =
  | { readonly kind: 'noClaim'; readonly reason: 'noDirections' | 'unparsed' | 'noStrength' | 'noWeight' }
  | {
      readonly kind: 'dose';
      readonly amount: DirectionsAmount;
      /** Null when the directions state the dose per kg and the patient has no weight. */
      readonly mgPerDose: number | null;
      readonly weightKg: number | null;
      /**
       * Per dose, as shown: 3 significant digits. Null when the directions write a day's total ("4.4
       * mg/kg/day") without saying how often: the dose is then not known, the day is.
       */
      readonly mgPerKg: number | null;
      readonly range: LabelledDoseRange | null;
      /** Null with `mgPerKg`. */
      readonly doseStatus: DoseStatus | null;
      readonly frequency: DoseFrequency;
      /** The day's total (an average below once a day); null when the frequency could not be read. */
      readonly day: { readonly mgPerDay: number | null; readonly mgPerKgPerDay: number; readonly status: DoseStatus } | null;
      /** Steps of a taper ("…, then …"); the one checked is the highest. 1 for plain directions. */
      readonly steps: number;
      readonly status: DoseStatus | 'unknownFrequency';
      readonly tier: DoseTier | null;
    };

/**
 * The tier of a dose against a labelled range: `within`, `outside` (advisory), `far`
 * (above {@link FAR_OUTSIDE_FACTOR}× the maximum or under the minimum divided by it: needs a reason).
 *
 * @example
 * const t: DoseTier = 'far';
 */
export type DoseTier = 'within' | 'outside' | 'far';

/**
 * The tier of a dose in mg/kg (per dose or per day) against a labelled range of the same basis
 * (decision 0271): `within` (min ≤ dose ≤ max), `outside` (advisory), `far` (above
 * {@link FAR_OUTSIDE_FACTOR}× the maximum or under the minimum divided by it: needs a reason).
 *
 * @example
 * doseTier(160, { minMgPerKg: 2.2, maxMgPerKg: 4.4 }) // 'far'
 * doseTier(5, { minMgPerKg: 2.2, maxMgPerKg: 4.4 }) // 'outside'
 */
export function doseTier(mgPerKg: number, range: MgPerKgRange): DoseTier {
  if (mgPerKg > range.maxMgPerKg * FAR_OUTSIDE_FACTOR || mgPerKg < range.minMgPerKg / FAR_OUTSIDE_FACTOR) return 'far';
  if (mgPerKg > range.maxMgPerKg || mgPerKg < range.minMgPerKg) return 'outside';
  return 'within';
}

const TIER_RANK: Record<DoseTier, number> = { within: 0, outside: 1, far: 2 };
const statusOf = (mgPerKg: number, range: MgPerKgRange | null): DoseStatus =>
  range === null ? 'noRange' : mgPerKg < range.minMgPerKg ? 'below' : mgPerKg > range.maxMgPerKg ? 'above' : 'within';

type NoClaim = Extract<DoseCheck, { kind: 'noClaim' }>;
type Dose = Extract<DoseCheck, { kind: 'dose' }>;

/** One step's dose: the amount, mg and mg/kg (unrounded) per dose — or per day when the directions write a day's total — or why it cannot be said. */
interface StepDose {
  readonly amount: DirectionsAmount;
  readonly mg: number | null;
  readonly mgPerKg: number;
  readonly daily: boolean;
}

const agree = (values: readonly number[]): boolean => values.every((v) => Math.abs(v - values[0]) <= values[0] * 0.01);

function stepDose(amounts: readonly DirectionsAmount[], strength: ParsedStrength | null, weightKg: number | null): NoClaim | StepDose {
  const daily = amounts.filter((a) => a.unit === 'mgPerDay' || a.unit === 'mgPerKgPerDay');
  const perKg = amounts.filter((a) => a.unit === 'mgPerKg' || a.unit === 'mgPerKgPerDay');
  // A day's total and a dose, or a per-kg amount and a fixed one, say two things.
  if ((daily.length > 0 && daily.length !== amounts.length) || (perKg.length > 0 && perKg.length !== amounts.length)) return { kind: 'noClaim', reason: 'unparsed' };
  if (perKg.length > 0) {
    if (!agree(perKg.map((a) => a.value))) return { kind: 'noClaim', reason: 'unparsed' };
    return { amount: perKg[0], mg: weightKg === null ? null : perKg[0].value * weightKg, mgPerKg: perKg[0].value, daily: daily.length > 0 };
  }
  const mgs = amounts.map((a) => (a.unit === 'mgPerDay' ? a.value : mgOf(a, strength)));
  if (mgs.some((m) => m === null)) return { kind: 'noClaim', reason: 'noStrength' };
  if (!agree(mgs as number[])) return { kind: 'noClaim', reason: 'unparsed' };
  if (weightKg === null) return { kind: 'noClaim', reason: 'noWeight' };
  const first = mgs[0] as number;
  return { amount: amounts[0], mg: first, mgPerKg: first / weightKg, daily: daily.length > 0 };
}

/** One step of the directions checked against the range. */
function checkStep(dose: StepDose, frequency: DoseFrequency, weightKg: number | null, range: LabelledDoseRange | null, steps: number): Dose | NoClaim {
  if (!Number.isFinite(dose.mgPerKg) || dose.mgPerKg <= 0) return { kind: 'noClaim', reason: 'unparsed' };
  const times = frequency.kind === 'known' ? frequency.timesPerDay : null;
  // A day's total divided by how often gives the dose; a dose times how often gives the day's total.
  const perDose = dose.daily ? (times === null ? null : { mg: dose.mg === null ? null : dose.mg / times, mgPerKg: dose.mgPerKg / times }) : { mg: dose.mg, mgPerKg: dose.mgPerKg };
  const perDay = dose.daily ? { mg: dose.mg, mgPerKg: dose.mgPerKg } : times === null ? null : { mg: dose.mg === null ? null : dose.mg * times, mgPerKg: dose.mgPerKg * times };
  const mgPerKg = perDose && roundDose(perDose.mgPerKg);
  const day = perDay && { mgPerDay: perDay.mg === null ? null : withoutFloatNoise(perDay.mg), mgPerKgPerDay: roundDose(perDay.mgPerKg), status: statusOf(roundDose(perDay.mgPerKg), range?.perDay ?? null) };
  const doseStatus = mgPerKg === null ? null : statusOf(mgPerKg, range?.perDose ?? null);
  const tiers = range === null ? [] : [range.perDose && mgPerKg !== null ? doseTier(mgPerKg, range.perDose) : null, day && doseTier(day.mgPerKgPerDay, range.perDay)].filter((t): t is DoseTier => t !== null);
  const tier = range === null ? null : tiers.reduce<DoseTier>((worst, t) => (TIER_RANK[t] > TIER_RANK[worst] ? t : worst), 'within');
  const statuses = [doseStatus, day?.status];
  const status: Dose['status'] =
    range === null ? 'noRange' : statuses.includes('above') ? 'above' : statuses.includes('below') ? 'below' : day === null ? 'unknownFrequency' : 'within';
  return { kind: 'dose', amount: dose.amount, mgPerDose: perDose?.mg ?? null, weightKg, mgPerKg, range, doseStatus, frequency, day, steps, status, tier };
}

/** The steps of a taper: "…, then …", "… followed by …". */
const STEP_BREAK = /\bthen\b|\bfollowed\s+by\b/i;

/**
 * The dose check of a prescription being written.
 *
 * The directions must state one amount per dose. Several mentions are accepted only when they agree
 * (within 1%) on the mg per dose ("1 tablet (25 mg)"); a per-kg amount ("5 mg/kg") is taken as the dose
 * per kg itself. Units: tablets, capsules, chews are counted units of a mg strength; mL of a mg/mL
 * strength; mg and mcg stand alone. The weight is the patient's, in kg (lbs converted). The frequency
 * ({@link parseFrequency}) makes the day's total; a taper ("2 tablets twice daily for 5 days, then 1
 * tablet once daily") is read step by step — a step without an amount or a frequency keeps the previous
 * step's — and the step checked is the one above the label, else one whose frequency is unknown, else the
 * highest day's total.
 *
 * @example
 * checkDose({
 *   directions: 'Give 1 tablet by mouth every 8 hours',
 *   strength: '100 mg',
 *   patient: { weight: 25, weightUnit: 'kg', species: { code: 'canine' } },
 *   ranges: [carprofenDog],
 * }) // { kind: 'dose', mgPerKg: 4, doseStatus: 'within', day: { mgPerKgPerDay: 12, status: 'above' }, tier: 'far', … }
 */
export function checkDose(input: {
  readonly directions: string | null | undefined;
  readonly strength: string | null | undefined;
  readonly patient: { readonly weight?: number | null; readonly weightUnit?: string | null; readonly species?: { readonly code?: string | null } | null } | null;
  readonly ranges: readonly LabelledDoseRange[] | null | undefined;
}): DoseCheck {
  const directions = (input.directions ?? '').trim();
  if (directions === '') return { kind: 'noClaim', reason: 'noDirections' };
  const weight = input.patient ? weightInBothUnits(input.patient) : null;
  const weightKg = weight?.kg ?? null;
  const species = input.patient?.species?.code ?? null;
  const range = species === null ? null : ((input.ranges ?? []).find((r) => r.species === species) ?? null);
  const strength = parseStrength(input.strength);

  const parts = directions.split(STEP_BREAK);
  const checked: Dose[] = [];
  let amounts: readonly DirectionsAmount[] = [];
  let frequency: DoseFrequency = { kind: 'unknown', asNeeded: false };
  for (const [i, part] of parts.entries()) {
    const read = parseDirectionsAmounts(part);
    if (read === null) return { kind: 'noClaim', reason: 'unparsed' };
    if (read.length > 0) amounts = read;
    const often = parseFrequency(part);
    // A step that says nothing of how often keeps the previous step's; "as needed" is a frequency of its own.
    if (often.kind === 'known' || often.asNeeded || i === 0) frequency = often;
    if (amounts.length === 0) continue;
    const dose = stepDose(amounts, strength, weightKg);
    if ('kind' in dose) return dose;
    const step = checkStep(dose, frequency, weightKg, range, parts.length);
    if (step.kind === 'noClaim') return step;
    checked.push(step);
  }
  if (checked.length === 0) return { kind: 'noClaim', reason: 'unparsed' };
  const rank = (c: Dose) => [c.status === 'above' ? TIER_RANK[c.tier ?? 'within'] + 1 : 0, c.day === null ? 1 : 0, c.day?.mgPerKgPerDay ?? 0, c.mgPerKg ?? 0];
  return checked.reduce((worst, c) => {
    const [a, b] = [rank(c), rank(worst)];
    const i = a.findIndex((v, k) => v !== b[k]);
    return i >= 0 && a[i] > b[i] ? c : worst;
  });
}

const num = (n: number): string => String(Number(n.toPrecision(3)));
const rangeText = (r: MgPerKgRange): string => (r.minMgPerKg === r.maxMgPerKg ? num(r.maxMgPerKg) : `${num(r.minMgPerKg)}–${num(r.maxMgPerKg)}`);

/**
 * The labelled frequency as a vet reads it: "every 12–24 h", "every 8 h".
 *
 * @example
 * labelledFrequencyText({ min: 1, max: 2 }) // 'every 12–24 h'
 */
export function labelledFrequencyText(times: { readonly min: number; readonly max: number }): string {
  const [most, least] = [24 / times.max, 24 / times.min];
  return most === least ? `every ${num(most)} h` : `every ${num(most)}–${num(least)} h`;
}

/**
 * The dose check's arithmetic as a vet reads it: the dose line ("1 × 100 mg = 100 mg per
 * dose for 25 kg = 4 mg/kg per dose; label 2.2–4.4 mg/kg per dose every 12–24 h"), the day line ("1 ×
 * 100 mg every 8 h = 12 mg/kg/day; label 2.2–4.4 mg/kg/day") or why the day's total is not checked, and
 * notes (a range of frequencies counted at the most frequent, as needed, a taper).
 *
 * @example
 * describeDose(check, '100 mg').day // '1 × 100 mg every 8 h = 12 mg/kg/day; label 2.2–4.4 mg/kg/day'
 */
export function describeDose(check: Dose, strength: string | null | undefined): { dose: string; day: string; notes: string[] } {
  const L = SAFETY_MESSAGES.doseCheck;
  const amount = L.amount(num(check.amount.value), check.amount.unit, strength ?? '');
  const daily = check.amount.unit === 'mgPerDay' || check.amount.unit === 'mgPerKgPerDay';
  const r = check.range;
  const f = check.frequency;
  const doseLabel = r?.perDose ? L.doseLabel(rangeText(r.perDose), r.timesPerDay ? labelledFrequencyText(r.timesPerDay) : null) : null;
  const perKgAmount = check.amount.unit === 'mgPerKg' || check.amount.unit === 'mgPerKgPerDay';
  const doseWorking = daily
    ? L.divided(amount, f.kind === 'known' ? f.label : null)
    : check.mgPerDose !== null && check.weightKg !== null && !perKgAmount
      ? L.working(amount, num(check.mgPerDose), num(check.weightKg))
      : amount;
  const dose = check.mgPerKg === null ? L.doseUnknown(amount) : L.doseLine(doseWorking, num(check.mgPerKg), doseLabel);
  const dayWorking = daily ? (check.day?.mgPerDay != null && check.weightKg !== null && !perKgAmount ? L.working(amount, num(check.day.mgPerDay), num(check.weightKg)).replace(' per dose ', ' a day ') : amount) : f.kind === 'known' ? `${amount} ${f.label}` : amount;
  const day =
    check.day !== null
      ? L.dayLine(dayWorking, num(check.day.mgPerKgPerDay), f.kind === 'known' && f.timesPerDay < 1 && !daily, r ? rangeText(r.perDay) : null)
      : f.asNeeded
        ? L.asNeededUnknown
        : L.unknownFrequency;
  const notes: string[] = [];
  if (f.kind === 'known' && f.counted) notes.push(L.counted(f.counted, f.label));
  if (f.kind === 'known' && f.asNeeded) notes.push(L.asNeeded(f.label));
  if (check.steps > 1) notes.push(L.steps(check.steps));
  return { dose, day, notes };
}
