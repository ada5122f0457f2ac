import type { Resolvers } from '../generated/resolvers-types.js';
import { clientMutationResolvers } from './clients-mutations.js';
import { clientQueryResolvers } from './clients-queries.js';
import { orderResolvers } from './orders.js';
import { patientResolvers } from './patients.js';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Joins this domain's maps per type; a field defined twice is a programming error. */
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
 * Operations of clients, patients, lookups and orders (clients-and-patients.md §7): reads and
 * reference lists (clients-queries.ts), client writes (clients-mutations.ts), patient writes
 * (patients.ts), order history (orders.ts).
 */
export const clientsResolvers: Resolvers = join(clientQueryResolvers, clientMutationResolvers, patientResolvers, orderResolvers);
