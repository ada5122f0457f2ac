/**
 * The user administration reach (administration-and-access.md §6), beside `can()`: which locations'
 * users a caller sees, and where they manage users. The server computes the reach once per request
 * (its lists are null for a support user in support mode: every location) and asks these rules; the
 * repositories read users through the same `userAdminReach.sees`.
 */
import { USER_MESSAGES } from '../messages/users.js';
import type { AccessDecision } from './policy.js';

/** Where a caller reaches in user administration; `null` means every location. */
export interface UserAdminReach {
  /** Locations whose users the caller sees. */
  readonly visible: readonly number[] | null;
  /** Locations where the caller manages users (a role with the User Management module). */
  readonly manageable: readonly number[] | null;
}

/**
 * True when the caller sees the users of the location.
 *
 * @example
 * userAdminReach.sees({ visible: [1], manageable: [] }, 1) // true
 */
const seesUsersAt = (reach: UserAdminReach, locationId: number): boolean => reach.visible === null || reach.visible.includes(locationId);

/**
 * True when the caller manages users at the location.
 *
 * @example
 * userAdminReach.manages({ visible: [1], manageable: [] }, 1) // false
 */
const managesUsersAt = (reach: UserAdminReach, locationId: number): boolean => reach.manageable === null || reach.manageable.includes(locationId);

/**
 * Whether the caller may manage a record of user administration at the location: another location
 * is NOT_FOUND ('<what> not found'), a location they see without User Management FORBIDDEN.
 *
 * @example
 * userAdminReach.decision({ visible: [1], manageable: [] }, 1) // { allowed: false, code: 'FORBIDDEN', message: USER_MESSAGES.cannotManageUsers }
 */
function manageUsersDecision(reach: UserAdminReach, locationId: number, what = 'Location user'): AccessDecision {
  if (!seesUsersAt(reach, locationId)) return { allowed: false, code: 'NOT_FOUND', message: `${what} not found` };
  if (!managesUsersAt(reach, locationId)) return { allowed: false, code: 'FORBIDDEN', message: USER_MESSAGES.cannotManageUsers };
  return { allowed: true };
}

/**
 * The user administration rules as one name: `sees`, `manages` and `decision` (above).
 *
 * @example
 * if (!userAdminReach.manages(scope, locationId)) throw forbidden(USER_MESSAGES.cannotManageUsers);
 */
export const userAdminReach = { sees: seesUsersAt, manages: managesUsersAt, decision: manageUsersDecision } as const;
