import type { Command } from 'commander';
import { ADMIN_SEARCH_MIN, adminSearchTextSchema } from '@vetrx/core/admin';
import { ADMIN_LABELS } from '@vetrx/core/messages';
import { GetLocationDocument } from '@vetrx/core/operations/GetLocation';
import { LocationCountDocument } from '@vetrx/core/operations/LocationCount';
import { LocationsDocument, type LocationsQuery } from '@vetrx/core/operations/Locations';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { z } from 'zod';
import { createCommand } from '../lib/command.js';
import { activeFilter, connect, examples, found, idCommand } from '../lib/connect.js';
import type { CliIO } from '../lib/io.js';
import { fetchAll, printList, printRecord } from '../lib/render.js';
import { parseOptions } from '../lib/settings.js';

const PAGE = 100;
type LocationRow = LocationsQuery['locations'][number];

const searchSchema = z.object({
  // 'Type at least 3 characters to search.': the portal's prompt (the spec's) does not say why a command was refused.
  text: adminSearchTextSchema(ADMIN_SEARCH_MIN.default),
  active: z.boolean().optional(),
  all: z.boolean().optional(),
  limit: z.coerce.number().int('Must be a whole number').min(1, 'Must be 1 or more').optional(),
});

/**
 * `vetrx practice search TEXT` (Locations with organizations; active only unless --all) and
 * `vetrx practice show ID` (GetLocation and LocationsUsers: locations details, pharmacies, PIMS,
 * writeback, users).
 *
 * @example
 * program.addCommand(practiceCommand(program, io));
 */
export function practiceCommand(program: Command, io: CliIO): Command {
  const practice = createCommand('practice', program).description('Find practices (locations) and show one with its pharmacies, PIMS and users');
  practice.addHelpText('after', examples('vetrx practice search maple', 'vetrx practice show 1'));

  practice.addCommand(
    createCommand('search', practice)
      .description('Search practices by organization or location name (3 characters or more); active ones unless --all')
      .argument('<text>', 'part of the organization or location name')
      .option('--all', 'include inactive practices')
      .option('--limit <n>', 'stop after this many results')
      .addHelpText('after', examples('vetrx practice search maple', 'vetrx practice search "animal hospital" --all --csv > practices.csv', 'vetrx practice search maple --quiet | xargs -n1 vetrx practice show'))
      .action(async (text: string, options: Record<string, unknown>, cmd: Command) => {
        const opts = parseOptions(searchSchema, { ...options, text }, (p) => (p === 'text' ? 'TEXT' : `--${p}`));
        const { client } = await connect(cmd, io, { action: 'support' });
        const vars = { filter: opts.text, activeFilterType: activeFilter({ all: opts.all }, 'active'), includeOrganization: true };
        const total = (await client.request(LocationCountDocument, vars)).locationCount;
        const rows = await fetchAll(io, async (skip, take) => (await client.request(LocationsDocument, { ...vars, skip, take })).locations, {
          pageSize: PAGE,
          total,
          max: opts.limit,
          label: 'practices',
        });
        printList<LocationRow>(
          io,
          cmd,
          rows,
          [
            { header: 'ID', value: (l) => l.id },
            { header: 'NAME', value: (l) => l.name },
            { header: 'ORGANIZATION', value: (l) => l.organization?.name },
            { header: 'ORG ID', value: (l) => l.organizationId },
            { header: 'ACTIVE', value: (l) => l.isActive },
            { header: 'PIMS', value: (l) => (l.isPimsEnabled ? l.pimsConnectionType ?? 'yes' : 'no') },
            { header: 'EMAIL', value: (l) => l.emailAddress },
          ],
          { id: (l) => l.id, empty: 'No data found' },
        );
      }),
  );

  practice.addCommand(
    idCommand(practice, io, { name: 'show', description: 'Show a practice: details, pharmacies, PIMS and writeback, and its users', argument: 'the location id (from practice search)', examples: ['vetrx practice show 1', 'vetrx practice show 1 --json | jq .users'], access: (locationId) => ({ action: 'readLocation', locationId }) }, async (locationId, { client }, cmd) => {
      const location = found((await client.request(GetLocationDocument, { id: locationId })).getLocation, 'Practice', locationId);
      const users = await fetchAll(
        io,
        async (skip, take) => (await client.request(LocationsUsersDocument, { locationIds: [locationId], activeFilterType: 'all', skip, take })).locationsUsers.data,
        { pageSize: PAGE, label: 'users' },
      );
      const address = location.locationAddresses?.[0];
      printRecord(io, cmd, {
        id: location.id,
        json: { ...location, users },
        fields: [
          ['ID', location.id],
          ['Name', location.name],
          ['Organization', location.organization ? `${location.organization.name} (${location.organization.id})` : null],
          ['Active', location.isActive],
          ['Email', location.emailAddress],
          ['Website', location.website],
          ['Address', address ? [address.addressLine1, address.addressLine2, address.city, address.state, address.zip].filter(Boolean).join(', ') : null],
          ['Portal type', location.locationPortalType?.name],
          ['Office use', location.isOfficeUseEnabled],
          ['Features', location.features?.join(', ')],
        ],
        sections: [
          {
            title: 'PIMS',
            fields: [
              ['Enabled', location.isPimsEnabled],
              ['Connection', location.pimsConnectionType],
              ['Account id', location.pimsAccountId],
              ['Secret set', location.isPimsAccountSecretSet],
              ['Writeback', location.isEnabledForWriteback ? 'ENABLED' : 'DISABLED'],
            ],
          },
          {
            title: 'Pharmacies',
            headers: ['CODE', 'NAME', 'FAX', 'PRIMARY'],
            rows: (location.locationPharmacies ?? []).map((p) => [p.code, p.name, p.fax, p.isPrimary]),
            empty: ADMIN_LABELS.missingPharmacy,
          },
          {
            title: `Users (${users.length})`,
            headers: ['LOCATION USER', 'USER', 'NAME', 'EMAIL', 'ROLE', 'ACTIVE', 'PIMS ID'],
            rows: users.map((u) => [u.id, u.userId, u.displayName, u.email, u.role?.name, u.isActive, u.pimsId]),
          },
        ],
      });
    }),
  );
  return practice;
}
