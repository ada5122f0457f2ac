import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import * as t from '../../db/schema/index.js';
import { parseId } from '../../context/context.js';
import { notFound } from '../../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { currentImpersonation, sessionView } from './impersonation.js';

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
      const filter = args.userFilter?.trim();
      const active = args.activeFilterType ?? 'all';
      const where = and(
        inArray(t.locationUsers.locationId, ids.length ? ids : [-1]),
        active === 'active' ? eq(t.locationUsers.isActive, true) : active === 'non_active' ? eq(t.locationUsers.isActive, false) : undefined,
        filter
          ? or(
              ilike(t.locationUsers.displayName, `%${filter}%`),
              ilike(t.users.firstName, `%${filter}%`),
              ilike(t.users.lastName, `%${filter}%`),
              ilike(t.users.email, `%${filter}%`),
            )
          : undefined,
      );
      const base = ctx.db.select({ lu: t.locationUsers }).from(t.locationUsers).innerJoin(t.users, eq(t.users.id, t.locationUsers.userId)).where(where);
      const [rows, [{ n }]] = await Promise.all([
        base
          .orderBy(asc(t.locationUsers.displayName), asc(t.locationUsers.id))
          .limit(Math.min(args.take ?? 500, 500))
          .offset(args.skip ?? 0),
        ctx.db.select({ n: count() }).from(t.locationUsers).innerJoin(t.users, eq(t.users.id, t.locationUsers.userId)).where(where),
      ]);
      return { data: rows.map((r) => r.lu), count: Number(n) };
    },
    getLocationUser: async (_p, { id }, ctx) => {
      ctx.requireUser();
      const row = await ctx.loaders.locationUser.load(parseId(id, 'Location user'));
      if (!row || (!ctx.supportMode && !ctx.locationIds.includes(row.locationId))) throw notFound('Location user');
      return row;
    },
    getLocationUsersThatCanAuthorize: async (_p, { locationId }, ctx) => {
      const m = ctx.requireLocation(locationId);
      const rows = await ctx.db
        .select({ lu: t.locationUsers })
        .from(t.locationUsers)
        .innerJoin(t.roles, eq(t.roles.id, t.locationUsers.roleId))
        .where(
          and(
            eq(t.locationUsers.locationId, m.locationId),
            eq(t.locationUsers.isActive, true),
            eq(t.roles.canAuthorize, true),
            eq(t.roles.isActive, true),
          ),
        )
        .orderBy(asc(t.locationUsers.displayName));
      return rows.map((r) => r.lu);
    },
    getUserByUsername: async (_p, { username }, ctx) => {
      const me = ctx.requireUser();
      const name = username.trim().toLowerCase();
      if (name === me.username || name === ctx.authUser?.username) return name === me.username ? me : ctx.authUser;
      const [row] = await ctx.db.select().from(t.users).where(eq(t.users.username, name)).limit(1);
      if (!row) throw notFound('User');
      if (ctx.supportMode) return row;
      const [shared] = await ctx.db
        .select({ id: t.locationUsers.id })
        .from(t.locationUsers)
        .where(and(eq(t.locationUsers.userId, row.id), inArray(t.locationUsers.locationId, ctx.locationIds.length ? ctx.locationIds : [-1])))
        .limit(1);
      if (!shared) throw notFound('User');
      return row;
    },
    getSupportUser: async (_p, { username }, ctx) => {
      ctx.requireUser();
      const name = username.trim().toLowerCase();
      const self = ctx.authUser!;
      if (!self.isSupport) throw notFound('Support user');
      const [row] = name === self.username ? [self] : await ctx.db.select().from(t.users).where(and(eq(t.users.username, name), eq(t.users.isSupport, true))).limit(1);
      if (!row) throw notFound('Support user');
      return { username: row.username, email: row.email, firstName: row.firstName, lastName: row.lastName, inAdminSupportGroup: row.inAdminSupportGroup };
    },
    modules: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.db.select().from(t.modules).orderBy(asc(t.modules.orderBy), asc(t.modules.id));
    },
    roles: async (_p, { filter }, ctx) => {
      ctx.requireUser();
      const f = filter?.trim();
      return ctx.db
        .select()
        .from(t.roles)
        .where(f ? ilike(t.roles.name, `%${f}%`) : undefined)
        .orderBy(asc(t.roles.name));
    },
    pharmacyOptions: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.db.select().from(t.pharmacies).orderBy(asc(t.pharmacies.name));
    },
    phoneTypes: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.db.select().from(t.phoneTypes).orderBy(asc(t.phoneTypes.id));
    },
    addressTypes: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.db.select().from(t.addressTypes).orderBy(asc(t.addressTypes.id));
    },
    portalTypes: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.db.select().from(t.portalTypes).orderBy(asc(t.portalTypes.id));
    },
  },
};

