import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mutate } from './audit.js';
import { buildContext } from './context/context.js';
import * as t from './db/schema/index.js';
import { freshDatabase, testDatabases } from './testing/index.js';
import { seedDatabase } from './db/seed.js';
import { generateDataset } from '@vetrx/fixtures';
import type { DatabaseHandle } from './db/client.js';

describe.each(testDatabases())('mutations and their audit rows (%s)', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedDatabase(h.db, generateDataset({ seed: 1, scale: 1, now: new Date('2026-11-20T15:00:00Z') }));
  });
  afterAll(() => h?.close());

  const ctxFor = (username: string, impersonate?: string) =>
    buildContext({ db: h.db, identity: { sub: username, username, claims: {} }, impersonateUsername: impersonate });
  const audits = async () => Number((await h.db.select({ n: count() }).from(t.auditLog))[0].n);

  it('writes the change and exactly one audit row in one transaction', async () => {
    const ctx = await ctxFor('vet@demo.vetrx.dev');
    const [shortcut] = await h.db.select().from(t.shortcuts).limit(1);
    const before = await audits();
    await mutate(ctx, 'UpdateShortcut', async ({ tx, record }) => {
      const [after] = await tx.update(t.shortcuts).set({ label: 'Renamed' }).where(eq(t.shortcuts.id, shortcut.id)).returning();
      record({ entity: 'Shortcut', entityId: after.id, locationId: ctx.locationIds[0], before: shortcut, after });
    });
    expect(await audits()).toBe(before + 1);
    const last = (await h.db.select().from(t.auditLog).orderBy(t.auditLog.id)).at(-1)!;
    expect(last).toMatchObject({ operation: 'UpdateShortcut', entity: 'Shortcut', entityId: String(shortcut.id), actorUsername: 'vet@demo.vetrx.dev', impersonatorUsername: null });
    expect((last.after as { label: string }).label).toBe('Renamed');
  });

  it('a rejected mutation writes nothing, not even its audit row', async () => {
    const ctx = await ctxFor('vet@demo.vetrx.dev');
    const [shortcut] = await h.db.select().from(t.shortcuts).limit(1);
    const before = await audits();
    await expect(
      mutate(ctx, 'UpdateShortcut', async ({ tx }) => {
        await tx.update(t.shortcuts).set({ label: 'Half written' }).where(eq(t.shortcuts.id, shortcut.id));
        throw new Error('crash mid-write');
      }),
    ).rejects.toThrow('crash mid-write');
    expect(await audits()).toBe(before);
    const [again] = await h.db.select().from(t.shortcuts).where(eq(t.shortcuts.id, shortcut.id));
    expect(again.label).toBe(shortcut.label);
  });

  it('names both the impersonated user and the support user while impersonating', async () => {
    const ctx = await ctxFor('support@demo.vetrx.dev', 'vet@demo.vetrx.dev');
    await mutate(ctx, 'Touch', async ({ record }) => record({ entity: 'Nothing', locationId: ctx.locationIds[0] }));
    const last = (await h.db.select().from(t.auditLog).orderBy(t.auditLog.id)).at(-1)!;
    expect(last).toMatchObject({ actorUsername: 'vet@demo.vetrx.dev', impersonatorUsername: 'support@demo.vetrx.dev' });
    expect(last.actorLocationUserId).not.toBeNull();
  });
});
