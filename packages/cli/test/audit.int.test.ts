/**
 * `vetrx audit` and `vetrx audit verify` against the real server: the rows of a
 * location for an administrator, filters, --json, refusals (a vet: exit 1 with the policy's message;
 * another practice: exit 4), and a row edited in the database named by `audit verify` with exit 1.
 */
import { UpdateLocationUserNotificationDocument } from '@vetrx/core/operations/UpdateLocationUserNotification';
import { ACCESS_EXPLANATIONS } from '@vetrx/core/access';
import { AUDIT_CHAIN_MESSAGES, auditActionLabel, auditRowHash } from '@vetrx/core/audit';
import { formatMessage } from '@vetrx/core/common';
import { AUDIT_MESSAGES } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import { queryRows, useTestServer } from '@vetrx/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, useConfigDir, type CliRun } from './helpers.js';

const { server, tokens } = useTestServer('pglite', { users: ['vet', 'vetadmin', 'relief', 'support'] });
const config = useConfigDir();
const loc = String(LOCATION.mapleGrove);

/** Runs raw SQL on the test server's database (the CLI has no database client of its own). */
const rows = <T>(query: string) => queryRows<T>(server.database.db, query);

beforeAll(async () => {
  const [staff] = await rows<{ id: number }>(
    `select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'staff@demo.vetrx.dev' and lu.location_id = ${Number(LOCATION.mapleGrove)}`,
  );
  for (const isPendingAuth of [true, false]) {
    const r = await server.gql(UpdateLocationUserNotificationDocument.toString(), { id: String(staff.id), input: { isPendingAuth } }, { token: tokens.vetadmin });
    expect(r.errors).toBeUndefined();
  }
});

const vetrx = (argv: string[], who: keyof typeof tokens = 'vetadmin'): Promise<CliRun> =>
  runCli([...argv, '--server', server.url, '--token', tokens[who]], { env: { VETRX_CONFIG_DIR: config.dir }, now: () => Date.now() });

