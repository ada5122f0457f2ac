import { COMMON_MESSAGES, type ToastText } from './common.js';

/**
 * Texts of the approvals queue, task cards, prescription status and expiry labels and the approvals
 * operations' refusals (prescribing.md §2, §4, §8). The queue's dialogs are in `approvals-modals.ts`,
 * the prescription records (history, detail view, archive, conflict panel, order cards) in
 * `approvals-records.ts`: apart, so the queue's first load carries neither (issue 61).
 *
 * Verbatim from the spec where the spec gives the text. Texts the spec only describes (notices,
 * tooltips, field labels it names but does not quote) are written here once, as product copy, and
 * marked "decided" in their comment. Texts about writing prescriptions, products, printing and
 * controlled substances live in `prescribing.ts`.
 *
 * Every export is prefixed `APPROVALS_` so that `messages/index.ts` can re-export all catalogues
 * without name clashes.
 *
 * @example
 * APPROVALS_MESSAGES.queue.empty.title // 'No Approvals'
 */
export const APPROVALS_MESSAGES = {
  /** Approvals page (/approve) and the dashboard approvals panel. */
  queue: {
    empty: { title: 'No Approvals', description: "You're all caught up!" },
    /** Filter labels (decided: the spec names the filters, these are their labels). */
    filters: {
      requestType: 'Request Type',
      status: 'Status',
      productClassification: 'Product Classification',
      autoship: 'Autoship',
      assignedVeterinarians: 'Assigned Veterinarians',
      assignedUser: 'Assigned User',
      nextOrderDate: 'Next Order Date',
      expirationDate: 'Expiration Date',
      createdDate: 'Created Date',
      workflowStatus: 'Workflow Status',
      nameSearch: 'Search by name',
    },
    /** Request-type filter options: the first is the spec's "all except expiring" (label decided). */
    requestTypes: {
      AllExceptExpiringRx: 'All Except Expiring Rx',
      ExpiringRx: 'Expiring Rx Request',
    },
    /** Filter panel texts (decided). */
    filterPanel: {
      toggle: 'Filters',
      clearAll: 'Clear All',
      all: 'All',
      from: 'From',
      to: 'To',
      allTypes: 'All Request Types',
      anyStatus: 'Any status',
      anyone: 'Anyone',
      searchPlaceholder: 'Client, patient or product',
    },
    /** A client's group header: its number of requests (decided). */
    groupCount: (count: number): string => `${count} ${count === 1 ? 'request' : 'requests'}`,
    /** Summary above the list (decided). */
    summary: (requests: number, clients: number): string =>
      `${requests} ${requests === 1 ? 'request' : 'requests'} from ${clients} ${clients === 1 ? 'client' : 'clients'}`,
    loading: 'Loading requests',
    /** The dashboard's approvals panel (decided). */
    panel: {
      title: 'Pending Approvals',
      viewAll: 'View All Approvals',
    },
  },

  /** Task status tags (prescribing §4 Task status). */
  taskStatus: {
    PENDING: 'Pending',
    /** 'Approved By {user}', the user defaulting to 'Vet'. */
    approvedBy: (user?: string | null): string => `Approved By ${user?.trim() || 'Vet'}`,
    defaultApprover: 'Vet',
    PV1_APPROVED: 'Approved By Pharmacy',
    VET_DECLINED: 'Declined',
    PV1_DECLINED: 'Declined By Pharmacy',
  },

  /**
   * Approval-status filter options. The spec lists six values but five labels; `system-declined`
   * (tasks declined automatically when a client or patient is made inactive or deceased) has no
   * label in the spec, so its label is decided: 'Declined By System'.
   */
  approvalStatusFilter: {
    pending: 'Pending',
    'pharmacy-approved': 'Approved By Pharmacy',
    'pharmacy-declined': 'Declined By Pharmacy',
    'system-declined': 'Declined By System',
    'vet-approved': 'Approved By Vet',
    'vet-declined': 'Declined By Vet',
  },

  /** Task type labels (prescribing §4); any other type shows `other`. */
  taskType: {
    approval: 'Client Request',
    draft: 'Recommendation Request',
    expiring: 'Expiring Rx Request',
    renewal: 'Renewal Request',
    other: 'Approval Request',
  },

  /** Task card (prescribing §2 Task card and detail). Field labels are decided. */
  taskCard: {
    saveAsDraft: 'Save As Draft',
    decline: 'Decline',
    approve: 'Approve',
    copy: 'Copy',
    view: 'View',
    authorized: 'Authorized',
    /** Title of the prescription authorization form on a pending task. */
    prescription: 'Prescription',
    /** Tag on a prescription copied from another (origin copy). */
    copied: 'Copied',
    autoship: 'Autoship',
    assignee: 'Assigned To',
    client: 'Client',
    patient: 'Patient',
    product: 'Product',
    created: 'Created',
    quantityRequested: 'Quantity Requested',
    nextOrderDate: 'Next Order Date',
    expirationDate: 'Expiration Date',
    actionReason: 'Reason',
    unassigned: 'Unassigned',
    declineAndCopy: 'Decline and Copy',
    workflow: 'Workflow',
    workflowUser: 'Workflow User',
    internalNote: 'Internal Note',
    showDetails: 'Show details',
    hideDetails: 'Hide details',
    actionedBy: 'Actioned By',
    actionedOn: 'Actioned',
    prescriptionDetails: 'Prescription Details',
    requestDetails: 'Request Details',
    initiatedBy: 'Initiated By',
    remainingQty: 'Remaining Quantity',
    /** Loading the full task failed. */
    loadFailed: 'Could not load this request.',
  },

  /**
   * Notice on a task whose requested quantity is larger than the quantity currently authorized
   * (prescribing §8 Notices; sentence decided from the spec's words).
   */
  largerQuantityNotice:
    'The client has requested a larger quantity than is currently authorized. Authorize the new quantity, or decline this request and copy it to prescribe a new quantity.',

  /** Already-actioned task (decided; the server answers CONFLICT with it). */
  taskAlreadyActioned: 'This request has already been actioned and cannot be changed.',

  /** Refusals of the approvals and records operations (decided; the server answers with them). */
  refusals: {
    /** An acting-user id or uuid sent that is not the caller's own location user (FORBIDDEN). */
    actingUser: 'You can only act as yourself at this location.',
    /** UpsertPrescriptionTask with anything but a decline (BAD_USER_INPUT). */
    declineOnly: 'A request can only be declined here; approve it by saving its prescription.',
    /** GetPrescriptionTask without exactly one of id and uuid (BAD_USER_INPUT). */
    taskIdentifier: 'Give either the id or the uuid of the request.',
    /** UpdatePrescriptionTaskWorkflow whose input names another task (BAD_USER_INPUT). */
    workflowTaskMismatch: 'The workflow step belongs to another request.',
    /** DeclinePrescription of a prescription that is neither Draft nor Created (CONFLICT). */
    prescriptionNotDeclinable: 'Only a draft or created prescription can be declined.',
    /** ArchivePrescription with archived false (BAD_USER_INPUT): archiving cannot be undone. */
    archiveIsFinal: 'An archived prescription cannot be restored.',
    /** Consult linking asked for a connection type without consults (BAD_USER_INPUT). */
    consultsUnsupported: 'Consults are not available for this practice-management system.',
  },

  /** Validation texts shared by the approvals forms. */
  validation: {
    /** The shared over-the-limit text (`COMMON_MESSAGES.maxLength`) filled with the limit. */
    maxCharacters: (max: number): string => COMMON_MESSAGES.maxLength.replace('{max}', String(max)),
  },

  /** Prescription status display (prescribing §4 table). Tooltips are the table's words as sentences. */
  rxStatus: {
    labels: {
      draft: 'Draft',
      faxed: 'Faxed',
      mailed: 'Mailed',
      declined: 'Declined',
      created: 'Created',
      fillable: 'Fillable',
      notFillable: 'Not Fillable',
      archived: 'Archived',
    },
    tooltips: {
      draft: 'This prescription is still in draft, not yet authorized.',
      faxed: 'This prescription is printed to be faxed to the pharmacy.',
      mailed: 'This prescription is printed to be mailed.',
      declined: 'This prescription has been declined.',
      created: 'This prescription is created and ready to be ordered.',
      fillable: 'This prescription is able to be filled by the client.',
      notFillable:
        'This prescription is unable to be filled (expired, discontinued, or patient no longer active).',
      archived: 'This prescription has been archived.',
    },
  },

  /** Expiry badge (prescribing §4). */
  expiry: {
    expired: 'Expired Date',
    near: 'Near To Expire',
    far: 'Far To Expire',
    expiredOnLabel: 'Expired on',
    expiresOnLabel: 'Expires on',
    expiredOn: (date: string): string => `Expired on ${date}`,
    expiresOn: (date: string): string => `Expires on ${date}`,
  },

} as const;

