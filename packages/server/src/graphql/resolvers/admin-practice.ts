import type { Resolvers } from '../generated/resolvers-types.js';
import { adminPracticeLocationResolvers } from './admin-practice-locations.js';
import { adminPracticeOfficeResolvers } from './admin-practice-office.js';
import { adminPracticeRoleResolvers } from './admin-practice-roles.js';
import { adminPracticeShortcutResolvers } from './admin-practice-shortcuts.js';

type Map = Record<string, Record<string, unknown>>;

/** Joins this domain's maps (index.ts merges every domain's map and refuses a field defined twice). */
function join(...maps: Resolvers[]): Resolvers {
  const out: Map = {};
  for (const map of maps as Map[]) {
    for (const [type, fields] of Object.entries(map)) {
      for (const field of Object.keys(fields)) {
        if (out[type] && field in out[type]) throw new Error(`Resolver ${type}.${field} is defined twice`);
      }
      out[type] = { ...out[type], ...fields };
    }
  }
  return out as Resolvers;
}

/** Operations of organizations, locations, roles, shortcuts administration, reports and office use (administration-and-access.md §7). */
export const adminPracticeResolvers: Resolvers = join(
  adminPracticeLocationResolvers,
  adminPracticeRoleResolvers,
  adminPracticeShortcutResolvers,
  adminPracticeOfficeResolvers,
);
