import type { Resolvers } from '../generated/resolvers-types.js';
import { mergeResolvers } from './merge.js';
import { adminPracticeLocationResolvers } from './admin-practice-locations.js';
import { adminPracticeOfficeResolvers } from './admin-practice-office.js';
import { adminPracticeRoleResolvers } from './admin-practice-roles.js';
import { adminPracticeShortcutResolvers } from './admin-practice-shortcuts.js';

/** Operations of organizations, locations, roles, shortcuts administration, reports and office use (administration-and-access.md §7). */
export const adminPracticeResolvers: Resolvers = mergeResolvers(
  adminPracticeLocationResolvers,
  adminPracticeRoleResolvers,
  adminPracticeShortcutResolvers,
  adminPracticeOfficeResolvers,
);
