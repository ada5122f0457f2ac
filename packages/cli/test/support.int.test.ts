import { ACCESS_EXPLANATIONS } from '@vetrx/core/access';
import { formatMessage } from '@vetrx/core/common';
import { LOCATIONS } from '@vetrx/fixtures';
import { useTestServer } from '@vetrx/server/testing';
import { describe, expect, it } from 'vitest';
import { runCli, useConfigDir, type CliRun } from './helpers.js';

const VET = 'vet@demo.vetrx.dev';
const SUPPORT = 'support@demo.vetrx.dev';

const { server, tokens } = useTestServer('pglite', { users: ['support', 'vet', 'vetadmin'] });
const config = useConfigDir();
const location = LOCATIONS[0];

/** `vetrx` as the support user against the test server (another token with `token`). */
const vetrx = (argv: string[], opts: { token?: string; columns?: number } = {}): Promise<CliRun> =>
  runCli([...argv, '--server', server.url, '--token', opts.token ?? tokens.support], { env: { VETRX_CONFIG_DIR: config.dir }, columns: opts.columns });

const word = location.name.split(' ')[0];

describe('vetrx practice', () => {
  it('search prints an aligned table of matching practices with their organization', async () => {
    const run = await vetrx(['practice', 'search', word]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [header, ...lines] = run.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+NAME\s+ORGANIZATION\s+ORG ID\s+ACTIVE\s+PIMS\s+EMAIL$/);
    expect(lines.some((l) => l.startsWith(`${location.id} `) && l.includes(location.name))).toBe(true);
    // aligned: NAME starts at the same column on every line
    const col = header.indexOf('NAME');
    for (const l of lines) expect(l[col - 1]).toBe(' ');
  });

  it('cuts the table to the terminal width with …', async () => {
    const run = await vetrx(['practice', 'search', word], { columns: 60 });
    expect(run.code).toBe(0);
    for (const l of run.stdout.trimEnd().split('\n')) expect(l.length).toBeLessThanOrEqual(60);
    expect(run.stdout).toContain('…');
  });

  it('--json, --csv and --quiet print the same practices for scripts', async () => {
    const json = JSON.parse((await vetrx(['practice', 'search', word, '--json'])).stdout) as Array<{ id: string; name: string }>;
    expect(json.find((l) => l.id === String(location.id))?.name).toBe(location.name);
    const csv = (await vetrx(['practice', 'search', word, '--csv'])).stdout.trimEnd().split('\n');
    expect(csv[0]).toBe('ID,NAME,ORGANIZATION,ORG ID,ACTIVE,PIMS,EMAIL');
    expect(csv).toHaveLength(json.length + 1);
    const quiet = (await vetrx(['practice', 'search', word, '--quiet'])).stdout.trimEnd().split('\n');
    expect(quiet).toEqual(json.map((l) => l.id));
  });

  it('refuses fewer than 3 characters with the spec prompt before sending (exit 2)', async () => {
    const run = await vetrx(['practice', 'search', ' ma ']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('TEXT: Type at least 3 characters to search.');
  });

  it('show prints the details, PIMS, pharmacies and users of a practice', async () => {
    const run = await vetrx(['practice', 'show', String(location.id)]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(new RegExp(`^ID\\s+${location.id}\\n`));
    expect(run.stdout).toContain(`Name          ${location.name}`);
    expect(run.stdout).toMatch(/\nPIMS\n {2}Enabled/);
    expect(run.stdout).toContain('\nPharmacies\n');
    expect(run.stdout).toMatch(/\nUsers \(\d+\)\n/);
    expect(run.stdout).toContain(VET);
    const json = JSON.parse((await vetrx(['practice', 'show', String(location.id), '--json'])).stdout);
    expect(json).toMatchObject({ id: String(location.id), name: location.name });
    expect(json.users.some((u: { email: string }) => u.email === VET)).toBe(true);
  });

  it('exits 4 for an unknown practice and 2 for an id that is not a number', async () => {
    const missing = await vetrx(['practice', 'show', '999999']);
    expect(missing.code).toBe(4);
    expect(missing.stdout).toBe('');
    // Support reads every practice, so the explanation says the practice does not exist — never that
    // the request is allowed and then that the record is out of reach (issue 45).
    expect(missing.stderr).toContain('Why (the access policy):');
    expect(missing.stderr).toContain(formatMessage(ACCESS_EXPLANATIONS.noSuchLocation, { who: SUPPORT, location: 'location 999999' }));
    expect(missing.stderr).not.toMatch(/is allowed|does not work at|does not reach/);
    expect(missing.stderr).toContain('Try: Check the id: vetrx practice search TEXT lists practices with their ids.');
    const bad = await vetrx(['practice', 'show', 'abc']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('ID: Must be a numeric id');
  });
});

describe('vetrx org', () => {
  it('show prints the organization and its locations', async () => {
    const practice = JSON.parse((await vetrx(['practice', 'show', String(location.id), '--json'])).stdout);
    const run = await vetrx(['org', 'show', String(practice.organizationId)]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(practice.organization.name);
    expect(run.stdout).toMatch(/\nLocations \(\d+\)\n/);
    expect(run.stdout).toContain(location.name);
    expect((await vetrx(['org', 'show', '999999'])).code).toBe(4);
  });

  it('an unknown organization or user is an id nothing has, not practice work to impersonate for (exit 4)', async () => {
    for (const argv of [['org', 'show', '999999'], ['user', 'show', '999999'], ['user', 'deactivate', '999999']]) {
      const run = await vetrx(argv);
      expect(run.code, argv.join(' ')).toBe(4);
      expect(run.stderr, argv.join(' ')).toContain('Try: Check the id: no record has it there.');
      expect(run.stderr, argv.join(' ')).not.toContain('vetrx impersonate');
    }
  });
});

describe('vetrx user', () => {
  it('find lists matching users; --location lists their assignments there; --quiet prints ids', async () => {
    const run = await vetrx(['user', 'find', 'vet@demo']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^ID\s+NAME\s+USERNAME\s+ROLE\s+ACTIVE\s+LOCATIONS\n/);
    expect(run.stdout).toContain(VET);
    const at = await vetrx(['user', 'find', 'demo.vetrx.dev', '--location', String(location.id), '--json']);
    const rows = JSON.parse(at.stdout) as Array<{ userId: string; locations: string }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.locations).toContain(`(${location.id})`);
    // The same user reads alike with and without --location: their username and their name.
    const everywhere = JSON.parse((await vetrx(['user', 'find', VET, '--json'])).stdout) as Array<{ userId: string; username: string; name: string }>;
    const here = (JSON.parse(at.stdout) as Array<{ userId: string; username: string; name: string }>).find((r) => r.userId === everywhere[0].userId);
    expect(here).toMatchObject({ username: VET, name: everywhere[0].name });
    const ids = (await vetrx(['user', 'find', 'vet@demo', '--quiet'])).stdout.trim().split('\n');
    for (const id of ids) expect(id).toMatch(/^\d+$/);
  });

  it('find refuses short text with the spec message and says when nothing matches', async () => {
    const short = await vetrx(['user', 'find', 'ab']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('TEXT: Type at least 3 characters to search.');
    const none = await vetrx(['user', 'find', 'zzzz-nobody']);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
    expect(none.stderr).toBe('No users found. Please try another search.\n');
  });

  it('show prints assignments with roles, licences, DEA and PIMS link, and delegations', async () => {
    const [vetId] = (await vetrx(['user', 'find', VET, '--quiet'])).stdout.trim().split('\n');
    const run = await vetrx(['user', 'show', vetId]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`Username         ${VET}`);
    expect(run.stdout).toMatch(/\nAssignments\nLOCATION USER\s+LOCATION\s+ROLE\s+ACTIVE\s+PRIMARY\s+LICENCE\s+LICENCE EXP\s+DEA\s+DEA EXP\s+PIMS ID\n/);
    expect(run.stdout).toContain('\nDelegations\n');
    expect((await vetrx(['user', 'show', '999999'])).code).toBe(4);
  });

  it('deactivate and activate change the assignment at one location, as the server records it', async () => {
    const [vetId] = (await vetrx(['user', 'find', VET, '--quiet'])).stdout.trim().split('\n');
    const off = await vetrx(['user', 'deactivate', vetId, '--location', String(location.id)]);
    expect(off.stderr).toBe('');
    expect(off.stdout).toMatch(/ACTIVE\n\d+\s+.+\(\d+\)\s+no\n$/);
    const after = JSON.parse((await vetrx(['user', 'show', vetId, '--json'])).stdout) as { locationsUsers: Array<{ locationId: string; isActive: boolean }> };
    expect(after.locationsUsers.find((lu) => String(lu.locationId) === String(location.id))?.isActive).toBe(false);
    expect(after.locationsUsers.filter((lu) => String(lu.locationId) !== String(location.id)).every((lu) => lu.isActive)).toBe(true);
    // --active and --inactive filter the assignments at the location.
    const listed = async (flag: string) => (JSON.parse((await vetrx(['user', 'find', 'demo.vetrx.dev', '--location', String(location.id), flag, '--json'])).stdout) as Array<{ userId: string }>).map((r) => r.userId);
    expect(await listed('--inactive')).toContain(vetId);
    expect(await listed('--active')).not.toContain(vetId);
    const on = await vetrx(['user', 'activate', vetId, '--location', String(location.id)]);
    expect(on.stdout).toMatch(/yes\n$/);
    expect(await listed('--active')).toContain(vetId);
    expect(await listed('--inactive')).not.toContain(vetId);
    const back = JSON.parse((await vetrx(['user', 'show', vetId, '--json'])).stdout) as { locationsUsers: Array<{ locationId: string; isActive: boolean }> };
    expect(back.locationsUsers.every((lu) => lu.isActive)).toBe(true);
  });

  it('refuses an assignment that does not exist (exit 4), and a practice user (the server refuses; nothing changes)', async () => {
    const [vetId] = (await vetrx(['user', 'find', VET, '--quiet'])).stdout.trim().split('\n');
    const run = await vetrx(['user', 'deactivate', vetId, '--location', '999999']);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('has no assignment at location 999999');
    const [staffId] = (await vetrx(['user', 'find', 'staff@demo', '--quiet'])).stdout.trim().split('\n');
    const refused = await vetrx(['user', 'deactivate', staffId], { token: tokens.vet });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/\((FORBIDDEN|NOT_FOUND)\)/);
    // Why, from the access policy's question the server decides by (issue 59): practice administrators
    // manage users too, so the vet is told their role does not open User Management there — never that
    // they are not a support user.
    expect(refused.stderr).toContain('Why (the access policy):');
    expect(refused.stderr).not.toContain('is not a support user');
    expect(refused.stderr).toMatch(/The role \S+ does not open \S*User Management\S* there|The role \S+ does not open \/usermanagement there/);
    const staff = JSON.parse((await vetrx(['user', 'show', staffId, '--json'])).stdout) as { locationsUsers: Array<{ isActive: boolean }> };
    expect(staff.locationsUsers.every((lu) => lu.isActive)).toBe(true);
  });

  it('a practice administrator deactivates and activates a user of their practice (the server allows what the policy explains)', async () => {
    const [staffId] = (await vetrx(['user', 'find', 'staff@demo', '--quiet'])).stdout.trim().split('\n');
    const off = await vetrx(['user', 'deactivate', staffId, '--location', String(location.id)], { token: tokens.vetadmin });
    expect(off.stderr).toBe('');
    expect(off.stdout).toMatch(/no\n$/);
    const on = await vetrx(['user', 'activate', staffId, '--location', String(location.id)], { token: tokens.vetadmin });
    expect(on.stdout).toMatch(/yes\n$/);
  });

  it('--as without a session is refused (exit 7) and says how to start one', async () => {
    const run = await vetrx(['whoami', '--as', VET]);
    expect(run.code).toBe(7);
    expect(run.stderr).toContain(`Error: No impersonation session is running for ${VET}: it ended, expired or was never started. (FORBIDDEN)`);
    expect(run.stderr).toContain(`Try: Start one: vetrx impersonate ${VET} --reason "…", then add --as ${VET}.`);
  });
});

describe('vetrx impersonate', () => {
  it('checks reason and minutes with core’s rules before sending', async () => {
    const noReason = await vetrx(['impersonate', VET]);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('--reason: Enter the reason for this impersonation');
    const tooLong = await vetrx(['impersonate', VET, '--reason', 'ticket', '--minutes', '999']);
    expect(tooLong.code).toBe(2);
    expect(tooLong.stderr).toContain('--minutes: Choose between 1 and 60 minutes');
    expect((await vetrx(['impersonate', 'status'])).code).toBe(4);
  });

  it('starts a session, --as acts as the user within it, status shows it, end ends it', async () => {
    const start = await vetrx(['impersonate', VET, '--reason', 'ticket 42', '--minutes', '15']);
    expect(start.code).toBe(0);
    expect(start.stdout).toMatch(/Impersonating\s+vet@demo.vetrx.dev\n/);
    expect(start.stdout).toMatch(/Reason\s+ticket 42\n/);
    expect(start.stderr).toContain(`--as ${VET}`);
    const who = await vetrx(['whoami', '--json', '--as', VET]);
    expect(JSON.parse(who.stdout)).toMatchObject({ username: VET, impersonating: VET, supportUser: { username: SUPPORT } });
    const status = JSON.parse((await vetrx(['impersonate', 'status', '--json'])).stdout);
    expect(status).toMatchObject({ targetUsername: VET, reason: 'ticket 42', active: true });
    expect(Date.parse(status.expiresAt) - Date.parse(status.startedAt)).toBe(15 * 60_000);
    const again = await vetrx(['impersonate', 'staff@demo.vetrx.dev', '--reason', 'other']);
    expect(again.code).toBe(7);
    expect(again.stderr).toContain('Error: You cannot impersonate further while impersonating (FORBIDDEN)');
    expect(again.stderr).toContain(`Try: Your session for ${VET} runs until ${status.expiresAt} (reason: ticket 42). Act within it with --as ${VET}, or end it first: vetrx impersonate end.`);
    // --as another user than the session's: says whose session it is and what to do (issue 45).
    for (const argv of [['whoami'], ['rx', 'history', '--location', String(location.id)]]) {
      const wrong = await vetrx([...argv, '--as', 'staff@demo.vetrx.dev']);
      expect(wrong.code).toBe(7);
      expect(wrong.stdout).toBe('');
      expect(wrong.stderr).toContain(`Error: Your impersonation session is for ${VET}, not staff@demo.vetrx.dev. (FORBIDDEN)`);
      expect(wrong.stderr).toContain(`Try: Use --as ${VET}, or end that session (vetrx impersonate end) and start one for staff@demo.vetrx.dev: vetrx impersonate staff@demo.vetrx.dev --reason "…".`);
      expect(wrong.stderr).not.toContain('The impersonation session has ended');
    }
    const end = await vetrx(['impersonate', 'end', '--json']);
    expect(JSON.parse(end.stdout)).toMatchObject({ active: false });
    expect((await vetrx(['impersonate', 'status'])).code).toBe(4);
    expect((await vetrx(['whoami', '--as', VET])).code).toBe(7);
  });

  it('impersonating yourself is refused by the server as bad input (exit 2)', async () => {
    const run = await vetrx(['impersonate', SUPPORT, '--reason', 'ticket 43']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('You cannot impersonate yourself (BAD_USER_INPUT)');
  });

  it('a practice user may not impersonate', async () => {
    const run = await vetrx(['impersonate', 'staff@demo.vetrx.dev', '--reason', 'x'], { token: tokens.vet });
    expect(run.code).toBe(7);
    expect(run.stderr).toContain('(FORBIDDEN)');
  });
});
