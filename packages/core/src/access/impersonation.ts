/**
 * Impersonation of a practice user by a support user (admin §4, §5 Impersonation, §8).
 */
import { formatMessage } from '../common/format-message.js';
import type { Id } from '../common/ids.js';
import { invalid, valid, type ValidationResult } from '../common/validation.js';
import { AUTH_MESSAGES } from '../messages/admin.js';
import { MAIN_ROUTES, SUPPORT_ROUTES } from '../routes/routes.js';
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
    readonly isPrimary?: boolean | null;
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
 * The target to continue an impersonation session that is still running on the server but not in this
 * browser (a closed window, another device; issue 45): the user's primary active
 * assignment, else their first active one, else the target without a location — the choices of
 * {@link impersonationChoices}, so it selects the location a fresh start there would.
 *
 * @example
 * resumeImpersonationTarget({ username: 'ann@x.com', locationsUsers: [{ id: 7, roleId: 2, locationId: 3, isActive: true, isPrimary: true }] }) // { username: 'ann@x.com', locationUserId: 7, roleId: 2, locationId: 3 }
 */
export function resumeImpersonationTarget(user: ImpersonationCandidate): ImpersonationTarget {
  const choices = impersonationChoices(user);
  const primary = (user.locationsUsers ?? []).find((lu) => lu.isPrimary && choices.some((c) => String(c.locationUserId) === String(lu.id)));
  return (primary && choices.find((c) => String(c.locationUserId) === String(primary.id))) ?? choices[0];
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

/**
 * Limits of an impersonation session (issue 9 item 4): its length in minutes defaults
 * to 60 and the server's maximum (`VETRX_IMPERSONATION_MAX_MINUTES`) is between 1 and 480; the reason
 * is required and at most 500 characters.
 *
 * @example
 * IMPERSONATION_LIMITS.defaultMinutes // 60
 */
export const IMPERSONATION_LIMITS = { defaultMinutes: 60, minMinutes: 1, maxMinutes: 480, reasonMaxLength: 500 } as const;

/**
 * A request to start an impersonation session, as the support user sends it.
 *
 * @example
 * import type { ImpersonationStartInput } from '@vetrx/core/access';
 */
export interface ImpersonationStartInput {
  readonly reason?: string | null;
  /** Length of the session; the server's maximum when absent. */
  readonly minutes?: number | null;
}

/**
 * Validates the reason and the length of a new impersonation session against the server's maximum
 * (decision 0110): the reason is trimmed and required ('Enter the reason for this impersonation', at most
 * 500 characters), minutes default to the maximum and must be a whole number from 1 to the maximum
 * ('Choose between 1 and {max} minutes').
 *
 * @example
 * validateImpersonationStart({ reason: ' ticket 42 ', minutes: 30 }, 60) // { ok: true, value: { reason: 'ticket 42', minutes: 30 } }
 */
export function validateImpersonationStart(
  input: ImpersonationStartInput,
  maxMinutes: number,
): ValidationResult<{ reason: string; minutes: number }> {
  const reason = (input.reason ?? '').trim();
  const minutes = input.minutes ?? maxMinutes;
  const errors: Record<string, string> = {};
  if (!reason) errors.reason = AUTH_MESSAGES.impersonationReasonRequired;
  else if (reason.length > IMPERSONATION_LIMITS.reasonMaxLength) errors.reason = AUTH_MESSAGES.impersonationReasonTooLong;
  if (!Number.isInteger(minutes) || minutes < IMPERSONATION_LIMITS.minMinutes || minutes > maxMinutes) {
    errors.minutes = formatMessage(AUTH_MESSAGES.impersonationMinutes, { max: String(maxMinutes) });
  }
  return Object.keys(errors).length ? invalid(errors) : valid({ reason, minutes });
}

/**
 * Parses the configured maximum length of an impersonation session (`VETRX_IMPERSONATION_MAX_MINUTES`):
 * 60 when unset or empty, else a whole number from 1 to 480; `null` when the value is not acceptable.
 *
 * @example
 * parseImpersonationMaxMinutes('90') // 90
 */
export function parseImpersonationMaxMinutes(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return IMPERSONATION_LIMITS.defaultMinutes;
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < IMPERSONATION_LIMITS.minMinutes || n > IMPERSONATION_LIMITS.maxMinutes) return null;
  return n;
}

/**
 * Whole minutes left of a session that expires at `expiresAt`, rounded up (0 once expired).
 *
 * @example
 * impersonationMinutesLeft('2026-01-01T10:30:00Z', new Date('2026-01-01T10:00:30Z')) // 30
 */
export function impersonationMinutesLeft(expiresAt: string | Date, now: Date): number {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/**
 * The banner's time left ('{minutes} min left').
 *
 * @example
 * impersonationTimeLeft('2026-01-01T10:30:00Z', new Date('2026-01-01T10:00:30Z')) // '30 min left'
 */
export function impersonationTimeLeft(expiresAt: string | Date, now: Date): string {
  return formatMessage(AUTH_MESSAGES.impersonationTimeLeft, { minutes: String(impersonationMinutesLeft(expiresAt, now)) });
}

/**
 * How an impersonation session stands for the impersonated user's account activity:
 * 'ended' (Log out ended it, at `endedAt`), 'expired' (its time ran out, at `expiresAt`) or 'running'
 * (until `expiresAt`).
 *
 * @example
 * impersonationSessionState({ endedAt: null, expiresAt: new Date('2026-11-26T12:00:00Z') }, new Date('2026-11-26T13:00:00Z')) // { state: 'expired', at: … }
 */
export function impersonationSessionState(
  s: { readonly endedAt: Date | string | null; readonly expiresAt: Date | string },
  now: Date,
): { readonly state: 'ended' | 'expired' | 'running'; readonly at: Date } {
  const expires = new Date(s.expiresAt);
  if (s.endedAt !== null) {
    const ended = new Date(s.endedAt);
    // A session closed when its support user started the next one ends at its expiry.
    return { state: ended.getTime() >= expires.getTime() ? 'expired' : 'ended', at: ended };
  }
  return expires.getTime() <= now.getTime() ? { state: 'expired', at: expires } : { state: 'running', at: expires };
}
