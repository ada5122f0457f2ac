import { LOCATION } from '@vetrx/fixtures';
import { useTestServer } from '@vetrx/server/testing';
import { describe, expect, it } from 'vitest';
import { runCli, useConfigDir, type CliRun } from './helpers.js';

const VETADMIN = 'vetadmin@demo.vetrx.dev';

const { server, tokens } = useTestServer('pglite', { users: ['vet'] });
const config = useConfigDir();
const loc = String(LOCATION.mapleGrove);

const vetrx = (argv: string[], token?: string): Promise<CliRun> =>
  runCli([...argv, '--server', server.url, '--token', token ?? tokens.vet], { env: { VETRX_CONFIG_DIR: config.dir }, now: () => Date.now() });

describe('vetrx client and patient', () => {
  it('client find lists the clients of a location; show and patient show follow the ids', async () => {
    const run = await vetrx(['client', 'find', 'example', '--location', loc]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^ID\s+NAME\s+EMAIL\s+PHONE\s+ACTIVE\s+PIMS ID\s+PATIENTS\n/);
    const rows = JSON.parse((await vetrx(['client', 'find', 'example', '--location', loc, '--json'])).stdout) as Array<{ id: string; email: string }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.email.toLowerCase()).toContain('example');
    const withPatient = await (async () => {
      for (const r of rows) {
        const c = JSON.parse((await vetrx(['client', 'show', r.id, '--json'])).stdout);
        if (c.locationPatientClients.length) return c;
      }
      throw new Error('no client with a patient');
    })();
    const shown = await vetrx(['client', 'show', withPatient.id]);
    expect(shown.stdout).toContain(`Email       ${withPatient.email}`);
    expect(shown.stdout).toMatch(/\nPatients\nID\s+NAME\s+SPECIES/);
    const patientId = withPatient.locationPatientClients[0].locationPatient.id;
    const patient = await vetrx(['patient', 'show', patientId]);
    expect(patient.stderr).toBe('');
    expect(patient.stdout).toContain(`Name             ${withPatient.locationPatientClients[0].locationPatient.name}`);
    expect(patient.stdout).toMatch(/\nClients\nCLIENT ID\s+PRIMARY\s+ACTIVE\n/);
    expect(patient.stdout).toContain(`${withPatient.id} `);
  });

  it('client find checks the search text with core’s messages before sending, and needs --location', async () => {
    const short = await vetrx(['client', 'find', 'ab', '--location', loc]);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('TEXT: Type at least 3 characters to search.');
    const long = await vetrx(['client', 'find', 'a'.repeat(51), '--location', loc]);
    expect(long.code).toBe(2);
    expect(long.stderr).toMatch(/TEXT: .*50/);
    const noLocation = await vetrx(['client', 'find', 'smith']);
    expect(noLocation.code).toBe(2);
    expect(noLocation.stderr).toContain("required option '--location <id>' not specified");
  });

  it('exits 4 for a client or patient that does not exist', async () => {
    expect((await vetrx(['client', 'show', '999999'])).code).toBe(4);
    expect((await vetrx(['patient', 'show', '999999'])).code).toBe(4);
  });
});

