import type { Command } from 'commander';
import { ArchivePrescriptionDocument } from '@vetrx/core/operations/ArchivePrescription';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import {
  GetPrescriptionHistoryDocument,
  type GetPrescriptionHistoryQuery,
} from '@vetrx/core/operations/GetPrescriptionHistory';
import { RX_STATUS_LISTING_VALUES } from '@vetrx/core/record';
import { z } from 'zod';
import { createCommand } from '../lib/command.js';
import { connect, examples, found, fullName, idArgument, idCommand, limitOption, sinceSchema } from '../lib/connect.js';
import type { CliIO } from '../lib/io.js';
import { fetchAll, printList, printRecord, type Section } from '../lib/render.js';
import { parseOptions } from '../lib/settings.js';

type RxRow = GetPrescriptionHistoryQuery['getPrescriptionHistory'][number];

const statusList = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.enum(RX_STATUS_LISTING_VALUES, { message: `Must be one or more of ${RX_STATUS_LISTING_VALUES.join(', ')} (comma-separated)` })).min(1, 'Must name a status'));

function rxColumns() {
  return [
    { header: 'ID', value: (r: RxRow) => r.id },
    { header: 'RX NUMBER', value: (r: RxRow) => r.rxNumber },
    { header: 'STATUS', value: (r: RxRow) => r.rxStatus?.description ?? r.rxStatus?.code },
    { header: 'PRODUCT', value: (r: RxRow) => r.product?.title ?? r.name },
    { header: 'CONTROLLED', value: (r: RxRow) => (r.product?.isControlled ? r.product.deaSchedule ?? 'yes' : 'no') },
    { header: 'CLIENT', value: (r: RxRow) => fullName(r.locationClient?.firstName, r.locationClient?.lastName) },
    { header: 'PATIENT', value: (r: RxRow) => r.locationPatient?.name },
    { header: 'VET', value: (r: RxRow) => r.authorizingVetLocationUser?.displayName },
    { header: 'CREATED', value: (r: RxRow) => r.createdAt },
    { header: 'ARCHIVED', value: (r: RxRow) => r.archived },
  ];
}

/** A prescription's archived line: yes (with when), or no. */
const archivedText = (r: { archived: boolean; archivedAt?: string | null }): string => (r.archived ? `yes${r.archivedAt ? ` (${r.archivedAt})` : ''}` : 'no');

/** Prints a prescription: its id and Rx number, then `fields`; the whole answer with `--json`, its id with `--quiet`. */
function printPrescription(io: CliIO, cmd: Command, r: { id: string; rxNumber?: string | number | null }, fields: Extract<Section, { fields: unknown }>['fields']): void {
  printRecord(io, cmd, { id: r.id, json: r, fields: [['ID', r.id], ['Rx number', r.rxNumber], ...fields] });
}

/**
 * `vetrx rx show ID` (GetPrescriptionDetail), `rx history --location ID [--client|--patient|--status|--since]`
 * (GetPrescriptionHistory, paged with GetPrescriptionCount) and `rx archive ID` (ArchivePrescription).
 *
 * @example
 * program.addCommand(rxCommand(program, io));
 */
