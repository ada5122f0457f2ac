import type { Resolvers } from '../generated/resolvers-types.js';
import { DateScalar, DateTime, JSONScalar } from '../scalars.js';
import { accessResolvers } from './access.js';
import { adminPracticeResolvers } from './admin-practice.js';
import { adminUsersResolvers } from './admin-users.js';
import { approvalsResolvers } from './approvals.js';
import { clientsResolvers } from './clients.js';
import { dashboardResolvers } from './dashboard.js';
import { impersonationResolvers } from './impersonation.js';
import { pimsResolvers } from './pims.js';
import { prescribingResolvers } from './prescribing.js';
import { sandboxResolvers } from './sandbox.js';
import { typeResolvers } from './types.js';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Merges resolver maps; a field defined twice is a programming error. */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
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
 * Every resolver map of the API. Feature modules add theirs here (one file per domain under
 * src/graphql/resolvers/).
 */
export const resolvers: Resolvers = mergeResolvers(
  { DateTime, Date: DateScalar, JSON: JSONScalar } as Resolvers,
  { Query: { health: () => 'ok' }, Mutation: { noop: () => true } },
  typeResolvers,
  accessResolvers,
  dashboardResolvers,
  clientsResolvers,
  prescribingResolvers,
  approvalsResolvers,
  adminPracticeResolvers,
  adminUsersResolvers,
  pimsResolvers,
  impersonationResolvers,
  sandboxResolvers,
);
