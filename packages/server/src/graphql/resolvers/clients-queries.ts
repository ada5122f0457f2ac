/** Client and patient reads, and the reference lists of the patient form (clients §7). */
import { toSpeciesCode } from '@vetrx/core/patient';
import { parseId } from '../../context/context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { pageOffset, pageSize, scopedClient, scopedPatient } from './clients-scope.js';
import { readableLocation } from './pims-access.js';
import { selectionOf } from '../selection.js';

const byName = <T extends { name: string }>(rows: Iterable<T>): T[] => [...rows].sort((a, b) => a.name.localeCompare(b.name));

export const clientQueryResolvers: Resolvers = {
  Query: {
    locationClientSearch: async (_p, a, ctx, info) => {
      // Support users search any practice's clients (the Pims Lookup, admin §2.4).
      const location = await readableLocation(ctx, a.locationId);
      return ctx.repos.clients.search({
        locationId: location.id,
        organizationId: a.organizationId == null ? null : parseId(a.organizationId, 'Organization'),
        filter: a.filter,
        activeFilterType: a.activeFilterType,
        take: pageSize(a.take, 10),
        skip: pageOffset(a.skip),
      }, selectionOf(info).get('data') ?? undefined);
    },
    getLocationClient: (_p, { id }, ctx) => scopedClient(ctx, id),
    getUnlinkedLocationClients: async (_p, a, ctx) => {
      const m = ctx.requireLocation(a.locationId);
      return ctx.repos.clients.unlinked(m.locationId, a, { limit: pageSize(a.take, 10), offset: pageOffset(a.skip) });
    },
    getLocationPatient: (_p, { id }, ctx) => scopedPatient(ctx, id),
    getLocationPatientsByFilter: async (_p, { locationPatientFilter: f, locationIds }, ctx) => {
      const ids = [...new Set(locationIds.map((id) => ctx.requireLocation(id).locationId))];
      const species = f?.species?.length ? f.species.map((x) => toSpeciesCode(x)).filter((x): x is NonNullable<typeof x> => x !== null) : null;
      return ctx.repos.clients.patients(
        ids,
        {
          search: f?.search,
          species,
          isActive: f?.isActive,
          locationClientId: f?.locationClientId == null ? null : parseId(f.locationClientId, 'Client'),
        },
        { limit: pageSize(f?.take, 50), offset: pageOffset(f?.skip) },
      );
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
