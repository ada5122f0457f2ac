/** Client and patient reads, and the reference lists of the patient form (clients §7). */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { toSpeciesCode } from '@vetrx/core/patient';
import { parseId } from '../../context/context.js';
import * as t from '../../db/schema/index.js';
import { clientOrder, likePattern, searchClients, unlinkedClientsWhere } from '../../repositories/clients.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { pageOffset, pageSize, scopedClient, scopedPatient } from './clients-scope.js';
import { readableLocation } from './pims-access.js';

const byName = <T extends { name: string }>(rows: Iterable<T>): T[] => [...rows].sort((a, b) => a.name.localeCompare(b.name));

export const clientQueryResolvers: Resolvers = {
  Query: {
    locationClientSearch: async (_p, a, ctx) => {
      // Support users search any practice's clients (the Pims Lookup, admin §2.4).
      const location = await readableLocation(ctx, a.locationId);
      return searchClients(ctx.db, {
        locationId: location.id,
        organizationId: a.organizationId == null ? null : parseId(a.organizationId, 'Organization'),
        filter: a.filter,
        activeFilterType: a.activeFilterType,
        take: pageSize(a.take, 10),
        skip: pageOffset(a.skip),
      });
    },
    getLocationClient: (_p, { id }, ctx) => scopedClient(ctx, id),
    getUnlinkedLocationClients: async (_p, a, ctx) => {
      const m = ctx.requireLocation(a.locationId);
      return ctx.db
        .select()
        .from(t.locationClients)
        .where(unlinkedClientsWhere(m.locationId, a))
        .orderBy(...clientOrder)
        .limit(pageSize(a.take, 10))
        .offset(pageOffset(a.skip));
    },
    getLocationPatient: (_p, { id }, ctx) => scopedPatient(ctx, id),
    getLocationPatientsByFilter: async (_p, { locationPatientFilter: f, locationIds }, ctx) => {
      const ids = [...new Set(locationIds.map((id) => ctx.requireLocation(id).locationId))];
      if (ids.length === 0) return [];
      const p = t.locationPatients;
      const conditions: (SQL | undefined)[] = [inArray(p.locationId, ids), eq(p.isOfficeUse, false)];
      const search = f?.search?.trim();
      if (search) {
        const pattern = likePattern(search);
        conditions.push(
          or(
            sql`lower(${p.name}) like ${pattern}`,
            sql`${p.id} in (select lpc.location_patient_id from ${t.locationPatientClients} lpc
              join ${t.locationClients} c on c.id = lpc.location_client_id
              where lower(c.first_name) like ${pattern} or lower(c.last_name) like ${pattern})`,
          ),
        );
      }
      const species = (f?.species ?? []).map((s) => toSpeciesCode(s)).filter((s): s is NonNullable<typeof s> => s !== null);
      if (f?.species?.length) conditions.push(species.length ? inArray(p.speciesCode, species) : sql`false`);
      if (f?.isActive != null) conditions.push(eq(p.isActive, f.isActive));
      if (f?.locationClientId != null) {
        conditions.push(
          inArray(
            p.id,
            ctx.db
              .select({ id: t.locationPatientClients.locationPatientId })
              .from(t.locationPatientClients)
              .where(eq(t.locationPatientClients.locationClientId, parseId(f.locationClientId, 'Client'))),
          ),
        );
      }
      return ctx.db
        .select()
        .from(p)
        .where(and(...conditions))
        .orderBy(sql`lower(${p.name})`, p.id)
        .limit(pageSize(f?.take, 50))
        .offset(pageOffset(f?.skip));
    },
    species: async (_p, _a, ctx) => {
      ctx.requireUser();
      return byName((await ctx.loaders.reference()).species.values());
    },
    breedsBySpecies: async (_p, { speciesCode }, ctx) => {
      ctx.requireUser();
      const code = toSpeciesCode(speciesCode);
      return byName([...(await ctx.loaders.reference()).breeds.values()].filter((b) => b.speciesCode === code));
    },
    healthConditionsBySpecies: async (_p, { speciesCode }, ctx) => {
      ctx.requireUser();
      const code = speciesCode == null ? null : toSpeciesCode(speciesCode);
      const all = [...(await ctx.loaders.reference()).healthConditions.values()];
      return byName(speciesCode == null ? all : all.filter((h) => h.speciesCode === null || h.speciesCode === code));
    },
    allergies: async (_p, _a, ctx) => {
      ctx.requireUser();
      return byName((await ctx.loaders.reference()).allergies.values());
    },
    medications: async (_p, _a, ctx) => {
      ctx.requireUser();
      return byName((await ctx.loaders.reference()).medications.values());
    },
  },
};
