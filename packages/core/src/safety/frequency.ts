/**
 * How often a dose is given, read from the directions (issue 59 item 1): the dose check
 * multiplies the dose by it to get the day's total. It reads the usual abbreviations (SID, BID, TID,
 * QID, EOD, q8h), "every N hours/days/weeks", "once/twice/three times daily", "weekly", "as needed" with
 * the most it allows. It never guesses: directions it cannot read answer `unknown`, and a range or a
 * taper ("every 8–12 hours", "twice daily for 5 days, then once daily") is counted at its most frequent,
 * saying so. A duration ("for 5 days", "x 14 days") is not a frequency.
 */

/**
 * A frequency read from the directions.
 *
 * - `known`: `timesPerDay` administrations a day at most (0.5 every other day, 1/7 weekly — the day's
 *   total is then an average), `label` as a vet reads it ("every 8 h", "twice daily"), `counted` the
 *   frequencies the directions allow when they allow several (a range, alternatives, a taper; the most
 *   frequent is counted), `asNeeded` for PRN directions that state their most.
 * - `unknown`: no frequency could be read; `asNeeded` when the directions say "as needed" without the
 *   most a day.
 *
 * @example
 * parseFrequency('Give 1 tablet every 8-12 hours') // { kind: 'known', timesPerDay: 3, label: 'every 8 h', counted: ['every 8 h', 'every 12 h'], asNeeded: false }
 */
export type DoseFrequency =
  | {
      readonly kind: 'known';
      readonly timesPerDay: number;
      readonly label: string;
      readonly counted: readonly string[] | null;
      readonly asNeeded: boolean;
    }
  | { readonly kind: 'unknown'; readonly asNeeded: boolean };

/** One frequency mentioned: administrations a day and how it reads. */
interface Mention {
  readonly timesPerDay: number;
  readonly label: string;
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
  eleven: '11',
  twelve: '12',
  twenty: '20',
  'twenty-four': '24',
  'forty-eight': '48',
  'seventy-two': '72',
};

function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      // "b.i.d." → "bid", "q.12h" → "q12h", "p.r.n." → "prn"
      .replace(/\b([a-z])\.(?=[a-z0-9]\b|[a-z0-9]\.)/g, '$1')
      .replace(/\b(bid|tid|qid|sid|eod|qod|prn|qd)\./g, '$1')
      .replace(/[–—]/g, '-')
      // "twice-daily", "every-other-day": a hyphen between words is a space.
      .replace(/([a-z])-(?=[a-z])/g, '$1 ')
      // A day's total as written ("4.4 mg/kg/day", "100 mg per day") is an amount, not a frequency.
      .replace(/(?:mg|mgs|mcg|µg|ug|milligrams?|micrograms?|ml)(?:\s*(?:\/|per)\s*(?:kg|kilograms?|kilo|lbs?|pounds?))?\s*(?:\/|per)\s*(?:day|24\s*(?:h|hrs?|hours?))\b/g, ' mg ')
      .replace(/\b(twenty-four|forty-eight|seventy-two|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\b/g, (w) => NUMBER_WORDS[w])
      .replace(/\bthrice\b/g, '3 times')
      .replace(/\btwice\b/g, '2 times')
      .replace(/\bonce\b/g, '1 times')
      .replace(/(\d)\s*x\b/g, '$1 times')
      .replace(/\s+/g, ' ')
  );
}

const round = (n: number): string => String(Number(n.toPrecision(3)));
const HOURS = String.raw`(?:h|hr|hrs|hours?)`;
const N = String.raw`(\d+(?:\.\d+)?)`;
const DAY = String.raw`(?:a|per|each|every|\/|in)?\s*(?:day|daily|24\s*${HOURS})`;
const WEEK = String.raw`(?:a|per|each|every|\/)?\s*(?:week|weekly|wk)`;
const MONTH = String.raw`(?:a|per|each|every|\/)?\s*(?:month|monthly)`;