export function rxCommand(program: Command, io: CliIO): Command {
  const rx = createCommand('rx', program).description('Show a prescription, list the prescription history of a location, archive one');
  rx.addHelpText('after', examples('vetrx rx show 42', 'vetrx rx history --location 1 --status draft --since 7d', 'vetrx rx archive 42'));

  rx.addCommand(
    idCommand(rx, io, { name: 'show', description: 'Show a prescription: status, product, client, patient, vet, directions and workflow', argument: 'the prescription id', examples: ['vetrx rx show 42', 'vetrx rx show 42 --json | jq .rxStatus.code'] }, async (rxId, { client }, cmd) => {
      const r = found((await client.request(GetPrescriptionDetailDocument, { id: rxId })).getPrescriptionDetail, 'Prescription', rxId);
      printPrescription(io, cmd, r, [
        ['Status', r.rxStatus ? `${r.rxStatus.description} (${r.rxStatus.code})` : null],
        ['Location', r.locationId],
        ['Product', r.product?.title ?? r.name],
        ['Controlled', r.product?.isControlled ? `yes${r.product.deaSchedule ? ` (schedule ${r.product.deaSchedule})` : ''}` : 'no'],
        ['Client', r.locationClient ? `${fullName(r.locationClient.firstName, r.locationClient.lastName)} (${r.locationClient.id})` : null],
        ['Patient', r.locationPatient ? `${r.locationPatient.name} (${r.locationPatient.id})` : null],
        ['Authorizing vet', r.authorizingVetLocationUser?.displayName ?? r.authorizingVet],
        ['Directions', r.directions],
        ['Quantity per fill', r.unitPerFill],
        ['Refills', r.refills],
        ['Issued', r.issuedDate],
        ['Expires', r.prescExpiryDate],
        ['Created', r.createdAt],
        ['Origin', r.rxOrigin?.code],
        ['Decline reason', r.declineReason],
        ['Archived', archivedText(r)],
        ['Workflow user', r.workflowLocationUser?.displayName],
      ]);
    }),
  );

  rx.addCommand(
    createCommand('history', rx)
      .description('List the prescriptions of a location, newest first, with filters')
      .requiredOption('--location <id>', 'the location')
      .option('--client <id>', 'only prescriptions of this client')
      .option('--patient <id>', 'only prescriptions of this patient')
      .option('--status <list>', `only these statuses, comma-separated: ${RX_STATUS_LISTING_VALUES.join(', ')}`)
      .option('--since <when>', 'only prescriptions created since a date (2026-11-01) or a span back from now (12h, 7d, 2w)')
      .option('--archived', 'only archived prescriptions')
      .option('--limit <n>', 'stop after this many results')
      .addHelpText(
        'after',
        examples(
          'vetrx rx history --location 1',
          'vetrx rx history --location 1 --status draft,created --since 7d',
          'vetrx rx history --location 1 --patient 7 --csv > rx.csv',
          'vetrx rx history --location 1 --json | jq ".[] | select(.product.isControlled)"',
        ),
      )
      .action(async (options: Record<string, unknown>, cmd: Command) => {
        const opts = parseOptions(
          z.object({
            location: idArgument,
            client: idArgument.optional(),
            patient: idArgument.optional(),
            status: statusList.optional(),
            since: sinceSchema(io.now).optional(),
            archived: z.boolean().optional(),
            limit: limitOption,
          }),
          options,
        );
        const { client } = await connect(cmd, io, { action: 'workAt', locationId: opts.location });
        const vars = {
          locationId: opts.location,
          locationClientId: opts.client,
          locationPatientId: opts.patient,
          rxStatusFilters: opts.status,
          startDateTime: opts.since,
          archived: opts.archived,
        };
        const total = (await client.request(GetPrescriptionCountDocument, vars)).getPrescriptionCount;
        const rows = await fetchAll(io, async (skip, take) => (await client.request(GetPrescriptionHistoryDocument, { ...vars, skip, take })).getPrescriptionHistory, {
          pageSize: 100,
          total,
          max: opts.limit,
          label: 'prescriptions',
        });
        printList(io, cmd, rows, rxColumns(), { id: (r) => r.id, empty: 'No data found' });
      }),
  );

  rx.addCommand(
    idCommand(rx, io, { name: 'archive', description: 'Archive a prescription (cannot be undone); recorded as done by the signed-in (or impersonated) user', argument: 'the prescription id', examples: ['vetrx rx archive 42', 'vetrx rx archive 42 --as vet@demo.vetrx.dev'] }, async (rxId, { client }, cmd) => {
      const r = (await client.request(ArchivePrescriptionDocument, { id: rxId, input: { archived: true } })).archivePrescription;
      printPrescription(io, cmd, r, [['Archived', archivedText(r)]]);
    }),
  );
  return rx;
}
