import { SAFETY_CARD_LABELS } from './safety-card.js';

/**
 * Decided texts of the safety screen (issue 42): the patient's medication list,
 * the findings of the safety check and their severities, the override a vet types, the withdrawal time a
 * food-producing animal needs and the dose check (issue 17). The spec is silent on them; they are written once here. The clinical sentences of the
 * findings themselves are data of the knowledge table (`@vetrx/core/safety`).
 */

/**
 * Labels of the patient's medication list: `SAFETY_MESSAGES.medicationList`, also read
 * by the patient's facts (patient/facts.ts) without the rest of the safety texts.
 *
 * @example
 * MEDICATION_LIST_LABELS.sources.VETRX // 'VetRx'
 */
export const MEDICATION_LIST_LABELS = {
  /** Where a medication on the list comes from. */
  sources: {
    VETRX: 'VetRx',
    RECORDED: 'Recorded',
    PIMS: 'PIMS',
    REQUEST: 'Pending request',
  },
  /** The line under a VetRx prescription on the list (its Rx number is its source badge). */
  rxLine: (status: string, expires: string | null): string => `${status}${expires ? ` · expires ${expires}` : ''}`,
  recordedLine: 'Recorded on the patient',
  pimsLine: 'From the PIMS',
  /** The line under a medication the PIMS recorded, with the day it was dispensed. */
  pimsDispensedLine: (date: string): string => `From the PIMS · dispensed ${date}`,
  /** Under the list when the patient's PIMS could not be read (prescribing goes on without it). */
  pimsUnavailable: 'Could not read the medications recorded in the PIMS; they are not on this list.',
} as const;

/**
 * Texts of the safety check on the form, the task card, the Rx detail and in bulk approval
 * (decisions 0271–0273).
 *
 * @example
 * SAFETY_MESSAGES.reasonRequired // 'Type why you authorize despite the findings above.'
 * SAFETY_MESSAGES.severity.major // 'Major'
 * SAFETY_MESSAGES.doseCheck.perKg('2.93') // '2.93 mg/kg per dose'
 */
