import { can, isSupportActor, type AccessRequest, type Actor } from '@vetrx/core/access';
import type { Db, Tx } from '../db/client.js';
import { ACCESS_CACHE_MAX_SECONDS, ACCESS_CACHE_SECONDS } from '../config.js';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { forbidden, impersonationEnded, notFound, refusal } from '../errors.js';
import { activeImpersonationSession, type ImpersonationSessionView } from '../repositories/impersonation.js';
import { IMPERSONATION_LIMITS } from '@vetrx/core/access';
import type { Identity } from '../auth/verifier.js';
import type { Loaders } from '../repositories/loaders.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { repositoryScope } from '../repositories/scope.js';
import { writeGeneration, writeScopedCache } from '../repositories/process-cache.js';
import { parseId } from '../ids.js';
import { accessOf, userByUsername, type SignInAccess, type SignInMembership, type SignInUserRow } from '../repositories/sign-in.js';

/** Resolvers take `parseId` with the rest of the caller's context; it lives in the leaf `ids.ts`. */
export { parseId };

export type UserRow = SignInUserRow;

/** A location the caller works at: the location user and its role. */
export type Membership = SignInMembership;

/**
 * Everything a resolver or a REST handler may know about the caller, built once per request: the
 * signed-in user, the effective user (the impersonated one while a support user impersonates), active
 * location memberships with roles, and the request's repositories and DataLoaders — both bound to the
 * caller (issue 9, item 2). There is no database handle here: every read and write goes through
 * `repos` (writes through the repositories `mutate()` hands to the work), and every loader answers
 * null for a record the caller may not read.
 */
export interface RequestContext {
  now: () => Date;
  identity: Identity | null;
  /** The signed-in user (the support user while impersonating); null without a session, or when their sign-in is disabled. */
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
  /**
   * The request's DataLoaders, bound to the caller like the repositories (repositories/loaders.ts):
   * another location's client, patient, prescription, order… loads as null.
   */
  loaders: Loaders;
  /**
   * The request's repositories, bound to the caller's locations and support mode (repositories/scope.ts).
   * Resolvers read and write through them; the SQL is there. `repos.at(locationId)` narrows them to
   * one location.
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
  /** The caller's active membership at a location, or null — to describe the caller to a rule, never to grant access. */
  membershipAt(locationId: number): Membership | null;
  /** A location whose records the caller may read (policy `readLocation`: a membership, or support mode); NOT_FOUND otherwise. */
  requireReadable(locationId: number | string): number;
  /** The enabled features of a location the caller reads, cached for the request. */
  features(locationId: number): Promise<Set<string>>;
}

export interface BuildContextInput {
  db: Db;
  identity: Identity | null;
  impersonateUsername?: string | null;
  /** Longest impersonation session, in minutes (default 60). */
  impersonationMaxMinutes?: number;
  /**
   * How long a signed-in user's access may be reused between requests, in seconds, for changes no
   * instance of the app wrote (SQL by hand; VETRX_ACCESS_CACHE_SECONDS; default 30, 0 = read it every
   * request).
   */
  accessCacheSeconds?: number;
  now?: () => Date;
}


/**
 * The signed-in user's row and access, kept between requests until the next committed write on the
 * database (`mutate` calls noteWrite: a role, membership, delegation, location or user change clears
 * it at once; another instance's write as soon as its notification arrives) or
 * `accessCacheSeconds`, for writes made outside the app (SQL by hand).
 * Not used while impersonating: that reads the session every request.
 */
const signInCache = writeScopedCache<{ authUser: UserRow; access: SignInAccess; storedAt: number }>({ ttlMs: ACCESS_CACHE_MAX_SECONDS * 1000, max: 5_000 });

/** The access of no one: no membership, no location, no delegation. */
const noAccess = (): SignInAccess => ({ all: [], scoped: [], delegatedBy: new Map<number, number[]>(), locations: [] });

