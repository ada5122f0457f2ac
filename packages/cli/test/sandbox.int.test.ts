/** `vetrx sandbox …` against a running test server (issue 14): support drives it; a practice user is refused. */
import { LOCATION } from '@vetrx/fixtures';
import { startTestServer, type TestServer } from '@vetrx/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from './helpers.js';

let server: TestServer;
let supportToken: string;
let vetToken: string;
const config = tempConfigDir();

beforeAll(async () => {
  server = await startTestServer();
  supportToken = await server.token('support@demo.vetrx.dev');
  vetToken = await server.token('vetadmin@demo.vetrx.dev');
});
afterAll(async () => {
  await server?.close();
  config.cleanup();
});

const vetrx = (argv: string[], token: string) => runCli([...argv, '--server', server.url, '--token', token], { env: { VETRX_CONFIG_DIR: config.dir } });

describe('vetrx sandbox', () => {
  it('ticks the clock for a support user and prints the result as JSON', async () => {
    const run = await vetrx(['sandbox', 'tick', '--location', String(LOCATION.mapleGrove), '--ticks', '2', '--json'], supportToken);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { ticks: number; ordersPlaced: number };
    expect(result.ticks).toBe(2);
    const state = await vetrx(['sandbox', 'state', '--json'], supportToken);
    expect(JSON.parse(state.stdout)).toMatchObject({ ticks: 2, tickSeconds: 0, mode: 'test' });
  });

  it('refuses a practice user outside development, on stderr with a non-zero exit', async () => {
    const run = await vetrx(['sandbox', 'expiring', '--location', String(LOCATION.mapleGrove)], vetToken);
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Only support users can drive the sandbox.');
  });
});
