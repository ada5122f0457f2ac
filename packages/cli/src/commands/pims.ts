import type { Command } from 'commander';
import { formatElapsedSeconds, pimsConnectionStatus } from '@vetrx/core/access';
import { pimsAccountOf } from '@vetrx/core/admin';
import { ApiError, ERROR_CODES, type VetRxClient } from '@vetrx/core/api';
import { GetLocationDocument, type GetLocationQuery } from '@vetrx/core/operations/GetLocation';
import { GetLocationClientByPimsIdDocument } from '@vetrx/core/operations/GetLocationClientByPimsId';
import { GetLocationPatientByPimsIdDocument } from '@vetrx/core/operations/GetLocationPatientByPimsId';
import {
  GetUnlinkedLocationClientsDocument,
  type GetUnlinkedLocationClientsQuery,
} from '@vetrx/core/operations/GetUnlinkedLocationClients';
import { GetUnlinkedLocationClientsCountDocument } from '@vetrx/core/operations/GetUnlinkedLocationClientsCount';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { GetInstallInformationDocument } from '@vetrx/core/operations/getInstallInformation';
import { GetInstallStatusDocument, type GetInstallStatusQuery } from '@vetrx/core/operations/getInstallStatus';
import { GetPimsCaretakerByIdDocument } from '@vetrx/core/operations/getPimsCaretakerById';
import {
  GetPimsCaretakerListDocument,
  type GetPimsCaretakerListQuery,
} from '@vetrx/core/operations/getPimsCaretakerList';
import { GetPimsPatientByIdDocument } from '@vetrx/core/operations/getPimsPatientById';
import { PimsOutboxDocument, type PimsOutboxQuery } from '@vetrx/core/operations/PimsOutbox';
import { RetryPimsWritebackDocument } from '@vetrx/core/operations/RetryPimsWriteback';
import { CLIENT_LIMITS, clientFullName, linkPageSearchTerm, localClientSearchFilter, shouldRunClientSearch, type ClientSearchFields } from '@vetrx/core/client';
import { isPimsEnabled, optionalText, requiredText } from '@vetrx/core/common';
import { CLIENT_EMPTY_STATES, CLIENT_SCREEN_LABELS, PIMS_LABELS as L } from '@vetrx/core/messages';
import { z } from 'zod';
import { createCommand, outputMode } from '../lib/command.js';
import { connect, examples, found, fullName, idArgument, limitOption } from '../lib/connect.js';
import { CliError, EXIT_CODES } from '../lib/errors.js';
import type { CliIO } from '../lib/io.js';
import { formatJson, formatTable } from '../lib/output.js';
import { csvLine, fetchAll, fitToWidth, printList, printRecord, type Column, type Section } from '../lib/render.js';
import { parseOptions } from '../lib/settings.js';

const PAGE = 100;

type Location = NonNullable<GetLocationQuery['getLocation']>;
type Account = { pimsAccountId: string; pimsConnectionType: string };
type PracticeClient = LocationClientSearchQuery['locationClientSearch']['data'][number];
type PimsClient = GetPimsCaretakerListQuery['getPimsCaretakerList']['data'][number];
type UnlinkedClient = GetUnlinkedLocationClientsQuery['getUnlinkedLocationClients'][number];
type Stage = NonNullable<GetInstallStatusQuery['getInstallStatus']>['extraction'];

/** The four search fields of the portal's Pims Lookup, each at most 50 characters (clients §5). */
const searchField = optionalText({ max: CLIENT_LIMITS.searchInput });
/** A PIMS id: required, at most 80 characters (clients §9). */
const pimsIdText = requiredText({ max: CLIENT_LIMITS.pimsId });

