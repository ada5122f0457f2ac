/**
 * Impersonation sessions (issue 9 item 4): a support user's time-limited, reasoned
 * impersonation of a practice user. The request context reads the active session before the caller's
 * scope exists (`activeImpersonationSession`); the operations go through `impersonationRepository`.
 */
import { aliasedTable, and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { requireTx, type RepositoryScope } from './scope.js';
import { usersReachedBy } from './users.js';

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

/** A session in which support acted as a user, as that user's account activity shows it. */
export interface AccountActivitySession extends ImpersonationSessionRow {
  supportUsername: string;
  supportName: string | null;
  /** Audit rows written as the user during the session (changes made in their name). */
  changes: number;
}

/** Most sessions a user's account activity lists. */
const ACCOUNT_ACTIVITY_LIMIT = 50;

/**
 * The impersonation repository of one request: the signed-in user's own sessions (a session is read and
 * ended only with its support user in the statement), the users they reach.
 */
export function impersonationRepository(scope: RepositoryScope) {
  const db: Db = scope.db;
  const signedIn = scope.signedInUserId ?? null;
  return {
    /** The signed-in user's active session, or null (none for anyone else's: the caller is in the statement). */
    active: (now: Date) => (signedIn === null ? Promise.resolve(null) : activeImpersonationSession(db, signedIn, now)),
    /** A user the caller reaches by username (lower-cased): any in support mode; else null for another practice's. */
    async userByUsername(username: string) {
      const [row] = await db
        .select()
        .from(t.users)
        .where(and(eq(t.users.username, username.trim().toLowerCase()), usersReachedBy(scope, t.users.id)))
        .limit(1);
      return row ?? null;
    },
    /**
     * Writes a new session of the signed-in user in the caller's transaction, or answers null when the support user already
     * holds an open one. Their expired sessions are closed first (ended at their
     * expiry); the partial unique index on open sessions then admits one insert, so of two concurrent
     * starts one answers null — on PostgreSQL the second waits for the first to commit.
     */
    async start(session: { targetUserId: number; reason: string; startedAt: Date; expiresAt: Date }) {
      const tx = requireTx(scope);
      if (signedIn === null) throw new Error('An impersonation session is started by a signed-in user');
      const values = { ...session, supportUserId: signedIn };
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
    /**
     * The locations of a user's active memberships (an active location user at an active location), in
     * id order: the practices whose audit logs record an impersonation of that user.
     * In support mode any user's; while impersonating (ending the session from inside it) the
     * impersonated user's own, which the scope already holds; nothing otherwise.
     */
    async targetLocations(userId: number): Promise<number[]> {
      if (!scope.supportMode) return scope.userId === userId ? [...scope.locationIds].sort((a, b) => a - b) : [];
      const rows = await db
        .selectDistinct({ id: t.locationUsers.locationId })
        .from(t.locationUsers)
        .innerJoin(t.locations, eq(t.locations.id, t.locationUsers.locationId))
        .where(and(eq(t.locationUsers.userId, userId), eq(t.locationUsers.isActive, true), eq(t.locations.isActive, true)))
        .orderBy(asc(t.locationUsers.locationId));
      return rows.map((r) => r.id);
    },
    /**
     * The caller's own account activity: the sessions in which support acted as them, newest first (at
     * most 50), each with the support user and the number of changes made in the caller's name meanwhile
     * (decisions 0291, 0292). Only ever the effective user's own sessions.
     */
    async accountActivity(): Promise<AccountActivitySession[]> {
      if (scope.userId === null) return [];
      const s = t.impersonationSessions;
      // The outer columns spelled out: drizzle renders them unqualified inside a subquery. A change is one
      // mutation: its rows in several practices' chains (same operation, record and instant) count once.
      // The session's own rows are not changes: they are the support user's, at the instant the session
      // starts and ends.
      const changes = sql<number>`(select count(distinct (a.operation, a.entity, a.entity_id, a.at))::int from ${t.auditLog} a
        where a.actor_user_id = "impersonation_sessions"."target_user_id" and a.impersonator_username = "support_user"."username"
          and a.entity <> 'ImpersonationSession'
          and a.at >= "impersonation_sessions"."started_at" and a.at <= coalesce("impersonation_sessions"."ended_at", "impersonation_sessions"."expires_at"))`;
      const rows = await db
        .select({
          s,
          supportUsername: supportUser.username,
          supportName: sql<string | null>`nullif(trim(concat_ws(' ', ${supportUser.firstName}, ${supportUser.lastName})), '')`,
          changes,
        })
        .from(s)
        .innerJoin(supportUser, eq(supportUser.id, s.supportUserId))
        .where(eq(s.targetUserId, scope.userId))
        .orderBy(desc(s.startedAt), desc(s.id))
        .limit(ACCOUNT_ACTIVITY_LIMIT);
      return rows.map((r) => ({ ...r.s, supportUsername: r.supportUsername, supportName: r.supportName, changes: Number(r.changes) }));
    },
    /** Ends one of the signed-in user's sessions (Log out) in the caller's transaction; null for anyone else's, or one already ended. */
    async end(id: number, endedAt: Date) {
      if (signedIn === null) return null;
      const s = t.impersonationSessions;
      const [row] = await requireTx(scope)
        .update(s)
        .set({ endedAt })
        .where(and(eq(s.id, id), eq(s.supportUserId, signedIn), isNull(s.endedAt)))
        .returning();
      return row ?? null;
    },
  };
}
