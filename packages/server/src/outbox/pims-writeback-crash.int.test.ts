/**
 * Exactly once across a crash (issue 60): a server instance is killed with SIGKILL after the sandbox
 * PIMS recorded its write and before it committed "sent"; another instance takes the row over once the
 * claim's lease is over and sends it again; the PIMS, idempotent on the Rx uuid, still holds one record
 * and the row ends sent with that record's id. Real processes over one PostgreSQL database (PGlite is
 * owned by one process), so it runs with TEST_DATABASE_URL only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION } from '@vetrx/fixtures';
import type { DatabaseHandle } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { freePort, freshDatabase, pollFor } from '../testing/index.js';

const serverRoot = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const LEASE_MS = 3_000;

/** Waits until `probe` answers something (a state of the database or the PIMS), at most two minutes. */
const until = <T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 120_000): Promise<T> => pollFor(what, ms, probe, 100);

describe.skipIf(!process.env.TEST_DATABASE_URL)('PIMS write-back across a kill -9 (postgres)', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const children: ChildProcess[] = [];
  const instance = async (holdMs: number) => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/testing/outbox-instance.ts'], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.location,
        VETRX_DATA_DIR: dataDir,
        VETRX_SEED: '0',
        VETRX_PIMS_OUTBOX_POLL_MS: '200',
        VETRX_PIMS_OUTBOX_LEASE_MS: String(LEASE_MS),
        VETRX_TEST_WRITE_HOLD_MS: String(holdMs),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    database = await freshDatabase('postgres', { demo: true });
    dataDir = mkdtempSync(join(tmpdir(), 'vetrx-outbox-crash-'));
  }, 120_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes once when the sending instance is killed between the PIMS write and "sent"', async () => {
    const db = database.db;
    // An issued Rx of Maple Grove (write-back on) for a linked patient, queued as an authorization queues it.
    const [rx] = await db
      .select()
      .from(t.prescriptions)
      .where(and(eq(t.prescriptions.locationId, LOCATION.mapleGrove), isNotNull(t.prescriptions.rxNumber), isNotNull(t.prescriptions.locationPatientId)))
      .limit(1);
    await db.update(t.locationPatients).set({ pimsId: 'EZ-ANIMAL-CRASH' }).where(eq(t.locationPatients.id, rx.locationPatientId!));
    await db.insert(t.pimsOutbox).values({ prescriptionId: rx.id, locationId: rx.locationId });
    const writes = () => db.select().from(t.sandboxPimsWrites).where(eq(t.sandboxPimsWrites.reference, rx.uuid));
    const row = async () => (await db.select().from(t.pimsOutbox).where(eq(t.pimsOutbox.prescriptionId, rx.id)))[0];

    // The first instance writes to the PIMS and holds the answer; killed while it waits.
    const first = await instance(600_000);
    await until('the PIMS to record the write', async () => (await writes()).length === 1);
    const exited = new Promise((r) => first.once('exit', r));
    first.kill('SIGKILL');
    await exited;
    expect(await row()).toMatchObject({ state: 'pending', pimsId: null });

    // Another instance takes the row over after the lease and sends it again: the PIMS answers the same record.
    await instance(0);
    const sent = await until('the row to be sent', async () => {
      const r = await row();
      return r.state === 'sent' ? r : null;
    });
    const held = await writes();
    expect(held).toHaveLength(1);
    expect(sent.pimsId).toBe(`SBX-RX-${held[0].id}`);
  }, 300_000);
});