/** The caller as core's policy reads it: who signed in, whether impersonating, and the effective user's access. */
function actorOf(user: Actor['user'], impersonating: boolean, access: SignInAccess | null): Actor {
  const { all, scoped, delegatedBy } = access ?? noAccess();
  return {
    user,
    impersonating,
    memberships: all.map((m) => ({
      locationId: m.locationId,
      locationUserId: m.locationUser.id,
      isActive: scoped.includes(m),
      role: { name: m.role.name, canAuthorize: m.role.canAuthorize },
      delegatedBy: delegatedBy.get(m.locationUser.id) ?? [],
    })),
  };
}

/**
 * Decides `request` again inside a mutation's transaction, on the effective user's access as the
 * transaction reads it and locked until it commits: the request's own access may come
 * from the process's cache and was decided before the transaction began. For what a
 * write relies on beyond the caller's own location (signing in another vet's name).
 *
 * @example
 * await authorizeWithin(ctx, tx, { action: 'signRx', locationId, authorizingVet, productApprovalType });
 */
export async function authorizeWithin(ctx: RequestContext, tx: Tx, request: AccessRequest): Promise<void> {
  const access = ctx.user ? await accessOf(tx, ctx.user.id, { lock: true }) : null;
  const decision = can(actorOf(ctx.actor.user, ctx.actor.impersonating, access), request);
  if (!decision.allowed) throw refusal(decision);
}

/**
 * Builds the request context. Throws FORBIDDEN when a non-support user sends the impersonation header,
 * and when a support user sends it without an active session for that target.
 */
export async function buildContext(input: BuildContextInput): Promise<RequestContext> {
  const { db, identity } = input;
  const now = input.now ?? (() => new Date());
  const keepMs = (input.accessCacheSeconds ?? ACCESS_CACHE_SECONDS) * 1000;
  const kept = identity && keepMs > 0 && !input.impersonateUsername?.trim() ? signInCache.get(db, identity.username) : undefined;
  const signedIn = kept && Date.now() - kept.storedAt < keepMs ? kept : undefined;
  // A write committed while the access is read (here or on another instance) may not be in it: then it is not kept.
  const generation = writeGeneration(db);
  let authUser: UserRow | null = signedIn ? signedIn.authUser : null;
  if (identity && !signedIn) authUser = await userByUsername(db, identity.username);
  let user = authUser;
  let impersonator: UserRow | null = null;
  let impersonation: ImpersonationSessionView | null = null;
  const impersonate = input.impersonateUsername?.trim().toLowerCase();
  if (authUser && impersonate && authUser.isEnabledInOkta) {
    if (!authUser.isSupport) throw forbidden('Only support users may impersonate');
    if (impersonate === authUser.username) throw forbidden(AUTH_MESSAGES.cannotImpersonateSelf);
    const target = await userByUsername(db, impersonate);
    if (!target || target.isSupport) throw notFound('User');
    impersonation = await activeImpersonationSession(db, authUser.id, now());
    if (impersonation?.targetUserId !== target.id) throw impersonationEnded();
    impersonator = authUser;
    user = target;
  }
  const access = signedIn?.access ?? (user ? await accessOf(db, user.id) : noAccess());
  if (identity && authUser && !impersonator && !signedIn && keepMs > 0) signInCache.set(db, identity.username, { authUser, access, storedAt: Date.now() }, generation);
  // A user whose sign-in an administrator disabled (UpdateUser isEnabledInOkta: false) is signed out on
  // their next request, whatever token they still hold: the policy sees no session.
  if (authUser && !authUser.isEnabledInOkta) {
    authUser = null;
    user = null;
  }
  const { all, scoped } = user ? access : { all: [], scoped: [] };
  const actor = actorOf(authUser && identity ? { isSupport: authUser.isSupport, inAdminSupportGroup: authUser.inAdminSupportGroup } : null, impersonator !== null, user ? access : null);
  const locationIds = scoped.map((m) => m.locationId);
  const repos = createRepositories({
    db,
    tx: null,
    locationIds,
    supportMode: isSupportActor(actor),
    userId: user?.id ?? null,
    ownLocationIds: all.map((m) => m.locationId),
    signedInUserId: authUser?.id ?? null,
    known: user ? { user, locations: access.locations, locationFeatures: access.features, locationUsers: all.map((m) => m.locationUser), roles: all.map((m) => m.role) } : undefined,
  });
  return contextOf({
    now,
    identity,
    authUser,
    user,
    isSupport: Boolean(authUser?.isSupport),
    impersonator,
    impersonation,
    impersonationMaxMinutes: input.impersonationMaxMinutes ?? IMPERSONATION_LIMITS.defaultMinutes,
    memberships: scoped,
    locationIds,
    repos,
    actor,
    supportMode: isSupportActor(actor),
  });
}

