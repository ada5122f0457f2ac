import { isLinkPageEnabled } from '@vetrx/core/access';
import type { PrescriptionFilter } from '../../repositories/prescription-filters.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { selectionOf } from '../selection.js';

/** Counts of the dashboard tiles and the prescription history used by the dashboard's drafts. */
export const dashboardResolvers: Resolvers = {
  Query: {
    getPrescriptionCount: async (_p, args, ctx) => {
      const m = ctx.requireLocation(args.locationId);
      const f: PrescriptionFilter = { ...args, locationId: m.locationId };
      return ctx.repos.dashboard.countPrescriptions(f);
    },
    getPrescriptionHistory: async (_p, args, ctx, info) => {
      const m = ctx.requireLocation(args.locationId);
      const f: PrescriptionFilter = { ...args, locationId: m.locationId };
      return ctx.repos.dashboard.prescriptionHistory(f, { limit: Math.min(args.take ?? 10, 500), offset: args.skip ?? 0 }, selectionOf(info));
    },
    getPrescriptionTasksCount: async (_p, { locationId, ...args }, ctx) => {
      const m = ctx.requireLocation(locationId);
      return ctx.repos.tasks.count(m.locationId, args);
    },
    getUnlinkedLocationClientsCount: async (_p, { locationId, activeRequestFilter, filter, nameFilter }, ctx) => {
      const m = ctx.requireLocation(locationId);
      const location = (await ctx.loaders.location.load(m.locationId))!;
      const org = location.organizationId ? await ctx.loaders.organization.load(location.organizationId) : null;
      if (!isLinkPageEnabled({ isPimsEnabled: location.isPimsEnabled, organization: org ? { isPIMSEnabled: org.isPimsEnabled } : null })) return 0;
      return ctx.repos.clients.countUnlinked(m.locationId, { activeRequestFilter, filter, nameFilter });
    },
  },
};
