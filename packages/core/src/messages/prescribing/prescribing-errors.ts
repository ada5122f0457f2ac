import { APPROVALS_MESSAGES } from '../approvals.js';
import { PRESCRIBING_TOASTS } from './prescribing-toasts.js';

/**
 * Refusals of the prescribing operations (AddPrescription, UpdatePrescription, DeletePrescription,
 * upsertPrescriptionWorkflow, AddShortcut). `prescriptionIdNotFound` is the spec's (§7); the others are
 * decided (the spec names the rule, not the sentence), each worded with the spec's vocabulary. The
 * server sends them as the GraphQL error message, so the form's error toast shows them.
 *
 * @remarks Decision: a FORBIDDEN authorization says why — impersonation, or a role without the
 * permission for an Rx product — so a support engineer or a staff member knows what to do next.
 *
 * @example
 * PRESCRIBING_ERRORS.prescriptionIdNotFound // 'Prescription Id not found'
 */
export const PRESCRIBING_ERRORS = {
  prescriptionIdNotFound: 'Prescription Id not found',
  authorizeWhileImpersonating: 'A prescription cannot be authorized while impersonating a user',
  authorizeForAnotherVet: 'You can authorize only in your own name, or for a vet who has delegated prescribing to you. Choose yourself as the authorizing vet, or save a draft for that vet.',
  notAllowedToAuthorize: 'You are not allowed to authorize this prescription; save it as a draft for an authorizing vet',
  authorizingVetNotListed: 'Please select an active authorizing vet of this location',
  workflowUserNotListed: 'Please select an active user of this location',
  workflowStatusUnknown: 'Please select a workflow status',
  flavorNotOffered: 'This flavor is not available for this product',
  reasonForCompoundUnknown: 'Please select a reason for compounding from the list',
  onlyDraftsChange: 'Only a draft can be changed; this prescription has already been issued',
  onlyDraftsRejected: 'Only a draft can be deleted or rejected',
  officeUseNotEnabled: 'Office use is not enabled for this location',
  patientNotOfClient: 'This patient does not belong to the selected client',
  taskClientMismatch: "This prescription must be written for the request's client and patient",
  taskAlreadyActioned: APPROVALS_MESSAGES.taskAlreadyActioned,
  taskAttachStatusMismatch: 'The request status sent does not match this save: authorizing approves the request, saving a draft keeps its status',
  /** The office-use controlled refusal uses the spec's info text (§8). */
  controlledContactPharmacy: PRESCRIBING_TOASTS.controlledContactPharmacy.title,
} as const;