const timesLabel = (n: number): string => (n === 1 ? 'once daily' : n === 2 ? 'twice daily' : `${round(n)} times daily`);
const everyHours = (h: number): Mention => ({ timesPerDay: 24 / h, label: h === 48 ? 'every other day' : `every ${round(h)} h` });
const everyDays = (d: number): Mention => ({ timesPerDay: 1 / d, label: d === 1 ? 'once daily' : d === 2 ? 'every other day' : d === 7 ? 'once a week' : `every ${round(d)} days` });
const perWeek = (n: number): Mention => ({ timesPerDay: n / 7, label: n === 1 ? 'once a week' : n === 2 ? 'twice a week' : `${round(n)} times a week` });
const perMonth = (n: number): Mention => ({ timesPerDay: n / 30, label: n === 1 ? 'once a month' : `${round(n)} times a month` });

/**
 * The frequency patterns, most specific first. Each match is removed from the text before the next
 * pattern is tried, so "3 times daily" is not also read as "daily".
 */
const PATTERNS: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => Mention[]]> = [
  // Ranges of intervals: q8-12h, every 8 to 12 hours, every 8 or 12 hours
  [new RegExp(String.raw`\b(?:q|every)\s*${N}\s*(?:-|to|or)\s*${N}\s*${HOURS}\b`, 'g'), (m) => [everyHours(Number(m[1])), everyHours(Number(m[2]))]],
  [new RegExp(String.raw`\b(?:q|every)\s*${N}\s*${HOURS}\b`, 'g'), (m) => [everyHours(Number(m[1]))]],
  [new RegExp(String.raw`\b(?:every|each)\s+(?:1\s+)?(?:h|hr|hour)\b|\bhourly\b`, 'g'), () => [everyHours(1)]],
  // Days: every other day, EOD, every 3 days, q2d, every 2-3 days
  [/\b(?:every\s+other|every\s+second|every\s+2nd|alternate|alternating)\s+days?\b|\b(?:eod|qod|qad)\b/g, () => [everyDays(2)]],
  [/\bevery\s+(\d+)(?:st|nd|rd|th)\s+day\b/g, (m) => [everyDays(Number(m[1]))]],
  [new RegExp(String.raw`\b(?:q|every)\s*${N}\s*(?:-|to|or)\s*${N}\s*(?:d|days?)\b`, 'g'), (m) => [everyDays(Number(m[1])), everyDays(Number(m[2]))]],
  [new RegExp(String.raw`\b(?:q|every)\s*${N}\s*(?:d|days?)\b`, 'g'), (m) => [everyDays(Number(m[1]))]],
  // Weeks and months: every 2 weeks, every 3 months
  [new RegExp(String.raw`\bevery\s+${N}\s*(?:weeks?|wks?)\b`, 'g'), (m) => [everyDays(7 * Number(m[1]))]],
  [new RegExp(String.raw`\bevery\s+${N}\s*months?\b`, 'g'), (m) => [everyDays(30 * Number(m[1]))]],
  // Counts: 1-2 times daily, 1 or 2 times a day, up to 3 times daily, 2 times weekly
  [new RegExp(String.raw`\b${N}\s*(?:times)?\s*(?:-|to|or)\s*${N}\s*times\s*${DAY}\b`, 'g'), (m) => [{ timesPerDay: Number(m[1]), label: timesLabel(Number(m[1])) }, { timesPerDay: Number(m[2]), label: timesLabel(Number(m[2])) }]],
  [new RegExp(String.raw`\b${N}\s*times\s*${DAY}\b`, 'g'), (m) => [{ timesPerDay: Number(m[1]), label: timesLabel(Number(m[1])) }]],
  [new RegExp(String.raw`\b${N}\s*(?:doses?|administrations?)\s*${DAY}\b`, 'g'), (m) => [{ timesPerDay: Number(m[1]), label: timesLabel(Number(m[1])) }]],
  [new RegExp(String.raw`\b${N}\s*times\s*${WEEK}\b`, 'g'), (m) => [perWeek(Number(m[1]))]],
  [new RegExp(String.raw`\b${N}\s*times\s*${MONTH}\b`, 'g'), (m) => [perMonth(Number(m[1]))]],
  // Abbreviations
  [/\bqid\b|\bqds\b/g, () => [{ timesPerDay: 4, label: '4 times daily' }]],
  [/\btid\b|\btds\b/g, () => [{ timesPerDay: 3, label: '3 times daily' }]],
  [/\bbid\b|\bbd\b/g, () => [{ timesPerDay: 2, label: 'twice daily' }]],
  [/\b(?:sid|qd|qam|qpm|qhs)\b/g, () => [{ timesPerDay: 1, label: 'once daily' }]],
  // Times of day: morning and evening; every morning; at bedtime
  [/\b(?:morning|am|breakfast)\s+(?:and|&)\s+(?:at\s+|in\s+the\s+|with\s+)?(?:evening|night|pm|dinner|supper|bedtime)\b/g, () => [{ timesPerDay: 2, label: 'twice daily' }]],
  [/\b(?:every|each|in\s+the)\s+(?:morning|evening|night)\b|\b(?:nightly|at\s+bedtime|at\s+night)\b/g, () => [{ timesPerDay: 1, label: 'once daily' }]],
  // Plain: daily, every day, weekly, monthly
  [/\b(?:daily|every\s+day|each\s+day|a\s+day|per\s+day)\b/g, () => [{ timesPerDay: 1, label: 'once daily' }]],
  [/\b(?:weekly|every\s+week|each\s+week|a\s+week|per\s+week)\b/g, () => [perWeek(1)]],
  [/\b(?:monthly|every\s+month|each\s+month|a\s+month|per\s+month)\b/g, () => [perMonth(1)]],
];