const lookupSchema = z
  .object({
    location: idArgument,
    email: searchField,
    firstName: searchField,
    lastName: searchField,
    patientName: searchField,
    client: pimsIdText.optional(),
    patient: pimsIdText.optional(),
    unlinked: z.boolean().optional(),
    name: searchField,
    pending: z.boolean().optional(),
    in: z.enum(['both', 'practice', 'pims'], { message: 'Must be both, practice or pims' }).default('both'),
    limit: limitOption,
  })
  .superRefine((o, ctx) => {
    const fields: ClientSearchFields = { email: o.email, firstName: o.firstName, lastName: o.lastName, patientName: o.patientName };
    const modes = [shouldRunClientSearch(fields) && 'search', o.client !== undefined && 'client', o.patient !== undefined && 'patient', o.unlinked && 'unlinked'].filter(Boolean);
    if (modes.length === 0) ctx.addIssue({ code: 'custom', message: `${CLIENT_SCREEN_LABELS.addClientSearchHint} Search fields: --email, --first-name, --last-name, --patient-name; or give --client ID, --patient ID or --unlinked.` });
    if (modes.length > 1) ctx.addIssue({ code: 'custom', message: 'Search by name, --client, --patient and --unlinked exclude each other: give one' });
    if ((o.name !== null || o.pending) && !o.unlinked) ctx.addIssue({ code: 'custom', path: ['name'], message: '--name and --pending go with --unlinked' });
  });
type LookupOptions = z.output<typeof lookupSchema>;

/** The location and its PIMS account (null when PIMS is off for the location or its organization, or no account is set). */
async function locationAndAccount(client: VetRxClient, locationId: string): Promise<{ location: Location; account: Account | null }> {
  const location = found((await client.request(GetLocationDocument, { id: locationId })).getLocation, 'Location', locationId);
  const enabled = isPimsEnabled({ isPimsEnabled: location.isPimsEnabled, organization: { isPIMSEnabled: location.organization?.isPIMSEnabled } });
  return { location, account: enabled ? pimsAccountOf(location) : null };
}

function requireAccount(location: Location, account: Account | null): Account {
  if (account) return account;
  throw new CliError(L.noLocationPims, {
    exitCode: EXIT_CODES.pimsNotConnected,
    code: 'NO_PIMS',
    suggestion: `vetrx practice show ${location.id} shows its PIMS settings; vetrx pims status --location ${location.id} its connection.`,
  });
}

/** A PIMS that cannot be reached answers INTERNAL with the partner text: kept to show beside the practice's side. */
async function pimsSide<T>(call: () => Promise<T>): Promise<{ value: T | null; error: string | null }> {
  try {
    return { value: await call(), error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.code === ERROR_CODES.INTERNAL) return { value: null, error: error.message };
    throw error;
  }
}

function pimsUnreachable(message: string): CliError {
  return new CliError(message, { exitCode: EXIT_CODES.pimsNotConnected, code: ERROR_CODES.INTERNAL, suggestion: 'The practice’s side is shown above; try again later, or check the PIMS with vetrx pims status.' });
}

const accountLabel = (account: Account | null) => (account ? `${account.pimsConnectionType} ${account.pimsAccountId}` : L.noLocationPims);
const primaryPhone = (c: PimsClient) => (c.phones.find((p) => p.isPrimary) ?? c.phones[0])?.number;
const primaryAddress = (c: PimsClient) => {
  const a = c.addresses.find((x) => x.isPrimary) ?? c.addresses[0];
  return a ? fullName(a.addressLine1, a.addressLine2, a.city, a.stateProvince, a.postalCode) : null;
};
const pimsPatientNames = (c: PimsClient) => c.patients.map((p) => (p.isDeceased ? `${p.name} (${L.deceased.toLowerCase()})` : p.name)).join(', ');

/** One row of the lookup's table: a client of the practice, or of its PIMS. */
interface LookupRow {
  source: 'practice' | 'pims';
  id: string | null;
  pimsId: string | null;
  name: string;
  email: string | null | undefined;
  phone: string | null | undefined;
  active: boolean;
  patients: string;
}

const practiceRow = (c: PracticeClient): LookupRow => ({
  source: 'practice',
  id: c.id,
  pimsId: c.pimsId ?? null,
  name: clientFullName(c),
  email: c.email,
  phone: c.phones?.[0]?.phoneNumber,
  active: c.isActive,
  patients: (c.locationPatientClients ?? []).map((p) => p.locationPatient?.name).filter(Boolean).join(', '),
});
const pimsRow = (c: PimsClient): LookupRow => ({
  source: 'pims',
  id: null,
  pimsId: c.pimsId ?? c.providerId ?? null,
  name: clientFullName(c),
  email: c.emails[0]?.address,
  phone: primaryPhone(c),
  active: c.isActive,
  patients: pimsPatientNames(c),
});