/**
 * Toasts of the approvals, decline, workflow and archive flows (prescribing §8). Error toasts show
 * the server message as description when there is one (see `approvalsErrorToast` in `task/`).
 *
 * @example
 * APPROVALS_TOASTS.workflowSaved // { title: 'Workflow Saved', description: 'Workflow submitted successfully.' }
 */
export const APPROVALS_TOASTS = {
  declineSuccessfully: { title: 'Decline Successfully' },
  workflowSaved: { title: 'Workflow Saved', description: 'Workflow submitted successfully.' },
  requestApproved: { title: 'Request Approved' },
  archiveRxSuccessfully: { title: 'Archive rx Successfully' },
  declineRxSuccessfully: { title: 'Decline Rx Successfully' },
  deleteRxSuccessfully: { title: 'Delete Rx Successfully' },
  errorDeclineRequest: { title: 'Error Decline Request' },
  errorDeclinePrescription: { title: 'Error Decline Prescription' },
  errorSavingRequest: { title: 'Error Saving Request' },
  errorUpdatingRequest: { title: 'Error Updating Request', description: 'There was an error updating this request.' },
  errorApprovingRequest: {
    title: 'Error Approving Request',
    description: 'There was an error approving this request.',
  },
  errorArchiveRx: { title: 'Error Archive RX' },
  errorDeleteRx: { title: 'Error Delete Rx' },
  /** Shown when recording a workflow step fails. */
  errorRx: { title: 'Error RX' },
} as const satisfies Record<string, ToastText>;