/** Durations are not frequencies: "for 5 days", "for 2-3 weeks", "x 14 days", "until rechecked". */
const DURATIONS = new RegExp(
  String.raw`\b(?:for|over|during)\s+(?:the\s+)?(?:next\s+|first\s+|another\s+|a\s+further\s+)?(?:${N}\s*(?:-|to)\s*)?(?:${N}\s*|an?\s+)?(?:more\s+)?(?:days?|weeks?|wks?|months?)\b|(?:\btimes|\bx)\s*${N}\s*(?:d|days?|weeks?|wks?)\b`,
  'g',
);

const AS_NEEDED = /\b(?:prn|as\s+needed|as\s+required|when\s+needed|if\s+needed|when\s+required|if\s+required|as\s+necessary|on\s+demand)\b/;
/** A single dose: "once", "single dose", "one time only" (a day's total is then that dose). */
const SINGLE = /\b(?:single\s+dose|1\s+dose\s+only|1\s+times?)\b/;

/**
 * The frequency of a dose as the directions state it. See {@link DoseFrequency}.
 *
 * @example
 * parseFrequency('Give 1 tablet by mouth every 8 hours') // { kind: 'known', timesPerDay: 3, label: 'every 8 h', counted: null, asNeeded: false }
 * parseFrequency('Give 1 tablet BID for 14 days') // { kind: 'known', timesPerDay: 2, label: 'twice daily', counted: null, asNeeded: false }
 * parseFrequency('Give 1 tablet as needed for pain') // { kind: 'unknown', asNeeded: true }
 */
export function parseFrequency(directions: string | null | undefined): DoseFrequency {
  let t = ` ${normalise(directions ?? '')} `.replace(DURATIONS, ' ');
  const asNeeded = AS_NEEDED.test(t);
  const found: Mention[] = [];
  for (const [re, read] of PATTERNS) {
    t = t.replace(re, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      for (const m of read(match)) if (Number.isFinite(m.timesPerDay) && m.timesPerDay > 0 && m.timesPerDay <= 24) found.push(m);
      return ' ; ';
    });
  }
  if (found.length === 0 && SINGLE.test(t)) found.push({ timesPerDay: 1, label: 'once' });
  if (found.length === 0) return { kind: 'unknown', asNeeded };
  const labels = [...new Set(found.sort((a, b) => b.timesPerDay - a.timesPerDay).map((m) => m.label))];
  const most = found[0];
  return { kind: 'known', timesPerDay: most.timesPerDay, label: most.label, counted: labels.length > 1 ? labels : null, asNeeded };
}
