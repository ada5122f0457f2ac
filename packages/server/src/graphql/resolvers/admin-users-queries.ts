/**
 * Reads of user administration (admin §2.4, §2.5, §7): the support user search (Users), one user
 * (GetUser), the location users of a location with a role (getLocationUserByLocationIdAndRole), and the
 * delegator of a delegation (DelegatedUser.locationUser).
 */
import { ADMIN_PAGE_SIZES, adminSearchTerm } from '@vetrx/core/admin';
import { parseId } from '../../context/context.js';
import { notFound } from '../../errors.js';
import { userAdminScope, visibleUser } from './admin-users-scope.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Largest page the user search answers. */
const MAX_TAKE = ADMIN_PAGE_SIZES.global;

export const adminUsersQueryResolvers: Resolvers = {
  Query: {
    users: async (_p, args, ctx) => {
      // The support area's search: a support user acting as themselves, not from inside an
      // impersonated session (the policy's 'support').
      ctx.requireSupport();
      const filter = adminSearchTerm(args.filter);
      if (filter === null) return { data: [], count: 0 };
      const take = Math.min(Math.max(args.take ?? ADMIN_PAGE_SIZES.users, 1), MAX_TAKE);
      const { rows, count } = await ctx.repos.users.search({
        filter,
        activeFilterType: args.activeFilterType ?? 'all',
        take,
        skip: Math.max(args.skip ?? 0, 0),
      });
      return { data: rows, count };
    },
    getUser: async (_p, { id }, ctx) => {
      const scope = await userAdminScope(ctx);
      return (await visibleUser(ctx, scope, parseId(id, 'User'))).user;
    },
    getLocationUserByLocationIdAndRole: async (_p, args, ctx) => {
      ctx.requireUser();
      const locationId = parseId(args.locationId, 'Location');
      ctx.requireReadable(locationId);
      const roleId = parseId(args.roleId, 'Role');
      const active = args.activeFilterType ?? 'active';
      const { rows, locationExists } = await ctx.repos.locations.usersWithRole(locationId, roleId, active);
      if (!locationExists) throw notFound('Location');
      return rows;
    },
  },
  DelegatedUser: {
    locationUser: (d, _a, ctx) => ctx.loaders.locationUser.load(d.locationUserId as number),
  },
};
