import type { Resolvers } from '../generated/resolvers-types.js';
import { mergeResolvers } from './merge.js';
import { clientMutationResolvers } from './clients-mutations.js';
import { clientQueryResolvers } from './clients-queries.js';
import { orderResolvers } from './orders.js';
import { patientResolvers } from './patients.js';

/**
 * Operations of clients, patients, lookups and orders (clients-and-patients.md §7): reads and
 * reference lists (clients-queries.ts), client writes (clients-mutations.ts), patient writes
 * (patients.ts), order history (orders.ts).
 */
export const clientsResolvers: Resolvers = mergeResolvers(clientQueryResolvers, clientMutationResolvers, patientResolvers, orderResolvers);