export const SAFETY_MESSAGES = {
  ...SAFETY_CARD_LABELS,
  title: 'Safety check',
  noFindings: 'No interactions, duplicate therapy or cautions found against the current medications.',
  checkedAgainst: (count: number): string =>
    count === 0 ? 'Checked against: no current medications.' : `Checked against ${count} current medication${count === 1 ? '' : 's'}.`,
  source: 'Source',
  /**
   * The source line of a finding as a vet reads it: a decision number (our own records, kept in reviews
   * stored before issue 59) is no source a vet can look up and is left out.
   */
  sourceLine: (source: string): string =>
    `Source: ${source
      .replace(/\s*[;,(]?\s*(?:see\s+)?decisions?\s+\d{4}(?:\s*(?:,|and|–|-)\s*\d{4})*\)?/gi, '')
      .trim()}`,
  knowledge: (version: string): string => `Knowledge table ${version}`,
  /** Why the finding needs a decision. */
  /** What an issued prescription's finding had: the vet decided it (issue 59: badges by the record's state). */
  reasonGiven: 'Authorized with the vet’s reason',
  withdrawalGiven: 'Withdrawal time given',
  reasonLabel: 'Reason for authorizing despite the findings',
  reasonHelper: 'Recorded with the prescription, shown in its detail and timeline, and sent to the pharmacy.',
  reasonRequired: 'Type why you authorize despite the findings above.',
  reasonTooLong: (max: number): string => `At most ${max} characters.`,
  withdrawalLabel: 'Withdrawal time (meat, milk, eggs)',
  withdrawalHelper: 'A food-producing animal: state the withdrawal time, or that the animal will never enter the food chain.',
  withdrawalRequired: 'Give the withdrawal time for this food-producing animal.',
  withdrawalTooLong: (max: number): string => `At most ${max} characters.`,
  prohibitedRefusal: (what: string): string => `${what} This prescription cannot be authorized; choose another product.`,
  /** The Rx detail's section. */
  detailTitle: 'Safety review',
  detailNone: 'No findings when it was authorized.',
  overrideBy: 'Authorized despite the findings. Reason:',
  withdrawalTime: 'Withdrawal time',
  pharmacyLabel: 'Passed to the pharmacy with the note',
  /** The line the pharmacy receives after the note to pharmacy. */
  pharmacyLine: (findings: string, reason: string | null, withdrawal: string | null): string =>
    [`Safety override: ${findings}.`, reason ? `Reason: ${reason}` : null, withdrawal ? `Withdrawal time: ${withdrawal}` : null].filter(Boolean).join(' '),
  /** The timeline's detail of an authorization with an override. */
  timelineDetail: (count: number, reason: string | null): string =>
    `Safety override of ${count} finding${count === 1 ? '' : 's'}${reason ? `: ${reason}` : ''}`,
  /** Bulk approval's reason. */
  bulkRefusal: 'Safety findings need a vet’s decision: approve it on its card.',
  against: (label: string, source: string): string => `with ${label} (${source})`,
  /** The patient's medication list. */
  medicationList: MEDICATION_LIST_LABELS,
  /** The dose check on the form: per dose and by the day, beside the safety check. */
  doseCheck: {
    title: 'Dose check',
    perKg: (mgPerKg: string): string => `${mgPerKg} mg/kg per dose`,
    perKgPerDay: (mgPerKgPerDay: string): string => `${mgPerKgPerDay} mg/kg/day`,
    working: (amount: string, mgPerDose: string, weightKg: string): string => `${amount} = ${mgPerDose} mg per dose for ${weightKg} kg`,
    /** The amount read from the directions, with the strength it multiplies. */
    amount: (value: string, unit: 'unit' | 'mL' | 'mg' | 'mgPerKg' | 'mgPerDay' | 'mgPerKgPerDay', strength: string): string =>
      unit === 'unit'
        ? `${value} × ${strength}`
        : unit === 'mL'
          ? `${value} mL × ${strength}`
          : unit === 'mg'
            ? `${value} mg`
            : unit === 'mgPerKg'
              ? `${value} mg/kg`
              : unit === 'mgPerDay'
                ? `${value} mg/day`
                : `${value} mg/kg/day`,
    /** A day's total as written, divided by how often ("4.4 mg/kg/day divided twice daily"). */
    divided: (amount: string, frequency: string | null): string => (frequency ? `${amount} divided ${frequency}` : amount),
    /** A day's total written without how often: the dose per administration is not known. */
    doseUnknown: (amount: string): string => `${amount} as written: how often is not written, so the dose per administration is not checked.`,
    /** The labelled dose per administration with its labelled frequency. */
    doseLabel: (range: string, frequency: string | null): string => `label ${range} mg/kg per dose${frequency ? ` ${frequency}` : ''}`,
    /** "1 × 100 mg = 100 mg per dose for 25 kg = 4 mg/kg per dose; label 2.2–4.4 mg/kg per dose every 12–24 h". */
    doseLine: (working: string, mgPerKg: string, label: string | null): string => `${working} = ${mgPerKg} mg/kg per dose${label ? `; ${label}` : ''}`,
    /** "1 × 100 mg every 8 h = 12 mg/kg/day; label 2.2–4.4 mg/kg/day". */
    dayLine: (working: string, mgPerKgPerDay: string, average: boolean, label: string | null): string =>
      `${working} = ${mgPerKgPerDay} mg/kg/day${average ? ' on average' : ''}${label ? `; label ${label} mg/kg/day` : ''}`,
    unknownFrequency: 'How often is not written in the directions (for example "twice daily" or "every 12 hours"): the day’s total is not checked.',
    asNeededUnknown: 'As needed, with no most a day: the day’s total is not checked. Write the most (for example "at most every 8 hours").',
    counted: (frequencies: readonly string[], most: string): string => `The directions allow ${frequencies.join(' or ')}: the day’s total is counted at the most frequent, ${most}.`,
    asNeeded: (most: string): string => `As needed: counted at the most the directions allow, ${most}.`,
    steps: (count: number): string => `The directions change the dose in ${count} steps: the highest is checked.`,
    labelSource: (species: string, source: string): string => `Label for ${species}: ${source}`,
    within: 'Within the labelled range',
    below: 'Below the labelled range',
    above: 'Above the labelled range',
    unknownDay: 'Day’s total not checked',
    noRange: (species: string): string => `No labelled range for ${species} on this product`,
    noWeight: "Add the patient's weight to check the dose.",
    unparsed: 'Write the amount per dose (for example "Give 1 tablet" or "Give 2.5 mL") to check the dose.',
    noStrength: 'The dose per kg cannot be worked out from this strength.',
    advisory: 'Advisory only: it never blocks the prescription.',
    farAbove: 'Far above the labelled range',
    farBelow: 'Far below the labelled range',
    /** A far-outside dose or day's total (issue 42). */
    farNote: 'More than twice the labelled maximum, or under half the minimum (per dose or per day): authorizing it needs your reason.',
    /** The dose finding's sentence: the line that is outside, then how far. */
    findingFar: (line: string, times: string, above: boolean, species: string): string =>
      `${line}: ${times} times ${above ? 'above the maximum' : 'below the minimum'} of the label for ${species}. Check the directions; authorizing it needs your reason.`,
    findingOutside: (line: string, above: boolean, species: string): string => `${line}: ${above ? 'above' : 'below'} the label for ${species}. Advisory.`,
  },
} as const;
