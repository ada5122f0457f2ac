/**
 * Impersonation sessions (issue 9 item 4, decision 0110): a support user's time-limited, reasoned
 * impersonation of a practice user. The request context reads the active session before the caller's
 * scope exists (`activeImpersonationSession`); the operations go through `impersonationRepository`.
 */
import { aliasedTable, and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { requireTx, type RepositoryScope } from './scope.js';

export type ImpersonationSessionRow = typeof t.impersonationSessions.$inferSelect;

/** A session with the usernames of both sides, as the API shows it. */
export interface ImpersonationSessionView extends ImpersonationSessionRow {
  supportUsername: string;
  targetUsername: string;
}

const supportUser = aliasedTable(t.users, 'support_user');
const targetUser = aliasedTable(t.users, 'target_user');

/** The support user's active session (not ended, not expired at `now`), newest first, or null. */
export async function activeImpersonationSession(db: DbOrTx, supportUserId: number, now: Date): Promise<ImpersonationSessionView | null> {
  const [row] = await db
    .select({ s: t.impersonationSessions, supportUsername: supportUser.username, targetUsername: targetUser.username })
    .from(t.impersonationSessions)
    .innerJoin(supportUser, eq(supportUser.id, t.impersonationSessions.supportUserId))
    .innerJoin(targetUser, eq(targetUser.id, t.impersonationSessions.targetUserId))
    .where(
      and(
        eq(t.impersonationSessions.supportUserId, supportUserId),
        isNull(t.impersonationSessions.endedAt),
        gt(t.impersonationSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(t.impersonationSessions.startedAt), desc(t.impersonationSessions.id))
    .limit(1);
  return row ? { ...row.s, supportUsername: row.supportUsername, targetUsername: row.targetUsername } : null;
}

/** The impersonation repository of one request (the support user's own sessions). */
export function impersonationRepository(scope: RepositoryScope) {
  const db: Db = scope.db;
  return {
    active: (supportUserId: number, now: Date) => activeImpersonationSession(db, supportUserId, now),
    /** A user by username (lower-cased), or null. */
    async userByUsername(username: string) {
      const [row] = await db.select().from(t.users).where(eq(t.users.username, username.trim().toLowerCase())).limit(1);
      return row ?? null;
    },
    /**
     * Writes a new session in the caller's transaction, or answers null when the support user already
     * holds an open one (decision 0114). Their expired sessions are closed first (ended at their
     * expiry); the partial unique index on open sessions then admits one insert, so of two concurrent
     * starts one answers null — on PostgreSQL the second waits for the first to commit.
     */
    async start(values: { supportUserId: number; targetUserId: number; reason: string; startedAt: Date; expiresAt: Date }) {
      const tx = requireTx(scope);
      const s = t.impersonationSessions;
      await tx
        .update(s)
        .set({ endedAt: sql`${s.expiresAt}` })
        .where(and(eq(s.supportUserId, values.supportUserId), isNull(s.endedAt), lte(s.expiresAt, values.startedAt)));
      const [row] = await tx
        .insert(s)
        .values(values)
        .onConflictDoNothing({ target: s.supportUserId, where: sql`${s.endedAt} is null` })
        .returning();
      return row ?? null;
    },
    /** Ends a session (Log out) in the caller's transaction. */
    async end(id: number, endedAt: Date) {
      const [row] = await requireTx(scope).update(t.impersonationSessions).set({ endedAt }).where(and(eq(t.impersonationSessions.id, id), isNull(t.impersonationSessions.endedAt))).returning();
      return row ?? null;
    },
  };
}
