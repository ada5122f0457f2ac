import { afterEach, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { auditKeyring, auditRowHash, verifyAuditTrailPages, type AuditKeyring } from '@vetrx/core/audit';
import { DEVELOPMENT_AUDIT_KEY } from './config.js';
import { auditKeys, sealUnkeyedAuditChains, useAuditKeys } from './repositories/audit-chain.js';
import { mutate } from './unit-of-work.js';
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
    // The header counts only within an active impersonation session.
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

  describe('hash chain', () => {
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
      expect(await verifyAuditTrailPages(pages(), auditKeys())).toEqual({ ok: true, checked: rows.length, firstBroken: null });
    });

    it('names a row edited in the database, and the row after a deleted one', async () => {
      const rows = await h.db.select().from(t.auditLog).orderBy(asc(t.auditLog.id));
      const victim = rows[1];
      await h.db.update(t.auditLog).set({ actorUsername: 'someone.else@example.com' }).where(eq(t.auditLog.id, victim.id));
      let r = await verifyAuditTrailPages(pages(), auditKeys());
      expect(r).toMatchObject({ ok: false, checked: 1, firstBroken: { id: String(victim.id), reason: 'changed', message: `Audit row ${victim.id} was changed after it was written` } });
      await h.db.update(t.auditLog).set({ actorUsername: victim.actorUsername }).where(eq(t.auditLog.id, victim.id));
      expect((await verifyAuditTrailPages(pages(), auditKeys())).ok).toBe(true);
      const sameLocation = rows.filter((x) => x.locationId === victim.locationId);
      const at = sameLocation.findIndex((x) => x.id === victim.id);
      await h.db.delete(t.auditLog).where(eq(t.auditLog.id, victim.id));
      r = await verifyAuditTrailPages(pages(), auditKeys());
      expect(r.firstBroken).toMatchObject({ id: String(sameLocation[at + 1].id), reason: 'link' });
    });
  });

  describe('keyed chain', () => {
    const ring = (current: string, previous: string[] = []): AuditKeyring => {
      const r = auditKeyring(current, previous);
      if (!r.ok) throw new Error('bad key');
      return r.value;
    };
    const development = ring(DEVELOPMENT_AUDIT_KEY);
    afterEach(() => useAuditKeys(development));
    const chainPages = (locationId: number | null) => async function* () {
      yield await h.db.select().from(t.auditLog).where(locationId === null ? isNull(t.auditLog.locationId) : eq(t.auditLog.locationId, locationId)).orderBy(asc(t.auditLog.id));
    };
    const write = async (n: number, locationId: number) => {
      const vet = await ctxFor('vet@demo.vetrx.dev');
      for (let i = 0; i < n; i++) await mutate(vet, 'UpdateShortcut', async ({ record }) => record({ entity: 'Shortcut', entityId: i, locationId, after: { i } }));
    };

    it('seals every row with the current key and names it; rows of a previous key verify while it is held', async () => {
      const vet = await ctxFor('vet@demo.vetrx.dev');
      const loc = vet.locationIds[0];
      // A fresh chain (earlier tests of this file cut rows out of it).
      await h.db.delete(t.auditLog).where(eq(t.auditLog.locationId, loc));
      await h.db.delete(t.auditChainHeads).where(eq(t.auditChainHeads.chain, loc));
      await write(2, loc);
      const [row] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.locationId, loc)).orderBy(asc(t.auditLog.id)).limit(1);
      expect(row.keyId).toBe(development.current.id);
      const rotated = ring('the next audit key, configured on every server', [DEVELOPMENT_AUDIT_KEY]);
      useAuditKeys(rotated);
      await write(1, loc);
      const rows = await h.db.select().from(t.auditLog).where(eq(t.auditLog.locationId, loc)).orderBy(asc(t.auditLog.id));
      expect(rows.at(-1)!.keyId).toBe(rotated.current.id);
      expect(await verifyAuditTrailPages(chainPages(loc)(), rotated)).toMatchObject({ ok: true, checked: rows.length });
      const forgotten = await verifyAuditTrailPages(chainPages(loc)(), ring('the next audit key, configured on every server'));
      expect(forgotten.firstBroken).toMatchObject({ id: String(rows[0].id), reason: 'key' });
    });

    it('seals a trail written before keys once, after checking it, and says so in its chain; leaves a rewritten one alone', async () => {
      const vet = await ctxFor('vet@demo.vetrx.dev');
      const [a, b] = [vet.locationIds[0], vet.locationIds.at(-1)!];
      // Two chains as a server before decision 0290 wrote them: unkeyed SHA-256 links, heads at their ends.
      const legacy = async (locationId: number, n: number) => {
        await h.db.delete(t.auditLog).where(eq(t.auditLog.locationId, locationId));
        let prev: string | null = null;
        let last = 0;
        for (let i = 0; i < n; i++) {
          const row = { at: new Date(Date.UTC(2026, 0, 1, 0, i)), locationId, actorUserId: null, actorUsername: 'vet@demo.vetrx.dev', actorLocationUserId: null, impersonatorUsername: null, impersonationReason: null, operation: 'UpdateShortcut', entity: 'Shortcut', entityId: String(i), before: null, after: { i } };
          const hash = auditRowHash(row, prev);
          const [inserted] = await h.db.insert(t.auditLog).values({ ...row, prevHash: prev, hash }).returning({ id: t.auditLog.id });
          prev = hash;
          last = inserted.id;
        }
        await h.db.insert(t.auditChainHeads).values({ chain: locationId, lastId: last, hash: prev! }).onConflictDoUpdate({ target: t.auditChainHeads.chain, set: { lastId: last, hash: prev! } });
      };
      await legacy(a, 3);
      await legacy(b, 3);
      // Someone rewrote chain b's middle row and re-hashed only that row: its successor no longer links.
      const [, middle] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.locationId, b)).orderBy(asc(t.auditLog.id));
      const forged = { ...middle, after: { i: 99 } };
      await h.db.update(t.auditLog).set({ after: forged.after, hash: auditRowHash(forged, middle.prevHash) }).where(eq(t.auditLog.id, middle.id));
      expect((await verifyAuditTrailPages(chainPages(a)(), auditKeys())).firstBroken?.reason).toBe('unkeyed');

      const sealed = await sealUnkeyedAuditChains(h.db, new Date());
      expect(sealed.find((c) => c.chain === a)).toEqual({ chain: a, rows: 3 });
      expect(sealed.find((c) => c.chain === b)?.skipped).toMatch(/breaks at row/);
      const rowsA = await h.db.select().from(t.auditLog).where(eq(t.auditLog.locationId, a)).orderBy(asc(t.auditLog.id));
      expect(rowsA.at(-1)).toMatchObject({ operation: 'AuditChainSealed', actorUsername: 'vetrx-system', after: { rowsSealed: 3, throughRowId: rowsA[2].id } });
      expect(await verifyAuditTrailPages(chainPages(a)(), auditKeys())).toMatchObject({ ok: true, checked: 4 });
      expect((await verifyAuditTrailPages(chainPages(b)(), auditKeys())).ok).toBe(false);
      const [head] = await h.db.select().from(t.auditChainHeads).where(eq(t.auditChainHeads.chain, a));
      expect(head).toMatchObject({ lastId: rowsA[3].id, hash: rowsA[3].hash });
      // Once sealed, a chain is never sealed again: keys stripped from its rows stay a break.
      await h.db.update(t.auditLog).set({ keyId: null }).where(and(eq(t.auditLog.locationId, a), eq(t.auditLog.id, rowsA[0].id)));
      expect((await sealUnkeyedAuditChains(h.db, new Date())).find((c) => c.chain === a)?.skipped).toMatch(/already holds sealed rows/);
      expect((await verifyAuditTrailPages(chainPages(a)(), auditKeys())).firstBroken).toMatchObject({ id: String(rowsA[0].id), reason: 'unkeyed' });
    });

    it('writes a row into each chain it names (an impersonation), each linked to its chain’s head and moving it', async () => {
      const vet = await ctxFor('vet@demo.vetrx.dev');
      const locations = [...vet.locationIds];
      expect(locations.length).toBeGreaterThan(1);
      const heads = async () => new Map((await h.db.select().from(t.auditChainHeads)).map((x) => [x.chain, x]));
      const before = await heads();
      const support = await ctxFor('support@demo.vetrx.dev');
      await mutate(support, 'StartImpersonation', async ({ record }) => record({ entity: 'ImpersonationSession', entityId: 1, locationIds: locations, after: { impersonatedUser: 'vet@demo.vetrx.dev' } }));
      const after = await heads();
      for (const loc of locations) {
        const [row] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.id, after.get(loc)!.lastId));
        expect(row).toMatchObject({ operation: 'StartImpersonation', actorUsername: 'support@demo.vetrx.dev', locationId: loc, prevHash: before.get(loc)?.hash ?? null, keyId: auditKeys().current.id });
        expect(after.get(loc)!.hash).toBe(row.hash);
      }
    });
  });
});
