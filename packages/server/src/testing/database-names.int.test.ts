/**
 * Test databases an interrupted run left behind are dropped by a later run (database-names.ts): only
 * ours, only those a day old or more, and never one a session is connected to.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropStaleTestDatabases, madeAt, STALE_AFTER_MS, testDatabaseName } from './database-names.js';

describe('test database names', () => {
  it('carry the second they were made, read back from the name; other names carry none', () => {
    const now = Date.UTC(2026, 10, 27, 16, 45, 12, 345);
    const name = testDatabaseName('vetrx_t', now);
    expect(name).toMatch(/^vetrx_t_[0-9a-z]+_[0-9a-f]{10}$/);
    expect(madeAt(name)).toBe(Date.UTC(2026, 10, 27, 16, 45, 12));
    expect(madeAt(testDatabaseName('vetrx_instances', now))).toBe(Date.UTC(2026, 10, 27, 16, 45, 12));
    expect(madeAt(`vetrx_e2e_4242_${now}`)).toBe(now);
    for (const other of ['vetrx_e2e_4242_17', 'vetrx_e2e_x_1795806917781', 'vetrx_scale', 'vetrx_t_9f3a1b2c4d', 'test', 'vetrx_tpl_lz4k1c_9f3a1b2c4', 'vetrx_other_lz4k1c_9f3a1b2c4d']) expect(madeAt(other), other).toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('left-over test databases (postgres)', () => {
  const admin = process.env.TEST_DATABASE_URL!;
  const made: string[] = [];
  const client = () => new pg.Client({ connectionString: admin });
  const exists = async (c: pg.Client, name: string) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  afterAll(async () => {
    const c = client();
    await c.connect();
    for (const name of made) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  });

  it('drops ours made a day ago or more that nobody uses; keeps newer ones, used ones and anyone else’s', async () => {
    const c = client();
    await c.connect();
    const old = Date.now() - STALE_AFTER_MS - 60_000;
    const names = {
      stale: testDatabaseName('vetrx_t', old),
      staleTemplate: testDatabaseName('vetrx_tpl', old),
      recent: testDatabaseName('vetrx_t', Date.now() - STALE_AFTER_MS + 3_600_000),
      inUse: testDatabaseName('vetrx_t', old),
      legacy: 'vetrx_t_ab12cd34ef',
      staleEndToEnd: `vetrx_e2e_4242_${old}`,
      recentEndToEnd: `vetrx_e2e_4242_${Date.now() - 60_000}`,
    };
    for (const name of Object.values(names)) {
      made.push(name);
      await c.query(`CREATE DATABASE "${name}"`);
    }
    const holder = new pg.Client({ connectionString: `${admin.replace(/\/[^/]*$/, '')}/${names.inUse}` });
    await holder.connect();
    try {
      const dropped = await dropStaleTestDatabases(c);
      expect(dropped).toEqual(expect.arrayContaining([names.stale, names.staleTemplate, names.staleEndToEnd]));
      expect(dropped).not.toContain(names.recent);
      expect(dropped).not.toContain(names.recentEndToEnd);
      expect(dropped).not.toContain(names.inUse);
      expect(dropped).not.toContain(names.legacy);
      expect([await exists(c, names.stale), await exists(c, names.staleTemplate), await exists(c, names.staleEndToEnd)]).toEqual([false, false, false]);
      expect([await exists(c, names.recent), await exists(c, names.inUse), await exists(c, names.legacy)]).toEqual([true, true, true]);
    } finally {
      await holder.end();
      await c.end();
    }
  });
});
