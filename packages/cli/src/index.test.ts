import { describe, expect, it } from 'vitest';
import { runCli } from '../test/helpers.js';
import { createProgram, VERSION } from './index.js';
import { EXIT_CODES } from './lib/errors.js';

describe('main', () => {
  it('prints help on every command, exit code 0, global options included', async () => {
    for (const argv of [['--help'], ['login', '--help'], ['logout', '--help'], ['whoami', '--help'], ['op', '--help']]) {
      const run = await runCli(argv);
      expect(run.code, argv.join(' ')).toBe(0);
      expect(run.stdout).toContain('--server <url>');
      expect(run.stdout).toContain('--json');
    }
  });

  it('shows examples in the help of every command', async () => {
    const names = createProgram().commands.map((c) => c.name());
    expect(names).toEqual(expect.arrayContaining(['practice', 'user', 'impersonate', 'rx', 'task', 'pims', 'audit', 'sandbox', 'op']));
    for (const name of names) {
      const run = await runCli([name, '--help']);
      expect(run.code, name).toBe(0);
      expect(run.stdout, name).toMatch(/\nExamples?:\n {2}.*\bvetrx /);
    }
  });

  it('names no decision record in any help text a user reads (issue 59)', () => {
    const texts: string[] = [];
    const walk = (cmd: ReturnType<typeof createProgram>) => {
      texts.push(cmd.helpInformation(), cmd.description(), ...cmd.options.map((o) => o.description));
      for (const sub of cmd.commands) walk(sub);
    };
    walk(createProgram());
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((t) => /\bdecisions?\s+\d{4}\b/i.test(t))).toEqual([]);
  });

  it('lists every exit code the CLI returns in its help', async () => {
    const run = await runCli(['--help']);
    const line = run.stdout.split('\n').find((l) => l.startsWith('Exit codes:')) ?? '';
    for (const code of Object.values(EXIT_CODES)) expect(line, String(code)).toMatch(new RegExp(`\\b${code} [A-Za-z]`));
  });

  it('prints the version', async () => {
    const run = await runCli(['--version']);
    expect(run).toMatchObject({ code: 0, stdout: `${VERSION}\n` });
  });

  it('exits 2 on an unknown command or option, with commander’s suggestion', async () => {
    const cmd = await runCli(['whomai']);
    expect(cmd.code).toBe(2);
    expect(cmd.stderr).toContain("unknown command 'whomai'");
    expect(cmd.stderr).toContain('whoami');
    expect((await runCli(['whoami', '--nope'])).code).toBe(2);
    expect((await runCli([])).code).toBe(2);
  });

  it('exits 3 with a hint when not signed in, and 2 for a malformed --server', async () => {
    const notSignedIn = await runCli(['whoami', '--server', 'http://127.0.0.1:9'], { env: { VETRX_CONFIG_DIR: '/nonexistent-vetrx' } });
    expect(notSignedIn.code).toBe(3);
    expect(notSignedIn.stderr).toContain('Run `vetrx login --server http://127.0.0.1:9`');
    const bad = await runCli(['whoami', '--server', 'localhost:4000']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--server: Must be an http:// or https:// URL');
  });

  it('exits 5 when the server cannot be reached', async () => {
    const run = await runCli(['whoami', '--server', 'http://127.0.0.1:9', '--token', 't']);
    expect(run.code).toBe(5);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Could not reach the VetRx API at http://127.0.0.1:9/graphql');
    const login = await runCli(['login', '--server', 'http://127.0.0.1:9', '--no-open']);
    expect(login.code).toBe(5);
    expect(login.stderr).toContain('Could not reach the VetRx server configuration at http://127.0.0.1:9/config.json.');
  });
});
