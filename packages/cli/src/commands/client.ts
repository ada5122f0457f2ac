import type { Command } from 'commander';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { clientListSearchTextSchema } from '@vetrx/core/client';
import { z } from 'zod';
import { createCommand } from '../lib/command.js';
import { activeFilter, connect, examples, found, fullName, idArgument, idCommand, limitOption } from '../lib/connect.js';
import type { CliIO } from '../lib/io.js';
import { fetchAll, printList, printRecord } from '../lib/render.js';
import { parseOptions } from '../lib/settings.js';

type ClientRow = LocationClientSearchQuery['locationClientSearch']['data'][number];

const findSchema = z.object({
  text: clientListSearchTextSchema,
  location: idArgument,
  active: z.boolean().optional(),
  inactive: z.boolean().optional(),
  limit: limitOption,
});

/**
 * `vetrx client find TEXT --location ID` (LocationClientSearch, the client list search) and
 * `vetrx client show ID` (GetLocationClient with patients).
 *
 * @example
 * program.addCommand(clientCommand(program, io));
 */
export function clientCommand(program: Command, io: CliIO): Command {
  const client = createCommand('client', program).description('Find clients at a location and show one with their patients');
  client.addHelpText('after', examples('vetrx client find smith --location 1', 'vetrx client show 12'));
  client.addCommand(
    createCommand('find', client)
      .description('Search the clients of a location by name, e-mail or phone (3 to 50 characters)')
      .argument('<text>', 'part of the name, e-mail or phone')
      .requiredOption('--location <id>', 'the location whose clients to search')
      .option('--active', 'only active clients')
      .option('--inactive', 'only inactive clients')
      .option('--limit <n>', 'stop after this many results')
      .addHelpText('after', examples('vetrx client find smith --location 1', 'vetrx client find @example.com --location 1 --csv', 'vetrx client find smith --location 1 --quiet | head -1 | xargs vetrx client show'))
      .action(async (text: string, options: Record<string, unknown>, cmd: Command) => {
        const opts = parseOptions(findSchema, { ...options, text }, (p) => (p === 'text' ? 'TEXT' : `--${p}`));
        const { client: api } = await connect(cmd, io, { action: 'readLocation', locationId: opts.location });
        const vars = { filter: opts.text, locationId: opts.location, activeFilterType: activeFilter(opts) };
        const first = await api.request(LocationClientSearchDocument, { ...vars, skip: 0, take: 1 });
        const rows = await fetchAll(io, async (skip, take) => (await api.request(LocationClientSearchDocument, { ...vars, skip, take })).locationClientSearch.data, {
          pageSize: 100,
          total: first.locationClientSearch.count,
          max: opts.limit,
          label: 'clients',
        });
        printList<ClientRow>(
          io,
          cmd,
          rows,
          [
            { header: 'ID', value: (c) => c.id },
            { header: 'NAME', value: (c) => fullName(c.firstName, c.lastName) },
            { header: 'EMAIL', value: (c) => c.email },
            { header: 'PHONE', value: (c) => c.phones?.[0]?.phoneNumber },
            { header: 'ACTIVE', value: (c) => c.isActive },
            { header: 'PIMS ID', value: (c) => c.pimsId },
            { header: 'PATIENTS', value: (c) => (c.locationPatientClients ?? []).map((p) => p.locationPatient?.name).join(', ') },
          ],
          { id: (c) => c.id, empty: 'No data found' },
        );
      }),
  );
  client.addCommand(
    idCommand(client, io, { name: 'show', description: 'Show a client: contact details, PIMS link and patients', argument: 'the client id (ID in client find)', examples: ['vetrx client show 12', 'vetrx client show 12 --json | jq -r ".locationPatientClients[].locationPatient.id"'] }, async (clientId, { client: api }, cmd) => {
      const c = found((await api.request(GetLocationClientDocument, { id: clientId })).getLocationClient, 'Client', clientId);
      const address = c.addresses?.[0];
      printRecord(io, cmd, {
        id: c.id,
        json: c,
        fields: [
          ['ID', c.id],
          ['Name', fullName(c.firstName, c.lastName)],
          ['Location', c.locationId],
          ['Email', c.email],
          ['Phones', (c.phones ?? []).map((p) => p.phoneNumber).join(', ')],
          ['Address', address ? fullName(address.addressLine1, address.addressLine2, address.city, address.state, address.zip) : null],
          ['Active', c.isActive],
          ['Office use', c.isOfficeUse],
          ['PIMS ID', c.pimsId ?? 'not linked'],
          ['PIMS', c.pimsConnectionType],
        ],
        sections: [
          {
            title: 'Patients',
            headers: ['ID', 'NAME', 'SPECIES', 'BREED', 'ACTIVE', 'DECEASED', 'PIMS ID'],
            rows: (c.locationPatientClients ?? []).map(({ locationPatient: p }) => [p?.id, p?.name, p?.species?.name, p?.breed?.name, p?.isActive, p?.isDeceased, p?.pimsId]),
            empty: 'No patients',
          },
        ],
      });
    }),
  );
  return client;
}
