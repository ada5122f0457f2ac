import type { Command } from 'commander';
import { MeDocument, type MeQuery } from '@vetrx/core/api';
import { createCommand, globalOptions } from '../lib/command.js';
import type { CliIO } from '../lib/io.js';
import { formatFields, formatJson, formatTable, yesNo } from '../lib/output.js';
import { apiClient, openSession } from '../lib/session.js';

/** What `vetrx whoami --json` prints. */
export interface WhoAmI {
  server: string;
  /** The user whose permissions apply (the impersonated user while impersonating). */
  username: string | null;
  name: string | null;
  email: string | null;
  isSupport: boolean;
  /** The impersonated username while a support user impersonates, else null. */
  impersonating: string | null;
  /** The signed-in support user, for support users. */
  supportUser: { username: string; name: string; inAdminSupportGroup: boolean } | null;
  locations: Array<{ locationId: string; name: string; role: string; locationUserId: string; isPrimary: boolean; isActive: boolean }>;
}

/**
 * Summarises the `Me` answer.
 *
 * @example
 * toWhoAmI('http://localhost:4000', data).locations[0].role // 'Vet'
 */
export function toWhoAmI(server: string, data: MeQuery): WhoAmI {
  const { me } = data;
  const user = me.user;
  const support = me.supportUser;
  return {
    server,
    username: user?.username ?? support?.username ?? null,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : support ? `${support.firstName} ${support.lastName}`.trim() : null,
    email: user?.email ?? support?.email ?? null,
    isSupport: me.isSupport,
    impersonating: me.impersonating,
    supportUser: support ? { username: support.username, name: `${support.firstName} ${support.lastName}`.trim(), inAdminSupportGroup: support.inAdminSupportGroup } : null,
    locations: (user?.locationsUsers ?? []).map((lu) => ({
      locationId: lu.locationId,
      name: lu.location.name,
      role: lu.role.name,
      locationUserId: lu.id,
      isPrimary: lu.isPrimary,
      isActive: lu.isActive,
    })),
  };
}

/**
 * Human-readable `whoami`: the user, the support flag, impersonation, and a table of locations and roles.
 *
 * @example
 * io.stdout(formatWhoAmI(toWhoAmI(server, data)));
 */
export function formatWhoAmI(who: WhoAmI): string {
  const impersonation = who.impersonating
    ? `impersonating ${who.impersonating}${who.supportUser ? ` (signed in as ${who.supportUser.username})` : ''}`
    : 'no';
  const support = who.isSupport ? `yes${who.supportUser?.inAdminSupportGroup ? ' (admin support group)' : ''}` : 'no';
  const head = formatFields([
    ['Server', who.server],
    ['Username', who.username ?? '—'],
    ['Name', who.name ?? '—'],
    ['Support', support],
    ['Impersonation', impersonation],
  ]);
  if (!who.locations.length) return `${head}\nNo locations.\n`;
  const rows = who.locations.map((l) => [l.name, l.locationId, l.role, yesNo(l.isPrimary), yesNo(l.isActive)]);
  return `${head}\n${formatTable(['LOCATION', 'ID', 'ROLE', 'PRIMARY', 'ACTIVE'], rows)}`;
}

/**
 * `vetrx whoami`: runs the `Me` operation and shows who the token belongs to.
 *
 * @example
 * program.addCommand(whoamiCommand(program, io));
 */
export function whoamiCommand(program: Command, io: CliIO): Command {
  return createCommand('whoami', program)
    .description('Show the signed-in user, support flag, impersonation, and locations with roles (runs Me)')
    .addHelpText('after', '\nExamples:\n  vetrx whoami\n  vetrx whoami --json | jq -r .username\n  vetrx whoami --impersonate vet@demo.vetrx.dev')
    .action(async (_options: unknown, cmd: Command) => {
      const global = globalOptions(cmd);
      const session = openSession(global, io);
      const client = await apiClient(session);
      const data = await client.request(MeDocument);
      const who = toWhoAmI(session.settings.server.value, data);
      io.stdout(global.json ? formatJson(who, { compact: true }) : formatWhoAmI(who));
    });
}
