import type { Resolvers } from '../generated/resolvers-types.js';
import { approvalsPimsResolvers } from './approvals-pims.js';
import { approvalsTaskResolvers } from './approvals-tasks.js';
import { historyResolvers } from './history.js';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Joins this domain's maps; a field defined twice is a programming error. */
function join(...maps: Resolvers[]): Resolvers {
  const out: ResolverMap = {};
  for (const map of maps as ResolverMap[]) {
    for (const [type, fields] of Object.entries(map)) {
      out[type] ??= {};
      for (const [field, fn] of Object.entries(fields)) {
        if (field in out[type]) throw new Error(`Resolver ${type}.${field} is defined twice`);
        out[type][field] = fn;
      }
    }
  }
  return out as Resolvers;
}

/**
 * Operations of prescription tasks, decline, workflow, history, archive and PIMS consults
 * (prescribing.md §7): the queue (approvals-tasks.ts), records (history.ts), consults (approvals-pims.ts).
 */
export const approvalsResolvers: Resolvers = join(approvalsTaskResolvers, historyResolvers, approvalsPimsResolvers);
