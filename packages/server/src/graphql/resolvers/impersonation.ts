/**
 * Impersonation sessions (issue 9 item 4): StartImpersonation, EndImpersonation,
 * GetImpersonationSession, and the session `Me` shows. Who starts, for whom and when come from the
 * session; the reason and the length from input, checked by core's `validateImpersonationStart`.
 */
import { canStartImpersonation, validateImpersonationStart } from '@vetrx/core/access';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { mutate } from '../../unit-of-work.js';
import type { RequestContext } from '../../context/context.js';
import { assertValid, badInput, forbidden, notFound } from '../../errors.js';
import type { ImpersonationSessionView } from '../../repositories/impersonation.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** The session as the API shows it. */
export function sessionView(s: ImpersonationSessionView, now: Date) {
  return {
    id: String(s.id),
    supportUsername: s.supportUsername,
    targetUsername: s.targetUsername,
    reason: s.reason,
    startedAt: s.startedAt,
    expiresAt: s.expiresAt,
    endedAt: s.endedAt,
    active: s.endedAt === null && s.expiresAt.getTime() > now.getTime(),
  };
}

/**
 * What the audit rows of a session say: who (the support user), whom (the impersonated
 * user), why, from when until when.
 */
function sessionFacts(s: ImpersonationSessionView, minutes?: number) {
  return {
    supportUser: s.supportUsername,
    impersonatedUser: s.targetUsername,
    reason: s.reason,
    startedAt: s.startedAt,
    expiresAt: s.expiresAt,
    ...(minutes === undefined ? {} : { minutes }),
  };
}

/** The signed-in support user (with or without the impersonation header); FORBIDDEN for anyone else. */
function signedInSupport(ctx: RequestContext) {
  ctx.requireUser();
  const support = ctx.authUser;
  if (!support?.isSupport) throw forbidden(AUTH_MESSAGES.supportOnly);
  return support;
}

/** The signed-in support user's active session: the one of this request, else the stored one. */
export async function currentImpersonation(ctx: RequestContext): Promise<ImpersonationSessionView | null> {
  if (ctx.impersonation) return ctx.impersonation;
  if (!ctx.authUser?.isSupport) return null;
  return ctx.repos.impersonation.active(ctx.now());
}

export const impersonationResolvers: Resolvers = {
  Query: {
    getImpersonationSession: async (_p, _a, ctx) => {
      signedInSupport(ctx);
      const s = await currentImpersonation(ctx);
      return s ? sessionView(s, ctx.now()) : null;
    },
  },
  Mutation: {
    startImpersonation: async (_p, { username, reason, minutes }, ctx) => {
      ctx.requireUser();
      if (ctx.impersonator) throw forbidden(AUTH_MESSAGES.cannotImpersonateWhileImpersonating);
      const support = signedInSupport(ctx);
      const now = ctx.now();
      const running = await ctx.repos.impersonation.active(now);
      const allowed = canStartImpersonation({
        supportUsername: support.username,
        isImpersonating: running !== null,
        target: { username, locationUserId: '', roleId: '', locationId: '' },
      });
      if (!allowed.ok) {
        if (allowed.errors.impersonation === AUTH_MESSAGES.cannotImpersonateWhileImpersonating) throw forbidden(allowed.errors.impersonation);
        throw badInput(allowed.errors.impersonation ?? AUTH_MESSAGES.cannotImpersonateSelf, allowed.errors);
      }
      const input = assertValid(validateImpersonationStart({ reason, minutes }, ctx.impersonationMaxMinutes));
      const target = await ctx.repos.impersonation.userByUsername(username);
      if (!target || target.isSupport) throw notFound('User');
      const row = await mutate(ctx, 'StartImpersonation', async ({ repos, record }) => {
        const started = await repos.impersonation.start({
          targetUserId: target.id,
          reason: input.reason,
          startedAt: now,
          expiresAt: new Date(now.getTime() + input.minutes * 60_000),
        });
        // Another start of this support user committed first (a double click, two tabs): refused as
        // any start while impersonating, and nothing is written.
        if (!started) throw forbidden(AUTH_MESSAGES.cannotImpersonateWhileImpersonating);
        // Every practice of the impersonated user sees the session in its own audit log.
        record({
          entity: 'ImpersonationSession',
          entityId: started.id,
          locationIds: await repos.impersonation.targetLocations(target.id),
          after: sessionFacts({ ...started, supportUsername: support.username, targetUsername: target.username }, input.minutes),
        });
        return started;
      }, { asSignedInUser: true });
      return sessionView({ ...row, supportUsername: support.username, targetUsername: target.username }, now);
    },
    endImpersonation: async (_p, _a, ctx) => {
      signedInSupport(ctx);
      const running = await currentImpersonation(ctx);
      if (!running) return null;
      const now = ctx.now();
      // Written like the start: the support user's own act about the session, which names whom it
      // impersonated — not an act in the impersonated user's name.
      const ended = await mutate(
        ctx,
        'EndImpersonation',
        async ({ repos, record }) => {
          const row = await repos.impersonation.end(running.id, now);
          const facts = sessionFacts(running);
          record({
            entity: 'ImpersonationSession',
            entityId: running.id,
            locationIds: await repos.impersonation.targetLocations(running.targetUserId),
            before: { ...facts, endedAt: null },
            after: { ...facts, endedAt: now },
          });
          return row;
        },
        { asSignedInUser: true },
      );
      return sessionView({ ...running, endedAt: ended?.endedAt ?? now }, now);
    },
  },
};