describe('vetrx audit', () => {
  it('lists a location’s rows for an administrator, newest first, with filters and --json', async () => {
    const run = await vetrx(['audit', '--location', loc]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ID\s+WHEN\s+USER\s+EVENT\s+DETAIL\s+ACTION\s+RECORD\s+REASON\s+CHANGES\n/);
    // The action's human name, the time with its zone named, each change before → after.
    expect(run.stdout).toContain(auditActionLabel('UpdateLocationUserNotification'));
    expect(run.stdout).not.toContain('UpdateLocationUserNotification');
    expect(run.stdout).toMatch(/\n\d+\s+\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) (UTC|[A-Z]{3,4}|GMT[+-]\d+)\s/);
    expect(run.stdout).toContain('Is pending auth: true → false');
    const rows = JSON.parse((await vetrx(['audit', '--location', loc, '--json'])).stdout) as Array<{ id: string; operation: string; actorUsername: string }>;
    expect(rows).toHaveLength(2);
    expect(Number(rows[0].id)).toBeGreaterThan(Number(rows[1].id));
    expect(rows[0]).toMatchObject({ operation: 'UpdateLocationUserNotification', actorUsername: 'vetadmin@demo.vetrx.dev' });
    expect(JSON.parse((await vetrx(['audit', '--location', loc, '--action', 'ArchivePrescription', '--json'])).stdout)).toEqual([]);
    expect((await vetrx(['audit', '--location', loc, '--quiet', '--since', '1h'])).stdout.trim().split('\n')).toHaveLength(2);
  });

  it('is refused to a vet (exit 7, the policy’s message), another practice is not found (exit 4), --location is required (exit 2)', async () => {
    const vet = await vetrx(['audit', '--location', loc], 'vet');
    expect(vet.code).toBe(7);
    expect(vet.stderr).toContain(AUDIT_MESSAGES.adminsOnly);
    // The refusal is explained with the access policy, from the vet's own session.
    expect(vet.stderr).toMatch(/\nWhy \(the access policy\):\n {2}vet@demo\.vetrx\.dev works at Maple Grove Animal Hospital \(1\) as \w+\.\n {2}The role \w+ does not open \/usermanagement there; it opens: .*Dashboard \(\/dashboard\)/);
    expect(vet.stderr).toContain(formatMessage(ACCESS_EXPLANATIONS.auditAdmins, { module: '/usermanagement' }));
    const json = JSON.parse((await vetrx(['audit', '--location', loc, '--json'], 'vet')).stderr);
    expect(json.error).toMatchObject({ code: 'FORBIDDEN', exitCode: 7 });
    expect(json.error.explanation[0]).toContain('works at Maple Grove Animal Hospital (1)');
    const other = await vetrx(['audit', '--location', String(LOCATION.summit)]);
    expect(other.code).toBe(4);
    expect(other.stderr).toContain(formatMessage(ACCESS_EXPLANATIONS.noAssignment, { who: 'vetadmin@demo.vetrx.dev', location: `location ${LOCATION.summit}` }));
    const none = await vetrx(['audit']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--location: Required: the location whose audit log to read');
  });

  it('--rx alone shows a prescription’s timeline to whoever may read it; --rx and --user each filter the log', async () => {
    const [rx] = JSON.parse((await vetrx(['rx', 'history', '--location', loc, '--json', '--limit', '1'], 'vet')).stdout) as Array<{ id: string }>;
    expect((await vetrx(['rx', 'archive', rx.id], 'vet')).code).toBe(0);
    // The vet may not read the location's audit log, but may read this prescription's timeline.
    const timeline = await vetrx(['audit', '--rx', rx.id], 'vet');
    expect(timeline.stderr).toBe('');
    expect(timeline.code).toBe(0);
    expect(timeline.stdout).toMatch(/^ID\s+WHEN\s+USER\s+EVENT/);
    const trail = JSON.parse((await vetrx(['audit', '--rx', rx.id, '--json'], 'vet')).stdout) as Array<{ id: string; operation: string; actorUsername: string; entityId: string }>;
    expect(trail.at(-1)).toMatchObject({ operation: 'ArchivePrescription', actorUsername: 'vet@demo.vetrx.dev', entityId: rx.id });
    expect(trail.map((e) => Number(e.id))).toEqual(trail.map((e) => Number(e.id)).sort((a, b) => a - b));
    // Another practice's user: the prescription does not exist for them.
    expect((await vetrx(['audit', '--rx', rx.id], 'relief')).code).toBe(4);

    const [vetUser] = await rows<{ id: number }>(`select id from users where username = 'vet@demo.vetrx.dev'`);
    const [adminUser] = await rows<{ id: number }>(`select id from users where username = 'vetadmin@demo.vetrx.dev'`);
    const byRx = JSON.parse((await vetrx(['audit', '--location', loc, '--rx', rx.id, '--json'])).stdout) as typeof trail;
    expect(byRx.map((e) => e.id)).toEqual(trail.map((e) => e.id).reverse());
    const byVet = JSON.parse((await vetrx(['audit', '--location', loc, '--user', String(vetUser.id), '--json'])).stdout) as typeof trail;
    expect(byVet.map((e) => e.operation)).toEqual(['ArchivePrescription']);
    const byAdmin = JSON.parse((await vetrx(['audit', '--location', loc, '--user', String(adminUser.id), '--json'])).stdout) as typeof trail;
    expect(byAdmin.map((e) => e.operation)).toEqual(['UpdateLocationUserNotification', 'UpdateLocationUserNotification']);
    expect(byAdmin.every((e) => e.actorUsername === 'vetadmin@demo.vetrx.dev')).toBe(true);

    const filtersNeedLocation = await vetrx(['audit', '--rx', rx.id, '--user', String(vetUser.id)], 'vet');
    expect(filtersNeedLocation.code).toBe(2);
    expect(filtersNeedLocation.stderr).toContain('--location: Required with --user, --action or --since');
  });

  it('whoami --can answers as the server does, with the facts (exit 0 yes, 1 no)', async () => {
    const yes = await vetrx(['whoami', '--can', 'readAuditLog', '--location', loc]);
    expect([yes.code, yes.stderr]).toEqual([0, '']);
    expect(yes.stdout).toMatch(/^User\s+vetadmin@demo\.vetrx\.dev\nQuestion\s+readAuditLog at Maple Grove Animal Hospital \(1\)\nAnswer\s+yes\n/);
    const no = await vetrx(['whoami', '--can', 'readAuditLog', '--location', loc], 'vet');
    expect([no.code, no.stderr]).toEqual([1, '']);
    expect(no.stdout).toMatch(/Answer\s+no\nCode\s+FORBIDDEN\nMessage\s+/);
    expect(no.stdout).toContain(AUDIT_MESSAGES.adminsOnly);
    expect(no.stdout).toMatch(/\nWhy\n {2}vet@demo\.vetrx\.dev works at/);
    expect(await vetrx(['whoami', '--can', 'readAuditLog', '--location', loc, '--quiet'], 'vet')).toMatchObject({ code: 1, stdout: '', stderr: '' });
    // The CLI's reading of the policy agrees with the server's answer, for each user and location.
    for (const who of ['vet', 'vetadmin', 'relief', 'support'] as const) {
      for (const location of [loc, String(LOCATION.summit)]) {
        const asked = JSON.parse((await vetrx(['whoami', '--can', 'readAuditLog', '--location', location, '--json'], who)).stdout);
        const done = await vetrx(['audit', '--location', location, '--limit', '1', '--json'], who);
        expect(asked.allowed, `${who} at ${location}`).toBe(done.code === 0);
        if (!asked.allowed) expect(JSON.parse(done.stderr).error.code, `${who} at ${location}`).toBe(asked.code);
      }
    }
    const work = JSON.parse((await vetrx(['whoami', '--can', 'workAt', '--location', loc, '--json'], 'support')).stdout);
    expect(work).toMatchObject({ user: 'support@demo.vetrx.dev', allowed: false, code: 'NOT_FOUND' });
    expect(work.reasons).toContain(ACCESS_EXPLANATIONS.practiceWork);
    const module = await vetrx(['whoami', '--can', 'useModule', '--module', '/usermanagement', '--location', loc]);
    expect(module.stdout).toMatch(/Question\s+useModule \/usermanagement at Maple Grove Animal Hospital \(1\)\nAnswer\s+yes/);
    const bad = await vetrx(['whoami', '--can', 'useModule', '--location', loc]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--module: Required with --can useModule');
    expect((await vetrx(['whoami', '--can', 'signRx', '--location', loc])).stderr).toContain('--can: Must be one of session, support, supportRoles, readLocation, workAt, useModule, readAuditLog');
  });

  it('verify answers intact, then names a row edited in the database and exits 1', async () => {
    const ok = await vetrx(['audit', 'verify', '--location', loc]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(AUDIT_CHAIN_MESSAGES.intact);
    const [row] = await rows<{ id: number }>(`select id from audit_log where location_id = ${Number(LOCATION.mapleGrove)} order by id limit 1`);
    await rows(`update audit_log set operation = 'Nothing happened' where id = ${Number(row.id)}`);
    const broken = await vetrx(['audit', 'verify', '--location', loc]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(new RegExp(`First broken row\\s+${row.id}\\n`));
    expect(broken.stderr).toContain(AUDIT_CHAIN_MESSAGES.changed.replace('{id}', String(row.id)));
    const json = await vetrx(['audit', 'verify', '--location', loc, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout.split('\n')[0])).toMatchObject({ ok: false, firstBroken: { id: String(row.id), reason: 'changed' } });
  });

  it('verify names the first re-hashed row when a row was deleted and the later ones re-linked without the audit key (exit 1)', async () => {
    // A run of rows at Riverside (the relief vet's practice), then the attack of issue 43 on them: delete one, re-hash the rest.
    const riverside = String(LOCATION.riverside);
    type Row = { id: string; at: Date; location_id: number; actor_user_id: number | null; actor_username: string | null; actor_location_user_id: number | null; impersonator_username: string | null; impersonation_reason: string | null; operation: string; entity: string; entity_id: string | null; before: unknown; after: unknown; prev_hash: string | null; hash: string };
    const [relief] = await rows<{ id: number }>(`select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'relief@demo.vetrx.dev' and lu.location_id = ${Number(riverside)}`);
    for (const isPendingAuth of [true, false, true]) {
      const r = await server.gql(UpdateLocationUserNotificationDocument.toString(), { id: String(relief.id), input: { isPendingAuth } }, { token: tokens.relief });
      expect(r.errors).toBeUndefined();
    }
    expect((await vetrx(['audit', 'verify', '--location', riverside], 'support')).code).toBe(0);
    const chain = await rows<Row>(`select * from audit_log where location_id = ${Number(riverside)} order by id`);
    const victim = chain.length - 2;
    await rows(`delete from audit_log where id = ${Number(chain[victim].id)}`);
    let prev = chain[victim - 1]?.hash ?? null;
    for (const r of chain.slice(victim + 1)) {
      const hash = auditRowHash(
        {
          at: r.at,
          locationId: r.location_id,
          actorUserId: r.actor_user_id,
          actorUsername: r.actor_username,
          actorLocationUserId: r.actor_location_user_id,
          impersonatorUsername: r.impersonator_username,
          impersonationReason: r.impersonation_reason,
          operation: r.operation,
          entity: r.entity,
          entityId: r.entity_id,
          before: r.before,
          after: r.after,
        },
        prev,
      );
      await rows(`update audit_log set prev_hash = ${prev === null ? 'null' : `'${prev}'`}, hash = '${hash}' where id = ${Number(r.id)}`);
      prev = hash;
    }
    await rows(`update audit_chain_heads set hash = '${prev}' where chain = ${Number(riverside)}`);
    const broken = await vetrx(['audit', 'verify', '--location', riverside], 'support');
    const first = String(chain[victim + 1].id);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(new RegExp(`First broken row\\s+${first}\\n`));
    expect(broken.stdout).toMatch(/Reason\s+changed\n/);
    expect(broken.stderr).toContain(AUDIT_CHAIN_MESSAGES.changed.replace('{id}', first));
  });

  it('--global reads and verifies the rows without a location for support, and is refused to an administrator', async () => {
    const listed = await vetrx(['audit', '--global', '--json'], 'support');
    expect([listed.code, listed.stderr]).toEqual([0, '']);
    for (const e of JSON.parse(listed.stdout) as Array<{ locationId: string | null }>) expect(e.locationId).toBeNull();
    const verified = await vetrx(['audit', 'verify', '--global'], 'support');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/Location\s+rows without a location\n/);
    const refused = await vetrx(['audit', 'verify', '--global']);
    expect(refused.code).toBe(7);
    expect(refused.stderr).toContain(AUDIT_MESSAGES.globalChainSupportOnly);
    const both = await vetrx(['audit', 'verify', '--global', '--location', loc], 'support');
    expect(both.code).toBe(2);
  });
});