type ContextFacts = Pick<
  RequestContext,
  'now' | 'identity' | 'authUser' | 'user' | 'isSupport' | 'impersonator' | 'impersonation' | 'impersonationMaxMinutes' | 'memberships' | 'locationIds' | 'repos' | 'actor' | 'supportMode'
>;

/** The request context around its facts and repositories: the policy's questions, loaders, features. */
function contextOf(facts: ContextFacts): RequestContext {
  const { actor, memberships, repos } = facts;
  const loaders = repositoryScope(repos).loaders;
  const featureCache = new Map<number, Promise<Set<string>>>();
  const ctx: RequestContext = {
    ...facts,
    loaders,
    authorize(request) {
      const decision = can(actor, request);
      if (!decision.allowed) throw refusal(decision);
    },
    requireUser() {
      ctx.authorize({ action: 'session' });
      return facts.user!;
    },
    requireSupport() {
      ctx.authorize({ action: 'support' });
      return facts.user!;
    },
    requireLocation(locationId) {
      ctx.requireUser();
      const id = parseId(locationId, 'Location');
      ctx.authorize({ action: 'workAt', locationId: id });
      return ctx.membershipAt(id)!;
    },
    membershipAt(locationId) {
      return memberships.find((x) => x.locationId === locationId) ?? null;
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
        p = loaders.locationFeaturesByLocation.load(locationId).then((rows) => new Set(rows.filter((r) => r.enabled).map((r) => r.feature)));
        featureCache.set(locationId, p);
      }
      return p;
    },
  };
  return ctx;
}

/**
 * A builder of request contexts on one database, for the REST routes (`RestRouteOptions.contextOf`):
 * they get the caller's context, never the database handle.
 *
 * @example
 * const contextOf = requestContexts(database.db, { now });
 * const ctx = await contextOf(identity, null);
 */
export function requestContexts(db: Db, defaults: Pick<BuildContextInput, 'now' | 'impersonationMaxMinutes' | 'accessCacheSeconds'> = {}) {
  return (identity: Identity, impersonateUsername: string | null): Promise<RequestContext> => buildContext({ ...defaults, db, identity, impersonateUsername });
}

/**
 * The same request context with its repositories, loaders and features read through `tx` (an
 * idempotent request runs the whole operation in one outer transaction).
 *
 * @example
 * const bound = contextOnTransaction(ctx, tx);
 */
export function contextOnTransaction<C extends RequestContext>(ctx: C, tx: Tx): C {
  const scope = repositoryScope(ctx.repos);
  const repos = createRepositories({ ...scope, db: tx as unknown as Db, tx: null, loaders: undefined });
  return { ...ctx, ...contextOf({ ...ctx, repos }) };
}

/**
 * The database the request's repositories read (the outer transaction of an idempotent request) —
 * for `mutate()` and the after-commit work only; ESLint refuses it in resolvers and HTTP handlers.
 *
 * @example
 * await requestDatabase(ctx).transaction(async (tx) => …);
 */
export function requestDatabase(ctx: Pick<RequestContext, 'repos'>): Db {
  return repositoryScope(ctx.repos).db;
}
