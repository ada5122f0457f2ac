import { BULK_APPROVE_MAX, BULK_REVIEW_MAX_AGE_SECONDS } from './bulk-approval.js';
import { DECLINE_DESCRIPTION_MAX } from './decline.js';
import { INTERNAL_NOTE_MAX } from './workflow.js';

/**
 * A request's limits in one object: the most characters of a decline's Other
 * description and of the workflow's internal note; the most requests one bulk approval takes and how
 * long, in seconds, the summary a vet reviewed can still be confirmed.
 *
 * @example
 * import { TASK_LIMITS } from '@vetrx/core/task';
 * TASK_LIMITS.internalNote // 500
 * TASK_LIMITS.bulkApproveMax // 25
 */
export const TASK_LIMITS = {
  declineDescription: DECLINE_DESCRIPTION_MAX,
  internalNote: INTERNAL_NOTE_MAX,
  /** Decided: a screenful a vet can review. */
  bulkApproveMax: BULK_APPROVE_MAX,
  bulkReviewMaxAgeSeconds: BULK_REVIEW_MAX_AGE_SECONDS,
} as const;
