/**
 * The access policy: one pure function answers every access question of the portal — who is signed
 * in, location membership (active, not revoked), role modules, signing a prescription (canAuthorize,
 * delegation, the OTC / AOTC exception), support, the admin support group and impersonation. The
 * server forbids with it, the web hides with it, the CLI explains a refusal with it. It reads no
 * storage and no database: callers describe the actor and the resource (docs/architecture.md,
 * decision 0101).
 */
import { sameId, type Id } from '../common/ids.js';
import { AUTH_MESSAGES, PRACTICE_SETUP_REFUSALS } from '../messages/admin.js';
import { AUDIT_ADMINS_ONLY } from '../messages/audit-access.js';
import { authorizationRefusal } from '../prescription/signing.js';
import { MAIN_ROUTES, linkKey } from '../routes/routes.js';
import { moduleRightsOf } from './session-actor.js';

/**
 * What a role may do in one module: view, edit, delete (the role-module assignment's flags).
 *
 * @example
 * const rights: ModuleRights = { view: true, edit: true, delete: false };
 */
export interface ModuleRights {
  readonly view: boolean;
  readonly edit: boolean;
  readonly delete: boolean;
}

/**
 * One of the {@link ModuleRights}.
 *
 * @example
 * const p: ModulePermission = 'edit';
 */
export type ModulePermission = keyof ModuleRights;

/**
 * The actor's assignment at one location, as the policy reads it.
 *
 * @example
 * import type { PolicyMembership } from '@vetrx/core/access';
 */
export interface PolicyMembership {
  readonly locationId: Id;
  /** The LocationUser id: the actor at this location. */
  readonly locationUserId: Id;
  /** False when the access is revoked: an inactive location user, or an inactive location. */
  readonly isActive: boolean;
  readonly role: { readonly name: string; readonly canAuthorize: boolean };
  /** Location user ids of the vets of this location who delegated prescribing to the actor. */
  readonly delegatedBy: readonly Id[];
  /**
   * Module links the role may open here (features and location gates applied), keyed by
   * `linkKey(link)`, with their rights. Absent: not loaded, so module questions are refused.
   */
  readonly modules?: Readonly<Record<string, ModuleRights>>;
}

/**
 * Who asks. `user` is the signed-in user (`null`: anonymous); while a support user impersonates,
 * `impersonating` is true and `memberships` are those of the impersonated user.
 *
 * @example
 * const actor: Actor = { user: { isSupport: true, inAdminSupportGroup: false }, impersonating: false, memberships: [] };
 */
export interface Actor {
  readonly user: { readonly isSupport: boolean; readonly inAdminSupportGroup: boolean } | null;
  readonly impersonating: boolean;
  readonly memberships: readonly PolicyMembership[];
}

/**
 * The anonymous actor (no session).
 *
 * @example
 * can(ANONYMOUS, { action: 'session' }).allowed // false
 */
export const ANONYMOUS: Actor = { user: null, impersonating: false, memberships: [] };

/**
 * The questions the policy answers.
 *
 * - `session`: any signed-in caller.
 * - `support`: the support area — a support user acting as themselves.
 * - `supportRoles`: the Role page — the admin support group.
 * - `readLocation`: read a location's records — an active member, or a support user acting as
 *   themselves (support reads every practice, as Practice Setup and Pims Lookup do).
 * - `workAt`: practice work at a location — an active member only (a support user impersonates to
 *   work in a practice).
 * - `useModule`: a module's screen at the location, with a permission.
 * - `readAuditLog`: a location's practice audit log and its chain verification — a practice
 *   administrator (an active member whose role may open User Management there, the module that
 *   manages the practice's people), or a support user acting as themselves.
 * - `signRx`: issue a prescription (Authorize Rx, Print Rx, an approval, the issue of a draft) with
 *   `authorizingVet` as its signature: prescription's `authorizationRefusal` for the membership at that
 *   location (never from an impersonation; in one's own name, or for a vet who
 *   delegated to the caller; the OTC / AOTC exception).
 *
 * @example
 * can(actor, { action: 'signRx', locationId: 4, authorizingVet: 12, productApprovalType: 'Rx' })
 */
export type AccessRequest =
  | { readonly action: 'session' }
  | { readonly action: 'support' }
  | { readonly action: 'supportRoles' }
  | { readonly action: 'readLocation'; readonly locationId: Id }
  | { readonly action: 'workAt'; readonly locationId: Id }
  | { readonly action: 'useModule'; readonly locationId: Id; readonly module: string; readonly permission: ModulePermission }
  | { readonly action: 'readAuditLog'; readonly locationId: Id }
  | {
      readonly action: 'signRx';
      readonly locationId: Id;
      /** The location user named as the authorizing vet (null: not chosen yet). */
      readonly authorizingVet: Id | null | undefined;
      readonly productApprovalType: string | null | undefined;
    };

/**
 * Every action of {@link AccessRequest}, for tests and the CLI's explanations.
 *
 * @example
 * ACCESS_ACTIONS.includes('signRx') // true
 */
export const ACCESS_ACTIONS = ['session', 'support', 'supportRoles', 'readLocation', 'workAt', 'useModule', 'readAuditLog', 'signRx'] as const;

