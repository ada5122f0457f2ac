/**
 * Location selection and switching (admin §1, §4 "Selected location").
 */
import { sameId, type Id } from '../common/ids.js';
import { invalid, valid, type ValidationResult } from '../common/validation.js';
import { AUTH_MESSAGES } from '../messages/admin.js';

/**
 * A location assignment of the user (LocationUser), structurally.
 *
 * @example
 * import type { LocationAssignment } from '@vetrx/core/access';
 */
export interface LocationAssignment {
  /** The LocationUser id. */
  readonly id: Id;
  readonly isActive: boolean;
  readonly isPrimary: boolean;
  readonly location: { readonly id: Id };
}

/**
 * The location to work in (admin §4): the stored `selectedLocationId` if it is still an active
 * assignment, else the active primary assignment, else the first active assignment; `null` when the
 * user has no active assignment. An inactive assignment is never chosen.
 *
 * @example
 * selectLocation([{ id: 1, isActive: true, isPrimary: true, location: { id: 9 } }], '4') // the assignment of location 9
 */
export function selectLocation<A extends LocationAssignment>(
  assignments: readonly A[],
  storedLocationId?: Id | null,
): A | null {
  const active = assignments.filter((a) => a.isActive);
  return (
    active.find((a) => sameId(a.location.id, storedLocationId)) ??
    active.find((a) => a.isPrimary) ??
    active[0] ??
    null
  );
}

/**
 * Checks a location switch: only to a location the user holds an active assignment for; otherwise
 * 'Access to this location is revoked' (admin §4, §8) under the field `locationId`.
 *
 * @example
 * checkLocationSwitch(assignments, 12) // { ok: false, errors: { locationId: 'Access to this location is revoked' } }
 */
export function checkLocationSwitch<A extends LocationAssignment>(
  assignments: readonly A[],
  locationId: Id,
): ValidationResult<A> {
  const target = assignments.find((a) => a.isActive && sameId(a.location.id, locationId));
  return target ? valid(target) : invalid({ locationId: AUTH_MESSAGES.accessRevoked });
}

/**
 * The location a page works at when it shows a record of another location than the selected one: the
 * record's, when the user holds an active assignment there (a link or a tab opened before a switch led
 * here), so that the header, the menus and what is written all name the record's
 * location. Null when the record is at the selected location, or at one the user cannot switch to (the
 * server answers such a record NOT_FOUND anyway).
 *
 * @example
 * recordLocationToSwitch(assignments, '2', '1') // '1' (an active assignment at location 1)
 * recordLocationToSwitch(assignments, '1', '1') // null
 */
export function recordLocationToSwitch(assignments: readonly LocationAssignment[], selectedId: Id | null | undefined, recordLocationId: Id | null | undefined): string | null {
  if (recordLocationId === null || recordLocationId === undefined || recordLocationId === '') return null;
  if (selectedId !== null && selectedId !== undefined && sameId(selectedId, recordLocationId)) return null;
  const check = checkLocationSwitch(assignments, recordLocationId);
  return check.ok ? String(check.value.location.id) : null;
}
