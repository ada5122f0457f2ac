import { COMMON_MESSAGES, type ToastText } from '../common.js';

/**
 * Texts of prescribing.md about writing prescriptions, choosing products, printing and controlled
 * substances (§2 labels, §5 validation, §8 toasts, notices and empty states), verbatim.
 *
 * Tasks, approvals, decline, workflow, archive, history and the prescription detail view live in
 * `approvals.ts`. Texts shared with the other specifications come from {@link COMMON_MESSAGES} and are
 * referenced here, never retyped.
 *
 * @example
 * import { PRESCRIBING_TOASTS } from '@vetrx/core/messages';
 * toast(PRESCRIBING_TOASTS.draftSaved); // { title: 'Draft Saved', description: 'Draft saved successfully.' }
 */
export const PRESCRIBING_TOASTS = {
  /** Save Draft succeeded (form and task card). */
  draftSaved: { title: 'Draft Saved', description: 'Draft saved successfully.' },
  /** The shorter variant used where only a title is shown. */
  draftSavedTitleOnly: { title: 'Draft saved successfully' },
  /** Authorize Rx or Print Rx succeeded. */
  rxCreated: { title: 'Rx created successfully' },
  draftSaveError: { title: 'Error Saving Draft', description: 'There was an error saving this request.' },
  authorizeError: { title: 'Error Authorizing RX' },
  saveRxError: { title: 'Error Saving RX' },
  /** The workflow step recorded after a save failed. */
  workflowError: { title: 'Error RX' },
  printError: { title: 'Error', description: 'Error trying to print!' },
  shortcutAdded: { title: 'Add shortcut Successfully' },
  shortcutAddError: { title: 'Error Add shortcut' },
  patientEdited: { title: COMMON_MESSAGES.patientEdited },
  patientUpdateWarning: COMMON_MESSAGES.patientUpdateWarning,
  /** Info toast shown instead of prescribing a controlled substance where the portal cannot. */
  controlledContactPharmacy: { title: 'Please contact the pharmacy to prescribe controlled substances' },
  clientNotActive: COMMON_MESSAGES.clientNotActive,
  patientNotActive: COMMON_MESSAGES.patientNotActive,
} as const satisfies Record<string, ToastText>;
