/**
 * Impersonation sessions (issue 9 item 4): a reason and a time limit to start; refused
 * for yourself and while impersonating; the header is honoured only within the support user's active
 * session for that target; expiry (the test clock) or EndImpersonation ends it; audit rows carry the reason.
 */
import { and, count, countDistinct, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AddOrganizationDocument } from '@vetrx/core/operations/AddOrganization';
import { EndImpersonationDocument } from '@vetrx/core/operations/EndImpersonation';
import { GetImpersonationSessionDocument } from '@vetrx/core/operations/GetImpersonationSession';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { MeDocument } from '@vetrx/core/operations/Me';
import { OrganizationsDocument } from '@vetrx/core/operations/Organizations';
import { StartImpersonationDocument } from '@vetrx/core/operations/StartImpersonation';
import { UpdateLocationUserNotificationDocument } from '@vetrx/core/operations/UpdateLocationUserNotification';
import { UpdateLocationWritebackEnabledDocument } from '@vetrx/core/operations/UpdateLocationWritebackEnabled';
import { UsersDocument } from '@vetrx/core/operations/Users';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import * as t from '../db/schema/index.js';
import { testDatabases, useTestServer } from '../testing/index.js';

const STAFF = 'staff@demo.vetrx.dev';

describe.each(testDatabases())('impersonation sessions (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['support', 'vet'] });

  const start = (vars: Record<string, unknown>, impersonate?: string) => s.gql(StartImpersonationDocument.toString(), vars, { token: tokens.support, impersonate });
  const me = (impersonate?: string) => s.gql(MeDocument.toString(), {}, { token: tokens.support, impersonate });
  const sessions = async () => (await s.database.db.select({ n: count() }).from(t.impersonationSessions))[0].n;

  it('refuses a missing reason, too many minutes, yourself, a practice user and an unknown target, writing nothing', async () => {
    const before = await sessions();
    const noReason = await start({ username: STAFF, reason: '   ' });
    expect(noReason.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.impersonationReasonRequired, extensions: { code: 'BAD_USER_INPUT', fields: { reason: AUTH_MESSAGES.impersonationReasonRequired } } });
    const tooLong = await start({ username: STAFF, reason: 'Ticket 1', minutes: 61 });
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'Choose between 1 and 60 minutes', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await start({ username: STAFF, reason: 'Ticket 1', minutes: 0 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const self = await start({ username: ' Support@Demo.vetrx.dev ', reason: 'Ticket 1' });
    expect(self.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.cannotImpersonateSelf, extensions: { code: 'BAD_USER_INPUT' } });
    const byVet = await s.gql(StartImpersonationDocument.toString(), { username: STAFF, reason: 'x' }, { token: tokens.vet });
    expect(byVet.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await start({ username: 'nobody@example.com', reason: 'Ticket 1' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await sessions()).toBe(before);
  });

  it('honours the header only within an active session for that target', async () => {
    const without = await me(STAFF);
    expect(without.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.impersonationEnded, extensions: { code: 'FORBIDDEN', reason: 'IMPERSONATION_ENDED' } });
    const r = await start({ username: STAFF, reason: 'Ticket 7: cannot print', minutes: 30 });
    expect(r.errors).toBeUndefined();
    const session = r.data.startImpersonation;
    expect(session).toMatchObject({ supportUsername: 'support@demo.vetrx.dev', targetUsername: STAFF, reason: 'Ticket 7: cannot print', active: true, endedAt: null });
    expect(new Date(session.expiresAt).getTime() - new Date(session.startedAt).getTime()).toBe(30 * 60_000);
    const inside = await me(STAFF);
    expect(inside.data.me).toMatchObject({ impersonating: STAFF, user: { username: STAFF }, impersonationSession: { id: session.id, reason: 'Ticket 7: cannot print' } });
    // Another target than the session's is refused.
    expect((await me('vet@demo.vetrx.dev')).errors?.[0]?.extensions?.reason).toBe('IMPERSONATION_ENDED');
    // Without the header the support user is themself, and Me still shows the running session.
    expect((await me()).data.me).toMatchObject({ impersonating: null, impersonationSession: { id: session.id }, impersonationMaxMinutes: 60 });
    // Practice users see no session and no maximum.
    expect((await s.gql(MeDocument.toString(), {}, { token: tokens.vet })).data.me).toMatchObject({ impersonationSession: null, impersonationMaxMinutes: null });
  });

  it('refuses a second session while impersonating, with or without the header', async () => {
    const withHeader = await start({ username: 'vet@demo.vetrx.dev', reason: 'Ticket 8' }, STAFF);
    expect(withHeader.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.cannotImpersonateWhileImpersonating, extensions: { code: 'FORBIDDEN' } });
    const without = await start({ username: 'vet@demo.vetrx.dev', reason: 'Ticket 8' });
    expect(without.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.cannotImpersonateWhileImpersonating, extensions: { code: 'FORBIDDEN' } });
  });

  it('writes the reason into every audit row of the session, and audits the start and the end', async () => {
    const [lu] = await s.database.db.select().from(t.locationUsers).innerJoin(t.users, eq(t.users.id, t.locationUsers.userId)).where(eq(t.users.username, STAFF)).limit(1);
    const r = await s.gql(UpdateLocationUserNotificationDocument.toString(), { id: String(lu.location_users.id), input: { isPendingAuth: true } }, { token: tokens.support, impersonate: STAFF });
    expect(r.errors).toBeUndefined();
    const [row] = await s.database.db.select().from(t.auditLog).where(eq(t.auditLog.operation, 'UpdateLocationUserNotification')).orderBy(desc(t.auditLog.id)).limit(1);
    expect(row).toMatchObject({ actorUsername: STAFF, impersonatorUsername: 'support@demo.vetrx.dev', impersonationReason: 'Ticket 7: cannot print' });
    const [started] = await s.database.db.select().from(t.auditLog).where(eq(t.auditLog.operation, 'StartImpersonation')).orderBy(desc(t.auditLog.id)).limit(1);
    expect(started).toMatchObject({
      actorUsername: 'support@demo.vetrx.dev',
      entity: 'ImpersonationSession',
      after: { supportUser: 'support@demo.vetrx.dev', impersonatedUser: STAFF, reason: 'Ticket 7: cannot print', minutes: 30 },
    });
    // One row in the chain of each practice of the impersonated user.
    const session = await s.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.operation, 'StartImpersonation'), eq(t.auditLog.entityId, started.entityId!)));
    const staffLocations = await s.database.db
      .select({ id: t.locationUsers.locationId })
      .from(t.locationUsers)
      .innerJoin(t.users, eq(t.users.id, t.locationUsers.userId))
      .innerJoin(t.locations, eq(t.locations.id, t.locationUsers.locationId))
      .where(and(eq(t.users.username, STAFF), eq(t.locationUsers.isActive, true), eq(t.locations.isActive, true)));
    expect(session.map((r) => r.locationId).sort()).toEqual(staffLocations.map((l) => l.id).sort());
  });

  it('refuses every support operation from inside the impersonated session, writing nothing', async () => {
    const inside = (doc: { toString(): string }, vars: Record<string, unknown>) => s.gql(doc.toString(), vars, { token: tokens.support, impersonate: STAFF });
    const [mg] = await s.database.db.select().from(t.locations).where(eq(t.locations.id, 1));
    const orgs = (await s.database.db.select({ n: count() }).from(t.organizations))[0].n;
    const refusals = [
      await inside(UsersDocument, { filter: 'carter' }),
      await inside(LocationsDocument, { filter: 'maple' }),
      await inside(OrganizationsDocument, {}),
      await inside(UpdateLocationWritebackEnabledDocument, { id: '1', isEnabledForWriteback: !mg.isEnabledForWriteback }),
      await inside(AddOrganizationDocument, { input: { name: 'Impersonated Org' } }),
    ];
    for (const r of refusals) {
      expect(r.data ?? null).toBeNull();
      expect(r.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.supportWhileImpersonating, extensions: { code: 'FORBIDDEN' } });
    }
    const [after] = await s.database.db.select().from(t.locations).where(eq(t.locations.id, 1));
    expect(after.isEnabledForWriteback).toBe(mg.isEnabledForWriteback);
    expect((await s.database.db.select({ n: count() }).from(t.organizations))[0].n).toBe(orgs);
    // Without the header (another tab of the support user) the support search works.
    const outside = await s.gql(UsersDocument.toString(), { filter: 'carter' }, { token: tokens.support });
    expect(outside.errors).toBeUndefined();
    expect(outside.data.users.count).toBeGreaterThan(0);
  });

  it('ends at expiry: the header is refused and a new session may start', async () => {
    s.clock.advance(29 * 60_000);
    expect((await me(STAFF)).data.me.impersonating).toBe(STAFF);
    s.clock.advance(2 * 60_000);
    expect((await me(STAFF)).errors?.[0]?.extensions?.reason).toBe('IMPERSONATION_ENDED');
    expect((await s.gql(GetImpersonationSessionDocument.toString(), {}, { token: tokens.support })).data.getImpersonationSession).toBeNull();
    expect((await me()).data.me.impersonationSession).toBeNull();
    const again = await start({ username: STAFF, reason: 'Ticket 9', minutes: 5 });
    expect(again.errors).toBeUndefined();
    // The expired session was closed at its expiry when the next one started.
    const rows = await s.database.db.select().from(t.impersonationSessions).where(eq(t.impersonationSessions.reason, 'Ticket 7: cannot print'));
    expect(rows).toHaveLength(1);
    expect(rows[0].endedAt?.getTime()).toBe(rows[0].expiresAt.getTime());
  });

  it('ends at Log out (EndImpersonation): the header is refused afterwards', async () => {
    expect((await me(STAFF)).data.me.impersonating).toBe(STAFF);
    const ended = await s.gql(EndImpersonationDocument.toString(), {}, { token: tokens.support, impersonate: STAFF });
    expect(ended.data.endImpersonation).toMatchObject({ targetUsername: STAFF, reason: 'Ticket 9', active: false });
    expect(ended.data.endImpersonation.endedAt).not.toBeNull();
    expect((await me(STAFF)).errors?.[0]?.extensions?.reason).toBe('IMPERSONATION_ENDED');
    expect((await s.gql(EndImpersonationDocument.toString(), {}, { token: tokens.support })).data.endImpersonation).toBeNull();
    const [row] = await s.database.db.select().from(t.auditLog).where(eq(t.auditLog.operation, 'EndImpersonation')).orderBy(desc(t.auditLog.id)).limit(1);
    // Like the start, the end is the support user's own act, not one in the impersonated user's name.
    expect(row).toMatchObject({ actorUsername: 'support@demo.vetrx.dev', actorLocationUserId: null, impersonatorUsername: null, impersonationReason: null, entity: 'ImpersonationSession' });
    expect(row.after).toMatchObject({ impersonatedUser: STAFF, supportUser: 'support@demo.vetrx.dev', reason: 'Ticket 9' });
    s.clock.reset();
  });

  it('of concurrent starts exactly one succeeds; the others are refused and write nothing', async () => {
    const adminSupport = await s.token('adminsupport@demo.vetrx.dev');
    const [{ id: supportUserId }] = await s.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'adminsupport@demo.vetrx.dev'));
    // Sessions audited (each has a row in every practice of its impersonated user).
    const audits = async () => (await s.database.db.select({ n: countDistinct(t.auditLog.entityId) }).from(t.auditLog).where(eq(t.auditLog.operation, 'StartImpersonation')))[0].n;
    const auditsBefore = await audits();
    const answers = await Promise.all(
      ['vet@demo.vetrx.dev', STAFF, 'vet@demo.vetrx.dev', STAFF, 'vetadmin@demo.vetrx.dev'].map((username, i) =>
        s.gql(StartImpersonationDocument.toString(), { username, reason: `Race ${i}`, minutes: 5 }, { token: adminSupport }),
      ),
    );
    const started = answers.filter((a) => !a.errors);
    const refused = answers.filter((a) => a.errors);
    expect(started).toHaveLength(1);
    for (const r of refused) expect(r.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.cannotImpersonateWhileImpersonating, extensions: { code: 'FORBIDDEN' } });
    const open = await s.database.db.select().from(t.impersonationSessions).where(and(eq(t.impersonationSessions.supportUserId, supportUserId), isNull(t.impersonationSessions.endedAt)));
    expect(open.map((o) => String(o.id))).toEqual([started[0].data.startImpersonation.id]);
    expect(await audits()).toBe(auditsBefore + 1);
    await s.gql(EndImpersonationDocument.toString(), {}, { token: adminSupport });
  });

  it('the database itself admits one open session per support user', async () => {
    const [{ id: supportUserId }] = await s.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'adminsupport@demo.vetrx.dev'));
    const [{ id: targetUserId }] = await s.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, STAFF));
    const now = new Date();
    const row = { supportUserId, targetUserId, reason: 'Direct', startedAt: now, expiresAt: new Date(now.getTime() + 60_000) };
    await s.database.db.transaction(async (tx) => {
      await tx.insert(t.impersonationSessions).values(row);
      await expect(tx.insert(t.impersonationSessions).values(row)).rejects.toThrow();
      tx.rollback();
    }).catch((e: Error) => {
      if (!/rollback/i.test(e.message)) throw e;
    });
  });
});
