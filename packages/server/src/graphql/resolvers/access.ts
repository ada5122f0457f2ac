import { parseId } from '../../context/context.js';
import { notFound } from '../../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { currentImpersonation, sessionView } from './impersonation.js';
import { sandboxAvailable } from './sandbox.js';

/** Operations of administration-and-access.md §7 used by the shell: session, locations, users, roles, lookups. */
export const accessResolvers: Resolvers = {
  Query: {
    me: async (_p, _a, ctx) => {
      ctx.requireUser();
      const session = await currentImpersonation(ctx);
      const support = ctx.authUser?.isSupport ? ctx.authUser : null;
      return {
        user: ctx.user,
        supportUser: support
          ? {
              username: support.username,
              email: support.email,
              firstName: support.firstName,
              lastName: support.lastName,
              inAdminSupportGroup: support.inAdminSupportGroup,
            }
          : null,
        isSupport: Boolean(support),
        impersonating: ctx.impersonator ? ctx.user!.username : null,
        impersonationSession: session ? sessionView(session, ctx.now()) : null,
        impersonationMaxMinutes: support ? ctx.impersonationMaxMinutes : null,
        sandboxAvailable: sandboxAvailable(ctx),
      };
    },
    hasFeature: async (_p, { feature, locationId }, ctx) => {
      const m = ctx.requireLocation(locationId);
      return (await ctx.features(m.locationId)).has(feature);
    },
    featureFlags: async (_p, { locationId }, ctx) => {
      const m = ctx.requireLocation(locationId);
      const rows = await ctx.loaders.locationFeaturesByLocation.load(m.locationId);
      return rows.map((r) => ({ feature: r.feature, enabled: r.enabled }));
    },
    getLocation: async (_p, { id }, ctx) => {
      ctx.requireUser();
      const locationId = parseId(id, 'Location');
      ctx.requireReadable(locationId);
      const row = await ctx.loaders.location.load(locationId);
      if (!row) throw notFound('Location');
      return row;
    },
    locationsUsers: async (_p, args, ctx) => {
      ctx.requireUser();
      const ids = args.locationIds.map((id) => parseId(id, 'Location'));
      ids.forEach((id) => ctx.requireReadable(id));
      return ctx.repos.access.locationUsers({
        locationIds: ids,
        filter: args.userFilter?.trim() || null,
        active: args.activeFilterType ?? 'all',
        skip: args.skip ?? 0,
        take: Math.min(args.take ?? 500, 500),
      });
    },
    getLocationUser: async (_p, { id }, ctx) => {
      ctx.requireUser();
      const row = await ctx.repos.records.locationUser(parseId(id, 'Location user'));
      if (!row) throw notFound('Location user');
      return row;
    },
    getLocationUsersThatCanAuthorize: async (_p, { locationId }, ctx) => {
      const m = ctx.requireLocation(locationId);
      return ctx.repos.access.authorizers(m.locationId);
    },
    getUserByUsername: async (_p, { username }, ctx) => {
      const me = ctx.requireUser();
      const name = username.trim().toLowerCase();
      if (name === me.username || name === ctx.authUser?.username) return name === me.username ? me : ctx.authUser;
      const row = await ctx.repos.access.userByUsername(name);
      if (!row) throw notFound('User');
      return row;
    },
    getSupportUser: async (_p, { username }, ctx) => {
      ctx.requireUser();
      const name = username.trim().toLowerCase();
      const self = ctx.authUser!;
      if (!self.isSupport) throw notFound('Support user');
      const row = name === self.username ? self : await ctx.repos.access.supportUser(name);
      if (!row) throw notFound('Support user');
      return { username: row.username, email: row.email, firstName: row.firstName, lastName: row.lastName, inAdminSupportGroup: row.inAdminSupportGroup };
    },
    modules: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.repos.access.modules();
    },
    roles: async (_p, { filter }, ctx) => {
      ctx.requireUser();
      return ctx.repos.access.roles(filter?.trim() || null);
    },
    pharmacyOptions: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.repos.access.pharmacies();
    },
    phoneTypes: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.repos.access.phoneTypes();
    },
    addressTypes: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.repos.access.addressTypes();
    },
    portalTypes: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.repos.access.portalTypes();
    },
  },
};