const LOOKUP_COLUMNS: Column<LookupRow>[] = [
  { header: 'SOURCE', value: (r) => r.source },
  { header: 'ID', value: (r) => r.id },
  { header: 'PIMS ID', value: (r) => r.pimsId },
  { header: 'NAME', value: (r) => r.name },
  { header: 'EMAIL', value: (r) => r.email },
  { header: 'PHONE', value: (r) => r.phone },
  { header: 'ACTIVE', value: (r) => r.active },
  { header: 'PATIENTS', value: (r) => r.patients },
];

const cellText = (v: ReturnType<Column<LookupRow>['value']>) => (v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v).replace(/\s+/g, ' ').trim());

/** Search mode: the practice's clients (LocationClientSearch) and the PIMS's (GetPimsCaretakerList) matching every filled field. */
async function search(io: CliIO, cmd: Command, client: VetRxClient, location: Location, account: Account | null, o: LookupOptions): Promise<void> {
  const fields: ClientSearchFields = { email: o.email, firstName: o.firstName, lastName: o.lastName, patientName: o.patientName };
  if (o.in === 'pims') requireAccount(location, account);
  let practice: { count: number; data: PracticeClient[] } | null = null;
  if (o.in !== 'pims') {
    const vars = { filter: localClientSearchFilter(fields), locationId: location.id, organizationId: null, activeFilterType: 'all' as const };
    const count = (await client.request(LocationClientSearchDocument, { ...vars, skip: 0, take: 1 })).locationClientSearch.count;
    const data = await fetchAll(io, async (skip, take) => (await client.request(LocationClientSearchDocument, { ...vars, skip, take })).locationClientSearch.data, { pageSize: PAGE, total: count, max: o.limit, label: 'practice clients' });
    practice = { count, data };
  }
  let pims: { count: number; data: PimsClient[] } | null = null;
  let pimsError: string | null = null;
  if (o.in !== 'practice' && account) {
    const input = { ...account, email: fields.email, firstName: fields.firstName, lastName: fields.lastName, patientName: fields.patientName };
    const side = await pimsSide(async () => {
      const count = (await client.request(GetPimsCaretakerListDocument, { input: { ...input, skip: 0, take: 1 } })).getPimsCaretakerList.count;
      const data = await fetchAll(io, async (skip, take) => (await client.request(GetPimsCaretakerListDocument, { input: { ...input, skip, take } })).getPimsCaretakerList.data, { pageSize: PAGE, total: count, max: o.limit, label: 'PIMS clients' });
      return { count, data };
    });
    pims = side.value;
    pimsError = side.error;
  }
  const rows = [...(practice?.data ?? []).map(practiceRow), ...(pims?.data ?? []).map(pimsRow)];
  const mode = outputMode(cmd);
  if (mode === 'json') {
    io.stdout(formatJson({ location: { id: location.id, name: location.name, ...account }, practice, pims, ...(pimsError ? { pimsError } : {}) }, { compact: true }));
  } else if (mode === 'quiet') {
    // One side: its ids as they are. Both: `practice/ID` and `pims/PIMS-ID`, as `kubectl get -o name`.
    io.stdout(rows.map((r) => `${o.in === 'both' ? `${r.source}/` : ''}${r.source === 'practice' ? r.id : r.pimsId}\n`).join(''));
  } else if (mode === 'csv') {
    io.stdout([LOOKUP_COLUMNS.map((c) => c.header), ...rows.map((r) => LOOKUP_COLUMNS.map((c) => cellText(c.value(r))))].map((r) => `${csvLine(r)}\n`).join(''));
  } else {
    const headers = LOOKUP_COLUMNS.slice(1).map((c) => c.header);
    const table = (list: LookupRow[]) => formatTable(headers, fitToWidth(headers, list.map((r) => LOOKUP_COLUMNS.slice(1).map((c) => cellText(c.value(r)))), io.columns));
    const parts: string[] = [];
    if (practice) parts.push(`${L.inPractice} (${practice.count})\n${practice.data.length ? table(practice.data.map(practiceRow)) : `  ${CLIENT_EMPTY_STATES.noDataFound}\n`}`);
    if (o.in !== 'practice') {
      const body = !account ? `  ${L.noLocationPims}\n` : pimsError ? `  ${pimsError}\n` : pims?.data.length ? table(pims.data.map(pimsRow)) : `  ${CLIENT_EMPTY_STATES.noPimsClients}\n`;
      parts.push(`${L.inPims}${pims ? ` (${pims.count})` : ''}\n${body}`);
    }
    io.stdout(parts.join('\n'));
  }
  if (pimsError) throw pimsUnreachable(pimsError);
}

