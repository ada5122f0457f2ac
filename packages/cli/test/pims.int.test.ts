/**
 * `vetrx pims lookup` and `vetrx pims status` against the real server and its PIMS sandbox (decision
 * 0121): the practice's side and the PIMS's side of a search, a client and a patient by PIMS id, the
 * clients not linked yet, the connection status, input checked before sending, a location without PIMS,
 * another practice (exit 4), and a PIMS that cannot be reached (the practice's side still shown, exit 1).
 */
import { ACCESS_EXPLANATIONS } from '@vetrx/core/access';
import { GetUnlinkedLocationClientsCountDocument } from '@vetrx/core/api';
import { CLIENT_EMPTY_STATES, CLIENT_SCREEN_LABELS, COMMON_MESSAGES, PIMS_LABELS } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import { queryRows, useTestServer } from '@vetrx/server/testing';
import { describe, expect, it } from 'vitest';
import { IMPERSONATE_TO_WORK } from '../src/lib/explain.js';
import { runCli, useConfigDir, type CliRun } from './helpers.js';

const { server, tokens } = useTestServer('pglite', { users: ['support', 'vet', 'vetadmin'] });
const config = useConfigDir();
const maple = String(LOCATION.mapleGrove);
const riverside = String(LOCATION.riverside);
const summit = String(LOCATION.summit);

const rows = <T>(query: string) => queryRows<T>(server.database.db, query);

const vetrx = (argv: string[], who: keyof typeof tokens = 'support'): Promise<CliRun> =>
  runCli([...argv, '--server', server.url, '--token', tokens[who]], { env: { VETRX_CONFIG_DIR: config.dir }, now: () => Date.now() });

describe('vetrx pims status', () => {
  it('shows a connected practice with its install information and stages; --json and --quiet for scripts', async () => {
    const run = await vetrx(['pims', 'status', '--location', maple]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Location\s+Maple Grove Animal Hospital \(1\)\nPIMS\s+EZYVET ezyvet-acct-30417\nStatus\s+Connected\n/);
    expect(run.stdout).toMatch(/\nInstall information\n\s+Practice name\s+Maple Grove Animal Hospital\n/);
    expect(run.stdout).toMatch(/\nInstall status\nSTAGE\s+STATUS\s+STARTED\s+ENDED\s+ELAPSED\s+LAST SUCCESSFUL\nExtraction\s+Completed/);
    const json = JSON.parse((await vetrx(['pims', 'status', '--location', maple, '--json'])).stdout);
    expect(json).toMatchObject({ connected: true, status: 'Connected', installStatus: { pimsAccountId: 'ezyvet-acct-30417' }, installInformation: { schedule: { frequency: 'Daily' } } });
    expect((await vetrx(['pims', 'status', '--location', maple, '--quiet'])).stdout).toBe(`${maple}\n`);
  });

  it('exits 6 for a practice without PIMS (nothing on stdout with --quiet), 4 for another practice of a practice user', async () => {
    const none = await vetrx(['pims', 'status', '--location', riverside]);
    expect(none.code).toBe(6);
    expect(none.stdout).toMatch(/Status\s+Not Connected/);
    expect(none.stderr).toContain(PIMS_LABELS.noLocationPims);
    const quiet = await vetrx(['pims', 'status', '--location', riverside, '--quiet']);
    expect([quiet.code, quiet.stdout]).toEqual([6, '']);
    expect((await vetrx(['pims', 'status', '--location', summit], 'vetadmin')).code).toBe(4);
    expect((await vetrx(['pims', 'status', '--location', '999999'])).code).toBe(4);
  });
});