/**
 * The module whose role-module assignment makes a practice administrator for the audit log: User
 * Management.
 *
 * @example
 * AUDIT_LOG_ADMIN_MODULE // '/usermanagement'
 */
export const AUDIT_LOG_ADMIN_MODULE = MAIN_ROUTES.userManagement;

/**
 * The policy's answer: allowed, or refused with the API error code and the message to show. A
 * location the actor cannot reach answers NOT_FOUND (its records do not exist for them); a location
 * they reach but an action they may not take answers FORBIDDEN.
 *
 * @example
 * import type { AccessDecision } from '@vetrx/core/access';
 */
export type AccessDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND'; readonly message: string };

const ALLOW: AccessDecision = { allowed: true };
const refuse = (code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND', message: string): AccessDecision => ({ allowed: false, code, message });

/**
 * The message of a NOT_FOUND refusal of a location (the server's `notFound('Location')`).
 *
 * @example
 * LOCATION_NOT_FOUND // 'Location not found'
 */
export const LOCATION_NOT_FOUND = 'Location not found';

/**
 * The actor's active membership at a location, or `null` (none, or revoked).
 *
 * @example
 * activeMembership(actor, 4)?.role.canAuthorize
 */
export function activeMembership(actor: Actor, locationId: Id): PolicyMembership | null {
  return actor.memberships.find((m) => m.isActive && sameId(m.locationId, locationId)) ?? null;
}

/**
 * True for a support user acting as themselves (signed in as support, not impersonating).
 *
 * @example
 * isSupportActor({ user: { isSupport: true, inAdminSupportGroup: false }, impersonating: true, memberships: [] }) // false
 */
export function isSupportActor(actor: Actor): boolean {
  return actor.user?.isSupport === true && !actor.impersonating;
}

/** Why the support area is closed to a signed-in actor: not support, or support inside an impersonation. */
const supportRefusal = (actor: Actor): string =>
  actor.user?.isSupport && actor.impersonating ? AUTH_MESSAGES.supportWhileImpersonating : AUTH_MESSAGES.supportOnly;

/**
 * The access policy: may `actor` do `request`? Pure; see {@link AccessRequest} for each question.
 *
 * @example
 * can(ANONYMOUS, { action: 'readLocation', locationId: 1 }) // { allowed: false, code: 'UNAUTHENTICATED', message: 'Not logged in' }
 */
export function can(actor: Actor, request: AccessRequest): AccessDecision {
  if (!actor.user) return refuse('UNAUTHENTICATED', AUTH_MESSAGES.notLoggedIn.title);
  switch (request.action) {
    case 'session':
      return ALLOW;
    case 'support':
      return isSupportActor(actor) ? ALLOW : refuse('FORBIDDEN', supportRefusal(actor));
    case 'supportRoles':
      if (!isSupportActor(actor)) return refuse('FORBIDDEN', supportRefusal(actor));
      return actor.user.inAdminSupportGroup ? ALLOW : refuse('FORBIDDEN', PRACTICE_SETUP_REFUSALS.adminSupportOnly);
    case 'readLocation':
      return isSupportActor(actor) || activeMembership(actor, request.locationId) ? ALLOW : refuse('NOT_FOUND', LOCATION_NOT_FOUND);
    case 'workAt':
      return activeMembership(actor, request.locationId) ? ALLOW : refuse('NOT_FOUND', LOCATION_NOT_FOUND);
    case 'useModule': {
      const m = activeMembership(actor, request.locationId);
      if (!m) return refuse('NOT_FOUND', LOCATION_NOT_FOUND);
      const rights = m.modules?.[linkKey(request.module)];
      return rights?.[request.permission] ? ALLOW : refuse('FORBIDDEN', PRACTICE_SETUP_REFUSALS.moduleNotAllowed);
    }
    case 'readAuditLog': {
      if (isSupportActor(actor)) return ALLOW;
      const m = activeMembership(actor, request.locationId);
      if (!m) return refuse('NOT_FOUND', LOCATION_NOT_FOUND);
      return m.modules?.[linkKey(AUDIT_LOG_ADMIN_MODULE)]?.view ? ALLOW : refuse('FORBIDDEN', AUDIT_ADMINS_ONLY);
    }
    case 'signRx': {
      const m = activeMembership(actor, request.locationId);
      if (!m) return refuse('NOT_FOUND', LOCATION_NOT_FOUND);
      const message = authorizationRefusal({
        callerLocationUserId: m.locationUserId,
        role: m.role,
        isImpersonating: actor.impersonating,
        delegatedVetIds: m.delegatedBy,
        authorizingVet: request.authorizingVet,
        productApprovalType: request.productApprovalType,
      });
      return message === null ? ALLOW : refuse('FORBIDDEN', message);
    }
  }
}

/**
 * The actor with the module rights of its membership at one location filled in (each allowed link with
 * every right: the role-module assignment is the permission, admin §6), as module questions need.
 *
 * @example
 * can(withModuleLinks(actor, 4, ['/usermanagement']), { action: 'readAuditLog', locationId: 4 })
 */
export function withModuleLinks(actor: Actor, locationId: Id, links: Iterable<string>): Actor {
  const modules = moduleRightsOf(links);
  return { ...actor, memberships: actor.memberships.map((m) => (sameId(m.locationId, locationId) ? { ...m, modules } : m)) };
}
