import type { Command } from 'commander';
import { ADMIN_LABELS } from '@vetrx/core/messages';
import { GetOrganizationDocument } from '@vetrx/core/operations/GetOrganization';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { createCommand } from '../lib/command.js';
import { examples, found, idCommand } from '../lib/connect.js';
import type { CliIO } from '../lib/io.js';
import { fetchAll, printRecord } from '../lib/render.js';

/**
 * `vetrx org show ID`: an organization (GetOrganization) with its locations (Locations by organization).
 *
 * @example
 * program.addCommand(orgCommand(program, io));
 */
export function orgCommand(program: Command, io: CliIO): Command {
  const org = createCommand('org', program).description('Show an organization and its locations');
  org.addHelpText('after', examples('vetrx org show 1'));
  org.addCommand(
    // A support read: a NOT_FOUND is an id no organization has, not practice work to impersonate for.
    idCommand(org, io, { name: 'show', description: 'Show an organization: details, pharmacies and its locations (active and inactive)', argument: 'the organization id (ORG ID in practice search)', examples: ['vetrx org show 1', 'vetrx org show 1 --json | jq -r ".locations[].id"'], access: () => ({ action: 'support' }) }, async (orgId, { client }, cmd) => {
      const o = found((await client.request(GetOrganizationDocument, { id: orgId })).getOrganization, 'Organization', orgId);
      const locations = await fetchAll(
        io,
        async (skip, take) => (await client.request(LocationsDocument, { organization: orgId, activeFilterType: 'all', skip, take })).locations,
        { pageSize: 100, label: 'locations' },
      );
      printRecord(io, cmd, {
        id: o.id,
        json: { ...o, locations },
        fields: [
          ['ID', o.id],
          ['Name', o.name],
          ['DBA name', o.dbaName],
          ['Account no', o.accountno],
          ['Active', o.isActive],
          ['Email', o.emailAddress],
          ['PIMS enabled', o.isPIMSEnabled],
          ['PIMS import', o.isPimsImportEnabled],
        ],
        sections: [
          { title: 'Pharmacies', headers: ['CODE', 'NAME', 'PRIMARY'], rows: (o.organizationPharmacies ?? []).map((p) => [p.code, p.name, p.isPrimary]) },
          {
            title: `Locations (${locations.length})`,
            headers: ['ID', 'NAME', 'ACTIVE', 'PIMS', 'WRITEBACK', 'PHARMACY'],
            rows: locations.map((l) => [
              l.id,
              l.name,
              l.isActive,
              l.isPimsEnabled ? l.pimsConnectionType ?? 'yes' : 'no',
              l.isEnabledForWriteback ? 'ENABLED' : 'DISABLED',
              l.locationPharmacies?.find((p) => p.isPrimary)?.name ?? l.locationPharmacies?.[0]?.name ?? ADMIN_LABELS.missingPharmacy,
            ]),
          },
        ],
      });
    }),
  );
  return org;
}