/** By-id mode: the practice's record with this PIMS id and the PIMS's own, side by side; exit 4 when neither has it. */
async function byId(io: CliIO, cmd: Command, client: VetRxClient, location: Location, account: Account, kind: 'client' | 'patient', pimsId: string): Promise<void> {
  const notFound = (): CliError =>
    new CliError(`No ${kind} with PIMS id ${pimsId} in ${location.name} (${location.id}) or in its PIMS.`, {
      exitCode: EXIT_CODES.notFound,
      code: 'NOT_FOUND',
      suggestion: `Search by name instead: vetrx pims lookup --location ${location.id} --last-name …`,
    });
  const head: Array<readonly [string, string | null | undefined]> = [
    ['PIMS ID', pimsId],
    ['Location', `${location.name} (${location.id})`],
    ['PIMS', accountLabel(account)],
  ];
  type Fields = Extract<Section, { fields: unknown }>['fields'];
  /** Prints both sides (exit 4 when neither has the record), then fails when the PIMS could not be asked. */
  const show = <P extends { id: string }, R>(local: P | null, remote: { value: R | null; error: string | null }, fields: { practice: (l: P) => Fields; pims: (r: R) => Fields }, more: (r: R) => Section[] = () => []): void => {
    if (!local && !remote.value && !remote.error) throw notFound();
    printRecord(io, cmd, {
      id: local?.id ?? '',
      json: { pimsId, location: { id: location.id, name: location.name, ...account }, practice: local, pims: remote.value, ...(remote.error ? { pimsError: remote.error } : {}) },
      fields: head,
      sections: [
        { title: L.inPractice, empty: L.notFound, fields: local ? fields.practice(local) : [] },
        { title: L.inPims, empty: remote.error ?? L.notFound, fields: remote.value ? fields.pims(remote.value) : [] },
        ...(remote.value ? more(remote.value) : []),
      ],
    });
    if (remote.error) throw pimsUnreachable(remote.error);
  };
  if (kind === 'client') {
    const local = (await client.request(GetLocationClientByPimsIdDocument, { pimsAccountId: account.pimsAccountId, pimsId })).getLocationClientByPimsId ?? null;
    const remote = await pimsSide(async () => (await client.request(GetPimsCaretakerByIdDocument, { input: { ...account, pimsId } })).getPimsCaretakerById ?? null);
    show(
      local,
      remote,
      {
        practice: (c) => [
          ['Client id', c.id],
          ['Name', clientFullName(c)],
          ['Location', c.locationId],
          ['Email', c.email],
          ['Phone', c.phones?.[0]?.phoneNumber],
          ['Active', c.isActive],
          ['Patients', c.locationPatientClients.filter((l) => l.isActive && l.locationPatient).map((l) => `${l.locationPatient!.name} (${l.locationPatient!.id})`).join(', ') || null],
        ],
        pims: (c) => [
          ['Name', clientFullName(c)],
          ['Email', c.emails.map((e) => e.address).filter(Boolean).join(', ')],
          ['Phone', primaryPhone(c)],
          ['Address', primaryAddress(c)],
          ['Active', c.isActive],
        ],
      },
      (c) => [
        {
          title: L.pimsPatients,
          headers: ['PIMS ID', 'NAME', 'SPECIES', 'BREED', 'GENDER', 'BORN', 'WEIGHT LBS', 'DECEASED'],
          rows: c.patients.map((p) => [p.pimsId ?? p.providerId, p.name, p.species, p.breed, p.gender, p.dateOfBirth, p.currentWeightInPounds, p.isDeceased]),
          empty: CLIENT_EMPTY_STATES.noPimsPatients,
        },
      ],
    );
    return;
  }
  const local = (await client.request(GetLocationPatientByPimsIdDocument, { pimsId, pimsAccountId: account.pimsAccountId, locationId: location.id })).getLocationPatientByPimsId ?? null;
  const remote = await pimsSide(async () => (await client.request(GetPimsPatientByIdDocument, { input: { ...account, pimsId } })).getPimsPatientById ?? null);
  show(local, remote, {
    practice: (p) => [
      ['Patient id', p.id],
      ['Name', p.name],
      ['Species', p.species?.name],
      ['Breed', p.breed?.name],
      ['Birthdate', p.birthdate],
      ['Active', p.isActive],
      ['Deceased', p.isDeceased],
      ['Clients', p.locationPatientClients.filter((l) => l.isActive && l.locationClient).map((l) => `${clientFullName(l.locationClient)} (${l.locationClient!.id})`).join(', ') || null],
    ],
    pims: (p) => [
      ['Name', p.name],
      ['Species', p.species],
      ['Breed', p.breed],
      ['Gender', p.gender],
      ['Born', p.dateOfBirth],
      ['Weight', p.currentWeightInPounds == null ? null : `${p.currentWeightInPounds} lbs`],
      ['Active', p.isActive],
      ['Deceased', p.isDeceased ? `yes${p.dateOfDeath ? ` (${p.dateOfDeath})` : ''}` : 'no'],
    ],
  });
}

