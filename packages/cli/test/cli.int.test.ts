import { LOCATIONS } from '@vetrx/fixtures';
import { useTestServer } from '@vetrx/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, useConfigDir } from './helpers.js';

const VET = 'vet@demo.vetrx.dev';
const SUPPORT = 'support@demo.vetrx.dev';
/** A practice user who does not work at every demo location (the vet works at all of them). */
const VETADMIN = 'vetadmin@demo.vetrx.dev';

const { server, tokens } = useTestServer('pglite', { users: ['vet', 'vetadmin'] });
let vetLocations: Array<{ id: string; name: string }>;
let otherLocationId: string;
const config = useConfigDir();

beforeAll(async () => {
  const locationsOf = async (token: string) => {
    const me = await server.gql<{ me: { user: { locationsUsers: Array<{ locationId: string; location: { name: string } }> } } }>(
      '{ me { user { locationsUsers { locationId location { name } } } } }',
      {},
      { token },
    );
    return me.data!.me.user.locationsUsers.map((lu) => ({ id: String(lu.locationId), name: lu.location.name }));
  };
  vetLocations = await locationsOf(tokens.vet);
  const vetadminLocations = await locationsOf(tokens.vetadmin);
  const other = LOCATIONS.find((l) => !vetadminLocations.some((v) => v.id === String(l.id)));
  if (!other) throw new Error(`${VETADMIN} works at every location; the refusal test needs one they do not`);
  otherLocationId = String(other.id);
});

/** `vetrx` against the test server, with a config folder of its own (no stored login unless a test makes one). */
const vetrx = (argv: string[], env: Record<string, string> = {}): Promise<CliRun> => runCli(argv, { env: { VETRX_CONFIG_DIR: config.dir, ...env } });

describe('vetrx op against a running server', () => {
  it('runs GetLocation for a location of the vet and prints it as pretty JSON', async () => {
    const location = vetLocations[0];
    const run = await vetrx(['op', 'GetLocation', '--variables', JSON.stringify({ id: location.id }), '--token', tokens.vet, '--server', server.url]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(location.name);
    expect(run.stdout).toContain('\n  "getLocation": {\n');
    expect(JSON.parse(run.stdout).getLocation).toMatchObject({ id: location.id, name: location.name });
  });

  it('prints one compact line with --json (for jq), taking the server and token from the environment', async () => {
    const run = await vetrx(['op', 'GetLocation', '--variables', JSON.stringify({ id: vetLocations[0].id }), '--json'], { VETRX_SERVER: server.url, VETRX_TOKEN: tokens.vet });
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(run.stdout).getLocation.name).toBe(vetLocations[0].name);
  });

  it('exits 4 (not found) with the error on stderr and nothing on stdout when the server refuses (another location)', async () => {
    const run = await vetrx(['op', 'GetLocation', '--variables', JSON.stringify({ id: otherLocationId }), '--token', tokens.vetadmin, '--server', server.url]);
    expect(run.code).toBe(4);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Error: .+ \(NOT_FOUND\)\n/);
    expect(run.stderr).toContain('Try: ');
  });

  it('reports the refusal as JSON on stderr with --json', async () => {
    const run = await vetrx(['op', 'GetLocation', '--variables', JSON.stringify({ id: otherLocationId }), '--token', tokens.vetadmin, '--server', server.url, '--json']);
    expect(run.code).toBe(4);
    expect(run.stdout).toBe('');
    expect(JSON.parse(run.stderr).error).toMatchObject({ code: 'NOT_FOUND', exitCode: 4 });
  });

  it('exits 3 when the server refuses the token, and when there is no token at all', async () => {
    const bad = await vetrx(['op', 'Me', '--token', 'not-a-real-token', '--server', server.url]);
    expect(bad.code).toBe(3);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('(UNAUTHENTICATED)');
    const none = await vetrx(['op', 'Me', '--server', server.url]);
    expect(none.code).toBe(3);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain(`You are not signed in to ${server.url}.`);
  });
});

describe('vetrx whoami against a running server', () => {
  it('shows the vet with --json', async () => {
    const run = await vetrx(['whoami', '--json', '--token', tokens.vet, '--server', server.url]);
    expect(run.code).toBe(0);
    const who = JSON.parse(run.stdout);
    expect(who).toMatchObject({ server: server.url, username: VET, isSupport: false, impersonating: null });
    expect(who.locations.map((l: { locationId: string }) => l.locationId).sort()).toEqual(vetLocations.map((l) => l.id).sort());
  });

  it('prints the user, support flag, impersonation and an aligned table of locations and roles', async () => {
    const run = await vetrx(['whoami', '--token', tokens.vet, '--server', server.url]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Username +${VET.replace(/\./g, '\\.')}$`, 'm'));
    expect(run.stdout).toMatch(/^Support +no$/m);
    expect(run.stdout).toMatch(/^Impersonation +no$/m);
    const lines = run.stdout.split('\n');
    const header = lines.findIndex((l) => l.startsWith('LOCATION'));
    expect(header).toBeGreaterThan(0);
    const roleColumn = lines[header].indexOf('ROLE');
    for (const loc of vetLocations) {
      const row = lines.find((l) => l.startsWith(loc.name));
      expect(row, loc.name).toBeDefined();
      expect(row![roleColumn - 1]).toBe(' ');
      expect(row!.slice(roleColumn)).toMatch(/^\S/);
    }
  });

  it('lets a support user impersonate with --impersonate, and refuses it to a practice user', async () => {
    const supportToken = await server.token(SUPPORT);
    // The header counts only within a session the support user started.
    const start = await vetrx(['impersonate', VET, '--reason', 'cli test', '--token', supportToken, '--server', server.url]);
    expect(start.code).toBe(0);
    const run = await vetrx(['whoami', '--json', '--token', supportToken, '--server', server.url, '--impersonate', VET]);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ username: VET, isSupport: true, impersonating: VET, supportUser: { username: SUPPORT } });

    const refused = await vetrx(['whoami', '--token', tokens.vet, '--server', server.url], { VETRX_IMPERSONATE: 'staff@demo.vetrx.dev' });
    expect(refused.code).toBe(7);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('(FORBIDDEN)');
    expect((await vetrx(['impersonate', 'end', '--token', supportToken, '--server', server.url])).code).toBe(0);
  });
});
