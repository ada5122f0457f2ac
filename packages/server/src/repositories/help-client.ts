/**
 * What the help-client session's REST calls read (clients-and-patients.md §4, §7;
 * src/http/impersonate.ts), bound to the caller: a client by its uuid only at a location the caller
 * works at, the address the storefront ships to and the pets' names of such a client, and the module
 * assignments of the caller's role that open ordering on behalf of clients.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RoleModuleAssignment } from '@vetrx/core/access';
import * as t from '../db/schema/index.js';
import { roleModuleAssignments } from './users.js';
import { worksAt, type RepositoryScope } from './scope.js';

type ClientRow = typeof t.locationClients.$inferSelect;
type ClientAddressRow = typeof t.locationClientAddresses.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The help-client repository of one request.
 *
 * @example
 * const client = await ctx.repos.helpClient.clientByUuid(uuid); // null at another location
 */
export function helpClientRepository(scope: RepositoryScope) {
  const mine = (locationId: number) => worksAt(scope, locationId);
  return {
    /** A client of one of the caller's locations by its uuid, or null (another location's, or not a uuid). */
    async clientByUuid(uuid: string): Promise<ClientRow | null> {
      if (!UUID.test(uuid) || scope.locationIds.length === 0) return null;
      const [row] = await scope.db
        .select()
        .from(t.locationClients)
        .where(and(eq(t.locationClients.uuid, uuid), inArray(t.locationClients.locationId, [...scope.locationIds])))
        .limit(1);
      return row ?? null;
    },
    /** The first active address of a client of the caller's locations (where the storefront ships), or null. */
    async shipTo(client: ClientRow): Promise<ClientAddressRow | null> {
      if (!mine(client.locationId)) return null;
      const [row] = await scope.db
        .select()
        .from(t.locationClientAddresses)
        .where(and(eq(t.locationClientAddresses.locationClientId, client.id), eq(t.locationClientAddresses.isActive, true)))
        .orderBy(asc(t.locationClientAddresses.id))
        .limit(1);
      return row ?? null;
    },
    /** The names of a client's active pets (active links), by name. */
    async petNames(client: ClientRow): Promise<string[]> {
      if (!mine(client.locationId)) return [];
      const rows = await scope.db
        .select({ name: t.locationPatients.name })
        .from(t.locationPatientClients)
        .innerJoin(t.locationPatients, eq(t.locationPatients.id, t.locationPatientClients.locationPatientId))
        .where(and(eq(t.locationPatientClients.locationClientId, client.id), eq(t.locationPatientClients.isActive, true), eq(t.locationPatients.isActive, true)))
        .orderBy(asc(t.locationPatients.name));
      return rows.map((r) => r.name);
    },
    /** The module assignments of a role, as core's menu rules read them (roles are shared reference data). */
    async roleModules(roleId: number): Promise<RoleModuleAssignment[]> {
      return (await roleModuleAssignments(scope.db, [roleId])).get(roleId) ?? [];
    },
  };
}
