import { readFileSync, statSync } from 'node:fs';
import { DEMO_PASSWORD, LOCATIONS } from '@vetrx/fixtures';
import { useTestServer } from '@vetrx/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { CredentialStore } from '../src/lib/credentials.js';
import { completeDeviceSignIn } from './browser.js';
import { type CliRun, runCli, tempConfigDir, useConfigDir } from './helpers.js';

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
    // The header counts only within a session the support user started (decision 0110).
    const start = await vetrx(['impersonate', VET, '--reason', 'cli test', '--token', supportToken, '--server', server.url]);
    expect(start.code).toBe(0);
    const run = await vetrx(['whoami', '--json', '--token', supportToken, '--server', server.url, '--impersonate', VET]);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ username: VET, isSupport: true, impersonating: VET, supportUser: { username: SUPPORT } });

    const refused = await vetrx(['whoami', '--token', tokens.vet, '--server', server.url], { VETRX_IMPERSONATE: 'staff@demo.vetrx.dev' });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('(FORBIDDEN)');
    expect((await vetrx(['impersonate', 'end', '--token', supportToken, '--server', server.url])).code).toBe(0);
  });
});

describe('vetrx login end to end (device authorization)', () => {
  /** Starts `vetrx login`, and once it prints the address with the code, signs in there like a person would. */
  async function loginWithBrowser(opts: { confirm?: 'yes' | 'abort'; env: Record<string, string> }) {
    let stderr = '';
    let browser: Promise<void> | undefined;
    const cli = runCli(['login', '--server', server.url, '--no-open'], {
      env: opts.env,
      stderr: (t) => {
        stderr += t;
        const complete = /^ {4}(\S+user_code=\S+)$/m.exec(stderr)?.[1];
        const code = /enter this code:\s+(\S+)/.exec(stderr)?.[1];
        if (!browser && complete && code) {
          browser = completeDeviceSignIn({ url: complete, userCode: code, username: VET, password: DEMO_PASSWORD, confirm: opts.confirm });
        }
      },
    });
    const run = await cli;
    if (browser) await browser;
    return { run, browserStarted: Boolean(browser) };
  }

  it('signs in through the browser pages while polling, stores the tokens (0600), and whoami then works without --token', async () => {
    const own = tempConfigDir();
    try {
      const env = { VETRX_CONFIG_DIR: own.dir };
      const { run, browserStarted } = await loginWithBrowser({ env });
      expect(browserStarted).toBe(true);
      expect(run.stderr).toContain(`To sign in to ${server.url}, open this address in a browser:`);
      expect(run.stderr).toMatch(/enter this code:\s+[A-Z]{4}-[A-Z]{4}/);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe(`Signed in to ${server.url} as ${VET}.\n`);

      const store = new CredentialStore(own.dir);
      expect(statSync(store.path).mode & 0o777).toBe(0o600);
      const login = store.get(server.url)!;
      expect(login).toMatchObject({ server: server.url, issuer: `${server.url}/oidc`, username: VET, clientId: 'vetrx-cli' });
      expect(login.refreshToken).toBeTruthy();
      expect(JSON.parse(readFileSync(store.path, 'utf8')).current).toBe(server.url);

      // No --server, no --token: the saved profile names the server, the stored login gives the token.
      const who = await runCli(['whoami', '--json'], { env });
      expect(who.stderr).toBe('');
      expect(JSON.parse(who.stdout)).toMatchObject({ server: server.url, username: VET });

      // An expired access token is renewed with the refresh token.
      store.save({ ...login, expiresAt: Date.now() - 1000 });
      const renewed = await runCli(['op', 'GetLocation', '--variables', JSON.stringify({ id: vetLocations[0].id }), '--json'], { env });
      expect(renewed.stderr).toBe('');
      expect(JSON.parse(renewed.stdout).getLocation.name).toBe(vetLocations[0].name);
      const after = store.get(server.url)!;
      expect(after.expiresAt).toBeGreaterThan(Date.now());
      expect(after.accessToken).not.toBe(login.accessToken);

      // logout revokes and deletes; the refresh token no longer works and whoami asks to sign in.
      const out = await runCli(['logout'], { env });
      expect(out.code).toBe(0);
      expect(out.stdout).toBe(`Signed out of ${server.url} (${VET}).\n`);
      expect(out.stderr).toBe('');
      expect(store.get(server.url)).toBeUndefined();
      const refresh = await fetch(after.tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: after.refreshToken!, client_id: after.clientId }),
      });
      expect(((await refresh.json()) as { error?: string }).error).toBe('invalid_grant');
      const gone = await runCli(['whoami', '--server', server.url], { env });
      expect(gone.code).toBe(3);
      expect(gone.stderr).toContain('vetrx login');
    } finally {
      own.cleanup();
    }
  });

  it('stops with a clear message when sign-in is cancelled in the browser', async () => {
    const own = tempConfigDir();
    try {
      const { run, browserStarted } = await loginWithBrowser({ env: { VETRX_CONFIG_DIR: own.dir }, confirm: 'abort' });
      expect(browserStarted).toBe(true);
      expect(run.code).toBe(3);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('Error: Sign-in was cancelled in the browser. (access_denied)');
      expect(new CredentialStore(own.dir).current()).toBeUndefined();
    } finally {
      own.cleanup();
    }
  });
});
