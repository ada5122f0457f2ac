import type { Command } from 'commander';
import { isSupportActor, MAIN_ROUTES } from '@vetrx/core/access';
import { adminSearchTextSchema } from '@vetrx/core/admin';
import type { VetRxClient } from '@vetrx/core/api';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { GetUserDocument } from '@vetrx/core/operations/GetUser';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { UpdateLocationUserActiveDocument } from '@vetrx/core/operations/UpdateLocationUserActive';
import { UsersDocument } from '@vetrx/core/operations/Users';
import { z } from 'zod';
import { createCommand } from '../lib/command.js';
import { activeFilter, connect, examples, found, idArgument, idCommand } from '../lib/connect.js';
import { CliError, EXIT_CODES } from '../lib/errors.js';
import type { AccessQuestion } from '../lib/explain.js';
import type { CliIO } from '../lib/io.js';
import { fetchAll, printList, printRecord } from '../lib/render.js';
import { parseOptions } from '../lib/settings.js';

const PAGE = 100;

/** One row of `user find`: a user, or (with --location) one assignment of a user at that location. */
interface UserRow {
  userId: string;
  locationUserId: string | null;
  username: string | null;
  name: string;
  email: string | null;
  locations: string;
  roles: string;
  active: boolean;
}

const findSchema = z.object({
  text: adminSearchTextSchema(),
  location: idArgument.optional(),
  active: z.boolean().optional(),
  inactive: z.boolean().optional(),
  limit: z.coerce.number().int('Must be a whole number').min(1, 'Must be 1 or more').optional(),
});

const setActiveSchema = z.object({ id: idArgument, location: idArgument.optional() });

/**
 * Who may (de)activate an assignment, as the server decides it: a support user acting as themselves,
 * or a user whose role opens User Management at the assignment's location (issue 59: a vet refused was
 * told they are "not a support user", though practice administrators manage users too). A refusal is
 * explained by the access policy for that question.
 */
const managesUsersAt =
  (locationId: string): AccessQuestion =>
  (actor) =>
    isSupportActor(actor) ? { action: 'support' } : { action: 'useModule', locationId, module: MAIN_ROUTES.userManagement, permission: 'view' };

async function setActive(client: VetRxClient, asking: (question: AccessQuestion) => VetRxClient, io: CliIO, cmd: Command, id: string, location: string | undefined, isActive: boolean): Promise<void> {
  const user = found((await client.request(GetUserDocument, { id })).getUser, 'User', id);
  const targets = (user.locationsUsers ?? []).filter((lu) => location === undefined || String(lu.locationId) === location);
  if (!targets.length) {
    throw new CliError(location === undefined ? `User ${id} has no location assignments.` : `User ${id} has no assignment at location ${location}.`, {
      exitCode: EXIT_CODES.notFound,
      code: 'NOT_FOUND',
      suggestion: `vetrx user show ${id} lists the user's locations.`,
    });
  }
  const changed = [];
  for (const lu of targets) {
    await asking(managesUsersAt(String(lu.locationId))).request(UpdateLocationUserActiveDocument, { id: lu.id, isActive });
    changed.push({ locationUserId: lu.id, locationId: lu.locationId, location: lu.location?.name ?? '', isActive });
  }
  printList(
    io,
    cmd,
    changed,
    [
      { header: 'LOCATION USER', value: (c) => c.locationUserId },
      { header: 'LOCATION', value: (c) => `${c.location} (${c.locationId})` },
      { header: 'ACTIVE', value: (c) => c.isActive },
    ],
    { id: (c) => c.locationUserId },
  );
}

/**
 * `vetrx user find|show|activate|deactivate`: Users / LocationsUsers, GetUser with each assignment's
 * delegations (GetAdminLocationUser), and UpdateLocationUserActive for each assignment.
 *
 * @example
 * program.addCommand(userCommand(program, io));
 */
