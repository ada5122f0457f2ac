import type { Resolvers } from '../generated/resolvers-types.js';
import { mergeResolvers } from './merge.js';
import { approvalsBulkResolvers } from './approvals-bulk.js';
import { approvalsDuplicateResolvers } from './approvals-duplicates.js';
import { approvalsPimsResolvers } from './approvals-pims.js';
import { approvalsTaskResolvers } from './approvals-tasks.js';
import { historyResolvers } from './history.js';

/**
 * Operations of prescription tasks, decline, workflow, history, archive and PIMS consults
 * (prescribing.md §7): the queue (approvals-tasks.ts), records (history.ts), consults (approvals-pims.ts),
 * duplicates and bulk approval (approvals-duplicates.ts, approvals-bulk.ts).
 */
export const approvalsResolvers: Resolvers = mergeResolvers(approvalsTaskResolvers, historyResolvers, approvalsPimsResolvers, approvalsDuplicateResolvers, approvalsBulkResolvers);