describe('vetrx pims lookup', () => {
  it('searches the practice and its PIMS side by side; --json, --csv, --quiet and --in', async () => {
    const [c] = await rows<{ id: number; last_name: string; pims_id: string }>(
      `select id, last_name, pims_id from location_clients where location_id = ${maple} and pims_id is not null and is_active order by id limit 1`,
    );
    const run = await vetrx(['pims', 'lookup', '--location', maple, '--last-name', c.last_name]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [practice, pims] = run.stdout.split(`\n${PIMS_LABELS.inPims}`);
    expect(practice).toMatch(new RegExp(`^${PIMS_LABELS.inPractice} \\(\\d+\\)\\nID\\s+PIMS ID\\s+NAME\\s+EMAIL\\s+PHONE\\s+ACTIVE\\s+PATIENTS\\n`));
    expect(practice).toMatch(new RegExp(`\\n${c.id}\\s+${c.pims_id}\\s`));
    expect(pims).toContain(c.pims_id);

    const json = JSON.parse((await vetrx(['pims', 'lookup', '--location', maple, '--last-name', c.last_name, '--json'])).stdout);
    expect(json.location).toMatchObject({ id: maple, pimsConnectionType: 'EZYVET', pimsAccountId: 'ezyvet-acct-30417' });
    expect(json.practice.data.map((x: { id: string }) => x.id)).toContain(String(c.id));
    expect(json.pims.data.map((x: { pimsId: string }) => x.pimsId)).toContain(c.pims_id);
    for (const x of json.pims.data) expect(x.lastName.toLowerCase()).toContain(c.last_name.toLowerCase());

    const csv = (await vetrx(['pims', 'lookup', '--location', maple, '--last-name', c.last_name, '--csv'])).stdout.trimEnd().split('\n');
    expect(csv[0]).toBe('SOURCE,ID,PIMS ID,NAME,EMAIL,PHONE,ACTIVE,PATIENTS');
    expect(csv).toHaveLength(1 + json.practice.data.length + json.pims.data.length);
    const quiet = (await vetrx(['pims', 'lookup', '--location', maple, '--last-name', c.last_name, '--quiet'])).stdout.trim().split('\n');
    expect(quiet).toContain(`practice/${c.id}`);
    expect(quiet).toContain(`pims/${c.pims_id}`);
    const practiceOnly = await vetrx(['pims', 'lookup', '--location', maple, '--last-name', c.last_name, '--in', 'practice', '--quiet']);
    expect(practiceOnly.stdout.trim().split('\n')).toEqual(json.practice.data.map((x: { id: string }) => x.id));
  });

  it('finds a client only the PIMS has, and shows it by PIMS id with its patients (the deceased marked)', async () => {
    const run = await vetrx(['pims', 'lookup', '--location', maple, '--last-name', 'thornquist', '--first-name', 'ingrid']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${PIMS_LABELS.inPractice} (0)\n  ${CLIENT_EMPTY_STATES.noDataFound}\n`);
    expect(run.stdout).toMatch(/EZ-C-90001\s+Ingrid Thornquist/);
    const byId = await vetrx(['pims', 'lookup', '--location', maple, '--client', 'EZ-C-90001']);
    expect(byId.stderr).toBe('');
    expect(byId.code).toBe(0);
    expect(byId.stdout).toContain(`\n${PIMS_LABELS.inPractice}\n  ${PIMS_LABELS.notFound}\n`);
    expect(byId.stdout).toMatch(new RegExp(`\\n${PIMS_LABELS.inPims}\\n\\s+Name\\s+Ingrid Thornquist\\n`));
    expect(byId.stdout).toMatch(/\nPIMS patients\nPIMS ID\s+NAME\s+SPECIES/);
    expect(byId.stdout).toMatch(/EZ-P-900013\s+Pepper\s.*\syes\n/);
    const missing = await vetrx(['pims', 'lookup', '--location', maple, '--client', 'EZ-C-00000']);
    expect([missing.code, missing.stdout]).toEqual([4, '']);
  });

  it('shows a linked client and patient from both sides; --quiet prints the practice’s id', async () => {
    const [c] = await rows<{ id: number; pims_id: string; first_name: string }>(
      `select id, pims_id, first_name from location_clients where location_id = ${maple} and pims_id is not null and is_active order by id limit 1`,
    );
    const client = await vetrx(['pims', 'lookup', '--location', maple, '--client', c.pims_id]);
    expect(client.code).toBe(0);
    expect(client.stdout).toMatch(new RegExp(`\\n${PIMS_LABELS.inPractice}\\n\\s+Client id\\s+${c.id}\\n`));
    expect(client.stdout).toMatch(new RegExp(`\\n${PIMS_LABELS.inPims}\\n\\s+Name\\s+${c.first_name}`));
    expect((await vetrx(['pims', 'lookup', '--location', maple, '--client', c.pims_id, '--quiet'])).stdout).toBe(`${c.id}\n`);
    const [p] = await rows<{ id: number; pims_id: string; name: string }>(
      `select id, pims_id, name from location_patients where location_id = ${maple} and pims_id is not null order by id limit 1`,
    );
    const patient = JSON.parse((await vetrx(['pims', 'lookup', '--location', maple, '--patient', p.pims_id, '--json'])).stdout);
    expect(patient).toMatchObject({ pimsId: p.pims_id, practice: { id: String(p.id), name: p.name }, pims: { pimsId: p.pims_id, name: p.name } });
  });

  it('lists the clients not linked yet to a practice user; support acting as themselves works at no practice (exit 4)', async () => {
    const count = await server.gql<{ getUnlinkedLocationClientsCount: number }>(GetUnlinkedLocationClientsCountDocument.toString(), { locationId: maple }, { token: tokens.vet });
    const n = count.data!.getUnlinkedLocationClientsCount;
    expect(n).toBeGreaterThan(0);
    const list = await vetrx(['pims', 'lookup', '--location', maple, '--unlinked', '--quiet'], 'vet');
    expect(list.code).toBe(0);
    expect(list.stdout.trim().split('\n').filter(Boolean)).toHaveLength(n);
    const table = await vetrx(['pims', 'lookup', '--location', maple, '--unlinked', '--limit', '2'], 'vet');
    expect(table.stdout).toMatch(/^ID\s+NAME\s+EMAIL\s+PHONE\s+ADDRESS\s+PATIENTS\n/);
    const none = await vetrx(['pims', 'lookup', '--location', maple, '--unlinked', '--name', 'zzqqxx'], 'vet');
    expect([none.code, none.stdout, none.stderr]).toEqual([0, '', `${CLIENT_EMPTY_STATES.noDataFound}\n`]);
    // Support acting as themselves works at no practice: the server answers NOT_FOUND, and the policy says why.
    const support = await vetrx(['pims', 'lookup', '--location', maple, '--unlinked']);
    expect(support.code).toBe(4);
    expect(support.stderr).toContain(ACCESS_EXPLANATIONS.practiceWork);
    expect(support.stderr).toContain(`Try: ${IMPERSONATE_TO_WORK}`);
  });

  it('checks its input with core’s rules before sending (exit 2)', async () => {
    const none = await vetrx(['pims', 'lookup', '--location', maple]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(CLIENT_SCREEN_LABELS.addClientSearchHint);
    const two = await vetrx(['pims', 'lookup', '--location', maple, '--last-name', 'lee', '--client', 'EZ-C-1']);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('exclude each other');
    const long = await vetrx(['pims', 'lookup', '--location', maple, '--last-name', 'x'.repeat(51), '--patient', 'y'.repeat(81), '--in', 'elsewhere']);
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('--last-name: Must be 50 characters or fewer');
    expect(long.stderr).toContain('--patient: Must be 80 characters or fewer');
    expect(long.stderr).toContain('--in: Must be both, practice or pims');
    expect((await vetrx(['pims', 'lookup', '--last-name', 'lee'])).stderr).toContain("required option '--location <id>' not specified");
    expect((await vetrx(['pims', 'lookup', '--location', maple, '--last-name', 'lee', '--name', 'x'])).stderr).toContain('--name: --name and --pending go with --unlinked');
  });

  it('a practice without PIMS: the practice’s side only; by id refused (exit 6, PIMS not connected)', async () => {
    const run = await vetrx(['pims', 'lookup', '--location', riverside, '--last-name', 'son']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${PIMS_LABELS.inPims}\n  ${PIMS_LABELS.noLocationPims}\n`);
    expect(JSON.parse((await vetrx(['pims', 'lookup', '--location', riverside, '--last-name', 'son', '--json'])).stdout).pims).toBeNull();
    const byId = await vetrx(['pims', 'lookup', '--location', riverside, '--client', 'X-1']);
    expect(byId.code).toBe(6);
    expect(byId.stderr).toContain(PIMS_LABELS.noLocationPims);
  });

  it('a PIMS that cannot be reached: the practice’s side is shown, the partner text on stderr, exit 6', async () => {
    await rows(`update locations set pims_account_id = 'SANDBOX-UNAVAILABLE' where id = ${summit}`);
    try {
      const run = await vetrx(['pims', 'lookup', '--location', summit, '--last-name', 'a']);
      expect(run.code).toBe(6);
      expect(run.stdout).toMatch(new RegExp(`^${PIMS_LABELS.inPractice} \\(\\d+\\)\\nID`));
      expect(run.stderr).toContain(COMMON_MESSAGES.partnerConnectionError);
      const status = await vetrx(['pims', 'status', '--location', summit]);
      expect(status.code).toBe(6);
      expect(status.stdout).toMatch(/Status\s+Not Connected/);
      expect(status.stderr).toContain(COMMON_MESSAGES.partnerConnectionError);
    } finally {
      await rows(`update locations set pims_account_id = 'vetspire-acct-8812' where id = ${summit}`);
    }
  });
});