/** Unlinked mode: the practice's clients not linked to the PIMS yet (the /link page). */
async function unlinked(io: CliIO, cmd: Command, client: VetRxClient, location: Location, account: Account | null, o: LookupOptions): Promise<void> {
  requireAccount(location, account);
  const vars = { locationId: location.id, filter: linkPageSearchTerm(o.name), activeRequestFilter: o.pending === true };
  const total = (await client.request(GetUnlinkedLocationClientsCountDocument, vars)).getUnlinkedLocationClientsCount;
  const rows = await fetchAll(io, async (skip, take) => (await client.request(GetUnlinkedLocationClientsDocument, { ...vars, skip, take })).getUnlinkedLocationClients, { pageSize: PAGE, total, max: o.limit, label: 'unlinked clients' });
  printList<UnlinkedClient>(
    io,
    cmd,
    rows,
    [
      { header: 'ID', value: (c) => c.id },
      { header: 'NAME', value: (c) => clientFullName(c) },
      { header: 'EMAIL', value: (c) => c.email },
      { header: 'PHONE', value: (c) => c.phones?.[0]?.phoneNumber },
      { header: 'ADDRESS', value: (c) => (c.addresses?.[0] ? fullName(c.addresses[0].addressLine1, c.addresses[0].city, c.addresses[0].state, c.addresses[0].zip) : null) },
      { header: 'PATIENTS', value: (c) => (c.locationPatientClients ?? []).map((p) => p.locationPatient?.name).filter(Boolean).join(', ') },
    ],
    { id: (c) => c.id, empty: o.name || o.pending ? CLIENT_EMPTY_STATES.noDataFound : CLIENT_EMPTY_STATES.allClientsLinked },
  );
}

const stageRow = (label: string, s: Stage) => [label, s?.status, s?.startTime, s?.endTime, formatElapsedSeconds(s?.elapsedTime), s?.lastSuccessful];

/**
 * `vetrx pims lookup --location ID …` (the support area's Pims Lookup: clients in the practice and in
 * its PIMS by e-mail, first name, last name or patient name; a client or a patient by PIMS id, both
 * sides; the clients not linked yet) and `vetrx pims status --location ID` (Connected / Not Connected,
 * install information and the last run's stages; exit 6 when not connected). Decision 0121.
 *
 * @example
 * program.addCommand(pimsCommand(program, io));
 */