export function userCommand(program: Command, io: CliIO): Command {
  const user = createCommand('user', program).description('Find users, show one with assignments, licences and delegations, activate or deactivate');
  user.addHelpText('after', examples('vetrx user find carter', 'vetrx user show 2', 'vetrx user deactivate 2 --location 1'));

  user.addCommand(
    createCommand('find', user)
      .description('Search users by name, username or e-mail (3 characters or more)')
      .argument('<text>', 'part of the name, username or e-mail')
      .option('--location <id>', 'only assignments at this location')
      .option('--active', 'only active users')
      .option('--inactive', 'only inactive users')
      .option('--limit <n>', 'stop after this many results')
      .addHelpText('after', examples('vetrx user find carter', 'vetrx user find demo.vetrx.dev --location 1 --active', 'vetrx user find @example.com --csv > users.csv'))
      .action(async (text: string, options: Record<string, unknown>, cmd: Command) => {
        const opts = parseOptions(findSchema, { ...options, text }, (p) => (p === 'text' ? 'TEXT' : `--${p}`));
        if (opts.active && opts.inactive) throw new CliError('Give either --active or --inactive, not both.', { exitCode: EXIT_CODES.usage });
        const { client } = await connect(cmd, io, opts.location === undefined ? { action: 'support' } : { action: 'readLocation', locationId: opts.location });
        const activeFilterType = activeFilter(opts);
        let rows: UserRow[];
        if (opts.location !== undefined) {
          const locationId = opts.location;
          const first = await client.request(LocationsUsersDocument, { userFilter: opts.text, locationIds: [locationId], activeFilterType, skip: 0, take: 1 });
          const data = await fetchAll(
            io,
            async (skip, take) => (await client.request(LocationsUsersDocument, { userFilter: opts.text, locationIds: [locationId], activeFilterType, skip, take })).locationsUsers.data,
            { pageSize: PAGE, total: first.locationsUsers.count, max: opts.limit, label: 'users' },
          );
          rows = data.map((lu) => ({
            userId: String(lu.userId),
            locationUserId: lu.id,
            // The user's own username and name, as without --location (the location user's e-mail and
            // display name may differ from them).
            username: lu.user?.username ?? null,
            name: `${lu.user?.firstName ?? ''} ${lu.user?.lastName ?? ''}`.trim(),
            email: lu.email ?? null,
            locations: `${lu.location?.name ?? ''} (${lu.locationId})`,
            roles: lu.role?.name ?? '',
            active: lu.isActive,
          }));
        } else {
          const first = await client.request(UsersDocument, { filter: opts.text, activeFilterType, skip: 0, take: 1 });
          const data = await fetchAll(io, async (skip, take) => (await client.request(UsersDocument, { filter: opts.text, activeFilterType, skip, take })).users.data, {
            pageSize: PAGE,
            total: first.users.count,
            max: opts.limit,
            label: 'users',
          });
          rows = data.map((u) => ({
            userId: u.id,
            locationUserId: null,
            username: u.username,
            name: `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim(),
            email: u.email ?? null,
            locations: (u.locationsUsers ?? []).map((lu) => lu.location?.name).join(', '),
            roles: [...new Set((u.locationsUsers ?? []).map((lu) => lu.role?.name))].join(', '),
            active: (u.locationsUsers ?? []).some((lu) => lu.isActive),
          }));
        }
        printList(
          io,
          cmd,
          rows,
          [
            { header: 'ID', value: (r) => r.userId },
            ...(opts.location !== undefined ? [{ header: 'LOCATION USER', value: (r: UserRow) => r.locationUserId }] : []),
            { header: 'NAME', value: (r) => r.name },
            { header: 'USERNAME', value: (r) => r.username },
            { header: 'ROLE', value: (r) => r.roles },
            { header: 'ACTIVE', value: (r) => r.active },
            { header: 'LOCATIONS', value: (r) => r.locations },
          ],
          { id: (r) => r.userId, empty: 'No users found. Please try another search.' },
        );
      }),
  );

  user.addCommand(
    // Support reads and manages users (the support area): a NOT_FOUND is an id no user has, not practice work.
    idCommand(user, io, { name: 'show', description: 'Show a user: assignments with roles, licences, DEA, PIMS link, and delegations', argument: 'the user id (ID in user find)', examples: ['vetrx user show 2', 'vetrx user show 2 --json | jq ".locationsUsers[] | {locationId, deaLicense}"'], access: () => ({ action: 'support' }) }, async (userId, { client }, cmd) => {
      const u = found((await client.request(GetUserDocument, { id: userId })).getUser, 'User', userId);
      const assignments = u.locationsUsers ?? [];
      const details = [];
      for (const lu of assignments) details.push(found((await client.request(GetAdminLocationUserDocument, { id: lu.id })).getLocationUser, 'Location user', lu.id));
      const delegations = details.flatMap((d) => [
        ...(d.delegatedUsers ?? []).flatMap((g) => (g.delegatedLocationsUsers ? [[d.location?.name, 'may authorize for', g.delegatedLocationsUsers.displayName, g.delegatedLocationsUsers.id]] : [])),
        ...(d.delegatedAccess ?? []).flatMap((g) => (g.locationUser ? [[d.location?.name, 'authorizes for', g.locationUser.displayName, g.locationUser.id]] : [])),
      ]);
      printRecord(io, cmd, {
        id: u.id,
        json: { ...u, delegations: details.map((d) => ({ locationUserId: d.id, delegatedUsers: d.delegatedUsers, delegatedAccess: d.delegatedAccess })) },
        fields: [
          ['ID', u.id],
          ['Username', u.username],
          ['Name', `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim()],
          ['Email', u.email],
          ['Support', u.isSupport],
          ['Sign-in enabled', u.isEnabledInOkta],
        ],
        sections: [
          {
            title: 'Assignments',
            headers: ['LOCATION USER', 'LOCATION', 'ROLE', 'ACTIVE', 'PRIMARY', 'LICENCE', 'LICENCE EXP', 'DEA', 'DEA EXP', 'PIMS ID'],
            rows: assignments.map((lu) => [
              lu.id,
              `${lu.location?.name ?? ''} (${lu.locationId})`,
              lu.role?.name,
              lu.isActive,
              lu.isPrimary,
              [lu.vetLicenseNumber, lu.vetLicenseState].filter(Boolean).join(' '),
              lu.vetLicenseExpiration,
              lu.deaLicense,
              lu.deaLicenseExpiration,
              lu.pimsId ?? 'not linked',
            ]),
            empty: 'No locations',
          },
          { title: 'Delegations', headers: ['LOCATION', 'DIRECTION', 'USER', 'LOCATION USER'], rows: delegations, empty: 'No delegate users found' },
        ],
      });
    }),
  );

  for (const [name, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    user.addCommand(
      createCommand(name, user)
        .description(`${isActive ? 'Activate' : 'Deactivate'} a user at every location, or only at --location (UpdateLocationUserActive)`)
        .argument('<id>', 'the user id (ID in user find)')
        .option('--location <id>', 'only the assignment at this location')
        .addHelpText('after', examples(`vetrx user ${name} 2`, `vetrx user ${name} 2 --location 1`, `vetrx user find @example.com --quiet | xargs -n1 vetrx user ${name}`))
        .action(async (id: string, options: Record<string, unknown>, cmd: Command) => {
          const opts = parseOptions(setActiveSchema, { ...options, id }, (p) => (p === 'id' ? 'ID' : `--${p}`));
          // The user is read by id, its locations unknown yet: support asks as support; a practice user's
          // refusal says where they work.
          const { client, asking } = await connect(cmd, io, (actor) => (isSupportActor(actor) ? { action: 'support' } : null));
          await setActive(client, asking, io, cmd, opts.id, opts.location, isActive);
        }),
    );
  }
  return user;
}
