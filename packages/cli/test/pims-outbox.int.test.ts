/**
 * `vetrx pims outbox --location N` and `vetrx pims outbox retry --location N RX` against the real
 * server (issue 60): support lists a location's write-back rows (state, attempts, next attempt, last
 * error, never a secret) and queues a failed one again; a practice user is refused.
 */
import { LOCATION } from '@vetrx/fixtures';
import { queryRows, useTestServer } from '@vetrx/server/testing';
import { describe, expect, it } from 'vitest';
import { runCli, useConfigDir, type CliRun } from './helpers.js';

const { server, tokens } = useTestServer('pglite', { users: ['support', 'vet'] });
const config = useConfigDir();
const maple = String(LOCATION.mapleGrove);

const rows = <T>(query: string) => queryRows<T>(server.database.db, query);
const vetrx = (argv: string[], who: keyof typeof tokens = 'support'): Promise<CliRun> =>
  runCli([...argv, '--server', server.url, '--token', tokens[who]], { env: { VETRX_CONFIG_DIR: config.dir }, now: () => Date.now() });

describe('vetrx pims outbox', () => {
  it('lists the rows for support, re-queues a failed one, and refuses a practice user', async () => {
    const [rx] = await rows<{ id: number }>(`select id from prescriptions where location_id = ${maple} and rx_number is not null order by id limit 1`);
    await rows(`update locations set pims_account_secret = 'sk-outbox-test-secret' where id = ${maple}`);
    await rows(
      `insert into pims_outbox (prescription_id, location_id, state, attempts, last_error) values (${rx.id}, ${maple}, 'failed', 10, 'ezyVet refused the record: animal is inactive')`,
    );
    const run = await vetrx(['pims', 'outbox', '--location', maple]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^RX\s+RX NUMBER\s+STATE\s+ATTEMPTS\s+NEXT ATTEMPT\s+SENT\s+PIMS ID\s+LAST ERROR\n/);
    expect(run.stdout).toMatch(new RegExp(`\\n${rx.id}\\s+\\S+\\s+failed\\s+10\\s+.*ezyVet refused the record: animal is inactive`));
    const json = (await vetrx(['pims', 'outbox', '--location', maple, '--json'])).stdout;
    expect(JSON.parse(json)).toEqual([expect.objectContaining({ prescriptionId: String(rx.id), state: 'failed', attempts: 10, nextAttemptAt: null })]);
    expect(json).not.toContain('sk-outbox-test-secret');

    const retried = await vetrx(['pims', 'outbox', 'retry', '--location', maple, String(rx.id), '--json']);
    expect([retried.code, retried.stderr]).toEqual([0, '']);
    expect(JSON.parse(retried.stdout)).toEqual([expect.objectContaining({ prescriptionId: String(rx.id), state: 'pending' })]);
    expect((await vetrx(['pims', 'outbox', 'retry', '--location', maple, String(rx.id)])).code).not.toBe(0);

    const vet = await vetrx(['pims', 'outbox', '--location', maple], 'vet');
    expect(vet.code).not.toBe(0);
    expect(vet.stdout).toBe('');
  });
});
