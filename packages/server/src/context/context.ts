import { and, eq, inArray } from 'drizzle-orm';
import { can, isSupportActor, type AccessRequest, type Actor } from '@vetrx/core/access';
import type { Db } from '../db/client.js';
import { delegations, locationFeatures, locationUsers, roles, users } from '../db/schema/index.js';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { forbidden, impersonationEnded, notFound, refusal } from '../errors.js';
import { activeImpersonationSession, type ImpersonationSessionView } from '../repositories/impersonation.js';
import { IMPERSONATION_LIMITS } from '@vetrx/core/access';
import type { Identity } from '../auth/verifier.js';
import { createLoaders, type Loaders } from './loaders.js';
import { createRepositories, type Repositories } from '../repositories/scope.js';

export type UserRow = typeof users.$inferSelect;
export type LocationUserRow = typeof locationUsers.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/** A location the caller works at: the location user and its role. */
export interface Membership {
  locationUser: LocationUserRow;
  role: RoleRow;
  locationId: number;
}

/**
 * Everything a resolver may know about the caller, built once per request: the signed-in user, the
 * effective user (the impersonated one while a support user impersonates), active location
 * memberships with roles, and per-request loaders. Resolvers never see an unscoped repository: they
 * go through `requireLocation` / `locationIds`.
 */
export interface RequestContext {
  db: Db;
  now: () => Date;
  identity: Identity | null;
  /** The signed-in user (the support user while impersonating). */
  authUser: UserRow | null;
  /** The user whose permissions apply (the impersonated user while impersonating). */
  user: UserRow | null;
  isSupport: boolean;
  /** The support user while impersonating, else null. */
  impersonator: UserRow | null;
  /** The impersonation session this request runs in (its reason goes into audit rows), else null. */
  impersonation: ImpersonationSessionView | null;
  /** Longest impersonation session, in minutes (VETRX_IMPERSONATION_MAX_MINUTES). */
  impersonationMaxMinutes: number;
  /** Active memberships of the effective user (active location user at an active location). */
  memberships: Membership[];
  /** Location ids of the active memberships. */
  locationIds: number[];
  loaders: Loaders;
  /**
   * The request's repositories, bound to the caller's locations and support mode (repositories/scope.ts).
   * Resolvers read and write through them; the SQL is there.
   */
  repos: Repositories;
  /**
   * The caller as core's access policy reads it (`can(actor, request)`): the signed-in user, whether
   * they impersonate, and every membership of the effective user (revoked ones inactive) with the
   * vets who delegated to them.
   */
  actor: Actor;
  /**
   * Support mode: a support user acting as themselves (core's `isSupportActor`). It reads every
   * location (Practice Setup, Pims Lookup, user search) and works in none; impersonating leaves it.
   */
  supportMode: boolean;
  /** Asks the policy; throws its refusal (UNAUTHENTICATED, NOT_FOUND or FORBIDDEN with its message). */
  authorize(request: AccessRequest): void;
  /** Throws UNAUTHENTICATED without a valid session. */
  requireUser(): UserRow;
  /** Throws FORBIDDEN unless the signed-in user is a support user (and not impersonating). */
  requireSupport(): UserRow;
  /** The caller's membership at a location; NOT_FOUND when the caller has no active access there. */
  requireLocation(locationId: number | string): Membership;
  /** A location whose records the caller may read (policy `readLocation`: a membership, or support mode); NOT_FOUND otherwise. */
  requireReadable(locationId: number | string): number;
  /** The enabled features of a location, cached for the request. */
  features(locationId: number): Promise<Set<string>>;
}

/** Parses a GraphQL ID into an integer id; anything else is a record that cannot exist. */
export function parseId(value: unknown, what = 'Record'): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound(what);
  return n;
}

export interface BuildContextInput {
  db: Db;
  identity: Identity | null;
  impersonateUsername?: string | null;
  /** Longest impersonation session, in minutes (default 60). */
  impersonationMaxMinutes?: number;
  now?: () => Date;
}

async function loadMemberships(db: Db, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({ locationUser: locationUsers, role: roles })
    .from(locationUsers)
    .innerJoin(roles, eq(roles.id, locationUsers.roleId))
    .where(eq(locationUsers.userId, userId));
  return rows.map((r) => ({ ...r, locationId: r.locationUser.locationId }));
}

/**
 * Builds the request context. Throws FORBIDDEN when a non-support user sends the impersonation header,
 * and when a support user sends it without an active session for that target (decision 0110).
 */
