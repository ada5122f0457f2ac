/**
 * Impersonation of a practice user by a support user (admin §4, §5 Impersonation, §8).
 */
import { formatMessage } from '../common/format-message.js';
import type { Id } from '../common/ids.js';
import { invalid, valid, type ValidationResult } from '../common/validation.js';
import { AUTH_MESSAGES } from '../messages/admin.js';
import { MAIN_ROUTES, SUPPORT_ROUTES } from './routes.js';
import { STORAGE_KEYS, type StorageKey } from './session.js';

/**
 * The practice user a support user wants to impersonate, at one of their locations.
 *
 * @example
 * import type { ImpersonationTarget } from '@vetrx/core/access';
 */
export interface ImpersonationTarget {
  readonly username: string;
  readonly locationUserId: Id;
  readonly roleId: Id;
  readonly locationId: Id;
}

/**
 * Where the support user is when asking to impersonate.
 *
 * @example
 * import type { ImpersonationRequest } from '@vetrx/core/access';
 */
export interface ImpersonationRequest {
  /** The signed-in support user's username. */
  readonly supportUsername: string;
  /** True while already impersonating. */
  readonly isImpersonating: boolean;
  readonly target: ImpersonationTarget;
}

/**
 * Route after impersonation starts (admin §4).
 *
 * @example
 * IMPERSONATION_START_ROUTE // MAIN_ROUTES.root
 */
export const IMPERSONATION_START_ROUTE = MAIN_ROUTES.root;
/**
 * Route after impersonation ends (admin §4).
 *
 * @example
 * IMPERSONATION_EXIT_ROUTE // SUPPORT_ROUTES.home
 */
export const IMPERSONATION_EXIT_ROUTE = SUPPORT_ROUTES.home;

const sameUsername = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether impersonation may start (admin §4, §5): not while already impersonating ('You cannot
 * impersonate further while impersonating', checked first) and not oneself ('You cannot impersonate
 * yourself'; usernames are compared trimmed and case-insensitively, as they are e-mails). The message is
 * under the field `impersonation`.
 *
 * @example
 * canStartImpersonation({ supportUsername: 'a@x.com', isImpersonating: false, target }) // { ok: true, value: target }
 */
export function canStartImpersonation(request: ImpersonationRequest): ValidationResult<ImpersonationTarget> {
  if (request.isImpersonating) return invalid({ impersonation: AUTH_MESSAGES.cannotImpersonateWhileImpersonating });
  if (sameUsername(request.supportUsername, request.target.username)) {
    return invalid({ impersonation: AUTH_MESSAGES.cannotImpersonateSelf });
  }
  return valid(request.target);
}

/**
 * Storage changes for the shell to apply: values to set and keys to remove.
 *
 * @example
 * import type { StoragePlan } from '@vetrx/core/access';
 */
export interface StoragePlan {
  readonly set: Readonly<Partial<Record<StorageKey, string>>>;
  readonly remove: readonly StorageKey[];
}

/**
 * Storage written when impersonation starts (admin §4): username, isImpersonation 'true',
 * locationUserId, userLocationRoleId and selectedLocationId of the target.
 *
 * @example
 * impersonationStartStorage(target).set.isImpersonation // 'true'
 */
export function impersonationStartStorage(target: ImpersonationTarget): StoragePlan {
  return {
    set: {
      [STORAGE_KEYS.username]: target.username,
      [STORAGE_KEYS.isImpersonation]: 'true',
      [STORAGE_KEYS.locationUserId]: String(target.locationUserId),
      [STORAGE_KEYS.userLocationRoleId]: String(target.roleId),
      [STORAGE_KEYS.selectedLocationId]: String(target.locationId),
    },
    remove: [],
  };
}

/**
 * Storage written when impersonation ends, or when loading the impersonated user fails (admin §4): the
 * original support username back, isImpersonation 'false', and the impersonated role id, location user
 * and selected location (the impersonation session data) removed.
 *
 * @example
 * impersonationExitStorage('support@x.com').set.username // 'support@x.com'
 */
export function impersonationExitStorage(supportUsername: string): StoragePlan {
  return {
    set: { [STORAGE_KEYS.username]: supportUsername, [STORAGE_KEYS.isImpersonation]: 'false' },
    remove: [STORAGE_KEYS.userLocationRoleId, STORAGE_KEYS.locationUserId, STORAGE_KEYS.selectedLocationId],
  };
}

/**
 * The impersonation banner text (admin §2.4).
 *
 * @example
 * impersonationBanner('ann@x.com') // 'Impersonation: ann@x.com'
 */
export function impersonationBanner(username: string): string {
  return formatMessage(AUTH_MESSAGES.impersonationBanner, { username });
}

/**
 * A user as the impersonation choices read them (the support user search's rows).
 *
 * @example
 * import type { ImpersonationCandidate } from '@vetrx/core/access';
 */
export interface ImpersonationCandidate {
  readonly username: string;
  readonly locationsUsers?: readonly {
    readonly id: Id;
    readonly roleId: Id;
    readonly locationId: Id;
    readonly isActive: boolean;
    readonly location?: { readonly isActive?: boolean | null } | null;
  }[] | null;
}

/**
 * What a support user may pick to impersonate a user (admin §2.4, §4): one target per active
 * assignment at an active location (that location becomes the selected one). Decided: a user without
 * such an assignment (a support user, a user whose assignments are all inactive) still offers one
 * target without a location, so the refusals and the failure notice of the flow apply to them too.
 *
 * @example
 * impersonationChoices({ username: 'ann@x.com', locationsUsers: [] }) // [{ username: 'ann@x.com', locationUserId: '', roleId: '', locationId: '' }]
 */
export function impersonationChoices(user: ImpersonationCandidate): ImpersonationTarget[] {
  const active = (user.locationsUsers ?? []).filter((lu) => lu.isActive && lu.location?.isActive !== false);
  if (active.length === 0) return [{ username: user.username, locationUserId: '', roleId: '', locationId: '' }];
  return active.map((lu) => ({ username: user.username, locationUserId: lu.id, roleId: lu.roleId, locationId: lu.locationId }));
}

/**
 * The running impersonation as stored (admin §4): the target when `isImpersonation` is 'true' and a
 * username is stored, else `null`. `read` reads one stored key (the shell passes sessionStorage).
 *
 * @example
 * storedImpersonationTarget((key) => sessionStorage.getItem(key))
 */
export function storedImpersonationTarget(read: (key: StorageKey) => string | null): ImpersonationTarget | null {
  if (read(STORAGE_KEYS.isImpersonation) !== 'true') return null;
  const username = read(STORAGE_KEYS.username);
  if (!username) return null;
  return {
    username,
    locationUserId: read(STORAGE_KEYS.locationUserId) ?? '',
    roleId: read(STORAGE_KEYS.userLocationRoleId) ?? '',
    locationId: read(STORAGE_KEYS.selectedLocationId) ?? '',
  };
}
