import { COMMON_MESSAGES } from '../common.js';

/**
 * Notices and fixed sentences of the prescribing flow (§5, §8), verbatim.
 *
 * @example
 * PRESCRIBING_NOTICES.scheduleII // 'This is a Schedule II controlled substance. A physical hard copy …'
 */
export const PRESCRIBING_NOTICES = {
  eSignature: 'This is my eSignature and implies I have valid VCPR as defined by the AVMA.',
  scheduleII:
    'This is a Schedule II controlled substance. A physical hard copy must be received by our pharmacy for this prescription to be processed.',
  controlled:
    'This is a controlled substance. A physical hard copy must be received by our pharmacy for this prescription to be processed.',
  /**
   * How the hard copy reaches the pharmacy. The spec states the rule (Schedule II and every schedule
   * in New York are mailed; other controlled items print and fax) but not the sentence.
   * @remarks Decision: written from the spec's words.
   */
  hardCopyMail: 'Please mail the signed hard copy of this prescription to the pharmacy.',
  hardCopyPrintAndFax: 'Please print this prescription, sign it and fax it to the pharmacy.',
  patientInformationRequired:
    'Patient information is required. If left blank, we will make pet owner and/or clinic outreach to avoid delays in fulfillment.',
  /**
   * Hint under Reason for Compounding. The spec gives the fact (GFI 256 requires a reason for
   * compounding from April 1, 2023 per FDA), not the sentence.
   * @remarks Decision: written as a sentence from the spec's words.
   */
  reasonForCompoundHint:
    "Per the FDA's Guidance for Industry (GFI) #256, a reason for compounding is required from April 1, 2023.",
  inactiveProductTooltip:
    'This product is now inactive - please decline or decline and copy and choose a new product.',
  unavailableProductsWithFilters:
    'No products found with the current search filters or this medication is currently unavailable, please call the pharmacy support line for alternatives.',
  unavailableProducts:
    'This medication is currently unavailable, please call the pharmacy support line for alternatives.',
  unlinkedPatient: COMMON_MESSAGES.unlinkedPatientNotice,
  consultRetrievalError: COMMON_MESSAGES.consultRetrievalError,
  noWriteback: COMMON_MESSAGES.noWriteback,
  patientNotLinked: COMMON_MESSAGES.patientNotLinked,
} as const;
