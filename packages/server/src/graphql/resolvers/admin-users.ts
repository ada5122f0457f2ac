import type { Resolvers } from '../generated/resolvers-types.js';
import { mergeResolvers } from './merge.js';
import { adminUsersDelegationResolvers } from './admin-users-delegations.js';
import { adminUsersPimsResolvers } from './admin-users-pims.js';
import { adminUsersQueryResolvers } from './admin-users-queries.js';
import { adminUsersWriteResolvers } from './admin-users-writes.js';

/**
 * Operations of users, location users, delegation, PIMS users and the support user search
 * (administration-and-access.md §7): reads (admin-users-queries.ts), user and location-user writes
 * (admin-users-writes.ts), delegations (admin-users-delegations.ts), PIMS users (admin-users-pims.ts).
 */
export const adminUsersResolvers: Resolvers = mergeResolvers(
  adminUsersQueryResolvers,
  adminUsersWriteResolvers,
  adminUsersDelegationResolvers,
  adminUsersPimsResolvers,
);