export function pimsCommand(program: Command, io: CliIO): Command {
  const pims = createCommand('pims', program).description("Look up a practice's clients and patients in the practice and in its PIMS, and check the PIMS connection");
  pims.addHelpText('after', examples('vetrx pims status --location 1', 'vetrx pims lookup --location 1 --last-name thornquist', 'vetrx pims lookup --location 1 --client EZ-C-90001'));

  pims.addCommand(
    createCommand('lookup', pims)
      .description('Pims Lookup: search clients in the practice and in its PIMS, look up a client or patient by PIMS id, or list the clients not linked yet')
      .requiredOption('--location <id>', 'the practice (location) to look in')
      .option('--email <text>', 'search: part of the e-mail')
      .option('--first-name <text>', 'search: part of the first name')
      .option('--last-name <text>', 'search: part of the last name')
      .option('--patient-name <text>', 'search: part of a patient’s name')
      .option('--in <side>', 'search: practice, pims or both (default both)')
      .option('--client <pimsId>', 'the client with this PIMS id: the practice’s record and the PIMS’s, with its PIMS patients')
      .option('--patient <pimsId>', 'the patient with this PIMS id: the practice’s record and the PIMS’s')
      .option('--unlinked', 'the practice’s clients not linked to the PIMS yet (the Link PIMS page)')
      .option('--name <text>', 'with --unlinked: part of the first name, last name or e-mail')
      .option('--pending', 'with --unlinked: only clients with pending requests')
      .option('--limit <n>', 'stop after this many rows on each side')
      .addHelpText(
        'after',
        examples(
          'vetrx pims lookup --location 1 --last-name thornquist',
          'vetrx pims lookup --location 1 --first-name ann --patient-name rex --in pims --csv',
          'vetrx pims lookup --location 1 --client EZ-C-90001',
          'vetrx pims lookup --location 1 --patient EZ-P-900013 --json | jq .pims',
          'vetrx pims lookup --location 1 --unlinked --pending --as staff@demo.vetrx.dev',
          'vetrx pims lookup --location 1 --last-name brooks --in practice --quiet | xargs -n1 vetrx client show',
        ),
      )
      .action(async (options: Record<string, unknown>, cmd: Command) => {
        const o = parseOptions(lookupSchema, options);
        // The unlinked list is practice work; the rest reads the practice (support acting as themselves too).
        const { client } = await connect(cmd, io, { action: o.unlinked ? 'workAt' : 'readLocation', locationId: o.location });
        const { location, account } = await locationAndAccount(client, o.location);
        if (o.client !== undefined) return byId(io, cmd, client, location, requireAccount(location, account), 'client', o.client);
        if (o.patient !== undefined) return byId(io, cmd, client, location, requireAccount(location, account), 'patient', o.patient);
        if (o.unlinked) return unlinked(io, cmd, client, location, account, o);
        return search(io, cmd, client, location, account, o);
      }),
  );

  pims.addCommand(
    createCommand('status', pims)
      .description("A practice's PIMS connection: Connected or Not Connected, install information and the last run's stages; exits 6 when not connected")
      .requiredOption('--location <id>', 'the practice (location)')
      .addHelpText(
        'after',
        examples(
          'vetrx pims status --location 1',
          'vetrx pims status --location 1 --json | jq .installStatus.lastHeartbeat',
          'for l in $(vetrx practice search maple --quiet); do vetrx pims status --location "$l" --quiet >/dev/null 2>&1 || echo "$l not connected"; done',
        ),
      )
      .action(async (options: Record<string, unknown>, cmd: Command) => {
        const o = parseOptions(z.object({ location: idArgument }), options);
        const { client } = await connect(cmd, io, { action: 'readLocation', locationId: o.location });
        const { location, account } = await locationAndAccount(client, o.location);
        const status = account ? await pimsSide(async () => (await client.request(GetInstallStatusDocument, { pimsInput: account })).getInstallStatus ?? null) : { value: null, error: null };
        const info = account ? await pimsSide(async () => (await client.request(GetInstallInformationDocument, { pimsInput: account })).getInstallInformation ?? null) : { value: null, error: null };
        const connection = pimsConnectionStatus(status.value);
        const error = status.error ?? info.error;
        const s = status.value;
        const i = info.value;
        const mode = outputMode(cmd);
        if (mode === 'json') {
          io.stdout(formatJson({ location: { id: location.id, name: location.name, isPimsEnabled: account !== null, ...account }, connected: connection.connected, status: connection.label, installStatus: s, installInformation: i, ...(error ? { pimsError: error } : {}) }, { compact: true }));
        } else if (mode !== 'quiet' || connection.connected) {
          printRecord(io, cmd, {
            id: location.id,
            json: null,
            fields: [
              ['Location', `${location.name} (${location.id})`],
              ['PIMS', accountLabel(account)],
              ['Status', connection.label],
              [L.lastHeartbeat, s?.lastHeartbeat],
            ],
            sections: account
              ? [
                  {
                    title: L.installInformation,
                    empty: info.error ?? L.notAvailable,
                    fields: i
                      ? [
                          [L.practiceName, i.practiceName],
                          [L.pims, i.pims],
                          [L.nextRun, i.schedule?.nextRun],
                          [L.frequency, i.schedule?.frequency],
                        ]
                      : [],
                  },
                  {
                    title: L.installStatus,
                    headers: [L.stage, L.status, L.started, L.ended, L.elapsed, L.lastSuccessful].map((h) => h.toUpperCase()),
                    rows: s ? [stageRow(L.extraction, s.extraction), stageRow(L.intermediate, s.intermediate), stageRow(L.staging, s.staging)] : [],
                    empty: status.error ?? L.notAvailable,
                  },
                ]
              : [],
          });
        }
        if (error) throw pimsUnreachable(error);
        if (!connection.connected) {
          throw new CliError(account ? `${location.name} (${location.id}): PIMS ${connection.label}.` : L.noLocationPims, {
            exitCode: EXIT_CODES.pimsNotConnected,
            code: 'NOT_CONNECTED',
            suggestion: account ? 'The data service has no install status for this account: check the install at the practice.' : `vetrx practice show ${location.id} shows its PIMS settings.`,
          });
        }
      }),
  );
  pims.addCommand(outboxCommand(pims, io));
  return pims;
}

