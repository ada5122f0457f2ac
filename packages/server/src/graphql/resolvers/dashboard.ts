import { and, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { isLinkPageEnabled } from '@vetrx/core/access';
import { TASK_STATUSES } from '@vetrx/core/task';
import * as t from '../../db/schema/index.js';
import { needsProductJoin, prescriptionWhere, type PrescriptionFilter } from '../../repositories/prescriptions.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { countTasks } from '../../repositories/tasks.js';
import type { RequestContext } from '../../context/context.js';

function prescriptionBase(ctx: RequestContext, f: PrescriptionFilter) {
  const q = ctx.db.select({ p: t.prescriptions }).from(t.prescriptions);
  return needsProductJoin(f) ? q.innerJoin(t.products, eq(t.products.id, t.prescriptions.productId)) : q;
}

/** Counts of the dashboard tiles and the prescription history used by the dashboard's drafts. */
export const dashboardResolvers: Resolvers = {
  Query: {
    getPrescriptionCount: async (_p, args, ctx) => {
      const m = ctx.requireLocation(args.locationId);
      const f: PrescriptionFilter = { ...args, locationId: m.locationId };
      const q = ctx.db.select({ n: count() }).from(t.prescriptions);
      const [{ n }] = await (needsProductJoin(f) ? q.innerJoin(t.products, eq(t.products.id, t.prescriptions.productId)) : q).where(prescriptionWhere(f));
      return Number(n);
    },
    getPrescriptionHistory: async (_p, args, ctx) => {
      const m = ctx.requireLocation(args.locationId);
      const f: PrescriptionFilter = { ...args, locationId: m.locationId };
      const rows = await prescriptionBase(ctx, f)
        .where(prescriptionWhere(f))
        .orderBy(desc(t.prescriptions.createdAt), desc(t.prescriptions.id))
        .limit(Math.min(args.take ?? 10, 500))
        .offset(args.skip ?? 0);
      return rows.map((r) => r.p);
    },
    getPrescriptionTasksCount: async (_p, { locationId, ...args }, ctx) => {
      const m = ctx.requireLocation(locationId);
      return countTasks(ctx, m.locationId, args);
    },
    getUnlinkedLocationClientsCount: async (_p, { locationId, activeRequestFilter, filter, nameFilter }, ctx) => {
      const m = ctx.requireLocation(locationId);
      const location = (await ctx.loaders.location.load(m.locationId))!;
      const org = location.organizationId ? await ctx.loaders.organization.load(location.organizationId) : null;
      if (!isLinkPageEnabled({ isPimsEnabled: location.isPimsEnabled, organization: org ? { isPIMSEnabled: org.isPimsEnabled } : null })) return 0;
      const text = (nameFilter ?? filter)?.trim();
      const like = text ? `%${text}%` : null;
      const where = and(
        eq(t.locationClients.locationId, m.locationId),
        eq(t.locationClients.isActive, true),
        eq(t.locationClients.isOfficeUse, false),
        isNull(t.locationClients.pimsId),
        like ? or(ilike(t.locationClients.firstName, like), ilike(t.locationClients.lastName, like), ilike(t.locationClients.email, like)) : undefined,
        activeRequestFilter
          ? inArray(
              t.locationClients.id,
              ctx.db
                .select({ id: t.prescriptionTasks.locationClientId })
                .from(t.prescriptionTasks)
                .where(and(eq(t.prescriptionTasks.locationId, m.locationId), eq(t.prescriptionTasks.status, TASK_STATUSES[0]))),
            )
          : undefined,
      );
      const [{ n }] = await ctx.db.select({ n: count() }).from(t.locationClients).where(where);
      return Number(n);
    },
  },
};

