import type { Resolvers } from '../generated/resolvers-types.js';
import { adminUsersDelegationResolvers } from './admin-users-delegations.js';
import { adminUsersPimsResolvers } from './admin-users-pims.js';
import { adminUsersQueryResolvers } from './admin-users-queries.js';
import { adminUsersWriteResolvers } from './admin-users-writes.js';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Joins this domain's maps per type (index.ts merges every domain's map); a field defined twice is a programming error. */
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
 * Operations of users, location users, delegation, PIMS users and the support user search
 * (administration-and-access.md §7): reads (admin-users-queries.ts), user and location-user writes
 * (admin-users-writes.ts), delegations (admin-users-delegations.ts), PIMS users (admin-users-pims.ts).
 */
export const adminUsersResolvers: Resolvers = join(
  adminUsersQueryResolvers,
  adminUsersWriteResolvers,
  adminUsersDelegationResolvers,
  adminUsersPimsResolvers,
);
