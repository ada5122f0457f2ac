/** `vetrx sandbox …` against a running test server (issue 14): support drives it; a practice user is refused. */
import { LOCATION } from '@vetrx/fixtures';
import { useTestServer } from '@vetrx/server/testing';
import { describe, expect, it } from 'vitest';
import { runCli, useConfigDir } from './helpers.js';

const { server, tokens } = useTestServer('pglite', { users: ['support', 'vetadmin'] });
const config = useConfigDir();

const vetrx = (argv: string[], token: string) => runCli([...argv, '--server', server.url, '--token', token], { env: { VETRX_CONFIG_DIR: config.dir } });

describe('vetrx sandbox', () => {
  it('ticks the clock for a support user and prints the result as JSON', async () => {
    const run = await vetrx(['sandbox', 'tick', '--location', String(LOCATION.mapleGrove), '--ticks', '2', '--json'], tokens.support);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { ticks: number; ordersPlaced: number };
    expect(result.ticks).toBe(2);
    const state = await vetrx(['sandbox', 'state', '--json'], tokens.support);
    expect(JSON.parse(state.stdout)).toMatchObject({ ticks: 2, tickSeconds: 0, mode: 'test' });
  });

  it('places an order that becomes a Client Request, recommends, and explains a refused order on stderr', async () => {
    const r = await server.database.db.execute(
      `select lpc.location_client_id as client, lpc.location_patient_id as patient,
         (select id from products pr where pr.is_active and not pr.is_controlled and pr.product_approval_type = 'Rx'
            and pr.id not in (select product_id from prescriptions where location_patient_id = lpc.location_patient_id) order by id limit 1) as product
       from location_patient_clients lpc join location_patients p on p.id = lpc.location_patient_id join location_clients c on c.id = lpc.location_client_id
       where p.location_id = ${LOCATION.mapleGrove} and p.is_active and not p.is_deceased and c.is_active order by lpc.id limit 1` as never,
    );
    const row = ((r as unknown as { rows: Record<string, number>[] }).rows ?? (r as unknown as Record<string, number>[]))[0];
    const party = ['--location', String(LOCATION.mapleGrove), '--client', String(row.client), '--patient', String(row.patient), '--product', String(row.product)];
    const order = await vetrx(['sandbox', 'order', ...party, '--quantity', '2', '--autoship', '--json'], tokens.support);
    expect(order.code).toBe(0);
    const placed = JSON.parse(order.stdout) as { outcome: string; taskId: string | null; orderId: string | null };
    expect(placed).toMatchObject({ outcome: 'TASK', orderId: null });
    const task = await server.database.db.execute(`select type, status, quantity_requested, is_autoship from prescription_tasks where id = ${Number(placed.taskId)}` as never);
    expect(((task as unknown as { rows: unknown[] }).rows ?? task)[0]).toMatchObject({ type: 'approval', status: 'PENDING', quantity_requested: 2, is_autoship: true });
    const rec = await vetrx(['sandbox', 'recommend', ...party, '--json'], tokens.support);
    expect(rec.code).toBe(0);
    expect(JSON.parse(rec.stdout).taskId).toMatch(/^\d+$/);
    await server.database.db.execute(`update location_patients set is_deceased = true where id = ${row.patient}` as never);
    try {
      const refused = await vetrx(['sandbox', 'order', ...party], tokens.support);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('The pet is deceased: the storefront takes no orders for them.');
    } finally {
      await server.database.db.execute(`update location_patients set is_deceased = false where id = ${row.patient}` as never);
    }
  });

  it('refuses a practice user outside development, on stderr with a non-zero exit', async () => {
    const run = await vetrx(['sandbox', 'expiring', '--location', String(LOCATION.mapleGrove)], tokens.vetadmin);
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Only support users can drive the sandbox.');
  });
});