describe('vetrx rx', () => {
  it('history lists the prescriptions of a location; --status and --since filter; show prints one', async () => {
    const all = JSON.parse((await vetrx(['rx', 'history', '--location', loc, '--json'])).stdout) as Array<{ id: string; rxStatus: { code: string }; createdAt: string; locationClientId: string | null; locationPatientId: string | null }>;
    expect(all.length).toBeGreaterThan(0);
    const table = await vetrx(['rx', 'history', '--location', loc, '--limit', '5']);
    expect(table.stdout).toMatch(/^ID\s+RX NUMBER\s+STATUS\s+PRODUCT\s+CONTROLLED\s+CLIENT\s+PATIENT\s+VET\s+CREATED\s+ARCHIVED\n/);
    expect(table.stdout.trimEnd().split('\n')).toHaveLength(6);
    const drafts = JSON.parse((await vetrx(['rx', 'history', '--location', loc, '--status', 'draft', '--json'])).stdout) as typeof all;
    for (const r of drafts) expect(r.rxStatus.code).toBe('Draft');
    const recent = JSON.parse((await vetrx(['rx', 'history', '--location', loc, '--since', '2d', '--json'])).stdout) as typeof all;
    for (const r of recent) expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(Date.now() - 2 * 86_400_000 - 60_000);
    // --client and --patient each keep that client's / patient's prescriptions only.
    const one = all.find((r) => r.locationClientId && r.locationPatientId)!;
    const byClient = JSON.parse((await vetrx(['rx', 'history', '--location', loc, '--client', one.locationClientId!, '--json'])).stdout) as Array<{ id: string; locationClientId: string }>;
    expect(byClient.map((r) => r.id)).toContain(one.id);
    for (const r of byClient) expect(r.locationClientId).toBe(one.locationClientId);
    expect(byClient.length).toBeLessThan(all.length);
    const byPatient = JSON.parse((await vetrx(['rx', 'history', '--location', loc, '--patient', one.locationPatientId!, '--json'])).stdout) as Array<{ id: string; locationPatientId: string }>;
    expect(byPatient.map((r) => r.id)).toContain(one.id);
    for (const r of byPatient) expect(r.locationPatientId).toBe(one.locationPatientId);
    const show = await vetrx(['rx', 'show', all[0].id]);
    expect(show.stderr).toBe('');
    expect(show.stdout).toMatch(new RegExp(`^ID\\s+${all[0].id}\\n`));
    expect(show.stdout).toContain(all[0].rxStatus.code);
  });

  it('history refuses an unknown status or a bad --since before sending', async () => {
    const bad = await vetrx(['rx', 'history', '--location', loc, '--status', 'pending', '--since', 'yesterday']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--status: Must be one or more of draft');
    expect(bad.stderr).toContain('--since: Must be a date');
  });

  it('archive archives a prescription as the signed-in user; another location’s prescription is not found', async () => {
    const [first] = JSON.parse((await vetrx(['rx', 'history', '--location', loc, '--json'])).stdout) as Array<{ id: string }>;
    const run = await vetrx(['rx', 'archive', first.id]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/Archived\s+yes/);
    expect(JSON.parse((await vetrx(['rx', 'show', first.id, '--json'])).stdout).archived).toBe(true);
    const vetadminToken = await server.token(VETADMIN);
    const me = await server.gql<{ me: { user: { locationsUsers: Array<{ locationId: string }> } } }>('{ me { user { locationsUsers { locationId } } } }', {}, { token: vetadminToken });
    const mine = new Set(me.data!.me.user.locationsUsers.map((l) => String(l.locationId)));
    const other = Object.values(LOCATION).map(String).find((l) => !mine.has(l))!;
    const [foreign] = JSON.parse((await vetrx(['rx', 'history', '--location', other, '--json', '--limit', '1'])).stdout) as Array<{ id: string }>;
    const refused = await vetrx(['rx', 'show', foreign.id], vetadminToken);
    expect(refused.code).toBe(4);
    expect(refused.stdout).toBe('');
  });
});

describe('vetrx task', () => {
  it('list filters by status and type; show prints one; unknown ids exit 4', async () => {
    const pending = JSON.parse((await vetrx(['task', 'list', '--location', loc, '--status', 'pending', '--json'])).stdout) as Array<{ id: string; status: string; type: string }>;
    for (const t of pending) expect(t.status).toBe('PENDING');
    const approvals = JSON.parse((await vetrx(['task', 'list', '--location', loc, '--type', 'approval', '--json'])).stdout) as typeof pending;
    for (const t of approvals) expect(t.type).toBe('approval');
    const any = [...pending, ...approvals][0];
    expect(any).toBeDefined();
    const table = await vetrx(['task', 'list', '--location', loc]);
    expect(table.stdout).toMatch(/^ID\s+TYPE\s+STATUS\s+PRODUCT\s+CONTROLLED/);
    const show = await vetrx(['task', 'show', any.id]);
    expect(show.stderr).toBe('');
    expect(show.stdout).toMatch(new RegExp(`^ID\\s+${any.id}\\n`));
    expect((await vetrx(['task', 'show', '999999'])).code).toBe(4);
    const bad = await vetrx(['task', 'list', '--location', loc, '--type', 'bogus']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--type: Must be one or more of approval, draft, expiring, renewal');
  });
});