type OutboxRow = PimsOutboxQuery['pimsOutbox'][number];
const OUTBOX_COLUMNS: Column<OutboxRow>[] = [
  { header: 'RX', value: (r) => r.prescriptionId },
  { header: 'RX NUMBER', value: (r) => r.rxNumber },
  { header: 'STATE', value: (r) => r.state },
  { header: 'ATTEMPTS', value: (r) => String(r.attempts) },
  { header: 'NEXT ATTEMPT', value: (r) => r.nextAttemptAt },
  { header: 'SENT', value: (r) => r.sentAt },
  { header: 'PIMS ID', value: (r) => r.pimsId },
  { header: 'LAST ERROR', value: (r) => r.lastError },
];

/**
 * `vetrx pims outbox --location ID` (support): the location's PIMS write-back rows, newest first —
 * state, attempts, next attempt, last error; never a secret. `vetrx pims outbox retry --location ID RX`
 * queues a failed one again (audited).
 */
function outboxCommand(pims: Command, io: CliIO): Command {
  const outbox = createCommand('outbox', pims)
    .description("A practice's PIMS write-back outbox: each authorized Rx's state, attempts, next attempt and last error (support)")
    // Checked by the schema, not commander: a required option here would be required of `outbox retry` too.
    .option('--location <id>', 'the practice (location)')
    .addHelpText('after', examples('vetrx pims outbox --location 1', 'vetrx pims outbox --location 1 --json | jq \'.[] | select(.state=="failed")\'', 'vetrx pims outbox retry --location 1 42'))
    .action(async (options: Record<string, unknown>, cmd: Command) => {
      const o = parseOptions(z.object({ location: idArgument }), options);
      const { client } = await connect(cmd, io, { action: 'support' });
      const rows = (await client.request(PimsOutboxDocument, { locationId: o.location })).pimsOutbox;
      printList(io, cmd, rows, OUTBOX_COLUMNS, { id: (r) => r.prescriptionId, empty: 'No write-backs at this location' });
    });
  outbox.addCommand(
    createCommand('retry', outbox)
      .description('Queue a failed write-back again, due now (support; audited)')
      .argument('<rx>', 'the prescription id (RX column of vetrx pims outbox)')
      .option('--location <id>', 'the practice (location)')
      .action(async (rx: string, options: Record<string, unknown>, cmd: Command) => {
        // `--location` given after `retry` may be parsed as `outbox`'s own option: either counts.
        const location = options.location ?? cmd.parent?.opts().location;
        const o = parseOptions(z.object({ location: idArgument, rx: idArgument }), { ...options, location, rx });
        const { client } = await connect(cmd, io, { action: 'support' });
        const row = (await client.request(RetryPimsWritebackDocument, { locationId: o.location, prescriptionId: o.rx })).retryPimsWriteback;
        printList(io, cmd, [row], OUTBOX_COLUMNS, { id: (r) => r.prescriptionId });
      }),
  );
  return outbox;
}
