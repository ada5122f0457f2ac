import { describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { verifyAuditTrailPages } from '@vetrx/core/audit';
import { mutate } from './audit.js';
import { buildContext } from './context/context.js';
import * as t from './db/schema/index.js';
import { testDatabases, useTestDatabase } from './testing/index.js';

describe.each(testDatabases())('mutations and their audit rows (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });

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
    // The header counts only within an active impersonation session (decision 0110).
    const [support] = await h.db.select().from(t.users).where(eq(t.users.username, 'support@demo.vetrx.dev'));
    const [vet] = await h.db.select().from(t.users).where(eq(t.users.username, 'vet@demo.vetrx.dev'));
    const now = Date.now();
    await h.db.insert(t.impersonationSessions).values({ supportUserId: support.id, targetUserId: vet.id, reason: 'Ticket 5', startedAt: new Date(now), expiresAt: new Date(now + 600_000) });
    const ctx = await ctxFor('support@demo.vetrx.dev', 'vet@demo.vetrx.dev');
    await mutate(ctx, 'Touch', async ({ record }) => record({ entity: 'Nothing', locationId: ctx.locationIds[0] }));
    const last = (await h.db.select().from(t.auditLog).orderBy(t.auditLog.id)).at(-1)!;
    expect(last).toMatchObject({ actorUsername: 'vet@demo.vetrx.dev', impersonatorUsername: 'support@demo.vetrx.dev', impersonationReason: 'Ticket 5' });
    expect(last.actorLocationUserId).not.toBeNull();
  });

  describe('hash chain (decision 0111)', () => {
    /** The trail in pages of 2 rows, ascending id, as the CLI reads it. */
    async function* pages() {
      for (let offset = 0; ; offset += 2) {
        const rows = await h.db.select().from(t.auditLog).orderBy(asc(t.auditLog.id)).limit(2).offset(offset);
        if (!rows.length) return;
        yield rows;
      }
    }
    async function writeSome() {
      const vet = await ctxFor('vet@demo.vetrx.dev');
      const [shortcut] = await h.db.select().from(t.shortcuts).limit(1);
      for (const [i, loc] of [vet.locationIds[0], null, vet.locationIds[0], vet.locationIds.at(-1)!].entries()) {
        await mutate(vet, 'UpdateShortcut', async ({ tx, record }) => {
          const [after] = await tx.update(t.shortcuts).set({ label: `Chain ${i} ✓ "q"` }).where(eq(t.shortcuts.id, shortcut.id)).returning();
          record({ entity: 'Shortcut', entityId: after.id, locationId: loc, before: { nested: { z: 1, a: [1, 'x'] } }, after });
        });
      }
    }

    it('links each row to the previous row of its location; the trail verifies', async () => {
      await writeSome();
      const rows = await h.db.select().from(t.auditLog).orderBy(asc(t.auditLog.id));
      const first = rows.find((r) => r.locationId !== null)!;
      expect(first.prevHash).toBeNull();
      const sameLocation = rows.filter((r) => r.locationId === first.locationId);
      expect(sameLocation[1].prevHash).toBe(sameLocation[0].hash);
      expect(await verifyAuditTrailPages(pages())).toEqual({ ok: true, checked: rows.length, firstBroken: null });
    });

    it('names a row edited in the database, and the row after a deleted one', async () => {
      const rows = await h.db.select().from(t.auditLog).orderBy(asc(t.auditLog.id));
      const victim = rows[1];
      await h.db.update(t.auditLog).set({ actorUsername: 'someone.else@example.com' }).where(eq(t.auditLog.id, victim.id));
      let r = await verifyAuditTrailPages(pages());
      expect(r).toMatchObject({ ok: false, checked: 1, firstBroken: { id: String(victim.id), reason: 'changed', message: `Audit row ${victim.id} was changed after it was written` } });
      await h.db.update(t.auditLog).set({ actorUsername: victim.actorUsername }).where(eq(t.auditLog.id, victim.id));
      expect((await verifyAuditTrailPages(pages())).ok).toBe(true);
      const sameLocation = rows.filter((x) => x.locationId === victim.locationId);
      const at = sameLocation.findIndex((x) => x.id === victim.id);
      await h.db.delete(t.auditLog).where(eq(t.auditLog.id, victim.id));
      r = await verifyAuditTrailPages(pages());
      expect(r.firstBroken).toMatchObject({ id: String(sameLocation[at + 1].id), reason: 'link' });
    });
  });
});