export async function buildContext(input: BuildContextInput): Promise<RequestContext> {
  const { db, identity } = input;
  const now = input.now ?? (() => new Date());
  let authUser: UserRow | null = null;
  if (identity) {
    [authUser] = await db.select().from(users).where(eq(users.username, identity.username)).limit(1);
    authUser ??= null;
  }
  let user = authUser;
  let impersonator: UserRow | null = null;
  let impersonation: ImpersonationSessionView | null = null;
  const impersonate = input.impersonateUsername?.trim().toLowerCase();
  if (authUser && impersonate) {
    if (!authUser.isSupport) throw forbidden('Only support users may impersonate');
    if (impersonate === authUser.username) throw forbidden(AUTH_MESSAGES.cannotImpersonateSelf);
    const [target] = await db.select().from(users).where(eq(users.username, impersonate)).limit(1);
    if (!target || target.isSupport) throw notFound('User');
    impersonation = await activeImpersonationSession(db, authUser.id, now());
    if (impersonation?.targetUserId !== target.id) throw impersonationEnded();
    impersonator = authUser;
    user = target;
  }
  const all = user ? await loadMemberships(db, user.id) : [];
  const memberships = all.filter((m) => m.locationUser.isActive);
  const activeLocations = memberships.length
    ? new Set(
        (
          await db.query.locations.findMany({
            columns: { id: true, isActive: true },
            where: (l, { inArray: inArr }) => inArr(l.id, memberships.map((m) => m.locationId)),
          })
        )
          .filter((l) => l.isActive)
          .map((l) => l.id),
      )
    : new Set<number>();
  const scoped = memberships.filter((m) => activeLocations.has(m.locationId));
  const delegatedBy = new Map<number, number[]>();
  if (scoped.length) {
    const rows = await db
      .select({ vet: delegations.locationUserId, delegate: delegations.delegatedLocationUserId })
      .from(delegations)
      .where(inArray(delegations.delegatedLocationUserId, scoped.map((m) => m.locationUser.id)));
    for (const r of rows) delegatedBy.set(r.delegate, [...(delegatedBy.get(r.delegate) ?? []), r.vet]);
  }
  const actor: Actor = {
    user: authUser && identity ? { isSupport: authUser.isSupport, inAdminSupportGroup: authUser.inAdminSupportGroup } : null,
    impersonating: impersonator !== null,
    memberships: all.map((m) => ({
      locationId: m.locationId,
      locationUserId: m.locationUser.id,
      isActive: scoped.includes(m),
      role: { name: m.role.name, canAuthorize: m.role.canAuthorize },
      delegatedBy: delegatedBy.get(m.locationUser.id) ?? [],
    })),
  };
  const featureCache = new Map<number, Promise<Set<string>>>();
  const loaders = createLoaders(db);

  const ctx: RequestContext = {
    db,
    now,
    identity,
    authUser,
    user,
    isSupport: Boolean(authUser?.isSupport),
    impersonator,
    impersonation,
    impersonationMaxMinutes: input.impersonationMaxMinutes ?? IMPERSONATION_LIMITS.defaultMinutes,
    memberships: scoped,
    locationIds: scoped.map((m) => m.locationId),
    loaders,
    repos: createRepositories({ db, locationIds: scoped.map((m) => m.locationId), supportMode: isSupportActor(actor), loaders }),
    actor,
    supportMode: isSupportActor(actor),
    authorize(request) {
      const decision = can(actor, request);
      if (!decision.allowed) throw refusal(decision);
    },
    requireUser() {
      ctx.authorize({ action: 'session' });
      return user!;
    },
    requireSupport() {
      ctx.authorize({ action: 'support' });
      return user!;
    },
    requireLocation(locationId) {
      ctx.requireUser();
      const id = parseId(locationId, 'Location');
      ctx.authorize({ action: 'workAt', locationId: id });
      return scoped.find((x) => x.locationId === id)!;
    },
    requireReadable(locationId) {
      ctx.requireUser();
      const id = parseId(locationId, 'Location');
      ctx.authorize({ action: 'readLocation', locationId: id });
      return id;
    },
    features(locationId) {
      let p = featureCache.get(locationId);
      if (!p) {
        p = db
          .select({ feature: locationFeatures.feature })
          .from(locationFeatures)
          .where(and(eq(locationFeatures.locationId, locationId), eq(locationFeatures.enabled, true)))
          .then((rows) => new Set(rows.map((r) => r.feature)));
        featureCache.set(locationId, p);
      }
      return p;
    },
  };
  return ctx;
}

