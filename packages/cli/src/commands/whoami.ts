import type { Command } from 'commander';
import { ACCESS_ACTIONS, explainAccess, type AccessRequest } from '@vetrx/core/access';
import { MeDocument, type MeQuery } from '@vetrx/core/operations/Me';
import { z } from 'zod';
import { createCommand, globalOptions, outputMode } from '../lib/command.js';
import { examples, idArgument } from '../lib/connect.js';
import { CliError, EXIT_CODES } from '../lib/errors.js';
import { actorOfMe, explaining, impersonating } from '../lib/explain.js';
import type { CliIO } from '../lib/io.js';
import { formatFields, formatJson, formatTable, yesNo } from '../lib/output.js';
import { apiClient, openSession } from '../lib/session.js';
import { parseOptions } from '../lib/settings.js';

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

/** The questions `whoami --can` asks (signRx needs the delegations, which `Me` does not carry: AuthorizeRx's own refusal explains it). */
export const CAN_ACTIONS = ACCESS_ACTIONS.filter((a) => a !== 'signRx');
type CanAction = (typeof CAN_ACTIONS)[number];
const AT_LOCATION: readonly CanAction[] = ['readLocation', 'workAt', 'useModule', 'readAuditLog'];

const canSchema = z
  .object({
    can: z.enum(CAN_ACTIONS as [CanAction, ...CanAction[]], { message: `Must be one of ${CAN_ACTIONS.join(', ')}` }),
    location: idArgument.optional(),
    module: z.string().trim().regex(/^\/\S*$/, 'Must be a module link, e.g. /usermanagement').optional(),
  })
  .superRefine((o, ctx) => {
    if (AT_LOCATION.includes(o.can) && o.location === undefined) ctx.addIssue({ code: 'custom', path: ['location'], message: `Required with --can ${o.can}` });
    if (o.can === 'useModule' && o.module === undefined) ctx.addIssue({ code: 'custom', path: ['module'], message: 'Required with --can useModule' });
    if (o.can !== 'useModule' && o.module !== undefined) ctx.addIssue({ code: 'custom', path: ['module'], message: 'Goes with --can useModule only' });
  });

/** The policy question of `--can`, `--location` and `--module`. */
function canRequest(o: z.output<typeof canSchema>): AccessRequest {
  switch (o.can) {
    case 'readLocation':
    case 'workAt':
    case 'readAuditLog':
      return { action: o.can, locationId: o.location! };
    case 'useModule':
      return { action: 'useModule', locationId: o.location!, module: o.module!, permission: 'view' };
    default:
      return { action: o.can };
  }
}

/**
 * `vetrx whoami --can ACTION [--location ID] [--module LINK]`: asks core's access policy about the
 * signed-in (or `--as`) user, as `kubectl auth can-i` does — the answer, the policy's code and message,
 * and the facts it rests on; exit 0 for yes, 1 for no.
 */
async function whoamiCan(io: CliIO, cmd: Command, me: MeQuery['me'], options: Record<string, unknown>): Promise<void> {
  const o = parseOptions(canSchema, options);
  const request = canRequest(o);
  const { actor, names } = actorOfMe(me);
  const { decision, reasons } = explainAccess(actor, request, names);
  const where = 'locationId' in request ? ` at ${names.location?.(request.locationId) ? `${names.location(request.locationId)} (${request.locationId})` : `location ${request.locationId}`}` : '';
  const question = `${request.action}${request.action === 'useModule' ? ` ${request.module}` : ''}${where}`;
  const mode = outputMode(cmd);
  const refusal = decision.allowed ? null : decision;
  if (mode === 'json') {
    io.stdout(formatJson({ user: names.who, action: request.action, locationId: o.location ?? null, module: o.module ?? null, allowed: decision.allowed, code: refusal?.code ?? null, message: refusal?.message ?? null, reasons }, { compact: true }));
  } else if (mode !== 'quiet') {
    const head = formatFields([
      ['User', names.who ?? '—'],
      ['Question', question],
      ['Answer', decision.allowed ? 'yes' : 'no'],
      ...(refusal ? ([['Code', refusal.code], ['Message', refusal.message]] as const) : []),
    ]);
    io.stdout(reasons.length ? `${head}\nWhy\n${reasons.map((r) => `  ${r}`).join('\n')}\n` : head);
  }
  if (refusal) throw new CliError(refusal.message, { exitCode: EXIT_CODES.failure, code: refusal.code, silent: true });
}

/**
 * `vetrx whoami`: runs the `Me` operation and shows who the token belongs to; with `--can`, asks the
 * access policy about them.
 *
 * @example
 * program.addCommand(whoamiCommand(program, io));
 */
export function whoamiCommand(program: Command, io: CliIO): Command {
  return createCommand('whoami', program)
    .description('Show the signed-in user, support flag, impersonation, and locations with roles (runs Me); with --can, whether the access policy lets them do something, and why')
    .option('--can <action>', `ask the access policy (exit 0 yes, 1 no): ${CAN_ACTIONS.join(', ')}`)
    .option('--location <id>', 'with --can: the location the question is about')
    .option('--module <link>', 'with --can useModule: the module link, e.g. /usermanagement')
    .addHelpText(
      'after',
      examples(
        'vetrx whoami',
        'vetrx whoami --json | jq -r .username',
        'vetrx whoami --impersonate vet@demo.vetrx.dev',
        'vetrx whoami --can readAuditLog --location 1 --as vet@demo.vetrx.dev',
        'vetrx whoami --can useModule --module /practicesettings --location 1',
        'vetrx whoami --can workAt --location 3 --quiet || echo "not a member of location 3"',
      ),
    )
    .action(async (options: Record<string, unknown>, cmd: Command) => {
      const global = globalOptions(cmd);
      const session = openSession(global, io);
      // A refused --as says what is wrong with the impersonation session.
      const client = explaining(await apiClient(session), null, impersonating(session));
      const data = await client.request(MeDocument);
      if (options.can !== undefined || options.location !== undefined || options.module !== undefined) return whoamiCan(io, cmd, data.me, options);
      const who = toWhoAmI(session.settings.server.value, data);
      io.stdout(global.json ? formatJson(who, { compact: true }) : formatWhoAmI(who));
    });
}
