import type { Resolvers } from '../generated/resolvers-types.js';

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Joins resolver maps per type: a domain joins its files' maps, index.ts every domain's. A field
 * defined twice is a programming error and throws at start-up.
 */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
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
