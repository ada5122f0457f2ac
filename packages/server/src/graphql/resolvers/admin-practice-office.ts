/**
 * The reports page and office use (administration-and-access.md §2.5, §7 GetReportEmbedUrl,
 * GetOfficeUseClient, AddOfficeUseClient). Both need the caller's membership at the location and a role
 * with the module there; the module's location gate applies too (hasReportingPage for Reports, office
 * use enabled for Office Use). The office-use client and patient are made once per location
 * (`ensureOfficeUseParty`), here or by the first office-use prescription.
 */
import { ADMIN_MODULE_LINKS, reportEmbedPath } from '@vetrx/core/admin';
import { mutate } from '../../unit-of-work.js';
import { notFound } from '../../errors.js';
import { signReportToken } from '../../repositories/admin-practice-report.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireModuleAt } from './admin-practice-access.js';

export const adminPracticeOfficeResolvers: Resolvers = {
  Query: {
    getReportEmbedUrl: async (_p, { locationId }, ctx) => {
      const m = await requireModuleAt(ctx, locationId, ADMIN_MODULE_LINKS.reports);
      const location = await ctx.loaders.location.load(m.locationId);
      if (!location?.reportEmbedUrl) return null;
      const secret = ctx.repos.locations.reportSecret();
      if (!secret) throw new Error('The report embed route is not mounted: no report secret is bound to this database.');
      const { token, expiresAt } = signReportToken(secret, m.locationId, ctx.now());
      return { embedUrl: reportEmbedPath(token), expiresAt };
    },
    getOfficeUseClient: async (_p, { locationId }, ctx) => {
      const m = await requireModuleAt(ctx, locationId, ADMIN_MODULE_LINKS.officeUse);
      return ctx.repos.locations.officeUseClient(m.locationId);
    },
  },
  Mutation: {
    addOfficeUseClient: async (_p, { locationId }, ctx) => {
      const m = await requireModuleAt(ctx, locationId, ADMIN_MODULE_LINKS.officeUse);
      const existing = await ctx.repos.locations.officeUseParty(m.locationId);
      if (existing.client && existing.patient) return existing.client;
      return mutate(ctx, 'AddOfficeUseClient', async ({ repos, record }) => {
        // Concurrent first visits are serialised on the location row (ensureOfficeUseParty).
        const party = await repos.locations.ensureOfficeUseParty(m.locationId);
        if (!party) throw notFound('Location');
        record({
          entity: 'LocationClient',
          entityId: party.client.id,
          locationId: m.locationId,
          before: party.created ? existing : party,
          after: { client: party.client, patient: party.patient },
        });
        return party.client;
      });
    },
  },
};
